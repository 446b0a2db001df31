/**
 * The transitive-groups table for the sandbox's stand-in of the platform's group computation
 * (data/galois/, see its README): loaded once, lazily, on the first label question. Path:
 * $IGP24_GALOIS_TABLE (the binary form or the text, gzipped), else data/galois/transitive24.bin.gz
 * found upwards from this module (source runs and the built bundle both sit below the repository
 * root). Without the file the sandbox keeps its seeded stand-in labels (labels.ts) — documented in
 * docs/sandbox.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import {
  decodeTable,
  type GaloisTable,
  isBinaryTable,
  parseTableData,
  type TableData,
  tableFromData,
} from '../../shared/igp24/galois/index';

function tablePath(): string | null {
  const env = process.env.IGP24_GALOIS_TABLE;
  if (env) return existsSync(env) ? env : null;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const p = join(dir, 'data', 'galois', 'transitive24.bin.gz');
    if (existsSync(p)) return p;
    dir = dirname(dir);
  }
  return null;
}

let data: TableData | null | undefined;

/** The table's flat arrays (binary form: ~30 ms, mostly gunzip; a text table is parsed), or null
 * when the data file is not there. */
export function galoisTableData(): TableData | null {
  if (data === undefined) {
    const p = tablePath();
    const bytes = p === null ? null : new Uint8Array(gunzipSync(readFileSync(p)));
    data =
      bytes === null
        ? null
        : isBinaryTable(bytes)
          ? decodeTable(bytes)
          : parseTableData(new TextDecoder().decode(bytes));
  }
  return data;
}

let loaded: GaloisTable | null | undefined;

/** The table for rankings (the verifier's worker thread asks for it), or null without the file. */
export function galoisTable(): GaloisTable | null {
  if (loaded === undefined) {
    const d = galoisTableData();
    loaded = d === null ? null : tableFromData(d);
  }
  return loaded;
}
