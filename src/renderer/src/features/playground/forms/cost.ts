/**
 * The price of a run before it starts: the rule is shared with `workbench runs create`
 * (src/shared/playgroundCost.ts). The spec has no balance read, so the form can only show the price.
 */
import { creditsText, type RunCost } from '../../../../../shared/playgroundCost';

export { creditsText, type RunCost, runCost } from '../../../../../shared/playgroundCost';

const fmt = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** "12 cells · 3.6 credits", "1 cell · 1 credit" (or "price not known yet" before the rate is read). */
export function costText(cost: RunCost, unit: string): string {
  const cells = `${fmt.format(cost.cells)} ${unit}${cost.cells === 1 ? '' : 's'}`;
  return cost.credits === null ? `${cells} · price not known yet` : `${cells} · ${creditsText(cost.credits)}`;
}
