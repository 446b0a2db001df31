#!/usr/bin/env node
/**
 * `npm run build:cli`: bundles the command line (src/cli/main.ts) to plain JavaScript in
 * out/cli/, so `workbench` starts without a TypeScript loader. The pure-JavaScript packages the
 * core needs (zod, undici, commander…) are bundled in: resolving and loading them one file at a
 * time was most of a command's start-up. Native packages (better-sqlite3, @napi-rs/keyring) and
 * the Sandbox's server (fastify, loaded only with the Sandbox connection) stay external. The Sandbox is
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
  external: ['better-sqlite3', '@napi-rs/keyring', 'fastify', '@fastify/*'],
  // Bundled CommonJS packages call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __wbRequire } from 'node:module'; const require = __wbRequire(import.meta.url);",
  },
  define: { __WORKBENCH_VERSION__: JSON.stringify(version) },
  logLevel: 'warning',
});
