/**
 * Contributor Network items as last seen, per connection partition, with their full-text index.
 * Every write of an item row and its index row happens in one transaction, so the index never
 * answers with an item the table does not hold (or misses one it does).
 */
import type { CnItem, CnSummary } from '../../shared/api/contributorNetwork';
import type { Db } from './db';
import { Statements } from './statements';

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
  /** Prepared once: a search as the user types, a listing page of 100 items, run them often. */
  private readonly sql: Statements;

  constructor(private readonly db: Db) {
    this.sql = new Statements(db);
  }

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
        const row = this.sql
          .get<[string, string], { rowid: number }>(
            'SELECT rowid FROM cn_items WHERE partition = ? AND id = ?',
          )
          .get(partition, id);
        if (!row) return;
        this.sql.get('DELETE FROM cn_fts WHERE rowid = ?').run(row.rowid);
        this.sql.get('DELETE FROM cn_items WHERE rowid = ?').run(row.rowid);
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
    const row = this.sql
      .get<[string, string], ItemRow>(
        'SELECT rowid, summary, full FROM cn_items WHERE partition = ? AND public_code = ? LIMIT 1',
      )
      .get(partition, code.trim().toUpperCase());
    if (!row) return null;
    return JSON.parse(row.full ?? row.summary) as CnItem;
  }

  /** Cached items whose parent is `id` (the lineage fallback's children). */
  children(partition: string, id: string): CnItem[] {
    return this.sql
      .get<[string, string], { full: string }>(
        `SELECT full FROM cn_items WHERE partition = ? AND full IS NOT NULL
           AND json_extract(full, '$.parent.id') = ?`,
      )
      .all(partition, id)
      .map((r) => JSON.parse(r.full) as CnItem);
  }

  /**
   * Full-text search of the cached items: the `limit` best matches (FTS5 rank), newest first.
   * The index is asked for those first and only they are joined to their items, so a query that
   * matches thousands costs about what the bare match does. The index holds every partition's
   * items: when the best matches include some this filter drops (another connection's, another
   * competition's or kind's), the filter is applied before the limit instead, so the answer is
   * still the best `limit` of what the filter lets through. Queries of fewer than three characters
   * cannot use the trigram index and fall back to a LIKE scan over the same index columns, newest
   * first.
   */
  search(partition: string, query: string, f: CnSearchFilter): CnSummary[] {
    const q = query.trim();
    const args = { p: partition, c: f.competitionId ?? null, k: f.kind ?? null, n: f.limit };
    if ([...q].length < 3) {
      return this.summaries(
        this.sql
          .get<unknown[], { summary: string }>(
            `SELECT i.summary FROM cn_fts f JOIN cn_items i ON i.rowid = f.rowid
             WHERE (f.author LIKE @q ESCAPE '\\' OR f.title LIKE @q ESCAPE '\\' OR f.remark LIKE @q ESCAPE '\\' OR f.body LIKE @q ESCAPE '\\')
               AND i.partition = @p AND (@c IS NULL OR i.competition_id = @c) AND (@k IS NULL OR i.kind = @k)
             ORDER BY i.published_at DESC, i.id DESC LIMIT @n`,
          )
          .all({ ...args, q: `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` }),
      );
    }
    const best = this.sql
      .get<unknown[], { summary: string | null }>(
        `SELECT CASE WHEN i.partition = @p AND (@c IS NULL OR i.competition_id = @c)
             AND (@k IS NULL OR i.kind = @k) THEN i.summary END AS summary
         FROM (SELECT rowid FROM cn_fts WHERE cn_fts MATCH @q ORDER BY rank LIMIT @n) m
         LEFT JOIN cn_items i ON i.rowid = m.rowid
         ORDER BY i.published_at DESC, i.id DESC`,
      )
      .all({ ...args, q: phrase(q) });
    const kept = best.filter((r): r is { summary: string } => r.summary !== null);
    if (best.length < f.limit || kept.length === best.length) return this.summaries(kept);
    return this.summaries(
      this.sql
        .get<unknown[], { summary: string }>(
          `SELECT summary FROM (
             SELECT i.summary, i.published_at, i.id FROM cn_fts f JOIN cn_items i ON i.rowid = f.rowid
             WHERE cn_fts MATCH @q AND i.partition = @p
               AND (@c IS NULL OR i.competition_id = @c) AND (@k IS NULL OR i.kind = @k)
             ORDER BY f.rank LIMIT @n)
           ORDER BY published_at DESC, id DESC`,
        )
        .all({ ...args, q: phrase(q) }),
    );
  }

  /** Cached summaries without a text query (offline listing), newest first. */
  list(partition: string, f: CnSearchFilter): CnSummary[] {
    return this.sql
      .get<unknown[], { summary: string }>(
        `SELECT summary FROM cn_items WHERE partition = @p
           AND (@c IS NULL OR competition_id = @c) AND (@k IS NULL OR kind = @k)
         ORDER BY published_at DESC, id DESC LIMIT @n`,
      )
      .all({ p: partition, c: f.competitionId ?? null, k: f.kind ?? null, n: f.limit })
      .map((r) => JSON.parse(r.summary) as CnSummary);
  }

  private summaries(rows: ReadonlyArray<{ summary: string }>): CnSummary[] {
    return rows.map((r) => JSON.parse(r.summary) as CnSummary);
  }

  count(partition: string): number {
    return this.sql
      .get<[string], { n: number }>('SELECT count(*) AS n FROM cn_items WHERE partition = ?')
      .get(partition)!.n;
  }

  private row(partition: string, id: string): ItemRow | undefined {
    return this.sql
      .get<[string, string], ItemRow>(
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
      this.sql
        .get(
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
      this.sql.get('DELETE FROM cn_fts WHERE rowid = ?').run(rowid);
    } else {
      rowid = Number(
        this.sql
          .get(
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
    this.sql
      .get('INSERT INTO cn_fts (rowid, author, title, remark, body) VALUES (?, ?, ?, ?, ?)')
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
