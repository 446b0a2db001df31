/**
 * rootsFixed: every complex root of a monic squarefree integer polynomial to an absolute precision of
 * 2^-bits, as BigInt fixed-point numbers (for the T2 form of a polredbest-like reduction).
 *
 * Method, and why:
 * - Starting values: Aberth–Ehrlich in float64 from Bini's starting points (one circle per edge of the
 *   Newton polygon of the coefficients, as roots of integer polynomials often span 10^40 and more). f/f'
 *   goes through f for |x| ≤ 1 and through the reversed polynomial for |x| > 1, coefficients scaled to
 *   ≤ 1: float64 overflows for no size of f.
 * - Refinement: the same Aberth iteration in BigInt fixed point x·2^W, W following the accuracy reached
 *   (6× the bits of the last correction, plus the bits lost to conditioning), so that the last two sweeps
 *   dominate the cost. Fixed point on x itself, not on x/2^k: the integer coefficients stay exact (scaling
 *   would round the low ones away) and Horner's error at x, ~|x|^(n-1) ulp, is in proportion to |f'(x)|
 *   for roots of every size. Aberth rather than Newton: its repulsion separates roots float64 confuses;
 *   its sum Σ 1/(x_i − x_j) is computed to the relative precision reached only (BigInt division is dear).
 * - Clusters: m roots closer than float64 sees are approached by Aberth only linearly, so such groups are
 *   restarted on a circle around their centroid, of radius estimated from f there (see the loop).
 * - Nothing is taken from the iteration on trust. Each sweep bounds the roots rigorously: with the
 *   Weierstrass corrections W_i = f(x_i) / ∏_{j≠i}(x_i − x_j), the disks D(x_i, n|W_i|) contain the column
 *   Gerschgorin disks of diag(x) − 1·Wᵀ, whose eigenvalues are the roots of f; so a disk disjoint from the
 *   others holds exactly one root. |f(x_i)| is bounded by its computed value plus Horner's rounding error,
 *   the product from exact BigInt differences (in log2, with a margin). W rises when a point not yet
 *   certified evaluates f at noise level (clusters, ill-conditioning).
 * - Using r: once the disks are disjoint, a disk whose mirror image meets no other disk holds a real root
 *   and a disk missing the real axis a non-real one. When these counts are r and n − r, real points are
 *   put on the axis and the others kept as conjugate pairs (half the work; exact symmetry then makes the
 *   final disks prove realness). Counts beyond r or n − r prove r wrong: an Error says so.
 * - Termination: at most MAX_SWEEPS sweeps, W capped; then 'roots: no convergence'.
 */
import { bitLength } from '../arith/poly';

export interface FixedRoots {
  /** The scale: every value below is an integer standing for value / 2^bits. */
  bits: number;
  /** The r real roots, ascending. */
  real: bigint[];
  /** One root of each complex-conjugate pair (imaginary part > 0), as [re, im]; the other is its conjugate. */
  complex: [bigint, bigint][];
}

type C = [bigint, bigint];
type F = [number, number];
const MARGIN = 1e-6; // log2 slack covering float rounding in the certified bounds
const MAX_SWEEPS = 200;

const shift = (v: bigint, t: number): bigint => (t >= 0 ? v << BigInt(t) : v >> BigInt(-t));
/** log2 |re + i·im| (-Infinity for 0): Number() rounds correctly below 2^1000, else the top 60 bits. */
function lg(re: bigint, im: bigint): number {
  const [a, b] = [Number(re), Number(im)];
  if (Math.abs(a) < 2 ** 1000 && Math.abs(b) < 2 ** 1000) return Math.log2(Math.hypot(a, b));
  const s = Math.max(bitLength(re), bitLength(im)) - 60;
  return Math.log2(Math.hypot(Number(re >> BigInt(s)), Number(im >> BigInt(s)))) + s;
}
/** log2(2^a + 2^b). */
const lse = (a: number, b: number): number =>
  a === -Infinity ? b : b === -Infinity ? a : Math.max(a, b) + Math.log2(1 + 2 ** -Math.abs(a - b));
