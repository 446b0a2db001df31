/** Connections the user added (the built-in sandbox is not stored) and the active choice. */
import type { Db } from './db';

export interface ConnectionRow {
  id: string;
  name: string;
  baseUrl: string;
  createdAt: string;
}

export class ConnectionsRepo {
  constructor(private readonly db: Db) {}

  list(): ConnectionRow[] {
    return this.db
      .prepare<[], ConnectionRow>(
        'SELECT id, name, base_url AS baseUrl, created_at AS createdAt FROM connections ORDER BY created_at, id',
      )
      .all();
  }

  get(id: string): ConnectionRow | null {
    return (
      this.db
        .prepare<[string], ConnectionRow>(
          'SELECT id, name, base_url AS baseUrl, created_at AS createdAt FROM connections WHERE id = ?',
        )
        .get(id) ?? null
    );
  }

  insert(row: ConnectionRow): void {
    this.db
      .prepare('INSERT INTO connections (id, name, base_url, created_at) VALUES (?, ?, ?, ?)')
      .run(row.id, row.name, row.baseUrl, row.createdAt);
  }

  update(id: string, fields: { name?: string; baseUrl?: string }): void {
    const cur = this.get(id);
    if (!cur) return;
    this.db
      .prepare('UPDATE connections SET name = ?, base_url = ? WHERE id = ?')
      .run(fields.name ?? cur.name, fields.baseUrl ?? cur.baseUrl, id);
  }

  /** Removes the connection's row only; the workbench drops what other tables keep for it. */
  remove(id: string): void {
    this.db.prepare('DELETE FROM connections WHERE id = ?').run(id);
  }

  getSetting(key: string): string | null {
    const row = this.db
      .prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?')
      .get(key);
    return row?.value ?? null;
  }

  setSetting(key: string, value: string): void {
    this.db
      .prepare(
        'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      )
      .run(key, value);
  }
}
