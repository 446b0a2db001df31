/**
 * AssemblyScript port of the word-size Hensel lift (src/shared/igp24/factor/liftWord.ts and its Bézout
 * pairs, bezoutWord.ts): the same balanced factor tree, the same quadratic steps, the same lazy
 * float64 sums. Every value it returns is a canonical residue, so it returns exactly what the
 * JavaScript does.
 *
 * Calling convention: f's residues mod p^k (monic, n + 1 of them) at liftInputPtr(), the monic
 * factors mod p as factorModP leaves them (degrees at degreesPtr(), coefficients at factorsPtr()),
 * then liftFactors(n, p, k, count); the lifted factors come back at liftedPtr(), one after another
 * in the same order, degree + 1 coefficients each.
 */
import { copy, invMod, kept, L, LI, S, trimDegree, zero } from './memory';

const MAX_N: i32 = 2048;
const LAZY_ROWS: i32 = 7;

const INPUT: usize = memory.data((MAX_N + 1) * 8, 16);
const LIFTED: usize = memory.data((2 * MAX_N + 2) * 8, 16);
const LIFT_BASE: usize = memory.data((MAX_N + 1) * 4, 16);

export function liftInputPtr(): usize {
  return INPUT;
}

export function liftedPtr(): usize {
  return LIFTED;
}

// ---- The modulus of the current step ----

let m: f64 = 0;
let im: f64 = 0;
let half: f64 = 0;

function setModulus(modulus: f64): void {
  m = modulus;
  im = 1 / modulus;
  half = modulus / 2;
}

// @ts-ignore: decorator
@inline function reduce(x: f64): f64 {
  const r = x - Math.floor(x * im) * m;
  return r < 0 ? r + m : r >= m ? r - m : r;
}

// ---- Buffers per degree: the step's vectors, Bézout's six, and a stack for the factor tree ----

let sym: usize = 0;
let prod: usize = 0;
let err: usize = 0;
let quo: usize = 0;
let acc: usize = 0;
let acc2: usize = 0;
let sBuf: usize = 0;
let tBuf: usize = 0;
let r0: usize = 0;
let r1: usize = 0;
let s0: usize = 0;
let s1: usize = 0;
let t0: usize = 0;
let t1: usize = 0;
let stack: usize = 0;
let stackTop: i32 = 0;

/** Levels of the factor tree the stack holds (a tree of at most 2048 leaves has 12). */
const STACK_LEVELS: i32 = 16;

function layout(base: usize, n: i32): usize {
  const big = (<usize>(2 * n + 2) << 3) + 16;
  const small = (<usize>(n + 2) << 3) + 16;
  let at = base;
  sym = at; at += big;
  prod = at; at += big;
  err = at; at += big;
  quo = at; at += big;
  acc = at; at += big;
  acc2 = at; at += big;
  sBuf = at; at += big;
  tBuf = at; at += big;
  r0 = at; at += small;
  r1 = at; at += small;
  s0 = at; at += small;
  s1 = at; at += small;
  t0 = at; at += small;
  t1 = at; at += small;
  stack = at; at += <usize>STACK_LEVELS * ((<usize>(n + 2) << 3) + 16);
  return at;
}

function useBuffers(n: i32): void {
  layout(kept(LIFT_BASE, n, layout(0, n)), n);
}

// ---- Products and division mod m (liftWord.ts mulInto, divModInto) ----

/** out[0..la+lb−2] = a·b mod m, lazily reduced every LAZY_ROWS rows of symmetric products. */
function mulInto(a: usize, la: i32, b: usize, lb: i32, out: usize): void {
  for (let j = 0; j < lb; j++) {
    const bj = L(b, j);
    S(sym, j, bj > half ? bj - m : bj);
  }
  const lr = la + lb - 1;
  zero(out, 0, lr);
  let rows = 0;
  let from = 0;
  for (let i = 0; i < la; i++) {
    let ai = L(a, i);
    if (ai == 0) continue;
    if (ai > half) ai -= m;
    for (let j = 0; j < lb; j++) S(out, i + j, L(out, i + j) + ai * L(sym, j));
    if (++rows == LAZY_ROWS) {
      for (let q = from; q < i + lb; q++) S(out, q, reduce(L(out, q)));
      rows = 0;
      from = i + 1;
    }
  }
  for (let q = 0; q < lr; q++) S(out, q, reduce(L(out, q)));
}

/** a[0..la−1] by the monic b of degree db: quotient into q[0..la−db−1], remainder in a[0..db−1]. */
function divModInto(a: usize, la: i32, b: usize, db: i32, q: usize): void {
  for (let j = 0; j < db; j++) {
    const bj = L(b, j);
    S(sym, j, bj > half ? bj - m : bj);
  }
  zero(q, 0, la - db);
  let rows = 0;
  for (let i = la - 1; i >= db; i--) {
    const c = reduce(L(a, i));
    S(a, i, 0);
    S(q, i - db, c);
    if (c == 0) continue;
    const cs = c > half ? c - m : c;
    const off = i - db;
    for (let j = 0; j < db; j++) S(a, off + j, L(a, off + j) - cs * L(sym, j));
    if (++rows == LAZY_ROWS) {
      for (let r = 0; r < i; r++) S(a, r, reduce(L(a, r)));
      rows = 0;
    }
  }
  const top = min(db, la);
  for (let r = 0; r < top; r++) S(a, r, reduce(L(a, r)));
}

