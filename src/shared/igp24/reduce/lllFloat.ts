/**
 * LLL of a lattice given by integer basis vectors, the bulk of the work in float64 and only the end
 * exact. Why: the exact L² (lll.ts) updates BigInt inner products on every size reduction, and a
 * badly skewed basis (an order's Hermite basis: hundreds or thousands of bits of orthogonality
 * defect) costs it tens of thousands of such steps. Here the steps run on a float64 copy of the
 * basis, in rounds, as PARI's lllfp and fplll do with floating-point bases (Schnorr–Euchner,
 * "Lattice basis reduction: improved practical algorithms", Math. Programming 66, 1994):
 *
 * 1. the current exact basis is converted to float64 and triangularized by Householder QR, so row i
 *    holds b_i in an orthonormal frame adapted to b_0..b_i (Cohen, "A Course in Computational
 *    Algebraic Number Theory", §2.6, with the Gram–Schmidt data as the factor L of B = L·Q);
 * 2. LLL runs on the rows of L (size reduction by row operations, swaps restored to triangular form
 *    by a Givens rotation), recording the integer transform W (float64 integers, a row in BigInt
 *    once it passes 2^53: a multiplier of 2^100 in a skewed basis is one step);
 * 3. every row carries an estimate of its float error. A row whose size reduction cancelled nearly
 *    all its correct bits, or whose Lovász test the error could decide either way, is recomputed
 *    exactly (W_k·V in BigInt, then its coordinates in the frame Q: L²'s lazy size reduction); after
 *    a few of these, or when too many rows of W went to BigInt, the round ends: W is applied to the
 *    exact basis and the next round starts from fresh, fully accurate floats.
 *
 * The exact L² on the final Gram matrix (lllGram) then has little left to do, and is what makes the
 * result an LLL-reduced basis of the exact form whatever the floats got wrong: every W is
 * unimodular, so the lattice never changes. On the reduction bench's LLL inputs (d = 24, Gram
 * entries of 100 to 1,100 bits) the whole takes about a third of the exact L²'s time.
 */

import { identityMatrix } from '../arith/matrix';
import { bitLength } from '../arith/poly';
import { type LllResult, lllGram, scaled } from './lll';

/** Unit roundoff of float64. */
const U_ROUND = 2 ** -53;
/** Correct bits a row must keep above its error estimate for its Gram–Schmidt data to be trusted. */
const TRUST = 2 ** 4;
/**
 * A size-reduced row with fewer correct bits than this is recomputed from the exact basis at once;
 * with more, only when a Lovász test it decides is in doubt.
 */
const REFRESH = 2 ** 6;
/** float64 holds every integer below this exactly: W's float rows stay within it. */
const EXACT = 2 ** 53;
/** A fresh row's error estimate in units of u·|row| (QR and the conversion from BigInt). */
const ROW_ERROR = 10;
/**
 * Rows of W in BigInt before a round ends (their updates cost as much as L²'s). Every row may: a
 * round that ends costs a product of the exact basis, which is dearer (see MAX_ROUND_REFRESHES).
 */
const MAX_BIG_ROWS = 24;
/** Rounds at most before the exact L² takes over whatever is left. */
const MAX_ROUNDS = 50;
/** Exact recomputations of one row in one size reduction before the round gives up. */
const MAX_REFRESH = 8;
/**
 * Exact recomputations of rows in one round before it ends and syncs instead. A recomputation costs
 * W_k·V (d² products of BigInts as long as the basis'), a sync d³ but makes V the current basis,
 * whose entries have lost the bits that cancelled, and W small again. LLL's time on the reduction
 * bench (float rounds, products, exact L²; one process) with MAX_BIG_ROWS: 6 rows and 2
 * recomputations 17.4 s, 12 and 8 17.7 s, 24 and 20 17.1 s, 24 and 8 15.5 s.
 */
const MAX_ROUND_REFRESHES = 8;

