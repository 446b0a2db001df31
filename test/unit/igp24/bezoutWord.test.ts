/**
 * The word-size Bézout coefficients (bezoutWord.ts) equal those of the `number[]` extended Euclid
 * (factorModP.ts) — the pair with deg s < deg h, deg t < deg g is unique — on random coprime pairs,
 * either degree the larger, for primes from 3 to 1999; a common factor is refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bezoutWord } from '../../../src/shared/igp24/factor/bezoutWord';
import { extGcdP, gcdP, mulP, type PolyP } from './reference/factorModP';

const padded = (a: PolyP, n: number): number[] => Array.from({ length: n }, (_, i) => a[i] ?? 0);

const residuePoly = (p: number) =>
  fc.array(fc.nat(), { minLength: 1, maxLength: 30 }).map((cs) => {
    const a = cs.map((c) => c % p);
    // A nonzero leading coefficient of degree ≥ 1.
    a.push(1 + (cs[0]! % (p - 1)));
    return a;
  });

describe('word-size Bézout coefficients', () => {
  it('match the extended Euclid on number arrays', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(3, 5, 7, 13, 101, 1999)
          .chain((p) => fc.tuple(fc.constant(p), residuePoly(p), residuePoly(p))),
        ([p, g, h]) => {
          fc.pre(gcdP(g, h, p).length === 1);
          const dg = g.length - 1;
          const dh = h.length - 1;
          const s = new Float64Array(dh).fill(7);
          const t = new Float64Array(dg).fill(7);
          bezoutWord(g, dg, h, dh, p, s, t);
          const ref = extGcdP(g, h, p);
          expect(Array.from(s)).toEqual(padded(ref.s, dh));
          expect(Array.from(t)).toEqual(padded(ref.t, dg));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('refuses polynomials with a common factor', () => {
    const p = 7;
    const c = [3, 1];
    const g = mulP(c, [1, 2, 1], p);
    const h = mulP(c, [5, 1], p);
    expect(() => bezoutWord(g, 3, h, 2, p, new Float64Array(2), new Float64Array(3))).toThrow(/coprime/);
  });
});
