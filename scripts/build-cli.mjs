#!/usr/bin/env node
/**
 * `npm run build:cli`: bundles the command line (src/cli/entry.ts, which loads main.ts) to plain
 * JavaScript in out/cli/, so `workbench` starts without a TypeScript loader. The pure-JavaScript
 * packages the core needs (zod, undici, commander…) are bundled in: resolving and loading them one
 * file at a time was most of a command's start-up. Native packages (better-sqlite3,
 * @napi-rs/keyring) and the Sandbox's server (fastify, loaded only with the Sandbox) stay external.
 * What only some commands need is split into chunks loaded when used: the core (session), the
 * HTTP client (undici, with the first request), the keychain library (with the first key), and the
 * Sandbox (when a command first sends it a request), whose IGP24 verifier worker is emitted next
 * to it, where verifyPool.ts looks for it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { NATIVE, REQUIRE_BANNER, requireNative } from './esbuild-node.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/**
 * commander loads node:child_process at start, for subcommands that are programs of their own,
 * which this command line has none of: it is loaded when first used instead (about 2 ms of every
 * command's start). A commander whose source moved fails the build here, to be looked at again.
 */
const EAGER_CHILD_PROCESS = "const childProcess = require('node:child_process');";
const lazyChildProcess = {
  name: 'commander-lazy-child-process',
  setup(b) {
    b.onLoad({ filter: /[\\/]commander[\\/]lib[\\/]command\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes(EAGER_CHILD_PROCESS))
        throw new Error(
          `${args.path} no longer has \`${EAGER_CHILD_PROCESS}\`: update scripts/build-cli.mjs.`,
        );
      const lazy = "const childProcess = { get spawn() { return require('node:child_process').spawn; } };";
      return { contents: source.replace(EAGER_CHILD_PROCESS, lazy), loader: 'js' };
    });
  },
};

// Chunk names carry a content hash: clear the last build's, or they pile up.
rmSync(join(root, 'out', 'cli'), { recursive: true, force: true });
const { metafile } = await build({
  absWorkingDir: root,
  entryPoints: {
    // entry.ts answers --version, turns on Node's compile cache, then loads main.ts.
    workbench: 'src/cli/entry.ts',
    igp24VerifyWorker: 'src/sandbox/igp24/verifyWorker.ts',
  },
  outdir: 'out/cli',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  external: [...NATIVE, 'fastify', '@fastify/*'],
  banner: { js: REQUIRE_BANNER },
  define: { __WORKBENCH_VERSION__: JSON.stringify(version) },
  plugins: [requireNative(root), lazyChildProcess],
  metafile: true,
  logLevel: 'warning',
});

// `import { z } from 'zod'` is a namespace esbuild cannot shake: every locale and the JSON Schema
// converters would be compiled at each command's start. Schemas import `* as z` instead.
const bundled = Object.values(metafile.outputs).flatMap((o) => Object.keys(o.inputs));
const locales = bundled.filter((f) => /zod\/v4\/locales\/(?!en\.js)/.test(f));
if (locales.length > 0) {
  throw new Error(
    `zod's locales are in the command line's bundle (${locales.length} files): a file imports \`{ z }\` from 'zod'; import \`* as z\` instead.`,
  );
}

// `workbench --help` into a pipe prints the same page every time (80 columns, no colour): it is
// written here, from the built program itself, and entry.ts prints it without loading commander.
const help = spawnSync(process.execPath, [join(root, 'out', 'cli', 'workbench.js'), '--help'], {
  encoding: 'utf8',
  env: { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1' },
});
if (help.status !== 0 || !help.stdout.startsWith('Usage: workbench'))
  throw new Error(`workbench --help failed while building: ${help.stderr}`);
writeFileSync(join(root, 'out', 'cli', 'help.txt'), help.stdout);
