/**
 * Playground methods (issue 10). Names also go into PLAYGROUND_METHODS (playground.names.ts).
 *
 * Reads are cache-first like every other read. Result rows are immutable and kept forever; the
 * core's run follower (one per active run, in the main process) stores them as they arrive and
 * announces `cache.updated` with the keys of `playground.run`, `playground.results` and
 * `playground.aggregates` for that run; views only read. Starting and cancelling a run go through
 * the outbox. `playground.runEnded` fires once per run that ends while the app runs.
 */
import * as z from 'zod';
import type { ApiErrorInfo } from '../api/errors';
import type {
  LeanKernelRunsPage,
  ModelReferenceSummary,
  PlaygroundModel,
  ProblemSetDetail,
  ProblemSetSummary,
  ResultRow,
  Run,
  RunsPage,
} from '../api/playground';
import {
  cheatsheetRunBody,
  LEAN_RUN_FILTERS,
  modelReferenceRunBody,
  RUN_STATUSES,
  solverRunBody,
} from '../api/playground';
import type { Cached } from './cached';
import { pathId } from './ids';
import { method } from './method';
import type { OutboxEntryView } from './work';

// ---------------------------------------------------------------- result shapes

export interface PlaygroundModels {
  /** Every model of the competition (all pages). */
  items: PlaygroundModel[];
  /** Credits per executed cell (Stage 1), per problem (Stage 2) or per case (model reference). */
  creditRate: number;
}

/** The locally stored rows of one run, a window of them (ordered as the server orders them). */
export interface PlaygroundResults {
  run: Run | null;
  kind: string | null;
  /** Rows stored so far. */
  total: number;
  offset: number;
  rows: ResultRow[];
  /** True while the core's follower is reading this run. */
  following: boolean;
  /** Every row the platform stored for the run is here (it ended and was read to its end). */
  complete: boolean;
  /**
   * Why the follower let go of this run before it was read to its end (a list that never ended,
   * the run gone, a refused key…), or null (followed, read to its end, or never let go of). A run
   * neither followed nor complete gets no further results here.
   */
  stopped: FollowStopped | null;
  /** Stage 2 `track` (solo or marathon) when the server said it. */
  track: string | null;
}

/** The follower let go of a run that had not ended: why, and when. */
export interface FollowStopped {
  error: ApiErrorInfo;
  at: string;
}

export interface CountBucket {
  key: string;
  count: number;
}

/** Accuracy over scored rows: correct / scored (null when nothing was scored). */
export interface AccuracyCell {
  correct: number;
  scored: number;
  accuracy: number | null;
}

export interface Stage1Aggregates {
  kind: 'cheatsheet';
  rows: number;
  /** `modelId|configurationPosition` → accuracy. */
  byModelConfiguration: Array<
    { modelId: string; configuration: number; cheatsheetId: string | null } & AccuracyCell
  >;
  /** `modelId|configurationPosition|repeatIndex` → accuracy. */
  byRepeat: Array<{ modelId: string; configuration: number; repeatIndex: number } & AccuracyCell>;
  outcomes: CountBucket[];
  /** Scored rows whose answer could not be parsed (parsedAnswer null) / scored rows. */
  parseFailures: number;
  parseFailureRate: number | null;
  diagnostics: CountBucket[];
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
  /** Elapsed-time histogram: bucket upper bounds in ms (last is open), counts per bucket. */
  elapsed: {
    bounds: number[];
    counts: number[];
    unknown: number;
    min: number | null;
    max: number | null;
    sum: number;
  };
}

export interface Stage2Aggregates {
  kind: 'solver-participation';
  rows: number;
  outcomes: CountBucket[];
  judgeStatuses: CountBucket[];
  axioms: CountBucket[];
  diagnostics: CountBucket[];
  judgeCalls: number;
  elapsed: Stage1Aggregates['elapsed'];
}

export interface ModelReferenceAggregates {
  kind: 'model-reference';
  rows: number;
  correct: number;
  scored: number;
  byTier: Array<{ tierId: string } & AccuracyCell>;
  /** The server's summary when the run is done. */
  summary: ModelReferenceSummary | null;
}

