/**
 * A consistent copy of a SQLite file to a path that does not exist yet, for carrying a data
 * folder's database to another folder. The source is only read: its file, WAL and shared-memory
 * file stay where they are.
 */
import { chmodSync, existsSync, linkSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { PRIVATE_FILE_MODE } from '../dataDirModes';
import { BUSY_TIMEOUT_MS } from './db';

/**
 * Copies `from` to `to` (0600) and answers true; answers false, copying nothing, when `to`
 * exists already (another process made it first). Throws when `from` cannot be read.
 */
export function copyDatabase(from: string, to: string): boolean {
  if (existsSync(to)) return false;
  // VACUUM INTO writes one transaction's snapshot, including what is still in the WAL, also while
  // another process writes to the source. Into a file of our own first: `to` never exists half made.
  const partial = `${to}.copying-${process.pid}`;
  rmSync(partial, { force: true });
  try {
    const source = new Database(from, { readonly: true, fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
    try {
      source.prepare('VACUUM INTO ?').run(partial);
    } finally {
      source.close();
    }
    chmodSync(partial, PRIVATE_FILE_MODE);
    // A hard link does not replace a file another process put there meanwhile (rename would).
    linkSync(partial, to);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    rmSync(partial, { force: true });
  }
}
