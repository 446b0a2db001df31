/**
 * Slow, obviously correct references for the small-prime and primality code: a sieve, trial
 * division by every prime, and the 13-base Miller–Rabin test the check used before Baillie–PSW.
 * A cofactor that is a perfect power is taken to its root by the tested perfectPowerRoot.
 */
import { perfectPowerRoot } from '../../../../src/shared/igp24/primes/perfectPower';
import type { FactorResult } from '../../../../src/shared/igp24/primes/primes';

export function primesUpTo(bound: number): number[] {
  const sieve = new Uint8Array(bound + 1);
  const out: number[] = [];
  for (let i = 2; i <= bound; i++) {
    if (sieve[i]) continue;
    out.push(i);
    for (let j = i * i; j <= bound; j += i) sieve[j] = 1;
  }
  return out;
}

function powMod(b0: bigint, e0: bigint, m: bigint): bigint {
  let r = 1n;
  let b = b0 % m;
  for (let e = e0; e > 0n; e >>= 1n) {
    if (e & 1n) r = (r * b) % m;
    b = (b * b) % m;
  }
  return r;
}

/** Miller–Rabin with the 13 prime bases 2..41: exact below 3.3·10^24. */
export function millerRabin13(n: bigint): boolean {
  if (n < 2n) return false;
  for (const p of [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n]) {
    if (n === p) return true;
    if (n % p === 0n) return false;
  }
  let d = n - 1n;
  let s = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    s++;
  }
  outer: for (const a of [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n]) {
    let x = powMod(a, d, n);
    if (x === 1n || x === n - 1n) continue;
    for (let i = 1; i < s; i++) {
      x = (x * x) % n;
      if (x === n - 1n) continue outer;
    }
    return false;
  }
  return true;
}

const bitLength = (n: bigint) => n.toString(2).length;

/** factorSmall with rho off, by dividing by every prime up to the bound in turn. */
export function slowFactorSmall(n0: bigint, primes: readonly number[], bound: number): FactorResult {
  let n = n0 < 0n ? -n0 : n0;
  if (n === 0n) return { primes: [], cofactor: 'composite', unfactored: '0' };
  const found: string[] = [];
  for (const p of primes) {
    if (p > bound) break;
    const q = BigInt(p);
    if (n % q !== 0n) continue;
    found.push(String(p));
    while (n % q === 0n) n /= q;
  }
  if (n === 1n) return { primes: found, cofactor: 'one', unfactored: null };
  if (n <= BigInt(bound) ** 2n || (bitLength(n) <= 512 && millerRabin13(n)))
    return { primes: [...found, n.toString()], cofactor: 'prime', unfactored: null };
  // A power: its root in turn (perfectPowerRoot has its own tests against every exponent tried).
  const { root, exponent } = perfectPowerRoot(n, Math.floor(Math.log2(bound)));
  if (exponent > 1) {
    if (bitLength(root) <= 512 && millerRabin13(root)) {
      return { primes: [...found, root.toString()], cofactor: 'one', unfactored: null };
    }
    return {
      primes: found,
      cofactor: bitLength(root) > 512 ? 'untested' : 'composite',
      unfactored: n.toString(),
    };
  }
  return {
    primes: found,
    cofactor: bitLength(n) > 512 ? 'untested' : 'composite',
    unfactored: n.toString(),
  };
}
