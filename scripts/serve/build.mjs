/**
 * Builds serve mode to plain JavaScript in out/serve/, so `npm run serve` starts without a
 * TypeScript loader: serve.js (src/serve/start.ts) turns on the compile cache and loads host.js
 * (src/serve/cli.ts: the HTTP host), which loads core.js (src/serve/openCore.ts: the core) once the
 * page is on its way; the core loads sandbox.js (the built-in Sandbox) with the Sandbox's first
 * request. Run by `electron-vite build` (a plugin of its main build, electron.vite.config.ts), so
 * whatever builds the renderer builds the host beside it; `node scripts/serve/build.mjs` builds
 * the host alone.
 *
 * Pure-JavaScript packages (zod, undici…) are bundled in: loading them one file at a time from
 * node_modules was a good part of the start. The native packages (better-sqlite3,
 * @napi-rs/keyring) stay outside; Node's own modules are loaded by require() (esbuild-node.mjs).
 * Each entry is one file, not split into chunks: with splitting, a module imported with import()
 * became a chunk whose only export is `default`, and code reading its named exports failed (a
 * gzip answer, and leaderboard pages after the first under load, in the end-to-end tests against
 * the variant platform). The host and the core share no module state (the host holds only the
 * page's files, the token and the calls' passage), nor do the core and the Sandbox (they speak
 * HTTP), so the modules two of them use may be in both. The IGP24 verifier worker of the built-in Sandbox is emitted next to them, where
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
      // The built-in Sandbox, loaded by the core only when its first request is sent.
      sandbox: 'src/sandbox/index.ts',
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
    plugins: [apart(), requireNative(root), requireBuiltins()],
    logLevel: 'warning',
    minifyWhitespace: true,
    minifySyntax: true,
  });
}

/**
 * A module imported with import() stays in a file of its own, loaded at run time, not bundled
 * into its importer: the host's import('./openCore') loads core.js, so a start reads only the
 * host before it listens; the core's import('../sandbox') loads sandbox.js (its server, database
 * and seed, 1.2 MB), so opening the core reads only the core (1.6 MB), whether or not the
 * built-in Sandbox is ever asked.
 */
const APART = [
  { importer: join('src', 'serve', 'cli.ts'), path: './openCore', file: './core.js' },
  { importer: join('src', 'serve', 'openCore.ts'), path: '../sandbox', file: './sandbox.js' },
];

function apart() {
  return {
    name: 'serve-apart',
    setup(b) {
      b.onResolve({ filter: /^\.\.?\/\w+$/ }, (args) => {
        const entry = APART.find((a) => a.path === args.path && args.importer.endsWith(a.importer));
        return entry ? { path: entry.file, external: true } : undefined;
      });
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServe();
