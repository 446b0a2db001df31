/**
 * The factorization over Z with its fast paths (the word-size factorization mod p, the word-size
 * lift and recombination with values where |f| is small) gives exactly the reference's answer:
 * `referenceFactorModP` keeps the earlier method (reference/factorModP.ts and the full BigInt lift to the
 * Mignotte bound). Same factors, same order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divExact, mul, type Poly, taylorShift1 } from '../../../src/shared/igp24/arith/poly';
import { factorOverZ } from '../../../src/shared/igp24/factor/factorZ';
import { factorModP } from './reference/factorModP';

const show = (r: { factor: Poly; multiplicity: number }[]) =>
  r.map((x) => `${x.factor.join(',')}^${x.multiplicity}`);
function agrees(f: Poly): void {
  expect(show(factorOverZ(f))).toEqual(show(factorOverZ(f, { referenceFactorModP: factorModP })));
}

function cyclotomic(n: number): Poly {
  let f: Poly = [-1n, ...new Array<bigint>(n - 1).fill(0n), 1n];
  for (let d = 1; d < n; d++) if (n % d === 0) f = divExact(f, cyclotomic(d))!;
  return f;
}
const shift = (f: Poly, k: number): Poly => {
  let g = f;
  for (let i = 0; i < k; i++) g = taylorShift1(g);
  return g;
};

const poly = (bound: bigint, minDegree: number, maxDegree: number) =>
  fc
    .tuple(
      fc.array(fc.bigInt({ min: -bound, max: bound }), { minLength: minDegree, maxLength: maxDegree }),
      fc.bigInt({ min: 1n, max: 5n }),
    )
    .map(([cs, lead]) => [...cs, lead]);

/** Swinnerton-Dyer polynomials for {2, 3}, {2, 3, 5} and {2, 3, 5, 7}: irreducible, yet split into
 * factors of degree ≤ 2 mod every prime. */
const SWINNERTON_DYER: Poly[] = [
  [1n, 0n, -10n, 0n, 1n],
  [576n, 0n, -960n, 0n, 352n, 0n, -40n, 0n, 1n],
  [
    46225n,
    0n,
    -5596840n,
    0n,
    13950764n,
    0n,
    -7453176n,
    0n,
    1513334n,
    0n,
    -141912n,
    0n,
    6476n,
    0n,
    -136n,
    0n,
    1n,
  ],
];

describe('factorization over Z against the reference', () => {
  it('random products of 1-4 random factors, monic or not, small or huge coefficients', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(10n, 1000n, 10n ** 6n, 10n ** 20n)
          .chain((bound) => fc.array(poly(bound, 1, 10), { minLength: 1, maxLength: 4 })),
        (parts) => agrees(parts.reduce((a, b) => mul(a, b))),
      ),
      { numRuns: 150 },
    );
  });

  it('products of shifted cyclotomic polynomials and Φ_n(x + k) for n up to 100', () => {
    const ns = Array.from({ length: 100 }, (_, i) => i + 1).filter((n) => cyclotomic(n).length <= 25);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...ns), fc.integer({ min: -3, max: 12 })), {
          minLength: 1,
          maxLength: 3,
        }),
        (terms) => {
          const fs = terms.map(([n, k]) =>
            k >= 0 ? shift(cyclotomic(n), k) : cyclotomic(n).map((c, i) => (i % 2 ? -c : c)),
          );
          agrees(fs.reduce((a, b) => mul(a, b)));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('Swinnerton-Dyer polynomials, shifted and times small factors', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SWINNERTON_DYER),
        fc.integer({ min: 0, max: 6 }),
        fc.array(poly(20n, 1, 4), { maxLength: 2 }),
        (sd, k, others) => agrees([shift(sd, k), ...others].reduce((a, b) => mul(a, b))),
      ),
      { numRuns: 60 },
    );
  });

  it('repeated factors with multiplicities 2 and 3', () => {
    fc.assert(
      fc.property(poly(30n, 1, 6), poly(30n, 1, 8), fc.integer({ min: 2, max: 3 }), (g, h, m) => {
        let f = h;
        for (let i = 0; i < m; i++) f = mul(f, g);
        agrees(f);
      }),
      { numRuns: 100 },
    );
  });

  it('the bench classes: every Φ_n(x + k) of degree 24 for k ≤ 10', () => {
    for (const n of [35, 39, 45, 52, 56, 70, 72, 84, 90]) {
      let f = cyclotomic(n);
      for (let k = 0; k <= 10; k++) {
        agrees(f);
        f = taylorShift1(f);
      }
    }
  });
});
