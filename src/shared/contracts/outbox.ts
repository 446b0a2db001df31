/**
 * The outbox's writes, one row per kind (`op`): the request as it is queued (the zod schema the
 * OutboxRequest type comes from), what `entry.result` holds once the server has it, and the cached
 * reads it makes stale. How each op is sent and reconciled needs the API client, which this file
 * must not import: that half is src/core/outbox/handlers.ts, keyed by the same ops
 * (docs/core.md, "One table per write").
 */
import * as z from 'zod';
import type { LibraryItem, Run, RunCreated, SubmissionDto } from '../api';
import type { CnComment, CnFavorite, CnItem } from '../api/contributorNetwork';
import type { ReadMethod } from '../methods';
import type { RunPin } from './experiments';

// ---------------------------------------------------------------- request parts

const libraryKind = z.enum(['cheatsheet', 'solver-template', 'lean-problem']);
const editableKind = z.enum(['cheatsheet', 'solver-template']);
const json = z.record(z.string(), z.unknown());
/** Writes whose path says everything send an empty object. */
const empty = z.record(z.string(), z.never());

const runPin = z.object({
  position: z.number().int().nullable(),
  kind: editableKind,
  itemId: z.string().nullable(),
  sha256: z.string().nullable(),
  title: z.string().nullable(),
  how: z.enum(['started-here', 'matched', 'unknown', 'baseline']),
});
// The queued pins are the experiments contract's RunPin, field for field.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const pinsMatch: Same<z.infer<typeof runPin>, RunPin> = true;
void pinsMatch;

// ---------------------------------------------------------------- the reads a write makes stale

const LIBRARY_READS = ['library.list', 'library.get'] as const satisfies readonly ReadMethod[];
const SUBMISSION_READS = [
  'submissions.mine',
  'submissions.get',
  'leaderboard.standing',
] as const satisfies readonly ReadMethod[];
/** A started or cancelled run changes the run lists and that run's detail. */
const RUN_READS = [
  'playground.runs',
  'playground.leanRuns',
  'playground.run',
] as const satisfies readonly ReadMethod[];
const COMMENT_READS = ['cn.comments.list', 'cn.list', 'cn.get'] as const satisfies readonly ReadMethod[];
/** Publishing and withdrawing lock and unlock a library source (spec 3), hence the library reads. */
const CN_READS = [
  'cn.list',
  'cn.packages.list',
  'cn.get',
  'cn.lookup',
  'cn.graph',
  'cn.benchmarks.list',
  'library.list',
  'library.get',
] as const satisfies readonly ReadMethod[];

// ---------------------------------------------------------------- the table

/** One op: its queued request, its result (at type level only) and the reads it makes stale. */
export interface OpSpec<S extends z.ZodType, R> {
  request: S;
  result?: R;
  stale: readonly ReadMethod[];
}

function op<R>() {
  return <S extends z.ZodType>(request: S, stale: readonly ReadMethod[]): OpSpec<S, R> => ({
    request,
    stale,
  });
}

export const OUTBOX_OPS = {
  'library.create': op<LibraryItem>()(
    z.object({ op: z.literal('library.create'), kind: libraryKind, body: json }),
    LIBRARY_READS,
  ),
  'library.update': op<LibraryItem>()(
    z.object({
      op: z.literal('library.update'),
      kind: editableKind,
      id: z.string(),
      body: json,
      /** The server copy's `updatedAt` this edit started from; a newer one is a conflict. */
      baseUpdatedAt: z.string().nullable(),
    }),
    LIBRARY_READS,
  ),
  /** A delete answers with nothing (and a repeat's 404 counts as done). */
  'library.delete': op<null>()(
    z.object({ op: z.literal('library.delete'), kind: libraryKind, id: z.string() }),
    LIBRARY_READS,
  ),
  'submission.create': op<SubmissionDto>()(
    z.object({
      op: z.literal('submission.create'),
      competitionId: z.string(),
      body: z.object({ payload: json, meta: json.optional(), slot: z.number().int().optional() }),
      /** Spec 4.2's top-level key, fixed when the write is queued, so a replay never submits twice. */
      idempotencyKey: z.string(),
    }),
    SUBMISSION_READS,
  ),
  'playground.run.create': op<RunCreated>()(
    z.object({
      op: z.literal('playground.run.create'),
      competitionId: z.string(),
      kind: z.enum(['cheatsheet', 'solver-participation', 'model-reference']),
      /** The creation body as sent, WITHOUT hfToken (that never reaches SQLite). */
      body: json,
      /** Keychain account of the hfToken to send with the body, if any (never the token). */
      hfTokenRef: z.string().nullable(),
      /**
       * The text each configuration runs (issue 20), fixed when the run is queued, before anything
       * is sent. Absent on entries queued before versions existed.
       */
      pins: z.array(runPin).optional(),
    }),
    RUN_READS,
  ),
  /** The cancelled run; null when a repeat found it already cancelled. */
  'playground.run.cancel': op<Run | null>()(
    z.object({
      op: z.literal('playground.run.cancel'),
      competitionId: z.string(),
      runId: z.string(),
      body: empty,
    }),
    RUN_READS,
  ),
  /** Setting answers with the counts; clearing answers with nothing. */
  'cn.favorite': op<CnFavorite | null>()(
    z.object({ op: z.literal('cn.favorite'), itemId: z.string(), on: z.boolean(), body: empty }),
    CN_READS,
  ),
  'cn.comment.create': op<CnComment>()(
    z.object({
      op: z.literal('cn.comment.create'),
      itemId: z.string(),
      body: z.object({ body: z.string() }),
    }),
    COMMENT_READS,
  ),
  'cn.comment.delete': op<null>()(
    z.object({
      op: z.literal('cn.comment.delete'),
      itemId: z.string(),
      commentId: z.string(),
      body: empty,
    }),
    COMMENT_READS,
  ),
  'cn.publish': op<CnItem>()(
    z.object({
      op: z.literal('cn.publish'),
      /** Spec 4.4's publish body as sent (it has no idempotency key: see docs/core.md). */
      body: json,
    }),
    CN_READS,
  ),
  'cn.withdraw': op<null>()(
    z.object({ op: z.literal('cn.withdraw'), itemId: z.string(), body: empty }),
    CN_READS,
  ),
} as const;

export type OutboxOp = keyof typeof OUTBOX_OPS;

/** The cached reads a done write of this op makes out of date. */
export function staleReadsOf(op: OutboxOp): readonly ReadMethod[] {
  return OUTBOX_OPS[op].stale;
}
/** The queued request of one op (the user's text lives here until the server has it). */
export type OutboxRequestOf<Op extends OutboxOp> = z.infer<(typeof OUTBOX_OPS)[Op]['request']>;
/** What `entry.result` holds once an entry of this op is done. */
export type OutboxResultOf<Op extends OutboxOp> = Exclude<(typeof OUTBOX_OPS)[Op]['result'], undefined>;
/** A write as the outbox keeps it until the server has it. */
export type OutboxRequest = { [Op in OutboxOp]: OutboxRequestOf<Op> }[OutboxOp];
