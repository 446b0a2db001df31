/**
 * lllGram (L² on an exact Gram matrix): textbook bases with known reduced forms, then seeded random
 * bases of dimension 2–24 with small, 60-bit, 600-bit and 1,500+-bit Gram entries, each checked
 * EXACTLY: U is unimodular (fraction-free determinant), gram = U·G·Uᵀ, and the size-reduction and
 * Lovász conditions hold in rational arithmetic (integral Gram–Schmidt, Cohen Algorithm 2.6.7);
 * reducing again changes nothing; |b_1| is within the LLL bound of a brute-forced shortest vector; a
 * knapsack lattice gives up its hidden short vector; bad inputs throw.
 */
import { describe, expect, it } from 'vitest';
import { lllGram } from '../../../src/shared/igp24/reduce/lll';
import { rng } from './gen';

import {
  bruteShortest,
  det,
  expectReduced,
  gramOf,
  hiddenBasis,
  type Mat,
  maxBits,
  mul,
  randBig,
  randInt,
  transpose,
} from './lattice';

/** Everything checkable about one reduction of G. */
function checkReduction(G: Mat): ReturnType<typeof lllGram> {
  const res = lllGram(G);
  const d = G.length;
  expect(res.U.length).toBe(d);
  for (const row of res.U) {
    expect(row.length).toBe(d);
    for (const x of row) expect(typeof x).toBe('bigint');
  }
  const D = det(res.U);
  expect(D === 1n || D === -1n).toBe(true);
  expect(res.gram).toEqual(mul(mul(res.U, G), transpose(res.U)));
  expectReduced(res.gram);
  // Already reduced: a second pass keeps every length (in practice it changes nothing).
  const again = lllGram(res.gram);
  expect(again.gram.map((row, i) => row[i])).toEqual(res.gram.map((row, i) => row[i]));
  return res;
}

describe('lllGram: textbook lattices', () => {
  it('reduces Cohen’s 3-dimensional example (1,1,1), (−1,0,2), (3,5,6)', () => {
    const B: Mat = [
      [1n, 1n, 1n],
      [-1n, 0n, 2n],
      [3n, 5n, 6n],
    ];
    const res = checkReduction(gramOf(B));
    // The reduced basis is (0,1,0), (1,0,1), (−1,0,2) up to signs and the choice (−1,0,2)/(−2,0,1).
    expect(res.gram.map((row, i) => row[i])).toEqual([1n, 2n, 5n]);
    const reduced = mul(res.U, B);
    expect(reduced[0]!.map((x) => (x < 0n ? -x : x))).toEqual([0n, 1n, 0n]);
    expect(reduced[1]!.map((x) => (x < 0n ? -x : x))).toEqual([1n, 0n, 1n]);
  });

  it('finds the Gauss-reduced basis of a 2-dimensional lattice (Hoffstein–Pipher–Silverman)', () => {
    const B: Mat = [
      [66586820n, 65354729n],
      [6513996n, 6393464n],
    ];
    const res = checkReduction(gramOf(B));
    const reduced = mul(res.U, B).map((v) => (v[0]! < 0n ? v.map((x) => -x) : v));
    expect(reduced).toEqual([
      [2280n, -1001n],
      [1324n, 2376n],
    ]);
  });

  it('leaves a reduced basis and trivial dimensions alone', () => {
    expect(lllGram([])).toEqual({ U: [], gram: [] });
    expect(lllGram([[7n]])).toEqual({ U: [[1n]], gram: [[7n]] });
    // μ_10 = 1/2, r_11 = 3/2 ≥ (0.99 − 1/4)·2: reduced, so nothing may move.
    const G: Mat = [
      [2n, 1n, 0n],
      [1n, 2n, 0n],
      [0n, 0n, 3n],
    ];
    expect(lllGram(G)).toEqual({
      U: [
        [1n, 0n, 0n],
        [0n, 1n, 0n],
        [0n, 0n, 1n],
      ],
      gram: G,
    });
  });
});

