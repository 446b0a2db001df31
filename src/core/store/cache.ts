/** The read cache: one JSON value per (partition, query key). */
import type { Db } from './db';

export interface CacheRow<T> {
  value: T;
  fetchedAt: string;
}

export class CacheRepo {
  private readonly getStmt;
  private readonly putStmt;

  constructor(private readonly db: Db) {
    this.getStmt = db.prepare<[string, string], { value: string; fetched_at: string }>(
      'SELECT value, fetched_at FROM cache WHERE partition = ? AND key = ?',
    );
    this.putStmt = db.prepare(
      `INSERT INTO cache (partition, key, value, fetched_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (partition, key) DO UPDATE SET value = excluded.value, fetched_at = excluded.fetched_at`,
    );
  }

  get<T>(partition: string, key: string): CacheRow<T> | null {
    const row = this.getStmt.get(partition, key);
    return row ? { value: JSON.parse(row.value) as T, fetchedAt: row.fetched_at } : null;
  }

  put(partition: string, key: string, value: unknown, fetchedAt: string): void {
    this.putStmt.run(partition, key, JSON.stringify(value), fetchedAt);
  }

  /** Drops the cached reads of every partition of a connection (each of its keys). */
  removeConnection(connectionId: string): void {
    this.db.prepare('DELETE FROM cache WHERE partition LIKE ?').run(`${connectionId}:%`);
  }

  /** Drops every cached query whose key starts with one of the prefixes; returns their keys. */
  invalidate(partition: string, prefixes: string[]): string[] {
    const keys: string[] = [];
    for (const prefix of prefixes) {
      const rows = this.db
        .prepare<[string, string, string], { key: string }>(
          'SELECT key FROM cache WHERE partition = ? AND key >= ? AND key < ?',
        )
        .all(partition, prefix, `${prefix}\uffff`);
      keys.push(...rows.map((r) => r.key));
    }
    const del = this.db.prepare('DELETE FROM cache WHERE partition = ? AND key = ?');
    this.db.transaction(() => {
      for (const key of keys) del.run(partition, key);
    })();
    return keys;
  }
}
