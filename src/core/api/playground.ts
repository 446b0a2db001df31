/**
 * Spec 4.5: the Playground endpoints, plus the guessed run detail, cancel and model-reference
 * results paths (docs/spec-gaps.md, "Playground").
 */
import {
  type LeanKernelRunsPage,
  leanKernelRunsPage,
  type ModelsPage,
  modelReferenceResultsPage,
  modelsPage,
  type ProblemSetDetail,
  type ProblemSetsPage,
  problemSetDetail,
  problemSetsPage,
  type Run,
  type RunCreated,
  type RunsPage,
  run,
  runCreated,
  runsPage,
  stage1ResultsPage,
  stage2ResultsPage,
} from '../../shared/api';
import type { ApiClient, ApiResponse } from './client';
import { ApiError, isAbsentPath, localError } from './errors';
import { paginate } from './pagination';

const enc = encodeURIComponent;
const pg = (cid: string) => `/competitions/${enc(cid)}/playground`;

export const LEAN_KERNEL_COMPETITION_ID = 'lean-kernel-challenge';

export interface PageQuery {
  cursor?: string | null;
  limit?: number;
  signal?: AbortSignal;
}

export function listModels(
  client: ApiClient,
  cid: string,
  q: PageQuery = {},
): Promise<ApiResponse<ModelsPage>> {
  return client.request({
    method: 'GET',
    path: `${pg(cid)}/models`,
    query: { cursor: q.cursor, limit: q.limit },
    schema: modelsPage,
    signal: q.signal,
  });
}

export function listProblemSets(
  client: ApiClient,
  cid: string,
  q: PageQuery = {},
): Promise<ApiResponse<ProblemSetsPage>> {
  return client.request({
    method: 'GET',
    path: `${pg(cid)}/problem-sets`,
    query: { cursor: q.cursor, limit: q.limit },
    schema: problemSetsPage,
    signal: q.signal,
  });
}

export function getProblemSet(
  client: ApiClient,
  cid: string,
  setId: string,
): Promise<ApiResponse<ProblemSetDetail>> {
  return client.request({
    method: 'GET',
    path: `${pg(cid)}/problem-sets/${enc(setId)}`,
    schema: problemSetDetail,
  });
}

export function createRun(
  client: ApiClient,
  cid: string,
  body: Record<string, unknown>,
): Promise<ApiResponse<RunCreated>> {
  return client.request({ method: 'POST', path: `${pg(cid)}/runs`, body, schema: runCreated });
}

export interface RunListQuery extends PageQuery {
  status?: string | null;
  modelId?: string | null;
  problemSet?: string | null;
}

export function listRuns(
  client: ApiClient,
  cid: string,
  q: RunListQuery = {},
): Promise<ApiResponse<RunsPage>> {
  return client.request({
    method: 'GET',
    path: `${pg(cid)}/runs`,
    query: {
      status: q.status,
      modelId: q.modelId,
      problemSet: q.problemSet,
      cursor: q.cursor,
      limit: q.limit,
    },
    schema: runsPage,
    signal: q.signal,
  });
}

export interface LeanRunListQuery extends PageQuery {
  problem?: string | null;
  filter?: string;
}

export function listLeanKernelRuns(
  client: ApiClient,
  q: LeanRunListQuery = {},
): Promise<ApiResponse<LeanKernelRunsPage>> {
  return client.request({
    method: 'GET',
    path: `${pg(LEAN_KERNEL_COMPETITION_ID)}/runs`,
    query: { problem: q.problem, filter: q.filter, cursor: q.cursor, limit: q.limit },
    schema: leanKernelRunsPage,
    signal: q.signal,
  });
}

/** Clients (one per connection) whose platform has no run detail path: runs come from the list. */
const detailAbsent = new WeakSet<ApiClient>();

/** Pages of 100 searched for a run in its list before it counts as missing. */
const LIST_PAGES_SEARCHED = 10;

