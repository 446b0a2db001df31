/**
 * The embeddings of an order's basis in fixed point, the T2 form they define, and the
 * characteristic polynomial of an element read off its embeddings. Every value is an integer
 * standing for value / 2^bits (reduce/roots.ts). Only the search uses these numbers: whatever
 * polynomial they suggest is proved exactly before it is returned (reduce/reduce.ts).
 */

import type { OrderBasis } from '../field/types';
import type { FixedRoots } from './roots';

/** σ(x) at each real root, and at one root of each complex pair. */
export interface Embedding {
  real: bigint[];
  complex: [bigint, bigint][];
}

/** Rounded fixed-point product: a·b / 2^bits. */
const fmul = (a: bigint, b: bigint, bits: bigint): bigint => (a * b) >> bits;

/** σ(ω_i) = H_i(root) / den for every basis element, at the roots' precision. */
export function basisEmbeddings(basis: OrderBasis, roots: FixedRoots): Embedding[] {
  const n = basis.H.length;
  const bits = BigInt(roots.bits);
  const one = 1n << bits;
  // Powers of each root: real ones, and complex ones as (re, im).
  const realPowers = roots.real.map((x) => {
    const p = [one];
    for (let k = 1; k < n; k++) p.push(fmul(p[k - 1]!, x, bits));
    return p;
  });
  const complexPowers = roots.complex.map(([re, im]) => {
    const p: [bigint, bigint][] = [[one, 0n]];
    for (let k = 1; k < n; k++) {
      const [a, b] = p[k - 1]!;
      p.push([(a * re - b * im) >> bits, (a * im + b * re) >> bits]);
    }
    return p;
  });
  const den = basis.den;
  return basis.H.map((row) => ({
    real: realPowers.map((p) => div(dot(row, p), den)),
    complex: complexPowers.map((p) => {
      let re = 0n;
      let im = 0n;
      for (let k = 0; k < row.length; k++) {
        if (row[k] === 0n) continue;
        re += row[k]! * p[k]![0];
        im += row[k]! * p[k]![1];
      }
      return [div(re, den), div(im, den)] as [bigint, bigint];
    }),
  }));
}

/** Σ c_i e_i: the embedding of the element with coordinates c. */
export function combineEmbeddings(c: readonly bigint[], e: readonly Embedding[]): Embedding {
  const real = e[0]!.real.map(() => 0n);
  const complex = e[0]!.complex.map(() => [0n, 0n] as [bigint, bigint]);
  for (let i = 0; i < c.length; i++) {
    const ci = c[i]!;
    if (ci === 0n) continue;
    const ei = e[i]!;
    for (let j = 0; j < real.length; j++) real[j] = real[j]! + ci * ei.real[j]!;
    for (let j = 0; j < complex.length; j++) {
      complex[j]![0] += ci * ei.complex[j]![0];
      complex[j]![1] += ci * ei.complex[j]![1];
    }
  }
  return { real, complex };
}

/** The embeddings rounded to integers at 2^scale (scale ≤ bits). */
function roundedEmbeddings(e: readonly Embedding[], bits: number, scale: number): Embedding[] {
  const shift = BigInt(bits - scale);
  const half = shift > 0n ? 1n << (shift - 1n) : 0n;
  const round = (x: bigint) => (x + half) >> shift;
  return e.map((x) => ({
    real: x.real.map(round),
    complex: x.complex.map(([a, b]) => [round(a), round(b)] as [bigint, bigint]),
  }));
}

/**
 * The T2 form, T2(x, y) = Σ_real σ(x)σ(y) + 2·Σ_pairs Re(σ(x)·conj σ(y)), as vectors: each
 * element's embeddings rounded to integers at 2^scale (scale ≤ bits), a real one as one coordinate
 * of weight 1, a complex one as its real and imaginary parts, each of weight 2 (σ and its
 * conjugate): T2(x, y) = Σ_c w_c·x_c·y_c, scaled by 2^(2·scale). Rounding the vectors rather than
 * the products keeps the form exactly positive definite (the Gram of actual integer vectors),
 * however skewed the basis: LLL then always runs, and is as good as the bits kept.
 */
export function t2Vectors(
  e: readonly Embedding[],
  bits: number,
  scale: number,
): { V: bigint[][]; weights: number[] } {
  const v = roundedEmbeddings(e, bits, scale);
  const V = v.map((x) => [...x.real, ...x.complex.flat()]);
  const first = e[0];
  const weights = first ? [...first.real.map(() => 1), ...first.complex.flatMap(() => [2, 2])] : [];
  return { V, weights };
}

/**
 * Π (x − σ(θ)) over every embedding, coefficients rounded to integers (lowest degree first).
 * Real arithmetic throughout: a complex pair contributes x² − 2·Re·x + |σ|².
 */
export function charpolyOf(e0: Embedding, bits0: number, coefficientBits: number): bigint[] {
  // Every coefficient is at most Π (1 + |σ_i|) = 2^coefficientBits: that many bits and a margin for
  // the rounding of n products are all the fixed point needs (the roots may carry far more).
  const bits = Math.min(bits0, Math.ceil(coefficientBits) + 64);
  const shift = BigInt(bits0 - bits);
  const e =
    shift === 0n
      ? e0
      : {
          real: e0.real.map((x) => x >> shift),
          complex: e0.complex.map(([a, c]) => [a >> shift, c >> shift] as [bigint, bigint]),
        };
  const b = BigInt(bits);
  let p: bigint[] = [1n << b];
  for (const x of e.real) p = mulFactor(p, [-x, 1n << b], b);
  for (const [re, im] of e.complex) p = mulFactor(p, [(re * re + im * im) >> b, -2n * re, 1n << b], b);
  const half = 1n << (b - 1n);
  return p.map((c) => (c + half) >> b);
}

function mulFactor(p: readonly bigint[], q: readonly bigint[], bits: bigint): bigint[] {
  const out = new Array<bigint>(p.length + q.length - 1).fill(0n);
  for (let i = 0; i < p.length; i++)
    for (let j = 0; j < q.length; j++) out[i + j] = out[i + j]! + p[i]! * q[j]!;
  return out.map((c) => c >> bits);
}

function dot(row: readonly bigint[], p: readonly bigint[]): bigint {
  let s = 0n;
  for (let k = 0; k < row.length; k++) if (row[k] !== 0n) s += row[k]! * p[k]!;
  return s;
}

/** Division rounded to nearest (den > 0). */
function div(a: bigint, den: bigint): bigint {
  if (den === 1n) return a;
  const q = (2n * a + den) / (2n * den);
  return 2n * a + den < 0n && (2n * a + den) % (2n * den) !== 0n ? q - 1n : q;
}