export interface FloatRound {
  /** The integer transform: new b_i = Σ_j W[i][j]·b_j (unimodular). */
  W: bigint[][];
  /** Size reductions and swaps made. */
  ops: number;
  /** Whether the round reached the end of the basis with every decision trusted (float LLL done). */
  finished: boolean;
}

/**
 * The working state of a round. L (row-major d×d, lower triangular) and the orthonormal frame Q
 * (rows q_0..q_{d-1}) satisfy L·Q ≈ the current basis, scaled: row i of L is b_i in a frame adapted
 * to b_0..b_i, so L_ii = ±|b_i*| and μ_ij = L_ij / L_jj. W is the transform from the round's exact
 * basis V: a row in float64 while its entries are exact integers there, in BigInt (Wb) after.
 */
interface State {
  d: number;
  V: readonly (readonly bigint[])[];
  root: number[];
  S: number;
  L: Float64Array;
  Q: Float64Array;
  W: Float64Array;
  /** Rows of W that outgrew float64, in BigInt (null: the float row is the row). */
  Wb: (bigint[] | null)[];
  /** How many rows are in Wb. */
  big: number;
  /** Exact recomputations of rows this round (MAX_ROUND_REFRESHES). */
  refreshes: number;
  /** Absolute error estimate of each row of L, and its length. */
  err: number[];
  len: number[];
}

/**
 * One float round on the lattice spanned by the rows of V (d×d integers, rank d) with the weighted
 * inner product Σ_c w_c·x_c·y_c: the unimodular transform it found. Row k's float data is
 * recomputed from the exact basis whenever a size reduction has cancelled most of its correct bits
 * (L²'s lazy size reduction, Nguyen–Stehlé 2009, §4), so one row's large reduction does not end the
 * round.
 */
export function floatLllRound(
  V: readonly (readonly bigint[])[],
  weights: readonly number[],
  opts: { delta?: number; eta?: number; maxSteps?: number } = {},
): FloatRound {
  const delta = opts.delta ?? 0.99;
  const eta = opts.eta ?? 0.51;
  const d = V.length;
  const st = start(V, weights);
  const done = (ops: number, finished: boolean): FloatRound => ({ W: transformOf(st), ops, finished });
  if (st === null) return { W: identityMatrix(d), ops: 0, finished: false };
  const { L, err, len } = st;
  const maxSteps = opts.maxSteps ?? 200 * d * d;
  let ops = 0;
  let steps = 0;
  if (!(Math.abs(L[0]!) > TRUST * err[0]!)) return done(0, false);
  let k = 1;
  while (k < d) {
    if (++steps > maxSteps) return done(ops, false);
    // Size reduction, then the Lovász test; when the floats cannot decide it, once more from the
    // row recomputed exactly.
    let swap = false;
    let decided = false;
    for (let refreshes = 0; !decided; refreshes++) {
      const reduced = sizeReduce(st, k, eta);
      ops += reduced.ops;
      if (!reduced.ok) return done(ops, false);
      const a = delta * L[(k - 1) * d + k - 1]! ** 2;
      const rk = L[k * d + k]!;
      const rkk1 = L[k * d + k - 1]!;
      const b = rkk1 * rkk1 + rk * rk;
      const e = err[k]!;
      // An untrusted r_kk may still decide the test when even its error bound cannot change it.
      const trusted = Math.abs(rk) > TRUST * e;
      swap = trusted ? a > b : a > b + 2 * e * Math.sqrt(b) + e * e + a * 2 ** -8;
      decided = trusted || swap;
      if (!decided && (refreshes >= MAX_REFRESH || !refresh(st, k))) return done(ops, false);
    }
    if (!swap) {
      k++;
      continue;
    }
    swapRows(st, k);
    [err[k - 1], err[k]] = [err[k]!, err[k - 1]!];
    [len[k - 1], len[k]] = [len[k]!, len[k - 1]!];
    restoreTriangle(st, k);
    ops++;
    k = Math.max(1, k - 1);
  }
  return done(ops, true);
}