/** The run as the spec'd run list (4.5) shows it, or null when the first pages do not hold it. */
async function runFromList(
  client: ApiClient,
  cid: string,
  runId: string,
  signal?: AbortSignal,
): Promise<ApiResponse<Run> | null> {
  let last: ApiResponse<RunsPage> | null = null;
  const rows = paginate(
    async (cursor) => {
      last = await listRuns(client, cid, { cursor, limit: 100, signal });
      return last.data;
    },
    (r: Run) => r.runId,
    { signal, maxPages: LIST_PAGES_SEARCHED },
  );
  try {
    for await (const r of rows) {
      if (r.runId === runId) {
        const page = last as ApiResponse<RunsPage> | null;
        return { data: r, status: 200, rateLimit: page?.rateLimit ?? null };
      }
    }
  } catch (err) {
    if (err instanceof ApiError && err.info.code === 'PAGING_STOPPED') return null;
    throw err;
  }
  return null;
}

/**
 * Run detail. The path is a guess (spec 4.5 does not show it): where the platform answers 404 or
 * 405 and the run is in the caller's run list, the list's record serves from then on.
 */
export async function getRun(
  client: ApiClient,
  cid: string,
  runId: string,
  signal?: AbortSignal,
): Promise<ApiResponse<Run>> {
  if (!detailAbsent.has(client)) {
    try {
      return await client.request({
        method: 'GET',
        path: `${pg(cid)}/runs/${enc(runId)}`,
        schema: run,
        signal,
      });
    } catch (err) {
      if (!isAbsentPath(err)) throw err;
      const listed = await runFromList(client, cid, runId, signal);
      if (!listed) throw err; // the run itself is missing
      detailAbsent.add(client);
      return listed;
    }
  }
  const listed = await runFromList(client, cid, runId, signal);
  if (listed) return listed;
  throw new ApiError({
    ...localError('NOT_FOUND', `Run ${runId} is not in your run list.`).info,
    status: 404,
  });
}

/**
 * Cancel (guessed path, empty body). A platform without the path answers 404/405 for a run its
 * list holds: that is NOT_OFFERED, in words, never "run not found".
 */
export async function cancelRun(client: ApiClient, cid: string, runId: string): Promise<ApiResponse<Run>> {
  try {
    return await client.request({
      method: 'POST',
      path: `${pg(cid)}/runs/${enc(runId)}/cancel`,
      body: {},
      schema: run,
    });
  } catch (err) {
    if (!isAbsentPath(err) || !(await runFromList(client, cid, runId))) throw err;
    throw localError(
      'NOT_OFFERED',
      'This platform does not offer cancelling a run through its API (the spec does not show a cancel path). Cancel it on the platform’s website; the app keeps following the run.',
      { status: err.info.status },
    );
  }
}

export interface ResultsQuery extends PageQuery {
  /** Stage 1: includeOutput; Stage 2: includeAnswer. */
  include?: boolean;
}

const RESULT_SCHEMAS = {
  cheatsheet: { schema: stage1ResultsPage, include: 'includeOutput' },
  'solver-participation': { schema: stage2ResultsPage, include: 'includeAnswer' },
  'model-reference': { schema: modelReferenceResultsPage, include: null },
} as const;

export type ResultsKind = keyof typeof RESULT_SCHEMAS;

export function hasResults(kind: string | null | undefined): kind is ResultsKind {
  return kind != null && Object.hasOwn(RESULT_SCHEMAS, kind);
}

/** One results page; the schema follows the competition's submission kind. */
export function getResults(
  client: ApiClient,
  cid: string,
  kind: ResultsKind,
  runId: string,
  q: ResultsQuery = {},
) {
  const spec = RESULT_SCHEMAS[kind];
  return client.request({
    method: 'GET',
    path: `${pg(cid)}/runs/${enc(runId)}/results`,
    query: {
      cursor: q.cursor,
      limit: q.limit,
      ...(spec.include && q.include ? { [spec.include]: true } : {}),
    },
    schema: spec.schema,
    signal: q.signal,
  });
}

/**
 * Guessed path: the run's event stream (text/event-stream). Returns the open answer; the caller
 * reads and ends it (sync/runEvents.ts).
 */
export function openRunEvents(client: ApiClient, cid: string, runId: string, signal: AbortSignal) {
  return client.openStream({ path: `${pg(cid)}/runs/${enc(runId)}/events`, signal });
}
