/**
 * One row of the experiments table per stored run, from what the run follower already keeps:
 * the run record (its params), its running aggregates and the span of its rows. Nothing here
 * reads result rows one by one, so the table costs one query however long the runs are.
 */
import type { ExperimentRun, RunPin } from '../../shared/contracts/experiments';
import { isOp, type OutboxEntryView } from '../../shared/contracts/outboxEntry';
import type { AccuracyCell } from '../../shared/contracts/playground';
import { runWhat } from '../../shared/runName';
import type { AggregateState } from '../playground/aggregates';
import type { CompetitionRun } from '../store/playground';

/** Accuracy of one model on one configuration (null: the run's only solver or model). */
export interface RunCell {
  modelId: string;
  configuration: number | null;
  correct: number;
  scored: number;
}

export interface RunFacts {
  row: ExperimentRun;
  cells: RunCell[];
}

const accuracy = (correct: number, scored: number): AccuracyCell => ({
  correct,
  scored,
  accuracy: scored === 0 ? null : correct / scored,
});

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);

/**
 * The creation bodies this computer sent, by the run each one started: what a run started here
 * ran, even when the platform's run record does not show its `params` (the spec shows only
 * `runId` and `status`).
 */
export function sentBodies(entries: readonly OutboxEntryView[]): Map<string, Record<string, unknown>> {
  const sent = new Map<string, Record<string, unknown>>();
  for (const entry of entries) {
    if (!isOp(entry, 'playground.run.create')) continue;
    const runId = entry.result?.runId;
    const body = entry.request.body;
    if (typeof runId === 'string') sent.set(runId, body);
  }
  return sent;
}

/** A run's creation body: the platform's `params`, else the body sent from here, else null. */
export function paramsOf(
  stored: CompetitionRun,
  sent?: Record<string, unknown>,
): Record<string, unknown> | null {
  const kind = stored.kind ?? (stored.state as AggregateState | null)?.kind ?? null;
  // A Lean kernel run record names its solution and problem itself (spec 2.10).
  if (kind === 'lean-kernel-package') return stored.run as Record<string, unknown>;
  return (stored.run.params as Record<string, unknown> | undefined) ?? sent ?? null;
}

export function experimentRun(
  competitionId: string,
  stored: CompetitionRun,
  pins: RunPin[],
  sent?: Record<string, unknown>,
): RunFacts {
  const { run } = stored;
  const known = paramsOf(stored, sent);
  const params = known ?? {};
  const state = stored.state as AggregateState | null;
  const kind = stored.kind ?? state?.kind ?? null;
  const cells = cellsOf(state, params);
  const models =
    kind === 'cheatsheet' && Array.isArray(params.models)
      ? strings(params.models)
      : kind === 'solver-participation'
        ? strings(params.allowedModels)
        : [...new Set(cells.map((c) => c.modelId))];
  const byModel = new Map<string, { correct: number; scored: number }>();
  for (const c of cells) {
    const m = byModel.get(c.modelId) ?? { correct: 0, scored: 0 };
    m.correct += c.correct;
    m.scored += c.scored;
    byModel.set(c.modelId, m);
  }
  const { problemSets, customProblems } = problemsOf(kind, params);
  const first = stored.firstCompletedAt ? Date.parse(stored.firstCompletedAt) : Number.NaN;
  const last = stored.lastCompletedAt ? Date.parse(stored.lastCompletedAt) : Number.NaN;
  const stage1 = state?.kind === 'cheatsheet' ? state : null;
  const answered = stage1 ? (stage1.outcomes.scored ?? 0) + (stage1.outcomes.unscored ?? 0) : 0;
  return {
    cells,
    row: {
      competitionId,
      runId: stored.runId,
      status: typeof run.status === 'string' ? run.status : null,
      createdAt: run.createdAt ?? null,
      pins,
      models,
      problemSets,
      customProblems,
      repeat: typeof params.repeat === 'number' ? params.repeat : kind === 'cheatsheet' ? 1 : null,
      accuracyByModel: [...byModel]
        .map(([modelId, m]) => ({ modelId, ...accuracy(m.correct, m.scored) }))
        .sort((a, b) => (a.modelId < b.modelId ? -1 : a.modelId > b.modelId ? 1 : 0)),
      parseFailureRate: stage1 && answered > 0 ? stage1.parseFailures / answered : null,
      costUsd: stage1 ? stage1.costUsd : null,
      durationMs: Number.isNaN(first) || Number.isNaN(last) ? null : Math.max(0, last - first),
      what: runWhat(kind, known, pins),
    },
  };
}

function cellsOf(state: AggregateState | null, params: Record<string, unknown>): RunCell[] {
  if (!state) return [];
  switch (state.kind) {
    case 'cheatsheet':
      return Object.values(state.byModelConfiguration).map((c) => ({
        modelId: c.modelId,
        configuration: c.configuration,
        correct: c.correct,
        scored: c.scored,
      }));
    case 'solver-participation': {
      // Accepted proofs over the problems attempted (as the comparison counts them).
      const accepted = state.outcomes.accepted ?? 0;
      const scored = state.rows - (state.outcomes.not_attempted ?? 0);
      const modelId = typeof params.modelId === 'string' ? params.modelId : 'solver';
      return state.rows === 0 ? [] : [{ modelId, configuration: null, correct: accepted, scored }];
    }
    case 'model-reference': {
      const modelId = typeof params.modelName === 'string' ? params.modelName : 'model';
      return state.rows === 0
        ? []
        : [{ modelId, configuration: null, correct: state.correct, scored: state.scored }];
    }
  }
}

function problemsOf(kind: string | null, params: Record<string, unknown>) {
  if (kind === 'model-reference') {
    return {
      problemSets: typeof params.problemSetId === 'string' ? [params.problemSetId] : [],
      customProblems: 0,
    };
  }
  const sets = new Set<string>();
  let customProblems = 0;
  for (const p of Array.isArray(params.problems) ? params.problems : []) {
    const ref = p as { problemSet?: unknown; custom?: unknown };
    if (typeof ref.problemSet === 'string') sets.add(ref.problemSet);
    else if (ref.custom) customProblems++;
  }
  return { problemSets: [...sets].sort(), customProblems };
}
