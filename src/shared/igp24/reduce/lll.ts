/**
 * LLL reduction of a lattice known only through its exact integer Gram matrix. It serves the
 * polredbest-style search (as in PARI's polredbest): the T2 form of an order's Z-basis,
 * T2(x) = Σ |σ(x)|² over the complex embeddings σ, is reduced so that the short vectors it finds are
 * elements of small T2, whose characteristic polynomials define the same number field with a small
 * discriminant.
 *
 * The algorithm is L² of Nguyen and Stehlé ("Floating-point LLL revisited", Eurocrypt 2005; "An LLL
 * algorithm with quadratic complexity", SIAM J. Comput. 39(3), 2009). Why the Gram form: the T2 Gram
 * matrix is computed once from the embeddings to high precision and scaled to integers, and from then
 * on the reduction needs only inner products, so it never touches the embeddings again. L² keeps those
 * inner products EXACT in BigInt (updated under size reduction and insertions) and recomputes the
 * Gram–Schmidt data in float64 from them, so float error never accumulates in the lattice itself:
 * it can only make one decision imprecise, and a lazy size reduction repeats until the floats agree.
 */

import { identityMatrix } from '../arith/matrix';
import { bitLength } from '../arith/poly';

export interface LllResult {
  /** Unimodular transform: row i = coordinates of the i-th reduced vector in the input basis. */
  U: bigint[][];
  /** The reduced basis' Gram matrix, exactly U·G·Uᵀ. */
  gram: bigint[][];
}

/** Loop iterations (size-reduction passes and insertion steps) before giving up. */
const MAX_LOOPS = 1_000_000;
/**
 * Every float is the BigInt times 2^-S, one S for the whole matrix (μ and the Lovász ratios do not
 * depend on it). S puts the largest diagonal entry of the active rows near 2^TARGET: headroom below
 * float64's 2^1024 for a vector that grows during size reduction.
 */
const TARGET = 900;
/** A stored r_jj below this (scaled) would be near or in the subnormals, where precision is lost. */
const TINY = 2 ** -1000;
/** Size-reduction passes of one vector that fail to halve max |μ| before precision is declared lost. */
const MAX_STALLS = 10;

const RANGE_ERROR = 'LLL: the lattice spans too many orders of magnitude';
const NOT_PD_ERROR = 'LLL: the Gram matrix is not positive definite';

/**
 * x·2^-S as a float64; the power of two is applied in steps that cannot overflow. Number(x) is
 * exact-rounded and needs no string; only an x beyond float64's range is shifted first.
 */
export function scaled(x: bigint, S: number): number {
  let f = Number(x);
  let e = -S;
  // Beyond 2^1024: x·2^-S for an x near the scale's top keeps 64 bits or more after dropping
  // S − 60 of them (the common case, no string); others take their exact bit length.
  if (!Number.isFinite(f)) {
    const t = Math.max(0, S - 60);
    f = Number(x >> BigInt(t));
    e = t - S;
    if (!Number.isFinite(f) || Math.abs(f) < 2 ** 63) {
      const u = bitLength(x) - 64;
      f = Number(x >> BigInt(u));
      e = u - S;
    }
  }
  for (; e > 1000; e -= 1000) f *= 2 ** 1000;
  for (; e < -1000; e += 1000) f *= 2 ** -1000;
  return f * 2 ** e;
}

/** log2 |x| to float precision (−Infinity for 0). */
function log2(x: bigint): number {
  const f = Math.abs(Number(x));
  if (Number.isFinite(f)) return Math.log2(f);
  const g = Math.abs(Number(x >> 960n));
  return Number.isFinite(g) ? Math.log2(g) + 960 : bitLength(x);
}

