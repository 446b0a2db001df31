/**
 * Starting and cancelling Playground runs. Runs have no idempotency key (spec 4.5), and the run
 * list shows nothing but `runId` and `status` for most competitions (spec 2.10). So before its
 * first send a start notes the IDs the run list holds (`probe`); a repeat then looks only at runs
 * that are new since, that no finished entry produced and the user did not rule out:
 * - one whose stored params (where the list shows them) equal the body is this run: done;
 * - none new, with the list read whole: the first attempt never arrived, so it is sent again;
 * - new runs whose params are not shown: it cannot be told, so the user adopts one or resends.
 * (docs/spec-gaps.md, "Playground run creation after a crash"). A repeated cancel whose first send
 * did cancel the run finds it already cancelled.
 */
import type { Page, Run, RunCreated } from '../../shared/api';
import type { OutboxRequestOf } from '../../shared/contract';
import { localError } from '../api/errors';
import { pages } from '../api/pagination';
import { cancelRun, createRun, getRun, listRuns } from '../api/playground';
import { isOneTimeTokenRef } from '../playground/hfToken';
import type { OutboxProbe } from '../store/outbox';
import { answered, type OpHandler, type PerformContext } from './opHandler';
import { type Check, RECONCILE_PAGES, reconcileSince, type Verdict } from './reconcile';

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
  probe: async (req, ctx) => runIdsNow(req.competitionId, ctx),
};

export const runCancel: OpHandler<'playground.run.cancel'> = {
  send: async (req, ctx) => answered(await cancelRun(ctx.client, req.competitionId, req.runId)),
  // Only a run that is cancelled now was cancelled by the first attempt; one that ended by itself
  // stays a refusal (RUN_NOT_CANCELLABLE), answer lost or not.
  doneOnRepeat: {
    code: 'RUN_NOT_CANCELLABLE',
    result: null,
    confirm: async (req, ctx) =>
      (await getRun(ctx.client, req.competitionId, req.runId)).data.status === 'cancelled',
  },
};

/** The run IDs the list holds now, read whole up to RECONCILE_PAGES pages (then: in part). */
async function runIdsNow(competitionId: string, ctx: PerformContext): Promise<OutboxProbe> {
  const before: string[] = [];
  const read = pages(
    async (cursor): Promise<Page<Run>> =>
      (await listRuns(ctx.client, competitionId, { cursor, limit: 100 })).data,
    { maxPages: RECONCILE_PAGES + 1 },
  );
  let count = 0;
  for await (const page of read) {
    before.push(...page.items.map((r) => r.runId));
    if (page.nextCursor === null) return { before, beforeComplete: true };
    if (++count >= RECONCILE_PAGES) break;
  }
  return { before, beforeComplete: false };
}

function findStarted(
  req: OutboxRequestOf<'playground.run.create'>,
  ctx: PerformContext,
  queuedAt: string,
): Promise<Check<RunCreated>> {
  // Without the IDs noted before the first send, every run in the list could be this one.
  const before = ctx.probe?.before ? new Set(ctx.probe.before) : undefined;
  return reconcileSince(
    queuedAt,
    { taken: ctx.createdIds(), before },
    {
      page: async (cursor) => (await listRuns(ctx.client, req.competitionId, { cursor, limit: 100 })).data,
      id: (run) => run.runId,
      madeAt: (run) => run.createdAt,
      label: (run) => `Run ${run.runId}, ${run.status}${run.createdAt ? `, started ${run.createdAt}` : ''}`,
      match: async (run: Run): Promise<Verdict<RunCreated>> => {
        const created: RunCreated = { runId: run.runId, status: run.status };
        if (!run.params) return { maybe: created };
        return sameParams(run.params, req.body) ? { mine: created } : 'other';
      },
    },
  );
}

/** The server's stored params (never holding hfToken) against the queued body. */
function sameParams(params: Record<string, unknown>, body: Record<string, unknown>): boolean {
  return Object.entries(body).every(([k, v]) => JSON.stringify(params[k]) === JSON.stringify(v));
}
