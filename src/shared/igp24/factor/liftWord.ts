/**
 * Multifactor Hensel lifting of monic factors mod p to M = p^k < 2^26 in float64 arithmetic, for
 * the word-size recombination (recombineWord.ts): a balanced factor tree of quadratic two-factor
 * steps (as hensel.ts does in BigInt). Every pair works in the same grown-once Float64Arrays, its
 * Bézout pair from the word-size extended Euclid (bezoutWord.ts), and
 * products are summed lazily: residues taken symmetric (|x| ≤ M/2 < 2^25) have products of at most
 * 2^50, so seven of them on top of a reduced entry stay below 2^53 and exact, and an entry is
 * reduced once per seven rows instead of once per product. Polynomials are ascending coefficient
 * arrays of a fixed length (zero-padded), residues in [0, M).
 */

import { reduce } from '../arith/wordModP';
import { bezoutWord } from './bezoutWord';
import { ddfKernel } from './ddfKernel';
import type { PolyP } from './polyModP';

const LAZY_ROWS = 7;

/** The modulus of one lifting step and its constants. */
interface Mod {
  m: number;
  im: number;
  half: number;
}

const modOf = (m: number): Mod => ({ m, im: 1 / m, half: m / 2 });

/** out[0..la+lb−2] = a[0..la−1]·b[0..lb−1] mod m; sym is scratch of length ≥ lb. */
function mulInto(
  a: Float64Array,
  la: number,
  b: Float64Array,
  lb: number,
  out: Float64Array,
  sym: Float64Array,
  { m, im, half }: Mod,
): void {
  for (let j = 0; j < lb; j++) sym[j] = b[j]! > half ? b[j]! - m : b[j]!;
  const lr = la + lb - 1;
  out.fill(0, 0, lr);
  let rows = 0;
  let from = 0;
  for (let i = 0; i < la; i++) {
    let ai = a[i]!;
    if (ai === 0) continue;
    if (ai > half) ai -= m;
    for (let j = 0; j < lb; j++) out[i + j] = out[i + j]! + ai * sym[j]!;
    if (++rows === LAZY_ROWS) {
      for (let k = from; k < i + lb; k++) out[k] = reduce(out[k]!, m, im);
      rows = 0;
      from = i + 1;
    }
  }
  for (let k = 0; k < lr; k++) out[k] = reduce(out[k]!, m, im);
}

/**
 * a[0..la−1] divided by the MONIC b of degree db, mod m: quotient into q[0..la−db−1], remainder left
 * in a[0..db−1] (a is overwritten); sym is scratch of length ≥ db.
 */
function divModInto(
  a: Float64Array,
  la: number,
  b: Float64Array,
  db: number,
  q: Float64Array,
  sym: Float64Array,
  { m, im, half }: Mod,
): void {
  for (let j = 0; j < db; j++) sym[j] = b[j]! > half ? b[j]! - m : b[j]!;
  q.fill(0, 0, Math.max(0, la - db));
  let rows = 0;
  for (let i = la - 1; i >= db; i--) {
    const c = reduce(a[i]!, m, im);
    a[i] = 0;
    q[i - db] = c;
    if (c === 0) continue;
    const cs = c > half ? c - m : c;
    const off = i - db;
    for (let j = 0; j < db; j++) a[off + j] = a[off + j]! - cs * sym[j]!;
    if (++rows === LAZY_ROWS) {
      for (let k = 0; k < i; k++) a[k] = reduce(a[k]!, m, im);
      rows = 0;
    }
  }
  for (let k = 0; k < Math.min(db, la); k++) a[k] = reduce(a[k]!, m, im);
}

/**
 * The working buffers of a lifting step, shared by every pair (a pair is lifted completely before
 * the next one starts) and grown to the largest size seen: a fresh set per pair and per step was
 * most of the lift's allocation.
 */
let poolSize = 0;
let sym = new Float64Array(0);
let prod = new Float64Array(0);
let err = new Float64Array(0);
let quo = new Float64Array(0);
let acc = new Float64Array(0);
let acc2 = new Float64Array(0);
let sBuf = new Float64Array(0);
let tBuf = new Float64Array(0);

function growPool(size: number): void {
  if (size <= poolSize) return;
  poolSize = size;
  sym = new Float64Array(size);
  prod = new Float64Array(size);
  err = new Float64Array(size);
  quo = new Float64Array(size);
  acc = new Float64Array(size);
  acc2 = new Float64Array(size);
  sBuf = new Float64Array(size);
  tBuf = new Float64Array(size);
}

/**
 * Lifts f ≡ g·h (mod p) (g, h monic and coprime mod p, f monic of degree dg + dh with residues mod
 * p^k) to monic g, h mod p^k with f ≡ g·h, by quadratic steps p^e, e = 1, …, ⌈k/2⌉, k; g and h
 * (degrees dg, dh, residues mod p) are lifted in place.
 */
