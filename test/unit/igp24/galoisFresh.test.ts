/**
 * The likely-group ranking on fresh polynomials (not in the LMFDB baseline) whose Galois group is
 * known by construction: test/fixtures/galois/fresh.csv, made by scripts/galois/fresh.ts (random
 * S24, g(h(x)) wreath products, shifted cyclotomic polynomials). With the default primes and the
 * shipped table, the constructed label must be first for every one (ties: the best place of the tie).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { freshPlace, readFresh } from '../../../scripts/galois/freshRank';
import { tableFromBytes } from '../../../src/shared/igp24/galois/tableBinary';
import { analyze, parseLine } from '../../../src/shared/igp24/index';

const rows = readFresh(join(process.cwd(), 'test', 'fixtures', 'galois', 'fresh.csv'));
const table = tableFromBytes(
  new Uint8Array(gunzipSync(readFileSync(join(process.cwd(), 'data', 'galois', 'transitive24.bin.gz')))),
);

describe('fresh polynomials of known Galois group', () => {
  it('hold every family: S24, the six wreath products S_k ≀ S_m, and (Z/n)^* for n = 35…84', () => {
    expect(rows.length).toBeGreaterThanOrEqual(50);
    expect(new Set(rows.map((r) => r.label))).toEqual(
      new Set([
        '24T25000',
        '24T24998',
        '24T24994',
        '24T24984',
        '24T24944',
        '24T24932',
        '24T24979',
        '24T2',
        '24T3',
      ]),
    );
  });

  it('have the r of the file (our real-root count)', () => {
    for (const row of rows) expect(analyze(parseLine(row.coeffs).coefficients!).r, row.coeffs).toBe(row.r);
  });

  it('rank the constructed label first for every polynomial', () => {
    const missed = rows
      .map((row) => freshPlace(table, row))
      .filter((p) => p.rank !== 1)
      .map(
        (p) =>
          `${p.row.label} (r = ${p.row.r}) ${p.candidate ? `rank ${p.rank}` : 'not a candidate'}, winner ${p.winner}`,
      );
    expect(missed).toEqual([]);
  });
});
