/**
 * AssemblyScript port of the cycle-type path of DdfWorkspace (src/shared/igp24/factor/ddfWord.ts): the
 * same algorithm, the same float64 lazy-reduction bounds, the same results. Compiled with
 * `--runtime stub`: nothing here is garbage collected; every buffer lives in linear memory at a
 * fixed place, so a call allocates nothing, on either side of the boundary.
 *
 * Calling convention: the caller writes the n + 1 residues of f (in [0, p)) as float64 at
 * `residuesPtr()`, calls `cycleType(n, p, squarefree)`, and reads that many ascending degrees as
 * int32 at `degreesPtr()` (or gets −1). One workspace per degree, made on first use and kept, as
 * the JS side keeps one DdfWorkspace per degree.
 */

const MAX_N: i32 = 2048;
const INVERSE_TABLE_LIMIT: i32 = 4096;

const RES: usize = memory.data((MAX_N + 1) * 8, 16);
const OUT: usize = memory.data(MAX_N * 4, 16);
/** Workspace base per degree (0: not made yet) and inverse table per small prime (0: not made). */
const WS_BASE: usize = memory.data((MAX_N + 1) * 4, 16);
const INV_BASE: usize = memory.data(INVERSE_TABLE_LIMIT * 4, 16);

export function residuesPtr(): usize {
  return RES;
}

export function degreesPtr(): usize {
  return OUT;
}

import { alloc, copy, invMod, kept, L, LI, S, SI, trimDegree, zero } from './memory';

// ---- The current workspace (set by cycleType) ----

let n: i32 = 1;
let pi: i32 = 2;
let p: f64 = 2;
let ip: f64 = 0.5;
let inv: usize = 0;
let k: i32 = 1; // baby steps, ⌈n/2⌉
let F: usize = 0;
let prod: usize = 0;
let Q: usize = 0;
let M: usize = 0;
let sum: usize = 0;
let low: usize = 0;
let xp: usize = 0;
let H: usize = 0;
let acc: usize = 0;
let g: usize = 0;
let u: usize = 0;
let v: usize = 0;
let fNz: usize = 0;
let fNzCount: i32 = 0;
let aNz: usize = 0;
let gcdDeg: usize = 0;
let factors: usize = 0;

/** Sets the buffer pointers of degree n's workspace at `base`; returns its end. */
function layout(base: usize, deg: i32): usize {
  const half = deg >> 1;
  const kk = (deg + 1) >> 1;
  let at = base;
  F = at; at += (<usize>(deg + 1) << 3) + 16;
  prod = at; at += (<usize>(2 * deg) << 3) + 16;
  Q = at; at += (<usize>((kk + 1) * deg) << 3) + 16;
  M = at; at += (<usize>(deg * deg) << 3) + 16;
  sum = at; at += (<usize>deg << 3) + 16;
  low = at; at += (<usize>deg << 3) + 16;
  xp = at; at += (<usize>deg << 3) + 16;
  H = at; at += (<usize>((half + 1) * deg) << 3) + 16;
  acc = at; at += (<usize>deg << 3) + 16;
  g = at; at += (<usize>(deg + 1) << 3) + 16;
  u = at; at += (<usize>(deg + 1) << 3) + 16;
  v = at; at += (<usize>(deg + 1) << 3) + 16;
  fNz = at; at += (<usize>deg << 2) + 16;
  aNz = at; at += (<usize>deg << 2) + 16;
  gcdDeg = at; at += (<usize>(half + 1) << 2) + 16;
  factors = at; at += (<usize>(half + 1) << 2) + 16;
  return at;
}

function useWorkspace(deg: i32): void {
  n = deg;
  k = (deg + 1) >> 1;
  layout(kept(WS_BASE, deg, layout(0, deg)), deg);
}

// ---- Arithmetic mod p ----

/** x mod p in [0, p) for an integer-valued x with |x| + p ≤ 2^53 (as wordModP.reduce). */
// @ts-ignore: decorator
@inline function reduce(x: f64): f64 {
  const r = x - Math.floor(x * ip) * p;
  return r < 0 ? r + p : r >= p ? r - p : r;
}

