/**
 * The p-maximal order by Round 2 (Zassenhaus, Pohst; Cohen 6.1.8) and the p-part of the index
 * [O_K : Z[α]]. From O = Z[α], repeat: the p-radical I of O (the kernel of the Frobenius power
 * x ↦ x^(p^j) ≥ n on O/pO for p ≤ n; for p > n the kernel of the trace form mod p, Cohen 6.1.6);
 * U = { x ∈ O : x·I ⊆ p·I }; O' = U/p, the ring of multipliers of I. O' = O means O is p-maximal;
 * else [O' : O] = p^(dim U/pO) and O ← O'.
 *
 * An order is kept as its Hermite basis ω_i = H_i(α) / p^e (H_i of degree i). Every product is
 * computed modulo p^(2e+2) and f: the representative differs from the true product by p²·Z[α] ⊆
 * p²·O ⊆ p·I, which changes neither its coordinates mod p nor mod p·I, so the numbers stay small
 * however large f's coefficients are.
 */

import { identityMatrix } from '../arith/matrix';
import type { DedekindResult } from './dedekind';
import { hermiteModD, leftKernel } from './lattice';
import { modp } from './polyModP';
import { frobeniusKernel, multiplierKernel, round2WordStep, WORD_STEP_LIMIT } from './round2Word';

export interface Round2Result {
  /** v_p([O_K : Z[α]]), or null when the work bound ran out first. */
  indexExponent: number | null;
  /** Work units used (one product of two basis elements each). */
  work: number;
  /** The p-maximal order found (null when the work bound ran out). */
  order: Order | null;
}

/** An order of index a power of p (or of s, field/cofactor.ts), as its Hermite basis. */
export interface Order {
  /** Denominator exponent e: ω_i = H_i(α) / p^e. */
  e: number;
  H: bigint[][];
}

/** a·b mod (f, M) for polynomials of degree < n (f monic of degree n, reduced mod M). */
export function mulMod(
  a: readonly bigint[],
  b: readonly bigint[],
  f: readonly bigint[],
  M: bigint,
): bigint[] {
  const n = f.length - 1;
  const r = new Array<bigint>(2 * n - 1).fill(0n);
  for (let i = 0; i < a.length; i++) {
    const ai = a[i]!;
    if (ai === 0n) continue;
    for (let j = 0; j < b.length; j++) if (b[j] !== 0n) r[i + j] = r[i + j]! + ai * b[j]!;
  }
  for (let k = 2 * n - 2; k >= n; k--) {
    const c = modp(r[k]!, M);
    if (c === 0n) continue;
    for (let j = 0; j < n; j++) r[k - n + j] = r[k - n + j]! - c * f[j]!;
  }
  return r.slice(0, n).map((x) => modp(x, M));
}

/** Coordinates of N (a numerator over the same p^e) in the Hermite basis B, or null when N is not in its lattice. */
export function latticeCoords(B: readonly (readonly bigint[])[], N0: readonly bigint[]): bigint[] | null {
  const n = B.length;
  const N = N0.slice();
  const c = new Array<bigint>(n).fill(0n);
  for (let i = n - 1; i >= 0; i--) {
    const d = B[i]![i]!;
    if (N[i]! % d !== 0n) return null;
    const q = N[i]! / d;
    c[i] = q;
    if (q !== 0n) for (let k = 0; k <= i; k++) N[k] = N[k]! - q * B[i]![k]!;
  }
  return c;
}

/** Coordinates of N in the Hermite basis B of an order that holds it: exact by construction. */
export function coords(B: readonly (readonly bigint[])[], N: readonly bigint[]): bigint[] {
  const c = latticeCoords(B, N);
  if (c === null) throw new Error('Round 2: element outside the lattice (checker bug)');
  return c;
}

/** Tr(α^k), k < n, by Newton's identities, mod M. */
function traces(f: readonly bigint[], M: bigint): bigint[] {
  const n = f.length - 1;
  const s: bigint[] = [BigInt(n)];
  for (let k = 1; k < n; k++) {
    let v = -BigInt(k) * f[n - k]!;
    for (let i = 1; i < k; i++) v -= f[n - i]! * s[k - i]!;
    s.push(modp(v, M));
  }
  return s;
}

/**
 * v_p of the index for f monic irreducible of degree n, p prime; at most `maxWork` products
 * (each iteration costs about 2n²).
 */
