import type { Db } from './open';

/** Item kinds of the Contributor Network (spec 2.7). */
export type CnKind = 'cheatsheet' | 'solver-template' | 'model-reference' | 'lean-kernel-package';
export const CN_KINDS: readonly CnKind[] = [
  'cheatsheet',
  'solver-template',
  'model-reference',
  'lean-kernel-package',
];

/** One stored Contributor Network item (active or withdrawn). */
export interface CnItem {
  id: string;
  competitionId: string;
  kind: CnKind;
  status: 'active' | 'withdrawn';
  authorAccountId: string;
  title: string;
  publicCode: string;
  remark: string | null;
  track: string | null;
  modelId: string | null;
  /** Cheatsheet content or solver source; null for the other kinds. */
  body: string | null;
  modelName: string | null;
  commitHash: string | null;
  parentId: string | null;
  publishedAt: string;
  /** The private cheatsheet or solver template locked by this item, if any. */
  sourceLibraryId: string | null;
  /** Lean kernel package metadata (2.7 package fields besides the summary ones), JSON. */
  packageJson: string | null;
  packageBytes: Buffer | null;
}

/** An active item with the caller-independent and caller-specific counts of the listings. */
export interface CnListedItem extends CnItem {
  authorDisplayName: string;
  authorAvatarUrl: string | null;
  favoriteCount: number;
  viewerHasFavorited: boolean;
  commentCount: number;
  directChildCount: number;
}

interface ItemDbRow {
  id: string;
  competition_id: string;
  kind: CnKind;
  status: 'active' | 'withdrawn';
  author_account_id: string;
  title: string;
  public_code: string;
  remark: string | null;
  track: string | null;
  model_id: string | null;
  body: string | null;
  model_name: string | null;
  commit_hash: string | null;
  parent_id: string | null;
  published_at: string;
  source_library_id: string | null;
  package_json: string | null;
  package_bytes: Buffer | null;
}

function toItem(r: ItemDbRow): CnItem {
  return {
    id: r.id,
    competitionId: r.competition_id,
    kind: r.kind,
    status: r.status,
    authorAccountId: r.author_account_id,
    title: r.title,
    publicCode: r.public_code,
    remark: r.remark,
    track: r.track,
    modelId: r.model_id,
    body: r.body,
    modelName: r.model_name,
    commitHash: r.commit_hash,
    parentId: r.parent_id,
    publishedAt: r.published_at,
    sourceLibraryId: r.source_library_id,
    packageJson: r.package_json,
    packageBytes: r.package_bytes,
  };
}

const ITEM_COLUMNS = `id, competition_id, kind, status, author_account_id, title, public_code, remark, track,
  model_id, body, model_name, commit_hash, parent_id, published_at, source_library_id, package_json, package_bytes`;

/** Inserts a full item, or completes a stand-in row of the same ID seeded before the network existed. */
export function upsertCnItem(db: Db, item: CnItem): void {
  db.prepare(
    `INSERT INTO cn_items (${ITEM_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET competition_id = excluded.competition_id, kind = excluded.kind,
       status = excluded.status, author_account_id = excluded.author_account_id, title = excluded.title,
       public_code = excluded.public_code, remark = excluded.remark, track = excluded.track,
       model_id = excluded.model_id, body = excluded.body, model_name = excluded.model_name,
       commit_hash = excluded.commit_hash, parent_id = excluded.parent_id,
       published_at = excluded.published_at, source_library_id = excluded.source_library_id,
       package_json = excluded.package_json, package_bytes = excluded.package_bytes`,
  ).run(
    item.id,
    item.competitionId,
    item.kind,
    item.status,
    item.authorAccountId,
    item.title,
    item.publicCode,
    item.remark,
    item.track,
    item.modelId,
    item.body,
    item.modelName,
    item.commitHash,
    item.parentId,
    item.publishedAt,
    item.sourceLibraryId,
    item.packageJson,
    item.packageBytes,
  );
}

/** Any item by ID, withdrawn ones included (callers decide what is visible). */
export function findCnItem(db: Db, id: string): CnItem | null {
  const row = db
    .prepare(`SELECT ${ITEM_COLUMNS} FROM cn_items WHERE id = ? AND public_code IS NOT NULL`)
    .get(id) as ItemDbRow | undefined;
  return row ? toItem(row) : null;
}

export function publicCodeTaken(db: Db, code: string): boolean {
  return db.prepare('SELECT 1 FROM cn_items WHERE public_code = ?').get(code) !== undefined;
}

/**
 * Active items, optionally of one competition and kind, with author and counts as the caller sees
 * them. The sandbox holds hundreds of items, so filtering and ordering happen in the caller.
 */