/** All inverses mod a prime below INVERSE_TABLE_LIMIT (inv(i) = −⌊p/i⌋·inv(p mod i)), kept. */
function inverseTable(): usize {
  if (pi >= INVERSE_TABLE_LIMIT) return 0;
  let t = load<usize>(INV_BASE + (<usize>pi << 2));
  if (t == 0) {
    t = alloc(<usize>pi << 3);
    if (pi > 1) S(t, 1, 1);
    for (let i = 2; i < pi; i++) S(t, i, <f64>((pi - (((pi / i) * <i32>L(t, pi % i)) % pi)) % pi));
    store<usize>(INV_BASE + (<usize>pi << 2), t);
  }
  return t;
}

// @ts-ignore: decorator
@inline function inverse(a: f64): f64 {
  return inv == 0 ? <f64>invMod(<i32>a, pi) : L(inv, <i32>a);
}

// ---- Polynomials mod F ----

function loadF(): bool {
  const lead = L(RES, n);
  if (lead == 0) return false;
  inv = inverseTable();
  const c = inverse(lead);
  let nz = 0;
  for (let i = 0; i < n; i++) {
    const fi = reduce(L(RES, i) * c);
    S(F, i, fi);
    if (fi != 0) SI(fNz, nz++, i);
  }
  fNzCount = nz;
  S(F, n, 1);
  return true;
}

function squarefree(): bool {
  copy(u, F, n + 1);
  let dv = -1;
  for (let i = 1; i <= n; i++) {
    const c = reduce(<f64>i * L(F, i));
    S(v, i - 1, c);
    if (c != 0) dv = i - 1;
  }
  if (dv < 0) return false;
  return gcdDegree(u, n, v, dv) == 0;
}

/** out = a² mod F; out may alias a. */
function sqrMod(a: usize, out: usize): void {
  zero(prod, 0, 2 * n - 1);
  let na = 0;
  for (let i = 0; i < n; i++) if (L(a, i) != 0) SI(aNz, na++, i);
  for (let s = 0; s < na; s++) {
    const i = LI(aNz, s);
    const ai = L(a, i);
    S(prod, 2 * i, L(prod, 2 * i) + ai * ai);
    const twice = 2 * ai;
    for (let t = s + 1; t < na; t++) {
      const j = LI(aNz, t);
      S(prod, i + j, L(prod, i + j) + twice * L(a, j));
    }
  }
  reduceProd(out);
}

/** prod (degree ≤ 2n − 2, entries below n·p²) mod the monic F into out (entries stay < 2n·p²). */
function reduceProd(out: usize): void {
  const nz = fNzCount;
  for (let kk = 2 * n - 2; kk >= n; kk--) {
    const c = reduce(L(prod, kk));
    if (c == 0) continue;
    const off = kk - n;
    for (let t = 0; t < nz; t++) {
      const j = LI(fNz, t);
      S(prod, off + j, L(prod, off + j) - c * L(F, j));
    }
  }
  for (let j = 0; j < n; j++) S(out, j, reduce(L(prod, j)));
}

/** a·x mod F in place. */
function mulX(a: usize): void {
  const topc = L(a, n - 1);
  for (let j = n - 1; j >= 1; j--) S(a, j, reduce(L(a, j - 1) - topc * L(F, j)));
  S(a, 0, reduce(-topc * L(F, 0)));
}

/** xp = x^p mod F by left-to-right squaring. */
function powerX(): void {
  let bit = 31 - clz<i32>(pi);
  let t = 1;
  while (bit > 0 && 2 * t + ((pi >>> (bit - 1)) & 1) < n) {
    bit--;
    t = 2 * t + ((pi >>> bit) & 1);
  }
  zero(xp, 0, n);
  if (t < n) S(xp, t, 1);
  else S(xp, 0, reduce(-L(F, 0)));
  for (bit--; bit >= 0; bit--) {
    sqrMod(xp, xp);
    if ((pi >>> bit) & 1) mulX(xp);
  }
}

/** M row j = x^j·a mod F, lazily reduced (see ddfWord.ts multiplicationMatrix). */
function multiplicationMatrix(a: usize): void {
  copy(M, a, n);
  for (let j = 1; j < n; j++) {
    const src = (j - 1) * n;
    const dst = j * n;
    const topc = reduce(L(M, src + n - 1));
    S(M, dst, -topc * L(F, 0));
    for (let kk = 1; kk < n; kk++) S(M, dst + kk, L(M, src + kk - 1) - topc * L(F, kk));
  }
  if (<f64>n * <f64>n * p * p * p >= 4503599627370496.0)
    for (let kk = 0; kk < n * n; kk++) S(M, kk, reduce(L(M, kk)));
}

