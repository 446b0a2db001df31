/**
 * The outbox's writes, one row per kind (`op`): the contract method that queues it, the request as
 * it is queued (zod), what `entry.result` holds once the server has it (zod), and the cached reads
 * it makes stale. The core checks every request and result against these schemas when it queues,
 * edits or joins a write and when it reads one back from SQLite (src/core/outbox/check.ts). How
 * each op is sent needs the API client, which this file must not import: that half is
 * src/core/outbox/handlers.ts, keyed by the same ops (docs/core.md, "One table per write").
 */
import * as z from 'zod';
import { cheatsheet, customLeanProblem, run, runCreated, solverTemplate, submissionDto } from '../api';
import { cnComment, cnFavorite, cnItem, publishBody } from '../api/contributorNetwork';
import type { MethodNameList, ReadMethod } from '../methods';
import type { RunPin } from './runPin';

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
// The queued pins are the experiments contract's RunPin (runPin.ts), field for field.
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

// ---------------------------------------------------------------- result parts

/**
 * A library item as an entry keeps it. A minute after delivery the entry lets its text go
 * (src/core/outbox/slim.ts), so `content` and `solverCode` may be absent.
 */
const keptItem = z.union([
  cheatsheet.extend({ content: z.string().optional() }),
  solverTemplate.extend({ solverCode: z.string().optional() }),
  customLeanProblem,
]);

/**
 * The server copy a refused update met (code CONFLICT): always a cheatsheet or solver template,
 * whole (an entry that failed keeps its text).
 */
export const conflictCopy = z.union([cheatsheet, solverTemplate]);

// ---------------------------------------------------------------- the table

/** One op: the contract method that queues it, its request and result, the reads it makes stale. */
export interface OpSpec<M extends MethodNameList, S extends z.ZodType, R extends z.ZodType> {
  method: M;
  request: S;
  result: R;
  stale: readonly ReadMethod[];
}

function op<M extends MethodNameList, S extends z.ZodType, R extends z.ZodType>(
  method: M,
  request: S,
  result: R,
  stale: readonly ReadMethod[],
): OpSpec<M, S, R> {
  return { method, request, result, stale };
}

/** Spec 4.4's publish body, checked on the queued body (whose type stays a plain record, see cn.publish). */
const publishable = json.superRefine((body, ctx) => {
  const checked = publishBody.safeParse(body);
  if (checked.success) return;
  for (const { path, message } of checked.error.issues) ctx.addIssue({ code: 'custom', path, message });
});

