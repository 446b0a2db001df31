/**
 * Test reference (not shipped): r = number of DISTINCT real roots of a nonzero integer polynomial, by
 * two methods the tests compare with the check's own (src/shared/igp24/disc/analyze.ts):
 *
 * - `countRealRoots`: Sturm's theorem on the subresultant PRS of (f, f'), counting
 *   sign changes of the leading coefficients at -∞ and +∞ (exact, BigInt).
 * - `countRealRootsDescartes` (independent cross-check): Descartes' rule of signs with
 *   Vincent–Collins–Akritas bisection on the squarefree part.
 */
import {
  abs,
  bitLength,
  derivative,
  negateVariable,
  type Poly,
  reverse,
  squarefreePart,
  taylorShift1,
  trim,
} from '../../../../src/shared/igp24/arith/poly';
import { sturmCountFromSigns, subresultantPrs } from '../../../../src/shared/igp24/disc/subresultant';

export function countRealRoots(f: Poly): number {
  if (f.length <= 1) return 0;
  if (f.length === 2) return 1;
  const { degrees, leadSigns } = subresultantPrs(f, derivative(f));
  return sturmCountFromSigns(degrees, leadSigns);
}

/** Sign variations of the coefficient sequence, zeros skipped. */
export function signVariations(p: Poly): number {
  let v = 0;
  let last = 0n;
  for (const c of p) {
    if (c === 0n) continue;
    if (last !== 0n && c > 0n !== last > 0n) v++;
    last = c;
  }
  return v;
}

/** Number of roots in (0, 1) of a squarefree polynomial q with q(0) ≠ 0, q(1) ≠ 0. */
function vcaUnitInterval(q0: Poly): number {
  let count = 0;
  const stack: Poly[] = [q0];
  while (stack.length > 0) {
    const q = stack.pop()!;
    const n = q.length - 1;
    if (n <= 0) continue;
    const v = signVariations(taylorShift1(reverse(q)));
    if (v === 0) continue;
    if (v === 1) {
      count++;
      continue;
    }
    // qL(x) = 2^n q(x/2) covers (0, 1/2); qR(x) = qL(x + 1) covers (1/2, 1).
    const qL = q.map((c, i) => c << BigInt(n - i));
    let qR = taylorShift1(qL);
    if (qR[0] === 0n) {
      count++;
      qR = trim(qR.slice(1));
    }
    stack.push(qL, qR);
  }
  return count;
}

/** Roots in (0, ∞) of a squarefree p with p(0) ≠ 0. */
function positiveRoots(p: Poly): number {
  const n = p.length - 1;
  let maxBits = 0;
  for (let i = 0; i < n; i++) maxBits = Math.max(maxBits, bitLength(p[i]!));
  // Cauchy: |root| < 1 + max|a_i| / |a_n| < 2^k.
  const k = Math.max(1, maxBits - bitLength(abs(p[n]!)) + 2);
  const scaled = p.map((c, i) => c << BigInt(k * i));
  return vcaUnitInterval(scaled);
}

export function countRealRootsDescartes(f: Poly): number {
  if (f.length <= 1) return 0;
  let p = squarefreePart(f);
  let count = 0;
  if (p[0] === 0n) {
    count++;
    p = trim(p.slice(1));
  }
  if (p.length <= 1) return count;
  return count + positiveRoots(p) + positiveRoots(negateVariable(p));
}
