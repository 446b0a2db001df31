/**
 * Adaptive sampling of good primes (adaptive.ts): the stop rule on rounded numbers, the floor and
 * the ceiling, and that the result is the fixed-n ranking at the n where it stopped.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readFresh } from '../../../scripts/galois/freshRank';
import {
  DEFAULT_GALOIS_PRIMES,
  decided,
  frobeniusTypes,
  galoisDetail,
  quadraticBound,
  type RankedGroup,
  rankAdaptive,
  rankGroups,
  STOP_RULE,
  type StopRule,
  samplePrefix,
  tableFromBytes,
} from '../../../src/shared/igp24/galois/index';
import { analyze, isSquare, parseLine } from '../../../src/shared/igp24/index';

const table = tableFromBytes(
  new Uint8Array(
    gunzipSync(readFileSync(join(__dirname, '..', '..', '..', 'data', 'galois', 'transitive24.bin.gz'))),
  ),
);
const group = (t: number, logLikelihood: number, posterior: number): RankedGroup => ({
  label: `24T${t}`,
  t,
  order: '1',
  inA24: false,
  logLikelihood,
  posterior,
});
const facts = (coeffs: string) => {
  const f = parseLine(coeffs).coefficients!;
  const { disc } = analyze(f);
  return { f, disc, discIsSquare: isSquare(disc) };
};

describe('adaptive sampling', () => {
  it('stops only when the first posterior and the lead are both large enough', () => {
    const rule = { floor: 100, block: 50, epsilon: 1e-2, margin: 5 };
    expect(decided([group(1, -10, 1)], rule)).toBe(true);
    expect(decided([], rule)).toBe(true);
    expect(decided([group(1, -10, 0.995), group(2, -15, 0.005)], rule)).toBe(true);
    expect(decided([group(1, -10, 0.995), group(2, -14.999999, 0.005)], rule)).toBe(false);
    expect(decided([group(1, -10, 0.989999), group(2, -30, 0)], rule)).toBe(false);
  });

  it('a single candidate stops at the floor; the result is the fixed-n ranking there', () => {
    // x^24 − x − 1: S24 is the only candidate.
    const { f, disc, discIsSquare } = facts(['-1', '-1', ...Array(22).fill('0'), '1'].join(','));
    const res = rankAdaptive(table, f, { disc, r: 2, discIsSquare }, 300, 10);
    expect(res.sample.primes).toHaveLength(STOP_RULE.floor);
    const fixed = frobeniusTypes(f, STOP_RULE.floor);
    const again = rankGroups(table, {
      counts: fixed.counts,
      r: 2,
      discIsSquare,
      quadratic: quadraticBound(disc, fixed),
    });
    expect(res.ranking).toEqual(again.ranking);
    expect(res.candidates).toBe(again.candidates);
  });

  it('a near-tie samples up to the ceiling, and never beyond it', () => {
    // A rule that never holds (a posterior above 1) behaves as a near-tie: blocks up to the ceiling.
    const { f, disc, discIsSquare } = facts(['-1', '-1', ...Array(22).fill('0'), '1'].join(','));
    const never = { ...STOP_RULE, epsilon: -1 };
    const res = rankAdaptive(table, f, { disc, r: 2, discIsSquare }, 220, 10, never);
    expect(res.sample.primes).toHaveLength(220);
    // With a ceiling below the floor, the ceiling wins.
    expect(rankAdaptive(table, f, { disc, r: 2, discIsSquare }, 40, 10).sample.primes).toHaveLength(40);
  });

  it('more primes than the default (More primes, --primes 1000) are all sampled, with no early stop', () => {
    const line = ['-1', '-1', ...Array(22).fill('0'), '1'].join(',');
    // Decided at the floor by default (S24 is the only candidate) ...
    expect(galoisDetail(line, table).primes).toBe(STOP_RULE.floor);
    // ... but a request for more evidence than the default gets exactly what it asked for.
    expect(galoisDetail(line, table, { primes: DEFAULT_GALOIS_PRIMES + 100 }).primes).toBe(
      DEFAULT_GALOIS_PRIMES + 100,
    );
  });

  it('stops where deciding every block from the whole ranking stops, with the same ranking', () => {
    // Blocks before the last skip the posteriors when the second is close (rankUnlessClose): the
    // reference ranks every block in full and asks `decided`, as the sampling did before.
    const rows = readFresh(join(__dirname, '..', '..', 'fixtures', 'galois', 'fresh.csv'));
    const rules: StopRule[] = [STOP_RULE, { floor: 20, block: 10, epsilon: 1e-4, margin: 12 }];
    let continued = 0;
    for (const rule of rules)
      for (const row of rows) {
        const { f, disc, discIsSquare } = facts(row.coeffs);
        const res = rankAdaptive(table, f, { disc, r: row.r, discIsSquare }, 300, 10, rule);
        const all = frobeniusTypes(f, 300, disc);
        let n = rule.floor;
        for (;;) {
          const sample = samplePrefix(all, n);
          const ref = rankGroups(
            table,
            { counts: sample.counts, r: row.r, discIsSquare, quadratic: quadraticBound(disc, sample) },
            10,
          );
          if (n >= 300 || decided(ref.ranking, rule)) {
            expect(res.sample.primes).toHaveLength(n);
            expect(res.ranking).toEqual(ref.ranking);
            expect(res.candidates).toBe(ref.candidates);
            break;
          }
          n = Math.min(n + rule.block, 300);
          continued++;
        }
      }
    // Blocks that went on sampling were exercised.
    expect(continued).toBeGreaterThan(10);
  });
});
