/**
 * Complete factorization over Z of a primitive integer polynomial (Zassenhaus):
 * 1. square-free decomposition (Yun) so every part is squarefree;
 * 2. per part: degree patterns mod several good primes (DDF); when no proper factor degree is a
 *    subset sum of every pattern, the part is irreducible and nothing else is computed;
 * 3. otherwise factor mod the good prime with the fewest factors (DDF + Cantor–Zassenhaus, in
 *    word-size arithmetic: factorWord.ts), try the word-size recombination (recombineWord.ts), and
 *    only when it cannot settle the question
 *    Hensel-lift to p^k > 2·(Mignotte bound), and recombine subsets of lifted factors, smallest
 *    first, trying only degrees allowed by every pattern; each candidate is checked by exact
 *    division, so every factor returned is a true factor.
 * The factorization over Z is unique, so the result never depends on which primes were used;
 * factors are sorted (degree, then coefficients) for a deterministic output.
 */

import { isSmallPrime } from '../arith/modular';
import { derivative, divExact, gcdPoly, lc, type Poly, primitivePart, sub } from '../arith/poly';
import { polyLimbs, residuesInto } from '../arith/wordModP';
import { ddfKernel, ddfKernelOn } from './ddfKernel';
import { DdfWorkspace } from './ddfWord';
import { type DdfWord, distinctDegreeWord, factorsFromDdf, keepFrobenius } from './factorWord';
import { liftFactors, liftModulus, mulM } from './hensel';
import type { PolyP } from './polyModP';
import { recombineWord } from './recombineWord';

export interface FactorZ {
  /** Irreducible primitive factor with positive leading coefficient. */
  factor: Poly;
  multiplicity: number;
}

/** Odd primes tried for patterns and lifting. */
const PRIMES: number[] = [];
for (let n = 3; PRIMES.length < 300; n += 2) if (isSmallPrime(n)) PRIMES.push(n);

/** Number of good primes whose DDF patterns are intersected before lifting. */
const PATTERN_PRIMES = 5;
/**
 * Patterns after which a run of uniform ones (every factor of one degree, at least two factors)
 * stops the search: that is the cycle type of every Frobenius when the Galois group acts
 * regularly, as the abelian groups of the cyclotomic polynomials do, and then unless the group is
 * cyclic no pattern can prove irreducibility (each allows the multiples of an element order below
 * n), so the recombination has to decide anyway; for a random polynomial a uniform pattern is rare
 * (about 0.4 % per prime in degree 24), so it loses nothing there.
 */
const UNIFORM_PATTERN_PRIMES = 2;

const isUniform = (pattern: number[]): boolean =>
  pattern.length >= 2 && pattern[0] === pattern[pattern.length - 1];

function comparePoly(a: Poly, b: Poly): number {
  if (a.length !== b.length) return a.length - b.length;
  for (let i = a.length - 1; i >= 0; i--) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
}

/** Square-free decomposition of a monic f: parts[i] is the product of factors of multiplicity i+1. */
export function squarefreeDecomposition(f: Poly): Poly[] {
  const parts: Poly[] = [];
  const df = derivative(f);
  let a = gcdPoly(f, df);
  let b = divExact(f, a)!;
  let c = divExact(df, a)!;
  let d = sub(c, derivative(b));
  while (b.length > 1) {
    a = gcdPoly(b, d);
    parts.push(a);
    const nb = divExact(b, a)!;
    c = divExact(d, a)!;
    b = nb;
    d = sub(c, derivative(b));
  }
  return parts;
}

/** Mignotte-style bound on every coefficient of any monic factor of f: 2^(n-1)·‖f‖₂ (rounded up). */
function factorCoefficientBound(f: Poly): bigint {
  let norm2 = 0n;
  for (const c of f) norm2 += c * c;
  let r = 1n;
  while (r * r < norm2) r <<= 1n;
  return r << BigInt(f.length - 2);
}

const symmetric = (c: bigint, M: bigint): bigint => (c > M >> 1n ? c - M : c);

interface Pattern {
  p: number;
  count: number;
}

