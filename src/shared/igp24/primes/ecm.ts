/**
 * Lenstra's elliptic curve method, for a composite cofactor of |disc f| that Pollard–Brent leaves
 * (two primes of 12 to 20 digits: rho needs about √p steps, ECM's work grows far more slowly with
 * p). Montgomery curves By² = x³ + Ax² + x in X:Z coordinates with Suyama's parametrization
 * (group order divisible by 12), a ladder per prime power in stage 1 and the standard
 * continuation with baby and giant steps in stage 2 (Montgomery, "Speeding the Pollard and
 * elliptic curve methods of factorization", 1987; Crandall and Pomerance, Prime Numbers, 7.4).
 *
 * The budget is counted in curves, not milliseconds, so the same input gives the same answer on
 * every machine. Curve i has σ = 6 + i and a B1 that grows with i as GMP-ECM's table does for
 * factors of 15, 20 and 25 digits; B2 = 100·B1.
 */

import { gcdInt } from '../arith/poly';
import { sieve } from './sieve';

/** The curves' smoothness bounds: B1 for curve i (25 at 2,000, 90 at 11,000, then 50,000). */
export function ecmB1(curve: number): number {
  return curve < 25 ? 2_000 : curve < 115 ? 11_000 : 50_000;
}

/** A proper factor of n (odd, composite, no perfect power) or null after `curves` curves. */
export function ecm(n: bigint, curves: number, firstCurve = 0): { factor: bigint | null; used: number } {
  for (let i = 0; i < curves; i++) {
    const factor = ecmCurve(n, BigInt(6 + firstCurve + i), ecmB1(firstCurve + i));
    if (factor !== null) return { factor, used: i + 1 };
  }
  return { factor: null, used: curves };
}

interface Point {
  x: bigint;
  z: bigint;
}

/** A proper factor found on one curve, or null (also when the curve's gcd is n itself). */
export function ecmCurve(n: bigint, sigma: bigint, B1: number): bigint | null {
  const mod = (a: bigint) => {
    const r = a % n;
    return r < 0n ? r + n : r;
  };
  const u = mod(sigma * sigma - 5n);
  const v = mod(4n * sigma);
  const u3 = mod(u * u * u);
  // a24 = (A + 2)/4 = (v − u)³(3u + v) / (16u³v).
  const den = mod(16n * u3 * v);
  const g0 = gcdInt(den, n);
  if (g0 !== 1n) return g0 < n ? g0 : null;
  const a24 = mod(mod((v - u) ** 3n) * mod(3n * u + v) * inverse(den, n));

  const dbl = (p: Point): Point => {
    const s = mod((p.x + p.z) ** 2n);
    const d = mod((p.x - p.z) ** 2n);
    const t = s - d;
    return { x: mod(s * d), z: mod(t * mod(d + a24 * t)) };
  };
  // p + q from p − q (`diff`).
  const add = (p: Point, q: Point, diff: Point): Point => {
    const a = mod((p.x - p.z) * (q.x + q.z));
    const b = mod((p.x + p.z) * (q.x - q.z));
    return { x: mod(diff.z * (a + b) ** 2n), z: mod(diff.x * (a - b) ** 2n) };
  };
  const times = (p: Point, k: number): Point => {
    if (k === 1) return p;
    let r0 = p;
    let r1 = dbl(p);
    for (let bit = 31 - Math.clz32(k) - 1; bit >= 0; bit--) {
      if ((k >> bit) & 1) [r0, r1] = [add(r1, r0, p), dbl(r1)];
      else [r0, r1] = [dbl(r0), add(r1, r0, p)];
    }
    return r0;
  };

  // Stage 1: Q = k·P0, k the product of every prime power up to B1.
  const B2 = 100 * B1;
  const primes = primesUpTo(B2);
  let q: Point = { x: u3, z: mod(v * v * v) };
  for (const p of primes) {
    if (p > B1) break;
    for (let pe = p; pe <= B1; pe *= p) q = times(q, p);
  }
  const g1 = gcdInt(q.z, n);
  if (g1 !== 1n) return g1 < n ? g1 : null;

  // Stage 2: one more prime ℓ in (B1, 100·B1]. With ℓ = mD ± j, X(mD·Q)·Z(j·Q) − X(j·Q)·Z(mD·Q)
  // vanishes modulo p exactly when ℓ·Q is the identity there.
  const D = 2310;
  const baby: (Point | null)[] = new Array(D / 2).fill(null);
  const q2 = dbl(q);
  baby[1] = q;
  let prev = q;
  let cur = add(q2, q, q); // 3Q
  for (let j = 3; j < D / 2; j += 2) {
    if (gcdSmall(j, D) === 1) baby[j] = cur;
    [prev, cur] = [cur, add(cur, q2, prev)];
  }
  // Giant steps G_m = mD·Q from m0 on (m0·D ≤ B1, so no prime above B1 falls before m0's window),
  // each the sum of the last and D·Q with the one before as the difference.
  const step = times(q, D);
  let m = Math.max(1, Math.floor(B1 / D));
  let giant = times(q, m * D);
  // G_0 is the identity, which has no X:Z to add with: G_2 = 2·G_1 instead (giantPrev unused then).
  let giantPrev = m > 1 ? times(q, (m - 1) * D) : giant;
  let acc = 1n;
  let next = 0;
  while (next < primes.length && primes[next]! <= B1) next++;
  for (; next < primes.length; m++) {
    // Primes ℓ = mD ± j with j < D/2 and gcd(j, D) = 1 (ℓ odd and above 11).
    for (; next < primes.length && primes[next]! <= m * D + D / 2; next++) {
      const b = baby[Math.abs(primes[next]! - m * D)]!;
      acc = mod(acc * (giant.x * b.z - b.x * giant.z));
    }
    const following = m === 1 ? dbl(giant) : add(giant, step, giantPrev);
    giantPrev = giant;
    giant = following;
  }
  const g2 = gcdInt(acc, n);
  return g2 !== 1n && g2 < n ? g2 : null;
}

function inverse(a: bigint, n: bigint): bigint {
  let [r0, r1, s0, s1] = [a, n, 1n, 0n];
  while (r1 !== 0n) {
    const t = r0 / r1;
    [r0, r1, s0, s1] = [r1, r0 - t * r1, s1, s0 - t * s1];
  }
  return s0 < 0n ? s0 + n : s0;
}

function gcdSmall(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

const sieved = new Map<number, number[]>();
/** The primes up to `limit` (a curve's B2), kept for the next curve with the same bound. */
function primesUpTo(limit: number): number[] {
  let primes = sieved.get(limit);
  if (!primes) {
    primes = sieve(limit);
    sieved.set(limit, primes);
  }
  return primes;
}
