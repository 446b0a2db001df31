/**
 * A word-size first attempt at Zassenhaus recombination, before the full BigInt lift (hensel.ts):
 * the factors of f mod p are lifted to M = p^k < 2^26 in float64 arithmetic (liftWord.ts), and every subset that
 * could be a true factor must pass necessary tests that are exact at this modulus:
 * - for a ∈ {0, 1, −1} with f(a) ≠ 0 and 2|f(a)| < M: a true monic factor g has g(a) | f(a), so the
 *   symmetric residue of ∏ u_i(a) mod M must be a nonzero divisor of f(a); the same at up to five
 *   more integers a where f(a) is small (testPoints), looked for only when a subset passes every
 *   other test and does not divide f;
 * - with every root of f of absolute value ≤ 2^e (Fujiwara): |g_(d−1)| = |sum of d roots| ≤ d·2^e,
 *   so when 2·d·2^e < M the symmetric residue of Σ (u_i)_(d_i−1) mod M must be that small;
 * - likewise |g_(d−2)| = |sum of the products of two roots| ≤ C(d, 2)·4^e when 2·C(d, 2)·4^e < M:
 *   the trace alone lets through the factors mod p of Φ_n(x + k) whose roots' sum is rational (a
 *   Gauss period that happens to be an integer), which then needed the full lift.
 * A subset passing the tests is divided into f exactly over Z. The answer is only returned when it is
 * certain: every subset either failed a test (so is no factor) or gave an exact factor; if one
 * passes the tests and does not divide exactly (its true coefficients may exceed M/2), null says
 * "lift fully". Most irreducible polynomials whose degree patterns do not prove it (small Galois
 * groups) and most products of small factors are settled here in microseconds.
 */

import { abs, bitLength, divExact, evaluate, type Poly } from '../arith/poly';
import { reduce, WORD_MODULUS_LIMIT } from '../arith/wordModP';
import { liftFactorsWord } from './liftWord';
import type { PolyP } from './polyModP';

type W = number[];

const trimW = (a: W): W => {
  let n = a.length;
  while (n > 0 && a[n - 1] === 0) n--;
  a.length = n;
  return a;
};

function mulW(a: W, b: W, m: number, im: number): W {
  if (a.length === 0 || b.length === 0) return [];
  const r: W = new Array(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) {
    const ai = a[i]!;
    if (ai === 0) continue;
    // Each product is below 2^52 and the running sum below m: reduce after every term.
    for (let j = 0; j < b.length; j++) r[i + j] = reduce(r[i + j]! + ai * b[j]!, m, im);
  }
  return trimW(r);
}

/** Least e with every complex root of the monic f of absolute value ≤ 2^e (Fujiwara's bound). */
export function rootBoundExponent(f: Poly): number {
  const n = f.length - 1;
  let t = 0;
  for (let i = 1; i <= n; i++) t = Math.max(t, Math.ceil(bitLength(f[n - i]!) / i));
  return t + 1;
}

const symmetric = (x: number, m: number): number => (x > m / 2 ? x - m : x);

/** Integers searched for small values of f (|a| ≤ this), besides 0, 1 and −1. */
const POINT_RANGE = 32;
/** How many of them are evaluated exactly, and how many kept. */
const EXACT_POINTS = 8;
const EXTRA_POINTS = 5;

/**
 * More points a for the divisibility test g(a) | f(a) than 0, 1 and −1: up to five integers in
 * [−32, 32] where 0 < 2|f(a)| < M, with the values f(a) (exact). A small f(a) rejects nearly every false
 * subset: for Φ_n(x + k), f(−k) = 1 while f(0) and f(±1) exceed M, and the factors over whole
 * subfields have rational traces and second coefficients that pass the other tests. Candidates come
 * from a floating-point Horner evaluation with its error bound (near a root the cancellation hides
 * the value, so those count as small); of the few best, f(a) mod M (from fW, the residues of f)
 * rules out those whose value cannot be small (0 < 2|f(a)| < M needs a nonzero symmetric residue
 * equal to f(a)), and only the others are evaluated in BigInt: usually one, where all eight were.
 */
