/**
 * The word-size recombination (tried before the full BigInt lift) gives exactly the factorization of
 * the full lift alone, on random products (factors with small and with large coefficients, where
 * it must hand over) and on irreducible polynomials whose degree patterns prove nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abs, divExact, evaluate, mul, type Poly, taylorShift1 } from '../../../src/shared/igp24/arith/poly';
import { factorOverZ } from '../../../src/shared/igp24/factor/factorZ';
import { recombineWord, rootBoundExponent, testPoints } from '../../../src/shared/igp24/factor/recombineWord';
import { factorModP } from './reference/factorModP';

const monic = (bound: bigint) => (d: number) =>
  fc.array(fc.bigInt({ min: -bound, max: bound }), { minLength: d, maxLength: d }).map((cs) => [...cs, 1n]);
const product = fc
  .tuple(
    fc.constantFrom(10n, 1000n, 10n ** 12n),
    fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 4 }),
  )
  .chain(([bound, degrees]) => fc.tuple(...degrees.map(monic(bound))))
  .map((fs) => fs.reduce((a, b) => mul(a, b)));
const key = (r: { factor: Poly; multiplicity: number }[]) =>
  r.map((x) => `${x.factor.join(',')}^${x.multiplicity}`);

describe('word-size recombination', () => {
  it('agrees with the full lift on random products', () => {
    fc.assert(
      fc.property(product, (f) => {
        expect(key(factorOverZ(f))).toEqual(key(factorOverZ(f, { referenceFactorModP: factorModP })));
      }),
      { numRuns: 300 },
    );
  });

  it('settles small-coefficient products itself and returns their exact factors', () => {
    const f = mul(mul([1n, 1n, 0n, 1n], [-2n, 0n, 1n]), [3n, -1n, 0n, 0n, 1n]);
    const p = 7;
    const us = factorModP(f, p);
    expect(us.length).toBeGreaterThan(1);
    const got = recombineWord(f, us, p, new Array(f.length).fill(true));
    expect(got?.map((g) => g.join(',')).sort()).toEqual(['-2,0,1', '1,1,0,1', '3,-1,0,0,1']);
  });

  it('proves shifted cyclotomic polynomials irreducible like the full lift does', () => {
    // Φ_35(x + k): abelian Galois group, so no degree pattern proves irreducibility.
    let f: Poly = [
      1n,
      -1n,
      0n,
      0n,
      0n,
      1n,
      -1n,
      1n,
      -1n,
      0n,
      1n,
      -1n,
      1n,
      -1n,
      0n,
      1n,
      -1n,
      1n,
      -1n,
      0n,
      0n,
      0n,
      1n,
      -1n,
      1n,
    ];
    for (let k = 0; k < 6; k++) {
      expect(factorOverZ(f)).toEqual(factorOverZ(f, { referenceFactorModP: factorModP }));
      expect(factorOverZ(f)).toHaveLength(1);
      f = taylorShift1(f);
    }
  });

  it('settles Φ_56(x + 5) mod 5 itself: the x^(d−2) coefficient test rejects what the trace lets through', () => {
    const cyclotomic = (n: number): Poly => {
      let f: Poly = [-1n, ...new Array<bigint>(n - 1).fill(0n), 1n];
      for (let d = 1; d < n; d++) if (n % d === 0) f = divExact(f, cyclotomic(d))!;
      return f;
    };
    let f = cyclotomic(56);
    for (let k = 0; k < 5; k++) f = taylorShift1(f);
    const us = factorModP(f, 5);
    expect(us).toHaveLength(4);
    // Irreducible: no subset of the 4 factors is a factor over Z, proven without the full lift.
    expect(recombineWord(f, us, 5, new Array(f.length).fill(true))).toEqual([f]);
  });

  it('settles the shifted Φ_45, Φ_56, Φ_72 and Φ_90 up to x + 10 itself, by values where |f| is small', () => {
    const cyclotomic = (n: number): Poly => {
      let f: Poly = [-1n, ...new Array<bigint>(n - 1).fill(0n), 1n];
      for (let d = 1; d < n; d++) if (n % d === 0) f = divExact(f, cyclotomic(d))!;
      return f;
    };
    // f(0), f(±1) are huge here, and factors over whole subfields pass the trace and x^(d−2)
    // tests; f(−k) = Φ_n(0) = 1 and its neighbours are small, which rejects them.
    for (const [n, p] of [
      [45, 7],
      [56, 3],
      [72, 5],
      [90, 7],
    ] as const) {
      let f = cyclotomic(n);
      for (let k = 0; k <= 10; k++) {
        const us = factorModP(f, p);
        expect(us.length).toBeGreaterThan(1);
        expect(recombineWord(f, us, p, new Array(f.length).fill(true))).toEqual([f]);
        f = taylorShift1(f);
      }
    }
  });

  it('the scan for more test points finds the smallest nonzero |f(a)| below M/2, as exact evaluation does', () => {
    // Degree ≤ 6 and coefficients ≤ 50: every f(a) with |a| ≤ 32 is below 2^53, so the floating-point
    // scan sees the exact values and must find the values that evaluating every point in BigInt
    // finds. Among points of equal |f(a)| its error bound may prefer another a (x² + 11x − 12:
    // f(−2) = −30, f(3) = 30), so the points are compared through their values.
    const M = 3 ** 16;
    const bigM = BigInt(M);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }).chain(monic(50n)), (f) => {
        const fW = f.map((c) => Number(((c % bigM) + bigM) % bigM));
        const all: { a: number; v: bigint }[] = [];
        for (let a = -32; a <= 32; a++) {
          const v = evaluate(f, BigInt(a));
          if (a < -1 || a > 1) if (v !== 0n && 2n * abs(v) < bigM) all.push({ a, v });
        }
        all.sort((x, y) =>
          abs(x.v) < abs(y.v) ? -1 : abs(x.v) > abs(y.v) ? 1 : Math.abs(x.a) - Math.abs(y.a) || x.a - y.a,
        );
        const want = all.slice(0, 5);
        const got = testPoints(f, fW, M);
        expect(got.values.map(abs)).toEqual(want.map((x) => abs(x.v)));
        expect(got.values).toEqual(got.points.map((a) => evaluate(f, BigInt(a))));
      }),
      { numRuns: 500 },
    );
  });

  it('the root bound holds: 2^e bounds the roots of products of linear factors', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }), { minLength: 1, maxLength: 8 }),
        (roots) => {
          const f = roots.map((r) => [-r, 1n]).reduce((a, b) => mul(a, b));
          const e = rootBoundExponent(f);
          for (const r of roots) expect((r < 0n ? -r : r) <= 2n ** BigInt(e)).toBe(true);
        },
      ),
    );
  });
});
