import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHUNK_BITS, chunkedResidue, toChunks } from '../../../src/shared/igp24/primes/chunkedResidue';

const bits = (n: bigint) => n.toString(2).length;

describe('chunkedResidue', () => {
  it('equals x mod n for any x and n', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 20_000n }),
        fc.bigInt({ min: 1n, max: 2n ** 6000n }),
        (x, n) => {
          expect(chunkedResidue(toChunks(x), n, bits(n))).toBe(x % n);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('handles chunk boundaries, all-ones chunks, n = 1, powers of two and n above x', () => {
    const w = BigInt(CHUNK_BITS);
    const xs = [0n, 1n, 2n ** w - 1n, 2n ** w, 2n ** (5n * w) - 1n, 2n ** (3n * w + 7n) + 12345n];
    const ns = [1n, 2n, 3n, 2n ** 64n, 2n ** 64n - 1n, 2n ** 4096n + 1n, 2n ** 30_000n + 3n];
    for (const x of xs) for (const n of ns) expect(chunkedResidue(toChunks(x), n, bits(n))).toBe(x % n);
  });
});