/** Distinct-degree factorizations of f mod the small primes in word-size arithmetic
 * (factorWord.ts), cached per prime, without a BigInt remainder per coefficient and prime: null when
 * f mod p drops degree or is not squarefree. The one of the prime chosen for lifting is reused.
 * `pattern` is the factor degrees alone: from the WebAssembly kernel where the process has switched
 * it on (ddfKernel.ts; most lines are proven irreducible by their patterns, and then no factor mod p
 * is ever needed), else from `at`; `factors` likewise, from the kernel (the same factors in the same
 * order) or from `at`'s components. */
interface PatternsOf {
  at(p: number): DdfWord | null;
  pattern(p: number): number[] | null;
  /** The monic factors mod p, for a p whose pattern is not null. */
  factors(p: number): PolyP[];
}

function patternsOf(f: Poly): PatternsOf {
  // Made on first use: with the kernel on, most lines never need one (its buffers were 3 ms of a
  // 100-line check).
  let ws: DdfWorkspace | null = null;
  const workspace = (): DdfWorkspace => (ws ??= new DdfWorkspace(f.length - 1));
  const limbs = polyLimbs(f);
  const residues = new Float64Array(f.length);
  const degrees = new Int32Array(f.length - 1);
  const seen = new Map<number, DdfWord | null>();
  const patterns = new Map<number, number[] | null>();
  const at = (p: number): DdfWord | null => {
    let ddf = seen.get(p);
    if (ddf === undefined) {
      residuesInto(limbs, p, residues);
      ddf = distinctDegreeWord(residues, p, workspace());
      seen.set(p, ddf);
    }
    return ddf;
  };
  return {
    at,
    pattern(p) {
      const kernel = ddfKernel();
      if (kernel === null) return at(p)?.pattern ?? null;
      let pattern = patterns.get(p);
      if (pattern === undefined) {
        residuesInto(limbs, p, residues);
        const count = kernel.cycleType(residues, p, degrees);
        pattern = count < 0 ? null : Array.from(degrees.subarray(0, count));
        patterns.set(p, pattern);
      }
      return pattern;
    },
    factors(p) {
      const kernel = ddfKernel();
      if (kernel === null) return factorsFromDdf(at(p)!, workspace());
      residuesInto(limbs, p, residues);
      return kernel.factorModP(residues, p)!;
    },
  };
}

/**
 * Irreducible factors of a monic squarefree f of degree ≥ 1.
 * `allowed[k]` after the pattern step: k may be the degree of a proper factor.
 */
function factorSquarefreeMonic(
  f: Poly,
  firstPrime: number,
  reference: ReferenceFactorModP | undefined,
  patternMod = patternsOf(f),
): Poly[] {
  const wordFirst = reference === undefined;
  const n = f.length - 1;
  if (n <= 1) return [f];
  let allowed: boolean[] = new Array(n + 1).fill(true);
  let best: Pattern | null = null;
  let used = 0;
  let uniform = true;
  for (const p of PRIMES.slice(firstPrime)) {
    if (used >= PATTERN_PRIMES || (wordFirst && uniform && used >= UNIFORM_PATTERN_PRIMES)) break;
    const pattern = patternMod.pattern(p);
    if (pattern === null) continue;
    used++;
    uniform &&= isUniform(pattern);
    const sums = subsetSums(pattern);
    allowed = allowed.map((v, k) => v && sums[k] === true);
    if (best === null || pattern.length < best.count) {
      best = { p, count: pattern.length };
      // The factorization mod p is still the latest one: keep its Frobenius matrix for the split.
      if (wordFirst && !ddfKernelOn()) keepFrobenius(patternMod.at(p)!);
    }
    let any = false;
    for (let k = 1; k < n; k++) if (allowed[k]) any = true;
    if (!any) return [f];
  }
  if (best === null) throw new Error('no good prime found');
  const p = best.p;
  // The reference path (for the tests) takes the factorization mod p it is given.
  const us = reference === undefined ? patternMod.factors(p) : reference(f, p);
  if (us.length === 1) return [f];
  const quick = wordFirst ? recombineWord(f, us, p, allowed) : null;
  if (quick !== null) return quick;
  const bound = 2n * factorCoefficientBound(f) + 1n;
  const M = liftModulus(p, bound);
  const lifted = liftFactors(f, us, p, bound);
  return recombine(f, lifted, M, allowed);
}

