/**
 * The transitive-groups table for the sandbox's stand-in of the platform's group computation
 * (data/galois/, see its README): loaded once, lazily, on the first label question. Path:
 * $IGP24_GALOIS_TABLE, else data/galois/transitive24.txt.gz found upwards from this module (source
 * runs and the built bundle both sit below the repository root). Without the file the sandbox keeps
 * its seeded stand-in labels (labels.ts) — documented in docs/sandbox.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { type GaloisTable, parseTable } from '../../shared/igp24/galois/index';

function tablePath(): string | null {
  const env = process.env.IGP24_GALOIS_TABLE;
  if (env) return existsSync(env) ? env : null;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const p = join(dir, 'data', 'galois', 'transitive24.txt.gz');
    if (existsSync(p)) return p;
    dir = dirname(dir);
  }
  return null;
}

let loaded: GaloisTable | null | undefined;

/** The table, or null when the data file is not there. */
export function galoisTable(): GaloisTable | null {
  if (loaded === undefined) {
    const p = tablePath();
    loaded = p === null ? null : parseTable(gunzipSync(readFileSync(p)).toString('utf8'));
  }
  return loaded;
}
