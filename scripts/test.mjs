#!/usr/bin/env node
/**
 * `npm test`: builds the app (the end-to-end tests serve the built renderer), then runs every
 * test with vitest. On Linux without a session bus (a server, a container, CI) it starts a
 * private one with a throwaway, unlocked gnome-keyring, so the keychain tests talk to a real
 * Secret Service without touching the user's own keyring. Extra arguments go to vitest.
 *
 * The tests run with TMPDIR set to a fresh private folder. After vitest exits, anything left in
 * it fails the run with its name: every test removes what it made, passed or failed.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/**
 * What may stay behind, by exact name. tsx keeps its compile cache in `<tmpdir>/tsx-<uid>`, made
 * by every process started with `--import tsx` (the sandbox, command-line scripts); it
 * holds compiled sources only, no test data, and goes with the private folder.
 */
const ALLOWED = new Set([`tsx-${userInfo().uid}`]);

const run = (cmd, args, env = process.env) => {
  const res = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (res.status !== 0) process.exit(res.status ?? 1);
};
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

run('npx', ['electron-vite', 'build']);
run('node', ['scripts/build-cli.mjs']);

// Not through npx: npm turns on Node's compile cache, which writes `node-compile-cache` to TMPDIR.
const vitest = [
  process.execPath,
  join('node_modules', 'vitest', 'vitest.mjs'),
  'run',
  ...process.argv.slice(2),
];

const root = mkdtempSync(join(tmpdir(), 'wb-test-'));
const testTmp = join(root, 'tmp');
mkdirSync(testTmp);
const env = { ...process.env, TMPDIR: testTmp };

/** Runs vitest (under a private session bus where needed) and returns its exit status. */
function runTests() {
  if (process.platform === 'linux' && !process.env.DBUS_SESSION_BUS_ADDRESS) {
    if (has('dbus-run-session') && has('gnome-keyring-daemon')) {
      // The keyring's files live beside the checked folder, not in it: they are not a test's.
      const keyring = join(root, 'keyring');
      mkdirSync(keyring);
      return spawnSync('sh', [join('scripts', 'with-keyring.sh'), ...vitest], {
        stdio: 'inherit',
        env: { ...env, XDG_DATA_HOME: keyring },
      }).status;
    }
    console.warn(
      'No session bus and no dbus-run-session/gnome-keyring-daemon: the keychain tests will fail.',
    );
  }
  return spawnSync(vitest[0], vitest.slice(1), { stdio: 'inherit', env }).status;
}

let status = 1;
try {
  status = runTests() ?? 1;
  const left = readdirSync(testTmp).filter((name) => !ALLOWED.has(name));
  if (left.length > 0) {
    console.error(
      `\nThe tests left ${left.length} entries in the temp folder (${testTmp}):\n` +
        left.map((name) => `  ${name}`).join('\n') +
        '\nEach test must remove what it makes, also when it fails (test/helpers/tempDir.ts).',
    );
    if (status === 0) status = 1;
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
process.exit(status);
