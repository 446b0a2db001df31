/**
 * Dedekind's criterion in float64 (src/shared/igp24/field/dedekindWord.ts) against the BigInt one
 * (dedekind.ts) on seeded polynomials with repeated factors mod p, small and word-size primes,
 * coefficients far beyond p² (only f mod p² may matter).
 */
import { describe, expect, it } from 'vitest';
import { mul, type Poly } from '../../../src/shared/igp24/arith/poly';
import { dedekind } from '../../../src/shared/igp24/field/dedekind';
import { dedekindWord } from '../../../src/shared/igp24/field/dedekindWord';
import { randBig, rng } from './gen';

/** g²·h plus p·k for random g, h, k: f ≡ g²·h (mod p), so Z[α] is often not p-maximal. */
function squareTimes(rand: () => number, p: bigint): Poly {
  const g: Poly = [randBig(rand, 5n), randBig(rand, 5n), 1n];
  const h: Poly = [
    ...Array.from({ length: 3 + Math.floor(rand() * 4) }, () => randBig(rand, 10n ** 30n)),
    1n,
  ];
  const f = mul(mul(g, g), h);
  const n = f.length - 1;
  return f.map((c, i) => (i < n ? c + p * randBig(rand, 10n ** 40n) * (rand() < 0.5 ? p : 1n) : c));
}

describe("Dedekind's criterion in float64", () => {
  it('finds what the BigInt criterion finds, m and U', () => {
    const rand = rng(7_777);
    let enlarged = 0;
    for (let t = 0; t < 400; t++) {
      const p = [2n, 3n, 5n, 7n, 101n, 65_537n, 1_000_003n][t % 7]!;
      const f = squareTimes(rand, p);
      const expected = dedekind(f, p);
      expect(dedekindWord(f, Number(p)), `p = ${p}, f = ${f.join(',')}`).toEqual(expected);
      if (expected.m > 0) enlarged++;
    }
    expect(enlarged).toBeGreaterThan(60);
  });
});
