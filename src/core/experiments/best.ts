/**
 * Best version so far (issue 20): per version, the rows of every run pinned to it, limited to the
 * chosen problem set and models, and the Wilson score interval (95 %) of its accuracy, which stays
 * inside [0, 1] and is honest about small samples where the normal approximation is not.
 */
import { wilson } from '../../shared/wilson';
import type { RunCell, RunFacts } from './runs';

export { wilson };

export interface VersionScore {
  sha256: string;
  kind: string;
  itemId: string | null;
  correct: number;
  scored: number;
  runIds: string[];
}

/** Scores every pinned version over the runs that match the filter. */
export function scoreVersions(
  runs: readonly RunFacts[],
  filter: { problemSet?: string | null; models?: readonly string[] },
): VersionScore[] {
  const models = filter.models?.length ? new Set(filter.models) : null;
  const byVersion = new Map<string, VersionScore>();
  for (const { row, cells } of runs) {
    // A run counts for a problem set only when it ran that set and nothing else.
    if (filter.problemSet && (row.customProblems > 0 || row.problemSets.join() !== filter.problemSet))
      continue;
    for (const pin of row.pins) {
      if (pin.sha256 === null) continue;
      const mine = cells.filter(
        (c: RunCell) =>
          (pin.position === null || c.configuration === pin.position) && (!models || models.has(c.modelId)),
      );
      const scored = mine.reduce((n, c) => n + c.scored, 0);
      if (scored === 0) continue;
      const key = `${pin.kind}\u0000${pin.sha256}`;
      const v = byVersion.get(key) ?? {
        sha256: pin.sha256,
        kind: pin.kind,
        itemId: pin.itemId,
        correct: 0,
        scored: 0,
        runIds: [],
      };
      v.correct += mine.reduce((n, c) => n + c.correct, 0);
      v.scored += scored;
      if (!v.runIds.includes(row.runId)) v.runIds.push(row.runId);
      byVersion.set(key, v);
    }
  }
  return [...byVersion.values()];
}

/** The best accuracy; ties go to the version with more scored answers (the surer one). */
export function bestOf(scores: readonly VersionScore[]): VersionScore | null {
  let best: VersionScore | null = null;
  for (const s of scores) {
    if (!best) {
      best = s;
      continue;
    }
    const a = s.correct / s.scored;
    const b = best.correct / best.scored;
    if (a > b || (a === b && s.scored > best.scored)) best = s;
  }
  return best;
}