export function round2(
  f: readonly bigint[],
  p: bigint,
  maxWork: number,
  /** Dedekind's enlarged order, or any order of known index over Z[α] (nonMonic.ts). */
  start?: DedekindResult | { order: Order; indexExponent: number },
  /**
   * What ends the climb without a step that would only confirm the order p-maximal: v_p(disc f),
   * since an order O with v_p(disc O) = v − 2·v_p([O : Z[α]]) ≤ 1 is p-maximal (v_p(disc O) =
   * v_p(d_K) + 2·v_p([O_K : O])); or v_p([O_K : Z[α]]) itself, known from Montes' algorithm.
   */
  known: { discValuation?: number; indexExponent?: number | null } = {},
  /** One step from an order (the tests run a BigInt reference step in its place). */
  step: Round2Step = round2Step,
): Round2Result {
  const n = f.length - 1;
  let order: Order = { e: 0, H: identityMatrix(n) };
  let indexExponent = 0;
  if (start && 'order' in start) ({ order, indexExponent } = start);
  else if (start?.U) [order, indexExponent] = [dedekindOrder(f, p, start.U), start.m];
  let work = 0;
  for (;;) {
    if (
      (known.discValuation ?? Number.POSITIVE_INFINITY) - 2 * indexExponent <= 1 ||
      indexExponent === known.indexExponent
    )
      return { indexExponent, work, order };
    if (work + 2 * n * n > maxWork) return { indexExponent: null, work, order: null };
    work += 2 * n * n;
    const next = step(f, p, order);
    if (next.k === 0) return { indexExponent, work, order };
    indexExponent += next.k;
    order = next.order;
  }
}

/** O′ from O (k = dim U/pO; 0 when O is p-maximal). */
export type Round2Step = (f: readonly bigint[], p: bigint, order: Order) => { k: number; order: Order };

/**
 * The step as shipped: word-size while p^(2e+2) < 2^26 (round2Word.ts); else the multiplication
 * table in BigInt and the rest in float64 for p < 2^13 (every p ≤ n among them); else, p > n,
 * BigInt throughout with the trace form's kernel as the radical.
 */
export function round2Step(f: readonly bigint[], p: bigint, order: Order): { k: number; order: Order } {
  if (p ** BigInt(2 * order.e + 2) < WORD_LIMIT) return wordStep(f, p, order);
  const table = multiplicationTable(f, p, order);
  if (p < SMALL_P) return smallPrimeStep(table, p, order);
  return bigStep(table, p, order, traceKernel(table.fM, table.prod, p, order.e, f.length - 1));
}

const WORD_LIMIT = BigInt(WORD_STEP_LIMIT);

function wordStep(f: readonly bigint[], p: bigint, o: Order): { k: number; order: Order } {
  const r = round2WordStep(
    f,
    Number(p),
    o.e,
    o.H.map((row) => row.map(Number)),
  );
  return { k: r.k, order: { e: r.e, H: r.H.map((row) => row.map(BigInt)) } };
}

/** O's products ω_i ω_j as numerators over p^e (representatives mod p²·Z[α]), and f mod p^(2e+2). */
export interface MultiplicationTable {
  prod: bigint[][][];
  fM: bigint[];
}

export function multiplicationTable(f: readonly bigint[], p: bigint, order: Order): MultiplicationTable {
  const n = f.length - 1;
  const { e, H } = order;
  const pe = p ** BigInt(e);
  const M = pe * pe * p * p;
  const fM = f.map((c) => modp(c, M));
  const prod: bigint[][][] = [];
  for (let i = 0; i < n; i++) {
    prod.push([]);
    for (let j = 0; j < n; j++)
      prod[i]!.push(j < i ? prod[j]![i]! : mulMod(H[i]!, H[j]!, fM, M).map((x) => x / pe));
  }
  return { prod, fM };
}

/**
 * One step in BigInt arithmetic, products in the power basis (any p and e), from the radical's
 * kernel vectors mod p (O-coordinates): U/pO is the left kernel of x ↦ (I-coordinates of x·β_j mod p).
 */
export function bigStep(
  { fM }: MultiplicationTable,
  p: bigint,
  order: Order,
  radKernel: readonly (readonly bigint[])[],
): { k: number; order: Order } {
  const n = fM.length - 1;
  const { e, H } = order;
  const pe = p ** BigInt(e);
  const M = pe * pe * p * p;
  // The radical: generators p·ω_i and the kernel's lifts.
  const D = pe * p;
  const gens = H.map((h) => h.map((x) => x * p));
  for (const v of radKernel) gens.push(combine(v, H, n));
  const G = hermiteModD(gens, D, n);
  const A: bigint[][] = [];
  for (let i = 0; i < n; i++) {
    const row: bigint[] = [];
    for (let j = 0; j < n; j++) {
      const xb = mulMod(H[i]!, G[j]!, fM, M).map((x) => x / pe);
      for (const c of coords(G, xb)) row.push(modp(c, p));
    }
    A.push(row);
  }
  return newOrder(leftKernel(A, p), H, p, e, n, order);
}