/** a·2^e as a float, from a's top 64 bits. */
export function toFloat(a: bigint, e: number): number {
  const s = Math.max(0, bitLength(a) - 64);
  return Number(a >> BigInt(s)) * 2 ** (s + e);
}
/** v·2^p as an integer (v's 53 bits, for any exponent), for a finite float v. */
function toFixed(v: number, p: number): bigint {
  if (v === 0) return 0n;
  const s = 60 - Math.floor(Math.log2(Math.abs(v)));
  const h = Math.floor(s / 2);
  return shift(BigInt(Math.round(v * 2 ** h * 2 ** (s - h))), p - s);
}
/**
 * 1/d ≈ (u + iv)·2^e, u and v of about p bits, for d = (dr + i·di)/2^W with log2|d| = l. Aberth's sum needs
 * only the relative precision the iteration has reached (p), not W: BigInt division is costly.
 */
function recip(dr: bigint, di: bigint, W: number, l: number, p: number): [bigint, bigint, number] {
  const sh = Math.max(0, Math.floor(l) + W - p);
  const [a, b] = [dr >> BigInt(sh), di >> BigInt(sh)];
  const m = a * a + b * b;
  return [(a << BigInt(2 * p)) / m, (-b << BigInt(2 * p)) / m, W - sh - 2 * p];
}
/**
 * Float64 Aberth (Gauss–Seidel) on f(2^k0·y), k0 > 0 only for roots past 2^480 (|y|² must not overflow):
 * starting values, never trusted.
 */
function floatStart(f: readonly bigint[], k: number): { k0: number; z: F[] } {
  const n = f.length - 1;
  const k0 = Math.max(0, k - 480);
  const lc = f.map((a, j) => (a === 0n ? -Infinity : lg(a, 0n) + k0 * j)); // log2 |coefficient of y^j|
  const top = Math.ceil(Math.max(...lc));
  const c = f.map((a, j) => toFloat(a, k0 * j - top));
  // Bini: the upper convex hull of (j, log2|c_j|); an edge of slope -s and width m means m roots near 2^s.
  const hull: number[] = [];
  for (let j = 0; j <= n; j++) {
    if (lc[j] === -Infinity) continue;
    while (hull.length >= 2) {
      const [a, b] = [hull[hull.length - 2]!, hull[hull.length - 1]!];
      if ((lc[b]! - lc[a]!) * (j - a) > (lc[j]! - lc[a]!) * (b - a)) break;
      hull.pop();
    }
    hull.push(j);
  }
  const z: F[] = Array.from({ length: hull[0]! }, (): F => [0, 0]); // x = 0 when a_0 = 0
  for (let h = 1; h < hull.length; h++) {
    const [a, b] = [hull[h - 1]!, hull[h]!];
    const u = 2 ** ((lc[a]! - lc[b]!) / (b - a));
    for (let t = 0; t < b - a; t++) {
      const th = (2 * Math.PI * t) / (b - a) + (2 * Math.PI * h) / n + 0.4; // off the real axis
      z.push([u * Math.cos(th), u * Math.sin(th)]);
    }
  }
  const done = new Array<boolean>(n).fill(false);
  for (let it = 0; it < 500 && done.includes(false); it++) {
    for (let i = 0; i < n; i++) {
      if (done[i]) continue;
      const [x, y] = z[i]!;
      // Newton's f/f' = a/b: directly for |x| ≤ 1, else with the reversed q(t) = t^n·f(1/t): x·q/(n·q − t·q').
      const m2 = x * x + y * y;
      const big = m2 > 1;
      const [wr, wi] = big ? [x / m2, -y / m2] : [x, y];
      let [pr, pi, dr, di] = [c[big ? 0 : n]!, 0, 0, 0];
      for (let j = n - 1; j >= 0; j--) {
        const t = dr * wr - di * wi + pr; // (no destructuring in the hot loops: V8 allocates for it)
        di = dr * wi + di * wr + pi;
        dr = t;
        const u = pr * wr - pi * wi + c[big ? n - j : j]!;
        pi = pr * wi + pi * wr;
        pr = u;
      }
      const [ar, ai] = big ? [x * pr - y * pi, x * pi + y * pr] : [pr, pi];
      const [br, bi] = big ? [n * pr - (wr * dr - wi * di), n * pi - (wr * di + wi * dr)] : [dr, di];
      let [sr, si] = [0, 0];
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        const ur = x - z[j]![0];
        const ui = y - z[j]![1];
        const m = ur * ur + ui * ui;
        sr += ur / m;
        si -= ui / m;
      }
      // Aberth's correction N/(1 − N·S) = a/(b − a·S).
      const [qr, qi] = [br - (ar * sr - ai * si), bi - (ar * si + ai * sr)];
      const m = qr * qr + qi * qi;
      const [er, ei] = [(ar * qr + ai * qi) / m, (ai * qr - ar * qi) / m];
      if (!Number.isFinite(er) || !Number.isFinite(ei)) {
        done[i] = true;
        continue;
      }
      z[i] = [x - er, y - ei];
      if (Math.hypot(er, ei) <= 2 ** -48 * Math.sqrt(m2)) done[i] = true;
    }
  }
  return { k0, z };
}

