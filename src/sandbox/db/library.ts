import type { Db } from './open';

export type LibraryType = 'cheatsheet' | 'solver-template';

export interface LibraryItemRow {
  seq: number;
  id: string;
  type: LibraryType;
  accountId: string;
  title: string;
  /** Cheatsheet `content` or solver template `solverCode`. */
  body: string;
  track: string | null;
  sourceCnItemId: string | null;
  publishedCnItemId: string | null;
  createdAt: string;
  updatedAt: string;
}

interface RawLibraryItem {
  seq: number;
  id: string;
  type: LibraryType;
  account_id: string;
  title: string;
  body: string;
  track: string | null;
  source_cn_item_id: string | null;
  published_cn_item_id: string | null;
  created_at: string;
  updated_at: string;
}

function fromRaw(r: RawLibraryItem): LibraryItemRow {
  return {
    seq: r.seq,
    id: r.id,
    type: r.type,
    accountId: r.account_id,
    title: r.title,
    body: r.body,
    track: r.track,
    sourceCnItemId: r.source_cn_item_id,
    publishedCnItemId: r.published_cn_item_id,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export function insertLibraryItem(db: Db, item: Omit<LibraryItemRow, 'seq'>): LibraryItemRow {
  db.prepare(
    `INSERT INTO library_items (id, type, account_id, title, body, track, source_cn_item_id,
       published_cn_item_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    item.id,
    item.type,
    item.accountId,
    item.title,
    item.body,
    item.track,
    item.sourceCnItemId,
    item.publishedCnItemId,
    item.createdAt,
    item.updatedAt,
  );
  return getLibraryItem(db, item.type, item.accountId, item.id)!;
}

/** The caller's own item of this type, or null (another account's item looks missing). */
export function getLibraryItem(
  db: Db,
  type: LibraryType,
  accountId: string,
  id: string,
): LibraryItemRow | null {
  const row = db
    .prepare('SELECT * FROM library_items WHERE id = ? AND type = ? AND account_id = ?')
    .get(id, type, accountId) as RawLibraryItem | undefined;
  return row ? fromRaw(row) : null;
}

/** Newest first (descending creation sequence), strictly after the keyset position. */
export function pageLibraryItems(
  db: Db,
  type: LibraryType,
  accountId: string,
  track: string | null,
  afterSeq: number | null,
  limit: number,
): LibraryItemRow[] {
  const rows = db
    .prepare(
      `SELECT * FROM library_items WHERE type = ? AND account_id = ? AND (? IS NULL OR track = ?)
       AND (? IS NULL OR seq < ?) ORDER BY seq DESC LIMIT ?`,
    )
    .all(type, accountId, track, track, afterSeq, afterSeq, limit) as RawLibraryItem[];
  return rows.map(fromRaw);
}

export function updateLibraryItem(
  db: Db,
  id: string,
  patch: { title?: string; body?: string },
  updatedAt: string,
): void {
  db.prepare(
    `UPDATE library_items SET title = coalesce(?, title), body = coalesce(?, body), updated_at = ?
     WHERE id = ?`,
  ).run(patch.title ?? null, patch.body ?? null, updatedAt, id);
}

export function deleteLibraryItem(db: Db, id: string): void {
  db.prepare('DELETE FROM library_items WHERE id = ?').run(id);
}

export interface LeanProblemRow {
  seq: number;
  id: string;
  accountId: string;
  lhsName: string;
  lhsText: string;
  rhsName: string;
  rhsText: string;
  createdAt: string;
}

interface RawLeanProblem {
  seq: number;
  id: string;
  account_id: string;
  lhs_name: string;
  lhs_text: string;
  rhs_name: string;
  rhs_text: string;
  created_at: string;
}

function problemFromRaw(r: RawLeanProblem): LeanProblemRow {
  return {
    seq: r.seq,
    id: r.id,
    accountId: r.account_id,
    lhsName: r.lhs_name,
    lhsText: r.lhs_text,
    rhsName: r.rhs_name,
    rhsText: r.rhs_text,
    createdAt: r.created_at,
  };
}

export function insertLeanProblem(db: Db, p: Omit<LeanProblemRow, 'seq'>): LeanProblemRow {
  db.prepare(
    `INSERT INTO lean_problems (id, account_id, lhs_name, lhs_text, rhs_name, rhs_text, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(p.id, p.accountId, p.lhsName, p.lhsText, p.rhsName, p.rhsText, p.createdAt);
  return getLeanProblem(db, p.accountId, p.id)!;
}

export function getLeanProblem(db: Db, accountId: string, id: string): LeanProblemRow | null {
  const row = db.prepare('SELECT * FROM lean_problems WHERE id = ? AND account_id = ?').get(id, accountId) as
    | RawLeanProblem
    | undefined;
  return row ? problemFromRaw(row) : null;
}

export function pageLeanProblems(
  db: Db,
  accountId: string,
  afterSeq: number | null,
  limit: number,
): LeanProblemRow[] {
  const rows = db
    .prepare(
      `SELECT * FROM lean_problems WHERE account_id = ? AND (? IS NULL OR seq < ?)
       ORDER BY seq DESC LIMIT ?`,
    )
    .all(accountId, afterSeq, afterSeq, limit) as RawLeanProblem[];
  return rows.map(problemFromRaw);
}

export function deleteLeanProblem(db: Db, id: string): void {
  db.prepare('DELETE FROM lean_problems WHERE id = ?').run(id);
}

/** Every custom Lean problem of an account, oldest first (Playground problem set "custom"). */
export function allLeanProblemsOf(db: Db, accountId: string): LeanProblemRow[] {
  const rows = db
    .prepare('SELECT * FROM lean_problems WHERE account_id = ? ORDER BY seq')
    .all(accountId) as RawLeanProblem[];
  return rows.map(problemFromRaw);
}
