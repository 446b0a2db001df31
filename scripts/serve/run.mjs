/**
 * `npm run serve`: builds what serve mode runs only when its sources changed since the last build
 * (stamp.mjs), then runs the built host, out/serve/serve.js (src/serve/start.ts, which loads
 * src/serve/cli.ts from out/serve/host.js), in this process with the arguments given
 * (`npm run serve -- --port 8080`). The build's own output goes to stderr: stdout carries only what
 * the host prints (the address to open).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildNeeded, sourcesFingerprint, writeStamp } from './stamp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const fingerprint = sourcesFingerprint(root);
const why = buildNeeded(root, fingerprint);
if (why) {
  process.stderr.write(`Building the workbench first (${why})…\n`);
  const require = createRequire(import.meta.url);
  const bin = join(dirname(require.resolve('electron-vite/package.json')), 'bin', 'electron-vite.js');
  const built = spawnSync(process.execPath, [bin, 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
  if (built.status !== 0) {
    process.stderr.write('The build failed (see above); serve mode did not start.\n');
    process.exit(built.status ?? 1);
  }
  writeStamp(root, fingerprint);
}
await import(pathToFileURL(join(root, 'out', 'serve', 'serve.js')).href);
