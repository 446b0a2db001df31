/**
 * analyze (production, chosen per input) and analyzeModular (the multimodular Sturm–Habicht path,
 * forced) against the BigInt subresultant PRS reference and Descartes/VCA, on random polynomials
 * of degrees 1–24 with 1–300-bit coefficients, non-monic, with repeated roots, even and odd ones,
 * products of cyclotomics and shifted cyclotomics; analyzeFactored (r and disc of a reducible f from
 * its factors) against the same reference.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  divExact,
  mul,
  type Poly,
  primitivePart,
  scale,
  taylorShift1,
  trim,
} from '../../../src/shared/igp24/arith/poly';
import { analyze, analyzeFactored, analyzeSubresultant } from '../../../src/shared/igp24/disc/analyze';
import { analyzeModular, permanencesMinusVariations } from '../../../src/shared/igp24/disc/sturmHabicht';
import { countRealRootsDescartes } from './reference/realRoots';

function cyclotomic(n: number): Poly {
  let f: Poly = [-1n, ...new Array<bigint>(n - 1).fill(0n), 1n];
  for (let d = 1; d < n; d++) if (n % d === 0) f = divExact(f, cyclotomic(d))!;
  return f;
}

/** Both paths agree with the reference r and disc, and r with Descartes/VCA. */
function expectAgrees(f: Poly): void {
  const want = analyzeSubresultant(f);
  const modular = analyzeModular(f);
  if (modular !== null) expect(modular).toEqual(want);
  expect(analyze(f)).toEqual(want);
  expect(want.r).toBe(countRealRootsDescartes(f));
}

const coefficient = (bits: number) => fc.bigInt({ min: -(2n ** BigInt(bits)), max: 2n ** BigInt(bits) });
const nonzero = (bits: number) => coefficient(bits).filter((c) => c !== 0n);
/** A polynomial of degree 1..maxDegree with coefficients of up to `bits` bits (any leading one). */
const poly = (maxDegree: number, bits: number) =>
  fc
    .tuple(fc.array(coefficient(bits), { minLength: 1, maxLength: maxDegree }), nonzero(bits))
    .map(([low, lead]) => [...low, lead]);
const bitSizes = fc.constantFrom(1, 2, 4, 8, 20, 64, 128, 300);