/** Horner in fixed point (scale 2^W): c holds the integers c_i·2^W, highest last; x = (xr, xi)·2^-W. */
function horner(c: bigint[], xr: bigint, xi: bigint, W: bigint): C {
  let [br, bi] = [c[c.length - 1]!, 0n];
  if (xi === 0n) {
    for (let j = c.length - 2; j >= 0; j--) br = ((br * xr) >> W) + c[j]!;
    return [br, 0n];
  }
  const xs = xr + xi; // Gauss's three-multiplication complex product
  for (let j = c.length - 2; j >= 0; j--) {
    const [t1, t2, t3] = [br * xr, bi * xi, (br + bi) * xs];
    [br, bi] = [((t1 - t2) >> W) + c[j]!, (t3 - t1 - t2) >> W];
  }
  return [br, bi];
}

/** f^(q)/q! with coefficients times 2^W (exact integers), for Horner. */
function taylor(f: readonly bigint[], q: number, W: bigint): bigint[] {
  let b = 1n; // C(j, q) for j = q, q+1, ...
  return f.slice(q).map((a, j) => {
    if (j > 0) b = (b * BigInt(j + q)) / BigInt(j);
    return (b * a) << W;
  });
}

/** f: integer coefficients lowest degree first, monic, squarefree (distinct roots), degree n ≥ 1; r = its number of distinct real roots (known exactly by the caller). Every returned root is within 2^-bits of a true root (each true root matched once). */
export function rootsFixed(f: readonly bigint[], r: number, bits: number): FixedRoots {
  const n = f.length - 1;
  if (n < 1 || f[n] !== 1n) throw new Error('roots: f must be monic of degree at least 1');
  if (!Number.isInteger(bits) || bits < 0) throw new Error('roots: bits must be a nonnegative integer');
  if (!Number.isInteger(r) || r < 0 || r > n || (n - r) % 2 !== 0) {
    throw new Error(`roots: r = ${r} is impossible for degree ${n}`);
  }
  if (n === 1) {
    if (r !== 1) throw new Error('roots: r is inconsistent with f');
    return { bits, real: [-f[0]! << BigInt(bits)], complex: [] };
  }
  // Fujiwara: |x| ≤ 2·max |a_{n-j}|^(1/j) ≤ 2^k.
  let k = 1;
  let maxBits = 0;
  for (let j = 1; j <= n; j++) {
    const b = bitLength(f[n - j]!);
    k = Math.max(k, Math.ceil(1 + b / j));
    maxBits = Math.max(maxBits, b);
  }
  const log2n = Math.log2(n);
  const wantRho = -(bits + 2); // disk radius; with rounding to 2^-bits (≤ √2/2 of it) under 2^-bits
  const targetW = bits + Math.ceil(log2n) + 12;
  // Cap well beyond Mahler's separation bound, log2(1/sep) < (n+2)/2·log2 n + (n−1)·log2‖f‖₂.
  const sepBits = ((n + 2) / 2) * log2n + (n - 1) * (maxBits + Math.log2(n + 1) / 2);
  const maxW = 2 * (targetW + Math.ceil(sepBits) + k) + 256;

  const { k0, z } = floatStart(f, k);
  let small = 0; // the float start has 53 bits relative: keep them for the smallest root
  for (const [x, y] of z)
    if (x !== 0 || y !== 0) small = Math.max(small, -(Math.log2(Math.hypot(x, y)) + k0));
  let W = Math.min(targetW, Math.ceil(160 + small)); // the first sweep turns ~50 bits into ~150
  let pts: C[] = z.map(([x, y]) => [toFixed(x, W + k0), toFixed(y, W + k0)]);
  const fw = () => f.map((a) => a << BigInt(W)); // exact: x-coordinates keep the integer coefficients
  const dw = (w: number) => f.slice(1).map((a, i) => (BigInt(i + 1) * a) << BigInt(w));
  let [cf, df] = [fw(), dw(W)];

  let sym = false; // after classification: pts = r reals, c uppers, c mirrors (conjugates of the uppers)
  const c = (n - r) / 2;
  const partner = (j: number) => (sym && j >= r + c ? j - c : j);
  for (let sweep = 0; ; sweep++) {
    if (sweep >= MAX_SWEEPS) throw new Error('roots: no convergence');
    const A = sym ? r + c : n; // active points; mirrors follow their partners
    const Wb = BigInt(W);
    if (!sym) {
      // Aberth needs distinct points: nudge exact coincidences (far below any resolvable distance).
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) {
          if (pts[i]![0] !== pts[j]![0] || pts[i]![1] !== pts[j]![1]) continue;
          const u = BigInt(j + 1) << BigInt(W >> 2);
          pts[j] = [pts[j]![0] + u, pts[j]![1] + u];
        }
      }
    }
    // Radii: log2 of n·(|f(x_i)| + Horner error) / ∏|x_i − x_j|; Horner error ≤ 1.5·n·max(1,|x|)^(n-1) ulp.
    const G: C[] = [];
    const rho = new Array<number>(n).fill(0);
    const noisy = new Array<boolean>(n).fill(false);
    const noise = new Array<number>(n).fill(0);
    const lgG = new Array<number>(n).fill(0);
    const L: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    for (let i = 0; i < A; i++) {
      const [xr, xi] = pts[i]!;
      G.push(horner(cf, xr, xi, Wb));
      noise[i] = Math.log2(1.5 * n) + (n - 1) * Math.max(0, lg(xr, xi) - W) - W;
      lgG[i] = lg(G[i]![0], G[i]![1]) - W;
      noisy[i] = lgG[i]! <= noise[i]! + 4;
      rho[i] = log2n + lse(lgG[i]!, noise[i]!) + MARGIN;
      for (let j = i + 1; j < n; j++) L[i]![j] = L[j]![i] = lg(xr - pts[j]![0], xi - pts[j]![1]) - W;
    }
    const sumL = new Array<number>(n).fill(0); // log2 ∏_{j≠i} |x_i − x_j|, near log2 |f'(x_i)|
    for (let i = 0; i < A; i++) for (let j = 0; j < n; j++) if (j !== i) sumL[i]! += L[i]![j]!;
    for (let i = 0; i < A; i++) rho[i]! -= sumL[i]!;
    for (let j = A; j < n; j++) [rho[j], noisy[j]] = [rho[partner(j)]!, noisy[partner(j)]!];
    // Isolation (mirror-mirror pairs follow from their partners by symmetry).
    const iso = new Array<boolean>(n).fill(true);
    let needMore = false;
    const comp = [...Array(n).keys()]; // components of overlapping disks (union-find)
    const find = (i: number): number => (comp[i] === i ? i : find(comp[i]!));
    for (let i = 0; i < A; i++) {
      for (let j = i + 1; j < n; j++) {
        if (L[i]![j]! > lse(rho[i]!, rho[j]!) + MARGIN) continue;
        iso[i] = iso[j] = false;
        comp[find(i)] = find(j);
        if (noisy[i] && noisy[j]) needMore = true;
      }
    }
    for (let j = A; j < n; j++) iso[j] = iso[j]! && iso[partner(j)]!;
    const allIso = iso.every(Boolean);
    // Clusters: Aberth closes in on m roots seen from afar (as float64 leaves them) only linearly, by
    // (m−1)/(m+1) a sweep. So each component of m overlapping disks is put back on a circle around the
    // roots' centroid c (Newton on f^(m−1), which has one root there), of radius the roots' geometric mean
    // distance (|f(c)| / ∏_{j outside} |c − x_j|)^(1/m), when that is 2^8 times smaller than the spread.
    let restarted = false;
    for (let h = 0; h < n && !sym; h++) {
      const K = pts.map((_, i) => i).filter((i) => find(i) === h);
      const m = K.length;
      if (m < 2) continue;
      let [cr, ci] = [0n, 0n];
      for (const i of K) [cr, ci] = [cr + pts[i]![0] / BigInt(m), ci + pts[i]![1] / BigInt(m)];
      const [dq, dq1] = [taylor(f, m - 1, Wb), taylor(f, m, Wb)];
      for (let it = 0, last = Infinity; it < 40; it++) {
        const [ar, ai] = horner(dq, cr, ci, Wb);
        const [br, bi] = horner(dq1, cr, ci, Wb);
        const den = (br * br + bi * bi) * BigInt(m);
        if (den === 0n) break;
        const [sr, si] = [((ar * br + ai * bi) << Wb) / den, ((ai * br - ar * bi) << Wb) / den];
        const l = lg(sr, si);
        if (!(l < last - 1)) break; // converged to the precision available
        [cr, ci, last] = [cr - sr, ci - si, l];
      }
      const [fr, fi] = horner(cf, cr, ci, Wb);
      let rad = lg(fr, fi) - W;
      if (!(rad > Math.log2(1.5 * n) + (n - 1) * Math.max(0, lg(cr, ci) - W) - W + 4)) {
        needMore = true; // f(c) at noise level: the cluster is finer than W resolves
        continue;
      }
      let R = -Infinity;
      for (let j = 0; j < n; j++) {
        const l = lg(pts[j]![0] - cr, pts[j]![1] - ci) - W;
        if (K.includes(j)) R = Math.max(R, l);
        else rad -= l;
      }
      rad /= m;
      if (!(rad < R - 8)) continue;
      const e = Math.floor(rad);
      K.forEach((i, t) => {
        const th = (2 * Math.PI * t) / m + 0.4;
        pts[i] = [
          cr + toFixed(2 ** (rad - e) * Math.cos(th), W + e),
          ci + toFixed(2 ** (rad - e) * Math.sin(th), W + e),
        ];
      });
      restarted = true;
    }
    if (restarted) continue;
    let deficit = 0;
    if (sym) {
      deficit = Math.max(...rho) - wantRho;
      if (allIso && deficit <= 0) {
        const s = W - bits;
        const round = (v: bigint) => (s > 0 ? (v + (1n << BigInt(s - 1))) >> BigInt(s) : v << BigInt(-s));
        const real = pts.slice(0, r).map((p) => round(p[0]));
        real.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        const complex = pts.slice(r, r + c).map((p): C => [round(p[0]), round(p[1])]);
        complex.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
        return { bits, real, complex };
      }
      if (allIso) for (let i = 0; i < A; i++) if (noisy[i] && rho[i]! > wantRho) needMore = true;
    } else if (allIso) {
      // Classify: real if the mirrored disk meets no other disk, non-real if the disk misses the axis.
      const isNonreal = pts.map(([, xi], i) => lg(xi, 0n) - W > rho[i]! + MARGIN);
      const isReal = pts.map(
        ([xr, xi], i) =>
          !isNonreal[i] &&
          pts.every(([yr, yi], j) => j === i || lg(xr - yr, -xi - yi) - W > lse(rho[i]!, rho[j]!) + MARGIN),
      );
      const nReal = isReal.filter(Boolean).length;
      const nNonreal = isNonreal.filter(Boolean).length;
      if (nReal > r || nNonreal > n - r) {
        const why = nReal > r ? `${nReal} real roots` : `${nNonreal} non-real roots`;
        throw new Error(`roots: r = ${r} is inconsistent with f (${why} certified)`);
      }
      if (nReal === r && nNonreal === n - r) {
        const upper = pts.filter(([, xi], i) => isNonreal[i] && xi > 0n);
        const reals = pts.filter((_, i) => isReal[i]).map(([xr]): C => [xr, 0n]);
        pts = [...reals, ...upper, ...upper.map(([xr, xi]): C => [xr, -xi])];
        sym = true;
        continue;
      }
      for (let i = 0; i < n; i++) if (noisy[i] && !isReal[i] && !isNonreal[i]) needMore = true;
    }
    // Aberth step δ_i = f / (f' − f·S_i), S_i = Σ_{j≠i} 1/(x_i − x_j) with 1/(x_i − x_j) = (u + iv)·2^-e.
    const R: [bigint, bigint, number][][] = Array.from({ length: n }, () => []);
    let p = 64; // relative precision for S: the bits of the largest |δ| ≈ |f| / ∏|x_i − x_j|, plus 64
    for (let i = 0; i < A; i++) if (lgG[i]! > -Infinity) p = Math.max(p, Math.ceil(sumL[i]! - lgG[i]!) + 64);
    p = Math.min(p, W);
    for (let i = 0; i < A; i++) {
      for (let j = i + 1; j < n; j++) {
        if (L[i]![j] === -Infinity) continue;
        const [u, v, e] = recip(pts[i]![0] - pts[j]![0], pts[i]![1] - pts[j]![1], W, L[i]![j]!, p);
        [R[i]![j], R[j]![i]] = [
          [u, v, e],
          [-u, -v, e],
        ];
      }
    }
    let maxDelta = -Infinity;
    let cond = 0; // bits lost to conditioning, log2(Horner error bound / |f'|) + W, over isolated points
    const next: C[] = pts.slice();
    for (let i = 0; i < A; i++) {
      const [xr, xi] = pts[i]!;
      const [gr, gi] = G[i]!;
      // f' is needed to the relative precision W − (bits of δ) only, so x and f' can drop t bits: the
      // estimate trusts ∏|x_i − x_j| ≈ |f'| (symmetric phase) and keeps room for conditioning and neighbours.
      const near = Math.min(...L[i]!.filter((_, j) => j !== i));
      const slack = Math.max(0, noise[i]! + W - sumL[i]!) + Math.max(0, -near) + log2n + 32;
      const t = sym ? Math.max(0, Math.min(W - 64, Math.floor(sumL[i]! - lgG[i]! - slack))) : 0;
      const [d0, d1] = horner(t ? dw(W - t) : df, xr >> BigInt(t), xi >> BigInt(t), BigInt(W - t));
      const [dr, di] = [d0 << BigInt(t), d1 << BigInt(t)];
      if (iso[i]) cond = Math.max(cond, Math.min(maxW, noise[i]! + 2 * W - lg(dr, di)));
      if (gr === 0n && gi === 0n) continue;
      // f·S must be good relative to f', so S to ~2^-60/|f/f'| absolute: its own scale 2^Ws.
      const Ws = Math.max(W, Math.ceil(lg(gr, gi) - lg(dr, di)) + 60);
      let [sr, si] = [0n, 0n];
      for (const [u, v, e] of R[i]!.filter(Boolean))
        [sr, si] = [sr + shift(u, Ws + e), si + shift(v, Ws + e)];
      const Sb = BigInt(Ws);
      const [qr, qi] = [dr - ((gr * sr - gi * si) >> Sb), di - ((gr * si + gi * sr) >> Sb)];
      const den = qr * qr + qi * qi;
      if (den === 0n) continue;
      let er = ((gr * qr + gi * qi) << Wb) / den;
      let ei = sym && i < r ? 0n : ((gi * qr - gr * qi) << Wb) / den; // real points stay real
      // Conjugate-symmetric sets are invariant under Aberth, and a conjugate pair can never become two
      // real roots of a cluster (it stalls on a vertical line): turn unresolved corrections by 1/16 rad.
      if (!sym && !iso[i]) [er, ei] = [er - (ei >> 4n), ei + (er >> 4n)];
      next[i] = [xr - er, xi - ei];
      maxDelta = Math.max(maxDelta, lg(er, ei) - W);
    }
    for (let j = A; j < n; j++) next[j] = [next[j - c]![0], -next[j - c]![1]];
    pts = next;
    // Precision: after a correction of 2^-a (no smaller than the noise floor 2^(cond-W)) the error is near
    // 2^-2a..2^-3a, and the next sweep squares or cubes it again: W must resolve that through the
    // conditioning, up to what the certificate needs (bits + cond). Beyond, only on evidence (needMore).
    if (!sym && -maxDelta > W - 16) needMore = true; // unresolved, yet the points no longer move
    const acc = Math.min(-maxDelta, W - cond);
    const capW = Math.min(maxW, targetW + Math.ceil(cond));
    let newW = Math.max(W, Math.min(capW, Math.ceil(6 * acc + cond) + 32));
    if (needMore && newW === W) {
      newW = Math.min(maxW, W + Math.max(32, sym ? Math.ceil(deficit) + 16 : W >> 1));
    }
    if (newW > W) {
      pts = pts.map(([x, y]): C => [x << BigInt(newW - W), y << BigInt(newW - W)]);
      W = newW;
      [cf, df] = [fw(), dw(W)];
    }
  }
}
