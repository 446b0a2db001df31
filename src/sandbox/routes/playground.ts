import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireScope } from '../auth';
import { objectBody } from '../body';
import type { SandboxContext } from '../context';
import type { CompetitionRow } from '../db/competitions';
import { allLeanProblemsOf } from '../db/library';
import {
  addCreditsSpent,
  creditsSpent,
  getRun,
  hasActiveRun,
  insertRun,
  pageRuns,
  type RunRow,
} from '../db/playground';
import { ApiError, fieldInvalid, notFound } from '../errors';
import { newId } from '../ids';
import { keyAs, pageRequest, toPage } from '../pagination';
import {
  equationProblems,
  LEAN_KERNEL,
  leanProblems,
  MODEL_REF,
  PLAYGROUNDS,
  problemSetsOf,
  STAGE1,
  startingCredits,
} from '../playground/catalog';
import { budgetExceeded, planRun } from '../playground/create';
import { leanKernelRuns } from '../playground/leanList';
import { planTotal } from '../playground/plan';
import { resultsPage } from '../playground/results';
import { playgroundEvents } from '../playground/sse';
import { runView } from '../playground/view';
import { queryParams, singleParam } from '../query';
import { competitionOr404 } from './competitions';

type CidReq = FastifyRequest<{ Params: { competitionId: string } }>;
type RunReq = FastifyRequest<{ Params: { competitionId: string; runId: string } }>;

const STATUSES = ['pending', 'running', 'done', 'failed', 'cancelled'];

