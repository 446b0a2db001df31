import type { RunRow, RunStatus } from '../db/playground';
import { LEAN_KERNEL } from './catalog';

export type HistoryCategory = 'active' | 'accepted' | 'rejected' | 'failed';

/**
 * Spec 3: the derived history category. `statusUncertain` wins (listed as failed until confirmed);
 * cancelled runs have no category (null) and appear only under `all`.
 */
export function historyCategory(
  status: RunStatus,
  finalConclusion: string | null,
  uncertain: boolean,
): HistoryCategory | null {
  if (uncertain) return 'failed';
  if (status === 'pending' || status === 'running') return 'active';
  if (status === 'done') return finalConclusion === 'passed' ? 'accepted' : 'rejected';
  if (status === 'failed') return 'failed';
  return null;
}

/** Spec 2.10: the fields of a run record on the Lean kernel run list, in the spec's order. */
export const LEAN_RUN_FIELDS = [
  'runId',
  'solutionId',
  'solutionRevision',
  'solutionName',
  'snapshotId',
  'problemId',
  'status',
  'statusUncertain',
  'canCancel',
  'historyCategory',
  'finalConclusion',
  'verdict',
  'score',
  'reasonCode',
  'reasonMessage',
  'logExcerpt',
  'metrics',
  'phase',
  'progressText',
  'attempt',
  'maxAttempts',
  'pipelineVersion',
  'progressObservedAt',
  'todos',
  'ruleVersion',
  'templateVersion',
  'toolchainVersion',
  'createdAt',
  'queuedAt',
  'startedAt',
] as const;

/**
 * One Lean kernel run as the list shows it: every spec 2.10 field present, null where the stored
 * run does not know it (a run stored by an older sandbox, or a value not reached yet) and `todos`
 * always an array. Nothing beyond those fields (the list omits `practicePolicy`/`practicePlan`).
 */
export function leanRunRecord(run: RunRow): Record<(typeof LEAN_RUN_FIELDS)[number], unknown> {
  const extra = run.extra ?? {};
  const record = Object.fromEntries(LEAN_RUN_FIELDS.map((f) => [f, extra[f] ?? null])) as Record<
    (typeof LEAN_RUN_FIELDS)[number],
    unknown
  >;
  const uncertain = extra.statusUncertain === true;
  return {
    ...record,
    runId: run.id,
    status: run.status,
    statusUncertain: uncertain,
    canCancel: run.status === 'pending' || run.status === 'running',
    // Derived from the current status, so a cancelled run leaves the active category.
    historyCategory: historyCategory(run.status, (extra.finalConclusion as string | null) ?? null, uncertain),
    todos: Array.isArray(extra.todos) ? extra.todos : [],
    createdAt: run.createdAt,
    startedAt: run.startedAt,
  };
}

interface SeedLeanRun {
  id: string;
  problemId: string;
  status: RunStatus;
  uncertain: boolean;
  conclusion: 'passed' | 'failed' | null;
  ageHours: number;
  reason?: [string, string];
}

const SEEDS: SeedLeanRun[] = [
  {
    id: 'lkr_0001',
    problemId: 'kernel-001',
    status: 'done',
    uncertain: false,
    conclusion: 'passed',
    ageHours: 240,
  },
  {
    id: 'lkr_0002',
    problemId: 'kernel-002',
    status: 'done',
    uncertain: false,
    conclusion: 'failed',
    ageHours: 200,
    reason: ['PROOF_REJECTED', 'The kernel rejected the proof term of `main_theorem`.'],
  },
  {
    id: 'lkr_0003',
    problemId: 'kernel-001',
    status: 'failed',
    uncertain: false,
    conclusion: null,
    ageHours: 150,
    reason: ['BUILD_FAILED', 'lake build failed: unknown identifier `Magma.op_assoc`.'],
  },
  {
    id: 'lkr_0004',
    problemId: 'kernel-003',
    status: 'cancelled',
    uncertain: false,
    conclusion: null,
    ageHours: 100,
  },
  {
    id: 'lkr_0005',
    problemId: 'kernel-002',
    status: 'running',
    uncertain: true,
    conclusion: null,
    ageHours: 50,
    reason: ['STATUS_UNCONFIRMED', 'The runner stopped reporting; the last confirmed status is kept.'],
  },
  {
    id: 'lkr_0006',
    problemId: 'kernel-003',
    status: 'running',
    uncertain: false,
    conclusion: null,
    ageHours: 2,
  },
  {
    id: 'lkr_0007',
    problemId: 'kernel-001',
    status: 'pending',
    uncertain: false,
    conclusion: null,
    ageHours: 1,
  },
  {
    id: 'lkr_0008',
    problemId: 'Kernel-001',
    status: 'done',
    uncertain: false,
    conclusion: 'passed',
    ageHours: 1,
  },
];

