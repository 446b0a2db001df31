/**
 * Word-size modular arithmetic for the multimodular discriminant: primes below 2^26, so a product
 * of two residues is below 2^52 and exact in float64 (`(a * b) % p` is exact). No BigInt in the
 * inner loops; Chinese remaindering by Garner's algorithm with cached inverses.
 */
import { abs, bitLength, type Poly } from './poly';
import { invMod } from './wordModP';

const LIMB_BITS = 26;
const LIMB = 2 ** LIMB_BITS;
const LIMB_MASK = BigInt(LIMB - 1);

/** Whether n is prime, by trial division (n below 2^26). */
export function isSmallPrime(n: number): boolean {
  if (n < 2) return false;
  if (n % 2 === 0) return n === 2;
  for (let d = 3; d * d <= n; d += 2) if (n % d === 0) return false;
  return true;
}

/** Primes below 2^26 in decreasing order, extended lazily. */
const PRIMES: number[] = [];
export function modPrime(i: number): number {
  let c = PRIMES.length === 0 ? LIMB - 1 : PRIMES[PRIMES.length - 1]! - 2;
  while (PRIMES.length <= i) {
    if (isSmallPrime(c)) PRIMES.push(c);
    c -= 2;
  }
  return PRIMES[i]!;
}

export function powMod(a: number, e: number, p: number): number {
  let r = 1;
  a %= p;
  while (e > 0) {
    if (e & 1) r = (r * a) % p;
    a = (a * a) % p;
    e = Math.floor(e / 2);
  }
  return r;
}

/** |c| split into base-2^26 limbs, most significant first, plus the sign. */
export interface Limbs {
  neg: boolean;
  limbs: number[];
}

export function toLimbs(c: bigint): Limbs {
  const neg = c < 0n;
  let a = abs(c);
  const limbs: number[] = [];
  while (a > 0n) {
    limbs.push(Number(a & LIMB_MASK));
    a >>= BigInt(LIMB_BITS);
  }
  limbs.reverse();
  return { neg, limbs };
}

export function limbsMod(x: Limbs, p: number): number {
  let acc = 0;
  for (const l of x.limbs) acc = (acc * LIMB + l) % p;
  return x.neg && acc !== 0 ? p - acc : acc;
}

/** Resultant of A and B (ascending residues mod p, leading coefficients nonzero) by Euclid. */
export function resultantModP(A0: number[], B0: number[], p: number): number {
  let A = A0.slice();
  let B = B0.slice();
  let result = 1;
  while (true) {
    const m = A.length - 1;
    const k = B.length - 1;
    if (k < 0) return 0;
    if (k === 0) return (result * powMod(B[0]!, m, p)) % p;
    // R = A mod B in place.
    const inv = invMod(B[k]!, p);
    const R = A;
    for (let i = m; i >= k; i--) {
      const q = (R[i]! * inv) % p;
      if (q === 0) continue;
      for (let j = 0; j <= k; j++) {
        const v = (R[i - k + j]! - ((q * B[j]!) % p)) % p;
        R[i - k + j] = v < 0 ? v + p : v;
      }
    }
    let r = k - 1;
    while (r >= 0 && R[r] === 0) r--;
    if (r < 0) return 0;
    R.length = r + 1;
    if ((m & 1) === 1 && (k & 1) === 1) result = result === 0 ? 0 : p - result;
    result = (result * powMod(B[k]!, m - r, p)) % p;
    A = B;
    B = R;
  }
}

/** Garner CRT state with cached inverses of prefix products. */
const INV_PREFIX: number[] = [];
function invPrefix(i: number): number {
  while (INV_PREFIX.length <= i) {
    const j = INV_PREFIX.length;
    const pj = modPrime(j);
    let prod = 1;
    for (let t = 0; t < j; t++) prod = (prod * (modPrime(t) % pj)) % pj;
    INV_PREFIX.push(invMod(prod, pj));
  }
  return INV_PREFIX[i]!;
}

/**
 * Reconstructs the integer with |x| ≤ 2^boundBits from residues modulo modPrime(0..k-1) (the
 * caller uses enough primes for the product to exceed 2^(boundBits+1)); symmetric remainder.
 */
export function crtSymmetric(residues: number[], boundBits: number): bigint {
  const k = residues.length;
  const v: number[] = new Array(k);
  for (let i = 0; i < k; i++) {
    const p = modPrime(i);
    let acc = 0;
    for (let j = i - 1; j >= 0; j--) acc = (acc * (modPrime(j) % p) + v[j]!) % p;
    let d = ((residues[i]! - acc) % p) * invPrefix(i);
    d %= p;
    v[i] = d < 0 ? d + p : d;
  }
  let x = 0n;
  let M = 1n;
  for (let i = k - 1; i >= 0; i--) x = x * BigInt(modPrime(i)) + BigInt(v[i]!);
  for (let i = 0; i < k; i++) M *= BigInt(modPrime(i));
  if (bitLength(x) > boundBits) x -= M;
  return x;
}

/** log2 of the Euclidean norm of a polynomial (0 for the zero polynomial). */
export function log2Norm(p: Poly): number {
  let max = Number.NEGATIVE_INFINITY;
  const logs: number[] = [];
  for (const c of p) {
    if (c === 0n) continue;
    const bl = bitLength(c);
    const shift = Math.max(0, bl - 60);
    const l = Math.log2(Number(abs(c) >> BigInt(shift))) + shift;
    logs.push(l);
    if (l > max) max = l;
  }
  if (logs.length === 0) return 0;
  let s = 0;
  for (const l of logs) s += 2 ** (2 * (l - max));
  return max + 0.5 * Math.log2(s);
}