/**
 * Size reduction of row k, last j first (Cohen, Algorithm 2.6.3, sub-algorithm RED), repeated on
 * exact data while the floats were not accurate enough to finish it: the operations made, and
 * whether the row is now size-reduced and accurate.
 */
function sizeReduce(st: State, k: number, eta: number): { ops: number; ok: boolean } {
  const { d, L, err, len } = st;
  let ops = 0;
  for (let refreshes = 0; ; refreshes++) {
    let changed = false;
    for (let j = k - 1; j >= 0; j--) {
      const mu = L[k * d + j]! / L[j * d + j]!;
      if (!(Math.abs(mu) > eta)) continue;
      const x = Math.round(mu);
      if (!Number.isFinite(x) || !addMultiple(st, k, j, x)) return { ops, ok: false };
      for (let c = 0; c <= j; c++) L[k * d + c] = L[k * d + c]! - x * L[j * d + c]!;
      // The row inherits x times row j's error, and the rounding of x times its entries; the
      // errors are independent roundings, so they add in quadrature (a running estimate, not a
      // bound: a wrong decision costs time, never correctness, as the exact L² has the last word).
      err[k] = Math.hypot(err[k]!, Math.abs(x) * err[j]!, 2 * U_ROUND * Math.abs(x) * len[j]!);
      changed = true;
      ops++;
    }
    let s = 0;
    for (let c = 0; c <= k; c++) s += L[k * d + c]! ** 2;
    len[k] = Math.sqrt(s);
    if (len[k]! > REFRESH * err[k]!) return { ops, ok: true };
    // Nearly every bit of the row cancelled: recompute it exactly and reduce again (unless that
    // was already done and nothing was left to reduce).
    if (!changed && refreshes > 0) return { ops, ok: false };
    if (refreshes >= MAX_REFRESH || !refresh(st, k)) return { ops, ok: false };
  }
}

/**
 * W_k ← W_k − x·W_j: in float64 while every entry stays an integer below 2^53, in BigInt after (a
 * multiplier of 2^100 in a skewed basis is one step, as in L²'s lazy size reduction). False when
 * too many rows went to BigInt: the round ends, and its transform goes to the exact basis.
 */
function addMultiple(st: State, k: number, j: number, x: number): boolean {
  const { d, W, Wb } = st;
  if (Wb[k] === null && Wb[j] === null) {
    let mj = 0;
    let mk = 0;
    for (let c = 0; c < d; c++) {
      mj = Math.max(mj, Math.abs(W[j * d + c]!));
      mk = Math.max(mk, Math.abs(W[k * d + c]!));
    }
    if (Math.abs(x) * mj + mk < EXACT) {
      for (let c = 0; c < d; c++) W[k * d + c] = W[k * d + c]! - x * W[j * d + c]!;
      return true;
    }
  }
  if (Wb[k] === null && st.big >= MAX_BIG_ROWS) return false;
  const rowK = bigRow(st, k);
  const X = BigInt(x); // exact: x is an integer-valued finite double
  const rowJ = Wb[j];
  if (rowJ) {
    for (let c = 0; c < d; c++) if (rowJ[c] !== 0n) rowK[c] = rowK[c]! - X * rowJ[c]!;
  } else {
    for (let c = 0; c < d; c++) {
      // Row j still in float64: its entries without a BigInt copy, and x·w as a double when exact.
      const w = W[j * d + c]!;
      if (w === 0) continue;
      const p = x * w;
      rowK[c] = rowK[c]! - (Number.isSafeInteger(p) ? BigInt(p) : X * BigInt(w));
    }
  }
  if (Wb[k] === null) st.big++;
  Wb[k] = rowK;
  return true;
}

/** Row i of W in BigInt (the row itself when it is already there). */
function bigRow(st: State, i: number): bigint[] {
  return st.Wb[i] ?? Array.from(st.W.subarray(i * st.d, (i + 1) * st.d), (w) => BigInt(w));
}

function transformOf(st: State | null): bigint[][] {
  if (st === null) return [];
  return Array.from({ length: st.d }, (_, i) => bigRow(st, i));
}

