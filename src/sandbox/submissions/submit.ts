/**
 * Spec 4.1, 4.2: POST a submission. Idempotent replays, participation and companion gates, then
 * the competition kind's own checks (IGP24 in ./igp24.ts) and the new record.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { SubmitBlockedReason } from '../../shared/api';
import type { Caller } from '../auth';
import { objectBody, pointerToken, rejectUnknownFields, utf8Bytes } from '../body';
import type { SandboxContext } from '../context';
import { getCnItem } from '../db/cnItems';
import type { CompetitionRow } from '../db/competitions';
import { isEnrolled } from '../db/enrollments';
import { findByIdempotencyKey, insertSubmission, type NewSubmission } from '../db/submissions';
import { ApiError, fieldInvalid } from '../errors';
import { newId } from '../ids';
import { entryOwner, participation } from '../participation';
import { leanSourceError } from '../routes/library';
import { schemaErrors } from '../spec/schemaCheck';
import { metaSchema, payloadSchema } from '../spec/submissionSpec';
import { igp24PostResponse, submissionDto } from '../spec/submissionView';
import type { SubmitContext } from './context';
import { igp24Submit } from './igp24';

/** Spec 7: submitBlockedReason → error of a submit attempt. */
const BLOCKED: Record<SubmitBlockedReason, [ApiError['code'], string]> = {
  EMAIL_NOT_VERIFIED: ['EMAIL_NOT_VERIFIED', 'Verify your account e-mail before submitting.'],
  NOT_ENROLLED: ['ENROLL_REQUIRED', 'Enroll in the competition before submitting.'],
  NOT_TEAM_OWNER: ['TEAM_OWNER_REQUIRED', 'Only the team owner may submit to this competition.'],
  BEFORE_WINDOW: ['SUBMISSION_WINDOW_NOT_OPEN', 'The submission window is not open yet.'],
  AFTER_WINDOW: ['SUBMISSION_WINDOW_CLOSED', 'The submission window is closed.'],
};

/**
 * Companion gate (sandbox guess, docs/sandbox.md): submitting to Stage 2 requires the caller's
 * account to be enrolled in Stage 1.
 */
export const COMPANIONS: Record<string, string> = {
  'mathematics-distillation-challenge-equational-theories-stage2':
    'mathematics-distillation-challenge-equational-theories-stage1',
};

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** JSON with sorted object keys, so equal bodies hash equally regardless of key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function bodyHash(c: CompetitionRow, body: Record<string, unknown>): string {
  const normalized = {
    payload: body.payload,
    meta: body.meta ?? {},
    slot: c.kind === 'model-reference' ? (body.slot ?? 1) : undefined,
  };
  return createHash('sha256').update(canonicalJson(normalized)).digest('hex');
}

function payloadError(fieldErrors: { path: string; code: string; message: string }[]): ApiError {
  const first = fieldErrors[0]!;
  return new ApiError(
    422,
    'SUBMISSION_PAYLOAD_INVALID',
    `Invalid payload at "${first.path}": ${first.message}`,
    {
      fieldErrors,
    },
  );
}

function metaError(path: string, code: string, message: string): ApiError {
  return new ApiError(422, 'SUBMISSION_META_INVALID', `Invalid meta at "${path}": ${message}`, {
    fieldErrors: [{ path, code, message }],
  });
}

/** Current-entry position of a write: cheatsheet 1, model-reference slot, solver track index. */
function positionOf(c: CompetitionRow, payload: Record<string, unknown>, slot: number): number {
  if (c.kind === 'model-reference') return slot;
  if (c.kind === 'solver-participation') {
    const i = (c.catalog?.tracks ?? []).findIndex((t) => t.id === payload.track);
    return i + 1;
  }
  return 1;
}

