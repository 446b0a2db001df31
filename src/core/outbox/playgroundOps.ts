/**
 * Starting and cancelling Playground runs. Runs have no idempotency key (spec 4.5): a repeat of a
 * start first looks for a run of this competition created since the entry was queued whose
 * stored params equal the body and that no finished entry produced; only when none is found does
 * it send again (docs/spec-gaps.md, "Playground run creation after a crash"). A repeated cancel
 * whose first send did cancel the run finds it already cancelled.
 */
import type { RunCreated } from '../../shared/api';
import type { OutboxRequestOf } from '../../shared/contract';
import { localError } from '../api/errors';
import { cancelRun, createRun, listRuns } from '../api/playground';
import { isOneTimeTokenRef } from '../playground/hfToken';
import { answered, type OpHandler, type PerformContext } from './opHandler';
import { reconcileSince } from './reconcile';

export const runCreate: OpHandler<'playground.run.create'> = {
  send: async (req, ctx) => {
    const body: Record<string, unknown> = { ...req.body };
    if (req.hfTokenRef) {
      const token = (await ctx.secrets?.get(req.hfTokenRef)) ?? null;
      if (token === null) {
        throw localError(
          'INVALID_INPUT',
          'The access token for this run is no longer available (the keychain lost it). Start the run again with the token.',
        );
      }
      body.hfToken = token;
    }
    const res = await createRun(ctx.client, req.competitionId, body);
    if (req.hfTokenRef && isOneTimeTokenRef(req.hfTokenRef)) await ctx.secrets?.delete(req.hfTokenRef);
    return answered(res);
  },
  reconcile: findStarted,
};

export const runCancel: OpHandler<'playground.run.cancel'> = {
  send: async (req, ctx) => answered(await cancelRun(ctx.client, req.competitionId, req.runId)),
  doneOnRepeat: { code: 'RUN_NOT_CANCELLABLE', result: null },
};

function findStarted(
  req: OutboxRequestOf<'playground.run.create'>,
  ctx: PerformContext,
  queuedAt: string,
): Promise<RunCreated | null> {
  return reconcileSince(queuedAt, ctx.createdIds(), {
    page: async (cursor) => (await listRuns(ctx.client, req.competitionId, { cursor, limit: 100 })).data,
    id: (run) => run.runId,
    madeAt: (run) => run.createdAt,
    match: async (run) =>
      run.params && sameParams(run.params, req.body) ? { runId: run.runId, status: run.status } : null,
  });
}

/** The server's stored params (never holding hfToken) against the queued body. */
function sameParams(params: Record<string, unknown>, body: Record<string, unknown>): boolean {
  return Object.entries(body).every(([k, v]) => JSON.stringify(params[k]) === JSON.stringify(v));
}
