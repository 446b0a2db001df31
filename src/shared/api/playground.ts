/**
 * Spec 2.10 / 4.5: Playground resources, field by field. Objects are loose so fields the server
 * adds later are kept (and shown as "other fields"). Run detail, cancel, the event stream and the
 * model-reference results read are guessed paths (docs/spec-gaps.md, "Playground").
 */
import * as z from 'zod';

export const RUN_STATUSES = ['pending', 'running', 'done', 'failed', 'cancelled'] as const;
export const runStatus = z.enum(RUN_STATUSES);
export type RunStatus = z.infer<typeof runStatus>;
/** A status the server may add later is kept as text rather than refusing the whole page. */
const anyRunStatus = z.union([runStatus, z.string()]);

export function isTerminalStatus(status: string): boolean {
  return status === 'done' || status === 'failed' || status === 'cancelled';
}

// ---------------------------------------------------------------- models and problem sets

export const playgroundModel = z.looseObject({ id: z.string(), name: z.string() });
export type PlaygroundModel = z.infer<typeof playgroundModel>;

export const modelsPage = z.looseObject({
  items: z.array(playgroundModel),
  nextCursor: z.string().nullable(),
  meta: z.looseObject({ creditRate: z.number() }),
});
export type ModelsPage = z.infer<typeof modelsPage>;

export const problemSetSummary = z.looseObject({
  id: z.string(),
  title: z.string(),
  count: z.number().int(),
});
export type ProblemSetSummary = z.infer<typeof problemSetSummary>;

export const problemSetsPage = z.looseObject({
  items: z.array(problemSetSummary),
  nextCursor: z.string().nullable(),
});
export type ProblemSetsPage = z.infer<typeof problemSetsPage>;

export const equationProblem = z.looseObject({
  index: z.number().int(),
  equation1: z.string(),
  equation2: z.string(),
  goldAnswer: z.boolean(),
});
export type EquationProblem = z.infer<typeof equationProblem>;

export const leanProblem = z.looseObject({
  id: z.string(),
  lhsName: z.string(),
  lhsText: z.string(),
  rhsName: z.string(),
  rhsText: z.string(),
  isCustom: z.boolean(),
});
export type LeanProblem = z.infer<typeof leanProblem>;

/** Items are equation problems (cheatsheet), Lean problems (solver) or none (model-reference). */
export const problemSetDetail = z.looseObject({
  id: z.string(),
  title: z.string(),
  items: z.array(z.union([equationProblem, leanProblem, z.looseObject({})])),
});
export type ProblemSetDetail = z.infer<typeof problemSetDetail>;

// ---------------------------------------------------------------- runs

export const runCreated = z.looseObject({ runId: z.string(), status: anyRunStatus });
export type RunCreated = z.infer<typeof runCreated>;

/** Progress counters; which pair is present depends on the kind (playground-common guess). */
export const runProgress = z.looseObject({
  completedExecutions: z.number().int().optional(),
  totalExecutions: z.number().int().optional(),
  completedProblems: z.number().int().optional(),
  totalProblems: z.number().int().optional(),
  completedCases: z.number().int().optional(),
  totalCases: z.number().int().optional(),
});
export type RunProgress = z.infer<typeof runProgress>;

export const tierScore = z.looseObject({
  tierId: z.string(),
  accuracy: z.number(),
  correct: z.number().int().optional(),
  total: z.number().int().optional(),
});

/** Spec names only overallAccuracy and highestTierAbove90; the rest is the guessed shape. */
export const modelReferenceSummary = z.looseObject({
  overallAccuracy: z.number().nullable(),
  highestTierAbove90: z.string().nullable().optional(),
  tiers: z.array(tierScore).optional(),
  determinism: z.unknown().optional(),
  artifactSizeBytes: z.number().nullable().optional(),
  inferenceSeconds: z.number().nullable().optional(),
});
export type ModelReferenceSummary = z.infer<typeof modelReferenceSummary>;