/** out = vec·M mod F plus `add` (or nothing when add is 0) before the reduction. */
function timesM(vec: usize, out: usize, add: usize): void {
  if (add == 0) zero(acc, 0, n);
  else copy(acc, add, n);
  for (let j = 0; j < n; j++) {
    const c = L(vec, j);
    if (c == 0) continue;
    const row = M + (<usize>(j * n) << 3);
    for (let kk = 0; kk < n; kk++) S(acc, kk, L(acc, kk) + c * L(row, kk));
  }
  for (let kk = 0; kk < n; kk++) S(out, kk, reduce(L(acc, kk)));
}

function row(a: usize, i: i32): usize {
  return a + (<usize>(i * n) << 3);
}

/** Baby-step rows Q_i = x^(p·i) mod F for i ≤ k, and M = multiplication by Q_k. */
function frobeniusSteps(): void {
  zero(Q, 0, n);
  S(Q, 0, 1);
  copy(row(Q, 1), xp, n);
  multiplicationMatrix(xp);
  for (let i = 2; i <= k; i++) timesM(row(Q, i - 1), row(Q, i), 0);
  multiplicationMatrix(row(Q, k));
}

/** out = Σ_(i<count) h[i]·Q_i, unreduced. */
function blockSum(h: usize, count: i32, out: usize): void {
  zero(out, 0, n);
  for (let i = 0; i < count; i++) {
    const c = L(h, i);
    if (c == 0) continue;
    const r = row(Q, i);
    for (let j = 0; j < n; j++) S(out, j, L(out, j) + c * L(r, j));
  }
}

/** Row d of H = h_(d−1)(x^p) mod F. */
function applyFrobenius(d: i32): void {
  const src = row(H, d - 1);
  blockSum(src + (<usize>k << 3), n - k, sum);
  for (let j = 0; j < n; j++) S(sum, j, reduce(L(sum, j)));
  blockSum(src, k, low);
  timesM(sum, row(H, d), low);
}

function frobeniusTrace(): f64 {
  let trace: f64 = 0;
  for (let i = 0; i <= k; i++) trace += L(Q, i * n + i);
  for (let i = k + 1; i < n; i++) {
    const r = (i - k) * n;
    let c: f64 = 0;
    for (let j = 0; j < n; j++) c += L(Q, r + j) * L(M, j * n + i);
    trace += reduce(c);
  }
  return reduce(trace);
}

function isX(d: i32): bool {
  const r = row(H, d);
  if (L(r, 1) != 1 || L(r, 0) != 0) return false;
  for (let j = 2; j < n; j++) if (L(r, j) != 0) return false;
  return true;
}

function hMinusX(d: i32): i32 {
  copy(v, row(H, d), n);
  const c = L(v, 1);
  S(v, 1, c == 0 ? p - 1 : c - 1);
  return trimDegree(v, n - 1);
}

/** a (degree da) mod b (degree db, b[db] ≠ 0, lead = b[db]⁻¹) in place; the remainder's degree. */
function remainder(a: usize, da: i32, b: usize, db: i32, lead: f64): i32 {
  for (let i = da; i >= db; i--) {
    const t = reduce(L(a, i));
    S(a, i, 0);
    if (t == 0) continue;
    const c = reduce(t * lead);
    const off = i - db;
    for (let j = 0; j < db; j++) S(a, off + j, L(a, off + j) - c * L(b, j));
  }
  const hi = min(da, db - 1);
  for (let j = 0; j <= hi; j++) S(a, j, reduce(L(a, j)));
  return trimDegree(a, hi);
}

/** Degree of gcd(u, v) by Euclid in the two buffers; the monic gcd is left in u0. */
function gcdDegree(u0: usize, du: i32, v0: usize, dv: i32): i32 {
  let a = u0;
  let b = v0;
  let da = du;
  let db = dv;
  while (db > 0) {
    const dr = remainder(a, da, b, db, inverse(L(b, db)));
    const t = a;
    a = b;
    b = t;
    da = db;
    db = dr;
  }
  if (db == 0) {
    S(u0, 0, 1);
    return 0;
  }
  const c = inverse(L(a, da));
  for (let j = 0; j < da; j++) S(u0, j, reduce(L(a, j) * c));
  S(u0, da, 1);
  return da;
}