export function listActiveCnItems(
  db: Db,
  viewerAccountId: string,
  filter: { competitionId?: string | null; kind?: CnKind | null; ids?: readonly string[] },
): CnListedItem[] {
  const where = ["i.status = 'active'", 'i.public_code IS NOT NULL'];
  const args: unknown[] = [viewerAccountId];
  if (filter.competitionId) {
    where.push('i.competition_id = ?');
    args.push(filter.competitionId);
  }
  if (filter.kind) {
    where.push('i.kind = ?');
    args.push(filter.kind);
  }
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    where.push(`i.id IN (${filter.ids.map(() => '?').join(', ')})`);
    args.push(...filter.ids);
  }
  const rows = db
    .prepare(
      `SELECT ${ITEM_COLUMNS.replace(/(^|,\s*)([a-z_]+)/g, '$1i.$2')},
         a.display_name AS author_display_name, a.avatar_url AS author_avatar_url,
         (SELECT COUNT(*) FROM cn_favorites f WHERE f.item_id = i.id) AS favorite_count,
         EXISTS (SELECT 1 FROM cn_favorites f WHERE f.item_id = i.id AND f.account_id = ?) AS viewer_fav,
         (SELECT COUNT(*) FROM cn_comments c WHERE c.item_id = i.id AND c.deleted_at IS NULL) AS comment_count,
         (SELECT COUNT(*) FROM cn_items ch WHERE ch.parent_id = i.id AND ch.status = 'active') AS child_count
       FROM cn_items i JOIN accounts a ON a.id = i.author_account_id
       WHERE ${where.join(' AND ')}`,
    )
    .all(...args) as (ItemDbRow & {
    author_display_name: string;
    author_avatar_url: string | null;
    favorite_count: number;
    viewer_fav: number;
    comment_count: number;
    child_count: number;
  })[];
  return rows.map((r) => ({
    ...toItem(r),
    authorDisplayName: r.author_display_name,
    authorAvatarUrl: r.author_avatar_url,
    favoriteCount: r.favorite_count,
    viewerHasFavorited: r.viewer_fav === 1,
    commentCount: r.comment_count,
    directChildCount: r.child_count,
  }));
}

/** Account IDs that favorited items (for scope=favorites). */
export function favoritedItemIds(db: Db, accountId: string): Set<string> {
  const rows = db.prepare('SELECT item_id FROM cn_favorites WHERE account_id = ?').all(accountId) as {
    item_id: string;
  }[];
  return new Set(rows.map((r) => r.item_id));
}

export function withdrawCnItem(db: Db, id: string): void {
  db.prepare("UPDATE cn_items SET status = 'withdrawn' WHERE id = ?").run(id);
}

/** Locks (item ID) or unlocks (null) a private library source (spec 3). */
export function setLibraryPublished(db: Db, libraryId: string, itemId: string | null): void {
  db.prepare('UPDATE library_items SET published_cn_item_id = ? WHERE id = ?').run(itemId, libraryId);
}

export function setFavorite(db: Db, itemId: string, accountId: string, on: boolean, at: string): void {
  if (on) {
    db.prepare('INSERT OR IGNORE INTO cn_favorites (item_id, account_id, created_at) VALUES (?, ?, ?)').run(
      itemId,
      accountId,
      at,
    );
  } else {
    db.prepare('DELETE FROM cn_favorites WHERE item_id = ? AND account_id = ?').run(itemId, accountId);
  }
}

export function favoriteCount(db: Db, itemId: string): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM cn_favorites WHERE item_id = ?').get(itemId) as { n: number })
    .n;
}

/** Edges (child, parent) of every active item, for lineage graphs. */
export function activeParentEdges(db: Db): { id: string; parentId: string | null }[] {
  return (
    db
      .prepare("SELECT id, parent_id FROM cn_items WHERE status = 'active' AND public_code IS NOT NULL")
      .all() as { id: string; parent_id: string | null }[]
  ).map((r) => ({ id: r.id, parentId: r.parent_id }));
}

// Comments -------------------------------------------------------------------------------------

export interface CnComment {
  seq: number;
  id: string;
  itemId: string;
  accountId: string;
  authorDisplayName: string;
  body: string;
  createdAt: string;
  deletedAt: string | null;
}

interface CommentDbRow {
  seq: number;
  id: string;
  item_id: string;
  account_id: string;
  display_name: string;
  body: string;
  created_at: string;
  deleted_at: string | null;
}

function toComment(r: CommentDbRow): CnComment {
  return {
    seq: r.seq,
    id: r.id,
    itemId: r.item_id,
    accountId: r.account_id,
    authorDisplayName: r.display_name,
    body: r.body,
    createdAt: r.created_at,
    deletedAt: r.deleted_at,
  };
}

const COMMENT_SELECT = `SELECT c.seq, c.id, c.item_id, c.account_id, a.display_name, c.body, c.created_at, c.deleted_at
  FROM cn_comments c JOIN accounts a ON a.id = c.account_id`;

