/**
 * Playground handlers (issue 10): one per entry of contracts/playground.ts. Lists and details are
 * cache-first reads; result rows, aggregates and comparisons are answered from the rows the run
 * follower stored (offline too); starting and cancelling go through the outbox.
 */
import type { Run } from '../../shared/api';
import { isTerminalStatus } from '../../shared/api';
import type { Cached, PlaygroundAggregates } from '../../shared/contract';
import { cacheKey } from '../../shared/contract';
import { localError } from '../api/errors';
import { collect, paginate } from '../api/pagination';
import {
  getProblemSet,
  getRun,
  LEAN_KERNEL_COMPETITION_ID,
  listLeanKernelRuns,
  listModels,
  listProblemSets,
  listRuns,
} from '../api/playground';
import type { ActiveConnection } from '../connections';
import { type AggregateState, emptyState, viewOf } from '../playground/aggregates';
import { compareRuns } from '../playground/compare';
import { oneTimeTokenRef, rememberedTokenRef } from '../playground/hfToken';
import { storeRun } from '../playground/ingest';
import type { RunKey } from '../store/playground';
import { queuedPins } from '../versions';
import type { HandlerDeps, Handlers } from './types';

type M = Extract<keyof Handlers, `playground.${string}`>;

/**
 * Submission kinds of the documented competitions (spec 1.2). A run list item or detail that
 * names its `kind` wins; another competition's kind comes from its runs.
 */
const KNOWN_KINDS: Record<string, string> = {
  'modular-arithmetic-challenge': 'model-reference',
  'mathematics-distillation-challenge-equational-theories-stage1': 'cheatsheet',
  'mathematics-distillation-challenge-equational-theories-stage2': 'solver-participation',
  [LEAN_KERNEL_COMPETITION_ID]: 'lean-kernel-package',
};

