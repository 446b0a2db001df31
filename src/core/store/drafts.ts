/** Local drafts: what the user typed, saved as they type, until it reaches the server. */
import { type Draft, isOp, type OutboxEntryView } from '../../shared/contract';
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

  /** Drafts of new items whose create is outbox entry `entryId`. */
  forCreate(entryId: number): Draft[] {
    return this.db
      .prepare<[number], { key: string; text: string; meta: string; saved_at: string }>(
        "SELECT key, text, meta, saved_at FROM drafts WHERE json_extract(meta, '$.createEntryId') = ?",
      )
      .all(entryId)
      .map((row) => ({ key: row.key, text: row.text, meta: JSON.parse(row.meta), savedAt: row.saved_at }));
  }

  /** Moves a draft to another key (keeping when it was typed), replacing one there. */
  move(from: string, to: string, meta: Record<string, unknown>): void {
    this.db
      .prepare(
        `INSERT INTO drafts (key, text, meta, saved_at) SELECT ?, text, ?, saved_at FROM drafts WHERE key = ?
         ON CONFLICT (key) DO UPDATE SET text = excluded.text, meta = excluded.meta, saved_at = excluded.saved_at`,
      )
      .run(to, JSON.stringify(meta), from);
    this.remove(from);
  }
}

const BODY_FIELD: Record<string, string> = { cheatsheet: 'content', 'solver-template': 'solverCode' };

/**
 * A new item's create reached the server: its local draft (written offline, under a key of its
 * own) is done with. If it holds exactly what was sent it is removed; if it was typed on after
 * the save it becomes the draft of the real item, so the library lists the item, not a draft.
 */
export function reconcileCreatedDrafts(drafts: DraftsRepo, entry: OutboxEntryView): void {
  if (entry.status !== 'done' || !isOp(entry, 'library.create')) return;
  const req = entry.request;
  const item = entry.result;
  if (!item) return;
  const field = BODY_FIELD[req.kind];
  if (!field) return;
  for (const draft of drafts.forCreate(entry.id)) {
    const title = typeof draft.meta.title === 'string' ? draft.meta.title : req.body.title;
    if (draft.text === req.body[field] && title === req.body.title) drafts.remove(draft.key);
    else
      drafts.move(draft.key, `${req.kind}:${item.id}`, {
        ...draft.meta,
        createEntryId: null,
        itemId: item.id,
        baseUpdatedAt: typeof item.updatedAt === 'string' ? item.updatedAt : null,
      });
  }
}
