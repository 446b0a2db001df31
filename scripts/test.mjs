#!/usr/bin/env node
/**
 * `npm test`: builds the app (the end-to-end tests serve the built renderer), then runs every
 * test with vitest. On Linux without a session bus (a server, a container, CI) it starts a
 * private one with a throwaway, unlocked gnome-keyring, so the keychain tests talk to a real
 * Secret Service without touching the user's own keyring. Extra arguments go to vitest.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (cmd, args, env = process.env) => {
  const res = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (res.status !== 0) process.exit(res.status ?? 1);
};
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

run('npx', ['electron-vite', 'build']);
run('node', ['scripts/build-cli.mjs']);
const vitest = ['npx', 'vitest', 'run', ...process.argv.slice(2)];
const quote = (s) => `'${s.replaceAll("'", "'\\''")}'`;

if (process.platform === 'linux' && !process.env.DBUS_SESSION_BUS_ADDRESS) {
  if (has('dbus-run-session') && has('gnome-keyring-daemon')) {
    const env = { ...process.env, XDG_DATA_HOME: mkdtempSync(join(tmpdir(), 'wb-keyring-')) };
    const script = `printf pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null && exec ${vitest.map(quote).join(' ')}`;
    run('dbus-run-session', ['--', 'sh', '-c', script], env);
    process.exit(0);
  }
  console.warn('No session bus and no dbus-run-session/gnome-keyring-daemon: the keychain tests will fail.');
}
run(vitest[0], vitest.slice(1));
