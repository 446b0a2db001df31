/**
 * The binary group table (data/galois/transitive24.bin.gz, tableBinary.ts): it is the file its README
 * describes, the converter rebuilds it byte for byte from its text form (tableText, the text GAP's
 * output was converted to: galoisShipped.test.ts checks its SHA-256), it reads back to exactly that
 * text's data — every frequency the same float as ln(count) − ln(order) taken from the text — the
 * command line ranks the same from either form, and damaged files are refused in words.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { binaryFromText } from '../../../scripts/galois/convertBinary';
import { loadTable } from '../../../src/cli/igp24Galois';
import { galoisForLine } from '../../../src/shared/igp24/galois/line';
import {
  parseTable,
  parseTableData,
  TableFormatError,
  tableFromData,
  tableText,
} from '../../../src/shared/igp24/galois/table';
import { decodeTable, encodeTable, isBinaryTable } from '../../../src/shared/igp24/galois/tableBinary';
import { tempDir } from '../../helpers/tempDir';
import { cyclotomic, FIXTURE_TEXT, fixtureGzip, lineOf } from './galoisFixture';

const dir = join(process.cwd(), 'data', 'galois');
const binGz = readFileSync(join(dir, 'transitive24.bin.gz'));
const bin = gunzipSync(binGz);
const text = tableText(decodeTable(new Uint8Array(bin)));

/** ln of a decimal text the way the text parser has always taken it. */
const lnDecimal = (s: string) =>
  s.length <= 15 ? Math.log(Number(s)) : Math.log(Number(s.slice(0, 15))) + (s.length - 15) * Math.LN10;

describe('the shipped binary group table', () => {
  it('is the file its README describes', () => {
    const sha = createHash('sha256').update(binGz).digest('hex');
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toContain(sha);
  });

  it('is rebuilt byte for byte from its text form by the converter', () => {
    expect(Buffer.from(binaryFromText(text)).equals(binGz)).toBe(true);
  });

  it('reads back to the text table, every frequency the same float', () => {
    const table = tableFromData(decodeTable(bin));
    const lines = text.split('\n').filter((l) => l !== '' && !l.startsWith('#'));
    expect(table.size).toBe(lines.length);
    let differ = 0;
    lines.forEach((line, g) => {
      const [t, order, inA24, ...entries] = line.split(' ');
      if (table.t[g] !== Number(t) || table.order[g] !== order || table.inA24[g] !== Number(inA24)) differ++;
      const start = table.entryStart[g]!;
      if (table.entryStart[g + 1]! - start !== entries.length) differ++;
      entries.forEach((entry, i) => {
        const [type, count] = entry.split(':');
        const e = start + i;
        const lf = table.lnCount[table.entryCount[e]!]! - table.lnOrder[g]!;
        if (table.entryType[e] !== Number(type) || lf !== lnDecimal(count!) - lnDecimal(order!)) differ++;
      });
    });
    expect(differ).toBe(0);
    const parsed = parseTable(text);
    for (let type = 0; type < parsed.groupsWithType.length; type++)
      expect(table.groupsWithType[type]).toEqual(parsed.groupsWithType[type]);
    expect(table.quadraticRank).toEqual(parsed.quadraticRank);
    expect(table.discSubfield).toEqual(parsed.discSubfield);
    expect(table.classSizes(table.indexOfT(25_000))).toEqual(parsed.classSizes(parsed.indexOfT(25_000)));
  });
});

describe('the binary form', () => {
  const fixtureBin = encodeTable(parseTableData(FIXTURE_TEXT));

  it('is told from the gzipped text, and read from a misaligned buffer', () => {
    expect(isBinaryTable(fixtureBin)).toBe(true);
    expect(isBinaryTable(fixtureGzip())).toBe(false);
    const shifted = new Uint8Array(fixtureBin.length + 1).subarray(1);
    shifted.set(fixtureBin);
    expect(tableFromData(decodeTable(shifted)).order).toEqual(parseTable(FIXTURE_TEXT).order);
  });

  it('refuses damaged or foreign files in words', () => {
    const damaged = (change: (b: Uint8Array) => void) => {
      const b = fixtureBin.slice();
      change(b);
      return () => decodeTable(b);
    };
    expect(() => decodeTable(fixtureBin.subarray(0, fixtureBin.length - 8))).toThrow(
      /bytes, the header says/,
    );
    expect(() => decodeTable(fixtureGzip())).toThrow(/no header.*convertBinary/);
    expect(damaged((b) => (b[7] = 0x32))).toThrow(/format 2, this build reads 1/);
    // The first entry's cycle type (after the header and the Int32 sections) set beyond 1,574.
    const data = decodeTable(fixtureBin);
    const entryTypeAt = data.entryType.byteOffset;
    expect(damaged((b) => b.set([0xff, 0xff], entryTypeAt))).toThrow(/index out of range/);
    const entryStartAt = data.entryStart.byteOffset;
    expect(damaged((b) => b.set([1], entryStartAt + 4 * 5))).toThrow(/offsets out of order/);
    // A digit of the counts text (the last section) made a letter.
    const digitAt = Buffer.from(fixtureBin).lastIndexOf('\n') - 1;
    expect(damaged((b) => (b[digitAt] = 0x78))).toThrow(/not a number/);
    expect(() => decodeTable(fixtureBin.subarray(0, 20))).toThrow(TableFormatError);
  });

  it('gives the command line the same ranking as the gzipped text', () => {
    const out = tempDir('galois-binary-');
    const binPath = join(out, 'sample.bin');
    const gzPath = join(out, 'sample.txt.gz');
    writeFileSync(binPath, fixtureBin);
    const binGzPath = join(out, 'sample.bin.gz');
    writeFileSync(gzPath, fixtureGzip());
    writeFileSync(binGzPath, gzipSync(fixtureBin));
    const line = lineOf(cyclotomic(35));
    const fromBin = galoisForLine(line, loadTable(binPath), { lineNumber: 1, primes: 60 });
    const fromBinGz = galoisForLine(line, loadTable(binGzPath), { lineNumber: 1, primes: 60 });
    const fromText = galoisForLine(line, loadTable(gzPath), { lineNumber: 1, primes: 60 });
    expect(fromBin.ranking?.length).toBeGreaterThan(0);
    expect(JSON.stringify(fromBin)).toBe(JSON.stringify(fromText));
    expect(JSON.stringify(fromBinGz)).toBe(JSON.stringify(fromText));
  });
});
