import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { parseLine } from '../../shared/igp24';
import { utf8Bytes } from '../body';
import { IGP24_DAILY_CAP_INITIAL, IGP24_DAILY_CAP_RAISED, IGP24_PAIRS_FOR_RAISED_CAP } from '../config';
import type { SandboxContext } from '../context';
import { creditedPairCount, dailyCount, incrementDaily } from '../db/igp24Credits';
import { insertSubmission } from '../db/submissions';
import { ApiError } from '../errors';
import type { Igp24Result } from '../igp24/types';
import { schemaErrors } from '../spec/schemaCheck';
import { metaSchema, payloadSchema } from '../spec/submissionSpec';
import { igp24PostResponse } from '../spec/submissionView';
import type { SubmitContext } from './context';

export interface DailyCap {
  limit: number;
  used: number;
  /** Next UTC midnight, ms since epoch. */
  resetAt: number;
  day: string;
}

/** The team's daily IGP24 cap (spec 8) for the UTC day of `now`. */
export function dailyCap(ctx: SandboxContext, ownerKey: string, now: number): DailyCap {
  const day = new Date(now).toISOString().slice(0, 10);
  const resetAt = Date.parse(`${day}T00:00:00.000Z`) + 24 * 60 * 60 * 1000;
  const raised = creditedPairCount(ctx.db, ownerKey) >= IGP24_PAIRS_FOR_RAISED_CAP;
  return {
    limit: raised ? IGP24_DAILY_CAP_RAISED : IGP24_DAILY_CAP_INITIAL,
    used: dailyCount(ctx.db, ownerKey, day),
    resetAt,
    day,
  };
}

/** X-RateLimit-* of an IGP24 POST: the daily cap, not the per-account minute window. */
function capHeaders(reply: FastifyReply, cap: DailyCap, used: number): void {
  reply.headers({
    'x-ratelimit-limit': String(cap.limit),
    'x-ratelimit-remaining': String(Math.max(0, cap.limit - used)),
    'x-ratelimit-reset': String(Math.ceil(cap.resetAt / 1000)),
  });
}

function polynomialError(
  fieldErrors: { path: string; code: string; message: string }[],
  message: string,
): ApiError {
  return new ApiError(422, 'POLYNOMIAL_INPUT_INVALID', message, { fieldErrors });
}

/** Schema keywords on `/polynomials` that are IGP24 input errors rather than payload-shape errors. */
const INPUT_KEYWORD_CODES = new Set(['MIN_ITEMS', 'MAX_ITEMS', 'MIN_LENGTH']);

const VERIFIER_ERRORS = {
  unavailable: [503, 'IGP24_VERIFY_UNAVAILABLE', 'The IGP24 verifier is unavailable; retry later.'],
  timeout: [504, 'IGP24_VERIFY_TIMEOUT', 'The IGP24 verifier timed out.'],
  failed: [502, 'IGP24_VERIFY_FAILED', 'The IGP24 verifier returned an invalid response.'],
} as const;

/**
 * IGP24 POST after the participation gates (spec 4.2): daily cap → payload/meta schema → count
 * (empty, maxPolynomials) → byte limits (maxBytes, maxRequestBytes) → line format → verifier
 * availability → store, count the POST and queue the batch.
 */
