/**
 * The price of a run before it starts. Models list `meta.creditRate` is the credit price per cell
 * (spec 2.10): Stage 1 per model × problem × configuration × repeat execution, Stage 2 per problem,
 * model reference per case. The spec has no balance read, so the form can only show the price.
 */
export interface RunCost {
  cells: number;
  /** null while the models list (and so the rate) has not been read. */
  credits: number | null;
}

export function runCost(cells: number, creditRate: number | null | undefined): RunCost {
  const rate = typeof creditRate === 'number' && Number.isFinite(creditRate) ? creditRate : null;
  // Rounded to cents of a credit so 0.1 × 3 shows as 0.3, not 0.30000000000000004.
  return { cells, credits: rate === null ? null : Math.round(cells * rate * 100) / 100 };
}

const fmt = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** "12 cells · 3.6 credits" (or "price not known yet" before the rate is read). */
export function costText(cost: RunCost, unit: string): string {
  const cells = `${fmt.format(cost.cells)} ${unit}${cost.cells === 1 ? '' : 's'}`;
  return cost.credits === null
    ? `${cells} · price not known yet`
    : `${cells} · ${fmt.format(cost.credits)} credits`;
}
