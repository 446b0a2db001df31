/**
 * The group table the likely-group worker builds from the bytes it fetched (galoisTableFromBytes.ts):
 * the binary form gzipped (what the app ships) or already decoded by the server, and the gzipped
 * text, all rank a line exactly as the parsed text does; a damaged file is refused in words that say
 * what to do, and reaches the checks table through galoisFailed as a readable reason.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { galoisFailed } from '../../../src/renderer/src/features/igp24/galoisFailed';
import { galoisTableFromBytes } from '../../../src/renderer/src/features/igp24/galoisTableFromBytes';
import { galoisDetail, parseTable, parseTableData } from '../../../src/shared/igp24/galois/index';
import { encodeTable } from '../../../src/shared/igp24/galois/tableBinary';
import { cyclotomic, FIXTURE_TEXT, lineOf } from '../igp24/galoisFixture';

/** A fetch's arrayBuffer(): its own buffer, starting at 0. */
const buffer = (b: Uint8Array) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

const binary = encodeTable(parseTableData(FIXTURE_TEXT));
// Φ35 has a cyclic-by-cyclic group with many candidates in the sample: a ranking that would show any
// difference in the table's frequencies or group order.
const LINE = lineOf(cyclotomic(35));
const rank = (table: Awaited<ReturnType<typeof galoisTableFromBytes>>) =>
  JSON.stringify(galoisDetail(LINE, table, { lineNumber: 1, primes: 60 }));
const expected = rank(parseTable(FIXTURE_TEXT));
/** What a server that answers every path with its page would hand over. */
const html = new TextEncoder().encode('<!doctype html>\n<p>Not found</p>\n');

describe('the group table from the fetched bytes', () => {
  it('ranks the sample line with some candidates (the comparisons below are not vacuous)', () => {
    expect(JSON.parse(expected).ranking.length).toBeGreaterThan(1);
  });

  it('reads the gzipped binary form, as the app ships it', async () => {
    expect(rank(await galoisTableFromBytes(buffer(gzipSync(binary))))).toBe(expected);
  });

  it('reads the binary form a server already decoded (Content-Encoding: gzip)', async () => {
    expect(rank(await galoisTableFromBytes(buffer(binary)))).toBe(expected);
  });

  it('still reads the gzipped text form', async () => {
    expect(rank(await galoisTableFromBytes(buffer(gzipSync(Buffer.from(FIXTURE_TEXT)))))).toBe(expected);
  });

  it('refuses a damaged file in words, with what to do next', async () => {
    const gz = gzipSync(binary);
    const truncatedGzip = gz.subarray(0, gz.length >> 1);
    const truncatedBinary = gzipSync(binary.subarray(0, binary.length - 8));
    const empty = gzipSync(Buffer.from('# no groups\n'));
    const cases: [Uint8Array, RegExp][] = [
      [truncatedGzip, /^the group table is not a readable gzip file \(.+\); reinstall the app/],
      [
        truncatedBinary,
        /^the group table could not be read \(not a valid binary group table \(\d+ bytes, the header says \d+\)/,
      ],
      [html, /^the group table could not be read \(table line 1: expected "t order inA24 type:count …"\)/],
      [empty, /^the group table could not be read \(it lists no groups\); reinstall the app/],
    ];
    for (const [bytes, message] of cases) {
      const error = await galoisTableFromBytes(buffer(bytes)).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).toMatch(/reinstall the app to restore it, then rank again$/);
    }
  });

  it('reaches the checks table as the line reason, in words', async () => {
    const error = (await galoisTableFromBytes(buffer(html)).catch((e: unknown) => e)) as Error;
    const detail = galoisFailed({ lineNumber: 3, text: LINE }, error.message);
    expect(detail).toMatchObject({ line: 3, valid: false, ranking: null });
    expect(detail.reason).toMatch(/^no group computed: the group table could not be read \(table line 1:/);
  });
});