/** gm (degree m) / c (monic, degree kc) in place, exact; returns m − kc. */
function divideMonic(gm: usize, m: i32, c: usize, kc: i32): i32 {
  const dq = m - kc;
  for (let i = m; i >= kc; i--) {
    const q = reduce(L(gm, i));
    S(gm, i, q);
    if (q == 0) continue;
    const off = i - kc;
    for (let j = 0; j < kc; j++) S(gm, off + j, L(gm, off + j) - q * L(c, j));
  }
  for (let j = 0; j <= dq; j++) S(gm, j, L(gm, kc + j));
  for (let j = dq + 1; j <= m; j++) S(gm, j, 0);
  return dq;
}

function dividingDegrees(lcm: i32): i32 {
  for (let e = 0; e <= lcm; e++) SI(gcdDeg, e, -1);
  if (lcm > 1) {
    const linear = frobeniusTrace();
    if (linear != 0 || p > <f64>n) SI(gcdDeg, 1, <i32>linear);
  }
  for (let e = lcm - 1; e >= 1; e--) {
    if (lcm % e != 0 || LI(gcdDeg, e) != -1) continue;
    const dv = hMinusX(e);
    copy(u, F, n + 1);
    const kk = gcdDegree(u, n, v, dv);
    SI(gcdDeg, e, kk);
    if (kk == 0) for (let e2 = 1; e2 < e; e2++) if (e % e2 == 0) SI(gcdDeg, e2, 0);
  }
  let count = 0;
  let used = 0;
  for (let e = 1; e < lcm; e++) {
    if (lcm % e != 0) continue;
    let s = LI(gcdDeg, e);
    for (let e2 = 1; e2 < e; e2++) if (e % e2 == 0) s -= e2 * LI(factors, e2);
    SI(factors, e, s / e);
    for (let c = 0; <f64>c < <f64>s / <f64>e; c++) SI(OUT, count++, e);
    used += s;
  }
  for (let c = 0; <f64>c < <f64>(n - used) / <f64>lcm; c++) SI(OUT, count++, lcm);
  return count;
}

function distinctDegree(): i32 {
  if (n == 1) {
    SI(OUT, 0, 1);
    return 1;
  }
  powerX();
  const half = n >> 1;
  zero(H, 0, n);
  S(H, 1, 1);
  copy(row(H, 1), xp, n);
  let lcm = isX(1) ? 1 : 0;
  let rows = 1;
  if (lcm == 0 && half >= 2) frobeniusSteps();
  for (let d = 2; d <= half && lcm == 0; d++) {
    applyFrobenius(d);
    rows = d;
    if (isX(d)) {
      lcm = d;
      break;
    }
  }
  if (lcm > 0) return dividingDegrees(lcm);
  let count = 0;
  copy(g, F, n + 1);
  let m = n;
  for (let d = 1; 2 * d <= m && d <= rows; d++) {
    let dv = hMinusX(d);
    if (dv >= 0) dv = remainder(v, dv, g, m, 1);
    if (dv < 0) {
      for (let c = 0; <f64>c < <f64>m / <f64>d; c++) SI(OUT, count++, d);
      m = 0;
      break;
    }
    copy(u, g, m + 1);
    const kk = gcdDegree(u, m, v, dv);
    if (kk > 0) {
      for (let c = 0; <f64>c < <f64>kk / <f64>d; c++) SI(OUT, count++, d);
      m = divideMonic(g, m, u, kk);
    }
  }
  if (m > 0) SI(OUT, count++, m);
  return count;
}

/**
 * Ascending factor degrees of f mod p into degreesPtr(), their number returned, or −1 when p
 * divides the leading coefficient or (unless `known` squarefree) f mod p is not squarefree.
 * −2: degree or prime out of range (1 ≤ n ≤ 2048, 2 ≤ p < 2^20).
 */
export function cycleType(deg: i32, prime: i32, knownSquarefree: bool): i32 {
  if (deg < 1 || deg > MAX_N || prime < 2 || prime >= 1 << 20) return -2;
  useWorkspace(deg);
  pi = prime;
  p = <f64>prime;
  ip = 1 / p;
  if (!loadF()) return -1;
  if (!knownSquarefree && !squarefree()) return -1;
  return distinctDegree();
}

// ---- The factors mod p (factorWord.ts): distinct-degree components, then Cantor–Zassenhaus ----

/** Monic factors, their coefficients one after another (degree + 1 each), ascending. */
const FACTORS: usize = memory.data((2 * MAX_N + 2) * 8, 16);
/** The factor workspace per degree (0: not made yet). */
const FACTOR_BASE: usize = memory.data((MAX_N + 1) * 4, 16);

