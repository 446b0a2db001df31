import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitLength } from '../../../src/shared/igp24/arith/poly';

/** The reference: the length of the binary digits of |a|, 0 for 0. */
const reference = (a: bigint): number => (a === 0n ? 0 : (a < 0n ? -a : a).toString(2).length);

describe('bitLength', () => {
  it('equals the length of the binary digits on random values of every size', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 700 }),
        fc.bigInt({ min: 0n, max: 2n ** 700n }),
        fc.boolean(),
        (bits, x, neg) => {
          const a = BigInt.asUintN(bits, x) * (neg ? -1n : 1n);
          expect(bitLength(a)).toBe(reference(a));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('is exact at and around every power of two up to 2^130 (the Number and the hexadecimal paths meet at 2^53)', () => {
    for (let k = 0; k <= 130; k++) {
      const p = 1n << BigInt(k);
      for (const a of [p - 1n, p, p + 1n, -(p - 1n), -p, -(p + 1n)])
        expect(bitLength(a), `${a}`).toBe(reference(a));
    }
  });
});
