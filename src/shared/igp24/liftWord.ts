/**
 * Multifactor Hensel lifting of monic factors mod p to M = p^k < 2^26 in float64 arithmetic, for
 * the word-size recombination (recombineWord.ts): a balanced factor tree of quadratic two-factor
 * steps (as hensel.ts does in BigInt). Each pair works in a few preallocated Float64Arrays, and
 * products are summed lazily: residues taken symmetric (|x| ≤ M/2 < 2^25) have products of at most
 * 2^50, so seven of them on top of a reduced entry stay below 2^53 and exact, and an entry is
 * reduced once per seven rows instead of once per product. Polynomials are ascending coefficient
 * arrays of a fixed length (zero-padded), residues in [0, M).
 */
import { extGcdP, mulP, type PolyP } from './factorModP';
import { reduce } from './wordModP';

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

const fromP = (a: PolyP, length: number): Float64Array => {
  const out = new Float64Array(length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]!;
  return out;
};

/**
 * Lifts f ≡ g·h (mod p) (g, h monic and coprime mod p, f monic of degree dg + dh with residues mod
 * p^k) to monic g, h mod p^k with f ≡ g·h, by quadratic steps p^e, e = 1, …, ⌈k/2⌉, k.
 */
function liftPair(
  f: Float64Array,
  g0: PolyP,
  h0: PolyP,
  p: number,
  k: number,
): { g: Float64Array; h: Float64Array } {
  const dg = g0.length - 1;
  const dh = h0.length - 1;
  const n = dg + dh;
  const { s: s0, t: t0 } = extGcdP(g0, h0, p);
  const size = 2 * n + 1;
  let g = fromP(g0, dg + 1);
  let h = fromP(h0, dh + 1);
  // s has degree < dh, t degree < dg (zero-padded).
  const s = fromP(s0, Math.max(dh, 1));
  const t = fromP(t0, Math.max(dg, 1));
  const ls = s.length;
  const lt = t.length;
  const sym = new Float64Array(size);
  const prod = new Float64Array(size);
  const err = new Float64Array(size);
  const quo = new Float64Array(size);
  const acc = new Float64Array(size);
  const es: number[] = [k];
  while (es[es.length - 1]! > 1) es.push(Math.ceil(es[es.length - 1]! / 2));
  es.reverse();
  for (let step = 1; step < es.length; step++) {
    const mod = modOf(p ** es[step]!);
    const { m, im } = mod;
    // err = f − g·h mod M (degree < n: both sides monic of degree n).
    mulInto(g, dg + 1, h, dh + 1, prod, sym, mod);
    for (let i = 0; i < n; i++) err[i] = reduce(reduce(f[i]!, m, im) - prod[i]!, m, im);
    // s·err = q·h + r; g1 = g + t·err + q·g; h1 = h + r.
    mulInto(s, ls, err, n, prod, sym, mod);
    const lse = ls + n - 1;
    divModInto(prod, lse, h, dh, quo, sym, mod);
    const g1 = new Float64Array(dg + 1);
    mulInto(t, lt, err, n, acc, sym, mod);
    for (let i = 0; i < dg; i++) g1[i] = g[i]! + acc[i]!;
    const lq = Math.max(0, lse - dh);
    if (lq > 0) {
      mulInto(quo, lq, g, dg + 1, acc, sym, mod);
      for (let i = 0; i < dg; i++) g1[i] = reduce(g1[i]! + acc[i]!, m, im);
    } else for (let i = 0; i < dg; i++) g1[i] = reduce(g1[i]!, m, im);
    g1[dg] = 1;
    const h1 = new Float64Array(dh + 1);
    for (let i = 0; i < dh; i++) h1[i] = reduce(h[i]! + prod[i]!, m, im);
    h1[dh] = 1;
    g = g1;
    h = h1;
    // The Bézout pair is only needed for a further step.
    if (step === es.length - 1) break;
    // b = s·g1 + t·h1 − 1 (degree < n); s·b = c·h1 + d; s −= d; t −= t·b + c·g1.
    mulInto(s, ls, g, dg + 1, prod, sym, mod);
    mulInto(t, lt, h, dh + 1, acc, sym, mod);
    const lb = n;
    for (let i = 0; i < lb; i++) err[i] = reduce(prod[i]! + acc[i]! - (i === 0 ? 1 : 0), m, im);
    mulInto(s, ls, err, lb, prod, sym, mod);
    const lsb = ls + lb - 1;
    divModInto(prod, lsb, h, dh, quo, sym, mod);
    for (let i = 0; i < ls; i++) s[i] = reduce(s[i]! - (i < dh ? prod[i]! : 0), m, im);
    mulInto(t, lt, err, lb, acc, sym, mod);
    const lc = Math.max(0, lsb - dh);
    const tNew = new Float64Array(lt);
    for (let i = 0; i < lt; i++) tNew[i] = t[i]! - acc[i]!;
    if (lc > 0) {
      mulInto(quo, lc, g, dg + 1, acc, sym, mod);
      for (let i = 0; i < lt; i++) t[i] = reduce(tNew[i]! - acc[i]!, m, im);
    } else for (let i = 0; i < lt; i++) t[i] = reduce(tNew[i]!, m, im);
  }
  return { g, h };
}

/** Monic factors mod p^k of f (monic, residues mod p^k), lifted from the monic factors `us` mod p,
 * in the same order (number arrays of length degree + 1). */
export function liftFactorsWord(f: ArrayLike<number>, us: PolyP[], p: number, k: number): number[][] {
  const F = Float64Array.from(f);
  const out: number[][] = [];
  const walk = (F: Float64Array, us: PolyP[]): void => {
    if (us.length === 1) {
      out.push(Array.from(F));
      return;
    }
    const half = us.length >> 1;
    const A = us.slice(0, half);
    const B = us.slice(half);
    const prod = (xs: PolyP[]) => xs.reduce((x, y) => mulP(x, y, p), [1] as PolyP);
    const { g, h } = liftPair(F, prod(A), prod(B), p, k);
    walk(g, A);
    walk(h, B);
  };
  walk(F, us);
  return out;
}
