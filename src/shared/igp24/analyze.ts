/**
 * r and disc of one polynomial from a single subresultant PRS of (f, f'): the Sturm signs give r
 * and the same sequence gives Res(f, f'). This is the production path (fastest measured).
 */
import { derivative, lc, type Poly } from './poly';
import { sturmCountFromSigns, subresultantPrs } from './subresultant';

export interface Analysis {
  /** Number of distinct real roots. */
  r: number;
  /** disc(f) = (-1)^(n(n-1)/2) Res(f, f') / lc(f). */
  disc: bigint;
}

export function analyze(f: Poly): Analysis {
  const n = f.length - 1;
  if (n < 1) throw new RangeError('analyze needs degree ≥ 1');
  if (n === 1) return { r: 1, disc: 1n };
  const { resultant, degrees, leadSigns } = subresultantPrs(f, derivative(f));
  const sgn = (((n * (n - 1)) / 2) & 1) === 1 ? -1n : 1n;
  return { r: sturmCountFromSigns(degrees, leadSigns), disc: (sgn * resultant) / lc(f) };
}