export function testPoints(f: Poly, fW: number[], M: number): { points: number[]; values: bigint[] } {
  const n = f.length - 1;
  const im = 1 / M;
  // Zero-padded to an even number of coefficients, so that the odd part needs no bound check.
  if (scan.length < n + 2) scan = new Float64Array(n + 2);
  const cs = scan;
  for (let i = 0; i <= n; i++) cs[i] = Number(f[i]!);
  cs[n + 1] = 0;
  let count = 0;
  // f(±b) = E(b²) ± b·O(b²) from the even and odd parts, and Σ|c_i|·b^i likewise: one Horner pass
  // in b² serves both points (a scan costs half of evaluating each point on its own).
  for (let b = 2; b <= POINT_RANGE; b++) {
    const b2 = b * b;
    let e = 0;
    let o = 0;
    let me = 0;
    let mo = 0;
    for (let i = n - (n % 2); i >= 0; i -= 2) {
      const ce = cs[i]!;
      const co = cs[i + 1]!;
      e = e * b2 + ce;
      o = o * b2 + co;
      me = me * b2 + Math.abs(ce);
      mo = mo * b2 + Math.abs(co);
    }
    const bo = b * o;
    const mag = me + b * mo;
    // The rounding error stays below (n + 3)·ε·Σ|c_i|·b^i; 2^-40 is ample for any degree ≤ 2048.
    const slack = mag * 2 ** -40;
    for (let side = 0; side < 2; side++) {
      const low = Math.abs(side === 0 ? e - bo : e + bo) - slack;
      if (low < M) {
        SCORED_A[count] = side === 0 ? -b : b;
        SCORED_V[count] = Math.max(0, low);
        count++;
      }
    }
  }
  // The EXACT_POINTS best by (low bound, |a|, a), by selection: count ≤ 62.
  const exactA: number[] = [];
  const exactV: bigint[] = [];
  for (let k = 0; k < EXACT_POINTS && k < count; k++) {
    let best = k;
    for (let j = k + 1; j < count; j++) {
      const d = SCORED_V[j]! - SCORED_V[best]!;
      const aj = SCORED_A[j]!;
      const ab = SCORED_A[best]!;
      if (d < 0 || (d === 0 && (Math.abs(aj) < Math.abs(ab) || (Math.abs(aj) === Math.abs(ab) && aj < ab))))
        best = j;
    }
    const a = SCORED_A[best]!;
    SCORED_A[best] = SCORED_A[k]!;
    SCORED_V[best] = SCORED_V[k]!;
    SCORED_A[k] = a;
    const x = symmetric(valueMod(fW, a, M, im), M);
    if (x === 0 || 2 * Math.abs(x) >= M) continue;
    const v = evaluate(f, BigInt(a));
    if (v === BigInt(x)) {
      exactA.push(a);
      exactV.push(v);
    }
  }
  // Smallest |f(a)| first (then |a|, a): the EXTRA_POINTS best.
  const order = exactA.map((_, i) => i);
  order.sort((i, j) => {
    const vi = abs(exactV[i]!);
    const vj = abs(exactV[j]!);
    const ai = exactA[i]!;
    const aj = exactA[j]!;
    return (vi < vj ? -1 : vi > vj ? 1 : 0) || Math.abs(ai) - Math.abs(aj) || ai - aj;
  });
  const keep = order.slice(0, EXTRA_POINTS);
  return { points: keep.map((i) => exactA[i]!), values: keep.map((i) => exactV[i]!) };
}

/** u(a) mod M (u's coefficients in [0, M), im = 1/M), by Horner. */
function valueMod(u: ArrayLike<number>, a: number, M: number, im: number): number {
  const aM = a < 0 ? M + a : a;
  let acc = 0;
  for (let i = u.length - 1; i >= 0; i--) acc = reduce(acc * aM + u[i]!, M, im);
  return acc;
}

/** The floating-point scan's coefficients and its candidates (a and the lower bound on |f(a)|). */
let scan = new Float64Array(0);
const SCORED_A = new Float64Array(2 * POINT_RANGE + 1);
const SCORED_V = new Float64Array(2 * POINT_RANGE + 1);

/**
 * The irreducible factors of the monic squarefree f from its monic factors `us` mod p (p prime,
 * f mod p squarefree), or null when the word-size tests cannot settle it. allowed[k]: k may be the
 * degree of a proper factor (from the degree patterns).
 */
