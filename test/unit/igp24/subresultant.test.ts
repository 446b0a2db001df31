/**
 * subresultantPrs (with its fused normal step, deg A = deg B + 1) against the textbook sequence:
 * Cohen's Algorithm 3.3.7 with a full pseudo-remainder and the exact division by β afterwards, on
 * random pairs with normal and abnormal degree gaps, zero remainders and non-primitive inputs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  content,
  degree,
  derivative,
  lc,
  mul,
  type Poly,
  prem,
  sign,
} from '../../../src/shared/igp24/arith/poly';
import { subresultantPrs } from '../../../src/shared/igp24/disc/subresultant';

/** The sequence the straightforward way: resultant, degrees and Sturm signs. */
function referencePrs(A0: Poly, B0: Poly) {
  const a = content(A0);
  const b = content(B0);
  let A = A0.map((x) => x / a);
  let B = B0.map((x) => x / b);
  const t = a ** BigInt(degree(B)) * b ** BigInt(degree(A));
  let g = 1n;
  let h = 1n;
  let s = 1n;
  let sigPrev = 1;
  let sigCur = 1;
  const degrees = [degree(A), degree(B)];
  const leadSigns: number[] = [sign(lc(A)), sign(lc(B))];
  while (degree(B) > 0) {
    const dA = degree(A);
    const dB = degree(B);
    const delta = dA - dB;
    if (dA % 2 === 1 && dB % 2 === 1) s = -s;
    const R = prem(A, B);
    const beta = g * h ** BigInt(delta);
    const lB = lc(B);
    A = B;
    if (R.length === 0) {
      B = [];
      break;
    }
    B = R.map((x) => {
      expect(x % beta).toBe(0n);
      return x / beta;
    });
    const sigNew = -((delta + 1) % 2 === 0 ? 1 : sign(lB)) * sigPrev * sign(beta);
    sigPrev = sigCur;
    sigCur = sigNew;
    degrees.push(degree(B));
    leadSigns.push(sign(lc(B)) * sigNew);
    g = lc(A);
    h = delta === 0 ? h : g ** BigInt(delta) / h ** BigInt(delta - 1);
  }
  let resultant = 0n;
  if (B.length > 0) {
    const dA = BigInt(degree(A));
    resultant = s * t * (dA === 0n ? h : lc(B) ** dA / h ** (dA - 1n));
  }
  return { resultant, degrees, leadSigns };
}

const coefficient = (bits: number) => fc.bigInt({ min: -(2n ** BigInt(bits)), max: 2n ** BigInt(bits) });
const nonzero = (bits: number) => coefficient(bits).filter((c) => c !== 0n);
/** Degree 0..maxDegree, sparse when `zeros` (long gaps between degrees of the sequence). */
const poly = (maxDegree: number, bits: number, zeros: boolean) =>
  fc
    .tuple(
      fc.array(zeros ? fc.oneof(fc.constant(0n), coefficient(bits)) : coefficient(bits), {
        maxLength: maxDegree,
      }),
      nonzero(bits),
    )
    .map(([low, lead]) => [...low, lead]);
const bitSizes = fc.constantFrom(1, 3, 8, 30, 64, 200);

describe('subresultantPrs', () => {
  it('f and f′ of random polynomials of degree up to 24', () => {
    fc.assert(
      fc.property(
        bitSizes.chain((bits) => poly(24, bits, false)),
        fc.boolean(),
        (f, square) => {
          const g = square && f.length < 13 ? mul(f, f) : f;
          if (g.length < 3) return;
          expect(subresultantPrs(g, derivative(g))).toEqual(referencePrs(g, derivative(g)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('random pairs deg A ≥ deg B, dense and sparse, with common factors', () => {
    fc.assert(
      fc.property(
        bitSizes.chain((bits) => fc.tuple(poly(16, bits, true), poly(16, bits, true), poly(3, bits, false))),
        fc.boolean(),
        ([p, q, common], shared) => {
          let A = shared ? mul(p, common) : p;
          let B = shared ? mul(q, common) : q;
          if (A.length < B.length) [A, B] = [B, A];
          if (B.length < 2) return;
          expect(subresultantPrs(A, B)).toEqual(referencePrs(A, B));
        },
      ),
      { numRuns: 400 },
    );
  });
});