/** Alice's seeded Lean kernel runs: one or more in every history category, incl. statusUncertain. */
export function seedLeanKernelRuns(now: number): Omit<RunRow, 'seq'>[] {
  return SEEDS.map((s, i) => {
    const created = new Date(Math.round((now - s.ageHours * 3_600_000) / 1000) * 1000).toISOString();
    const started = s.status === 'pending' ? null : new Date(Date.parse(created) + 60_000).toISOString();
    const extra = {
      solutionId: `lks_${(i % 3) + 1}`,
      solutionRevision: (i % 4) + 1,
      solutionName: ['Kernel tactics v1', 'Ring normaliser', 'Brute force'][i % 3],
      snapshotId: `snap_${String(1000 + i)}`,
      problemId: s.problemId,
      statusUncertain: s.uncertain,
      historyCategory: historyCategory(s.status, s.conclusion, s.uncertain),
      finalConclusion: s.conclusion,
      verdict: s.conclusion === 'passed' ? 'accepted' : s.conclusion === 'failed' ? 'rejected' : null,
      score: s.conclusion === 'passed' ? 1 : s.conclusion === 'failed' ? 0 : null,
      reasonCode: s.reason?.[0] ?? null,
      reasonMessage: s.reason?.[1] ?? null,
      logExcerpt: s.reason ? `error: ${s.reason[1]}` : null,
      // A summary only (the list omits metrics detail); none until the kernel has finished checking.
      metrics:
        s.status === 'done' || s.status === 'failed'
          ? { declarationsChecked: 40, kernelMs: 1_200 + i * 150, peakMemoryMb: 512 }
          : null,
      phase: s.status === 'running' ? 'checking' : s.status === 'pending' ? 'queued' : 'finished',
      progressText: s.status === 'running' ? 'Checking declarations (12/40)' : null,
      attempt: s.status === 'failed' ? 3 : 1,
      maxAttempts: 3,
      pipelineVersion: '2026.11.1',
      progressObservedAt:
        s.status === 'running' ? new Date(now - (s.uncertain ? 6 * 3_600_000 : 30_000)).toISOString() : null,
      todos: s.status === 'done' && s.conclusion === 'failed' ? ['Prove `aux_lemma_3` without `sorry`.'] : [],
      ruleVersion: 'rules-7',
      templateVersion: i < 4 ? 'tpl-3' : 'tpl-4',
      toolchainVersion: i < 4 ? 'leanprover/lean4:v4.21.0' : 'leanprover/lean4:v4.23.0',
      queuedAt: created,
      startedAt: started,
    };
    return {
      id: s.id,
      accountId: 'acc_alice',
      competitionId: LEAN_KERNEL,
      kind: 'lean-kernel',
      status: s.status,
      params: {},
      plan: { kind: 'lean-kernel', modelIds: [], problemSets: [] },
      hfTokenHash: null,
      total: 0,
      completed: 0,
      costCredits: 0,
      createdAt: created,
      startedAt: started,
      finishedAt: null,
      summary: null,
      extra,
    };
  });
}
