/**
 * One Round 2 step (round2.ts) in float64 arithmetic, for the common case p^(2e+2) < 2^26: every
 * residue below 2^26, every product exact (the word-size rule of arith/wordModP.ts). The same
 * mathematics as the BigInt step, with the linear algebra done in O's own coordinates:
 *
 * - the multiplication table of O: ω_i ω_j (i ≤ j) in power-basis numerators modulo p^(2e+2) and f,
 *   then in O's basis modulo p² (n(n+1)/2 products instead of the n² products per lattice);
 * - the radical I = pO + (kernel lifts), in O-coordinates a triangular basis Γ with diagonal 1 or p;
 * - ω_i β_j = Σ_l Γ_jl ω_i ω_l mod p², then in I's coordinates mod p (correct: p²O ⊆ pI).
 */

import { reduce } from '../arith/wordModP';

/** Word-size step applies when p^(2e+2) is below this. */
export const WORD_STEP_LIMIT = 2 ** 26;

export interface WordStep {
  /** dim U/pO: v_p([O′ : O]); 0 when O is p-maximal. */
  k: number;
  /** O′ (numerators over p^e′), when k > 0. */
  e: number;
  H: number[][];
}

/**
 * α^m mod (f, M) for m < 2n − 1: the products of the basis below are sums of these, so that a
 * product of sparse numerators (most of H's rows are powers of α) costs its nonzero pairs only.
 */
function alphaPowers(f: readonly number[], M: number, iM: number): Float64Array[] {
  const n = f.length - 1;
  const out: Float64Array[] = [];
  for (let m = 0; m < n; m++) {
    const v = new Float64Array(n);
    v[m] = 1;
    out.push(v);
  }
  // α^n = −Σ f_j α^j; α^(m+1) = α·α^m reduced the same way.
  let prev = out[n - 1]!;
  for (let m = n; m < 2 * n - 1; m++) {
    const v = new Float64Array(n);
    const top = prev[n - 1]!;
    for (let j = 0; j < n; j++) v[j] = reduce((j > 0 ? prev[j - 1]! : 0) - top * f[j]!, M, iM);
    out.push(v);
    prev = v;
  }
  return out;
}

/** a·b mod (f, M) into out, from the nonzero columns of a and b and the powers of α. */
function mulSparse(
  a: readonly number[],
  an: readonly number[],
  b: readonly number[],
  bn: readonly number[],
  pw: readonly Float64Array[],
  M: number,
  iM: number,
  out: Float64Array,
): void {
  const n = out.length;
  out.fill(0);
  // Lazy below 2^21: at most n² = 576 terms below M² per entry, under 2^53.
  const lazy = M <= LAZY_LIMIT;
  for (const k of an) {
    const ak = a[k]!;
    for (const l of bn) {
      const c = reduce(ak * b[l]!, M, iM);
      if (c === 0) continue;
      const m = k + l;
      if (m < n) out[m] = out[m]! + c;
      else {
        const v = pw[m]!;
        if (lazy) for (let t = 0; t < n; t++) out[t] = out[t]! + c * v[t]!;
        else for (let t = 0; t < n; t++) out[t] = reduce(out[t]! + c * v[t]!, M, iM);
      }
    }
  }
  for (let t = 0; t < n; t++) out[t] = reduce(out[t]!, M, iM);
}
const LAZY_LIMIT = 2 ** 21;