export type PlaygroundAggregates = Stage1Aggregates | Stage2Aggregates | ModelReferenceAggregates;

export interface CompareProblem {
  /** Stable problem key: `set:<problemSetId>#<index>`, `custom:<position>`, or the Lean problem ID. */
  key: string;
  modelId: string | null;
  /** Majority answer over configurations/repeats; null when the run has no scored row for it. */
  a: { correct: boolean | null; answer: unknown } | null;
  b: { correct: boolean | null; answer: unknown } | null;
  /** `a` or `b` when only that run solved it. */
  onlySolvedBy: 'a' | 'b' | null;
}

export interface CompareModel {
  modelId: string | null;
  shared: number;
  accuracyA: number | null;
  accuracyB: number | null;
  delta: number | null;
  /** Problems solved by A only / by B only (the discordant pairs). */
  onlyA: number;
  onlyB: number;
  /** McNemar's exact (two-sided binomial) p-value over the shared problems. */
  pValue: number | null;
}

export interface PlaygroundCompare {
  runA: Run | null;
  runB: Run | null;
  problems: CompareProblem[];
  models: CompareModel[];
}

export interface PlaygroundCsv {
  filename: string;
  csv: string;
  rows: number;
}

// ---------------------------------------------------------------- input schemas

const competitionId = pathId;
const runId = pathId;
const cursor = z.string().min(1).max(4096).nullable();
const runRef = z.object({ competitionId, runId }).strict();

export const createRunInput = z.discriminatedUnion('kind', [
  z.object({ competitionId, kind: z.literal('cheatsheet'), body: cheatsheetRunBody }).strict(),
  z.object({ competitionId, kind: z.literal('solver-participation'), body: solverRunBody }).strict(),
  z
    .object({
      competitionId,
      kind: z.literal('model-reference'),
      body: modelReferenceRunBody,
      /** Keep the hfToken in the OS keychain for this connection + modelName. */
      rememberToken: z.boolean().optional(),
      /** Use the token remembered for this modelName (when the body has none). */
      useRememberedToken: z.boolean().optional(),
    })
    .strict(),
]);

export const playgroundContract = {
  'playground.models': method<Cached<PlaygroundModels>>()(z.object({ competitionId }).strict()),
  'playground.problemSets': method<Cached<ProblemSetSummary[]>>()(z.object({ competitionId }).strict()),
  'playground.problemSet': method<Cached<ProblemSetDetail>>()(
    z.object({ competitionId, problemSetId: pathId }).strict(),
  ),
  /** One page of the generic run list; pages are cached per filters + cursor. */
  'playground.runs': method<Cached<RunsPage>>()(
    z
      .object({
        competitionId,
        status: z.enum(RUN_STATUSES).nullable().optional(),
        modelId: pathId.nullable().optional(),
        problemSet: pathId.nullable().optional(),
        cursor,
        limit: z.number().int().min(1).max(100).optional(),
      })
      .strict(),
  ),
  /** The Lean kernel challenge's own run list (spec 4.5). */
  'playground.leanRuns': method<Cached<LeanKernelRunsPage>>()(
    z
      .object({
        problem: z.string().min(1).max(200).nullable().optional(),
        filter: z.enum(LEAN_RUN_FILTERS).optional(),
        cursor,
        limit: z.number().int().min(1).max(100).optional(),
      })
      .strict(),
  ),
  'playground.run': method<Cached<Run>>()(runRef),
  'playground.results': method<PlaygroundResults>()(
    z
      .object({
        competitionId,
        runId,
        offset: z.number().int().min(0).default(0),
        limit: z.number().int().min(1).max(10_000).default(500),
      })
      .strict(),
  ),
  'playground.aggregates': method<PlaygroundAggregates | null>()(runRef),
  'playground.compare': method<PlaygroundCompare>()(
    z.object({ competitionId, runA: runId, runB: runId }).strict(),
  ),
  'playground.create': method<OutboxEntryView>()(createRunInput),
  'playground.cancel': method<OutboxEntryView>()(runRef),
  'playground.exportResults': method<PlaygroundCsv>()(runRef),
  'playground.exportAggregates': method<PlaygroundCsv>()(runRef),
} as const;
