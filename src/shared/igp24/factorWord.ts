/**
 * The monic irreducible factors of a squarefree f mod a small prime p, in word-size float64
 * arithmetic on the buffers of ddfWord.ts (DdfWorkspace's products mod F, its gcd and exact
 * division), for the prime the factorization over Z lifts from: the distinct-degree factorization
 * keeps each component (the product of the factors of one degree) and the equal-degree
 * factorization (Cantor–Zassenhaus, odd p) splits it. The BigInt-free `number[]` version in
 * factorModP.ts allocates a fresh array per product and reduces per Euclid step; this one is what the
 * factorization over Z runs on every reducible polynomial and every one whose degree patterns prove
 * nothing.
 */
import { DdfWorkspace, divideMonic, gcdDegree, remainder } from './ddfWord';
import type { PolyP } from './factorModP';
import { reduce } from './wordModP';

/** Degree of a (at most d) after dropping zero top coefficients; −1 for zero. */
function degreeOf(a: Float64Array, d: number): number {
  while (d >= 0 && a[d] === 0) d--;
  return d;
}

const toPolyP = (a: Float64Array, d: number): PolyP => Array.from(a.subarray(0, d + 1));

/** A DDF component: the monic product of every irreducible factor of degree `degree`. */
interface Component {
  degree: number;
  product: Float64Array;
  size: number;
}

/** Components of the monic squarefree F loaded in `ws` (x^p mod F and the Frobenius matrix). */
function distinctDegree(ws: DdfWorkspace, p: number): Component[] {
  const n = ws.n;
  const ip = 1 / p;
  const out: Component[] = [];
  if (n === 1) return [{ degree: 1, product: ws.F.slice(), size: 1 }];
  // Rows x^(p·i) mod F: even rows square their half, odd rows multiply by x^p.
  const xp = ws.xPowerP();
  const Q = new Float64Array(n * n);
  Q[0] = 1;
  Q.set(xp, n);
  const acc = new Float64Array(n);
  for (let i = 2; i < n; i++) {
    if (i % 2 === 0) ws.sqrMod(Q.subarray((i / 2) * n, (i / 2 + 1) * n), acc);
    else ws.mulMod(Q.subarray((i - 1) * n, i * n), xp, acc);
    Q.set(acc, i * n);
  }
  const g = ws.F.slice();
  let m = n;
  const h = new Float64Array(n);
  h[1] = 1;
  const u = new Float64Array(n + 1);
  const v = new Float64Array(n + 1);
  for (let d = 1; 2 * d <= m; d++) {
    // h = h(x^p) mod F = x^(p^d) mod F; lazy sums of n products below p² stay exact.
    acc.fill(0);
    for (let i = 0; i < n; i++) {
      const hi = h[i]!;
      if (hi === 0) continue;
      const row = i * n;
      for (let j = 0; j < n; j++) acc[j] = acc[j]! + hi * Q[row + j]!;
    }
    for (let j = 0; j < n; j++) h[j] = reduce(acc[j]!, p, ip);
    // gcd(x^(p^d) − x mod g, g).
    v.fill(0);
    v.set(h);
    v[1] = v[1]! === 0 ? p - 1 : v[1]! - 1;
    let dv = remainder(v, n - 1, g, m, 1, p, ip);
    if (dv < 0) {
      // g divides x^(p^d) − x: every factor left has degree d.
      out.push({ degree: d, product: g.slice(0, m + 1), size: m });
      m = 0;
      break;
    }
    dv = degreeOf(v, dv);
    u.fill(0);
    u.set(g.subarray(0, m + 1));
    const k = gcdDegree(u, m, v, dv, p, ip);
    if (k > 0) {
      out.push({ degree: d, product: u.slice(0, k + 1), size: k });
      m = divideMonic(g, m, u, k, p, ip);
    }
  }
  if (m > 0) out.push({ degree: m, product: g.slice(0, m + 1), size: m });
  return out;
}

/** Splits the monic product g (degree m) of irreducible factors of degree d mod the odd prime p. */
function equalDegree(g: Float64Array, m: number, d: number, p: number, out: PolyP[]): void {
  if (m <= d) {
    out.push(toPolyP(g, m));
    return;
  }
  const ip = 1 / p;
  const ws = new DdfWorkspace(m);
  ws.load(g, p);
  // a^((p^d − 1)/2) for a "random" a from a fixed seed: deterministic, like factorModP.edf.
  const bits = ((BigInt(p) ** BigInt(d) - 1n) / 2n).toString(2);
  let seed = (0x9e3779b9 ^ (m * 7919 + p)) >>> 0;
  const a = new Float64Array(m);
  const b = new Float64Array(m);
  const u = new Float64Array(m + 1);
  const v = new Float64Array(m + 1);
  for (;;) {
    let top = -1;
    for (let i = 0; i < m; i++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      a[i] = seed % p;
      if (a[i] !== 0) top = i;
    }
    if (top <= 0) continue;
    b.set(a);
    for (let i = 1; i < bits.length; i++) {
      ws.sqrMod(b, b);
      if (bits[i] === '1') ws.mulMod(b, a, b);
    }
    b[0] = b[0]! === 0 ? p - 1 : b[0]! - 1;
    const db = degreeOf(b, m - 1);
    if (db < 0) continue;
    u.fill(0);
    u.set(g.subarray(0, m + 1));
    v.fill(0);
    v.set(b);
    const k = db === 0 ? 0 : gcdDegree(u, m, v, db, p, ip);
    if (k === 0 || k === m) continue;
    const left = u.slice(0, k + 1);
    const rest = g.slice(0, m + 1);
    const dr = divideMonic(rest, m, left, k, p, ip);
    equalDegree(left, k, d, p, out);
    equalDegree(rest, dr, d, p, out);
    return;
  }
}

/**
 * Monic irreducible factors mod p (odd prime below 2^20) of f given by its residues (n + 1 of them,
 * in [0, p), leading one nonzero; f squarefree mod p).
 */
export function factorModPWord(residues: ArrayLike<number>, p: number): PolyP[] {
  const n = residues.length - 1;
  const ws = new DdfWorkspace(n);
  if (!ws.load(residues, p)) throw new RangeError('the leading coefficient vanishes mod p');
  const out: PolyP[] = [];
  for (const c of distinctDegree(ws, p)) equalDegree(c.product, c.size, c.degree, p, out);
  return out;
}
