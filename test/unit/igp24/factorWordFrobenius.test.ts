/**
 * The Frobenius matrix of the word-size distinct-degree factorization (rows through the matrix of
 * multiplication by x^p) is the one built from products mod F, row i = x^(p·i) mod F, and its
 * patterns are DdfWorkspace.pattern's: random monic F of degree 2 to 40, primes from 3 to just below
 * 2^20 (so both the lazily reduced and the reduced multiplication matrix are used).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DdfWorkspace } from '../../../src/shared/igp24/factor/ddfWord';
import { distinctDegreeWord, keepFrobenius } from '../../../src/shared/igp24/factor/factorWord';

/** Rows x^(p·i) mod F by repeated products with x^p mod F (F loaded in ws). */
function frobeniusByProducts(ws: DdfWorkspace): Float64Array {
  const n = ws.n;
  const xp = ws.xPowerP();
  const Q = new Float64Array(n * n);
  Q[0] = 1;
  const row = new Float64Array(n);
  row[0] = 1;
  for (let i = 1; i < n; i++) {
    ws.mulMod(row, xp, row);
    Q.set(row, i * n);
  }
  return Q;
}

describe('word-size Frobenius matrix', () => {
  it('equals the rows from products mod F, with the same patterns', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.constantFrom(3, 5, 7, 11, 13, 101, 1999, 65521, 1048573),
        fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
        (n, p, raw) => {
          const residues = [...raw.slice(0, n).map((c) => c % p), 1];
          const ws = new DdfWorkspace(n);
          const ddf = distinctDegreeWord(residues, p, ws);
          const reference = new DdfWorkspace(n);
          expect(ddf?.pattern ?? null).toEqual(reference.pattern(residues, p));
          // Not squarefree mod p: no matrix to compare.
          fc.pre(ddf !== null && n > 1);
          keepFrobenius(ddf!);
          reference.load(residues, p);
          expect(Array.from(ddf!.Q!)).toEqual(Array.from(frobeniusByProducts(reference)));
        },
      ),
      { numRuns: 400 },
    );
  });
});
