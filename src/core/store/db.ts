/**
 * The workbench's one SQLite file: WAL, numbered migrations, and an integrity check at start.
 * A corrupt file is moved aside (never deleted: the user may want it) and rebuilt empty.
 */
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations';

export type Db = Database.Database;

export const BUSY_TIMEOUT_MS = 5_000;

export interface OpenedStore {
  db: Db;
  /** Set when the file was corrupt and rebuilt: tell the user once. */
  notice: string | null;
}

export function openStore(file: string): OpenedStore {
  mkdirSync(dirname(file), { recursive: true });
  let notice: string | null = null;
  let db: Db;
  try {
    db = open(file);
  } catch (err) {
    // Busy is the other process (app or command line) writing, not damage: never move the file then.
    if (/^SQLITE_(BUSY|LOCKED)/.test(String((err as { code?: unknown }).code))) throw err;
    const aside = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    for (const suffix of ['', '-wal', '-shm']) {
      if (existsSync(file + suffix)) renameSync(file + suffix, aside + suffix);
    }
    notice =
      `The local cache file was damaged (${(err as Error).message}). It was moved to ${aside} and a new ` +
      'one was created: cached data will be fetched again. Nothing on the server was affected.';
    db = open(file);
  }
  return { db, notice };
}

/**
 * The file as it is, for a read only: no integrity check and no migration. Null when there is no
 * file, or when its version is not this app's (an older file needs migrating: openStore's work).
 */
export function openExistingForRead(file: string): Db | null {
  if (!existsSync(file)) return null;
  const db = new Database(file, { fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
  try {
    if (db.pragma('user_version', { simple: true }) === MIGRATIONS.length) return db;
  } catch {
    // Damaged or locked beyond the timeout: the full open says so in words.
  }
  db.close();
  return null;
}

function open(file: string): Db {
  // The app and the command line may use the file at the same time (WAL: readers never wait);
  // a writer waits up to 5 s for the other's write lock instead of failing at once.
  const db = new Database(file, { timeout: BUSY_TIMEOUT_MS });
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`quick_check: ${String(check)}`);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    migrate(db);
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}

function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > MIGRATIONS.length) {
    throw new Error(`database version ${current} is newer than this app (${MIGRATIONS.length})`);
  }
  for (let v = current; v < MIGRATIONS.length; v++) {
    // IMMEDIATE takes the write lock first; the version is read again under it, because the app and
    // the command line may open a new file at the same moment and only one may run each step.
    db.transaction(() => {
      if ((db.pragma('user_version', { simple: true }) as number) !== v) return;
      db.exec(MIGRATIONS[v]!);
      db.pragma(`user_version = ${v + 1}`);
    }).immediate();
  }
}
