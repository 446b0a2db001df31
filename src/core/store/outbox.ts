/** The outbox table: every write, in order, until the server has it. */

import type { Statement } from 'better-sqlite3';
import type { ApiErrorInfo, LibraryItem, RateLimitInfo } from '../../shared/api';
import type { OutboxCandidate, OutboxEntryView, OutboxRequest, OutboxStatus } from '../../shared/contract';
import type { Db } from './db';

interface Row {
  id: number;
  connection_id: string;
  request: string;
  summary: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string | null;
  error: string | null;
  result: string | null;
  conflict: string | null;
  created_at: string;
  updated_at: string;
  claimed_by: string | null;
  claim_until: string | null;
  slim: number;
  in_flight_until: string | null;
  probe: string | null;
  candidates: string | null;
  note: string | null;
}

/**
 * What an op noted about the platform before its first send, and what the user ruled out: IDs of
 * records that existed before (`before`, read whole when `beforeComplete`), and records the user
 * said are not this write (`notMine`, after "send again on purpose").
 */
export interface OutboxProbe {
  before?: string[];
  beforeComplete?: boolean;
  notMine?: string[];
}

function toView(row: Row): OutboxEntryView {
  const result = row.result
    ? (JSON.parse(row.result) as { value: unknown; rateLimit: RateLimitInfo | null })
    : null;
  // The one place a stored row becomes typed: its result is what the op's handler recorded.
  return {
    id: row.id,
    connectionId: row.connection_id,
    request: JSON.parse(row.request) as OutboxRequest,
    summary: row.summary,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    error: row.error ? (JSON.parse(row.error) as ApiErrorInfo) : null,
    result: result?.value ?? null,
    rateLimit: result?.rateLimit ?? null,
    conflict: row.conflict ? (JSON.parse(row.conflict) as { server: LibraryItem }) : null,
    candidates: row.candidates ? (JSON.parse(row.candidates) as OutboxCandidate[]) : null,
    note: row.note,
    inFlightUntil: row.in_flight_until,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  } as OutboxEntryView;
}

const now = () => new Date().toISOString();

export class OutboxRepo {
  /** Statements are prepared once: the sender runs several per write. */
  private readonly statements = new Map<string, Statement<unknown[], unknown>>();

  constructor(private readonly db: Db) {}

  private sql<R = Row>(text: string): Statement<unknown[], R> {
    let stmt = this.statements.get(text);
    if (!stmt) {
      stmt = this.db.prepare<unknown[], unknown>(text);
      this.statements.set(text, stmt);
    }
    return stmt as Statement<unknown[], R>;
  }

  insert(connectionId: string, request: OutboxRequest, summary: string): OutboxEntryView {
    const t = now();
    const info = this.sql(
      `INSERT INTO outbox (connection_id, request, summary, status, created_at, updated_at)
         VALUES (?, ?, ?, 'pending', ?, ?)`,
    ).run(connectionId, JSON.stringify(request), summary, t, t);
    return this.get(Number(info.lastInsertRowid))!;
  }

  get(id: number): OutboxEntryView | null {
    const row = this.sql('SELECT * FROM outbox WHERE id = ?').get(id);
    return row ? toView(row) : null;
  }

  /** Unfinished entries of a connection in queue order, and failed ones (kept until the user acts). */
  open(connectionId: string): OutboxEntryView[] {
    return this.sql("SELECT * FROM outbox WHERE connection_id = ? AND status != 'done' ORDER BY id")
      .all(connectionId)
      .map(toView);
  }

  /** Everything the user may want to see: open entries and the most recent finished ones. */
  recent(connectionId: string, doneLimit = 50): OutboxEntryView[] {
    const open = this.open(connectionId);
    const done = this.sql(
      "SELECT * FROM outbox WHERE connection_id = ? AND status = 'done' ORDER BY id DESC LIMIT ?",
    )
      .all(connectionId, doneLimit)
      .map(toView);
    return [...open, ...done.reverse()];
  }

  /** The head of the queue: the oldest entry still to send (failed ones wait for the user). */
  head(connectionId: string): OutboxEntryView | null {
    const row = this.sql(
      "SELECT * FROM outbox WHERE connection_id = ? AND status IN ('pending', 'sending') ORDER BY id LIMIT 1",
    ).get(connectionId);
    return row ? toView(row) : null;
  }

