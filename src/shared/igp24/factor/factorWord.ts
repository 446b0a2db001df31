/**
 * The monic irreducible factors of a squarefree f mod a small prime p, in word-size float64
 * arithmetic on the buffers of ddfWord.ts (DdfWorkspace's products mod F, its gcd and exact
 * division), for the prime the factorization over Z lifts from: the distinct-degree factorization
 * keeps each component (the product of the factors of one degree) and the equal-degree
 * factorization (Cantor–Zassenhaus, odd p) splits it. The `number[]` version (now the tests'
 * reference, test/unit/igp24/reference/factorModP.ts) allocates a fresh array per product and
 * reduces per Euclid step; this one is what the
 * factorization over Z runs on every reducible polynomial and every one whose degree patterns prove
 * nothing.
 */

import { reduce } from '../arith/wordModP';
import { DdfWorkspace, divideMonic, gcdDegree, remainder, trimDegree } from './ddfWord';
import type { PolyP } from './polyModP';

const toPolyP = (a: Float64Array, d: number): PolyP => Array.from(a.subarray(0, d + 1));

/**
 * The Frobenius matrix of the latest distinct-degree factorization (an n² allocation per prime
 * cost as much as the rest of a pattern), and that factorization's number: a DdfWord keeps its
 * own copy only through keepFrobenius.
 */
let frobeniusScratch = new Float64Array(0);
let generation = 0;

/** Scratch vectors of the distinct-degree step, one set per degree (patterns run for several
 * primes per polynomial, and a typed array's allocation costs more than its use here). */
interface Scratch {
  g: Float64Array;
  h: Float64Array;
  u: Float64Array;
  v: Float64Array;
  acc: Float64Array;
}
const SCRATCH = new Map<number, Scratch>();
function scratch(n: number): Scratch {
  let s = SCRATCH.get(n);
  if (!s) {
    s = {
      g: new Float64Array(n + 1),
      h: new Float64Array(n),
      u: new Float64Array(n + 1),
      v: new Float64Array(n + 1),
      acc: new Float64Array(n),
    };
    // A few degrees at a time in practice; bound the cache all the same.
    if (SCRATCH.size > 64) SCRATCH.clear();
    SCRATCH.set(n, s);
  }
  return s;
}

/** A DDF component: the monic product of every irreducible factor of degree `degree`. */
interface Component {
  degree: number;
  product: Float64Array;
  size: number;
}

/**
 * Components of the monic squarefree F loaded in `ws` (n ≥ 2), and the Frobenius matrix Q (row i =
 * x^(p·i) mod F) that computes them: a ↦ a^p mod F is linear, a^p = Q·a.
 */
function distinctDegree(ws: DdfWorkspace, p: number): { components: Component[]; Q: Float64Array } {
  const n = ws.n;
  const ip = 1 / p;
  const out: Component[] = [];
  // Rows x^(p·i) mod F, each the one before times x^p through the matrix of that multiplication
  // (n² multiply-adds and n reductions a row, where a product mod F costs about twice that).
  if (frobeniusScratch.length !== n * n) frobeniusScratch = new Float64Array(n * n);
  const Q = frobeniusScratch;
  Q.fill(0, 0, n);
  Q[0] = 1;
  Q.set(ws.xPowerP(), n);
  if (n > 2) ws.multiplicationMatrix(Q, n);
  for (let i = 2; i < n; i++) ws.timesM(Q, (i - 1) * n, Q, i * n, Q, -1);
  const { g, h, u, v, acc } = scratch(n);
  g.set(ws.F);
  let m = n;
  h.fill(0);
  h[1] = 1;
  for (let d = 1; 2 * d <= m; d++) {
    // h = h(x^p) mod F = x^(p^d) mod F.
    frobenius(Q, n, h, acc, p, ip);
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
    dv = trimDegree(v, dv);
    u.fill(0);
    u.set(g.subarray(0, m + 1));
    const k = gcdDegree(u, m, v, dv, p, ip);
    if (k > 0) {
      out.push({ degree: d, product: u.slice(0, k + 1), size: k });
      m = divideMonic(g, m, u, k, p, ip);
    }
  }
  if (m > 0) out.push({ degree: m, product: g.slice(0, m + 1), size: m });
  return { components: out, Q };
}

