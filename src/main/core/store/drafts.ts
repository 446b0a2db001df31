/** Local drafts: what the user typed, saved as they type, until it reaches the server. */
import type { Draft } from '../../../shared/contract';
import type { Db } from './db';

export class DraftsRepo {
  constructor(private readonly db: Db) {}

  get(key: string): Draft | null {
    const row = this.db
      .prepare<[string], { key: string; text: string; meta: string; saved_at: string }>(
        'SELECT key, text, meta, saved_at FROM drafts WHERE key = ?',
      )
      .get(key);
    return row ? { key: row.key, text: row.text, meta: JSON.parse(row.meta), savedAt: row.saved_at } : null;
  }

  list(): Draft[] {
    return this.db
      .prepare<[], { key: string; text: string; meta: string; saved_at: string }>(
        'SELECT key, text, meta, saved_at FROM drafts ORDER BY saved_at DESC',
      )
      .all()
      .map((row) => ({ key: row.key, text: row.text, meta: JSON.parse(row.meta), savedAt: row.saved_at }));
  }

  put(key: string, text: string, meta: Record<string, unknown>): string {
    const savedAt = new Date().toISOString();
    this.db
      .prepare(
        `INSERT INTO drafts (key, text, meta, saved_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET text = excluded.text, meta = excluded.meta, saved_at = excluded.saved_at`,
      )
      .run(key, text, JSON.stringify(meta), savedAt);
    return savedAt;
  }

  remove(key: string): void {
    this.db.prepare('DELETE FROM drafts WHERE key = ?').run(key);
  }
}
