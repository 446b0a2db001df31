#!/usr/bin/env node
/**
 * `npm run build:cli`: bundles the command line (src/cli/main.ts) to plain JavaScript in
 * out/cli/, so `workbench` starts without a TypeScript loader. npm packages stay external (they
 * are installed next to it; better-sqlite3 and @napi-rs/keyring are native anyway). The Sandbox is
 * split into its own chunk, loaded only when a command uses the Sandbox connection, and its IGP24
 * verifier worker is emitted next to it, where verifyPool.ts looks for it.
 */
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

// Chunk names carry a content hash: clear the last build's, or they pile up.
rmSync(join(root, 'out', 'cli'), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    workbench: 'src/cli/main.ts',
    igp24VerifyWorker: 'src/sandbox/igp24/verifyWorker.ts',
  },
  outdir: 'out/cli',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  packages: 'external',
  define: { __WORKBENCH_VERSION__: JSON.stringify(version) },
  logLevel: 'warning',
});