/** Run detail / generic run-list item. Only runId and status are in the spec; the rest is guessed. */
export const run = z.looseObject({
  runId: z.string(),
  status: anyRunStatus,
  competitionId: z.string().optional(),
  kind: z.string().optional(),
  canCancel: z.boolean().optional(),
  createdAt: z.string().optional(),
  startedAt: z.string().nullable().optional(),
  finishedAt: z.string().nullable().optional(),
  progress: runProgress.optional(),
  costCredits: z.number().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
  summary: modelReferenceSummary.nullable().optional(),
});
export type Run = z.infer<typeof run>;

export const runsPage = z.looseObject({ items: z.array(run), nextCursor: z.string().nullable() });
export type RunsPage = z.infer<typeof runsPage>;

/** Spec 2.10: a run record of the Lean kernel run list. */
export const leanKernelRun = z.looseObject({
  runId: z.string(),
  solutionId: z.string().nullable().optional(),
  solutionRevision: z.number().int().nullable().optional(),
  solutionName: z.string().nullable().optional(),
  snapshotId: z.string().nullable().optional(),
  problemId: z.string().nullable().optional(),
  status: anyRunStatus,
  statusUncertain: z.boolean().nullable().optional(),
  canCancel: z.boolean().nullable().optional(),
  historyCategory: z.string().nullable().optional(),
  finalConclusion: z.enum(['passed', 'failed']).nullable().optional(),
  verdict: z.unknown().optional(),
  score: z.unknown().optional(),
  reasonCode: z.string().nullable().optional(),
  reasonMessage: z.string().nullable().optional(),
  logExcerpt: z.string().nullable().optional(),
  metrics: z.unknown().optional(),
  phase: z.string().nullable().optional(),
  progressText: z.string().nullable().optional(),
  attempt: z.number().int().nullable().optional(),
  maxAttempts: z.number().int().nullable().optional(),
  pipelineVersion: z.string().nullable().optional(),
  progressObservedAt: z.string().nullable().optional(),
  todos: z.array(z.unknown()).nullable().optional(),
  ruleVersion: z.string().nullable().optional(),
  templateVersion: z.string().nullable().optional(),
  toolchainVersion: z.string().nullable().optional(),
  createdAt: z.string(),
  queuedAt: z.string().nullable().optional(),
  startedAt: z.string().nullable().optional(),
});
export type LeanKernelRun = z.infer<typeof leanKernelRun>;

export const leanKernelRunsPage = z.looseObject({
  items: z.array(leanKernelRun),
  nextCursor: z.string().nullable(),
});
export type LeanKernelRunsPage = z.infer<typeof leanKernelRunsPage>;

export const LEAN_RUN_FILTERS = ['all', 'active', 'accepted', 'rejected', 'failed'] as const;
export type LeanRunFilter = (typeof LEAN_RUN_FILTERS)[number];

// ---------------------------------------------------------------- result rows

const diagnostic = z.looseObject({ code: z.string(), message: z.string() }).nullable();

export const stage1Row = z.looseObject({
  resultId: z.string(),
  executionIndex: z.number().int(),
  modelId: z.string(),
  problem: z.looseObject({
    position: z.number().int(),
    // 2.10 lists problemSetId and index "plus" source: read inside source, or beside it.
    source: z.looseObject({
      type: z.string(),
      problemSetId: z.string().optional(),
      index: z.number().int().optional(),
    }),
    problemSetId: z.string().optional(),
    index: z.number().int().optional(),
  }),
  configuration: z.looseObject({
    position: z.number().int(),
    cheatsheetId: z.string().nullable().optional(),
  }),
  repeatIndex: z.number().int(),
  outcome: z.string(),
  expectedAnswer: z.boolean(),
  parsedAnswer: z.boolean().nullable(),
  correct: z.boolean().nullable(),
  diagnostic,
  usage: z
    .looseObject({
      inputTokens: z.number().int().nullable(),
      outputTokens: z.number().int().nullable(),
      costUsd: z.number().nullable(),
    })
    .nullable(),
  elapsedMs: z.number().int().nullable(),
  completedAt: z.string(),
  output: z.string().nullable().optional(),
});
export type Stage1Row = z.infer<typeof stage1Row>;

export const JUDGE_STATUSES = [
  'accepted',
  'unparsed',
  'malformed',
  'incomplete_proof',
  'incorrect',
  'policy_violation',
  'error',
] as const;

