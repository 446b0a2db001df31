/**
 * Daily work (issue 3): private libraries, local drafts, submissions and the offline outbox.
 * Every write goes through the outbox: the method answers with the queued entry at once, and
 * `outbox.changed` says when it was sent, refused or is waiting.
 */
import * as z from 'zod';
import type {
  CompetitionDetail,
  FieldError,
  LibraryItem,
  LibrarySummary,
  Page,
  SubmissionDto,
  SubmitBlockedReason,
} from '../api';
import type { Cached } from './cached';
import { pathId } from './ids';
import { method } from './method';
import type { OutboxEntryView, OutboxListEntry } from './outboxEntry';

// ---------------------------------------------------------------- result shapes

export type { OutboxRequest } from './outbox';
export type {
  OutboxCandidate,
  OutboxEntryView,
  OutboxListEntry,
  OutboxStatus,
  UnreadableEntry,
} from './outboxEntry';

export interface OutboxSummary {
  pending: number;
  failed: number;
}

export interface Draft {
  key: string;
  text: string;
  meta: Record<string, unknown>;
  savedAt: string;
}

/** What the app checked before a submission is queued (fresh reads, never the cache). */
export interface SubmitPrecheck {
  competition: CompetitionDetail;
  canSubmit: boolean;
  blockedReason: SubmitBlockedReason | null;
  /** Against the live submissionSpec.schema, in the server's shape (JSON Pointer into payload). */
  payloadErrors: FieldError[];
  /** Against the live submissionSpec.metaSchema (JSON Pointer into meta). */
  metaErrors: FieldError[];
  slotError: string | null;
  /** The body size the spec measures for this kind, against limits.maxBytes. */
  size: { bytes: number; maxBytes: number | null } | null;
  /** What a submission would replace (spec 3: per team, per slot, per track). */
  replaces: SubmissionDto[];
  ok: boolean;
}

// ---------------------------------------------------------------- input schemas

const id = pathId;
const competitionId = pathId;
/** Draft keys name a local row, never a path: any short text. */
const draftKey = z.string().min(1).max(200);
const cursor = z.string().min(1).max(4096).nullable();
/** A page's size: 25 by default, 100 at most (spec 8, "List page size"); walks of every page ask 100. */
const limit = z.number().int().min(1).max(100).optional();
const libraryKind = z.enum(['cheatsheet', 'solver-template', 'lean-problem']);
const editableKind = z.enum(['cheatsheet', 'solver-template']);
/** Text bodies: generous, the server enforces the real limit and says so. */
const text = z.string().max(5_000_000);
const title = z.string().trim().min(1).max(500);
const json = z.record(z.string(), z.unknown());
const submitInput = z
  .object({
    competitionId,
    payload: json,
    meta: json.optional(),
    slot: z.number().int().optional(),
  })
  .strict();

export const workContract = {
  'library.list': method<Cached<Page<LibrarySummary>>>()(
    z
      .object({ kind: libraryKind, cursor, limit, track: z.string().min(1).max(100).nullable().optional() })
      .strict(),
  ),
  'library.get': method<Cached<LibraryItem>>()(z.object({ kind: libraryKind, id }).strict()),
  'library.create': method<OutboxEntryView>()(
    z.discriminatedUnion('kind', [
      z
        .object({
          kind: z.literal('cheatsheet'),
          title,
          content: text,
          sourceContributorNetworkItemId: id.optional(),
        })
        .strict(),
      z
        .object({
          kind: z.literal('solver-template'),
          title,
          solverCode: text,
          track: z.string().min(1).max(100).optional(),
          sourceContributorNetworkItemId: id.optional(),
        })
        .strict(),
      z
        .object({
          kind: z.literal('lean-problem'),
          lhsText: z.string().min(1).max(10_000),
          rhsText: z.string().min(1).max(10_000),
          lhsName: z.string().min(1).max(200).optional(),
          rhsName: z.string().min(1).max(200).optional(),
        })
        .strict(),
    ]),
  ),
  'library.update': method<OutboxEntryView>()(
    z
      .object({
        kind: editableKind,
        id,
        title: title.optional(),
        content: text.optional(),
        solverCode: text.optional(),
        baseUpdatedAt: z.string().nullable(),
      })
      .strict()
      .refine(
        (v) => v.title !== undefined || v.content !== undefined || v.solverCode !== undefined,
        'Nothing to save',
      ),
  ),
  'library.delete': method<OutboxEntryView>()(z.object({ kind: libraryKind, id }).strict()),

  'drafts.get': method<Draft | null>()(z.object({ key: draftKey }).strict()),
  'drafts.list': method<Draft[]>()(z.object({}).strict()),
  'drafts.put': method<{ savedAt: string }>()(
    z.object({ key: draftKey, text, meta: json.optional() }).strict(),
  ),
  'drafts.remove': method<null>()(z.object({ key: draftKey }).strict()),

  'submissions.precheck': method<SubmitPrecheck>()(submitInput),
  'submissions.submit': method<OutboxEntryView>()(submitInput),
  'submissions.mine': method<Cached<Page<SubmissionDto>>>()(
    z.object({ competitionId, cursor, limit }).strict(),
  ),
  'submissions.get': method<Cached<SubmissionDto>>()(z.object({ competitionId, submissionId: id }).strict()),
  'submissions.download': method<{ filename: string; text: string }>()(
    z.object({ competitionId, submissionId: id }).strict(),
  ),

  'outbox.list': method<OutboxListEntry[]>()(z.object({}).strict()),
  'outbox.summary': method<OutboxSummary>()(z.object({}).strict()),
  /**
   * Tries a refused entry again. For one that may already be on the platform (MAYBE_DELIVERED):
   * checks again, or with `resend` sends it again on purpose (its candidates are then not it).
   */
  'outbox.retry': method<OutboxEntryView>()(
    z.object({ id: z.number().int().positive(), resend: z.boolean().optional() }).strict(),
  ),
  /** For a write that may already be on the platform: this candidate is it (recorded as done). */
  'outbox.adopt': method<OutboxEntryView>()(
    z.object({ id: z.number().int().positive(), candidateId: z.string().min(1).max(200) }).strict(),
  ),
  /** Edit and retry: replaces fields of the queued body (the user's corrected text). */
  'outbox.edit': method<OutboxEntryView>()(
    z.object({ id: z.number().int().positive(), body: json }).strict(),
  ),
  /** For a conflict: send this edit over the newer server copy. */
  'outbox.overwrite': method<OutboxEntryView>()(z.object({ id: z.number().int().positive() }).strict()),
  'outbox.discard': method<null>()(z.object({ id: z.number().int().positive() }).strict()),
} as const;
