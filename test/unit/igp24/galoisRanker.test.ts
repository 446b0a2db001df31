/**
 * The ranking kept across the blocks of an adaptive sampling (GroupRanker) against a plain
 * reference over all 25,000 groups of the shipped table, recomputed from scratch at every block:
 * the same candidates and the same likelihoods, bit for bit, whether the terms come from the dense
 * per-type tables (many candidates) or from each group's sorted types (few).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type Poly, taylorShift1 } from '../../../src/shared/igp24/arith/poly';
import {
  conjugationType,
  FrobeniusSampler,
  type GaloisTable,
  GroupRanker,
  type QuadraticBound,
  quadraticBoundFrom,
  quadraticPrep,
  tableFromBytes,
  typePosition,
} from '../../../src/shared/igp24/galois/index';
import { analyze, isSquare } from '../../../src/shared/igp24/index';
import { cyclotomic } from './galoisFixture';

const table = tableFromBytes(
  new Uint8Array(gunzipSync(readFileSync(join(process.cwd(), 'data', 'galois', 'transitive24.bin.gz')))),
);

/**
 * Every group passing the exact filter, with its log-likelihood summed over ascending types (and the
 * quadratic-subfield filter and penalties when a bound is given).
 */
function reference(
  t: GaloisTable,
  counts: ReadonlyMap<number, number>,
  r: number,
  discIsSquare: boolean,
  q: QuadraticBound | undefined,
): Map<number, number> {
  const observed = [...counts].sort((a, b) => a[0] - b[0]);
  const required = [...observed.map(([type]) => type), conjugationType(r)];
  let primes = 0;
  for (const [, n] of observed) primes += n;
  const penalty = primes * Math.log(47 / 48);
  const polyRank = q ? Math.log2(q.bound + 1) : 0;
  const out = new Map<number, number>();
  for (let g = 0; g < t.size; g++) {
    if ((t.inA24[g] === 1) !== discIsSquare) continue;
    if (required.some((type) => typePosition(t.types[g]!, type) < 0)) continue;
    const gRank = t.quadraticRank[g]!;
    const gDisc = t.discSubfield[g] === 1;
    if (q?.exact && (gRank > polyRank || (q.discMayBeSubfield === false && gDisc))) continue;
    let sum = 0;
    for (const [type, n] of observed) sum += n * t.logFreq[g]![typePosition(t.types[g]!, type)]!;
    if (q === undefined) {
      out.set(t.t[g]!, sum);
      continue;
    }
    if (gRank < polyRank) sum += (polyRank - gRank) * penalty;
    else if (!q.exact && gRank > polyRank) sum += (gRank - polyRank) * penalty;
    if (q.discMayBeSubfield === true && !gDisc) sum += penalty;
    else if (!q.exact && q.discMayBeSubfield === false && gDisc) sum += penalty;
    out.set(t.t[g]!, sum);
  }
  return out;
}

const round6 = (x: number) => {
  const v = Math.round(x * 1e6) / 1e6;
  return v === 0 ? 0 : v;
};

const xPow24Minus = (c: bigint): Poly => [-c, ...Array<bigint>(23).fill(0n), 1n];
const polys: [string, Poly][] = [
  ['Φ35 (abelian: thousands of candidates)', cyclotomic(35)],
  ['Φ39(x + 1)', taylorShift1(cyclotomic(39))],
  ['Φ72', cyclotomic(72)],
  ['x^24 − 3 (metacyclic)', xPow24Minus(3n)],
  // Wreath products: new cycle types keep appearing after the first block.
  ['x^24 − x^2 − 1 (imprimitive, blocks of 2)', [-1n, 0n, -1n, ...Array<bigint>(21).fill(0n), 1n]],
  ['x^24 − x^3 − 1 (imprimitive, blocks of 3)', [-1n, 0n, 0n, -1n, ...Array<bigint>(20).fill(0n), 1n]],
  ['x^24 − x − 1 (S24: one candidate)', [-1n, -1n, ...Array<bigint>(22).fill(0n), 1n]],
];

describe('GroupRanker across blocks', () => {
  for (const [name, f] of polys)
    it(`${name}: every block ranks as the reference does from scratch`, () => {
      const { disc, r } = analyze(f);
      const discIsSquare = isSquare(disc);
      const prep = quadraticPrep(disc);
      const sampler = new FrobeniusSampler(f);
      const ranker = new GroupRanker(table, r, discIsSquare);
      for (let n = 100; n <= 300; n += 50) {
        sampler.extend(n);
        const sample = sampler.sample();
        const q = quadraticBoundFrom(prep, sample);
        const res = ranker.rank(sample.counts, q, table.size);
        const ref = reference(table, sample.counts, r, discIsSquare, q);
        expect(res.candidates).toBe(ref.size);
        for (const g of res.ranking) expect(g.logLikelihood).toBe(round6(ref.get(g.t)!));
        // Best first: likelihoods never increase down the list.
        for (let i = 1; i < res.ranking.length; i++)
          expect(res.ranking[i]!.logLikelihood).toBeLessThanOrEqual(res.ranking[i - 1]!.logLikelihood);
      }
    });

  it('a type first seen in a later block removes the groups without it, hundreds of candidates on', () => {
    // Types of one mid-sized group, revealed two at a time, as a growing sample would.
    const g = table.indexOfT(20_000);
    const types = [...table.types[g]!];
    const r = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24].find(
      (x) => typePosition(table.types[g]!, conjugationType(x)) >= 0,
    )!;
    const discIsSquare = table.inA24[g] === 1;
    const ranker = new GroupRanker(table, r, discIsSquare);
    const counts = new Map<number, number>([[1574, 3]]);
    const sizes: number[] = [];
    for (let k = types.length - 2; k >= 0 && counts.size < 12; k -= 5) {
      counts.set(types[k]!, (counts.get(types[k]!) ?? 0) + k + 1);
      const res = ranker.rank(counts, undefined, table.size);
      const ref = reference(table, counts, r, discIsSquare, undefined);
      expect(res.candidates).toBe(ref.size);
      for (const x of res.ranking) expect(x.logLikelihood).toBe(round6(ref.get(x.t)!));
      sizes.push(res.candidates);
    }
    // The later types did narrow the candidates, which stayed many (the dense tables' case).
    expect(sizes[0]!).toBeGreaterThan(1000);
    expect(sizes.at(-1)!).toBeLessThan(sizes[0]!);
    expect(sizes.at(-1)!).toBeGreaterThan(64);
  });

  it('the dense per-type table holds each group’s own term, and 0 for groups without the type', () => {
    for (const type of [0, conjugationType(0), conjugationType(2), 1574]) {
      const lf = table.logFreqOfType(type);
      for (let g = 0; g < table.size; g++) {
        const pos = typePosition(table.types[g]!, type);
        expect(lf[g]).toBe(pos < 0 ? 0 : table.logFreq[g]![pos]!);
      }
    }
  });
});
