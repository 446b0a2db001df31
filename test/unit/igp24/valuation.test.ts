import { describe, expect, it } from 'vitest';
import { splitPower, valuation } from '../../../src/shared/igp24/arith/valuation';
import { rng } from './gen';

/** One division at a time: the definition. */
function naive(a0: bigint, p: bigint): { v: number; rest: bigint } {
  let rest = a0;
  let v = 0;
  while (rest % p === 0n) {
    rest /= p;
    v++;
  }
  return { v, rest };
}

describe('p-adic valuation', () => {
  it('agrees with dividing one p at a time, for every exponent up to 600 and either sign', () => {
    const rand = rng(7);
    for (const p of [2n, 3n, 5n, 7n, 99991n, 2n ** 61n - 1n]) {
      for (let e = 0; e <= 600; e += e < 40 ? 1 : 37) {
        // A unit part not divisible by p, of a random size.
        let u =
          BigInt(Math.floor(rand() * 1e9)) * p +
          1n +
          BigInt(Math.floor(rand() * Number(p > 100n ? 100n : p - 1n)));
        if (rand() < 0.5) u = -u;
        const a = u * p ** BigInt(e);
        expect(splitPower(a, p)).toEqual(naive(a, p));
        expect(valuation(a, p)).toBe(e);
      }
    }
  });

  it('stops at the cap a caller gives, and returns 0 for a cap of 0', () => {
    expect(valuation(3n ** 50n, 3n, 7)).toBe(7);
    expect(valuation(3n ** 50n, 3n, 0)).toBe(0);
    expect(valuation(10n, 3n, 5)).toBe(0);
  });
});
