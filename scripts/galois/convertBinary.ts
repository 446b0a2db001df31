/**
 * Builds the binary group table (data/galois/transitive24.bin.gz, src/shared/igp24/galois/tableBinary.ts)
 * from a text table (convert.ts does this for GAP's output; toText.ts goes the other way).
 * Byte-for-byte reproducible; its SHA-256 is recorded in data/galois/README.md and checked by
 * test/unit/igp24/galoisBinary.test.ts.
 *
 *   npx tsx scripts/galois/convertBinary.ts --in TABLE.txt.gz [--out data/galois/transitive24.bin.gz]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { parseTableData } from '../../src/shared/igp24/galois/table';
import { encodeTable } from '../../src/shared/igp24/galois/tableBinary';

/** The binary form of a text table, gzipped (level 9, no timestamp): 2 MB in the repository and
 * the package instead of 6 MB, for ~15 ms of gunzip at load. */
export function binaryFromText(text: string): Uint8Array {
  return gzipSync(encodeTable(parseTableData(text)), { level: 9 });
}

/** The same from a gzipped text table. */
export function binaryFromGzippedText(gz: Uint8Array): Uint8Array {
  return binaryFromText(gunzipSync(gz).toString('utf8'));
}

function main(): number {
  const { values } = parseArgs({
    options: {
      in: { type: 'string' },
      out: { type: 'string', default: 'data/galois/transitive24.bin.gz' },
    },
  });
  if (!values.in) {
    process.stderr.write('usage: convertBinary.ts --in TABLE.txt.gz [--out FILE]\n');
    return 2;
  }
  const bin = binaryFromGzippedText(readFileSync(values.in));
  writeFileSync(values.out!, bin);
  process.stdout.write(`${bin.length} bytes -> ${values.out}\n`);
  return 0;
}

if (process.argv[1]?.endsWith('convertBinary.ts')) process.exitCode = main();
