/**
 * The word-size factorization mod p (factorWord.ts) gives the same monic irreducible factors as
 * the reference in factorModP.ts, on random squarefree polynomials of degree 1 to 40 and primes
 * from 3 to 1999, monic or not.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DdfWorkspace } from '../../../src/shared/igp24/factor/ddfWord';
import {
  distinctDegreeWord,
  factorModPWord,
  factorsFromDdf,
  keepFrobenius,
} from '../../../src/shared/igp24/factor/factorWord';
import { factorModP, reduceModP, squarefreeModP } from './reference/factorModP';

const sorted = (fs: number[][]) => fs.map((g) => g.join(',')).sort();

describe('word-size factorization mod p', () => {
  it('agrees with the reference factorization mod p', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: -(10n ** 6n), max: 10n ** 6n }), { minLength: 2, maxLength: 41 }),
        fc.constantFrom(3, 5, 7, 11, 13, 31, 101, 1999),
        (cs, p) => {
          const f = cs[cs.length - 1] === 0n ? [...cs.slice(0, -1), 1n] : cs;
          fc.pre(squarefreeModP(f, p));
          const got = factorModPWord(reduceModP(f, p), p);
          expect(got.every((g) => g[g.length - 1] === 1)).toBe(true);
          expect(sorted(got)).toEqual(sorted(factorModP(f, p)));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('splits a product of many factors of one degree (x^(p^2) − x over F_p)', () => {
    // x^9 − x mod 3 = x·(x + 1)·(x + 2)·(the three monic irreducible quadratics).
    const f = [0n, -1n, 0n, 0n, 0n, 0n, 0n, 0n, 0n, 1n];
    const got = factorModPWord(reduceModP(f, 3), 3);
    expect(sorted(got)).toEqual(sorted(factorModP(f, 3)));
    expect(got.map((g) => g.length - 1).sort()).toEqual([1, 1, 1, 2, 2, 2]);
  });

  it('gives the patterns of DdfWorkspace.pattern, and factors from an earlier prime too', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: -1000n, max: 1000n }), { minLength: 3, maxLength: 31 }),
        fc.subarray([3, 5, 7, 11, 13, 101], { minLength: 2 }),
        fc.boolean(),
        (cs, primes, keep) => {
          const f = [...cs, 1n];
          const n = f.length - 1;
          const ws = new DdfWorkspace(n);
          const reference = new DdfWorkspace(n);
          const ddfs = primes.map((p) => {
            const residues = reduceModP(f, p);
            while (residues.length < n + 1) residues.push(0);
            const ddf = distinctDegreeWord(residues, p, ws);
            expect(ddf?.pattern ?? null).toEqual(reference.pattern(residues, p));
            if (ddf !== null && keep) keepFrobenius(ddf);
            return ddf;
          });
          // Factors from every prime's factorization, the latest one or not, kept or not.
          ddfs.forEach((ddf, i) => {
            if (ddf === null) return;
            expect(sorted(factorsFromDdf(ddf, ws))).toEqual(sorted(factorModP(f, primes[i]!)));
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});
