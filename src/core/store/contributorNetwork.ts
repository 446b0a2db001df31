/**
 * Contributor Network items as last seen, per connection partition, with their full-text index.
 * Every write of an item row and its index row happens in one transaction, so the index never
 * answers with an item the table does not hold (or misses one it does).
 */
import type { CnItem, CnSummary } from '../../shared/api/contributorNetwork';
import type { Db } from './db';

export interface CnSearchFilter {
  competitionId?: string;
  kind?: string;
  limit: number;
}

interface ItemRow {
  rowid: number;
  summary: string;
  full: string | null;
}

/** The public content the server searches, for one item (spec 4.4 `search`). */
function bodyText(item: CnSummary | CnItem): string {
  const full = item as CnItem;
  return [full.content, full.solverCode, full.modelName, full.commitHash]
    .filter((v): v is string => typeof v === 'string')
    .join('\n');
}

/** A query as one FTS5 phrase: quotes doubled, so no character of it is FTS syntax. */
function phrase(query: string): string {
  return `"${query.replaceAll('"', '""')}"`;
}

/**
 * Its transactions read before they write, so they take the write lock first (IMMEDIATE): in WAL
 * a deferred one that reads and then writes fails at once ("database is locked") when another
 * process (the app, another command) wrote meanwhile, where IMMEDIATE waits the busy timeout.
 */
export class ContributorNetworkRepo {
  constructor(private readonly db: Db) {}

  /** Stores listing summaries; a full item already kept stays (its summary fields are refreshed). */
  putSummaries(partition: string, items: readonly CnSummary[]): void {
    if (items.length === 0) return;
    this.db
      .transaction(() => {
        for (const item of items) this.put(partition, item, false);
      })
      .immediate();
  }

  putFull(partition: string, item: CnItem): void {
    this.db.transaction(() => this.put(partition, item, true)).immediate();
  }

  /** A withdrawn item (or one the server no longer shows) leaves the cache and the index. */
  remove(partition: string, id: string): void {
    this.db
      .transaction(() => {
        const row = this.db
          .prepare<[string, string], { rowid: number }>(
            'SELECT rowid FROM cn_items WHERE partition = ? AND id = ?',
          )
          .get(partition, id);
        if (!row) return;
        this.db.prepare('DELETE FROM cn_fts WHERE rowid = ?').run(row.rowid);
        this.db.prepare('DELETE FROM cn_items WHERE rowid = ?').run(row.rowid);
      })
      .immediate();
  }

  /** The full item if it was opened, else null. */
  getFull(partition: string, id: string): CnItem | null {
    const row = this.row(partition, id);
    return row?.full ? (JSON.parse(row.full) as CnItem) : null;
  }

  getSummary(partition: string, id: string): CnSummary | null {
    const row = this.row(partition, id);
    return row ? (JSON.parse(row.summary) as CnSummary) : null;
  }

  /** By public code, any letter case. */
  byPublicCode(partition: string, code: string): CnItem | null {
    const row = this.db
      .prepare<[string, string], ItemRow>(
        'SELECT rowid, summary, full FROM cn_items WHERE partition = ? AND public_code = ? LIMIT 1',
      )
      .get(partition, code.trim().toUpperCase());
    if (!row) return null;
    return JSON.parse(row.full ?? row.summary) as CnItem;
  }

  /** Cached items whose parent is `id` (the lineage fallback's children). */
  children(partition: string, id: string): CnItem[] {
    return this.db
      .prepare<[string, string], { full: string }>(
        `SELECT full FROM cn_items WHERE partition = ? AND full IS NOT NULL
           AND json_extract(full, '$.parent.id') = ?`,
      )
      .all(partition, id)
      .map((r) => JSON.parse(r.full) as CnItem);
  }

  /**
   * Full-text search of the cached items, newest first. Queries of fewer than three characters
   * cannot use the trigram index and fall back to a LIKE scan over the same index columns.
   */
  search(partition: string, query: string, f: CnSearchFilter): CnSummary[] {
    const q = query.trim();
    const short = [...q].length < 3;
    const where = short
      ? `(f.author LIKE @q ESCAPE '\\' OR f.title LIKE @q ESCAPE '\\' OR f.remark LIKE @q ESCAPE '\\' OR f.body LIKE @q ESCAPE '\\')`
      : 'cn_fts MATCH @q';
    const arg = short ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : phrase(q);
    return this.db
      .prepare<unknown[], { summary: string }>(
        `SELECT i.summary FROM cn_fts f JOIN cn_items i ON i.rowid = f.rowid
         WHERE ${where} AND i.partition = @p
           AND (@c IS NULL OR i.competition_id = @c) AND (@k IS NULL OR i.kind = @k)
         ORDER BY i.published_at DESC, i.id DESC LIMIT @n`,
      )
      .all({ q: arg, p: partition, c: f.competitionId ?? null, k: f.kind ?? null, n: f.limit })
      .map((r) => JSON.parse(r.summary) as CnSummary);
  }