/** The rows as float64, times √w per column and 2^-S. */
function floatRow(st: Pick<State, 'root' | 'S'>, row: readonly bigint[]): Float64Array {
  return Float64Array.from(row, (x, c) => scaled(x, st.S) * st.root[c]!);
}

/** The round's state from the exact basis: its floats triangularized (Householder QR). */
function start(V: readonly (readonly bigint[])[], weights: readonly number[]): State | null {
  const d = V.length;
  if (d === 0 || V.some((row) => row.length !== d)) return null;
  let top = 0;
  for (const row of V) for (const x of row) top = Math.max(top, bitLength(x < 0n ? -x : x));
  const root = weights.map(Math.sqrt);
  const S = Math.max(0, top - 60);
  const L = new Float64Array(d * d);
  const Q = new Float64Array(d * d);
  const len: number[] = [];
  for (let i = 0; i < d; i++) {
    const x = floatRow({ root, S }, V[i]!);
    let n2 = 0;
    for (let c = 0; c < d; c++) n2 += x[c]! * x[c]!;
    if (!(n2 > 0) || !Number.isFinite(n2)) return null;
    len.push(Math.sqrt(n2));
    L.set(x, i * d);
    Q[i * d + i] = 1;
  }
  const W = new Float64Array(d * d);
  for (let i = 0; i < d; i++) W[i * d + i] = 1;
  // Householder QR is backward stable row by row (Higham, "Accuracy and Stability of Numerical
  // Algorithms", §19.3): each row of L is off by a small multiple of u times the row's length.
  const err = len.map((x) => ROW_ERROR * U_ROUND * x);
  const st: State = { d, V, root, S, L, Q, W, Wb: V.map(() => null), big: 0, refreshes: 0, err, len };
  triangularize(st, 0);
  return st;
}

/**
 * Makes rows from..d−1 of L lower triangular again by Householder reflections of the frame
 * directions from..d−1 (applied to L's columns and to Q's rows, so L·Q is unchanged).
 */
function triangularize(st: State, from: number): void {
  const { d, L, Q } = st;
  const v = new Float64Array(d);
  for (let i = from; i < d; i++) {
    let tail = 0;
    for (let c = i; c < d; c++) tail += L[i * d + c]! ** 2;
    tail = Math.sqrt(tail);
    if (tail === 0) continue;
    const alpha = L[i * d + i]! >= 0 ? -tail : tail;
    let vn = 0;
    for (let c = i; c < d; c++) {
      v[c] = L[i * d + c]! - (c === i ? alpha : 0);
      vn += v[c]! ** 2;
    }
    if (vn === 0) continue;
    const scale = 2 / vn;
    for (let r = i; r < d; r++) {
      let t = 0;
      for (let c = i; c < d; c++) t += L[r * d + c]! * v[c]!;
      t *= scale;
      for (let c = i; c < d; c++) L[r * d + c] = L[r * d + c]! - t * v[c]!;
    }
    // Q ← H·Q: Q's rows i..d−1 mix, column by column.
    for (let col = 0; col < d; col++) {
      let t = 0;
      for (let c = i; c < d; c++) t += v[c]! * Q[c * d + col]!;
      t *= scale;
      for (let c = i; c < d; c++) Q[c * d + col] = Q[c * d + col]! - t * v[c]!;
    }
    L[i * d + i] = alpha;
    for (let c = i + 1; c < d; c++) L[i * d + c] = 0;
  }
}

/**
 * Row k recomputed from the exact basis: b_k = Σ_j W_kj·V_j in BigInt, its coordinates in the
 * frame, and rows k..d−1 triangularized again. False when the exact row is not representable.
 */