/** Components (coefficients in comp, degree/size/offset per entry in compMeta), EDF pieces in two
 * pools (coefficients and offset/degree per entry), and the vectors of one split. */
let comp: usize = 0;
let compMeta: usize = 0;
let poolA: usize = 0;
let metaA: usize = 0;
let poolB: usize = 0;
let metaB: usize = 0;
let ra: usize = 0;
let norm: usize = 0;
let rb: usize = 0;
let hv: usize = 0;

function factorLayout(base: usize, deg: i32): usize {
  const coeffs = (<usize>(2 * deg + 2) << 3) + 16;
  const metas = (<usize>(3 * (deg + 1)) << 2) + 16;
  const vec = (<usize>(deg + 1) << 3) + 16;
  let at = base;
  comp = at; at += coeffs;
  compMeta = at; at += metas;
  poolA = at; at += coeffs;
  metaA = at; at += metas;
  poolB = at; at += coeffs;
  metaB = at; at += metas;
  ra = at; at += vec;
  norm = at; at += vec;
  rb = at; at += vec;
  hv = at; at += vec;
  return at;
}

function useFactorWorkspace(deg: i32): void {
  factorLayout(kept(FACTOR_BASE, deg, factorLayout(0, deg)), deg);
}

export function factorsPtr(): usize {
  return FACTORS;
}

/** out = a·b mod F; out may alias a or b. */
function mulMod(a: usize, b: usize, out: usize): void {
  zero(prod, 0, 2 * n - 1);
  for (let i = 0; i < n; i++) {
    const ai = L(a, i);
    if (ai == 0) continue;
    for (let j = 0; j < n; j++) S(prod, i + j, L(prod, i + j) + ai * L(b, j));
  }
  reduceProd(out);
}

/** out = a(x^p) mod F from the baby rows Q and the giant step M (as applyFrobenius); out may
 * alias a. */
function frobeniusOf(a: usize, out: usize): void {
  blockSum(a + (<usize>k << 3), n - k, sum);
  for (let j = 0; j < n; j++) S(sum, j, reduce(L(sum, j)));
  blockSum(a, k, low);
  timesM(sum, out, low);
}

let compCount: i32 = 0;
let compTop: i32 = 0;

function pushComponent(d: i32, src: usize, size: i32): void {
  SI(compMeta, 3 * compCount, d);
  SI(compMeta, 3 * compCount + 1, size);
  SI(compMeta, 3 * compCount + 2, compTop);
  copy(comp + (<usize>compTop << 3), src, size + 1);
  compTop += size + 1;
  compCount++;
}

/** The components of F: for d = 1, 2, …, gcd(x^(p^d) − x, g) split off g (distinctDegree of
 * factorWord.ts). */
function components(): void {
  compCount = 0;
  compTop = 0;
  copy(g, F, n + 1);
  let m = n;
  zero(hv, 0, n);
  S(hv, 1, 1);
  for (let d = 1; 2 * d <= m; d++) {
    frobeniusOf(hv, hv);
    copy(v, hv, n);
    S(v, n, 0);
    const c = L(v, 1);
    S(v, 1, c == 0 ? p - 1 : c - 1);
    const dv = remainder(v, n - 1, g, m, 1);
    if (dv < 0) {
      pushComponent(d, g, m);
      m = 0;
      break;
    }
    copy(u, g, m + 1);
    const kk = gcdDegree(u, m, v, dv);
    if (kk > 0) {
      pushComponent(d, u, kk);
      m = divideMonic(g, m, u, kk);
    }
  }
  if (m > 0) pushComponent(m, g, m);
}

let factorCount: i32 = 0;
let factorTop: i32 = 0;

function pushFactor(src: usize, d: i32): void {
  SI(OUT, factorCount++, d);
  copy(FACTORS + (<usize>factorTop << 3), src, d + 1);
  factorTop += d + 1;
}

/** Pieces of one component: count, and the next free coefficient of each pool. */
let pieceCount: i32 = 0;

function pushPiece(pool: usize, meta: usize, at: i32, src: usize, deg: i32): i32 {
  SI(meta, 2 * pieceCount, at);
  SI(meta, 2 * pieceCount + 1, deg);
  pieceCount++;
  copy(pool + (<usize>at << 3), src, deg + 1);
  return at + deg + 1;
}