/** h = h^p mod F = Q·h in place (acc: scratch); lazy sums of n products below p² stay exact. */
function frobenius(
  Q: Float64Array,
  n: number,
  h: Float64Array,
  acc: Float64Array,
  p: number,
  ip: number,
): void {
  acc.fill(0);
  for (let i = 0; i < n; i++) {
    const hi = h[i]!;
    if (hi === 0) continue;
    const row = i * n;
    for (let j = 0; j < n; j++) acc[j] = acc[j]! + hi * Q[row + j]!;
  }
  for (let j = 0; j < n; j++) h[j] = reduce(acc[j]!, p, ip);
}

/**
 * Splits each component into its irreducible factors of degree d (Cantor–Zassenhaus, odd p), all
 * mod F with the Frobenius matrix: for a "random" a (from a fixed seed, so deterministic),
 * a^((p^d − 1)/2) = N^((p − 1)/2) with the norm N = a·a^p⋯a^(p^(d−1)), each a^(p^i) one
 * matrix-vector product, so a try costs about 2d products mod F instead of the 1.5·d·log2 p of the
 * plain power; then gcd(N^((p−1)/2) − 1 mod g, g) splits the pieces g of the component.
 */
function equalDegree(ws: DdfWorkspace, Q: Float64Array, c: Component, p: number, out: PolyP[]): void {
  const { degree: d } = c;
  if (c.size === d) {
    out.push(toPolyP(c.product, d));
    return;
  }
  const n = ws.n;
  const ip = 1 / p;
  let pieces: { g: Float64Array; k: number }[] = [{ g: c.product, k: c.size }];
  let seed = (0x9e3779b9 ^ (c.size * 7919 + p)) >>> 0;
  const a = new Float64Array(n);
  const norm = new Float64Array(n);
  const b = new Float64Array(n);
  const acc = new Float64Array(n);
  const u = new Float64Array(n + 1);
  const v = new Float64Array(n + 1);
  const half = (p - 1) / 2;
  while (pieces.some((x) => x.k > d)) {
    let top = -1;
    for (let i = 0; i < n; i++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      a[i] = seed % p;
      if (a[i] !== 0) top = i;
    }
    if (top <= 0) continue;
    norm.set(a);
    for (let i = 1; i < d; i++) {
      frobenius(Q, n, a, acc, p, ip);
      ws.mulMod(norm, a, norm);
    }
    // b = norm^((p − 1)/2), left to right.
    b.set(norm);
    for (let bit = 31 - Math.clz32(half) - 1; bit >= 0; bit--) {
      ws.sqrMod(b, b);
      if ((half >>> bit) & 1) ws.mulMod(b, norm, b);
    }
    b[0] = b[0]! === 0 ? p - 1 : b[0]! - 1;
    const next: { g: Float64Array; k: number }[] = [];
    for (const piece of pieces) {
      if (piece.k === d) {
        next.push(piece);
        continue;
      }
      v.fill(0);
      v.set(b);
      let dv = remainder(v, n - 1, piece.g, piece.k, 1, p, ip);
      dv = trimDegree(v, dv);
      if (dv <= 0) {
        next.push(piece);
        continue;
      }
      u.fill(0);
      u.set(piece.g.subarray(0, piece.k + 1));
      const j = gcdDegree(u, piece.k, v, dv, p, ip);
      if (j === 0 || j === piece.k) {
        next.push(piece);
        continue;
      }
      const left = u.slice(0, j + 1);
      const rest = piece.g.slice(0, piece.k + 1);
      const dr = divideMonic(rest, piece.k, left, j, p, ip);
      next.push({ g: left, k: j }, { g: rest, k: dr });
    }
    pieces = next;
  }
  for (const x of pieces) out.push(toPolyP(x.g, x.k));
}