export async function igp24Submit(sub: SubmitContext) {
  const { ctx, competition: c, body, reply } = sub;
  const now = ctx.now();
  const cap = dailyCap(ctx, sub.ownerKey, now);
  capHeaders(reply, cap, cap.used);
  if (cap.used >= cap.limit) {
    const retryAfter = Math.max(1, Math.ceil((cap.resetAt - now) / 1000));
    throw new ApiError(
      429,
      'IGP24_SUBMISSION_RATE_LIMIT_EXCEEDED',
      `Your team has used its ${cap.limit} IGP24 submissions for today (UTC).`,
      { limit: cap.limit, resetAt: new Date(cap.resetAt).toISOString() },
      { 'retry-after': String(retryAfter) },
    );
  }

  if (body.payload === undefined) {
    throw new ApiError(422, 'SUBMISSION_PAYLOAD_INVALID', 'Invalid payload: "payload" is required.', {
      fieldErrors: [{ path: '', code: 'REQUIRED', message: '"payload" is required.' }],
    });
  }
  const errors = schemaErrors(payloadSchema(c), body.payload);
  const inputErrors = errors.filter(
    (e) => e.path.startsWith('/polynomials') && INPUT_KEYWORD_CODES.has(e.code),
  );
  const shapeErrors = errors.filter((e) => !inputErrors.includes(e));
  if (shapeErrors.length > 0) {
    throw new ApiError(
      422,
      'SUBMISSION_PAYLOAD_INVALID',
      `Invalid payload at "${shapeErrors[0]!.path}": ${shapeErrors[0]!.message}`,
      {
        fieldErrors: shapeErrors,
      },
    );
  }
  const meta = (body.meta ?? {}) as Record<string, unknown>;
  const metaErrors = schemaErrors(metaSchema(c), meta);
  if (metaErrors.length > 0) {
    throw new ApiError(
      422,
      'SUBMISSION_META_INVALID',
      `Invalid meta at "${metaErrors[0]!.path}": ${metaErrors[0]!.message}`,
      {
        fieldErrors: metaErrors,
      },
    );
  }
  const lines = (body.payload as { polynomials: string[] }).polynomials;
  if (lines.length === 0) {
    throw polynomialError(
      [{ path: '/polynomials', code: 'MIN_ITEMS', message: 'Give at least one polynomial.' }],
      'The polynomial list is empty.',
    );
  }
  const maxPolynomials = c.limits.maxPolynomials ?? Number.POSITIVE_INFINITY;
  if (lines.length > maxPolynomials) {
    throw polynomialError(
      [
        {
          path: '/polynomials',
          code: 'MAX_ITEMS',
          message: `At most ${maxPolynomials} polynomials per request.`,
        },
      ],
      `${lines.length} polynomials exceed the limit of ${maxPolynomials}.`,
    );
  }
  const bodyBytes = utf8Bytes(lines.join('\n'));
  if (c.limits.maxBytes !== undefined && bodyBytes > c.limits.maxBytes) {
    throw new ApiError(
      413,
      'FILE_TOO_LARGE',
      `The polynomial body is ${bodyBytes} bytes; the limit is ${c.limits.maxBytes}.`,
      {
        limit: 'maxBytes',
        maxBytes: c.limits.maxBytes,
        actualBytes: bodyBytes,
      },
    );
  }
  // The normalized envelope: JSON.stringify of { payload, meta } as received (meta only when given).
  const envelope = JSON.stringify(
    body.meta === undefined ? { payload: body.payload } : { payload: body.payload, meta: body.meta },
  );
  const envelopeBytes = utf8Bytes(envelope);
  if (c.limits.maxRequestBytes !== undefined && envelopeBytes > c.limits.maxRequestBytes) {
    throw new ApiError(
      413,
      'FILE_TOO_LARGE',
      `The normalized request envelope is ${envelopeBytes} bytes; the limit is ${c.limits.maxRequestBytes}.`,
      { limit: 'maxRequestBytes', maxRequestBytes: c.limits.maxRequestBytes, actualBytes: envelopeBytes },
    );
  }
  const lineErrors: { path: string; code: string; message: string }[] = [];
  lines.forEach((line, i) => {
    const parsed = parseLine(line);
    if (!parsed.valid) {
      const e = parsed.errors[0];
      lineErrors.push({
        path: `/polynomials/${i}`,
        code: e?.code ?? 'INVALID_LINE',
        message: parsed.errors.map((x) => x.message).join('; ') || 'invalid polynomial line',
      });
    }
  });
  if (lineErrors.length > 0) {
    throw polynomialError(
      lineErrors,
      `${lineErrors.length} polynomial line(s) fail the format checks; first at ${lineErrors[0]!.path}.`,
    );
  }

  if (ctx.igp24.mode !== 'ok') {
    const [status, code, message] = VERIFIER_ERRORS[ctx.igp24.mode];
    throw new ApiError(status, code, message);
  }

  const at = new Date(now).toISOString();
  // The batch ID shares its suffix with the submission ID (batch reads look the record up by it).
  const suffix = randomBytes(8).toString('hex');
  const result: Igp24Result = {
    batchId: `batch_${suffix}`,
    status: 'queued',
    queuedCount: lines.length,
    rejectedCount: 0,
    items: lines.map((_, polynomialIndex) => ({ polynomialIndex, status: 'queued' as const })),
  };
  const row = ctx.db.transaction(() => {
    const stored = insertSubmission(
      ctx.db,
      {
        id: `sub_${suffix}`,
        competitionId: c.id,
        ownerKey: sub.ownerKey,
        accountId: sub.caller.accountId,
        kind: c.kind,
        position: 0,
        slot: null,
        track: null,
        payload: { polynomials: lines },
        meta,
        result,
        idempotencyKey: sub.idempotencyKey,
        requestHash: sub.requestHash,
        createdAt: at,
        updatedAt: at,
      },
      false,
    );
    const used = incrementDaily(ctx.db, sub.ownerKey, cap.day);
    capHeaders(reply, cap, used);
    return stored;
  })();
  ctx.igp24.schedule(row.id);
  return reply.status(201).send({ ok: true, data: igp24PostResponse(row) });
}
