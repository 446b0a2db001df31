/** Numbers of the benchmark results in words. */
import type { BenchmarkSummary } from './types';

export const percent = (v: number | null | undefined) =>
  v === null || v === undefined ? '—' : `${(v * 100).toFixed(1)} %`;
export const usd = (v: number | null | undefined) =>
  v === null || v === undefined ? '—' : `$${v.toFixed(2)}`;
export const seconds = (v: number | null | undefined) =>
  v === null || v === undefined ? '—' : `${v.toFixed(1)} s`;

/** The total cost over the returned models, or null when no model declares one. */
export function totalCost(r: BenchmarkSummary): number | null {
  const costs = r.perModel.map((m) => m.totalCostUsd).filter((c): c is number => c !== null);
  return costs.length === 0 ? null : costs.reduce((a, b) => a + b, 0);
}
