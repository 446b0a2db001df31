/**
 * How a stored outbox row becomes an entry: every part is parsed by the outbox table's schemas
 * (src/core/outbox/check.ts). A row with a part that does not match (a damaged database, a row
 * another version wrote) becomes an UnreadableEntry: failed, with the reason in words, never sent.
 */
import { type ApiErrorInfo, errorInfo } from '../../shared/api';
import type { OutboxOp } from '../../shared/contracts/outbox';
import type {
  OutboxEntryView,
  OutboxListEntry,
  OutboxStatus,
  UnreadableEntry,
} from '../../shared/contracts/outboxEntry';
import {
  type Checked,
  checkAnswer,
  checkCandidates,
  checkConflict,
  checkError,
  checkRequest,
  checkResult,
  fromJson,
} from '../outbox/check';

export interface Row {
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

/** A part that failed its check: the why, in words. */
class Unreadable {
  constructor(readonly why: string) {}
}

/** The value of a part that passed, or throws Unreadable with its why. */
function must<T>(checked: Checked<T>): T {
  if (!checked.ok) throw new Unreadable(checked.why);
  return checked.value;
}

/** A JSON column parsed by `check`, or null when the column is empty. */
function column<T>(what: string, text: string | null, check: (value: unknown) => Checked<T>): T | null {
  return text === null ? null : must(check(must(fromJson(what, text))));
}

/** The row as an entry, or as unreadable with why. */
export function toEntry(row: Row): OutboxListEntry {
  try {
    const request = must(checkRequest(must(fromJson('the request', row.request)), row.slim === 1));
    return typedEntry(request.op, row, request);
  } catch (err) {
    if (err instanceof Unreadable) return unreadable(row, err.why);
    throw err;
  }
}

/**
 * The entry of one op. Generic, so that its request, result and candidates are all of that op
 * (OutboxEntryView<Op>); `request` was checked by the caller.
 */
function typedEntry<Op extends OutboxOp>(
  op: Op,
  row: Row,
  request: OutboxEntryView<Op>['request'],
): OutboxEntryView<Op> {
  const answer = column('the platform’s answer', row.result, checkAnswer);
  return {
    id: row.id,
    connectionId: row.connection_id,
    request,
    summary: row.summary,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    error: column('the reason it stopped', row.error, checkError),
    result: answer ? must(checkResult(op, answer.value)) : null,
    rateLimit: answer?.rateLimit ?? null,
    conflict: column('the server copy it met', row.conflict, checkConflict),
    candidates: column('the records it may be', row.candidates, (v) => checkCandidates(op, v)),
    note: row.note,
    inFlightUntil: row.in_flight_until,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Why a stored row is listed as failed, in words for the outbox list. */
export function unreadableError(row: Pick<Row, 'status'>, why: string): ApiErrorInfo {
  const what =
    row.status === 'done'
      ? 'This write reached the platform earlier, but what the workbench kept of it no longer matches what this version reads'
      : 'What the workbench stored for this write no longer matches what this version reads';
  return errorInfo('UNREADABLE_WRITE', `${what}: ${why}.`);
}

function unreadable(row: Row, why: string): UnreadableEntry {
  return {
    id: row.id,
    connectionId: row.connection_id,
    request: null,
    summary: row.summary,
    status: 'failed',
    error: unreadableError(row, why),
    delivered: row.status === 'done',
    attempts: row.attempts,
    nextAttemptAt: null,
    result: null,
    rateLimit: null,
    conflict: null,
    candidates: null,
    note: null,
    inFlightUntil: null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
