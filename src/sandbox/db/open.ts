import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILENAME } from '../config';
import { MIGRATIONS } from './migrations';

export type Db = Database.Database;

/** Opens the sandbox database (in memory unless `dataDir` is given) and applies pending migrations. */
export function openDatabase(dataDir?: string): Db {
  let db: Db;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    db = new Database(join(dataDir, DB_FILENAME));
    db.pragma('journal_mode = WAL');
  } else {
    db = new Database(':memory:');
  }
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < MIGRATIONS.length; version++) {
    const sql = MIGRATIONS[version]!;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