  /** Cached summaries without a text query (offline listing), newest first. */
  list(partition: string, f: CnSearchFilter): CnSummary[] {
    return this.db
      .prepare<unknown[], { summary: string }>(
        `SELECT summary FROM cn_items WHERE partition = @p
           AND (@c IS NULL OR competition_id = @c) AND (@k IS NULL OR kind = @k)
         ORDER BY published_at DESC, id DESC LIMIT @n`,
      )
      .all({ p: partition, c: f.competitionId ?? null, k: f.kind ?? null, n: f.limit })
      .map((r) => JSON.parse(r.summary) as CnSummary);
  }

  count(partition: string): number {
    return this.db
      .prepare<[string], { n: number }>('SELECT count(*) AS n FROM cn_items WHERE partition = ?')
      .get(partition)!.n;
  }

  private row(partition: string, id: string): ItemRow | undefined {
    return this.db
      .prepare<[string, string], ItemRow>(
        'SELECT rowid, summary, full FROM cn_items WHERE partition = ? AND id = ?',
      )
      .get(partition, id);
  }

  /** One item row and its index row; callers hold the transaction. */
  private put(partition: string, item: CnSummary | CnItem, isFull: boolean): void {
    const existing = this.row(partition, item.id);
    const kept: CnItem | null = existing?.full ? (JSON.parse(existing.full) as CnItem) : null;
    // A listing summary refreshes the counts of a kept full item; its body stays.
    const full: CnItem | null = isFull ? (item as CnItem) : kept ? { ...kept, ...item } : null;
    const summary = summaryOf(item);
    const code = item.publicCode ? item.publicCode.toUpperCase() : null;
    const now = new Date().toISOString();
    let rowid: number;
    if (existing) {
      rowid = existing.rowid;
      this.db
        .prepare(
          `UPDATE cn_items SET competition_id = ?, kind = ?, public_code = ?, published_at = ?,
             summary = ?, full = ?, seen_at = ? WHERE rowid = ?`,
        )
        .run(
          item.competitionId,
          item.kind,
          code,
          item.publishedAt,
          JSON.stringify(summary),
          full ? JSON.stringify(full) : null,
          now,
          rowid,
        );
      // A listing refresh mostly changes counts: the index row is rewritten only when the
      // searched text changed (re-indexing a body costs far more than the row update).
      const before = indexedText(JSON.parse(existing.summary) as CnSummary, kept);
      if (sameText(before, indexedText(summary, full))) return;
      this.db.prepare('DELETE FROM cn_fts WHERE rowid = ?').run(rowid);
    } else {
      rowid = Number(
        this.db
          .prepare(
            `INSERT INTO cn_items (partition, id, competition_id, kind, public_code, published_at, summary, full, seen_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            partition,
            item.id,
            item.competitionId,
            item.kind,
            code,
            item.publishedAt,
            JSON.stringify(summary),
            full ? JSON.stringify(full) : null,
            now,
          ).lastInsertRowid,
      );
    }
    const text = indexedText(summary, full);
    this.db
      .prepare('INSERT INTO cn_fts (rowid, author, title, remark, body) VALUES (?, ?, ?, ?, ?)')
      .run(rowid, text.author, text.title, text.remark, text.body);
  }
}

interface IndexedText {
  author: string;
  title: string;
  remark: string;
  body: string;
}

/** The columns of an item's index row: the summary's words and, once kept, the full body. */
function indexedText(summary: CnSummary, full: CnItem | null): IndexedText {
  return {
    author: summary.author.displayName ?? '',
    title: summary.title,
    remark: summary.remark ?? '',
    body: full ? bodyText(full) : '',
  };
}

function sameText(a: IndexedText, b: IndexedText): boolean {
  return a.author === b.author && a.title === b.title && a.remark === b.remark && a.body === b.body;
}

/** The list view's fields of an item (the full item's body and parent dropped). */
function summaryOf(item: CnSummary | CnItem): CnSummary {
  const {
    content: _c,
    solverCode: _s,
    modelName: _m,
    commitHash: _h,
    parent: _p,
    ...summary
  } = item as CnItem;
  return summary as CnSummary;
}