  counts(connectionId: string): { pending: number; failed: number } {
    const rows = this.sql<{ status: OutboxStatus; n: number }>(
      "SELECT status, COUNT(*) AS n FROM outbox WHERE connection_id = ? AND status != 'done' GROUP BY status",
    ).all(connectionId);
    const n = (s: OutboxStatus) => rows.find((r) => r.status === s)?.n ?? 0;
    return { pending: n('pending') + n('sending'), failed: n('failed') };
  }

  /** IDs of the records this connection's finished writes produced (a check never takes one). */
  createdIds(connectionId: string): Set<string> {
    const rows = this.sql<{ result: string }>(
      "SELECT result FROM outbox WHERE connection_id = ? AND status = 'done' AND result IS NOT NULL",
    ).all(connectionId);
    const ids = new Set<string>();
    for (const r of rows) {
      const value = (
        JSON.parse(r.result) as { value?: { id?: unknown; runId?: unknown; submissionId?: unknown } }
      ).value;
      // Library items, comments and published items answer with `id`, started Playground runs
      // with `runId`, submissions with `submissionId`.
      for (const id of [value?.id, value?.runId, value?.submissionId])
        if (typeof id === 'string') ids.add(id);
    }
    return ids;
  }

  /** The newest submissions to one competition, whatever their state (e.g. IGP24's quota). */
  submissionsTo(connectionId: string, competitionId: string, limit = 20): OutboxEntryView[] {
    return this.sql(
      `SELECT * FROM outbox WHERE connection_id = ? AND json_extract(request, '$.op') = 'submission.create'
         AND json_extract(request, '$.competitionId') = ? ORDER BY id DESC LIMIT ?`,
    )
      .all(connectionId, competitionId, limit)
      .map(toView);
  }

  /** Finished run starts of one competition that carry pins (the runs this computer started). */
  startedRuns(connectionId: string, competitionId: string): OutboxEntryView[] {
    return this.sql(
      `SELECT * FROM outbox WHERE connection_id = ? AND status = 'done'
         AND json_extract(request, '$.op') = 'playground.run.create'
         AND json_extract(request, '$.competitionId') = ? AND json_extract(request, '$.pins') IS NOT NULL`,
    )
      .all(connectionId, competitionId)
      .map(toView);
  }

  /** Queued edits of one library item (by server or local ID), in queue order. */
  openUpdatesOf(connectionId: string, itemId: string): OutboxEntryView[] {
    return this.sql(
      `SELECT * FROM outbox WHERE connection_id = ? AND status != 'done'
         AND json_extract(request, '$.op') = 'library.update' AND json_extract(request, '$.id') = ? ORDER BY id`,
    )
      .all(connectionId, itemId)
      .map(toView);
  }

  /**
   * Claims the head of a connection's queue for `owner` and marks it as on its way, in one
   * transaction under the write lock (committed before the request, so a crash leaves a trace).
   * Another workbench on the same file (the app and the command line) then sees the claim and
   * waits. A claim that is still held, by a process that is alive, is answered with `busy`.
   */
  claimHead(
    connectionId: string,
    owner: string,
    leaseMs: number,
    ownerGone: (claimedBy: string) => boolean,
    inFlightMs: number,
  ): { entry: OutboxEntryView; claimed: boolean; busyUntil: string | null } | null {
    return this.db
      .transaction(() => {
        const row = this.sql(
          "SELECT * FROM outbox WHERE connection_id = ? AND status IN ('pending', 'sending') ORDER BY id LIMIT 1",
        ).get(connectionId);
        if (!row) return null;
        const t = Date.now();
        const held =
          row.claimed_by !== null &&
          row.claimed_by !== owner &&
          row.claim_until !== null &&
          Date.parse(row.claim_until) > t &&
          !ownerGone(row.claimed_by);
        if (held) return { entry: toView(row), claimed: false, busyUntil: row.claim_until };
        // A sender that died mid-send: its request may still reach the platform until its
        // deadline, so nobody looks for its effect (or sends again) before then.
        const inFlight =
          row.status === 'sending' && row.in_flight_until ? Date.parse(row.in_flight_until) : 0;
        if (inFlight > t) return { entry: toView(row), claimed: false, busyUntil: row.in_flight_until };
        const due = row.next_attempt_at ? Date.parse(row.next_attempt_at) : 0;
        if (due > t) return { entry: toView(row), claimed: false, busyUntil: null };
        this.sql(
          "UPDATE outbox SET status = 'sending', attempts = attempts + 1, claimed_by = ?, claim_until = ?, in_flight_until = ?, updated_at = ? WHERE id = ?",
        ).run(
          owner,
          new Date(t + leaseMs).toISOString(),
          new Date(t + inFlightMs).toISOString(),
          new Date(t).toISOString(),
          row.id,
        );
        return { entry: toView(row), claimed: true, busyUntil: null };
      })
      .immediate();
  }