function liftPair(
  f: Float64Array,
  g: Float64Array,
  dg: number,
  h: Float64Array,
  dh: number,
  p: number,
  k: number,
): void {
  const n = dg + dh;
  growPool(2 * n + 1);
  // s has degree < dh, t degree < dg (zero-padded to at least one coefficient).
  const s = sBuf;
  const t = tBuf;
  const ls = Math.max(dh, 1);
  const lt = Math.max(dg, 1);
  s.fill(0, 0, ls);
  t.fill(0, 0, lt);
  bezoutWord(g, dg, h, dh, p, s, t);
  const es: number[] = [k];
  while (es[es.length - 1]! > 1) es.push(Math.ceil(es[es.length - 1]! / 2));
  es.reverse();
  for (let step = 1; step < es.length; step++) {
    const mod = modOf(p ** es[step]!);
    const { m, im } = mod;
    // err = f − g·h mod M (degree < n: both sides monic of degree n).
    mulInto(g, dg + 1, h, dh + 1, prod, sym, mod);
    for (let i = 0; i < n; i++) err[i] = reduce(reduce(f[i]!, m, im) - prod[i]!, m, im);
    // s·err = q·h + r; g += t·err + q·g; h += r.
    mulInto(s, ls, err, n, prod, sym, mod);
    const lse = ls + n - 1;
    divModInto(prod, lse, h, dh, quo, sym, mod);
    mulInto(t, lt, err, n, acc, sym, mod);
    const lq = Math.max(0, lse - dh);
    if (lq > 0) mulInto(quo, lq, g, dg + 1, acc2, sym, mod);
    else acc2.fill(0, 0, dg);
    for (let i = 0; i < dg; i++) g[i] = reduce(g[i]! + acc[i]! + acc2[i]!, m, im);
    for (let i = 0; i < dh; i++) h[i] = reduce(h[i]! + prod[i]!, m, im);
    // The Bézout pair is only needed for a further step.
    if (step === es.length - 1) break;
    // b = s·g + t·h − 1 (degree < n); s·b = c·h + d; s −= d; t −= t·b + c·g.
    mulInto(s, ls, g, dg + 1, prod, sym, mod);
    mulInto(t, lt, h, dh + 1, acc, sym, mod);
    for (let i = 0; i < n; i++) err[i] = reduce(prod[i]! + acc[i]! - (i === 0 ? 1 : 0), m, im);
    mulInto(s, ls, err, n, prod, sym, mod);
    const lsb = ls + n - 1;
    divModInto(prod, lsb, h, dh, quo, sym, mod);
    for (let i = 0; i < ls; i++) s[i] = reduce(s[i]! - (i < dh ? prod[i]! : 0), m, im);
    mulInto(t, lt, err, n, acc, sym, mod);
    const lc = Math.max(0, lsb - dh);
    if (lc > 0) mulInto(quo, lc, g, dg + 1, acc2, sym, mod);
    else acc2.fill(0, 0, lt);
    for (let i = 0; i < lt; i++) t[i] = reduce(t[i]! - acc[i]! - acc2[i]!, m, im);
  }
}

/** The monic product mod p of us[from..to−1] (length: its degree + 1). */
function productModP(us: PolyP[], from: number, to: number, p: number): Float64Array {
  let deg = 0;
  for (let i = from; i < to; i++) deg += us[i]!.length - 1;
  let out = Float64Array.from(us[from]!);
  let d = out.length - 1;
  growPool(2 * deg + 2);
  const mod = modOf(p);
  for (let i = from + 1; i < to; i++) {
    const u = us[i]!;
    for (let j = 0; j < u.length; j++) acc2[j] = u[j]!;
    const next = new Float64Array(d + u.length);
    mulInto(out, d + 1, acc2, u.length, next, sym, mod);
    out = next;
    d = out.length - 1;
  }
  return out;
}

/** Monic factors mod p^k of f (monic, residues mod p^k), lifted from the monic factors `us` mod p,
 * in the same order (number arrays of length degree + 1): by the WebAssembly kernel where the
 * process has switched it on (assembly/lift.ts, the same steps and answers), else here. */
export function liftFactorsWord(f: ArrayLike<number>, us: PolyP[], p: number, k: number): number[][] {
  const kernel = ddfKernel();
  if (kernel !== null) return kernel.liftFactors(f, us, p, k);
  const out: number[][] = [];
  const walk = (F: Float64Array, from: number, to: number): void => {
    if (to - from === 1) {
      out.push(Array.from(F));
      return;
    }
    const half = (from + to) >> 1;
    const g = productModP(us, from, half, p);
    const h = productModP(us, half, to, p);
    liftPair(F, g, g.length - 1, h, h.length - 1, p, k);
    walk(g, from, half);
    walk(h, half, to);
  };
  walk(Float64Array.from(f), 0, us.length);
  return out;
}
