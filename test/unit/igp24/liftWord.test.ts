/**
 * The word-size Hensel lift (liftWord.ts): the lifted factors are monic, reduce to the factors mod p
 * they came from, and multiply to f mod p^k, for random f, primes from 3 to 1999 and every k with
 * p^k < 2^26.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { liftFactorsWord } from '../../../src/shared/igp24/factor/liftWord';
import { factorModP, squarefreeModP } from './reference/factorModP';

/** a·b mod m on exact integers (BigInt, so the check shares nothing with the lift's float tricks). */
function mulMod(a: number[], b: number[], m: bigint): bigint[] {
  const r = new Array<bigint>(a.length + b.length - 1).fill(0n);
  for (let i = 0; i < a.length; i++)
    for (let j = 0; j < b.length; j++) r[i + j] = (r[i + j]! + BigInt(a[i]!) * BigInt(b[j]!)) % m;
  return r;
}

describe('word-size Hensel lift', () => {
  it('lifts a factorization mod p to one mod p^k', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }), { minLength: 2, maxLength: 30 }),
        fc.constantFrom(3, 5, 7, 13, 101, 1999),
        fc.integer({ min: 1, max: 30 }),
        (cs, p, kWanted) => {
          const f = [...cs, 1n];
          fc.pre(squarefreeModP(f, p));
          const us = factorModP(f, p);
          let k = 1;
          while (k < kWanted && p ** (k + 1) < 2 ** 26) k++;
          const M = BigInt(p) ** BigInt(k);
          const fM = f.map((c) => Number(((c % M) + M) % M));
          const lifted = liftFactorsWord(fM, us, p, k);
          expect(lifted).toHaveLength(us.length);
          lifted.forEach((g, i) => {
            expect(g.length).toBe(us[i]!.length);
            expect(g[g.length - 1]).toBe(1);
            expect(g.map((c) => c % p)).toEqual(us[i]);
          });
          const prod = lifted.reduce<bigint[]>(
            (a, g) =>
              mulMod(
                a.map((c) => Number(c)),
                g,
                M,
              ),
            [1n],
          );
          expect(prod).toEqual(fM.map(BigInt));
        },
      ),
      { numRuns: 300 },
    );
  });
});
