import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { iroot, perfectPowerRoot } from '../../../src/shared/igp24/primes/perfectPower';

/** The reference: every exponent tried exactly, no residue filter. */
function reference(n: bigint, minRootBits: number): { root: bigint; exponent: number } {
  let best = { root: n, exponent: 1 };
  const bits = n.toString(2).length;
  for (let k = 2; minRootBits * k <= bits; k++) {
    const r = iroot(n, k);
    if (r ** BigInt(k) === n && r.toString(2).length >= minRootBits) best = { root: r, exponent: k };
  }
  return best;
}

function primesBetween(lo: number, hi: number): bigint[] {
  const out: bigint[] = [];
  for (let n = lo | 1; n < hi; n += 2) {
    let prime = true;
    for (let d = 3; d * d <= n; d += 2)
      if (n % d === 0) {
        prime = false;
        break;
      }
    if (prime) out.push(BigInt(n));
  }
  return out;
}
const SMALL = [2n, ...primesBetween(3, 2 ** 16)];

describe('perfectPowerRoot', () => {
  it('iroot is the floor of the k-th root', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 300n }), fc.integer({ min: 1, max: 40 }), (n, k) => {
        const r = iroot(n, k);
        expect(r ** BigInt(k) <= n && (r + 1n) ** BigInt(k) > n).toBe(true);
      }),
    );
  });

  it('finds the largest power of random roots, and no power in their neighbours, as the reference does', () => {
    // As in use: n has no prime factor below 2^16 (trial division took them), so every root is
    // above it. Roots are products of primes above 2^16; neighbours that have a small factor are skipped.
    const large = primesBetween(2 ** 16, 2 ** 16 + 20_000);
    const noSmallFactor = (n: bigint) => SMALL.every((q) => n % q !== 0n);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...large), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: -2, max: 2 }),
        (ps, k, shift) => {
          const n = ps.reduce((a, b) => a * b, 1n) ** BigInt(k) + BigInt(shift);
          fc.pre(noSmallFactor(n));
          expect(perfectPowerRoot(n, 16)).toEqual(reference(n, 16));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('a power of a power comes out whole: q^6 gives q with exponent 6', () => {
    const q = 1_000_003n;
    expect(perfectPowerRoot(q ** 6n, 16)).toEqual({ root: q, exponent: 6 });
    expect(perfectPowerRoot(q ** 35n, 16)).toEqual({ root: q, exponent: 35 });
  });
});
