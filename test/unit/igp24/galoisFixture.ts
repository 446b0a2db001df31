/** The GAP sample (test/fixtures/galois/sample.txt) converted and parsed like the shipped table. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { convertRaw } from '../../../scripts/galois/convert';
import { divExact, type Poly } from '../../../src/shared/igp24/arith/poly';
import { parseTable } from '../../../src/shared/igp24/galois/index';

export const FIXTURE_RAW = readFileSync(
  join(process.cwd(), 'test', 'fixtures', 'galois', 'sample.txt'),
  'utf8',
);
export const FIXTURE_TEXT = convertRaw(FIXTURE_RAW).text;
export const fixtureTable = () => parseTable(FIXTURE_TEXT);
export const fixtureGzip = () => gzipSync(Buffer.from(FIXTURE_TEXT));

/** The n-th cyclotomic polynomial: (x^n − 1) / Π_{d | n, d < n} Φ_d. */
export function cyclotomic(n: number): Poly {
  let f: Poly = [-1n, ...Array<bigint>(n - 1).fill(0n), 1n];
  for (let d = 1; d < n; d++) if (n % d === 0) f = divExact(f, cyclotomic(d))!;
  return f;
}

export const lineOf = (f: Poly): string => f.map(String).join(',');