// ---- Bézout pairs mod p (bezoutWord.ts) ----

/** s·g + t·h ≡ 1 (mod p) with deg s < dh, deg t < dg, into s and t (zero-padded). The modulus
 * must be p. */
function bezout(gp: usize, dg: i32, hp: usize, dh: i32, pi: i32, s: usize, t: usize): void {
  const size = max(dg, dh) + 1;
  let a = r0;
  let b = r1;
  let sa = s0;
  let sb = s1;
  let ta = t0;
  let tb = t1;
  zero(a, 0, size);
  zero(b, 0, size);
  zero(sa, 0, size);
  zero(sb, 0, size);
  zero(ta, 0, size);
  zero(tb, 0, size);
  copy(a, gp, dg + 1);
  copy(b, hp, dh + 1);
  S(sa, 0, 1);
  S(tb, 0, 1);
  let da = dg;
  let db = dh;
  let lsa = 0;
  let lsb = -1;
  let lta = -1;
  let ltb = 0;
  while (db > 0) {
    const c = <f64>invMod(<i32>L(b, db), pi);
    for (let i = da; i >= db; i--) {
      const topc = reduce(L(a, i));
      S(a, i, 0);
      if (topc == 0) continue;
      const q = reduce(topc * c);
      const off = i - db;
      for (let j = 0; j < db; j++) S(a, off + j, L(a, off + j) - q * L(b, j));
      for (let j = 0; j <= lsb; j++) S(sa, off + j, L(sa, off + j) - q * L(sb, j));
      for (let j = 0; j <= ltb; j++) S(ta, off + j, L(ta, off + j) - q * L(tb, j));
    }
    if (da >= db) {
      lsa = max(lsa, da - db + lsb);
      lta = max(lta, da - db + ltb);
    }
    for (let j = 0; j <= lsa; j++) S(sa, j, reduce(L(sa, j)));
    for (let j = 0; j <= lta; j++) S(ta, j, reduce(L(ta, j)));
    const top = min(da, db - 1);
    for (let j = 0; j <= top; j++) S(a, j, reduce(L(a, j)));
    const dr = trimDegree(a, top);
    lsa = trimDegree(sa, lsa);
    lta = trimDegree(ta, lta);
    let x = a;
    a = b;
    b = x;
    x = sa;
    sa = sb;
    sb = x;
    x = ta;
    ta = tb;
    tb = x;
    let y = lsa;
    lsa = lsb;
    lsb = y;
    y = lta;
    lta = ltb;
    ltb = y;
    da = db;
    db = dr;
  }
  if (db < 0) unreachable();
  const c = <f64>invMod(<i32>L(b, 0), pi);
  zero(s, 0, dh);
  zero(t, 0, dg);
  for (let j = 0; j <= lsb; j++) S(s, j, reduce(L(sb, j) * c));
  for (let j = 0; j <= ltb; j++) S(t, j, reduce(L(tb, j) * c));
}

// ---- The lift (liftWord.ts liftPair, productModP, liftFactorsWord) ----

/** p^e, exact (by multiplication: below 2^53 every product is). */
function power(pi: i32, e: i32): f64 {
  let r: f64 = 1;
  for (let i = 0; i < e; i++) r *= <f64>pi;
  return r;
}

/** The exponents of the quadratic steps, 1 = e_0 < e_1 < … < e_last = k. */
const EXPONENTS: usize = memory.data(64 * 4, 16);

