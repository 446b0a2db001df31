import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gcdLehmer } from '../../../src/shared/igp24/primes/gcdLehmer';

function euclid(a0: bigint, b0: bigint): bigint {
  let a = a0 < 0n ? -a0 : a0;
  let b = b0 < 0n ? -b0 : b0;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

describe('gcdLehmer', () => {
  it('equals plain Euclid on random values with a random common factor', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 3000n), max: 2n ** 3000n }),
        fc.bigInt({ min: -(2n ** 3000n), max: 2n ** 3000n }),
        fc.bigInt({ min: 1n, max: 2n ** 400n }),
        (a, b, g) => {
          expect(gcdLehmer(a * g, b * g)).toBe(euclid(a * g, b * g));
          expect(gcdLehmer(a, b)).toBe(euclid(a, b));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('handles consecutive Fibonacci numbers (the longest quotient chains), zero and equal values', () => {
    const fib = [0n, 1n];
    while (fib.length < 6000) fib.push(fib.at(-1)! + fib.at(-2)!);
    expect(gcdLehmer(fib[5999]!, fib[5998]!)).toBe(1n);
    expect(gcdLehmer(fib[5999]! * 97n, fib[5998]! * 97n)).toBe(97n);
    expect(gcdLehmer(fib[4000]!, fib[2000]!)).toBe(fib[2000]!); // gcd(F_m, F_n) = F_gcd(m,n)
    const big = 2n ** 2000n + 1n;
    expect(gcdLehmer(big, 0n)).toBe(big);
    expect(gcdLehmer(0n, -big)).toBe(big);
    expect(gcdLehmer(big, big)).toBe(big);
    expect(gcdLehmer(2n ** 5000n, 2n ** 3000n * 3n)).toBe(2n ** 3000n);
  });
});
