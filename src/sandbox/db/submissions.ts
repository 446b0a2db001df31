import type { Db } from './open';

/**
 * Formal submissions (spec 2.4). `ownerKey` is the caller's team ID, or `acc:<accountId>` for an
 * enrolled account without a team (solo participant). `position` orders and partitions current
 * entries: 1 for cheatsheet, the slot for model-reference, the 1-based catalog index of the track
 * for solver-participation; IGP24 records are history (every record stays current).
 */
export interface SubmissionRow {
  seq: number;
  id: string;
  competitionId: string;
  ownerKey: string;
  accountId: string;
  kind: string;
  position: number;
  slot: number | null;
  track: string | null;
  payload: Record<string, unknown>;
  meta: Record<string, unknown> | null;
  result: unknown;
  current: boolean;
  idempotencyKey: string | null;
  requestHash: string | null;
  createdAt: string;
  updatedAt: string;
}

interface RawSubmission {
  seq: number;
  id: string;
  competition_id: string;
  owner_key: string;
  account_id: string;
  kind: string;
  position: number;
  slot: number | null;
  track: string | null;
  payload_json: string;
  meta_json: string | null;
  result_json: string | null;
  current: number;
  idempotency_key: string | null;
  request_hash: string | null;
  created_at: string;
  updated_at: string;
}

function fromRaw(r: RawSubmission): SubmissionRow {
  return {
    seq: r.seq,
    id: r.id,
    competitionId: r.competition_id,
    ownerKey: r.owner_key,
    accountId: r.account_id,
    kind: r.kind,
    position: r.position,
    slot: r.slot,
    track: r.track,
    payload: JSON.parse(r.payload_json) as Record<string, unknown>,
    meta: r.meta_json === null ? null : (JSON.parse(r.meta_json) as Record<string, unknown>),
    result: r.result_json === null ? null : (JSON.parse(r.result_json) as unknown),
    current: r.current === 1,
    idempotencyKey: r.idempotency_key,
    requestHash: r.request_hash,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export type NewSubmission = Omit<SubmissionRow, 'seq' | 'current'>;

/**
 * Stores a new current entry. With `replace`, the owner's current entry at the same position is
 * retired first (one transaction), so the new record replaces it.
 */
export function insertSubmission(db: Db, s: NewSubmission, replace: boolean): SubmissionRow {
  db.transaction(() => {
    if (replace) {
      db.prepare(
        `UPDATE submissions SET current = 0
         WHERE competition_id = ? AND owner_key = ? AND position = ? AND current = 1`,
      ).run(s.competitionId, s.ownerKey, s.position);
    }
    db.prepare(
      `INSERT INTO submissions (id, competition_id, owner_key, account_id, kind, position, slot, track,
         payload_json, meta_json, result_json, current, idempotency_key, request_hash, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
    ).run(
      s.id,
      s.competitionId,
      s.ownerKey,
      s.accountId,
      s.kind,
      s.position,
      s.slot,
      s.track,
      JSON.stringify(s.payload),
      s.meta === null ? null : JSON.stringify(s.meta),
      s.result === null ? null : JSON.stringify(s.result),
      s.idempotencyKey,
      s.requestHash,
      s.createdAt,
      s.updatedAt,
    );
  })();
  return getSubmission(db, s.id)!;
}

export function getSubmission(db: Db, id: string): SubmissionRow | null {
  const row = db.prepare('SELECT * FROM submissions WHERE id = ?').get(id) as RawSubmission | undefined;
  return row ? fromRaw(row) : null;
}

export function findByIdempotencyKey(
  db: Db,
  accountId: string,
  competitionId: string,
  key: string,
): SubmissionRow | null {
  const row = db
    .prepare('SELECT * FROM submissions WHERE account_id = ? AND competition_id = ? AND idempotency_key = ?')
    .get(accountId, competitionId, key) as RawSubmission | undefined;
  return row ? fromRaw(row) : null;
}

/** The owner's current entry at one position (cheatsheet 1, slot, track index), or null. */
export function getCurrentAt(
  db: Db,
  competitionId: string,
  ownerKey: string,
  position: number,
): SubmissionRow | null {
  const row = db
    .prepare(
      `SELECT * FROM submissions WHERE competition_id = ? AND owner_key = ? AND position = ? AND current = 1
       ORDER BY seq DESC LIMIT 1`,
    )
    .get(competitionId, ownerKey, position) as RawSubmission | undefined;
  return row ? fromRaw(row) : null;
}

/** Current entries ordered by (position, seq), after the keyset position. */
export function pageCurrent(
  db: Db,
  competitionId: string,
  ownerKey: string,
  after: [number, number] | null,
  limit: number,
): SubmissionRow[] {
  return (
    db
      .prepare(
        `SELECT * FROM submissions WHERE competition_id = ? AND owner_key = ? AND current = 1
         AND (? IS NULL OR (position, seq) > (?, ?)) ORDER BY position, seq LIMIT ?`,
      )
      .all(
        competitionId,
        ownerKey,
        after ? 1 : null,
        after?.[0] ?? null,
        after?.[1] ?? null,
        limit,
      ) as RawSubmission[]
  ).map(fromRaw);
}

/** History newest first (descending seq), after the keyset position. */
export function pageHistory(
  db: Db,
  competitionId: string,
  ownerKey: string,
  afterSeq: number | null,
  limit: number,
): SubmissionRow[] {
  return (
    db
      .prepare(
        `SELECT * FROM submissions WHERE competition_id = ? AND owner_key = ? AND current = 1
         AND (? IS NULL OR seq < ?) ORDER BY seq DESC LIMIT ?`,
      )
      .all(competitionId, ownerKey, afterSeq, afterSeq, limit) as RawSubmission[]
  ).map(fromRaw);
}

export function updateSubmissionResult(db: Db, id: string, result: unknown, updatedAt: string): void {
  db.prepare('UPDATE submissions SET result_json = ?, updated_at = ? WHERE id = ?').run(
    JSON.stringify(result),
    updatedAt,
    id,
  );
}
