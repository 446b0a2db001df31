/**
 * When `npm run serve` must build first. What serve mode runs (out/renderer and out/serve, both
 * made by `electron-vite build`) is built from the files and folders of STAMP_INPUTS. Their
 * fingerprint — every file's path, size and modification time, hashed — is taken before a build
 * and written to out/serve/build-stamp.json once the build succeeded. The next start builds again
 * only when the fingerprint differs (a file added, removed, edited or touched), the stamp is
 * missing, or a built file is. Reading it costs a few milliseconds; a build, seconds.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Everything the build reads from this project (dependencies are in package-lock.json). */
export const STAMP_INPUTS = [
  'src',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'electron.vite.config.ts',
  'scripts/serve',
  'scripts/esbuild-node.mjs',
];

/** What serve mode runs: the renderer it serves and the host itself. */
export const BUILT_FILES = [
  'out/renderer/index.html',
  'out/serve/serve.js',
  'out/serve/host.js',
  'out/serve/core.js',
  'out/serve/sandbox.js',
];

export const STAMP_FILE = 'out/serve/build-stamp.json';

/** The fingerprint of the build's inputs under `root` (a hex digest). */
export function sourcesFingerprint(root, inputs = STAMP_INPUTS) {
  const lines = [];
  const visit = (rel) => {
    const path = join(root, rel);
    let info;
    try {
      info = statSync(path);
    } catch {
      return; // an input that does not exist (no lock file) counts as such
    }
    if (info.isDirectory()) {
      for (const name of readdirSync(path).sort()) visit(`${rel}/${name}`);
    } else if (info.isFile()) {
      lines.push(`${rel}\t${info.size}\t${info.mtimeMs}`);
    }
  };
  for (const input of inputs) visit(input);
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

/** Why a build is needed, in words, or null when the last one is still current. */
export function buildNeeded(root, fingerprint) {
  const missing = BUILT_FILES.find((f) => !existsSync(join(root, f)));
  if (missing) return `${missing} is not built yet`;
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(join(root, STAMP_FILE), 'utf8'));
  } catch {
    return 'no record of the last build';
  }
  return stamp?.fingerprint === fingerprint ? null : 'the sources changed since the last build';
}

/** Records that the build made from `fingerprint`'s sources succeeded. */
export function writeStamp(root, fingerprint) {
  writeFileSync(
    join(root, STAMP_FILE),
    `${JSON.stringify({ fingerprint, builtAt: new Date().toISOString() })}\n`,
  );
}