  /** Keeps a claim alive while a long send is under way. */
  renewClaim(id: number, owner: string, leaseMs: number): void {
    this.sql('UPDATE outbox SET claim_until = ? WHERE id = ? AND claimed_by = ?').run(
      new Date(Date.now() + leaseMs).toISOString(),
      id,
      owner,
    );
  }

  /** Marks an entry as on its way (without a claim: single-sender callers and tests). */
  markSending(id: number): void {
    this.sql(
      "UPDATE outbox SET status = 'sending', attempts = attempts + 1, updated_at = ? WHERE id = ?",
    ).run(now(), id);
  }

  markDone(id: number, value: unknown, rateLimit: RateLimitInfo | null, note: string | null = null): void {
    this.sql(
      "UPDATE outbox SET status = 'done', result = ?, error = NULL, conflict = NULL, candidates = NULL, note = ?, next_attempt_at = NULL, claimed_by = NULL, claim_until = NULL, in_flight_until = NULL, updated_at = ? WHERE id = ?",
    ).run(JSON.stringify({ value: value ?? null, rateLimit }), note, now(), id);
  }

  /** Delivered entries that still hold their text, finished before `before`. */
  unslimmedDone(before: string): OutboxEntryView[] {
    return this.sql("SELECT * FROM outbox WHERE status = 'done' AND slim = 0 AND updated_at < ? ORDER BY id")
      .all(before)
      .map(toView);
  }

  /** A delivered entry keeps only what its result view needs (the body is on the server now). */
  slimDone(id: number, request: OutboxRequest, value: unknown): void {
    this.sql(
      "UPDATE outbox SET slim = 1, request = ?, result = json_set(COALESCE(result, '{}'), '$.value', json(?)) WHERE id = ? AND status = 'done'",
    ).run(JSON.stringify(request), JSON.stringify(value ?? null), id);
  }

  /** A write that may already be on the platform: out of the line, with the records it could be. */
  markUnsure(id: number, error: ApiErrorInfo, candidates: OutboxCandidate[]): void {
    this.sql(
      "UPDATE outbox SET status = 'failed', error = ?, candidates = ?, conflict = NULL, next_attempt_at = NULL, claimed_by = NULL, claim_until = NULL, updated_at = ? WHERE id = ?",
    ).run(JSON.stringify(error), JSON.stringify(candidates), now(), id);
  }

  probe(id: number): OutboxProbe | null {
    const row = this.sql<{ probe: string | null }>('SELECT probe FROM outbox WHERE id = ?').get(id);
    return row?.probe ? (JSON.parse(row.probe) as OutboxProbe) : null;
  }

  saveProbe(id: number, probe: OutboxProbe): void {
    this.sql('UPDATE outbox SET probe = ? WHERE id = ?').run(JSON.stringify(probe), id);
  }

  /** The claimed attempt never sent anything (its preparation failed): it does not count. */
  undoAttempt(id: number): void {
    this.sql('UPDATE outbox SET attempts = MAX(attempts - 1, 0), in_flight_until = NULL WHERE id = ?').run(
      id,
    );
  }

