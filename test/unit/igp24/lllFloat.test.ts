/**
 * The float-first LLL (reduce/lllFloat.ts). One float round alone: its transform is unimodular and,
 * on lattices float64 resolves, already LLL-reduces the basis (checked exactly, in rational
 * arithmetic). lllVectors whole: the same exact guarantees as lllGram (U unimodular, gram = U·G·Uᵀ
 * for the weighted Gram matrix, LLL conditions) on textbook, random, Hermite (entries up to 2^960,
 * the skew of an order's Hermite basis) and knapsack bases, with the float rounds doing
 * the work: the result is the same lattice's reduced basis whatever the floats got wrong.
 */
import { describe, expect, it } from 'vitest';
import { hermiteModD } from '../../../src/shared/igp24/field/lattice';
import { lllGram } from '../../../src/shared/igp24/reduce/lll';
import {
  floatLllRound,
  lllTransform,
  lllVectors,
  weightedGram,
} from '../../../src/shared/igp24/reduce/lllFloat';
import { rng } from './gen';
import {
  det,
  expectReduced,
  gramOf,
  hiddenBasis,
  longestSquared,
  type Mat,
  maxBits,
  mul,
  randBig,
  transpose,
} from './lattice';

/** The weighted Gram matrix B·diag(w)·Bᵀ, computed here independently of lllFloat. */
function weighted(B: Mat, w: readonly number[]): Mat {
  return mul(
    B.map((row) => row.map((x, c) => x * BigInt(w[c]!))),
    transpose(B),
  );
}

function checkVectors(B: Mat, w: readonly number[]): ReturnType<typeof lllVectors> {
  const res = lllVectors(B, w);
  const D = det(res.U);
  expect(D === 1n || D === -1n).toBe(true);
  const G = weighted(B, w);
  expect(res.gram).toEqual(mul(mul(res.U, G), transpose(res.U)));
  expectReduced(res.gram);
  return res;
}

/**
 * The Hermite basis of a nearly orthogonal lattice with vectors of about 2^bits: entries up to its
 * determinant (about 2^(d·bits)), the skew of an order's Hermite basis, while the lattice itself has
 * a basis of vectors of 2^bits.
 */
function hermiteOfNice(next: () => number, d: number, bits: number): { H: Mat; nice: Mat } {
  const nice = Array.from({ length: d }, (_, i) =>
    Array.from({ length: d }, (_, j) => (i === j ? 1n << BigInt(bits) : 0n) + randBig(next, bits - 4)),
  );
  const D = det(nice);
  return { H: hermiteModD(nice, D < 0n ? -D : D, d), nice };
}