export function recombineWord(f0: Poly, us: PolyP[], p: number, allowed: boolean[]): Poly[] | null {
  let k = 1;
  while (p ** (k + 1) < WORD_MODULUS_LIMIT) k++;
  const M = p ** k;
  const im = 1 / M;
  const bigM = BigInt(M);
  const fW = f0.map((c) => {
    const r = Number(((c % bigM) + bigM) % bigM);
    return r;
  });
  const lifted = liftFactorsWord(fW, us, p, k);
  const rootBits = rootBoundExponent(f0);
  // The points 0, 1, −1 first; the scan for more (testPoints) only once a subset passes every test
  // and does not divide f: a product of small factors is usually settled before that, and the
  // scan is a large part of the cost of a polynomial in a cold process.
  let f1 = 0n;
  let fm1 = 0n;
  for (let i = 0; i < f0.length; i++) {
    f1 += f0[i]!;
    fm1 += i % 2 === 0 ? f0[i]! : -f0[i]!;
  }
  const points = [0, 1, -1];
  // Per lifted factor: its values at the points mod M, and its second-highest coefficient.
  const rest = lifted.map((u) => ({
    u,
    deg: u.length - 1,
    values: points.map((a) => valueMod(u, a, M, im)),
    trace: u.length >= 2 ? u[u.length - 2]! : 0,
    second: u.length >= 3 ? u[u.length - 3]! : 0,
  }));
  const found: Poly[] = [];
  let f = f0;
  // f(a) at the points for the current f (re-evaluated only when a factor is split off).
  let fa = [f0[0]!, f1, fm1];
  let scanned = false;
  // Tests usable for the current f: the points where 0 < 2|f(a)| < M. A usable f(a) is below
  // M/2 < 2^25 in absolute value, so the divisibility test runs on exact float64 integers: no
  // BigInt per candidate subset (the cyclotomic class tries thousands).
  let usable: boolean[] = [];
  let faW: number[] = [];
  const setValues = (values: bigint[]): void => {
    fa = values;
    usable = fa.map((v) => v !== 0n && 2n * abs(v) < bigM);
    faW = fa.map((v, a) => (usable[a] ? Number(v) : 0));
  };
  setValues(fa);
  const passes = (sub: number[]): boolean => {
    let deg = 0;
    for (const i of sub) deg += rest[i]!.deg;
    for (let a = 0; a < points.length; a++) {
      if (!usable[a]) continue;
      let v = 1;
      for (const i of sub) v = reduce(v * rest[i]!.values[a]!, M, im);
      const g = symmetric(v, M);
      if (g === 0 || faW[a]! % g !== 0) return false;
    }
    // 2·deg·2^rootBits < M, compared in exact integers (rootBits may be large).
    if (rootBits + bitLength(BigInt(2 * deg)) < bitLength(bigM) - 1) {
      let t = 0;
      for (const i of sub) t = (t + rest[i]!.trace) % M;
      if (Math.abs(symmetric(t, M)) > deg * 2 ** rootBits) return false;
    }
    // The coefficient of x^(deg−2) of the product: Σ second_i + Σ_(i<j) trace_i·trace_j, mod M.
    const pairs = (deg * (deg - 1)) / 2;
    // Exact in float64: a power of two times an integer below 2^10 (Infinity when huge).
    if (2 * pairs * 4 ** rootBits < M) {
      let e2 = 0;
      let e1 = 0;
      for (const i of sub) {
        const x = rest[i]!;
        e2 = reduce(e2 + x.second + e1 * x.trace, M, im);
        e1 = reduce(e1 + x.trace, M, im);
      }
      if (Math.abs(symmetric(e2, M)) > pairs * 4 ** rootBits) return false;
    }
    return true;
  };
  for (let s = 1; 2 * s <= rest.length; ) {
    let hit = false;
    const idx = Array.from({ length: s }, (_, i) => i);
    for (;;) {
      let deg = 0;
      for (const i of idx) deg += rest[i]!.deg;
      if (allowed[deg] && passes(idx)) {
        let cand: W = [1];
        for (const i of idx) cand = mulW(cand, rest[i]!.u, M, im);
        const g = cand.map((c) => BigInt(symmetric(c, M)));
        const q = divExact(f, g);
        if (q !== null) {
          found.push(g);
          f = q;
          setValues(points.map((a) => evaluate(f, BigInt(a))));
          const drop = new Set(idx);
          for (let i = rest.length - 1; i >= 0; i--) if (drop.has(i)) rest.splice(i, 1);
          hit = true;
          break;
        }
        // Not a factor: the more points may reject it (and, from here on, the others); if they
        // do not, its true coefficients may exceed M/2 and only the full lift can tell.
        if (scanned) return null;
        scanned = true;
        const more = testPoints(f0, fW, M);
        for (const a of more.points) points.push(a);
        for (const x of rest) for (const a of more.points) x.values.push(valueMod(x.u, a, M, im));
        setValues([
          ...fa,
          ...more.points.map((a, i) => (f === f0 ? more.values[i]! : evaluate(f, BigInt(a)))),
        ]);
        if (passes(idx)) return null;
      }
      let j = s - 1;
      while (j >= 0 && idx[j] === rest.length - s + j) j--;
      if (j < 0) break;
      idx[j]!++;
      for (let i = j + 1; i < s; i++) idx[i] = idx[i - 1]! + 1;
    }
    if (!hit) s++;
  }

  found.push(f);
  return found;
}
