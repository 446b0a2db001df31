/** The outbox table: every write, in order, until the server has it. */

import type { Statement } from 'better-sqlite3';
import * as z from 'zod';
import type { ApiErrorInfo, RateLimitInfo } from '../../shared/api';
import type {
  OutboxCandidate,
  OutboxEntryView,
  OutboxListEntry,
  OutboxRequest,
  OutboxStatus,
} from '../../shared/contract';
import type { ConflictCopy } from '../../shared/contracts/outbox';
import { isReadable } from '../../shared/contracts/outboxEntry';
import { localError } from '../api/apiError';
import type { Db } from './db';
import { type Row, toEntry, unreadableError } from './outboxRow';

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

const probeSchema: z.ZodType<OutboxProbe> = z.object({
  before: z.array(z.string()).optional(),
  beforeComplete: z.boolean().optional(),
  notMine: z.array(z.string()).optional(),
});

/** The IDs a finished write's answer names (library items, comments, items: `id`; runs; submissions). */
const producedIds = z.object({
  value: z
    .object({ id: z.unknown(), runId: z.unknown(), submissionId: z.unknown() })
    .partial()
    .nullable()
    .catch(null),
});

/** What claiming the head of a queue came to. */
export type Claim =
  /** This sender has it, marked as on its way. */
  | { kind: 'claimed'; entry: OutboxEntryView }
  /** Another workbench sends it, or its last request may still arrive, or it is not due yet. */
  | { kind: 'busy'; id: number; busyUntil: string | null }
  /** It can no longer be read: it stepped out of the line as failed, unsent. */
  | { kind: 'unreadable'; id: number };

const now = () => new Date().toISOString();

export class OutboxRepo {
  /** Statements are prepared once: the sender runs several per write. */
  private readonly statements = new Map<string, Statement<unknown[], unknown>>();

  /** Entries this repo stepped out of the line since they were last taken (takeSteppedOut). */
  private steppedOut: number[] = [];

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

  /**
   * A stored row as an entry. One that can no longer be read and is still in the line steps out
   * of it as failed (kept until the user discards it), so it is never sent and holds nothing back.
   * A delivered one stays done in the table: only its view says it cannot be read.
   */
  private entry(row: Row): OutboxListEntry {
    const entry = toEntry(row);
    if (!isReadable(entry) && (row.status === 'pending' || row.status === 'sending')) {
      this.sql(
        "UPDATE outbox SET status = 'failed', error = ?, next_attempt_at = NULL, claimed_by = NULL, claim_until = NULL, updated_at = ? WHERE id = ?",
      ).run(JSON.stringify(unreadableError(row, entry.error.message)), now(), row.id);
      this.steppedOut.push(row.id);
    }
    return entry;
  }

  /** The entries found unreadable and stepped out of the line since the last call (to announce). */
  takeSteppedOut(): number[] {
    return this.steppedOut.splice(0);
  }

  /** The entries of `rows` that can be read (the others are listed by `recent` only). */
  private readable(rows: Row[]): OutboxEntryView[] {
    return rows.map((row) => this.entry(row)).filter(isReadable);
  }

  /** One entry as the outbox list shows it, readable or not. */
  read(id: number): OutboxListEntry | null {
    const row = this.sql('SELECT * FROM outbox WHERE id = ?').get(id);
    return row ? this.entry(row) : null;
  }

  /** One entry, when it exists and can be read (`read` also answers one that cannot). */
  get(id: number): OutboxEntryView | null {
    const entry = this.read(id);
    return entry !== null && isReadable(entry) ? entry : null;
  }

  /** Unfinished entries of a connection in queue order, and failed ones (kept until the user acts). */
  open(connectionId: string): OutboxEntryView[] {
    return this.readable(
      this.sql("SELECT * FROM outbox WHERE connection_id = ? AND status != 'done' ORDER BY id").all(
        connectionId,
      ),
    );
  }

  /**
   * Everything the user may want to see: open entries and the most recent finished ones, and
   * those that can no longer be read (failed, with the reason).
   */
  recent(connectionId: string, doneLimit = 50): OutboxListEntry[] {
    const open = this.sql("SELECT * FROM outbox WHERE connection_id = ? AND status != 'done' ORDER BY id")
      .all(connectionId)
      .map((row) => this.entry(row));
    const done = this.sql(
      "SELECT * FROM outbox WHERE connection_id = ? AND status = 'done' ORDER BY id DESC LIMIT ?",
    )
      .all(connectionId, doneLimit)
      .map((row) => this.entry(row));
    return [...open, ...done.reverse()];
  }

