/**
 * An outbox entry as the UI, the command line and the core see it, typed by its op (the table in
 * outbox.ts). Zod-free: the renderer may import the `isOp` guard as a value.
 */
import type { ApiErrorInfo, RateLimitInfo } from '../api';
import type { ConflictCopy, OutboxOp, OutboxRequestOf, OutboxResultOf } from './outbox';

export type OutboxStatus = 'pending' | 'sending' | 'failed' | 'done';

interface OutboxEntryOf<Op extends OutboxOp> {
  id: number;
  connectionId: string;
  request: OutboxRequestOf<Op>;
  /** In words, e.g. `Save cheatsheet “Basics”`. */
  summary: string;
  status: OutboxStatus;
  attempts: number;
  /** When a waiting entry is tried next (backoff, Retry-After). */
  nextAttemptAt: string | null;
  error: ApiErrorInfo | null;
  /** The server's answer, once done (null before, and for writes that answer with nothing). */
  result: OutboxResultOf<Op> | null;
  /** X-RateLimit-* of the last answer (for IGP24 submissions: the team's daily cap). */
  rateLimit: RateLimitInfo | null;
  /** For a refused update (code CONFLICT): the server copy that is newer than the edit. */
  conflict: { server: ConflictCopy } | null;
  /**
   * For a write that may already be on the platform (code MAYBE_DELIVERED): the records made since
   * it was queued that could be it. The user adopts one or sends the write again on purpose.
   */
  candidates: OutboxCandidate<Op>[] | null;
  /** What a check after a lost answer found, in words (null when no check was needed). */
  note: string | null;
  /** Until when its last request may still reach the platform; no repeat looks before then. */
  inFlightUntil: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A record on the platform that may be a write whose answer was lost. */
export interface OutboxCandidate<Op extends OutboxOp = OutboxOp> {
  /** The record's ID (submission, run, item, comment). */
  id: string;
  /** In words, e.g. `Run run_0012, pending`. */
  label: string;
  /** When the platform made it, when it says. */
  madeAt: string | null;
  /** What the entry's result becomes when the user adopts it. */
  result: OutboxResultOf<Op>;
}

/**
 * One entry per op, as a union. TypeScript does not narrow a union on a nested field, so
 * `e.request.op === 'x'` narrows only `e.request`; `isOp(e, 'x')` narrows the whole entry,
 * `e.result` included.
 */
export type OutboxEntryView<Op extends OutboxOp = OutboxOp> = { [O in Op]: OutboxEntryOf<O> }[Op];

/**
 * A stored entry the workbench cannot read back: a part of it (its request, the server's answer,
 * a conflict's server copy …) does not match the outbox table (a damaged database, or a row
 * written by another version). It is never sent; it is listed as failed, with the reason in words
 * (`error`, code UNREADABLE_WRITE), until the user discards it.
 */
export interface UnreadableEntry {
  id: number;
  connectionId: string;
  /** Nothing of it can be trusted, so nothing of it is typed. */
  request: null;
  summary: string;
  status: 'failed';
  error: ApiErrorInfo;
  /** The platform had it (the row was done): discarding it loses nothing. */
  delivered: boolean;
  attempts: number;
  nextAttemptAt: null;
  result: null;
  rateLimit: null;
  conflict: null;
  candidates: null;
  note: null;
  inFlightUntil: null;
  createdAt: string;
  updatedAt: string;
}

/** What the outbox lists: its entries, and those it can no longer read. */
export type OutboxListEntry = OutboxEntryView | UnreadableEntry;

/** Whether a listed entry could be read (it has a typed request, and may be retried or edited). */
export function isReadable(entry: OutboxListEntry): entry is OutboxEntryView {
  return entry.request !== null;
}

/** Whether `entry` is a write of `op`; narrows its request and its result together. */
export function isOp<Op extends OutboxOp>(
  entry: OutboxListEntry,
  op: Op,
): entry is Extract<OutboxEntryView, OutboxEntryOf<Op>> {
  return entry.request?.op === op;
}
