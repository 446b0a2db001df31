import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isProbablePrime, powModBig } from '../../../src/shared/igp24/millerRabin';

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