/** Lifts f ≡ g·h (mod p) to mod p^k in place (g, h monic of degrees dg, dh). */
function liftPair(f: usize, gp: usize, dg: i32, hp: usize, dh: i32, pi: i32, kExp: i32): void {
  const n = dg + dh;
  const s = sBuf;
  const t = tBuf;
  const ls = max(dh, 1);
  const lt = max(dg, 1);
  zero(s, 0, ls);
  zero(t, 0, lt);
  setModulus(<f64>pi);
  bezout(gp, dg, hp, dh, pi, s, t);
  // The steps ⌈k/2^j⌉ … k, smallest first.
  let steps = 0;
  let e = kExp;
  store<i32>(EXPONENTS, e);
  while (e > 1) {
    e = (e + 1) >> 1;
    steps++;
    store<i32>(EXPONENTS + (<usize>steps << 2), e);
  }
  for (let step = steps - 1; step >= 0; step--) {
    setModulus(power(pi, load<i32>(EXPONENTS + (<usize>step << 2))));
    // err = f − g·h mod m (degree < n).
    mulInto(gp, dg + 1, hp, dh + 1, prod);
    for (let i = 0; i < n; i++) S(err, i, reduce(reduce(L(f, i)) - L(prod, i)));
    // s·err = q·h + r; g += t·err + q·g; h += r.
    mulInto(s, ls, err, n, prod);
    const lse = ls + n - 1;
    divModInto(prod, lse, hp, dh, quo);
    mulInto(t, lt, err, n, acc);
    const lq = max(0, lse - dh);
    if (lq > 0) mulInto(quo, lq, gp, dg + 1, acc2);
    else zero(acc2, 0, dg);
    for (let i = 0; i < dg; i++) S(gp, i, reduce(L(gp, i) + L(acc, i) + L(acc2, i)));
    for (let i = 0; i < dh; i++) S(hp, i, reduce(L(hp, i) + L(prod, i)));
    if (step == 0) break;
    // b = s·g + t·h − 1; s·b = c·h + d; s −= d; t −= t·b + c·g.
    mulInto(s, ls, gp, dg + 1, prod);
    mulInto(t, lt, hp, dh + 1, acc);
    for (let i = 0; i < n; i++) S(err, i, reduce(L(prod, i) + L(acc, i) - (i == 0 ? 1 : 0)));
    mulInto(s, ls, err, n, prod);
    const lsb = ls + n - 1;
    divModInto(prod, lsb, hp, dh, quo);
    for (let i = 0; i < ls; i++) S(s, i, reduce(L(s, i) - (i < dh ? L(prod, i) : 0)));
    mulInto(t, lt, err, n, acc);
    const lc = max(0, lsb - dh);
    if (lc > 0) mulInto(quo, lc, gp, dg + 1, acc2);
    else zero(acc2, 0, lt);
    for (let i = 0; i < lt; i++) S(t, i, reduce(L(t, i) - L(acc, i) - L(acc2, i)));
  }
}

/** Offsets of the factors mod p at factorsPtr() (set per call). */
const OFFSETS: usize = memory.data((MAX_N + 1) * 4, 16);
let factorsAt: usize = 0;
let degreesAt: usize = 0;

/** The monic product mod p of factors from..to−1 into out; its degree. */
function productModP(from: i32, to: i32, pi: i32, out: usize): i32 {
  setModulus(<f64>pi);
  let d = LI(degreesAt, from);
  copy(out, factorsAt + (<usize>LI(OFFSETS, from) << 3), d + 1);
  for (let i = from + 1; i < to; i++) {
    const du = LI(degreesAt, i);
    copy(acc2, factorsAt + (<usize>LI(OFFSETS, i) << 3), du + 1);
    // The product lands in err, then back into out (mulInto's output must not alias its inputs).
    mulInto(out, d + 1, acc2, du + 1, err);
    d += du;
    copy(out, err, d + 1);
  }
  return d;
}

let liftedTop: i32 = 0;

function walk(f: usize, df: i32, from: i32, to: i32, pi: i32, kExp: i32): void {
  if (to - from == 1) {
    copy(LIFTED + (<usize>liftedTop << 3), f, df + 1);
    liftedTop += df + 1;
    return;
  }
  const mid = (from + to) >> 1;
  const gp = stack + (<usize>stackTop << 3);
  const dg = productModP(from, mid, pi, gp);
  const hp = gp + (<usize>(dg + 1) << 3);
  const dh = productModP(mid, to, pi, hp);
  const used = dg + dh + 2;
  stackTop += used;
  liftPair(f, gp, dg, hp, dh, pi, kExp);
  walk(gp, dg, from, mid, pi, kExp);
  walk(hp, dh, mid, to, pi, kExp);
  stackTop -= used;
}

/**
 * The monic factors mod p^k (p^k below 2^26) of f, lifted from its `count` monic factors mod p
 * (coefficients at `factors`, degrees at `degrees`, as factorModP leaves them); f's residues mod
 * p^k at liftInputPtr(). The lifted factors at liftedPtr(), in the same order. −2 when out of range.
 */
export function liftFactors(n: i32, prime: i32, kExp: i32, count: i32, factors: usize, degrees: usize): i32 {
  if (n < 1 || n > MAX_N || count < 1 || count > n || kExp < 1 || kExp > 26) return -2;
  if (prime < 3 || prime >= 1 << 20 || power(prime, kExp) >= 67108864.0) return -2;
  useBuffers(n);
  factorsAt = factors;
  degreesAt = degrees;
  let at = 0;
  for (let i = 0; i < count; i++) {
    store<i32>(OFFSETS + (<usize>i << 2), at);
    at += LI(degrees, i) + 1;
  }
  liftedTop = 0;
  stackTop = 0;
  // The root of the tree is f itself, copied so that the input stays as it was.
  const root = stack;
  copy(root, INPUT, n + 1);
  stackTop = n + 1;
  walk(root, n, 0, count, prime, kExp);
  return count;
}