export function insertComment(
  db: Db,
  c: {
    id: string;
    itemId: string;
    accountId: string;
    body: string;
    createdAt: string;
    deletedAt: string | null;
  },
): CnComment {
  db.prepare(
    'INSERT INTO cn_comments (id, item_id, account_id, body, created_at, deleted_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(c.id, c.itemId, c.accountId, c.body, c.createdAt, c.deletedAt);
  return getComment(db, c.itemId, c.id)!;
}

export function getComment(db: Db, itemId: string, id: string): CnComment | null {
  const row = db.prepare(`${COMMENT_SELECT} WHERE c.item_id = ? AND c.id = ?`).get(itemId, id) as
    | CommentDbRow
    | undefined;
  return row ? toComment(row) : null;
}

/** Oldest first, keyset on the insertion sequence. */
export function pageComments(db: Db, itemId: string, afterSeq: number | null, limit: number): CnComment[] {
  return (
    db
      .prepare(`${COMMENT_SELECT} WHERE c.item_id = ? AND c.seq > ? ORDER BY c.seq LIMIT ?`)
      .all(itemId, afterSeq ?? -1, limit) as CommentDbRow[]
  ).map(toComment);
}

export function softDeleteComment(db: Db, id: string, at: string): void {
  db.prepare('UPDATE cn_comments SET deleted_at = COALESCE(deleted_at, ?) WHERE id = ?').run(at, id);
}

// Benchmark results ----------------------------------------------------------------------------

export interface BenchmarkResultRow {
  id: string;
  activityId: string;
  itemId: string;
  problemSet: string;
  /** Stored per-model entries; validated against the activity schema when read. */
  perModelJson: string;
  completedAt: string;
}

export function insertBenchmarkResult(db: Db, r: BenchmarkResultRow): void {
  db.prepare(
    'INSERT INTO cn_benchmark_results (id, activity_id, item_id, problem_set, per_model_json, completed_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(r.id, r.activityId, r.itemId, r.problemSet, r.perModelJson, r.completedAt);
}

/** Results of one activity attached to active items. */
export function benchmarkResultsOf(db: Db, activityId: string): BenchmarkResultRow[] {
  return (
    db
      .prepare(
        `SELECT r.id, r.activity_id, r.item_id, r.problem_set, r.per_model_json, r.completed_at
         FROM cn_benchmark_results r JOIN cn_items i ON i.id = r.item_id
         WHERE r.activity_id = ? AND i.status = 'active'`,
      )
      .all(activityId) as {
      id: string;
      activity_id: string;
      item_id: string;
      problem_set: string;
      per_model_json: string;
      completed_at: string;
    }[]
  ).map((r) => ({
    id: r.id,
    activityId: r.activity_id,
    itemId: r.item_id,
    problemSet: r.problem_set,
    perModelJson: r.per_model_json,
    completedAt: r.completed_at,
  }));
}

/** Fault mode: overwrites a result's per-model data (to exercise BENCHMARK_RESULT_CORRUPT). */
export function overwriteBenchmarkPerModel(db: Db, id: string, json: string): boolean {
  return (
    db.prepare('UPDATE cn_benchmark_results SET per_model_json = ? WHERE id = ?').run(json, id).changes > 0
  );
}

export function setAccountAvatar(db: Db, accountId: string, avatarUrl: string | null): void {
  db.prepare('UPDATE accounts SET avatar_url = ? WHERE id = ?').run(avatarUrl, accountId);
}

/** The public team number of an account (active membership), or null. */
export function teamNumberOf(db: Db, accountId: string): number | null {
  const row = db
    .prepare(
      'SELECT t.team_number FROM team_members m JOIN teams t ON t.id = m.team_id WHERE m.account_id = ? AND m.active = 1',
    )
    .get(accountId) as { team_number: number } | undefined;
  return row?.team_number ?? null;
}

/** A private library item of the caller, for publishing (null when missing or not owned). */
export function ownedLibraryItem(
  db: Db,
  accountId: string,
  type: 'cheatsheet' | 'solver-template',
  id: string,
): {
  id: string;
  title: string;
  body: string;
  track: string | null;
  publishedCnItemId: string | null;
} | null {
  const row = db
    .prepare(
      'SELECT id, title, body, track, published_cn_item_id FROM library_items WHERE id = ? AND type = ? AND account_id = ?',
    )
    .get(id, type, accountId) as
    | { id: string; title: string; body: string; track: string | null; published_cn_item_id: string | null }
    | undefined;
  return row
    ? {
        id: row.id,
        title: row.title,
        body: row.body,
        track: row.track,
        publishedCnItemId: row.published_cn_item_id,
      }
    : null;
}

/** Whether a library item of that ID exists at all (owned by anyone). */
export function libraryItemExists(db: Db, type: 'cheatsheet' | 'solver-template', id: string): boolean {
  return db.prepare('SELECT 1 FROM library_items WHERE id = ? AND type = ?').get(id, type) !== undefined;
}
