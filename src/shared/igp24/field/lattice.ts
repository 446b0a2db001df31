/**
 * The linear algebra of Round 2: left kernels over F_p and Hermite normal forms of lattices that
 * contain D·Z^n (so every entry can be kept reduced mod D). Rows are vectors; a basis in Hermite
 * form has row i of degree i (entries after i zero, the diagonal positive and dividing D, the
 * entries left of the diagonal reduced modulo the diagonal of their column).
 */

import { invMod, modp } from './polyModP';

/** A basis of { u ∈ F_p^m : u·A = 0 } for the m × N matrix A (entries any integers). */
export function leftKernel(A: readonly (readonly bigint[])[], p: bigint): bigint[][] {
  const m = A.length;
  const rows = A.map((r, i) => {
    const id = new Array<bigint>(m).fill(0n);
    id[i] = 1n;
    return { a: r.map((x) => modp(x, p)), u: id };
  });
  const N = m === 0 ? 0 : rows[0]!.a.length;
  let rank = 0;
  for (let col = 0; col < N && rank < m; col++) {
    let piv = -1;
    for (let i = rank; i < m; i++)
      if (rows[i]!.a[col] !== 0n) {
        piv = i;
        break;
      }
    if (piv < 0) continue;
    [rows[rank], rows[piv]] = [rows[piv]!, rows[rank]!];
    const pr = rows[rank]!;
    const inv = invMod(pr.a[col]!, p);
    for (let i = rank + 1; i < m; i++) {
      const r = rows[i]!;
      const c = r.a[col]!;
      if (c === 0n) continue;
      const k = modp(c * inv, p);
      for (let j = col; j < N; j++) if (pr.a[j] !== 0n) r.a[j] = modp(r.a[j]! - k * pr.a[j]!, p);
      for (let j = 0; j < m; j++) if (pr.u[j] !== 0n) r.u[j] = modp(r.u[j]! - k * pr.u[j]!, p);
    }
    rank++;
  }
  return rows.slice(rank).map((r) => r.u);
}

/** gcd with Bézout coefficients: a·x + b·y = g ≥ 0. */
function xgcd(a: bigint, b: bigint): [bigint, bigint, bigint] {
  let [r0, r1, s0, s1, t0, t1] = [a, b, 1n, 0n, 0n, 1n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
    [t0, t1] = [t1, t0 - q * t1];
  }
  return r0 < 0n ? [-r0, -s0, -t0] : [r0, s0, t0];
}

/**
 * The Hermite basis of the lattice spanned by `gens` (length-n integer rows) and D·Z^n. Column by
 * column from the last: the pivot starts as D·e_col (in the lattice) and absorbs every generator's
 * entry there by a unimodular 2 × 2 step, leaving the generators zero from that column on.
 */
export function hermiteModD(gens: readonly (readonly bigint[])[], D: bigint, n: number): bigint[][] {
  let work = gens.map((g) => g.map((x) => modp(x, D)));
  const H: bigint[][] = new Array(n);
  for (let col = n - 1; col >= 0; col--) {
    let piv = new Array<bigint>(n).fill(0n);
    piv[col] = D;
    const next: bigint[][] = [];
    for (const w of work) {
      const b = w[col]!;
      if (b === 0n) {
        if (w.some((x) => x !== 0n)) next.push(w);
        continue;
      }
      const a = piv[col]!;
      const [g, x, y] = xgcd(a, b);
      const ag = a / g;
      const bg = b / g;
      const np = piv.map((v, k) => (k === col ? g : modp(x * v + y * w[k]!, D)));
      const nw = piv.map((v, k) => (k === col ? 0n : modp(bg * v - ag * w[k]!, D)));
      piv = np;
      if (nw.some((v) => v !== 0n)) next.push(nw);
    }
    H[col] = piv;
    work = next;
  }
  // Reduce below-diagonal entries by the rows of lower degree (each row i ends at column i).
  for (let i = 0; i < n; i++) {
    const row = H[i]!;
    for (let j = i - 1; j >= 0; j--) {
      const d = H[j]![j]!;
      const q = floorDiv(row[j]!, d);
      if (q === 0n) continue;
      for (let k = 0; k <= j; k++) row[k] = row[k]! - q * H[j]![k]!;
    }
  }
  return H;
}

const floorDiv = (a: bigint, b: bigint): bigint => {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
};
