/**
 * Sweep handlers (issue 42, docs/sweeps.md): plan and start a sweep, read it, pause and resume it,
 * export it. Planning reads cache-first (models, problem sets); starting writes the sweep to the
 * store and hands it to the driver, whose every write goes through the outbox.
 */
import { localError } from '../api/errors';
import type { SweepDriver } from '../sweeps/driver';
import { sweepExport } from '../sweeps/export';
import { resolveSweep } from '../sweeps/resolve';
import { sweepSummary, sweepView } from '../sweeps/view';
import type { HandlerDeps, Handlers } from './types';

type M = Extract<keyof Handlers, `sweeps.${string}`>;

export function sweepHandlers(
  { ctx }: HandlerDeps,
  playground: Pick<Handlers, 'playground.models' | 'playground.problemSet'>,
  driver: SweepDriver,
): Pick<Handlers, M> {
  const repo = ctx.sweeps;
  const viewDeps = { repo, playground: ctx.playground, outbox: ctx.outbox };
  const resolve = async (def: Parameters<Handlers['sweeps.plan']>[0]) => {
    const conn = await ctx.connections.getActive();
    const resolved = await resolveSweep(def, {
      partition: conn.partition,
      versions: ctx.versions,
      models: (competitionId) => playground['playground.models']({ competitionId }, {}),
      problemSet: (competitionId, problemSetId) =>
        playground['playground.problemSet']({ competitionId, problemSetId }, {}),
      dollarsPerCell: (models) =>
        ctx.playground.meanCostUsd(conn.partition, def.competitionId, models)?.mean ?? null,
    });
    return { conn, ...resolved };
  };
  const mine = async (sweepId: string) => {
    const conn = await ctx.connections.getActive();
    const sweep = repo.get(sweepId);
    if (!sweep || sweep.partition !== conn.partition)
      throw localError('INVALID_INPUT', `No sweep ${sweepId} is kept for this connection.`);
    return sweep;
  };
  return {
    'sweeps.plan': async (def) => (await resolve(def)).plan,
    'sweeps.start': async (def) => {
      const { conn, plan, stored, variants } = await resolve(def);
      if (plan.refusal) throw localError('INVALID_INPUT', plan.refusal);
      const id = crypto.randomUUID();
      ctx.transaction(() =>
        repo.insert(
          {
            id,
            partition: conn.partition,
            competitionId: def.competitionId,
            name: def.name,
            definition: JSON.stringify(stored),
            status: 'preparing',
          },
          variants,
        ),
      );
      await driver.drive(id);
      return sweepView(repo.get(id)!, viewDeps);
    },
    'sweeps.list': async ({ competitionId }) => {
      const conn = await ctx.connections.getActive();
      return repo.list(conn.partition, competitionId).map((s) => sweepSummary(s, viewDeps));
    },
    'sweeps.get': async ({ sweepId }) => {
      const conn = await ctx.connections.getActive();
      const sweep = repo.get(sweepId);
      return sweep && sweep.partition === conn.partition ? sweepView(sweep, viewDeps) : null;
    },
    'sweeps.pause': async ({ sweepId }) => {
      const sweep = await mine(sweepId);
      if (sweep.status === 'preparing' || sweep.status === 'racing') {
        repo.setStatus(sweepId, 'paused', {
          code: 'PAUSED',
          message: 'Paused: no new round is started. A round already sent runs to its end.',
        });
      }
      return sweepView(repo.get(sweepId)!, viewDeps);
    },
    'sweeps.resume': async ({ sweepId }) => {
      const sweep = await mine(sweepId);
      if (sweep.status === 'ended') return sweepView(sweep, viewDeps);
      // A refused write of the sweep is tried again (a new budget, a fixed key); nothing is resent
      // that might already be on the platform: the outbox checks that first (MAYBE_DELIVERED), and
      // such a write waits for you in the Outbox. One that is gone (discarded) is queued anew.
      const settle = (id: number, forget: () => void) => {
        let entry: ReturnType<typeof ctx.outbox.get>;
        try {
          entry = ctx.outbox.get(id);
        } catch {
          ctx.transaction(forget);
          return;
        }
        if (entry.status === 'failed' && entry.error?.code !== 'MAYBE_DELIVERED') ctx.outbox.retry(id);
      };
      for (const v of repo.variants(sweepId))
        if (!v.cheatsheetId && v.createEntry !== null)
          settle(v.createEntry, () => repo.clearCreateEntry(sweepId, v.position, v.createEntry!));
      const last = repo.rounds(sweepId).at(-1);
      if (last && !last.runId && last.entryId !== null)
        settle(last.entryId, () => repo.dropUnstartedRound(sweepId, last.round, last.entryId!));
      repo.setStatus(sweepId, repo.variants(sweepId).every((v) => v.cheatsheetId) ? 'racing' : 'preparing');
      await driver.drive(sweepId);
      return sweepView(repo.get(sweepId)!, viewDeps);
    },
    'sweeps.export': async ({ sweepId, format }) =>
      sweepExport(sweepView(await mine(sweepId), viewDeps), format),
  };
}
