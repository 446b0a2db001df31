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
} from '../../../shared/api';
import type { ApiClient, ApiResponse } from './client';

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

/** Guessed path: run detail. */
export function getRun(
  client: ApiClient,
  cid: string,
  runId: string,
  signal?: AbortSignal,
): Promise<ApiResponse<Run>> {
  return client.request({ method: 'GET', path: `${pg(cid)}/runs/${enc(runId)}`, schema: run, signal });
}

/** Guessed path: cancel (empty body). */
export function cancelRun(client: ApiClient, cid: string, runId: string): Promise<ApiResponse<Run>> {
  return client.request({
    method: 'POST',
    path: `${pg(cid)}/runs/${enc(runId)}/cancel`,
    body: {},
    schema: run,
  });
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
