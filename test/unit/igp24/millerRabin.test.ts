import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jacobi, lucasProbablePrime } from '../../../src/shared/igp24/arith/lucas';
import {
  isBailliePswProbablePrime,
  isProbablePrime,
  powModBig,
} from '../../../src/shared/igp24/arith/millerRabin';
import { randBig, rng } from './gen';
import { millerRabin13 } from './reference/primeReference';

/** The plain right-to-left binary ladder: the reference the windowed powModBig must match. */
function ladder(base: bigint, exp: bigint, mod: bigint): bigint {
  let r = 1n;
  let b = ((base % mod) + mod) % mod;
  for (let e = exp; e > 0n; e >>= 1n) {
    if (e & 1n) r = (r * b) % mod;
    b = (b * b) % mod;
  }
  return r;
}

describe('powModBig', () => {
  it('equals the binary ladder for any base, exponent and modulus', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 600n), max: 2n ** 600n }),
        fc.bigInt({ min: 0n, max: 2n ** 600n }),
        fc.bigInt({ min: 2n, max: 2n ** 600n }),
        (b, e, m) => {
          expect(powModBig(b, e, m)).toBe(ladder(b, e, m));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('handles exponents whose hexadecimal digits include zeros and the edge values', () => {
    const m = 2n ** 127n - 1n;
    for (const e of [0n, 1n, 15n, 16n, 0x100n, 0x1000f0n, m - 1n])
      expect(powModBig(3n, e, m)).toBe(ladder(3n, e, m));
  });
});

describe('isProbablePrime', () => {
  it('knows Mersenne primes and a Carmichael number', () => {
    expect(isProbablePrime(2n ** 521n - 1n)).toBe(true);
    expect(isProbablePrime(2n ** 523n - 1n)).toBe(false);
    expect(isProbablePrime(561n)).toBe(false);
  });
});

describe('isProbablePrime: 13 Miller–Rabin bases below 3.3·10^24, Baillie–PSW above', () => {
  it('agrees with 13-base Miller–Rabin on random values of every size', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 700n }), fc.integer({ min: 1, max: 700 }), (x, bits) => {
        const n = x >> BigInt(700 - bits);
        expect(isProbablePrime(n)).toBe(millerRabin13(n));
      }),
      { numRuns: 400 },
    );
  });

  it('agrees with 13-base Miller–Rabin on random primes and products of two primes above 2^82', () => {
    const rand = rng(9);
    const nextPrime = (n: bigint) => {
      let p = n | 1n;
      while (!millerRabin13(p)) p += 2n;
      return p;
    };
    for (let i = 0; i < 40; i++) {
      const p = nextPrime(randBig(rand, 2n ** BigInt(82 + i * 10)) + 2n ** BigInt(82 + i * 10));
      const q = nextPrime(randBig(rand, 2n ** 90n) + 2n ** 90n);
      expect(isProbablePrime(p)).toBe(true);
      expect(isProbablePrime(p * q)).toBe(false);
      expect(isProbablePrime(p * p)).toBe(false);
    }
  });

  it('rejects the smallest strong pseudoprime to all 13 bases, which Miller–Rabin alone accepts', () => {
    const psi13 = 3_317_044_064_679_887_385_961_981n;
    expect(millerRabin13(psi13)).toBe(true);
    expect(isProbablePrime(psi13)).toBe(false);
    // ψ12 is below the exact range: base 41 exposes it.
    expect(isProbablePrime(318_665_857_834_031_151_167_461n)).toBe(false);
  });

  it('rejects Carmichael numbers and strong pseudoprimes to several bases at any size', () => {
    const k = 16_830n;
    const carmichael = (6n * k + 1n) * (12n * k + 1n) * (18n * k + 1n);
    for (const n of [561n, 1105n, 41_041n, 3_825_123_056_546_413_051n, carmichael]) {
      expect(isProbablePrime(n)).toBe(false);
      expect(isBailliePswProbablePrime(n)).toBe(false);
    }
  });
});

describe('lucasProbablePrime (almost extra strong, Q = 1)', () => {
  it('passes every prime and exactly the known pseudoprimes below 80,000 (OEIS A217120)', () => {
    const passing: number[] = [];
    for (let n = 67; n < 80_000; n += 2) {
      if (!lucasProbablePrime(BigInt(n))) continue;
      passing.push(n);
    }
    const composites = passing.filter((n) => !millerRabin13(BigInt(n)));
    expect(composites).toEqual([
      989, 3239, 5777, 10469, 10877, 27971, 29681, 30739, 31631, 39059, 72389, 73919, 75077,
    ]);
    for (let n = 67n; n < 80_000n; n += 2n) if (millerRabin13(n)) expect(lucasProbablePrime(n)).toBe(true);
    // The base-2 strong test of Baillie–PSW exposes them.
    for (const n of composites) expect(isBailliePswProbablePrime(BigInt(n))).toBe(false);
  });

  it('rejects perfect squares (no parameter gives a −1 symbol)', () => {
    for (const p of [100_003n, 2n ** 89n - 1n]) expect(lucasProbablePrime(p * p)).toBe(false);
  });

  it('agrees with the Jacobi symbol computed from Euler’s criterion for primes', () => {
    for (const p of [101n, 1009n, 65_537n]) {
      for (let a = -30n; a <= 30n; a++) {
        const e = powModBig(((a % p) + p) % p, (p - 1n) / 2n, p);
        expect(jacobi(a, p)).toBe(e === 0n ? 0 : e === 1n ? 1 : -1);
      }
    }
  });
});
