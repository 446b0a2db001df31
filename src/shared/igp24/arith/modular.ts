/**
 * The word-size primes of the multimodular steps (below 2^26, decreasing: `modPrime`), a primality
 * test and powers for such numbers, and log2 of a polynomial's norm (for the Hadamard bounds). The
 * Chinese remaindering itself is crtWord.ts.
 */
import { abs, bitLength, type Poly } from './poly';

const LIMB = 2 ** 26;

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