/** Zassenhaus recombination of lifted monic factors (mod M) of monic f. */
function recombine(f0: Poly, lifted: Poly[], M: bigint, allowed: boolean[]): Poly[] {
  const found: Poly[] = [];
  let f = f0;
  let rest = lifted.map((g, i) => ({ g, i }));
  for (let s = 1; 2 * s <= rest.length; ) {
    let hit = false;
    const idx = Array.from({ length: s }, (_, k) => k);
    while (true) {
      const subset = idx.map((k) => rest[k]!);
      const deg = subset.reduce((a, x) => a + x.g.length - 1, 0);
      if (allowed[deg]) {
        // Cheap test first: the constant term of the candidate must divide f(0).
        let c0 = 1n;
        for (const x of subset) c0 = (c0 * (x.g[0] ?? 0n)) % M;
        const c0s = symmetric(c0, M);
        if (c0s === 0n ? f[0] === 0n : f[0]! % c0s === 0n) {
          const cand = subset.map((x) => x.g).reduce((a, b) => mulM(a, b, M), [1n] as Poly);
          const g = cand.map((c) => symmetric(c, M));
          const q = divExact(f, g);
          if (q !== null) {
            found.push(g);
            f = q;
            const drop = new Set(idx);
            rest = rest.filter((_, k) => !drop.has(k));
            hit = true;
            break;
          }
        }
      }
      // Next combination of s indices out of rest.length.
      let k = s - 1;
      while (k >= 0 && idx[k] === rest.length - s + k) k--;
      if (k < 0) break;
      idx[k]!++;
      for (let j = k + 1; j < s; j++) idx[j] = idx[j - 1]! + 1;
    }
    if (!hit) s++;
  }
  found.push(f);
  return found;
}

/**
 * Factorization over Z of a nonzero primitive f of degree ≥ 1 into irreducible primitive factors
 * with multiplicities (the unit ±1 is dropped). Non-monic f is made monic by
 * F(y) = lc^(n-1)·f(y / lc) and the factors of F are mapped back by g ↦ pp(g(lc·x)).
 */
export interface FactorZOptions {
  /** Index of the first odd prime tried (tests use it to show the answer never depends on it). */
  firstPrime?: number;
  /** Tests only: the earlier method, to compare with — five patterns, this factorization mod p
   * (test/unit/igp24/reference/factorModP.ts) and the full lift alone, without the word-size
   * factorization and recombination (recombineWord.ts). */
  referenceFactorModP?: ReferenceFactorModP;
}

/** Monic irreducible factors of f mod p (odd p, f squarefree mod p, p ∤ lc f). */
export type ReferenceFactorModP = (f: Poly, p: number) => PolyP[];

/** Subset sums of a degree pattern: out[k] is true when some sub-multiset sums to k. */
export function subsetSums(pattern: number[]): boolean[] {
  const total = pattern.reduce((a, b) => a + b, 0);
  const out: boolean[] = new Array(total + 1).fill(false);
  out[0] = true;
  for (const d of pattern) for (let k = total; k >= d; k--) if (out[k - d]) out[k] = true;
  return out;
}

export function factorOverZ(f0: Poly, opts: FactorZOptions = {}): FactorZ[] {
  const firstPrime = Math.min(Math.max(0, opts.firstPrime ?? 0), 200);
  const f = primitivePart(f0);
  const n = f.length - 1;
  if (n < 1) return [];
  const L = lc(f);
  const monic = L === 1n;
  const F: Poly = monic ? f : f.map((c, i) => (i === n ? 1n : c * L ** BigInt(n - 1 - i)));
  const back = (g: Poly): Poly => (monic ? g : primitivePart(g.map((c, i) => c * L ** BigInt(i))));
  const out: FactorZ[] = [];
  // Squarefree mod some prime ⇒ squarefree over Z: skips the costly gcd over Z in the usual case.
  const patternMod = patternsOf(F);
  const parts = PRIMES.slice(0, 5).some((p) => patternMod.pattern(p) !== null)
    ? [F]
    : squarefreeDecomposition(F);
  parts.forEach((part, i) => {
    if (part.length <= 1) return;
    for (const g of factorSquarefreeMonic(
      part,
      firstPrime,
      opts.referenceFactorModP,
      part === F ? patternMod : undefined,
    ))
      out.push({ factor: back(g), multiplicity: i + 1 });
  });
  out.sort((a, b) => comparePoly(a.factor, b.factor) || a.multiplicity - b.multiplicity);
  return out;
}