export function playgroundHandlers({ ctx, cached }: HandlerDeps): Pick<Handlers, M> {
  const repo = ctx.playground;
  const active = () => ctx.connections.getActive();
  const keyOf = (conn: ActiveConnection, competitionId: string, runId: string): RunKey => ({
    partition: conn.partition,
    competitionId,
    runId,
  });
  const kindOf = (competitionId: string, run?: Run | null): string | null =>
    (typeof run?.kind === 'string' ? run.kind : null) ?? KNOWN_KINDS[competitionId] ?? null;

  /** Stores runs the server showed; follows those still going; a run first seen ended is not announced. */
  const seen = (conn: ActiveConnection, competitionId: string, runs: readonly Run[]) => {
    for (const run of runs) {
      const key = keyOf(conn, competitionId, run.runId);
      const known = repo.getRun(key);
      const kind = kindOf(competitionId, run) ?? known?.kind ?? null;
      if (!ctx.followers.isFollowing(key)) storeRun(repo, key, run, kind);
      if (!known && isTerminalStatus(run.status)) repo.markEndNotified(key);
      if (!isTerminalStatus(run.status) || !repo.isComplete(key))
        ctx.followers.follow(conn, competitionId, run.runId, kind);
    }
  };

  const storedRun = async (competitionId: string, runId: string) => {
    // Whether the run is followed is only known once the followers were resumed (start, switch).
    await ctx.followersResumed();
    const conn = await active();
    const key = keyOf(conn, competitionId, runId);
    return { conn, key, stored: repo.getRun(key) };
  };

  const aggregates = async ({ competitionId, runId }: { competitionId: string; runId: string }) => {
    const { key, stored } = await storedRun(competitionId, runId);
    const state = repo.getAggregates<AggregateState>(key);
    if (state) return viewOf(state);
    const kind = stored?.kind ?? kindOf(competitionId);
    if (kind === 'cheatsheet' || kind === 'solver-participation' || kind === 'model-reference') {
      return viewOf(emptyState(kind));
    }
    return null;
  };

  return {
    'playground.models': (input) =>
      cached(cacheKey('playground.models', input), async (client) => {
        let creditRate = 0;
        const items = await collect(
          paginate(
            async (cursor, signal) => {
              const page = (await listModels(client, input.competitionId, { cursor, limit: 100, signal }))
                .data;
              creditRate = page.meta.creditRate;
              return page;
            },
            (m) => m.id,
          ),
        );
        return { items, creditRate };
      }),
    'playground.problemSets': (input) =>
      cached(cacheKey('playground.problemSets', input), (client) =>
        collect(
          paginate(
            async (cursor, signal) =>
              (await listProblemSets(client, input.competitionId, { cursor, limit: 100, signal })).data,
            (s) => s.id,
          ),
        ),
      ),
    'playground.problemSet': (input) =>
      cached(
        cacheKey('playground.problemSet', input),
        async (client) => (await getProblemSet(client, input.competitionId, input.problemSetId)).data,
        { freshMs: 60_000 },
      ),
    'playground.runs': async (input) => {
      const conn = await active();
      const res = await cached(cacheKey('playground.runs', input), async (client) => {
        const { competitionId, ...q } = input;
        const page = (await listRuns(client, competitionId, q)).data;
        seen(conn, competitionId, page.items);
        return page;
      });
      return res;
    },
    'playground.leanRuns': async (input) => {
      const conn = await active();
      return cached(cacheKey('playground.leanRuns', input), async (client) => {
        const page = (await listLeanKernelRuns(client, input)).data;
        seen(conn, LEAN_KERNEL_COMPETITION_ID, page.items as Run[]);
        return page;
      });
    },
    'playground.run': async ({ competitionId, runId }): Promise<Cached<Run>> => {
      const { conn, key, stored } = await storedRun(competitionId, runId);
      // While followed, the follower's copy is the freshest there is (and as old as the last
      // answer while the platform cannot be reached).
      if (stored && ctx.followers.isFollowing(key)) {
        const stale = !ctx.connectivity.state.online;
        return { data: stored.run, fetchedAt: new Date().toISOString(), stale, error: null };
      }
      const res = await cached(cacheKey('playground.run', { competitionId, runId }), async (client) => {
        const run = (await getRun(client, competitionId, runId)).data;
        seen(conn, competitionId, [run]);
        return run;
      });
      // No cached detail (never read, or dropped when a write touched it) and the platform did not
      // answer: the run as the follower or a list last stored it, marked stale.
      if (res.data === null && stored) return { ...res, data: stored.run, stale: res.error !== null };
      // The follower stored the run's end after this detail was cached (still "fresh", so not
      // fetched again): an ended run does not change any more, so its stored copy wins.
      if (stored && isTerminalStatus(stored.run.status) && res.data && !isTerminalStatus(res.data.status))
        return { ...res, data: stored.run };
      return res;
    },
    'playground.results': async ({ competitionId, runId, offset, limit }) => {
      const { key, stored } = await storedRun(competitionId, runId);
      return {
        run: stored?.run ?? null,
        kind: stored?.kind ?? kindOf(competitionId),
        total: repo.countResults(key),
        offset,
        rows: repo.results(key, offset, limit) as never,
        following: ctx.followers.isFollowing(key),
        complete: repo.isComplete(key),
        stopped: stored?.followStopped ?? ctx.followers.stoppedReason(key),
        track: stored?.track ?? null,
      };
    },
    'playground.aggregates': aggregates,
    'playground.compare': async ({ competitionId, runA, runB }) => {
      const a = await storedRun(competitionId, runA);
      const b = await storedRun(competitionId, runB);
      const kind = a.stored?.kind ?? b.stored?.kind ?? kindOf(competitionId);
      return compareRuns(
        kind,
        a.stored?.run ?? null,
        repo.results(a.key),
        b.stored?.run ?? null,
        repo.results(b.key),
      );
    },
    'playground.create': async (input) => {
      const conn = await active();
      // The token is kept aside (in the keychain); the queued body never holds it.
      const { hfToken, ...body }: Record<string, unknown> = input.body;
      let hfTokenRef: string | null = null;
      if (input.kind === 'model-reference') {
        const remembered = rememberedTokenRef(conn.id, input.body.modelName);
        if (typeof hfToken === 'string') {
          ctx.log.redact(hfToken);
          hfTokenRef = input.rememberToken ? remembered : oneTimeTokenRef();
          await ctx.secrets.set(hfTokenRef, hfToken);
        } else if (input.useRememberedToken) {
          if ((await ctx.secrets.get(remembered)) === null) {
            throw localError(
              'INVALID_INPUT',
              'No access token is remembered for this model; type it once more.',
            );
          }
          hfTokenRef = remembered;
        }
      }
      // Pinned before the run is queued: the texts it will run, whatever is edited afterwards.
      const pins = queuedPins(ctx.versions, conn.partition, { kind: input.kind, body }, ctx.outbox.open());
      return ctx.outbox.enqueue(
        'playground.create',
        {
          competitionId: input.competitionId,
          kind: input.kind,
          body,
          hfTokenRef,
          pins,
        },
        `Start a Playground run (${input.competitionId})`,
      );
    },
    'playground.cancel': async ({ competitionId, runId }) =>
      ctx.outbox.enqueue(
        'playground.cancel',
        { competitionId, runId, body: {} },
        `Cancel Playground run ${runId}`,
      ),
    'playground.exportResults': async ({ competitionId, runId }) => {
      const { key } = await storedRun(competitionId, runId);
      const rows = repo.results(key);
      // The CSV writer (papaparse) only for an export, not at every start.
      const { resultsCsv } = await import('../playground/csv');
      return { filename: `${competitionId}-${runId}-results.csv`, csv: resultsCsv(rows), rows: rows.length };
    },
    'playground.exportAggregates': async (input) => {
      const agg: PlaygroundAggregates | null = await aggregates(input);
      if (!agg) throw localError('INVALID_INPUT', 'This run has no aggregates to export.');
      const { aggregatesCsv } = await import('../playground/csv');
      const { csv, rows } = aggregatesCsv(agg);
      return { filename: `${input.competitionId}-${input.runId}-aggregates.csv`, csv, rows };
    },
  };
}
