/**
 * "Would it score?" as an order of the checks table: the file's order, or the lines most likely to
 * give a new (label, r) pair first — and optionally only those. Pure, so it is unit-tested.
 */
import type { ScoreOutlook } from '../../../../shared/igp24/galois/index';

export interface LineOrder {
  sort: 'file' | 'newPair';
  /** Only the lines likely to give a new pair. */
  onlyNewPairs: boolean;
}

/** A line is "likely to give a new pair" when at least half its posterior is on pairs still unfound. */
export const LIKELY_NEW_PAIR = 0.5;

export const likelyNewPair = (o: ScoreOutlook | undefined): boolean =>
  o !== undefined && o.newPairChance >= LIKELY_NEW_PAIR;

export function orderLines<L extends { text: string; lineNumber: number }>(
  lines: readonly L[],
  outlook: (text: string) => ScoreOutlook | undefined,
  order: LineOrder,
): L[] {
  const kept = order.onlyNewPairs ? lines.filter((l) => likelyNewPair(outlook(l.text))) : [...lines];
  if (order.sort === 'file') return kept;
  // Lines without a ranking go last; equal chances keep the file's order.
  const chance = (l: L) => outlook(l.text)?.newPairChance ?? -1;
  return kept.sort((a, b) => chance(b) - chance(a) || a.lineNumber - b.lineNumber);
}