  /** When the head of the queue (the oldest entry still to send) is due; null when there is none. */
  headDue(connectionId: string): { nextAttemptAt: string | null } | null {
    return (
      this.sql<{ nextAttemptAt: string | null }>(
        "SELECT next_attempt_at AS nextAttemptAt FROM outbox WHERE connection_id = ? AND status IN ('pending', 'sending') ORDER BY id LIMIT 1",
      ).get(connectionId) ?? null
    );
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
      let stored: unknown;
      try {
        stored = JSON.parse(r.result);
      } catch {
        continue; // an answer that cannot be read names no record
      }
      const value = producedIds.safeParse(stored).data?.value;
      // Library items, comments and published items answer with `id`, started Playground runs
      // with `runId`, submissions with `submissionId`.
      for (const id of [value?.id, value?.runId, value?.submissionId])
        if (typeof id === 'string') ids.add(id);
    }
    return ids;
  }

  /** The newest submissions to one competition, whatever their state (e.g. IGP24's quota). */
  submissionsTo(connectionId: string, competitionId: string, limit = 20): OutboxEntryView[] {
    const rows = this.sql(
      `SELECT * FROM outbox WHERE connection_id = ? AND json_extract(request, '$.op') = 'submission.create'
         AND json_extract(request, '$.competitionId') = ? ORDER BY id DESC LIMIT ?`,
    ).all(connectionId, competitionId, limit);
    return this.readable(rows);
  }

  /** Finished run starts of one competition that carry pins (the runs this computer started). */
  startedRuns(connectionId: string, competitionId: string): OutboxEntryView[] {
    const rows = this.sql(
      `SELECT * FROM outbox WHERE connection_id = ? AND status = 'done'
         AND json_extract(request, '$.op') = 'playground.run.create'
         AND json_extract(request, '$.competitionId') = ? AND json_extract(request, '$.pins') IS NOT NULL`,
    ).all(connectionId, competitionId);
    return this.readable(rows);
  }

  /** Queued edits of one library item (by server or local ID), in queue order. */
  openUpdatesOf(connectionId: string, itemId: string): OutboxEntryView[] {
    const rows = this.sql(
      `SELECT * FROM outbox WHERE connection_id = ? AND status != 'done'
         AND json_extract(request, '$.op') = 'library.update' AND json_extract(request, '$.id') = ? ORDER BY id`,
    ).all(connectionId, itemId);
    return this.readable(rows);
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
  ): Claim | null {
    return this.db
      .transaction((): Claim | null => {
        const row = this.sql(
          "SELECT * FROM outbox WHERE connection_id = ? AND status IN ('pending', 'sending') ORDER BY id LIMIT 1",
        ).get(connectionId);
        if (!row) return null;
        const entry = this.entry(row);
        if (!isReadable(entry)) return { kind: 'unreadable', id: row.id };
        const t = Date.now();
        const held =
          row.claimed_by !== null &&
          row.claimed_by !== owner &&
          row.claim_until !== null &&
          Date.parse(row.claim_until) > t &&
          !ownerGone(row.claimed_by);
        if (held) return { kind: 'busy', id: row.id, busyUntil: row.claim_until };
        // A sender that died mid-send: its request may still reach the platform until its
        // deadline, so nobody looks for its effect (or sends again) before then.
        const inFlight =
          row.status === 'sending' && row.in_flight_until ? Date.parse(row.in_flight_until) : 0;
        if (inFlight > t) return { kind: 'busy', id: row.id, busyUntil: row.in_flight_until };
        const due = row.next_attempt_at ? Date.parse(row.next_attempt_at) : 0;
        if (due > t) return { kind: 'busy', id: row.id, busyUntil: null };
        this.sql(
          "UPDATE outbox SET status = 'sending', attempts = attempts + 1, claimed_by = ?, claim_until = ?, in_flight_until = ?, updated_at = ? WHERE id = ?",
        ).run(
          owner,
          new Date(t + leaseMs).toISOString(),
          new Date(t + inFlightMs).toISOString(),
          new Date(t).toISOString(),
          row.id,
        );
        return { kind: 'claimed', entry };
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

  markDone(id: number, value: unknown, rateLimit: RateLimitInfo | null, note: string | null = null): void {
    this.sql(
      "UPDATE outbox SET status = 'done', result = ?, error = NULL, conflict = NULL, candidates = NULL, note = ?, next_attempt_at = NULL, claimed_by = NULL, claim_until = NULL, in_flight_until = NULL, updated_at = ? WHERE id = ?",
    ).run(JSON.stringify({ value: value ?? null, rateLimit }), note, now(), id);
  }

  /** Delivered entries that still hold their text, finished before `before`. */
  unslimmedDone(before: string): OutboxEntryView[] {
    return this.readable(
      this.sql("SELECT * FROM outbox WHERE status = 'done' AND slim = 0 AND updated_at < ? ORDER BY id").all(
        before,
      ),
    );
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
    if (!row?.probe) return null;
    // What the user ruled out must not be forgotten quietly: a check could then take one of
    // those records for this write. An unreadable probe stops the send with the reason.
    let stored: unknown;
    try {
      stored = JSON.parse(row.probe);
    } catch {
      stored = undefined;
    }
    const probe = probeSchema.safeParse(stored);
    if (probe.success) return probe.data;
    throw localError(
      'UNREADABLE_WRITE',
      `What the workbench noted about the platform before sending entry ${id} (the records that existed before, and those you ruled out) can no longer be read.`,
    );
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

  markFailed(id: number, error: ApiErrorInfo, conflict: { server: ConflictCopy } | null = null): void {
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