export async function submit(
  ctx: SandboxContext,
  caller: Caller,
  c: CompetitionRow,
  rawBody: unknown,
  reply: FastifyReply,
) {
  const body = objectBody(rawBody);
  rejectUnknownFields(body, [
    'payload',
    'meta',
    'idempotencyKey',
    ...(c.kind === 'model-reference' ? ['slot'] : []),
  ]);

  // Idempotency: the same key from the same account for the same competition replays the
  // original record (200); the same key with a different body is 422 at /idempotencyKey.
  // A platform that ignores the key (ctx.platform) still validates it, then acts as without one.
  const sent = body.idempotencyKey;
  if (
    sent !== undefined &&
    (typeof sent !== 'string' || sent.length === 0 || sent.length > IDEMPOTENCY_KEY_MAX_LENGTH)
  ) {
    throw fieldInvalid(
      '/idempotencyKey',
      `"idempotencyKey" must be a string of 1..${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`,
    );
  }
  const key = typeof sent === 'string' && ctx.platform.idempotencyKey === 'honour' ? sent : null;
  const requestHash = bodyHash(c, body);
  if (key !== null) {
    const original = findByIdempotencyKey(ctx.db, caller.accountId, c.id, key);
    if (original) {
      if (original.requestHash !== requestHash) {
        const message = `idempotencyKey "${key}" was already used with a different body (submission ${original.id}); use a new key.`;
        throw new ApiError(422, 'RESOURCE_FIELD_INVALID', message, {
          fieldErrors: [{ path: '/idempotencyKey', code: 'IDEMPOTENCY_KEY_REUSED', message }],
        });
      }
      return reply.status(200).send({
        ok: true,
        data: c.kind === 'igp24-polynomial' ? igp24PostResponse(original) : submissionDto(original),
      });
    }
  }

  // Participation gates, in the precedence of spec 2.3.
  const p = participation(ctx, caller.accountId, c);
  if (p.submitBlockedReason) {
    const [code, message] = BLOCKED[p.submitBlockedReason];
    throw new ApiError(403, code, message);
  }
  const companion = COMPANIONS[c.id];
  if (companion && !isEnrolled(ctx.db, caller.accountId, companion)) {
    throw new ApiError(
      403,
      'COMPANION_COMPETITION_REQUIRED',
      `Submitting to "${c.id}" requires enrollment in the companion competition "${companion}".`,
      { companionCompetitionId: companion },
    );
  }

  const sub: SubmitContext = {
    ctx,
    caller,
    competition: c,
    body,
    ownerKey: entryOwner(ctx, caller.accountId),
    idempotencyKey: key,
    requestHash,
    reply,
  };
  if (c.kind === 'igp24-polynomial') return igp24Submit(sub);

  // Payload and meta against the live submissionSpec.
  if (body.payload === undefined) {
    throw payloadError([{ path: '', code: 'REQUIRED', message: '"payload" is required.' }]);
  }
  const payloadErrors = schemaErrors(payloadSchema(c), body.payload);
  if (payloadErrors.length > 0) throw payloadError(payloadErrors);
  const payload = body.payload as Record<string, unknown>;
  const meta = (body.meta ?? {}) as Record<string, unknown>;
  const metaErrors = schemaErrors(metaSchema(c), meta);
  if (metaErrors.length > 0) {
    const first = metaErrors[0]!;
    throw new ApiError(422, 'SUBMISSION_META_INVALID', `Invalid meta at "${first.path}": ${first.message}`, {
      fieldErrors: metaErrors,
    });
  }

  // Slot (model-reference only; default 1).
  let slot = 1;
  if (c.kind === 'model-reference' && body.slot !== undefined) {
    const max = c.limits.maxEntries ?? 1;
    if (typeof body.slot !== 'number' || !Number.isInteger(body.slot) || body.slot < 1 || body.slot > max) {
      throw new ApiError(422, 'SUBMISSION_SLOT_INVALID', `"slot" must be an integer in 1..${max}.`, {
        fieldErrors: [{ path: '/slot', code: 'OUT_OF_RANGE', message: `must be an integer in 1..${max}.` }],
      });
    }
    slot = body.slot;
  }

  // Size of the text body.
  const textField =
    c.kind === 'cheatsheet' ? 'content' : c.kind === 'solver-participation' ? 'solverCode' : null;
  if (textField && c.limits.maxBytes !== undefined) {
    const bytes = utf8Bytes(String(payload[textField]));
    if (bytes > c.limits.maxBytes) {
      throw new ApiError(
        413,
        'FILE_TOO_LARGE',
        `payload.${textField} is ${bytes} UTF-8 bytes; the limit is ${c.limits.maxBytes}.`,
        { maxBytes: c.limits.maxBytes, actualBytes: bytes },
      );
    }
  }
  if (c.kind === 'solver-participation') {
    const err = leanSourceError('/solverCode', String(payload.solverCode));
    if (err) throw err;
  }

  // Lineage: an active Contributor Network item of the same competition and matching kind.
  const itemId = meta.contributorNetworkItemId;
  if (typeof itemId === 'string') {
    const item = getCnItem(ctx.db, itemId);
    const wantKind = c.kind === 'cheatsheet' ? 'cheatsheet' : 'solver-template';
    if (item?.status !== 'active' || item.competitionId !== c.id || item.kind !== wantKind) {
      throw metaError(
        `/${pointerToken('contributorNetworkItemId')}`,
        'UNKNOWN_ITEM',
        `"${itemId}" is not an active ${wantKind} item of this competition.`,
      );
    }
  }

  const now = new Date(ctx.now()).toISOString();
  const record: NewSubmission = {
    id: newId('sub'),
    competitionId: c.id,
    ownerKey: sub.ownerKey,
    accountId: caller.accountId,
    kind: c.kind,
    position: positionOf(c, payload, slot),
    slot: c.kind === 'model-reference' ? slot : null,
    track: c.kind === 'solver-participation' ? String(payload.track) : null,
    payload,
    meta,
    result: null,
    idempotencyKey: sub.idempotencyKey,
    requestHash,
    createdAt: now,
    updatedAt: now,
  };
  const row = insertSubmission(ctx.db, record, true);
  return reply.status(201).send({ ok: true, data: submissionDto(row) });
}
