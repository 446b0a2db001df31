/**
 * `npm start`: fetches Electron's binary when it is missing, then builds and launches the desktop
 * app with electron-vite. When the binary cannot be had it says so and names the browser fallback.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { start } from './start/launch';

const require = createRequire(import.meta.url);
const electronDir = dirname(require.resolve('electron/package.json'));

function hasBinary(): boolean {
  const pathTxt = join(electronDir, 'path.txt');
  if (!existsSync(pathTxt)) return false;
  return existsSync(join(electronDir, 'dist', readFileSync(pathTxt, 'utf8').trim()));
}

/** The package's own installer; its stack trace is cut to the one line a person needs. */
function fetchBinary(): Promise<string | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(electronDir, 'install.js')], {
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString();
    });
    child.on('error', (e) => resolve(e.message));
    child.on('exit', (code) => {
      if (code === 0) return resolve(null);
      const firstLine = err.split('\n').find((l) => l.trim()) ?? `the installer exited with code ${code}`;
      resolve(firstLine.trim());
    });
  });
}

function launch(): Promise<number> {
  return new Promise((resolve) => {
    const bin = join(dirname(require.resolve('electron-vite/package.json')), 'bin', 'electron-vite.js');
    const child = spawn(process.execPath, [bin, 'preview'], { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

process.exitCode = await start({
  env: process.env,
  hasBinary,
  fetchBinary,
  launch,
  say: (text) => console.error(text),
});
