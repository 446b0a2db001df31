/**
 * The shipped table (data/galois/transitive24.bin.gz, computed once with GAP and committed): written
 * out as text (scripts/galois/toText.ts) it is byte for byte the gzipped text GAP's output was
 * converted to, whose SHA-256 its README records; it holds t = 1..25,000, class sizes sum to the
 * order and parity agrees with the cycle types for every group, S24 and A24 match the closed forms,
 * and the groups of the GAP sample fixture are exactly the fixture's lines.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzippedTextFromBinary } from '../../../scripts/galois/toText';
import { factorial, isEvenType, symmetricClassSize } from '../../../src/shared/igp24/galois/partitions';
import { tableFromData } from '../../../src/shared/igp24/galois/table';
import { decodeTable } from '../../../src/shared/igp24/galois/tableBinary';
import { fixtureTable } from './galoisFixture';

const dir = join(process.cwd(), 'data', 'galois');
const binGz = readFileSync(join(dir, 'transitive24.bin.gz'));
const data = decodeTable(new Uint8Array(gunzipSync(binGz)));
const table = tableFromData(data);

describe('the shipped transitive-groups table', () => {
  it('written out as text, is the text file its README describes', () => {
    const sha = createHash('sha256').update(gzippedTextFromBinary(binGz)).digest('hex');
    expect(sha).toBe('13bc0353124d0dca967216b859268c12ef87b9e275ffb74155eb5c7617a6ad89');
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toContain(sha);
  });

  it('holds the 25,000 groups t = 1..25,000', () => {
    expect(table.size).toBe(25_000);
    for (let g = 0; g < table.size; g++) expect(table.t[g]).toBe(g + 1);
  });

  it('class sizes sum to the order, the identity is alone and parity agrees with the cycle types, for every group', () => {
    let bad = 0;
    for (let g = 0; g < table.size; g++) {
      const sizes = table.classSizes(g);
      let sum = 0n;
      let allEven = true;
      for (const [type, n] of sizes) {
        sum += n;
        if (!isEvenType(type)) allEven = false;
      }
      if (sum !== BigInt(table.order[g]!) || sizes.get(1574) !== 1n || (table.inA24[g] === 1) !== allEven)
        bad++;
    }
    expect(bad).toBe(0);
  });

  it('S24 and A24 match the closed forms (1,575 and 793 cycle types)', () => {
    const s = table.classSizes(table.indexOfT(25000));
    const a = table.classSizes(table.indexOfT(24999));
    expect(s.size).toBe(1575);
    expect(a.size).toBe(793);
    for (const [type, n] of s) expect(n).toBe(symmetricClassSize(type));
    for (const [type, n] of a) expect(n).toBe(symmetricClassSize(type));
    expect(table.order[table.indexOfT(25000)]).toBe(factorial(24).toString());
  });

  it('agrees with the GAP sample fixture for every group in it', () => {
    const sample = fixtureTable();
    for (let g = 0; g < sample.size; g++) {
      const i = table.indexOfT(sample.t[g]!);
      expect({
        t: table.t[i],
        order: table.order[i],
        inA24: table.inA24[i],
        sizes: table.classSizes(i),
      }).toEqual({
        t: sample.t[g],
        order: sample.order[g],
        inA24: sample.inA24[g],
        sizes: sample.classSizes(g),
      });
    }
  });
});

describe('allowed r for every group at once', () => {
  it("is what each group's cycle types say (the sandbox takes it from the groups of each type)", async () => {
    const { allowedRFromData, allowedRFromTypes, conjugationType } = await import(
      '../../../src/shared/igp24/galois/index'
    );
    const conj = Array.from({ length: 13 }, (_, i) => conjugationType(2 * i));
    const fromText = allowedRFromData(data, conj);
    expect(fromText).toHaveLength(25_001);
    let differ = 0;
    for (let g = 0; g < table.size; g++)
      if (fromText[table.t[g]!]!.join() !== allowedRFromTypes(table.types[g]!, conj).join()) differ++;
    expect(differ).toBe(0);
    expect(fromText[25000]).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24]);
  });
});
