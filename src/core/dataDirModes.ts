/**
 * The data folder holds the cache of the user's submissions, library and outbox (not keys: those
 * are in the keychain), and the log. Other local users must not read it: folders are 0700 and
 * files 0600. Folders and files made by an earlier version with the umask's 0755/0644 are
 * tightened at every start. (On Windows the mode bits do nothing; the profile folder's ACL holds.)
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `dir` (and parents) 0700 if missing, then sets `dir` itself to 0700 unless it is a
 * shared sticky folder such as /tmp (a data folder pointed there must not lock others out).
 */
export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if ((statSync(dir).mode & 0o1000) === 0) chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Creates an empty file 0600 if missing (SQLite then gives its WAL the same mode), else chmods it. */
export function privateFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  chmodSync(file, PRIVATE_FILE_MODE);
}

/** Sets the files directly in `dir` whose name passes `ours` to 0600. */
export function tightenFiles(dir: string, ours: (name: string) => boolean = () => true): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (ours(name) && statSync(path).isFile()) chmodSync(path, PRIVATE_FILE_MODE);
  }
}
