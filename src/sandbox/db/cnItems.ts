import type { Db } from './open';

/**
 * Stand-in Contributor Network items (sandbox guess, docs/sandbox.md): the Contributor Network is
 * not implemented yet, so `meta.contributorNetworkItemId` and `publishedContributorNetworkItemId`
 * refer to the few items seeded in this table.
 */
export interface CnItemRow {
  id: string;
  competitionId: string;
  kind: 'cheatsheet' | 'solver-template' | 'model-reference';
  status: 'active' | 'withdrawn';
  authorAccountId: string;
  title: string;
}

export function insertCnItem(db: Db, item: CnItemRow): void {
  db.prepare(
    'INSERT INTO cn_items (id, competition_id, kind, status, author_account_id, title) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(item.id, item.competitionId, item.kind, item.status, item.authorAccountId, item.title);
}

export function getCnItem(db: Db, id: string): CnItemRow | null {
  const row = db.prepare('SELECT * FROM cn_items WHERE id = ?').get(id) as
    | {
        id: string;
        competition_id: string;
        kind: CnItemRow['kind'];
        status: CnItemRow['status'];
        author_account_id: string;
        title: string;
      }
    | undefined;
  if (!row) return null;
  return {
    id: row.id,
    competitionId: row.competition_id,
    kind: row.kind,
    status: row.status,
    authorAccountId: row.author_account_id,
    title: row.title,
  };
}
