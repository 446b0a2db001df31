/**
 * factorSmall (P mod n folded, Lehmer gcd, powers stripped, Baillie–PSW on the cofactor) against
 * trial division by every prime below the bound and 13-base Miller–Rabin, on the inputs that stress
 * each part: high powers of small primes, primes and prime squares just past the bound, products of
 * two primes near it, Carmichael numbers and strong pseudoprimes as cofactors, and cofactors on
 * both sides of the 512-bit testing limit; and with squareDivisors, which must change nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { factorSmall } from '../../../src/shared/igp24/primes/primes';
import { millerRabin13, primesUpTo, slowFactorSmall } from './reference/primeReference';

const BOUND = 100_000;
const PRIMES = primesUpTo(BOUND);
const nextPrime = (n: bigint) => {
  let p = n | 1n;
  while (!millerRabin13(p)) p += 2n;
  return p;
};
const P1 = nextPrime(100_000n); // 100003, just past the bound
const P2 = nextPrime(P1 + 1n);
/** Cofactors with every prime factor above the bound. */
const COFACTORS = [
  1n,
  P1,
  P1 * P1,
  P1 * P2,
  99_991n * P1, // one prime just below the bound, one just above
  nextPrime(2n ** 127n),
  nextPrime(2n ** 127n) ** 2n,
  nextPrime(2n ** 200n) * nextPrime(2n ** 250n),
  3_825_123_056_546_413_051n, // 149491 · 747451 · 34233211: strong pseudoprime to bases 2..23
  // Carmichael numbers (6k+1)(12k+1)(18k+1) with all three factors prime and above the bound.
  (6n * 16_830n + 1n) * (12n * 16_830n + 1n) * (18n * 16_830n + 1n),
  nextPrime(2n ** 511n),
  nextPrime(2n ** 512n),
  nextPrime(2n ** 300n) * nextPrime(2n ** 300n + 2n ** 200n),
  // Powers above the 512-bit testing limit: of a prime (found), of a composite (left whole).
  nextPrime(2n ** 137n) ** 4n,
  (P1 * nextPrime(2n ** 300n)) ** 2n,
];

describe('factorSmall against trial division by every prime', () => {
  it('the Carmichael cofactor above is one', () => {
    const k = 16_830n;
    for (const p of [6n * k + 1n, 12n * k + 1n, 18n * k + 1n]) expect(millerRabin13(p)).toBe(true);
  });

  it('agrees on smooth parts with high powers times hard cofactors', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: PRIMES.length - 1 }), fc.integer({ min: 1, max: 70 })), {
          maxLength: 8,
        }),
        fc.constantFrom(...COFACTORS),
        fc.boolean(),
        (parts, cofactor, negative) => {
          let n = cofactor;
          for (const [i, e] of parts) n *= BigInt(PRIMES[i]!) ** BigInt(e);
          if (negative) n = -n;
          expect(factorSmall(n)).toEqual(slowFactorSmall(n, PRIMES, BOUND));
        },
      ),
      { numRuns: 250 },
    );
  });

  it('agrees on random values up to 6,000 bits and under other trial bounds', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 6000n }),
        fc.integer({ min: 0, max: 6000 }),
        fc.constantFrom(2, 41, 1000, BOUND),
        (x, shift, bound) => {
          // Random values have few small factors; the shift adds a random power of two.
          const n = x >> BigInt(shift);
          expect(factorSmall(n << 5n, { trialBound: bound })).toEqual(
            slowFactorSmall(n << 5n, PRIMES, bound),
          );
        },
      ),
      { numRuns: 120 },
    );
  });
});

describe('factorSmall with squareDivisors (integers whose squares divide n)', () => {
  /** Primes above the bound, for the square parts. */
  const BIG = [P1, P2, nextPrime(2n ** 40n), nextPrime(2n ** 90n), nextPrime(2n ** 150n)];

  it('gives what it gives without them, at any rho budget', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: PRIMES.length - 1 }), fc.integer({ min: 1, max: 5 })), {
          maxLength: 5,
        }),
        fc.subarray(BIG, { minLength: 1 }),
        fc.constantFrom(...COFACTORS),
        fc.constantFrom(0, 2000),
        (smooth, square, cofactor, rho) => {
          let s = 1n;
          for (const [i, e] of smooth) s *= BigInt(PRIMES[i]!) ** BigInt(e);
          // w = (smooth part) · (product of big primes): w² divides n.
          const w = s * square.reduce((a, b) => a * b, 1n);
          const n = w * w * cofactor;
          // The reference has no rho: against it at budget 0, against the plain call at 2,000.
          const want = rho === 0 ? slowFactorSmall(n, PRIMES, BOUND) : factorSmall(n, { rhoIterations: rho });
          expect(factorSmall(n, { rhoIterations: rho, squareDivisors: [7n, w] })).toEqual(want);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('still tests the root of a prime square: q² with q² dividing n gives q', () => {
    // The cofactor is q² (composite, skipped), its root q is prime and must still be listed.
    const q = nextPrime(2n ** 150n);
    const got = factorSmall(6n * q * q, { squareDivisors: [q] });
    expect(got).toEqual({ primes: ['2', '3', q.toString()], cofactor: 'one', unfactored: null });
  });

  it('a smooth divisor changes nothing for a prime cofactor', () => {
    const q = nextPrime(2n ** 200n);
    expect(factorSmall(36n * q, { squareDivisors: [6n] }).primes).toEqual(['2', '3', q.toString()]);
  });
});