/** Left kernel of A (rows of residues mod p < 2^13) over F_p. */
export function leftKernelWord(A: readonly (readonly number[])[], p: number): number[][] {
  const m = A.length;
  const N = m === 0 ? 0 : A[0]!.length;
  const a = A.map((r) => r.slice());
  const u = A.map((_, i) => {
    const id = new Array<number>(m).fill(0);
    id[i] = 1;
    return id;
  });
  let rank = 0;
  for (let col = 0; col < N && rank < m; col++) {
    let piv = -1;
    for (let i = rank; i < m; i++)
      if (a[i]![col] !== 0) {
        piv = i;
        break;
      }
    if (piv < 0) continue;
    [a[rank], a[piv]] = [a[piv]!, a[rank]!];
    [u[rank], u[piv]] = [u[piv]!, u[rank]!];
    const pa = a[rank]!;
    const pu = u[rank]!;
    const inv = invWord(pa[col]!, p);
    for (let i = rank + 1; i < m; i++) {
      const ra = a[i]!;
      if (ra[col] === 0) continue;
      const k = (ra[col]! * inv) % p;
      for (let j = col; j < N; j++) if (pa[j] !== 0) ra[j] = (ra[j]! + (p - k) * pa[j]!) % p;
      const ru = u[i]!;
      for (let j = 0; j < m; j++) if (pu[j] !== 0) ru[j] = (ru[j]! + (p - k) * pu[j]!) % p;
    }
    rank++;
  }
  return u.slice(rank);
}

function invWord(a: number, p: number): number {
  let [r0, r1, s0, s1] = [a % p, p, 1, 0];
  while (r1 !== 0) {
    const q = Math.floor(r0 / r1);
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
  }
  return ((s0 % p) + p) % p;
}

/**
 * A triangular basis (row j zero after column j, diagonal 1 or p) of pZ^n + span(vectors) mod p:
 * elimination from the last column, so each kernel vector's pivot is its highest nonzero entry.
 */
export function triangularBasis(vectors: readonly (readonly number[])[], p: number, n: number): number[][] {
  const rows = vectors.map((v) => v.map((x) => ((x % p) + p) % p));
  const used = new Array<boolean>(rows.length).fill(false);
  const G: number[][] = new Array(n);
  for (let col = n - 1; col >= 0; col--) {
    let piv = -1;
    for (let i = 0; i < rows.length; i++)
      if (!used[i] && rows[i]![col] !== 0) {
        piv = i;
        break;
      }
    if (piv < 0) {
      const row = new Array<number>(n).fill(0);
      row[col] = p;
      G[col] = row;
      continue;
    }
    used[piv] = true;
    const pr = rows[piv]!;
    const inv = invWord(pr[col]!, p);
    for (let j = 0; j <= col; j++) pr[j] = (pr[j]! * inv) % p;
    for (let i = 0; i < rows.length; i++) {
      if (used[i]) continue;
      const r = rows[i]!;
      const c = r[col]!;
      if (c === 0) continue;
      for (let j = 0; j <= col; j++) r[j] = (r[j]! + (p - c) * pr[j]!) % p;
    }
    G[col] = pr;
  }
  return G;
}

/**
 * Coordinates mod p of y (O-coordinates mod p², destroyed) in the triangular basis G (nonzero
 * columns gnz), appended to out.
 */
function solveTriangular(
  G: readonly (readonly number[])[],
  gnz: readonly (readonly number[])[],
  y: Float64Array,
  p: number,
  p2: number,
  out: number[],
): void {
  const n = G.length;
  const base = out.length;
  for (let k = 0; k < n; k++) out.push(0);
  for (let k = n - 1; k >= 0; k--) {
    const g = G[k]!;
    if (g[k] === p) {
      // y_k ≡ 0 mod p when y lies in the lattice.
      out[base + k] = Math.floor(y[k]! / p) % p;
      continue;
    }
    const ck = y[k]!;
    out[base + k] = ck % p;
    if (ck !== 0) for (const j of gnz[k]!) if (j < k) y[j] = (y[j]! + (p2 - ck) * g[j]!) % p2;
  }
}

/**
 * U/pO for U = { x ∈ O : x·I ⊆ p·I }, from O's multiplication table T (O-coordinates of ω_i ω_j mod
 * p², p < 2^13) and the radical's kernel vectors mod p: the left kernel over F_p of
 * x ↦ (I-coordinates of x·β_j mod p)_j, with ω_i β_j = Σ_l Γ_jl ω_i ω_l computed from T (correct
 * mod p: p²O ⊆ pI). The BigInt step (round2.ts) uses it too once its table is made.
 */