/** G: d×d symmetric positive definite BigInt Gram matrix (d up to ~30; entries may have 1,500+ bits). */
export function lllGram(
  G0: readonly (readonly bigint[])[],
  opts: { delta?: number; eta?: number } = {},
): LllResult {
  const delta = opts.delta ?? 0.99;
  const eta = opts.eta ?? 0.51;
  // η ≥ 1/2 so that rounding μ can always meet it, η² < δ so that the Lovász test can hold at all.
  if (!(delta > 0.25 && delta < 1 && eta >= 0.5 && eta * eta < delta))
    throw new Error('LLL: need 1/4 < delta < 1 and 1/2 <= eta < sqrt(delta)');
  const d = G0.length;
  for (let i = 0; i < d; i++) {
    if (G0[i]!.length !== d) throw new Error('LLL: the Gram matrix must be square');
    for (let j = 0; j < i; j++)
      if (G0[i]![j] !== G0[j]![i]) throw new Error('LLL: the Gram matrix must be symmetric');
  }
  const G = G0.map((row) => [...row]);
  const U: bigint[][] = identityMatrix(d);
  if (d === 0) return { U, gram: G };

  // Rows 0..k-1 of r (r_ij = <b_i, b_j*>, j ≤ i) and mu (μ_ij = r_ij / r_jj) are valid for the
  // current prefix; s[j] = |b_k projected orthogonally to b_0..b_{j-1}|², so s[k] = r_kk.
  const r = G.map(() => new Array<number>(d).fill(0));
  const mu = G.map(() => new Array<number>(d).fill(0));
  const s = new Array<number>(d + 1).fill(0);
  let S = 0;
  let loops = 0;
  const tick = (): void => {
    if (++loops > MAX_LOOPS) throw new Error(`LLL: no convergence after ${MAX_LOOPS} iterations`);
  };

  const gsRow = (k: number): void => {
    const rk = r[k]!;
    const mk = mu[k]!;
    for (let j = 0; j < k; j++) {
      const mj = mu[j]!;
      let x = scaled(G[k]![j]!, S);
      for (let i = 0; i < j; i++) x -= mj[i]! * rk[i]!;
      rk[j] = x;
      mk[j] = x / r[j]![j]!;
    }
    s[0] = scaled(G[k]![k]!, S);
    for (let j = 1; j <= k; j++) s[j] = s[j - 1]! - mk[j - 1]! * rk[j - 1]!;
    rk[k] = s[k]!;
  };

  // A negative r_jj means an indefinite form; one that is zero or tiny (with the exact diagonal
  // positive) means the scaled value underflowed, which a single global scale cannot avoid.
  const checkDiagonal = (x: number): void => {
    if (!(x >= 0)) throw new Error(NOT_PD_ERROR);
    if (x < TINY) throw new Error(RANGE_ERROR);
  };

  // Re-pick S when the active rows' largest diagonal has drifted far from 2^TARGET (growth would
  // overflow, shrinkage would push the small r_jj into the subnormals); the prefix is recomputed.
  // Bit lengths of the diagonal, kept up to date as rows change (bitLength on every check cost
  // more than the reduction itself).
  const diagBits = G.map((row, i) => log2(row[i]!));
  const rescale = (k: number): void => {
    let top = 0;
    for (let i = 0; i <= k; i++) top = Math.max(top, Math.ceil(diagBits[i]!));
    if (top - S <= TARGET + 60 && (S === 0 || top - S >= TARGET - 200)) return;
    S = Math.max(0, top - TARGET);
    for (let i = 0; i < k; i++) {
      gsRow(i);
      checkDiagonal(r[i]![i]!);
    }
  };

  // Lazy size reduction of b_k: one pass rounds every μ_kj (last j first, as exact size reduction
  // does), applies the multipliers exactly to G and U, and recomputes μ from the exact Gram. Large μ
  // are only accurate to ~53 bits, so each pass removes ~50 bits; repeat until all |μ_kj| ≤ η.
  const sizeReduce = (k: number): void => {
    let prev = Number.POSITIVE_INFINITY;
    let stalls = 0;
    for (;;) {
      tick();
      rescale(k);
      gsRow(k);
      let big = 0;
      for (let j = 0; j < k; j++) big = Math.max(big, Math.abs(mu[k]![j]!));
      if (!Number.isFinite(big)) throw new Error(RANGE_ERROR);
      if (big <= eta) return;
      if (big > prev / 2 && ++stalls > MAX_STALLS)
        throw new Error('LLL: float64 precision is not enough for this lattice');
      prev = big;
      const mk = mu[k]!;
      const X = new Array<bigint>(k).fill(0n);
      for (let j = k - 1; j >= 0; j--) {
        const x = Math.round(mk[j]!);
        if (x === 0) continue;
        X[j] = BigInt(x); // exact: x is an integer-valued finite double
        const mj = mu[j]!;
        for (let i = 0; i < j; i++) mk[i] = mk[i]! - x * mj[i]!;
      }
      // b_k ← b_k − w with w = Σ X_j b_j: v_c = <w, b_c>, |b_k − w|² = G_kk − 2 v_k + Σ X_j v_j.
      const v = new Array<bigint>(d).fill(0n);
      for (let j = 0; j < k; j++) {
        if (X[j] === 0n) continue;
        const Gj = G[j]!;
        const Uj = U[j]!;
        const Uk = U[k]!;
        for (let c = 0; c < d; c++) {
          v[c] = v[c]! + X[j]! * Gj[c]!;
          Uk[c] = Uk[c]! - X[j]! * Uj[c]!;
        }
      }
      let ww = 0n;
      for (let j = 0; j < k; j++) ww += X[j]! * v[j]!;
      const Gk = G[k]!;
      const kk = Gk[k]! - 2n * v[k]! + ww;
      for (let c = 0; c < d; c++) {
        Gk[c] = Gk[c]! - v[c]!;
        G[c]![k] = Gk[c]!;
      }
      Gk[k] = kk;
      diagBits[k] = log2(kk);
    }
  };

  if (G[0]![0]! <= 0n) throw new Error(NOT_PD_ERROR);
  rescale(0);
  r[0]![0] = scaled(G[0]![0]!, S);
  checkDiagonal(r[0]![0]!);
  let k = 1;
  while (k < d) {
    tick();
    sizeReduce(k);
    if (G[k]![k]! <= 0n) throw new Error(NOT_PD_ERROR);
    // Lovász: b_k moves down past every b_{i-1} it fails the test against (L²'s form of repeated
    // swaps: b_k stays size-reduced against b_0..b_{i-1}, whose Gram–Schmidt data is unchanged).
    let i = k;
    while (i > 0 && delta * r[i - 1]![i - 1]! > s[i - 1]!) i--;
    checkDiagonal(s[i]!);
    if (i < k) {
      for (let j = 0; j < i; j++) {
        r[i]![j] = r[k]![j]!;
        mu[i]![j] = mu[k]![j]!;
      }
      r[i]![i] = s[i]!;
      const order = G.map((_, j) => j);
      order.splice(i, 0, ...order.splice(k, 1));
      const moved = order.map((a) => order.map((b) => G[a]![b]!));
      const movedU = order.map((a) => U[a]!);
      const movedBits = order.map((a) => diagBits[a]!);
      for (let j = 0; j < d; j++) {
        G[j] = moved[j]!;
        U[j] = movedU[j]!;
        diagBits[j] = movedBits[j]!;
      }
    }
    k = i + 1;
  }
  return { U, gram: G };
}