describe('analyze: multimodular Sturm–Habicht against the subresultant PRS', () => {
  it('random polynomials of degree 1–24, 1–300-bit coefficients, non-monic', () => {
    fc.assert(
      fc.property(
        bitSizes.chain((bits) => poly(24, bits)),
        (f) => expectAgrees(f),
      ),
      { numRuns: 150 },
    );
  });

  it('repeated roots (disc 0): g^2·h', () => {
    fc.assert(
      fc.property(poly(6, 8), poly(8, 20), (g, h) => {
        const f = mul(mul(g, g), h);
        expectAgrees(f);
        expect(analyze(f).disc).toBe(0n);
      }),
      { numRuns: 60 },
    );
  });

  it('even and odd polynomials g(x^2) and x·g(x^2) (zero blocks in the sequence)', () => {
    fc.assert(
      fc.property(poly(12, 30), fc.boolean(), (g, odd) => {
        const even: Poly = [];
        g.forEach((c, i) => {
          even[2 * i] = c;
          if (i < g.length - 1) even[2 * i + 1] = 0n;
        });
        expectAgrees(odd ? [0n, ...even] : even);
      }),
      { numRuns: 80 },
    );
  });

  it('products of cyclotomics and shifted cyclotomics, x^24 - 1 and x^n ± c', () => {
    const orders = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 21, 35, 39, 45, 52, 56, 70, 72, 84, 90];
    for (const n of orders) {
      let f = cyclotomic(n);
      for (let k = 0; k < 4; k++) {
        expectAgrees(f);
        f = taylorShift1(f);
      }
    }
    for (let i = 0; i < orders.length - 1; i++) {
      const f = mul(cyclotomic(orders[i]!), cyclotomic(orders[i + 1]!));
      if (f.length <= 25) expectAgrees(f);
    }
    expectAgrees(trim([-1n, ...new Array<bigint>(23).fill(0n), 1n]));
    for (const n of [1, 2, 3, 5, 12, 24])
      for (const c of [1n, -1n, 7n, -(10n ** 60n)])
        expectAgrees([c, ...new Array<bigint>(n - 1).fill(0n), 3n]);
  });

  it('huge coefficients (up to 10^200) and degree 1 and 2', () => {
    expectAgrees([10n ** 200n - 1n, -(10n ** 199n), 7n, 10n ** 200n - 3n]);
    expectAgrees([5n, -(10n ** 200n - 1n)]);
    expectAgrees([1n, 2n, 1n]);
    expectAgrees([-(10n ** 150n), 3n, 10n ** 100n]);
  });

  it('permanences minus variations with zero blocks', () => {
    // Nonzero neighbours: +1 per permanence, -1 per variation.
    expect(permanencesMinusVariations([1, 1, 1], 2)).toBe(2);
    expect(permanencesMinusVariations([1, -1, 1], 2)).toBe(-2);
    // Nonzero neighbours i - j apart count ε_(i-j)·sign(s_i s_j) when i - j is odd, with
    // ε_k = (-1)^(k(k-1)/2), and nothing when even.
    expect(permanencesMinusVariations([1, 0, 1], 2)).toBe(0);
    expect(permanencesMinusVariations([1, 0, 0, 1], 3)).toBe(-1);
    expect(permanencesMinusVariations([-1, 0, 0, 1], 3)).toBe(1);
    expect(permanencesMinusVariations([1, 0, 0, 0, 0, 1], 5)).toBe(1);
    expect(permanencesMinusVariations([1, 0, 0, 0, 1], 4)).toBe(0);
  });
});

describe('analyzeFactored: r and disc of a reducible f from its factors over Z', () => {
  /** The factors as factorOverZ gives them, with a content c and a sign in front. */
  const factored = fc.tuple(
    fc.array(
      bitSizes.chain((bits) => poly(10, Math.min(bits, 64))),
      { minLength: 2, maxLength: 4 },
    ),
    fc.constantFrom(1n, 2n, 6n, 100_003n, 10n ** 30n),
    fc.boolean(),
  );

  it('equals the subresultant PRS of f itself, content and sign included', () => {
    fc.assert(
      fc.property(factored, ([parts, c, negative]) => {
        const factors = parts.map(primitivePart).filter((g) => g.length > 1);
        fc.pre(factors.length >= 2);
        const f = scale(factors.reduce(mul), negative ? -c : c);
        const want = analyzeSubresultant(f);
        fc.pre(want.disc !== 0n); // factors sharing a root: f is not squarefree, analyze(f) is used
        const got = analyzeFactored(f, factors);
        expect(got).not.toBeNull();
        expect({ r: got!.r, disc: got!.disc }).toEqual(want);
        // Each resultant (and the content) squared divides disc f.
        for (const w of got!.squareDivisors) expect(want.disc % (w * w)).toBe(0n);
        expect(got!.squareDivisors.length).toBe(
          (c === 1n ? 0 : 1) + (factors.length * (factors.length - 1)) / 2,
        );
      }),
      { numRuns: 150 },
    );
  });

  it('refuses factors whose leading or constant coefficients do not multiply to f', () => {
    const g: Poly = [1n, 1n];
    const h: Poly = [-2n, 0n, 3n];
    expect(analyzeFactored(mul(g, h), [g, [2n, 0n, 3n]])).toBeNull();
    expect(analyzeFactored(mul(g, h), [g, [-2n, 0n, 5n]])).toBeNull();
    expect(analyzeFactored(mul(g, h), [g, h])).not.toBeNull();
  });
});