function refresh(st: State, k: number): boolean {
  if (++st.refreshes > MAX_ROUND_REFRESHES) return false;
  const { d, V, L, Q } = st;
  const b = new Array<bigint>(d).fill(0n);
  const wb = st.Wb[k];
  for (let j = 0; j < d && wb; j++) {
    if (wb[j] === 0n) continue;
    const Vj = V[j]!;
    for (let t = 0; t < d; t++) b[t] = b[t]! + wb[j]! * Vj[t]!;
  }
  for (let j = 0; j < d && !wb; j++) {
    const w = st.W[k * d + j]!;
    if (w === 0) continue;
    const Vj = V[j]!;
    if (w === 1) for (let t = 0; t < d; t++) b[t] = b[t]! + Vj[t]!;
    else if (w === -1) for (let t = 0; t < d; t++) b[t] = b[t]! - Vj[t]!;
    else {
      const c = BigInt(w);
      for (let t = 0; t < d; t++) b[t] = b[t]! + c * Vj[t]!;
    }
  }
  const y = floatRow(st, b);
  let n2 = 0;
  for (let c = 0; c < d; c++) n2 += y[c]! ** 2;
  if (!(n2 > 0) || !Number.isFinite(n2)) return false;
  for (let i = 0; i < d; i++) {
    let t = 0;
    for (let c = 0; c < d; c++) t += Q[i * d + c]! * y[c]!;
    L[k * d + i] = t;
  }
  st.len[k] = Math.sqrt(n2);
  st.err[k] = ROW_ERROR * U_ROUND * st.len[k]!;
  triangularize(st, k);
  return true;
}

/** Rows k−1 and k exchanged in L and W. */
function swapRows(st: State, k: number): void {
  const { d, L, W, Wb } = st;
  for (let c = 0; c < d; c++) {
    const a = (k - 1) * d + c;
    const b = k * d + c;
    const l = L[a]!;
    L[a] = L[b]!;
    L[b] = l;
    const w = W[a]!;
    W[a] = W[b]!;
    W[b] = w;
  }
  const wb = Wb[k - 1]!;
  Wb[k - 1] = Wb[k]!;
  Wb[k] = wb;
}

/**
 * After a swap, row k−1 has an entry in column k: a Givens rotation of frame directions k−1 and k
 * (applied to L's columns and Q's rows, so every length and inner product is kept) zeroes it.
 */
function restoreTriangle(st: State, k: number): void {
  const { d, L, Q } = st;
  const p = L[(k - 1) * d + k - 1]!;
  const q = L[(k - 1) * d + k]!;
  const r = Math.hypot(p, q);
  if (r === 0) return;
  const c = p / r;
  const s = q / r;
  for (let i = k - 1; i < d; i++) {
    const a = L[i * d + k - 1]!;
    const b = L[i * d + k]!;
    L[i * d + k - 1] = c * a + s * b;
    L[i * d + k] = c * b - s * a;
  }
  L[(k - 1) * d + k] = 0;
  for (let col = 0; col < d; col++) {
    const a = Q[(k - 1) * d + col]!;
    const b = Q[k * d + col]!;
    Q[(k - 1) * d + col] = c * a + s * b;
    Q[k * d + col] = c * b - s * a;
  }
}

/**
 * LLL of the lattice spanned by the rows of V (d×m integers, rank d) for the weighted inner product
 * <x, y> = Σ_c w_c·x_c·y_c (w_c positive integers: T2 counts a complex pair's coordinates twice).
 * The result is lllGram's on the Gram matrix of V: U unimodular, gram = U·G·Uᵀ exactly, LLL-reduced
 * with the same δ and η.
 */
export function lllVectors(
  V0: readonly (readonly bigint[])[],
  weights: readonly number[],
  opts: { delta?: number; eta?: number } = {},
): LllResult & { rounds: number } {
  const rounds = floatRounds(V0, weights, opts);
  return { ...exactEnd(rounds, weights, opts), rounds: rounds.rounds };
}

/**
 * The transform alone, for a caller that proves whatever it makes of the result (the reduction's
 * search): the float rounds' when they reached the end of the basis with every decision trusted,
 * which is LLL-reduced up to the floats' rounding, otherwise lllVectors'. Skipping the exact L²'s
 * Gram matrix and its check took 2.5 s (7 %) off the reduction bench, with the same quality.
 */
