/** The core's aggregates reshaped for the charts and tables (pure, so it is tested alone). */
import type { AccuracyPoint, AccuracySeries } from './charts/AccuracyChart';
import type { Bin } from './charts/HistogramChart';

interface ModelConfigCell {
  modelId: string;
  configuration: number;
  cheatsheetId: string | null;
  accuracy: number | null;
}

/** What people call the IDs a run's rows carry; an ID nobody named stays as it is. */
export interface Names {
  model: (id: string) => string;
  cheatsheet: (id: string) => string;
  problemSet: (id: string) => string;
}

export const NO_NAMES: Names = { model: (id) => id, cheatsheet: (id) => id, problemSet: (id) => id };

/** Names from the models list, the library's cheatsheets and the problem sets, as far as read yet. */
export function namesFrom(
  models: readonly { id: string; name: string }[] | undefined,
  cheatsheets: readonly { id: string; title?: unknown }[] | undefined,
  sets?: readonly { id: string; title: string }[],
): Names {
  const model = new Map((models ?? []).map((m) => [m.id, m.name]));
  const sheet = new Map(
    (cheatsheets ?? []).map((c) => [c.id, typeof c.title === 'string' ? c.title : ''] as const),
  );
  const set = new Map((sets ?? []).map((s) => [s.id, s.title]));
  return {
    model: (id) => model.get(id) || id,
    cheatsheet: (id) => sheet.get(id) || id,
    problemSet: (id) => set.get(id) || id,
  };
}

/** One bar group per model, one bar per configuration (by position: baseline or cheatsheet). */
export function accuracyChartData(
  cells: readonly ModelConfigCell[],
  names: Names = NO_NAMES,
): {
  series: AccuracySeries[];
  points: AccuracyPoint[];
} {
  const configs = new Map<number, string>();
  for (const c of cells)
    configs.set(
      c.configuration,
      c.cheatsheetId === null ? 'Baseline (no cheatsheet)' : names.cheatsheet(c.cheatsheetId),
    );
  const order = [...configs.keys()].sort((a, b) => a - b);
  const models = [...new Set(cells.map((c) => c.modelId))];
  const points = models.map((model) => ({
    model: names.model(model),
    values: order.map(
      (pos) => cells.find((c) => c.modelId === model && c.configuration === pos)?.accuracy ?? null,
    ),
  }));
  return { series: order.map((pos) => ({ name: configs.get(pos)! })), points };
}

/** Histogram buckets (upper bounds in ms, last one open) in words: "≤ 500 ms", "> 2 s". */
export function elapsedBins(bounds: readonly number[], counts: readonly number[]): Bin[] {
  const ms = (v: number) => (v >= 1000 ? `${v / 1000} s` : `${v} ms`);
  return counts.map((count, i) => ({
    label: i < bounds.length ? `≤ ${ms(bounds[i]!)}` : `> ${ms(bounds[bounds.length - 1] ?? 0)}`,
    count,
  }));
}

export { percent } from '../../lib/format';