/** The distinct-degree factorization of f mod p, kept for the equal-degree step. */
export interface DdfWord {
  p: number;
  /** Factor degrees, ascending (the cycle type of Frobenius). */
  pattern: number[];
  residues: Float64Array;
  components: Component[];
  /** Its own copy of the Frobenius matrix (keepFrobenius), else null. */
  Q: Float64Array | null;
  generation: number;
}

/** Copies the Frobenius matrix into ddf while it is still the latest one (else factorsFromDdf
 * recomputes it). */
export function keepFrobenius(ddf: DdfWord): void {
  if (ddf.Q === null && ddf.generation === generation) ddf.Q = frobeniusScratch.slice();
}

/**
 * Distinct-degree factorization of f mod p (odd prime below 2^20) from its residues (n + 1 of them,
 * in [0, p)), in the workspace `ws` of degree n: null when p divides the leading coefficient or f
 * mod p is not squarefree. Gives the same pattern as DdfWorkspace.pattern, and keeps the components
 * and the Frobenius matrix so that the prime chosen for lifting is not factored twice.
 */
export function distinctDegreeWord(residues: ArrayLike<number>, p: number, ws: DdfWorkspace): DdfWord | null {
  const n = ws.n;
  if (!ws.load(residues, p)) return null;
  generation++;
  const kept = new Float64Array(n + 1);
  for (let i = 0; i <= n; i++) kept[i] = residues[i]!;
  if (n === 1) {
    const product = ws.F.slice();
    return {
      p,
      pattern: [1],
      residues: kept,
      components: [{ degree: 1, product, size: 1 }],
      Q: null,
      generation,
    };
  }
  // Squarefree: gcd(F, F') = 1.
  const ip = 1 / p;
  const { u, v } = scratch(n);
  u.set(ws.F);
  let dv = -1;
  for (let i = 1; i <= n; i++) {
    v[i - 1] = reduce(i * ws.F[i]!, p, ip);
    if (v[i - 1] !== 0) dv = i - 1;
  }
  if (dv < 0 || gcdDegree(u, n, v, dv, p, ip) !== 0) return null;
  const { components } = distinctDegree(ws, p);
  const pattern: number[] = [];
  for (const c of components) for (let k = 0; k < c.size / c.degree; k++) pattern.push(c.degree);
  pattern.sort((a, b) => a - b);
  return { p, pattern, residues: kept, components, Q: null, generation };
}

/** The monic irreducible factors mod p from a distinct-degree factorization (ws of degree n). */
export function factorsFromDdf(ddf: DdfWord, ws: DdfWorkspace): PolyP[] {
  if (ws.n === 1) {
    ws.load(ddf.residues, ddf.p);
    return [toPolyP(ws.F, 1)];
  }
  let { Q, components } = ddf;
  if (Q === null) {
    if (ddf.generation !== generation) components = distinctDegreeWord(ddf.residues, ddf.p, ws)!.components;
    Q = frobeniusScratch;
  }
  ws.load(ddf.residues, ddf.p);
  const out: PolyP[] = [];
  for (const c of components) equalDegree(ws, Q, c, ddf.p, out);
  return out;
}

/**
 * Monic irreducible factors mod p (odd prime below 2^20) of f given by its residues (n + 1 of them,
 * in [0, p), leading one nonzero; f squarefree mod p).
 */
export function factorModPWord(residues: ArrayLike<number>, p: number): PolyP[] {
  const ws = new DdfWorkspace(residues.length - 1);
  const ddf = distinctDegreeWord(residues, p, ws);
  if (ddf === null) throw new RangeError('f mod p must keep its degree and be squarefree');
  return factorsFromDdf(ddf, ws);
}