export function lllTransform(
  V0: readonly (readonly bigint[])[],
  weights: readonly number[],
  opts: { delta?: number; eta?: number } = {},
): { U: bigint[][]; rounds: number; exact: boolean } {
  const rounds = floatRounds(V0, weights, opts);
  if (rounds.finished) return { U: rounds.U, rounds: rounds.rounds, exact: false };
  return { U: exactEnd(rounds, weights, opts).U, rounds: rounds.rounds, exact: true };
}

interface FloatRounds {
  basis: () => bigint[][];
  U: bigint[][];
  rounds: number;
  finished: boolean;
}

/** The exact L² on the float rounds' basis, its transform composed with theirs. */
function exactEnd(
  rounds: FloatRounds,
  weights: readonly number[],
  opts: { delta?: number; eta?: number },
): LllResult {
  const res = lllGram(weightedGram(rounds.basis(), weights), opts);
  return { U: mulBig(res.U, rounds.U), gram: res.gram };
}

/**
 * Float rounds until one finishes, makes no change, or MAX_ROUNDS: the transform reached, and the
 * basis it gives on demand (lllTransform does not need the last round's product when it finished).
 */
function floatRounds(
  V0: readonly (readonly bigint[])[],
  weights: readonly number[],
  opts: { delta?: number; eta?: number },
): FloatRounds {
  const d = V0.length;
  let V = V0.map((row) => row.slice());
  let U: bigint[][] = identityMatrix(d);
  let rounds = 0;
  // Square bases only (the T2 form of a full-rank order); others go to the exact L² directly.
  const square = V.every((row) => row.length === d) && weights.length === d;
  while (square && rounds < MAX_ROUNDS && d > 1) {
    const round = floatLllRound(V, weights, opts);
    if (round.ops === 0) return { basis: () => V, U, rounds, finished: round.finished };
    rounds++;
    U = mulBig(round.W, U);
    if (round.finished) {
      const last = V;
      return { basis: () => mulBig(round.W, last), U, rounds, finished: true };
    }
    V = mulBig(round.W, V);
  }
  return { basis: () => V, U, rounds, finished: false };
}

/** The Gram matrix Σ_c w_c·V_ic·V_jc, exactly. */
export function weightedGram(V: readonly (readonly bigint[])[], weights: readonly number[]): bigint[][] {
  const d = V.length;
  const w = weights.map(BigInt);
  const G: bigint[][] = Array.from({ length: d }, () => new Array<bigint>(d).fill(0n));
  for (let i = 0; i < d; i++)
    for (let j = 0; j <= i; j++) {
      const a = V[i]!;
      const b = V[j]!;
      let s = 0n;
      for (let c = 0; c < a.length; c++) s += w[c] === 1n ? a[c]! * b[c]! : w[c]! * a[c]! * b[c]!;
      G[i]![j] = s;
      G[j]![i] = s;
    }
  return G;
}

/**
 * A·B exactly. A is a round's transform: most of its rows are unit vectors (rows the round never
 * touched) and most entries 0 or ±1, which cost no multiplication here.
 */
function mulBig(A: readonly (readonly bigint[])[], B: readonly (readonly bigint[])[]): bigint[][] {
  const m = B[0]?.length ?? 0;
  return A.map((row) => {
    let single = -1;
    for (let k = 0; k < row.length; k++) {
      if (row[k] === 0n) continue;
      if (single !== -1 || row[k] !== 1n) {
        single = -2;
        break;
      }
      single = k;
    }
    if (single >= 0) return B[single]!.slice();
    const out = new Array<bigint>(m).fill(0n);
    for (let k = 0; k < row.length; k++) {
      const a = row[k]!;
      if (a === 0n) continue;
      const Bk = B[k]!;
      if (a === 1n) for (let c = 0; c < m; c++) out[c] = out[c]! + Bk[c]!;
      else if (a === -1n) for (let c = 0; c < m; c++) out[c] = out[c]! - Bk[c]!;
      else for (let c = 0; c < m; c++) out[c] = out[c]! + a * Bk[c]!;
    }
    return out;
  });
}
