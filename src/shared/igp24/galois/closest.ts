/**
 * "Closest to scoring" for the label explorer: per (label, r), the user's best checked line whose
 * most likely group is that label with that r (the smallest |d_K|), and how far it is from the
 * pair's credited minimum (spec 2.6 `signatures[].minimumDiscAbs`). Built once per change of the
 * results, then read per row. Structural types only (the renderer uses it).
 */
import type { DiscSource } from '../field/types';
import type { PairProgressLike } from './score';
import { howMuch, log10Ratio, sci } from './verdict';

export interface PairLine {
  lineNumber: number;
  t: number;
  r: number;
  field: { fieldDiscAbs: string; discSource: DiscSource } | null | undefined;
}

export interface BestLine {
  lineNumber: number;
  t: number;
  r: number;
  /** |d_K| of the best line (exact, or an upper bound), or null when no line has it computed. */
  dK: string | null;
  bound: boolean;
  /** Lines whose likely pair this is. */
  lines: number;
}

export const pairKey = (t: number, r: number) => `${t}:${r}`;

/** The best line per (t, r): the smallest |d_K| (exact before a bound of the same value), else the first. */
export function bestLines(lines: Iterable<PairLine>): Map<string, BestLine> {
  const out = new Map<string, BestLine>();
  for (const l of lines) {
    const key = pairKey(l.t, l.r);
    const prev = out.get(key);
    const cand: BestLine = {
      lineNumber: l.lineNumber,
      t: l.t,
      r: l.r,
      dK: l.field?.fieldDiscAbs ?? null,
      bound: l.field?.discSource === 'mixed_disc',
      lines: (prev?.lines ?? 0) + 1,
    };
    if (!prev || better(cand, prev)) out.set(key, cand);
    else prev.lines = cand.lines;
  }
  return out;
}

function better(a: BestLine, b: BestLine): boolean {
  if (a.dK === null) return false;
  if (b.dK === null) return true;
  const x = BigInt(a.dK);
  const y = BigInt(b.dK);
  return x < y || (x === y && b.bound && !a.bound);
}

export interface Closeness {
  /** 0 new pair, 1 below the minimum, 2 at or above it (by lg), 3 no d_K or no minimum to compare. */
  rank: 0 | 1 | 2 | 3;
  /** log10(d_K / minimum) for ordering within ranks 1 and 2; 0 otherwise. */
  lg: number;
  words: string;
}

/** How close a best line is to scoring against its pair's progress (undefined: r not in the label's data). */
export function closeness(best: BestLine, sig: PairProgressLike | undefined): Closeness {
  const line = `line ${best.lineNumber}`;
  if (!sig) return { rank: 3, lg: 0, words: `r = ${best.r} not in the label data (${line})` };
  if (!sig.discovered) return { rank: 0, lg: 0, words: `new pair (${line})` };
  if (best.dK === null) return { rank: 3, lg: 0, words: `found; your d_K not computed (${line})` };
  if (sig.minimumDiscAbs === null) return { rank: 3, lg: 0, words: `found; no minimum published (${line})` };
  const lg = log10Ratio(best.dK, sig.minimumDiscAbs);
  const le = best.bound ? '≤ ' : '';
  // The rank and its word from the exact comparison, never from the float near 0.
  const dK = BigInt(best.dK);
  const min = BigInt(sig.minimumDiscAbs);
  const how = dK === min ? 'equals' : howMuch(lg, dK < min ? 'below' : 'above');
  return { rank: dK < min ? 1 : 2, lg, words: `d_K ${le}${sci(best.dK)}: ${how} the minimum (${line})` };
}

/** Sort order: new pairs first, then by d_K / minimum ascending, then pairs with nothing to compare. */
export function compareCloseness(a: Closeness, b: Closeness): number {
  return a.rank - b.rank || a.lg - b.lg;
}