describe('floatLllRound', () => {
  it('reduces Cohen’s 3-dimensional example in one round, exactly as lllGram', () => {
    const B: Mat = [
      [1n, 1n, 1n],
      [-1n, 0n, 2n],
      [3n, 5n, 6n],
    ];
    const round = floatLllRound(B, [1, 1, 1]);
    expect(round.finished).toBe(true);
    expect(round.ops).toBeGreaterThan(0);
    const D = det(round.W);
    expect(D === 1n || D === -1n).toBe(true);
    const g = gramOf(mul(round.W, B));
    expectReduced(g);
    expect(g.map((row, i) => row[i])).toEqual(lllGram(gramOf(B)).gram.map((row, i) => row[i]));
  });

  it('finishes small random lattices (entries of 10 bits, dimensions 2–12) LLL-reduced', () => {
    const next = rng(21);
    let checked = 0;
    for (const d of [2, 3, 4, 6, 8, 12]) {
      for (let t = 0; t < 3; t++) {
        const B = Array.from({ length: d }, () => Array.from({ length: d }, () => randBig(next, 10)));
        if (det(B) === 0n) continue;
        const round = floatLllRound(B, new Array(d).fill(1));
        expect(round.finished).toBe(true);
        const D = det(round.W);
        expect(D === 1n || D === -1n).toBe(true);
        expectReduced(gramOf(mul(round.W, B)));
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(15);
  });

  it('leaves an already reduced basis alone and refuses a dependent one', () => {
    const I: Mat = [
      [3n, 0n, 0n],
      [0n, 4n, 0n],
      [0n, 0n, 5n],
    ];
    const round = floatLllRound(I, [1, 1, 1]);
    expect(round).toEqual({
      W: [
        [1n, 0n, 0n],
        [0n, 1n, 0n],
        [0n, 0n, 1n],
      ],
      ops: 0,
      finished: true,
    });
    const dependent = floatLllRound(
      [
        [1n, 2n],
        [2n, 4n],
      ],
      [1, 1],
    );
    expect(dependent.finished).toBe(false);
  });
});

describe('lllVectors', () => {
  it('weighted coordinates: the form Σ w_c x_c y_c (T2 counts a complex pair twice)', () => {
    const next = rng(22);
    for (const d of [2, 4, 7]) {
      const B = Array.from({ length: d }, () => Array.from({ length: d }, () => randBig(next, 20)));
      if (det(B) === 0n) continue;
      const w = Array.from({ length: d }, (_, c) => (c < d / 2 ? 1 : 2));
      expect(weightedGram(B, w)).toEqual(weighted(B, w));
      checkVectors(B, w);
    }
  });

  it('random bases of 5, 60 and 600 bits in dimensions 2–24', () => {
    const next = rng(23);
    for (const [bits, dims] of [
      [5, [2, 5, 12, 24]],
      [60, [3, 10, 24]],
      [600, [4, 16, 24]],
    ] as const) {
      for (const d of dims) {
        const B = Array.from({ length: d }, () => Array.from({ length: d }, () => randBig(next, bits)));
        if (det(B) === 0n) continue;
        checkVectors(B, new Array(d).fill(1));
      }
    }
  });

  it('Hermite bases of nice lattices (entries up to 2^960) take several float rounds', () => {
    const next = rng(24);
    for (const [d, bits] of [
      [8, 30],
      [16, 40],
      [24, 40],
    ] as const) {
      const { H, nice } = hermiteOfNice(next, d, bits);
      expect(maxBits(H)).toBeGreaterThan((d - 1) * bits);
      const res = checkVectors(H, new Array(d).fill(1));
      expect(res.rounds).toBeGreaterThan(1);
      // Back to vectors as short as the nice basis' (LLL's factor 2^((d−1)/2) at most).
      const longest = longestSquared(nice);
      expect(res.gram[0]![0]! <= longest).toBe(true);
      expect(res.gram[d - 1]![d - 1]! <= longest << BigInt(d - 1)).toBe(true);
    }
  });

  it('bases hidden behind large unimodular transforms come back short', () => {
    const next = rng(25);
    for (const [d, bits] of [
      [6, 40],
      [12, 30],
      [20, 20],
    ] as const) {
      const { B, longest } = hiddenBasis(next, d, bits);
      const res = checkVectors(B, new Array(d).fill(1));
      expect(res.gram[0]![0]! <= longest).toBe(true);
    }
  });

  it('a knapsack lattice gives up its hidden short vector', () => {
    const next = rng(26);
    const d = 12;
    const x = Array.from({ length: d }, (_, i) => (i === d - 1 ? 1n : BigInt(Math.floor(next() * 3) - 1)));
    const a = Array.from({ length: d - 1 }, () => randBig(next, 200));
    a.push(-a.reduce((acc, ai, i) => acc + x[i]! * ai, 0n));
    // Square: the last coordinate K·a_i replaces e_{d−1}'s, and the hidden x keeps its weight.
    const K = 1n << 300n;
    const B = a.map((ai, i) => [...Array.from({ length: d - 1 }, (_, j) => (i === j ? 1n : 0n)), K * ai]);
    const res = checkVectors(B, new Array(d).fill(1));
    const norm = x.slice(0, d - 1).reduce((acc, c) => acc + c * c, 0n);
    expect(res.gram[0]![0]! <= norm).toBe(true);
  });

  it('agrees with lllGram on the lattice (same shortest vector length) for a non-square basis', () => {
    const B: Mat = [
      [1n, 0n, 0n, 12345n],
      [0n, 1n, 0n, 54321n],
      [0n, 0n, 1n, 11111n],
    ];
    const res = lllVectors(B, [1, 1, 1, 1]);
    expect(res.rounds).toBe(0);
    expect(res).toEqual({ ...lllGram(gramOf(B)), rounds: 0 });
  });
});

describe('lllTransform', () => {
  it('skewed and random bases: a unimodular transform to a basis LLL-reduced up to rounding', () => {
    const next = rng(27);
    let floatOnly = 0;
    const cases: Mat[] = [
      ...(
        [
          [8, 30],
          [16, 40],
          [24, 40],
        ] as const
      ).map(([d, bits]) => hermiteOfNice(next, d, bits).H),
      ...[6, 12, 24].map((d) =>
        Array.from({ length: d }, () => Array.from({ length: d }, () => randBig(next, 300))),
      ),
    ];
    for (const B of cases) {
      if (det(B) === 0n) continue;
      const w = B.map((_, c) => (c % 3 === 0 ? 1 : 2));
      const { U, exact } = lllTransform(B, w);
      const D = det(U);
      expect(D === 1n || D === -1n).toBe(true);
      // The floats decided within their rounding: LLL's conditions hold with δ = 0.97 exactly.
      expectReduced(mul(mul(U, weighted(B, w)), transpose(U)), 97n);
      if (!exact) floatOnly++;
    }
    // The point of it: most of these need no exact L² at the end.
    expect(floatOnly).toBeGreaterThanOrEqual(4);
  });
});
