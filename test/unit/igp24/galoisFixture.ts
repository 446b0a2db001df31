/** The GAP sample (test/fixtures/galois/sample.txt) converted and parsed like the shipped table. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { convertRaw } from '../../../scripts/galois/convert';
import type { Poly } from '../../../src/shared/igp24/arith/poly';
import { parseTable } from '../../../src/shared/igp24/galois/index';

export const FIXTURE_RAW = readFileSync(
  join(process.cwd(), 'test', 'fixtures', 'galois', 'sample.txt'),
  'utf8',
);
export const FIXTURE_TEXT = convertRaw(FIXTURE_RAW).text;
export const fixtureTable = () => parseTable(FIXTURE_TEXT);
export const fixtureGzip = () => gzipSync(Buffer.from(FIXTURE_TEXT));

export { cyclotomic } from '../../../src/shared/igp24/discover/constructions';

export const lineOf = (f: Poly): string => f.map(String).join(',');