export const OUTBOX_OPS = {
  'library.create': op(
    'library.create',
    z.object({ op: z.literal('library.create'), kind: libraryKind, body: json }),
    keptItem,
    LIBRARY_READS,
  ),
  'library.update': op(
    'library.update',
    z.object({
      op: z.literal('library.update'),
      kind: editableKind,
      id: z.string(),
      body: json,
      /** The server copy's `updatedAt` this edit started from; a newer one is a conflict. */
      baseUpdatedAt: z.string().nullable(),
    }),
    keptItem,
    LIBRARY_READS,
  ),
  /** A delete answers with nothing (and a repeat's 404 counts as done). */
  'library.delete': op(
    'library.delete',
    z.object({ op: z.literal('library.delete'), kind: libraryKind, id: z.string() }),
    z.null(),
    LIBRARY_READS,
  ),
  'submission.create': op(
    'submissions.submit',
    z.object({
      op: z.literal('submission.create'),
      competitionId: z.string(),
      body: z.object({ payload: json, meta: json.optional(), slot: z.number().int().optional() }),
      /** Spec 4.2's top-level key, fixed when the write is queued, so a replay never submits twice. */
      idempotencyKey: z.string(),
    }),
    submissionDto,
    SUBMISSION_READS,
  ),
  'playground.run.create': op(
    'playground.create',
    z.object({
      op: z.literal('playground.run.create'),
      competitionId: z.string(),
      kind: z.enum(['cheatsheet', 'solver-participation', 'model-reference']),
      /** The creation body as sent, WITHOUT hfToken (that never reaches SQLite). */
      body: json.refine((b) => !('hfToken' in b), {
        message: 'must not hold the access token (only its keychain reference is queued)',
        path: ['hfToken'],
      }),
      /** Keychain account of the hfToken to send with the body, if any (never the token). */
      hfTokenRef: z.string().nullable(),
      /**
       * The text each configuration runs (issue 20), fixed when the run is queued, before anything
       * is sent. Absent on entries queued before versions existed.
       */
      pins: z.array(runPin).optional(),
    }),
    runCreated,
    RUN_READS,
  ),
  /** The cancelled run; null when a repeat found it already cancelled. */
  'playground.run.cancel': op(
    'playground.cancel',
    z.object({
      op: z.literal('playground.run.cancel'),
      competitionId: z.string(),
      runId: z.string(),
      body: empty,
    }),
    run.nullable(),
    RUN_READS,
  ),
  /** Setting answers with the counts; clearing answers with nothing. */
  'cn.favorite': op(
    'cn.favorite',
    z.object({ op: z.literal('cn.favorite'), itemId: z.string(), on: z.boolean(), body: empty }),
    cnFavorite.nullable(),
    CN_READS,
  ),
  'cn.comment.create': op(
    'cn.comments.create',
    z.object({
      op: z.literal('cn.comment.create'),
      itemId: z.string(),
      body: z.object({ body: z.string() }),
    }),
    cnComment,
    COMMENT_READS,
  ),
  'cn.comment.delete': op(
    'cn.comments.delete',
    z.object({
      op: z.literal('cn.comment.delete'),
      itemId: z.string(),
      commentId: z.string(),
      body: empty,
    }),
    z.null(),
    COMMENT_READS,
  ),
  'cn.publish': op(
    'cn.publish',
    z.object({
      op: z.literal('cn.publish'),
      /**
       * Spec 4.4's publish body as sent (it has no idempotency key: see docs/core.md). Checked as
       * one, but typed as a record: a delivered entry keeps the text's SHA-256 instead (slim.ts).
       */
      body: publishable,
    }),
    cnItem,
    CN_READS,
  ),
  'cn.withdraw': op(
    'cn.withdraw',
    z.object({ op: z.literal('cn.withdraw'), itemId: z.string(), body: empty }),
    z.null(),
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
export type OutboxResultOf<Op extends OutboxOp> = z.infer<(typeof OUTBOX_OPS)[Op]['result']>;
/** A write as the outbox keeps it until the server has it. */
export type OutboxRequest = { [Op in OutboxOp]: OutboxRequestOf<Op> }[OutboxOp];
/** The server copy a refused update met. */
export type ConflictCopy = z.infer<typeof conflictCopy>;

// ---------------------------------------------------------------- methods and ops

/** A contract method that queues a write. */
export type WriteMethod = (typeof OUTBOX_OPS)[OutboxOp]['method'];
/** The op a write method queues. */
export type OpOfMethod<M extends WriteMethod> = {
  [Op in OutboxOp]: (typeof OUTBOX_OPS)[Op]['method'] extends M ? Op : never;
}[OutboxOp];
/** What a write method hands the outbox: its op's request, without the op (the table names it). */
export type WriteFields<M extends WriteMethod> = Omit<OutboxRequestOf<OpOfMethod<M>>, 'op'>;

const OP_OF_METHOD: ReadonlyMap<string, OutboxOp> = new Map(
  Object.entries(OUTBOX_OPS).map(([name, spec]) => [spec.method, opName(name)]),
);

/** The op a write method queues (the table's one mapping of the two names). */
export function opOfMethod(method: WriteMethod): OutboxOp {
  const found = OP_OF_METHOD.get(method);
  if (!found) throw new Error(`${method} queues no outbox write.`);
  return found;
}

/** Whether a stored name is one of the table's ops. */
export function isOutboxOp(name: unknown): name is OutboxOp {
  return typeof name === 'string' && Object.hasOwn(OUTBOX_OPS, name);
}

function opName(name: string): OutboxOp {
  if (!isOutboxOp(name)) throw new Error(`${name} is not an outbox op.`);
  return name;
}