/**
 * p below 2^13 with a large p^e (a long index chain at a small prime): only the multiplication
 * table needs BigInt. Its O-coordinates mod p² hold everything the rest of the step reads, as in
 * the word-size step (round2Word.ts), which then takes over in float64: the radical from the
 * table, and U from ω_i β_j = Σ_l Γ_jl ω_i ω_l instead of n² more products of numerators and n²
 * coordinate solves (two thirds of the BigInt step's time).
 */
function smallPrimeStep(
  { prod, fM }: MultiplicationTable,
  p: bigint,
  order: Order,
): { k: number; order: Order } {
  const { e, H } = order;
  const n = H.length;
  const P = Number(p);
  const p2 = p * p;
  // T[i][j] = O-coordinates of ω_i ω_j mod p² (symmetric: one solve per pair).
  const T: Float64Array[][] = prod.map(() => new Array<Float64Array>(n));
  for (let i = 0; i < n; i++)
    for (let j = i; j < n; j++) {
      const c = Float64Array.from(coords(H, prod[i]![j]!), (x) => Number(modp(x, p2)));
      T[i]![j] = c;
      T[j]![i] = c;
    }
  const radical =
    p <= BigInt(n) ? frobeniusKernel(T, P, n) : traceKernel(fM, prod, p, e, n).map((v) => v.map(Number));
  const U = multiplierKernel(T, radical, P, n);
  return newOrder(
    U.map((u) => u.map(BigInt)),
    H,
    p,
    e,
    n,
    order,
  );
}

/** O′ = (pO + span U)/p over p^(e+1), or O itself (k = 0) when U/pO is zero: O is p-maximal. */
function newOrder(
  U: readonly (readonly bigint[])[],
  H: bigint[][],
  p: bigint,
  e: number,
  n: number,
  order: Order,
): { k: number; order: Order } {
  if (U.length === 0) return { k: 0, order };
  const D = p ** BigInt(e) * p;
  const ugens = H.map((h) => h.map((x) => x * p));
  for (const u of U) ugens.push(combine(u, H, n));
  return { k: U.length, order: normalize({ e: e + 1, H: hermiteModD(ugens, D, n) }, p) };
}

/** Below this p, p² < 2^26 and the step after the multiplication table runs in float64. */
const SMALL_P = 1n << 13n;

/**
 * Dedekind's O′ = Z[α] + (U(α)/p)·Z[α]: numerators over p, the lattice p·Z^n + (U·x^k mod f).
 * Also for a composite p (the orders field/cofactor.ts proves modulo a square's root).
 */
export function dedekindOrder(f: readonly bigint[], p: bigint, U: readonly bigint[]): Order {
  const n = f.length - 1;
  const fp = f.map((c) => modp(c, p));
  const gens: bigint[][] = [];
  let u = [...U, ...new Array<bigint>(Math.max(0, n - U.length)).fill(0n)].slice(0, n);
  for (let k = 0; k < n; k++) {
    gens.push(u);
    // u ← x·u mod (f, p)
    const top = u[n - 1]!;
    u = [0n, ...u.slice(0, n - 1)].map((c, j) => modp(c - top * fp[j]!, p));
  }
  return normalize({ e: 1, H: hermiteModD(gens, p, n) }, p);
}

/** Σ v_i H_i (the numerator of Σ v_i ω_i). */
function combine(v: readonly bigint[], H: readonly (readonly bigint[])[], n: number): bigint[] {
  const out = new Array<bigint>(n).fill(0n);
  for (let i = 0; i < n; i++) {
    if (v[i] === 0n) continue;
    for (let k = 0; k <= i; k++) out[k] = out[k]! + v[i]! * H[i]![k]!;
  }
  return out;
}

/** The smallest denominator: divide every numerator by p while all are divisible. */
export function normalize(o: Order, p: bigint): Order {
  let { e, H } = o;
  while (e > 0 && H.every((row) => row.every((x) => x % p === 0n))) {
    H = H.map((row) => row.map((x) => x / p));
    e--;
  }
  return { e, H };
}

/** p > n: the kernel of the trace form Tr(ω_i ω_j) mod p. */
export function traceKernel(fM: bigint[], prod: bigint[][][], p: bigint, e: number, n: number): bigint[][] {
  const M = p ** BigInt(2 * e + 2);
  const s = traces(fM, M);
  const pe = p ** BigInt(e);
  // prod holds numerators over p^e: Tr(ω_i ω_j) = Σ N_k s_k / p^e.
  const gram = prod.map((row) =>
    row.map((N) => {
      let t = 0n;
      for (let k = 0; k < n; k++) t += N[k]! * s[k]!;
      return modp(t, M) / pe;
    }),
  );
  return leftKernel(gram, p);
}
