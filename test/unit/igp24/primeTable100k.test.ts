import { describe, expect, it } from 'vitest';
import { factorSmall } from '../../../src/shared/igp24/primes/primes';
import { HALF_GAPS_FROM_3, PRODUCT_HEX } from '../../../src/shared/igp24/tables/primeTable100k';
import { primesUpTo } from './reference/primeReference';

describe('the stored primes below 100,000', () => {
  const primes = primesUpTo(100_000);

  it('are the sieved primes, and the stored product is their product', () => {
    const decoded = [2, 3];
    for (const c of HALF_GAPS_FROM_3) decoded.push(decoded.at(-1)! + 2 * (c.charCodeAt(0) - 48));
    expect(decoded).toEqual(primes);
    expect(BigInt(`0x${PRODUCT_HEX}`)).toBe(primes.reduce((a, p) => a * BigInt(p), 1n));
  });

  it('give factorSmall the same answers as a sieved table (bound 100,001 has the same primes)', () => {
    const n = primes.slice(-40).reduce((a, p) => a * BigInt(p), 1n) * 2n ** 70n * 3n * 99_991n ** 3n;
    for (const m of [n, n * 1_000_003n, 97n * 89n, 1n]) {
      expect(factorSmall(m)).toEqual(factorSmall(m, { trialBound: 100_001 }));
    }
    expect(factorSmall(n).primes).toEqual(['2', '3', ...primes.slice(-40).map(String)]);
  });
});
