/** Words for the likely Galois group of a line. */
import type { GaloisDetail, ScoreOutlook } from '../../../../shared/igp24/galois/index';

/** A probability as a percentage people read: 99.2 %, 0.4 %, < 0.1 %. */
export function percent(p: number): string {
  if (p > 0 && p < 0.001) return '< 0.1 %';
  if (p < 1 && p > 0.999) return '> 99.9 %';
  return `${(p * 100).toFixed(1)} %`;
}

/** Why a line has no group, in words (the shared reason minus its code-like prefix). */
export function noGroupWords(d: GaloisDetail): string {
  return (d.reason ?? 'no group computed').replace(/^no group computed: /, 'No group: ');
}

/** The line's chance of a new (label, r) pair, or why it is not known. */
export function newPairWords(o: ScoreOutlook): string {
  if (o.unknownChance > 0.5) return 'label progress not loaded';
  return `${percent(o.newPairChance)} chance of a new pair`;
}
