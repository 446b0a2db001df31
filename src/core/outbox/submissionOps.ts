/**
 * Sending a submission. The spec's `idempotencyKey` is sent, but its semantics are not shown
 * (spec 4.2), so nothing rests on it: a repeat first looks in `/submissions/mine` for a record
 * made since the write was queued, and compares it with what was sent — the stored body through
 * its download, byte for byte (model references, which have none, by their payload and slot).
 * - IGP24 keeps a history: a record that differs is somebody else's, so none equal = absent.
 * - The other kinds hold one current entry (per track, per slot): a newer entry that differs may
 *   have replaced this write, so the user is asked; an entry older than the write proves it absent.
 */
import type { SubmissionDto } from '../../shared/api';
import type { OutboxRequestOf } from '../../shared/contract';
import { getCompetition } from '../api/competitions';
import { ApiError, localError } from '../api/errors';
import { downloadSubmission, listMine, submit } from '../api/submissions';
import { measure } from '../submit/precheck';
import { answered, type OpHandler, type PerformContext } from './opHandler';
import { type Check, reconcileSince, type Verdict } from './reconcile';

type Request = OutboxRequestOf<'submission.create'>;

export const submissionCreate: OpHandler<'submission.create'> = {
  send: async (req, ctx) => {
    await refuseOverLimit(ctx, req);
    return answered(
      await submit(ctx.client, req.competitionId, { ...req.body, idempotencyKey: req.idempotencyKey }),
    );
  },
  reconcile: findSubmitted,
};

/**
 * A body over the limit the competition publishes (spec 2.2 `limits.maxBytes`; IGP24 also the
 * request envelope's `maxRequestBytes`) is refused here, before its upload, from the live detail.
 */
async function refuseOverLimit(ctx: PerformContext, req: Request): Promise<void> {
  const { kind, limits } = (await getCompetition(ctx.client, req.competitionId)).data.submissionSpec;
  const size = measure(kind, req.body.payload, limits.maxBytes ?? null);
  const over = (what: string, bytes: number, max: number) =>
    localError(
      'FILE_TOO_LARGE',
      `The ${what} is ${bytes.toLocaleString('en-US')} bytes; ${req.competitionId} accepts at most ${max.toLocaleString('en-US')}. It was not sent; your text is kept.`,
    );
  if (size && size.maxBytes !== null && size.bytes > size.maxBytes)
    throw over('body', size.bytes, size.maxBytes);
  const envelope = Buffer.byteLength(JSON.stringify({ ...req.body, idempotencyKey: req.idempotencyKey }));
  if (limits.maxRequestBytes !== undefined && envelope > limits.maxRequestBytes)
    throw over('request', envelope, limits.maxRequestBytes);
}

/** What the stored body of this submission downloads as, or null for a kind without one. */
export function sentBody(payload: Record<string, unknown>): string | null {
  if (Array.isArray(payload.polynomials)) return payload.polynomials.join('\n');
  if (typeof payload.content === 'string') return payload.content;
  if (typeof payload.solverCode === 'string') return payload.solverCode;
  return null;
}

/** Payload fields that are not the body (track, model, commit …), compared on the record. */
function sameSmallFields(record: SubmissionDto, req: Request): boolean {
  const payload = record.payload;
  for (const [k, v] of Object.entries(req.body.payload)) {
    if (k === 'polynomials' || k === 'content' || k === 'solverCode') continue;
    if (k in payload && JSON.stringify(payload[k]) !== JSON.stringify(v)) return false;
  }
  if (req.body.slot !== undefined && record.slot !== undefined && record.slot !== req.body.slot) return false;
  const description = req.body.meta?.description;
  const stored = record.meta?.description ?? record.description ?? undefined;
  return description === undefined || stored === undefined || stored === description;
}

/** Whether this record's stored body is, byte for byte, what was sent. */
async function sameBody(ctx: PerformContext, req: Request, record: SubmissionDto): Promise<boolean> {
  const body = sentBody(req.body.payload);
  if (body === null) return true;
  try {
    const stored = (await downloadSubmission(ctx.client, req.competitionId, record.submissionId)).data;
    return stored === body;
  } catch (err) {
    // A record the platform keeps no text for cannot be this write, which has one.
    if (err instanceof ApiError && err.info.code === 'NO_DOWNLOAD_FOR_KIND') return false;
    throw err;
  }
}

function findSubmitted(req: Request, ctx: PerformContext, queuedAt: string): Promise<Check<SubmissionDto>> {
  const history = Array.isArray(req.body.payload.polynomials);
  return reconcileSince(
    queuedAt,
    { taken: ctx.createdIds() },
    {
      page: async (cursor) => (await listMine(ctx.client, req.competitionId, { cursor, limit: 100 })).data,
      id: (s) => s.submissionId,
      madeAt: (s) => s.createdAt,
      label: (s) => `Submission ${s.submissionId}`,
      // IGP24's history is newest first (spec 4.1); the other kinds list one entry per slot or track.
      newestFirst: history,
      match: async (s): Promise<Verdict<SubmissionDto>> => {
        const same = sameSmallFields(s, req) && (await sameBody(ctx, req, s));
        if (same) return { mine: s };
        if (history) return 'other';
        // Another slot or track is not where this write would be.
        if (!sameSlotOrTrack(s, req)) return 'other';
        return { maybe: s };
      },
    },
  );
}

/** Whether the record holds the slot (model reference) or track (solver) this write replaces. */
function sameSlotOrTrack(record: SubmissionDto, req: Request): boolean {
  const payload = record.payload;
  if (typeof req.body.payload.track === 'string') return payload.track === req.body.payload.track;
  if (typeof req.body.payload.modelName === 'string') return (record.slot ?? 1) === (req.body.slot ?? 1);
  return true;
}
