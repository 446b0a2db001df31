import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mul } from '../../../src/shared/igp24/arith/poly';
import { subsetSums } from '../../../src/shared/igp24/factor/factorZ';
import { irreducibility } from '../../../src/shared/igp24/factor/irreducibility';
import { randMonic, rng } from './gen';
import { ddfPattern, squarefreeModP } from './reference/factorModP';

describe('irreducibility', () => {
  it('products of two random polynomials are never proven', () => {
    const rand = rng(11);
    for (let k = 0; k < 150; k++) {
      const d = 1 + Math.floor(rand() * 23);
      const f = mul(randMonic(rand, d, 10n), randMonic(rand, 24 - d, 10n));
      expect(irreducibility(f).status).not.toBe('proven');
    }
  });

  it('property: products (non-monic, mixed degrees) are never proven', () => {
    const coeffs = (n: number) =>
      fc.array(fc.bigInt({ min: -30n, max: 30n }), { minLength: n, maxLength: n });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 10 }),
        fc.bigInt({ min: 1n, max: 5n }),
        coeffs(11),
        coeffs(11),
        (da, db, l, a, b) => {
          const A = [...a.slice(0, da), l];
          const B = [...b.slice(0, db), 1n];
          expect(irreducibility(mul(A, B)).status).not.toBe('proven');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a rational root gives reducible with the factor', () => {
    const rand = rng(12);
    for (let k = 0; k < 50; k++) {
      const g = randMonic(rand, 23, 1000n);
      const root = BigInt(Math.floor(rand() * 2001) - 1000) || 7n;
      const f = mul([-root, 1n], g);
      const res = irreducibility(f);
      expect(res.status).toBe('reducible');
    }
    const half = irreducibility(mul([-1n, 2n], [5n, 1n, 0n, 1n]));
    expect(half.status).toBe('reducible');
    expect(half.factor).toEqual([-1n, 2n]);
  });

  it('non-squarefree and x | f are reducible', () => {
    expect(irreducibility(mul([1n, 1n, 1n], [1n, 1n, 1n])).status).toBe('reducible');
    expect(irreducibility([0n, 1n, 1n]).status).toBe('reducible');
  });

  it('Eisenstein polynomials x^24 - 2, x^24 + 6x + 6 are proven', () => {
    expect(irreducibility([-2n, ...Array(23).fill(0n), 1n]).status).toBe('proven');
    expect(irreducibility([6n, 6n, ...Array(22).fill(0n), 1n]).status).toBe('proven');
  });

  it('random monic degree-24 polynomials are (almost always) proven by DDF patterns', () => {
    const rand = rng(13);
    let proven = 0;
    for (let k = 0; k < 40; k++) if (irreducibility(randMonic(rand, 24, 100n)).status === 'proven') proven++;
    expect(proven).toBeGreaterThanOrEqual(36);
  });

  it('DDF pattern degrees sum to the degree; subset sums', () => {
    const rand = rng(14);
    for (let k = 0; k < 30; k++) {
      const f = randMonic(rand, 24, 100n);
      for (const p of [101, 103, 107, 109]) {
        if (!squarefreeModP(f, p)) continue;
        const pat = ddfPattern(f, p);
        expect(pat.reduce((a, b) => a + b, 0)).toBe(24);
      }
    }
    // (x - 1)(x - 2)(x^2 + 1) mod 7: x^2 + 1 is irreducible mod 7.
    expect(ddfPattern(mul(mul([-1n, 1n], [-2n, 1n]), [1n, 0n, 1n]), 7)).toEqual([1, 1, 2]);
    expect(subsetSums([1, 2])).toEqual([true, true, true, true]);
  });
});