export function multiplierKernel(
  T: readonly (readonly Float64Array[])[],
  radical: readonly (readonly number[])[],
  p: number,
  n: number,
): number[][] {
  const p2 = p * p;
  const G = triangularBasis(radical, p, n);
  // A[i] = (I-coordinates of ω_i β_j mod p)_j.
  const gnz = G.map((row) => row.map((x, k) => (x === 0 ? -1 : k)).filter((k) => k >= 0));
  const A: number[][] = [];
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const row: number[] = [];
    const Ti = T[i]!;
    for (let j = 0; j < n; j++) {
      const g = G[j]!;
      y.fill(0);
      for (const l of gnz[j]!) {
        const gl = g[l]!;
        const t = Ti[l]!;
        for (let k = 0; k < n; k++) y[k] = y[k]! + gl * t[k]!;
      }
      for (let k = 0; k < n; k++) y[k] = y[k]! % p2;
      solveTriangular(G, gnz, y, p, p2, row);
    }
    A.push(row);
  }
  return leftKernelWord(A, p);
}

/**
 * One step from the order with Hermite numerators H over p^e (entries in [0, p^e]); f reduced
 * mod M = p^(2e+2) < 2^26 as given.
 */
export function round2WordStep(
  f: readonly bigint[],
  p: number,
  e: number,
  H: readonly (readonly number[])[],
): WordStep {
  const n = f.length - 1;
  const pe = p ** e;
  const p2 = p * p;
  const M = pe * pe * p2;
  const iM = 1 / M;
  const pe2 = pe * p2;
  const ipe2 = 1 / pe2;
  const fM = f.map((c) => Number(((c % BigInt(M)) + BigInt(M)) % BigInt(M)));
  // T[i][j] = O-coordinates of ω_i ω_j mod p² (symmetric). H's rows are mostly sparse (near
  // Z[α]'s basis): each row's nonzero columns are listed once.
  const nz = H.map((row) => row.map((x, k) => (x === 0 ? -1 : k)).filter((k) => k >= 0));
  const T: Float64Array[][] = Array.from({ length: n }, () => new Array<Float64Array>(n));
  const N = new Float64Array(n);
  const pw = alphaPowers(fM, M, iM);
  for (let i = 0; i < n; i++)
    for (let j = i; j < n; j++) {
      mulSparse(H[i]!, nz[i]!, H[j]!, nz[j]!, pw, M, iM, N);
      for (let k = 0; k < n; k++) N[k] = N[k]! / pe;
      const c = new Float64Array(n);
      for (let r = n - 1; r >= 0; r--) {
        const Hr = H[r]!;
        const d = Hr[r]!;
        const v = reduce(N[r]!, pe2, ipe2);
        const q = v / d;
        if (!Number.isInteger(q)) throw new Error('Round 2: element outside the order (checker bug)');
        c[r] = q % p2;
        // Lazy: |N| grows by below p^(2e+2) = M < 2^26 per row, n rows at most.
        if (q !== 0) for (const s2 of nz[r]!) if (s2 < r) N[s2] = N[s2]! - q * Hr[s2]!;
      }
      T[i]![j] = c;
      T[j]![i] = c;
    }
  const radical = p <= n ? frobeniusKernel(T, p, n) : traceKernel(f, H, T, p, e, n);
  const U = multiplierKernel(T, radical, p, n);
  if (U.length === 0) return { k: 0, e, H: H.map((r) => r.slice()) };
  // O′ = (pO + span U)/p: the triangular U-basis times H, over p^(e+1).
  const Gu = triangularBasis(U, p, n);
  const D = pe * p;
  const Hn: number[][] = Gu.map((g) => {
    const row = new Array<number>(n).fill(0);
    for (let l = 0; l < n; l++) {
      if (g[l] === 0) continue;
      for (let k = 0; k <= l; k++) row[k] = row[k]! + g[l]! * H[l]![k]!;
    }
    return row.map((x) => x % D);
  });
  // Diagonal entries divide D; off-diagonal entries reduced modulo their column's diagonal.
  for (let i = 0; i < n; i++) {
    const row = Hn[i]!;
    if (row[i] === 0) row[i] = D;
    for (let j = i - 1; j >= 0; j--) {
      const q = Math.floor(row[j]! / Hn[j]![j]!);
      if (q !== 0) for (let k = 0; k <= j; k++) row[k] = row[k]! - q * Hn[j]![k]!;
    }
  }
  let e2 = e + 1;
  let Hr = Hn;
  while (e2 > 0 && Hr.every((r) => r.every((x) => x % p === 0))) {
    Hr = Hr.map((r) => r.map((x) => x / p));
    e2--;
  }
  return { k: U.length, e: e2, H: Hr };
}

