/**
 * A stand-in for the Electron distribution electron-builder copies into linux-unpacked (its
 * `electronDist` option, an unpacked folder): the files the Linux layout step renames or moves
 * (`electron` → the executable, `LICENSE` → LICENSE.electron.txt), `version`, and `resources/`.
 * The executable is a shell script that refuses to run: nothing here pretends to be Chromium.
 * Fuses are flipped inside the real binary, so the check skips them and says so.
 */
import { chmodSync, copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function createStandInElectron(dir: string, projectDir: string, electronVersion: string): string {
  mkdirSync(join(dir, 'resources'), { recursive: true });
  mkdirSync(join(dir, 'locales'), { recursive: true });
  const exe = join(dir, 'electron');
  writeFileSync(
    exe,
    '#!/bin/sh\necho "stand-in Electron from the package check: not a real Electron binary" >&2\nexit 1\n',
  );
  chmodSync(exe, 0o755);
  copyFileSync(join(projectDir, 'node_modules', 'electron', 'LICENSE'), join(dir, 'LICENSE'));
  writeFileSync(
    join(dir, 'LICENSES.chromium.html'),
    '<!-- stand-in: the real file comes with Electron -->\n',
  );
  writeFileSync(join(dir, 'version'), `${electronVersion}\n`);
  return dir;
}
