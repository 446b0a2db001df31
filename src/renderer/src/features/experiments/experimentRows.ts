/**
 * experiments.list reshaped for the screens: filters, one table row per run, the chart's series
 * (pure, so each is tested alone).
 */

import type { ExperimentRun, Experiments, TextVersion } from '../../../../shared/contracts/experiments';
import { cacheKey } from '../../../../shared/methods';
import { pinLabel } from './words';

export interface RunFilter {
  /** A model ID, or null for every model. */
  model: string | null;
  /** A problem set ID, or null for every set. */
  problemSet: string | null;
  /** A version's SHA-256, 'unknown' for runs without a known version, or null for all. */
  version: string | null;
}

export const NO_FILTER: RunFilter = { model: null, problemSet: null, version: null };

export function versionMap(data: Experiments | undefined): Map<string, TextVersion> {
  return new Map((data?.versions ?? []).map((v) => [v.sha256, v]));
}

/** The non-baseline pins: what the run tried (a baseline pin is the comparison, not a version). */
export function triedPins(run: ExperimentRun) {
  return run.pins.filter((p) => p.how !== 'baseline');
}

export function filterRuns(runs: readonly ExperimentRun[], f: RunFilter): ExperimentRun[] {
  return runs.filter(
    (r) =>
      (f.model === null || r.models.includes(f.model)) &&
      (f.problemSet === null || r.problemSets.includes(f.problemSet)) &&
      (f.version === null ||
        triedPins(r).some((p) => (f.version === 'unknown' ? p.sha256 === null : p.sha256 === f.version))),
  );
}

/** What the filters can choose from, in a stable order. */
export function filterChoices(runs: readonly ExperimentRun[]) {
  const models = new Set<string>();
  const sets = new Set<string>();
  for (const r of runs) {
    for (const m of r.models) models.add(m);
    for (const s of r.problemSets) sets.add(s);
  }
  return { models: [...models].sort(), problemSets: [...sets].sort() };
}

/**
 * One table row per run. Keys are the column titles' words (the table shows a key as its title);
 * values stay raw numbers so sorting is by value, the cells draw them in words.
 */
export function runRows(
  runs: readonly ExperimentRun[],
  versions: ReadonlyMap<string, TextVersion>,
  modelName: (id: string) => string = (id) => id,
): Record<string, unknown>[] {
  const models = [...new Set(runs.flatMap((r) => r.accuracyByModel.map((a) => a.modelId)))].sort();
  return runs.map((r) => {
    const tried = triedPins(r);
    const row: Record<string, unknown> = {
      Pick: r.runId,
      Version: tried.length === 0 ? '—' : tried.map((p) => pinLabel(p, versions)).join('; '),
      Models: r.models.map(modelName).join(', '),
      'Problem set':
        [...r.problemSets, ...(r.customProblems > 0 ? [`${r.customProblems} custom`] : [])].join(', ') || '—',
      Repeat: r.repeat,
    };
    for (const m of models)
      row[`Accuracy ${modelName(m)}`] = r.accuracyByModel.find((a) => a.modelId === m)?.accuracy ?? null;
    row['Parse failures'] = r.parseFailureRate;
    row['Cost (USD)'] = r.costUsd;
    row.Duration = r.durationMs;
    row.Date = r.createdAt;
    row.Run = r.runId;
    return row;
  });
}

export interface SeriesPoint {
  /** Milliseconds since 1970 (the x axis is time). */
  at: number;
  runId: string;
  version: string;
  /** Accuracy 0..1 per model ID; absent when the run did not score that model. */
  [model: string]: number | string;
}

/**
 * Accuracy per model across versions over time: one point per run with a known date, oldest
 * first, one line per model. A run without a date cannot be placed in time and is left out.
 */
export function chartSeries(
  runs: readonly ExperimentRun[],
  versions: ReadonlyMap<string, TextVersion>,
): { models: string[]; points: SeriesPoint[] } {
  const models = new Set<string>();
  const points: SeriesPoint[] = [];
  for (const r of runs) {
    const at = r.createdAt ? Date.parse(r.createdAt) : Number.NaN;
    if (Number.isNaN(at)) continue;
    const tried = triedPins(r);
    const point: SeriesPoint = {
      at,
      runId: r.runId,
      version: tried.length === 0 ? '—' : tried.map((p) => pinLabel(p, versions)).join('; '),
    };
    for (const a of r.accuracyByModel) {
      if (a.accuracy === null) continue;
      point[`m:${a.modelId}`] = a.accuracy;
      models.add(a.modelId);
    }
    points.push(point);
  }
  points.sort((a, b) => a.at - b.at || a.runId.localeCompare(b.runId));
  return { models: [...models].sort(), points };
}

/** The key the core announces when a run or a version of this competition changes. */
export function experimentsKey(competitionId: string): string {
  return cacheKey('experiments.list', { competitionId });
}