  /**
   * Sends a write that may already be on the platform again, on purpose: a first attempt again
   * (no check), and the records it was shown are not it.
   */
  resend(id: number, notMine: string[]): void {
    const probe = this.probe(id) ?? {};
    const ruledOut = [...new Set([...(probe.notMine ?? []), ...notMine])];
    this.sql(
      "UPDATE outbox SET status = 'pending', attempts = 0, probe = ?, error = NULL, candidates = NULL, conflict = NULL, next_attempt_at = NULL, in_flight_until = NULL, updated_at = ? WHERE id = ?",
    ).run(JSON.stringify({ notMine: ruledOut }), now(), id);
  }

  markFailed(id: number, error: ApiErrorInfo, conflict: { server: LibraryItem } | null = null): void {
    this.sql(
      "UPDATE outbox SET status = 'failed', error = ?, conflict = ?, candidates = NULL, next_attempt_at = NULL, claimed_by = NULL, claim_until = NULL, updated_at = ? WHERE id = ?",
    ).run(JSON.stringify(error), conflict ? JSON.stringify(conflict) : null, now(), id);
  }

  /** Back in the queue, to be tried at `at`; `error` says why it is waiting. */
  markWaiting(
    id: number,
    at: string,
    error: ApiErrorInfo | null,
    rateLimit: RateLimitInfo | null = null,
  ): void {
    this.sql(
      "UPDATE outbox SET status = 'pending', next_attempt_at = ?, error = ?, result = ?, claimed_by = NULL, claim_until = NULL, updated_at = ? WHERE id = ?",
    ).run(
      at,
      error ? JSON.stringify(error) : null,
      rateLimit ? JSON.stringify({ value: null, rateLimit }) : null,
      now(),
      id,
    );
  }

  /** Puts a failed entry back in the queue, optionally with a new request (edit and retry). */
  requeue(id: number, request?: OutboxRequest, summary?: string): void {
    const t = now();
    if (request) {
      this.sql(
        "UPDATE outbox SET status = 'pending', request = ?, summary = COALESCE(?, summary), error = NULL, conflict = NULL, candidates = NULL, next_attempt_at = NULL, updated_at = ? WHERE id = ?",
      ).run(JSON.stringify(request), summary ?? null, t, id);
    } else {
      this.sql(
        "UPDATE outbox SET status = 'pending', error = NULL, conflict = NULL, candidates = NULL, next_attempt_at = NULL, updated_at = ? WHERE id = ?",
      ).run(t, id);
    }
  }

  replaceRequest(id: number, request: OutboxRequest, summary?: string): void {
    this.sql(
      'UPDATE outbox SET request = ?, summary = COALESCE(?, summary), updated_at = ? WHERE id = ?',
    ).run(JSON.stringify(request), summary ?? null, now(), id);
  }

  /** Entries backing off because no answer came are due now (a 429 keeps its Retry-After). */
  clearUnreachableBackoff(connectionId: string): void {
    this.sql(
      `UPDATE outbox SET next_attempt_at = NULL WHERE connection_id = ? AND status = 'pending'
         AND (error IS NULL OR json_extract(error, '$.status') IS NULL OR json_extract(error, '$.status') >= 500)`,
    ).run(connectionId);
  }

  /** Drops a connection's finished history (never a write still waiting or failed). */
  removeDone(connectionId: string): void {
    this.sql("DELETE FROM outbox WHERE connection_id = ? AND status = 'done'").run(connectionId);
  }

  /**
   * A connection moved to another origin or was removed: every Playground run of it not done yet
   * that carries an hfToken reference steps out of the line as failed with `error` (its request,
   * the user's text, is kept). Answers the entries and the keychain references they held.
   */
  failTokenRuns(connectionId: string, error: ApiErrorInfo): { id: number; hfTokenRef: string }[] {
    return this.sql<{ id: number; hfTokenRef: string }>(
      `UPDATE outbox SET status = 'failed', error = ?, next_attempt_at = NULL, claimed_by = NULL, claim_until = NULL, updated_at = ?
         WHERE connection_id = ? AND status != 'done' AND json_extract(request, '$.op') = 'playground.run.create'
         AND json_extract(request, '$.hfTokenRef') IS NOT NULL
         RETURNING id, json_extract(request, '$.hfTokenRef') AS hfTokenRef`,
    ).all(JSON.stringify(error), now(), connectionId);
  }

  remove(id: number): void {
    this.sql('DELETE FROM outbox WHERE id = ?').run(id);
  }
}
