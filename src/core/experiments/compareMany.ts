/**
 * More than two runs side by side: accuracy per model per run, and per problem the majority
 * correctness in each run (as the two-run comparison decides it), with the problems whose scored
 * runs disagree marked as flipped.
 */
import type { ExperimentRun, ExperimentsCompareMany } from '../../shared/contracts/experiments';
import type { AccuracyCell } from '../../shared/contracts/playground';
import { compareModelIds, compareProblemKeys } from '../../shared/playgroundProblems';
import { outcomesByProblem } from '../playground/compare';

export interface RunRows {
  row: ExperimentRun | null;
  kind: string | null;
  rows: readonly unknown[];
}

export function compareMany(runIds: string[], runs: readonly RunRows[]): ExperimentsCompareMany {
  const modelIds = new Set<string>();
  for (const r of runs) for (const m of r.row?.accuracyByModel ?? []) modelIds.add(m.modelId);
  const models = [...modelIds].sort().map((modelId) => ({
    modelId,
    cells: runs.map((r): AccuracyCell | null => {
      const m = r.row?.accuracyByModel.find((x) => x.modelId === modelId);
      return m ? { correct: m.correct, scored: m.scored, accuracy: m.accuracy } : null;
    }),
  }));
  const outcomes = runs.map((r) => outcomesByProblem(r.kind, r.rows));
  const refs = new Map<string, { key: string; modelId: string | null }>();
  for (const o of outcomes) for (const [id, x] of o) if (!refs.has(id)) refs.set(id, x);
  // By problem number (problem 2 before problem 10), then model.
  const ids = [...refs].sort(
    ([, a], [, b]) => compareProblemKeys(a.key, b.key) || compareModelIds(a.modelId, b.modelId),
  );
  const problems = ids.map(([id]) => {
    const ref = refs.get(id)!;
    const correct = outcomes.map((o) => o.get(id)?.correct ?? null);
    const scored = correct.filter((c): c is boolean => c !== null);
    return {
      key: ref.key,
      modelId: ref.modelId,
      correct,
      flipped: scored.some((c) => c) && scored.some((c) => !c),
    };
  });
  return { runIds, models, problems };
}
