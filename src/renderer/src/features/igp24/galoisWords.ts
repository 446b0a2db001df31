/** Words for the likely Galois group of a line. */
import { type GaloisDetail, percent, type ScoreOutlook } from '../../../../shared/igp24/galois/index';

/** A probability as a percentage people read (shared with the line's score words). */
export { percent };

/** Why a line has no group, in words (the shared reason minus its code-like prefix). */
export function noGroupWords(d: GaloisDetail): string {
  return (d.reason ?? 'no group computed').replace(/^no group computed: /, 'No group: ');
}

/** The line's chance of a new (label, r) pair, or why it is not known. */
export function newPairWords(o: ScoreOutlook): string {
  if (o.unknownChance > 0.5) return 'label progress not loaded';
  return `${percent(o.newPairChance)} chance of a new pair`;
}
