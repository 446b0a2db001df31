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

/** The table's text, or null when the data file is not there (gunzip: ~30 ms). */
export function galoisTableText(): string | null {
  const p = tablePath();
  return p === null ? null : gunzipSync(readFileSync(p)).toString('utf8');
}

let loaded: GaloisTable | null | undefined;

/** The parsed table (~250 ms: the verifier's worker thread asks for it), or null without the file. */
export function galoisTable(): GaloisTable | null {
  if (loaded === undefined) {
    const text = galoisTableText();
    loaded = text === null ? null : parseTable(text);
  }
  return loaded;
}