describe('lllGram: random bases, checked exactly', () => {
  it('small entries, dimensions 2–4: |b_1|² ≤ 2^(d−1)·λ_1² against a brute-forced λ_1', () => {
    const next = rng(1);
    for (let t = 0; t < 40; t++) {
      const d = randInt(next, 2, 4);
      const B = Array.from({ length: d }, () => Array.from({ length: d }, () => randBig(next, 5)));
      if (det(B) === 0n) continue;
      const G = gramOf(B);
      const res = checkReduction(G);
      const lambda = bruteShortest(res.gram);
      expect(lambda <= bruteShortest(G)).toBe(true); // the reduced basis sees at least as short a vector
      expect(res.gram[0]![0]! <= (1n << BigInt(d - 1)) * lambda).toBe(true);
    }
  });

  it('entries of 5, 60 and 600 bits in dimensions 2–24', () => {
    const next = rng(2);
    for (const [bits, dims] of [
      [5, [2, 3, 5, 8, 12, 16, 20, 24]],
      [60, [2, 3, 6, 10, 16, 24]],
      [600, [2, 4, 8, 16, 24]],
    ] as const) {
      for (const d of dims) {
        const B = Array.from({ length: d }, () => Array.from({ length: d }, () => randBig(next, bits)));
        if (det(B) === 0n) continue;
        checkReduction(gramOf(B));
      }
    }
  });

  it('bases hidden behind large unimodular transforms are reduced back to short vectors', () => {
    const next = rng(3);
    for (const [d, bits] of [
      [6, 40],
      [12, 30],
      [20, 20],
    ] as const) {
      const { B, longest } = hiddenBasis(next, d, bits);
      const G = gramOf(B);
      expect(maxBits(G)).toBeGreaterThan(bits * 3);
      const res = checkReduction(G);
      // The reduced vectors are as short as the hidden near-orthogonal basis (|b0_i|² ≤ 100 + 9d + 60).
      expect(res.gram[0]![0]! <= longest).toBe(true);
    }
  });

  it('Gram entries of 1,500+ bits from columns scaled by very different powers of two', () => {
    const next = rng(4);
    for (const d of [3, 6, 10]) {
      const shift = Array.from({ length: d }, (_, j) => BigInt(Math.round((760 * j) / (d - 1))));
      const B = Array.from({ length: d }, () =>
        Array.from({ length: d }, (_, j) => randBig(next, 8) << shift[j]!),
      );
      if (det(B) === 0n) continue;
      const G = gramOf(B);
      expect(maxBits(G)).toBeGreaterThanOrEqual(1500);
      checkReduction(G);
    }
  });
});

describe('lllGram: knapsack lattice with a hidden short vector', () => {
  it('rows (e_i, K·a_i) with K = 2^700 and Σ x_i a_i = 0 for a hidden x ∈ {−1,0,1}^d', () => {
    const next = rng(5);
    const d = 12;
    const x = Array.from({ length: d }, (_, i) => (i === d - 1 ? 1n : BigInt(randInt(next, -1, 1))));
    const a = Array.from({ length: d - 1 }, () => randBig(next, 200));
    a.push(-a.reduce((acc, ai, i) => acc + x[i]! * ai, 0n));
    const K = 1n << 700n;
    const B = a.map((ai, i) => [...Array.from({ length: d }, (_, j) => (i === j ? 1n : 0n)), K * ai]);
    const G = gramOf(B);
    expect(maxBits(G)).toBeGreaterThanOrEqual(1500);
    const res = checkReduction(G);
    const norm = x.reduce((acc, c) => acc + c * c, 0n);
    expect(res.gram[0]![0]).toBe(norm);
    const sign = res.U[0]![d - 1]!;
    expect(res.U[0]!.map((c) => c * sign)).toEqual(x);
  });
});

describe('lllGram: errors', () => {
  it('rejects forms that are not positive definite', () => {
    const notPd = /not positive definite/;
    expect(() =>
      lllGram([
        [1n, 2n],
        [2n, 1n],
      ]),
    ).toThrow(notPd);
    expect(() =>
      lllGram([
        [1n, 1n],
        [1n, 1n],
      ]),
    ).toThrow(notPd);
    expect(() => lllGram([[0n]])).toThrow(notPd);
    expect(() =>
      lllGram([
        [5n, 0n, 0n],
        [0n, -3n, 0n],
        [0n, 0n, 5n],
      ]),
    ).toThrow(notPd);
  });

  it('rejects malformed input and parameters', () => {
    expect(() =>
      lllGram([
        [2n, 1n],
        [0n, 2n],
      ]),
    ).toThrow(/symmetric/);
    expect(() => lllGram([[2n, 1n]])).toThrow(/square/);
    expect(() => lllGram([[1n]], { delta: 1 })).toThrow(/delta/);
    expect(() => lllGram([[1n]], { eta: 0.4 })).toThrow(/eta/);
  });

  it('says so when one power-of-two scale cannot hold the whole lattice', () => {
    expect(() =>
      lllGram([
        [1n, 0n],
        [0n, 1n << 4000n],
      ]),
    ).toThrow(/too many orders of magnitude/);
  });
});
