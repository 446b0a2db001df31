import { describe, expect, it } from 'vitest';
import { frobeniusTypes } from '../../../src/shared/igp24/galois/frobenius';
import { galoisForLine } from '../../../src/shared/igp24/galois/line';
import { conjugationType, partitionIndex } from '../../../src/shared/igp24/galois/partitions';
import { rankGroups } from '../../../src/shared/igp24/galois/rank';
import { cyclotomic, fixtureTable, lineOf } from './galoisFixture';

const table = fixtureTable();
// x^24 − x − 1: trinomials x^n − x − 1 have Galois group S_n (Osada).
const trinomial = lineOf([-1n, -1n, ...Array<bigint>(22).fill(0n), 1n]);

describe('Frobenius cycle types', () => {
  it('Φ_35 splits into factors of degree ord_35(p) at each good prime', () => {
    const { primes, counts } = frobeniusTypes(cyclotomic(35), 40);
    expect(primes).toHaveLength(40);
    expect(primes).not.toContain(5);
    expect(primes).not.toContain(7);
    const ord = (p: number) => {
      let k = 1;
      for (let x = p % 35; x !== 1; x = (x * p) % 35) k++;
      return k;
    };
    const expected = new Map<number, number>();
    for (const p of primes) {
      const k = ord(p);
      const type = partitionIndex(Array(24 / k).fill(k));
      expected.set(type, (expected.get(type) ?? 0) + 1);
    }
    expect(counts).toEqual(expected);
  });
});

describe('ranking the Galois group', () => {
  it('cyclotomic polynomials: C12 × C2 (24T2) and C6 × C2 × C2 (24T3) come first', () => {
    for (const [n, t] of [
      [35, 2],
      [39, 2],
      [45, 2],
      [56, 3],
      [72, 3],
      [84, 3],
    ] as const) {
      const res = galoisForLine(lineOf(cyclotomic(n)), table, { primes: 200 });
      expect(res.reason).toBeNull();
      expect(res.r).toBe(0);
      expect(res.ranking![0]!.label).toBe(`24T${t}`);
      expect(res.ranking![0]!.posterior).toBeGreaterThan(0.99);
    }
  });

  it('x^24 − x − 1 ranks S24 first; the filter keeps only groups outside A24', () => {
    const res = galoisForLine(trinomial, table, { primes: 300 });
    // Decided at the floor of the adaptive sampling (one candidate), so 100 of the 300 allowed.
    expect(res).toMatchObject({ valid: true, discIsSquare: false, primes: 100, reason: null });
    expect(res.ranking![0]).toMatchObject({ label: '24T25000', t: 25000, order: '620448401733239439360000' });
    expect(res.ranking![0]!.posterior).toBeGreaterThan(0.99);
    for (const g of res.ranking!) expect(table.inA24[table.indexOfT(g.t)]).toBe(0);
  });

  it('the exact filter: every observed type, the conjugation type and the parity', () => {
    const counts = new Map([[partitionIndex(Array(24).fill(1)), 3]]);
    const odd = rankGroups(table, { counts, r: 24, discIsSquare: false }, 1000);
    const even = rankGroups(table, { counts, r: 24, discIsSquare: true }, 1000);
    const inA = [...table.inA24].filter((x) => x === 1).length;
    expect(even.candidates).toBe(inA);
    expect(odd.candidates).toBe(table.size - inA);
    // Only groups with an element of type 2^12 allow r = 0.
    const r0 = rankGroups(table, { counts, r: 0, discIsSquare: false }, 1000);
    expect(r0.candidates).toBe(
      [...table.groupsWithType[conjugationType(0)]!].filter((g) => table.inA24[g] === 0).length,
    );
    // A 23-cycle: only A24 and S24 (Jordan); with a nonsquare disc only S24.
    const cycle23 = new Map([[partitionIndex([23, 1]), 1]]);
    const big = rankGroups(table, { counts: cycle23, r: 2, discIsSquare: false });
    expect(big.candidates).toBe(1);
    expect(big.ranking[0]).toMatchObject({ label: '24T25000', posterior: 1 });
    // r = 2 means an odd conjugation (eleven transpositions): impossible inside A24.
    expect(rankGroups(table, { counts: cycle23, r: 2, discIsSquare: true })).toEqual({
      candidates: 0,
      ranking: [],
    });
  });

  it('posteriors sum to at most 1, ties are broken by t, and the result is deterministic', () => {
    // Only the identity observed: every candidate has log-likelihood n·ln(1/|G|); equal orders tie.
    const counts = new Map([[partitionIndex(Array(24).fill(1)), 2]]);
    const res = rankGroups(table, { counts, r: 24, discIsSquare: false }, 50);
    expect(res.ranking.reduce((s, g) => s + g.posterior, 0)).toBeLessThanOrEqual(1 + 1e-4);
    for (let i = 1; i < res.ranking.length; i++) {
      const [a, b] = [res.ranking[i - 1]!, res.ranking[i]!];
      expect(a.logLikelihood).toBeGreaterThanOrEqual(b.logLikelihood);
      if (a.logLikelihood === b.logLikelihood) expect(a.t).toBeLessThan(b.t);
    }
    expect(res.ranking[0]!.t).toBe(1); // the smallest order (24) first, 24T1 before the other groups of order 24
    expect(galoisForLine(trinomial, table)).toEqual(galoisForLine(trinomial, table));
  });

  it('reducible, non-squarefree and invalid lines say why and get no ranking', () => {
    const reducible = galoisForLine(lineOf([-1n, ...Array<bigint>(23).fill(0n), 1n]), table);
    expect(reducible).toMatchObject({ valid: true, ranking: null, candidates: null, primes: 0 });
    expect(reducible.reason).toMatch(/reducible/);
    // (x^12 + 1)^2 = x^24 + 2x^12 + 1
    const notSquarefree = [1n, ...Array<bigint>(11).fill(0n), 2n, ...Array<bigint>(11).fill(0n), 1n];
    const repeated = galoisForLine(lineOf(notSquarefree), table);
    expect(repeated).toMatchObject({ ranking: null, primes: 0 });
    expect(repeated.reason).toMatch(/not squarefree/);
    const invalid = galoisForLine('1,2,3', table);
    expect(invalid).toMatchObject({ valid: false, ranking: null });
    expect(invalid.reason).toMatch(/^no group computed: expected 25 comma-separated integers/);
    const huge = galoisForLine(
      lineOf([`1${'0'.repeat(250)}`, ...Array(23).fill('0'), '1'].map(BigInt)),
      table,
    );
    expect(huge).toMatchObject({ valid: false, ranking: null });
    expect(huge.reason).toMatch(/digits/);
  });
});