/**
 * p ≤ n (the trace form is degenerate at p = n): the kernel of x ↦ x^(p^j) (p^j ≥ n) on O/pO. Frobenius is F_p-linear: its matrix from
 * ω_i^p, then raised to the j-th power, instead of n separate powers to p^j.
 */
export function frobeniusKernel(T: readonly (readonly Float64Array[])[], p: number, n: number): number[][] {
  // T holds residues mod p²; sums reduced mod p at the end give the products mod p.
  const table = T;
  const mult = (x: readonly number[], y: readonly number[]): number[] => {
    const out = new Array<number>(n).fill(0);
    for (let i = 0; i < n; i++) {
      const xi = x[i]!;
      if (xi === 0) continue;
      const ti = table[i]!;
      for (let j = 0; j < n; j++) {
        const c = xi * y[j]!;
        if (c === 0) continue;
        const t = ti[j]!;
        for (let k = 0; k < n; k++) out[k] = out[k]! + c * t[k]!;
      }
      for (let k = 0; k < n; k++) out[k] = out[k]! % p;
    }
    return out;
  };
  const frob: number[][] = [];
  for (let i = 0; i < n; i++) {
    let result: number[] | null = null;
    let base = new Array<number>(n).fill(0);
    base[i] = 1;
    for (let m = p; m > 0; m = Math.floor(m / 2)) {
      if (m % 2 === 1) result = result === null ? base : mult(result, base);
      if (m > 1) base = mult(base, base);
    }
    frob.push(result!);
  }
  // rows ← rows · frob, until the exponent p^j reaches n.
  let rows = frob;
  for (let q = p; q < n; q *= p)
    rows = rows.map((r) => {
      const out = new Array<number>(n).fill(0);
      for (let l = 0; l < n; l++) {
        const c = r[l]!;
        if (c === 0) continue;
        const fl = frob[l]!;
        for (let k = 0; k < n; k++) out[k] = out[k]! + c * fl[k]!;
      }
      return out.map((v) => v % p);
    });
  return leftKernelWord(rows, p);
}

/** p > n: the kernel of the trace form, Tr(ω_i ω_j) = Σ_k T_ijk Tr(ω_k) mod p. */
function traceKernel(
  f: readonly bigint[],
  H: readonly (readonly number[])[],
  T: Float64Array[][],
  p: number,
  e: number,
  n: number,
): number[][] {
  const m = p ** (e + 1);
  const fm = f.map((c) => Number(((c % BigInt(m)) + BigInt(m)) % BigInt(m)));
  // Newton: s_k = Tr(α^k) mod p^(e+1).
  const s: number[] = [n % m];
  for (let k = 1; k < n; k++) {
    let v = (((-k * fm[n - k]!) % m) + m) % m;
    for (let i = 1; i < k; i++) v = (v + (m - fm[n - i]!) * s[k - i]!) % m;
    s.push(v);
  }
  const pe = p ** e;
  const tr = H.map((h) => {
    let t = 0;
    for (let j = 0; j < n; j++) t = (t + h[j]! * s[j]!) % m;
    return (t / pe) % p;
  });
  const gram = T.map((row) =>
    row.map((c) => {
      let t = 0;
      for (let k = 0; k < n; k++) t = (t + (c[k]! % p) * tr[k]!) % p;
      return t;
    }),
  );
  return leftKernelWord(gram, p);
}
