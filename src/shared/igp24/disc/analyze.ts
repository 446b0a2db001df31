/**
 * r and disc of one polynomial, by one of two exact methods chosen per input:
 * - the multimodular Sturm–Habicht sequence (sturmHabicht.ts): its work is set by the Hadamard
 *   bounds of the subresultants, and it is 2–6× faster than BigInt when the subresultants come
 *   near those bounds (random coefficients from ~10 to ~10^30);
 * - the single BigInt subresultant PRS of (f, f') (the reference): its work is set by the actual
 *   sizes, far smaller for structured input (shifted cyclotomics, whose subresultants do not
 *   grow with the shift; fields with small discriminants).
 * Small coefficients (log2 ||f|| below MODULAR_MIN_BITS) and huge ones (above MODULAR_MAX_BITS,
 * where the CRT weights no longer fit the cache) stay with the PRS, measured no slower there.
 * Otherwise the PRS runs first; once one of its first elements comes within PROBE_RATIO of its
 * bound the input is taken as generic and the multimodular path takes over (the probe costs a few
 * of the cheapest PRS steps). The multimodular path gives way to the PRS when a prime divides lc f.
 */

import { log2Norm } from '../arith/modular';
import { bitLength, content, derivative, lc, type Poly } from '../arith/poly';
import { type Analysis, analyzeModular } from './sturmHabicht';
import { type SubresultantResult, sturmCountFromSigns, subresultantPrs } from './subresultant';

export type { Analysis };

const MODULAR_MIN_BITS = 18;
const MODULAR_MAX_BITS = 400;
/** Elements probed: those of degree n-1-PROBE_STEPS and up. */
const PROBE_STEPS = 4;
/** Actual bits over Hadamard bits of a probed element above which the input counts as generic. */
const PROBE_RATIO = 0.6;

export function analyze(f: Poly): Analysis {
  const n = f.length - 1;
  if (n < 1) throw new RangeError('analyze needs degree ≥ 1');
  if (n === 1) return { r: 1, disc: 1n };
  const df = derivative(f);
  const a = log2Norm(f);
  if (a < MODULAR_MIN_BITS || a > MODULAR_MAX_BITS) return fromPrs(n, f, subresultantPrs(f, df));
  // ||f'|| ≤ n·||f||: enough for a heuristic, and cheaper than another norm.
  const b = a + Math.log2(n);
  // |psc_j| ≤ ||f||^(n-1-j) · ||f'||^(n-j); the PRS element of degree j has psc_j as leading coefficient.
  const generic = (j: number, lead: bigint): boolean =>
    j >= n - 1 - PROBE_STEPS && bitLength(lead) > PROBE_RATIO * ((n - 1 - j) * a + (n - j) * b);
  const prs = subresultantPrs(f, df, (j, lead) => !generic(j, lead));
  if (prs !== null) return fromPrs(n, f, prs);
  return analyzeModular(f) ?? analyzeSubresultant(f);
}

function fromPrs(n: number, f: Poly, prs: SubresultantResult): Analysis {
  const sgn = (((n * (n - 1)) / 2) & 1) === 1 ? -1n : 1n;
  return { r: sturmCountFromSigns(prs.degrees, prs.leadSigns), disc: (sgn * prs.resultant) / lc(f) };
}

/** The Sturm signs of the subresultant PRS give r and the same sequence gives Res(f, f'). */
export function analyzeSubresultant(f: Poly): Analysis {
  const n = f.length - 1;
  if (n < 1) throw new RangeError('analyze needs degree ≥ 1');
  if (n === 1) return { r: 1, disc: 1n };
  return fromPrs(n, f, subresultantPrs(f, derivative(f)));
}

/** analyze's answer for a reducible f, with integers whose squares divide disc f. */
export interface FactoredAnalysis extends Analysis {
  /**
   * Res(g_i, g_j) for every pair of factors, and the content of f when it is not 1: each one's
   * square divides disc f, so a large prime of one divides disc f at least twice (primes.ts uses
   * this to skip a primality test that could only say "composite").
   */
  squareDivisors: bigint[];
}

/**
 * r and disc of a squarefree f of degree ≥ 1 from its distinct irreducible factors over Z (each
 * primitive, as factorOverZ gives them, so f = ±c · g_1 ⋯ g_k with c = content f):
 *
 *   disc f = c^(2n−2) · Π disc g_i · Π_(i<j) Res(g_i, g_j)²,   r(f) = Σ r(g_i),
 *
 * since disc(gh) = disc g · disc h · Res(g, h)², disc(c·g) = c^(2n−2) disc g, disc(−g) = disc g, and
 * coprime factors share no root. Each piece is a smaller sequence than the one of (f, f'), and the
 * resultants come with it. null when the factors' leading and constant coefficients do not multiply
 * to f's (a cheap guard; the caller then analyzes f itself).
 */
export function analyzeFactored(f: Poly, factors: readonly Poly[]): FactoredAnalysis | null {
  const n = f.length - 1;
  const c = content(f);
  let lead = c;
  let constant = c;
  for (const g of factors) {
    lead *= lc(g);
    constant *= g[0]!;
  }
  const sign = lead === lc(f) ? 1n : -lead === lc(f) ? -1n : 0n;
  if (sign === 0n || sign * constant !== f[0]) return null;
  let r = 0;
  let disc = c ** BigInt(2 * n - 2);
  const squareDivisors = c === 1n ? [] : [c];
  for (let i = 0; i < factors.length; i++) {
    const part = analyze(factors[i]!);
    r += part.r;
    disc *= part.disc;
    for (let j = i + 1; j < factors.length; j++) {
      const [a, b] =
        factors[i]!.length >= factors[j]!.length ? [factors[i]!, factors[j]!] : [factors[j]!, factors[i]!];
      const res = subresultantPrs(a, b).resultant;
      disc *= res * res;
      squareDivisors.push(res);
    }
  }
  return { r, disc, squareDivisors };
}
