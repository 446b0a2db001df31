/**
 * Bézout coefficients of two coprime polynomials mod a small prime p (< 2^20) by the extended
 * Euclidean algorithm in word-size float64 arithmetic, in reused buffers: the word-size Hensel lift
 * (liftWord.ts) needs one pair per node of its factor tree, and the BigInt lift (hensel.ts) one per
 * node too. A `number[]` version (extGcdP, now the tests' reference in
 * test/unit/igp24/reference/factorModP.ts) allocated a quotient, a remainder and two products per
 * Euclid step and divided twice, which made it the costliest part of the lift. The pair with
 * deg s < deg h and deg t < deg g is unique, so both give the same answer.
 */

import { invMod, reduce } from '../arith/wordModP';
import { trimDegree } from './ddfWord';

/** The Euclid buffers (remainders and cofactors), grown to the largest degree seen. */
let size = 0;
let r0 = new Float64Array(0);
let r1 = new Float64Array(0);
let s0 = new Float64Array(0);
let s1 = new Float64Array(0);
let t0 = new Float64Array(0);
let t1 = new Float64Array(0);

function grow(n: number): void {
  if (n <= size) return;
  size = n;
  r0 = new Float64Array(n);
  r1 = new Float64Array(n);
  s0 = new Float64Array(n);
  s1 = new Float64Array(n);
  t0 = new Float64Array(n);
  t1 = new Float64Array(n);
}

/**
 * s, t with s·g + t·h ≡ 1 (mod p), deg s < dh, deg t < dg, written into s[0..dh−1] and t[0..dg−1]
 * (zero-padded), for g, h of degrees dg, dh ≥ 1 with reduced coefficients and nonzero leading ones.
 * Throws when g and h are not coprime mod p.
 */
export function bezoutWord(
  g: ArrayLike<number>,
  dg: number,
  h: ArrayLike<number>,
  dh: number,
  p: number,
  s: Float64Array,
  t: Float64Array,
): void {
  const ip = 1 / p;
  grow(Math.max(dg, dh) + 1);
  let a = r0;
  let b = r1;
  let sa = s0;
  let sb = s1;
  let ta = t0;
  let tb = t1;
  a.fill(0);
  b.fill(0);
  sa.fill(0);
  sb.fill(0);
  ta.fill(0);
  tb.fill(0);
  for (let i = 0; i <= dg; i++) a[i] = g[i]!;
  for (let i = 0; i <= dh; i++) b[i] = h[i]!;
  // a = sa·g + ta·h and b = sb·g + tb·h throughout; ls*, lt*: degree bounds of the cofactors.
  sa[0] = 1;
  tb[0] = 1;
  let da = dg;
  let db = dh;
  let lsa = 0;
  let lsb = -1;
  let lta = -1;
  let ltb = 0;
  while (db > 0) {
    // a = q·b + r in place; sa −= q·sb, ta −= q·tb as each quotient coefficient appears. The lazy
    // sums collect at most deg q + 1 products below p² < 2^40 each: exact.
    const c = invMod(b[db]!, p);
    for (let i = da; i >= db; i--) {
      const top = reduce(a[i]!, p, ip);
      a[i] = 0;
      if (top === 0) continue;
      const q = reduce(top * c, p, ip);
      const off = i - db;
      for (let j = 0; j < db; j++) a[off + j] = a[off + j]! - q * b[j]!;
      for (let j = 0; j <= lsb; j++) sa[off + j] = sa[off + j]! - q * sb[j]!;
      for (let j = 0; j <= ltb; j++) ta[off + j] = ta[off + j]! - q * tb[j]!;
    }
    if (da >= db) {
      lsa = Math.max(lsa, da - db + lsb);
      lta = Math.max(lta, da - db + ltb);
    }
    for (let j = 0; j <= lsa; j++) sa[j] = reduce(sa[j]!, p, ip);
    for (let j = 0; j <= lta; j++) ta[j] = reduce(ta[j]!, p, ip);
    const top = Math.min(da, db - 1);
    for (let j = 0; j <= top; j++) a[j] = reduce(a[j]!, p, ip);
    const dr = trimDegree(a, top);
    lsa = trimDegree(sa, lsa);
    lta = trimDegree(ta, lta);
    // (a, b) ← (b, r), cofactors alike (plain swaps: no array literal per step in cold code).
    const ra = a;
    a = b;
    b = ra;
    const rs = sa;
    sa = sb;
    sb = rs;
    const rt = ta;
    ta = tb;
    tb = rt;
    const ls = lsa;
    lsa = lsb;
    lsb = ls;
    const lt = lta;
    lta = ltb;
    ltb = lt;
    da = db;
    db = dr;
  }
  if (db < 0) throw new RangeError('bezoutWord needs polynomials coprime mod p');
  // b is the nonzero constant b[0] = sb·g + tb·h.
  const c = invMod(b[0]!, p);
  s.fill(0, 0, dh);
  t.fill(0, 0, dg);
  for (let j = 0; j <= lsb; j++) s[j] = reduce(sb[j]! * c, p, ip);
  for (let j = 0; j <= ltb; j++) t[j] = reduce(tb[j]! * c, p, ip);
}