/** Spec 4.5 and the guessed run detail, cancel and event stream (docs/spec-gaps.md). */
export async function playgroundRoutes(app: FastifyInstance, ctx: SandboxContext) {
  const playgroundOf = (id: string): CompetitionRow => {
    const c = competitionOr404(ctx, id);
    if (!c.capabilities.playground || !PLAYGROUNDS[c.id])
      throw notFound(`Competition "${id}" has no Playground.`);
    return c;
  };
  /** The caller's run in this competition; missing, foreign and other-competition runs look alike. */
  const runOf = (req: RunReq, accountId: string): RunRow => {
    const run = getRun(ctx.db, req.params.runId);
    if (!run || run.accountId !== accountId || run.competitionId !== req.params.competitionId) {
      throw notFound(`Run "${req.params.runId}" not found.`);
    }
    return run;
  };
  const base = '/competitions/:competitionId/playground';

  app.get(`${base}/models`, async (req: CidReq) => {
    const caller = requireScope(req, 'playground.read');
    const pg = PLAYGROUNDS[playgroundOf(req.params.competitionId).id]!;
    const page = pageRequest(req, caller);
    const after = keyAs<[number]>(page.after, ['number']);
    const start = after ? after[0] + 1 : 0;
    const rows = pg.models.slice(start, start + page.limit + 1).map((m, i) => ({ i: start + i, m }));
    const data = toPage(
      rows,
      page,
      (r) => [r.i],
      (r) => ({ id: r.m.id, name: r.m.name }),
    );
    return { ok: true, data: { ...data, meta: { creditRate: pg.creditRate } } };
  });

  app.get(`${base}/problem-sets`, async (req: CidReq) => {
    const caller = requireScope(req, 'playground.read');
    const c = playgroundOf(req.params.competitionId);
    const page = pageRequest(req, caller);
    const after = keyAs<[number]>(page.after, ['number']);
    const start = after ? after[0] + 1 : 0;
    const sets = [...problemSetsOf(c.id).map((s) => ({ id: s.id, title: s.title, count: s.count }))];
    if (c.kind === 'solver-participation') {
      sets.push({
        id: 'custom',
        title: 'My custom problems',
        count: allLeanProblemsOf(ctx.db, caller.accountId).length,
      });
    }
    const rows = sets.slice(start, start + page.limit + 1).map((s, i) => ({ i: start + i, s }));
    return {
      ok: true,
      data: toPage(
        rows,
        page,
        (r) => [r.i],
        (r) => r.s,
      ),
    };
  });

  app.get(
    `${base}/problem-sets/:problemSetId`,
    async (req: FastifyRequest<{ Params: { competitionId: string; problemSetId: string } }>) => {
      const caller = requireScope(req, 'playground.read');
      const c = playgroundOf(req.params.competitionId);
      const id = req.params.problemSetId;
      const set = problemSetsOf(c.id).find((s) => s.id === id);
      if (c.id === STAGE1 && set)
        return { ok: true, data: { id, title: set.title, items: equationProblems(id) } };
      if (c.id === MODEL_REF && set) return { ok: true, data: { id, title: set.title, items: [] } };
      if (c.kind === 'solver-participation' && id === 'custom') {
        const items = allLeanProblemsOf(ctx.db, caller.accountId).map((p) => ({
          id: p.id,
          lhsName: p.lhsName,
          lhsText: p.lhsText,
          rhsName: p.rhsName,
          rhsText: p.rhsText,
          isCustom: true,
        }));
        return { ok: true, data: { id, title: 'My custom problems', items } };
      }
      if (set) {
        const problems = c.id === LEAN_KERNEL ? kernelProblems() : (leanProblems(id) ?? []);
        return {
          ok: true,
          data: { id, title: set.title, items: problems.map((p) => ({ ...p, isCustom: false })) },
        };
      }
      throw notFound(`Problem set "${id}" not found.`);
    },
  );

  app.post(`${base}/runs`, async (req: CidReq, reply) => {
    const caller = requireScope(req, 'playground.write');
    const c = playgroundOf(req.params.competitionId);
    const planned = planRun(ctx.db, caller.accountId, c, objectBody(req.body));
    const total = planTotal(planned.plan);
    const rate = PLAYGROUNDS[c.id]!.creditRate;
    const cost = Math.round(total * rate * 100) / 100;
    const runId = newId('run');
    ctx.db.transaction(() => {
      if (c.kind === 'model-reference' && hasActiveRun(ctx.db, caller.accountId, c.id)) {
        throw new ApiError(
          409,
          'ACTIVE_RUN_EXISTS',
          'A model-reference run is already queued or running; wait for it or cancel it.',
        );
      }
      const remaining = startingCredits(caller.accountId) - creditsSpent(ctx.db, caller.accountId);
      if (cost > remaining + 1e-9) throw budgetExceeded(cost, remaining);
      addCreditsSpent(ctx.db, caller.accountId, cost);
      insertRun(ctx.db, {
        id: runId,
        accountId: caller.accountId,
        competitionId: c.id,
        kind: c.kind,
        status: 'pending',
        params: planned.params,
        plan: planned.plan,
        hfTokenHash: planned.hfTokenHash,
        total,
        completed: 0,
        costCredits: cost,
        createdAt: new Date(ctx.now()).toISOString(),
        startedAt: null,
        finishedAt: null,
        summary: null,
        extra: null,
      });
    })();
    ctx.playground.wake();
    return reply.status(201).send({ ok: true, data: { runId, status: 'pending' } });
  });

  app.get(`${base}/runs`, async (req: CidReq) => {
    const caller = requireScope(req, 'playground.read');
    const c = playgroundOf(req.params.competitionId);
    if (c.id === LEAN_KERNEL) return { ok: true, data: leanKernelRuns(ctx.db, req, caller) };
    const params = queryParams(req);
    for (const k of params.keys()) {
      if (!['status', 'modelId', 'problemSet', 'cursor', 'limit'].includes(k))
        throw fieldInvalid(`/${k}`, `Unknown parameter "${k}".`);
    }
    const status = singleParam(params, 'status');
    if (status !== null && !STATUSES.includes(status))
      throw fieldInvalid('/status', `"status" must be one of ${STATUSES.join(', ')}.`);
    const problemSet = singleParam(params, 'problemSet');
    if (problemSet !== null && c.kind !== 'cheatsheet')
      throw fieldInvalid('/problemSet', '"problemSet" applies to equation competitions only.');
    const filter = { status, modelId: singleParam(params, 'modelId'), problemSet };
    const page = pageRequest(req, caller);
    const after = keyAs<[string, string]>(page.after, ['string', 'string']);
    const rows = pageRuns(ctx.db, caller.accountId, c.id, filter, after, page.limit + 1);
    // A platform showing no more than spec 2.10 does (ctx.platform.runList, docs/sandbox.md).
    const view: (r: RunRow) => object =
      ctx.platform.runList === 'bare' ? (r) => ({ runId: r.id, status: r.status }) : runView;
    return { ok: true, data: toPage(rows, page, (r) => [r.createdAt, r.id], view) };
  });

  app.get(`${base}/runs/:runId`, async (req: RunReq) => {
    const caller = requireScope(req, 'playground.read');
    playgroundOf(req.params.competitionId);
    return { ok: true, data: runView(runOf(req, caller.accountId)) };
  });

  app.post(`${base}/runs/:runId/cancel`, async (req: RunReq) => {
    const caller = requireScope(req, 'playground.write');
    playgroundOf(req.params.competitionId);
    const run = runOf(req, caller.accountId);
    if (!ctx.playground.cancel(run.id)) {
      throw new ApiError(
        409,
        'RUN_NOT_CANCELLABLE',
        `The run is already ${run.status}; only pending or running runs can be cancelled.`,
      );
    }
    return { ok: true, data: runView(getRun(ctx.db, run.id)!) };
  });

  app.get(`${base}/runs/:runId/results`, async (req: RunReq) => {
    const caller = requireScope(req, 'playground.read');
    const c = playgroundOf(req.params.competitionId);
    if (c.id === LEAN_KERNEL) throw notFound('The Lean kernel challenge has no results read.');
    return { ok: true, data: resultsPage(ctx.db, req, caller, runOf(req, caller.accountId)) };
  });

  app.get(`${base}/runs/:runId/events`, async (req: RunReq, reply) => {
    const caller = requireScope(req, 'playground.read');
    playgroundOf(req.params.competitionId);
    const run = runOf(req, caller.accountId);
    return playgroundEvents(ctx, req, reply, run);
  });
}

function kernelProblems() {
  return Array.from({ length: 8 }, (_, i) => {
    const n = String(i + 1).padStart(3, '0');
    return {
      id: `kernel-${n}`,
      lhsName: `KernelGoal${n}`,
      lhsText: `∀ (G : Type) [Magma G] (x y : G), x ◇ y = y ◇ x`,
      rhsName: `KernelTarget${n}`,
      rhsText: `∀ (G : Type) [Magma G] (x y z : G), x ◇ (y ◇ z) = (x ◇ y) ◇ z`,
    };
  });
}
