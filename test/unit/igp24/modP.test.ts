/** The residue kernel: x mod p by division and product, exact for every integer |x| < 2^53. */
import { describe, expect, it } from 'vitest';
import { modP } from '../../../src/shared/igp24/factor/polyModP';
import { rng } from './gen';

const exact = (x: number, p: number) => Number(((BigInt(x) % BigInt(p)) + BigInt(p)) % BigInt(p));

describe('modP', () => {
  it('agrees with exact integer arithmetic near multiples of p, at the float limit and for negatives', () => {
    const rand = rng(53);
    const primes = [2, 3, 1999, 65_521, 1_048_573];
    let checked = 0;
    for (const p of primes)
      for (let k = 0; k < 2000; k++) {
        // Multiples of p plus a small offset, spread up to 2^53: where x / p rounds to an integer.
        const m = Math.floor(rand() * (2 ** 53 / p - 2));
        for (const off of [-1, 0, 1]) {
          const x = m * p + off;
          if (Math.abs(x) >= 2 ** 53) continue;
          expect(modP(x, p)).toBe(exact(x, p));
          expect(modP(-x, p)).toBe(exact(-x, p));
          checked += 2;
        }
      }
    expect(checked).toBeGreaterThan(50_000);
    expect(modP(2 ** 53 - 1, 1_048_573)).toBe(exact(2 ** 53 - 1, 1_048_573));
  });
});
