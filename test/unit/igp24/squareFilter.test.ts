import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maybeSquare } from '../../../src/shared/igp24/arith/squareFilter';
import { isSquare } from '../../../src/shared/igp24/disc/discriminant';

describe('maybeSquare', () => {
  it('passes every square and refuses only non-squares', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 3000n }), (x) => {
        expect(maybeSquare(x * x)).toBe(true);
        if (!maybeSquare(x)) expect(isSquare(x)).toBe(false);
        if (!maybeSquare(x * x + 1n)) expect(isSquare(x * x + 1n)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses negatives and almost every non-square below 100,000', () => {
    expect(maybeSquare(-4n)).toBe(false);
    let passed = 0;
    for (let n = 0n; n < 100_000n; n++) {
      if (!maybeSquare(n)) continue;
      if (!isSquare(n)) passed++;
    }
    expect(passed).toBeLessThan(1000);
  });
});
