/**
 * Writes the readable text form of the group table from the committed binary form: byte for byte
 * the gzipped text the binary was built from (its SHA-256 is in data/galois/README.md, checked by
 * test/unit/igp24/galoisShipped.test.ts), for reading, diffing or another tool. Nothing in the app,
 * the command line or the sandbox needs it.
 *
 *   npx tsx scripts/galois/toText.ts [--in data/galois/transitive24.bin.gz] [--out transitive24.txt.gz]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { tableText } from '../../src/shared/igp24/galois/table';
import { decodeTable } from '../../src/shared/igp24/galois/tableBinary';

/** The gzipped text (level 9, no timestamp, as convert.ts wrote it) of a gzipped binary table. */
export function gzippedTextFromBinary(binGz: Uint8Array): Uint8Array {
  return gzipSync(Buffer.from(tableText(decodeTable(new Uint8Array(gunzipSync(binGz)))), 'utf8'), {
    level: 9,
  });
}

function main(): number {
  const { values } = parseArgs({
    options: {
      in: { type: 'string', default: 'data/galois/transitive24.bin.gz' },
      out: { type: 'string', default: 'transitive24.txt.gz' },
    },
  });
  const gz = gzippedTextFromBinary(readFileSync(values.in!));
  writeFileSync(values.out!, gz);
  process.stdout.write(`${gz.length} bytes -> ${values.out}\n`);
  return 0;
}

if (process.argv[1]?.endsWith('toText.ts')) process.exitCode = main();
