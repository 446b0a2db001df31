/**
 * Builds serve mode to plain JavaScript in out/serve/, so `npm run serve` starts without a
 * TypeScript loader: serve.js (src/serve/start.ts) turns on the compile cache and loads host.js
 * (src/serve/cli.ts: the HTTP host), which loads core.js (src/serve/openCore.ts: the core and the
 * built-in Sandbox) once the page is on its way. Run by `electron-vite build` (a plugin of its
 * main build, electron.vite.config.ts), so whatever builds the renderer builds the host beside it;
 * `node scripts/serve/build.mjs` builds the host alone.
 *
 * Pure-JavaScript packages (zod, undici…) are bundled in: loading them one file at a time from
 * node_modules was a good part of the start. The native packages (better-sqlite3,
 * @napi-rs/keyring) stay outside; Node's own modules are loaded by require() (esbuild-node.mjs).
 * Each entry is one file, not split into chunks: with splitting, a module imported with import()
 * became a chunk whose only export is `default`, and code reading its named exports failed (a
 * gzip answer, and leaderboard pages after the first under load, in the end-to-end tests against
 * the variant platform). The host and the core share no module state (the host holds only the
 * page's files, the token and the calls' passage), so the few small modules both use may be in
 * both. The IGP24 verifier worker of the built-in Sandbox is emitted next to them, where
 * verifyPool.ts looks for it.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { NATIVE, REQUIRE_BANNER, requireBuiltins, requireNative } from '../esbuild-node.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function buildServe(root = ROOT) {
  const outdir = join(root, 'out', 'serve');
  mkdirSync(outdir, { recursive: true });
  // Chunk names carry a content hash: clear the last build's scripts (not its stamp, stamp.mjs).
  for (const name of readdirSync(outdir, { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name))
    if (name.endsWith('.js')) rmSync(join(outdir, name));
  await build({
    absWorkingDir: root,
    entryPoints: {
      // serve.js turns on the compile cache and loads host.js (src/serve/start.ts).
      serve: 'src/serve/start.ts',
      host: 'src/serve/cli.ts',
      core: 'src/serve/openCore.ts',
      igp24VerifyWorker: 'src/sandbox/igp24/verifyWorker.ts',
    },
    outdir,
    bundle: true,
    splitting: false,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    external: NATIVE,
    banner: { js: REQUIRE_BANNER },
    plugins: [coreApart(), requireNative(root), requireBuiltins()],
    logLevel: 'warning',
    minifyWhitespace: true,
    minifySyntax: true,
  });
}

/**
 * The host's import('./openCore') loads the core's own file (core.js) at run time, not a copy
 * bundled into host.js: what a start reads before it listens stays small.
 */
function coreApart() {
  return {
    name: 'serve-core-apart',
    setup(b) {
      b.onResolve({ filter: /^\.\/openCore$/ }, (args) =>
        args.importer.endsWith(join('src', 'serve', 'cli.ts'))
          ? { path: './core.js', external: true }
          : undefined,
      );
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServe();
