/**
 * Temporary folders for tests. Every folder made here is removed after its test file, passed or
 * failed (test/setup/removeTempDirs.ts), so `npm test` leaves nothing in the temp directory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

/** A fresh folder under the temp directory, named `<prefix>XXXXXX`; removed after the file. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes the given folders now (and forgets them); without an argument, every folder made. */
export function removeTempDirs(dirs: string[] = [...made]): void {
  for (const dir of dirs) {
    rmSync(dir, { recursive: true, force: true });
    const at = made.indexOf(dir);
    if (at >= 0) made.splice(at, 1);
  }
}