export const stage2Row = z.looseObject({
  resultId: z.string(),
  sequence: z.number().int(),
  problem: z.looseObject({ position: z.number().int(), problemId: z.string() }),
  outcome: z.string(),
  verdict: z.boolean().nullable(),
  judge: z
    .looseObject({
      status: z.string(),
      axioms: z.array(z.string()),
      directDeclarations: z.array(z.string()),
    })
    .nullable(),
  diagnostic,
  judgeCalls: z.number().int(),
  answer: z.looseObject({ verdict: z.boolean(), code: z.string() }).nullable().optional(),
  elapsedMs: z.number().int().nullable(),
  completedAt: z.string(),
});
export type Stage2Row = z.infer<typeof stage2Row>;

/** Guessed: the spec names caseId, tierId, prediction, correct, expected. */
export const modelReferenceRow = z.looseObject({
  resultId: z.string(),
  sequence: z.number().int().optional(),
  caseId: z.string(),
  tierId: z.string(),
  prediction: z.unknown(),
  expected: z.unknown(),
  correct: z.boolean().nullable(),
  completedAt: z.string().optional(),
});
export type ModelReferenceRow = z.infer<typeof modelReferenceRow>;

function resultsPage<R extends z.ZodType>(row: R) {
  return z.looseObject({
    runId: z.string(),
    runStatus: anyRunStatus,
    items: z.array(row),
    nextCursor: z.string().nullable(),
    pollCursor: z.string().nullable(),
    progress: runProgress,
    track: z.string().optional(),
  });
}
export const stage1ResultsPage = resultsPage(stage1Row);
export const stage2ResultsPage = resultsPage(stage2Row);
export const modelReferenceResultsPage = resultsPage(modelReferenceRow);
export type Stage1ResultsPage = z.infer<typeof stage1ResultsPage>;
export type Stage2ResultsPage = z.infer<typeof stage2ResultsPage>;
export type ModelReferenceResultsPage = z.infer<typeof modelReferenceResultsPage>;

/** The kinds whose runs have result rows this client can read. */
export type ResultsKind = 'cheatsheet' | 'solver-participation' | 'model-reference';
export type ResultRow = Stage1Row | Stage2Row | ModelReferenceRow;

// ---------------------------------------------------------------- creation bodies (4.5)

const problemRef = z.union([
  z.object({ problemSet: z.string().min(1), index: z.number().int().min(0) }).strict(),
  z
    .object({
      custom: z
        .object({ equation1: z.string().min(1), equation2: z.string().min(1), goldAnswer: z.boolean() })
        .strict(),
    })
    .strict(),
]);

export const cheatsheetRunBody = z
  .object({
    models: z.array(z.string().min(1)).min(1),
    problems: z.array(problemRef).min(1),
    configurations: z.array(z.object({ cheatsheet: z.string().min(1) }).strict()).optional(),
    repeat: z.number().int().min(1).max(5).optional(),
  })
  .strict();
export type CheatsheetRunBody = z.infer<typeof cheatsheetRunBody>;

export const solverRunBody = z
  .object({
    solverCode: z.string().min(1),
    solverName: z.string().optional(),
    problemIds: z.array(z.string().min(1)).min(1),
    allowedModels: z.array(z.string().min(1)).optional(),
  })
  .strict();
export type SolverRunBody = z.infer<typeof solverRunBody>;

export const COMMIT_HASH = /^[0-9a-f]{40}$/;
export const MODEL_REFERENCE_NOTE_MAX = 500;

export const modelReferenceRunBody = z
  .object({
    modelName: z.string().trim().min(1),
    commitHash: z.string().regex(COMMIT_HASH, 'A commit hash is 40 lowercase hexadecimal characters'),
    problemSetId: z.string().min(1),
    hfToken: z.string().min(1).optional(),
    note: z.string().max(MODEL_REFERENCE_NOTE_MAX).optional(),
  })
  .strict();
export type ModelReferenceRunBody = z.infer<typeof modelReferenceRunBody>;

export type RunBody = CheatsheetRunBody | SolverRunBody | ModelReferenceRunBody;