/**
 * The factors of degree d of the component with `size` coefficients at `src` (equalDegree of
 * factorWord.ts: the same seed, the same tries, the same order of the factors).
 */
function equalDegree(d: i32, src: usize, size: i32): void {
  if (size == d) {
    pushFactor(src, d);
    return;
  }
  let cur = poolA;
  let curMeta = metaA;
  let nxt = poolB;
  let nxtMeta = metaB;
  pieceCount = 0;
  pushPiece(cur, curMeta, 0, src, size);
  let count = 1;
  let seed: u32 = 0x9e3779b9 ^ <u32>(size * 7919 + pi);
  const half = (pi - 1) >> 1;
  let open = true;
  while (open) {
    let topIndex = -1;
    for (let i = 0; i < n; i++) {
      seed = seed * 1103515245 + 12345;
      const ai = <f64>(seed % <u32>pi);
      S(ra, i, ai);
      if (ai != 0) topIndex = i;
    }
    if (topIndex <= 0) continue;
    copy(norm, ra, n);
    for (let i = 1; i < d; i++) {
      frobeniusOf(ra, ra);
      mulMod(norm, ra, norm);
    }
    copy(rb, norm, n);
    for (let bit = 31 - clz<i32>(half) - 1; bit >= 0; bit--) {
      sqrMod(rb, rb);
      if ((half >>> bit) & 1) mulMod(rb, norm, rb);
    }
    const b0 = L(rb, 0);
    S(rb, 0, b0 == 0 ? p - 1 : b0 - 1);
    pieceCount = 0;
    let at = 0;
    open = false;
    for (let x = 0; x < count; x++) {
      const pg = cur + (<usize>LI(curMeta, 2 * x) << 3);
      const pk = LI(curMeta, 2 * x + 1);
      if (pk == d) {
        at = pushPiece(nxt, nxtMeta, at, pg, pk);
        continue;
      }
      copy(v, rb, n);
      S(v, n, 0);
      const dv = remainder(v, n - 1, pg, pk, 1);
      if (dv <= 0) {
        at = pushPiece(nxt, nxtMeta, at, pg, pk);
        open = true;
        continue;
      }
      copy(u, pg, pk + 1);
      const j = gcdDegree(u, pk, v, dv);
      if (j == 0 || j == pk) {
        at = pushPiece(nxt, nxtMeta, at, pg, pk);
        open = true;
        continue;
      }
      at = pushPiece(nxt, nxtMeta, at, u, j);
      // rest = pg / u, exact, into the next pool after the left piece.
      const restAt = at;
      at = pushPiece(nxt, nxtMeta, at, pg, pk);
      const dr = divideMonic(nxt + (<usize>restAt << 3), pk, u, j);
      SI(nxtMeta, 2 * (pieceCount - 1) + 1, dr);
      at = restAt + dr + 1;
      if (j > d || dr > d) open = true;
    }
    count = pieceCount;
    const t = cur;
    cur = nxt;
    nxt = t;
    const tm = curMeta;
    curMeta = nxtMeta;
    nxtMeta = tm;
  }
  for (let x = 0; x < count; x++) pushFactor(cur + (<usize>LI(curMeta, 2 * x) << 3), LI(curMeta, 2 * x + 1));
}

/**
 * The monic irreducible factors of f mod p (odd prime below 2^20), f's residues at residuesPtr():
 * their number, their degrees at degreesPtr() and their coefficients at factorsPtr() (degree + 1
 * each, ascending, one factor after another), in factorWord.ts's order. −1 when p divides the
 * leading coefficient or f mod p is not squarefree; −2 when the degree or the prime is out of range.
 */
export function factorModP(deg: i32, prime: i32): i32 {
  if (deg < 1 || deg > MAX_N || prime < 3 || prime >= 1 << 20) return -2;
  useWorkspace(deg);
  pi = prime;
  p = <f64>prime;
  ip = 1 / p;
  if (!loadF()) return -1;
  factorCount = 0;
  factorTop = 0;
  if (n == 1) {
    pushFactor(F, 1);
    return 1;
  }
  if (!squarefree()) return -1;
  useFactorWorkspace(deg);
  powerX();
  frobeniusSteps();
  components();
  for (let c = 0; c < compCount; c++)
    equalDegree(LI(compMeta, 3 * c), comp + (<usize>LI(compMeta, 3 * c + 2) << 3), LI(compMeta, 3 * c + 1));
  return factorCount;
}
export { liftFactors, liftInputPtr, liftedPtr } from './lift';
