/**
 * The outbox checks itself at its boundary: a request is parsed by its op's schema (the table in
 * shared/contracts/outbox.ts) when it is queued, edited or joined, and every stored part of an
 * entry (request, the server's answer, a conflict's server copy, candidates, the error) is parsed
 * again when it comes back from SQLite. What does not match is said in words, never cast.
 */
import * as z from 'zod';
import {
  API_ERROR_CODES,
  type ApiErrorInfo,
  type ErrorCode,
  type FieldError,
  LOCAL_ERROR_CODES,
  type RateLimitInfo,
} from '../../shared/api';
import {
  type ConflictCopy,
  conflictCopy,
  isOutboxOp,
  OUTBOX_OPS,
  type OutboxOp,
  type OutboxRequest,
  type OutboxRequestOf,
  type OutboxResultOf,
} from '../../shared/contracts/outbox';
import type { OutboxCandidate } from '../../shared/contracts/outboxEntry';
import { localError } from '../api/apiError';
import { issueWords } from '../dispatch';

/** A part that matched its schema (typed), or why it did not, in words. */
export type Checked<T> = { ok: true; value: T } | { ok: false; why: string; fieldErrors: FieldError[] };

/** The schemas of one op, typed by the op (the table's rows, seen one op at a time). */
interface OpSchemas<Op extends OutboxOp> {
  request: z.ZodType<OutboxRequestOf<Op>>;
  /** A delivered entry's request, which keeps hashes instead of text (slim.ts), when it differs. */
  delivered?: z.ZodType<OutboxRequestOf<Op>>;
  result: z.ZodType<OutboxResultOf<Op>>;
}

const SCHEMAS: { readonly [Op in OutboxOp]: OpSchemas<Op> } = {
  ...OUTBOX_OPS,
  // A delivered publish keeps the SHA-256 of an inline source's text, not the text: it is no
  // longer a body the platform would take, and it is never sent again.
  'cn.publish': {
    ...OUTBOX_OPS['cn.publish'],
    delivered: z.object({ op: z.literal('cn.publish'), body: z.record(z.string(), z.unknown()) }),
  },
};

function schemasOf<Op extends OutboxOp>(op: Op): OpSchemas<Op> {
  return SCHEMAS[op];
}

/** A union's problem as that of the form the value comes closest to (the fewest problems). */
function closest(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return issue;
  const best = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
  const inner = best[0];
  return inner ? closest({ ...inner, path: [...issue.path, ...inner.path] }) : issue;
}

/** Parses `value` with `schema`; a failure names `what` and its first problem in words. */
function parsed<T>(what: string, schema: z.ZodType<T>, value: unknown): Checked<T> {
  const res = schema.safeParse(value);
  if (res.success) return { ok: true, value: res.data };
  const issues = res.error.issues.map(closest);
  const fieldErrors = issues.map((issue) => ({
    path: `/${issue.path.map(String).join('/')}`,
    code: issue.code.toUpperCase(),
    message: issueWords(issue, value),
  }));
  const first = issues[0];
  const where = first?.path.length ? ` ${first.path.map(String).join('.')}` : '';
  const words = first ? issueWords(first, value) : 'is not valid';
  return { ok: false, why: `${what}${where} ${words}`, fieldErrors };
}

function refused(why: string): { ok: false; why: string; fieldErrors: FieldError[] } {
  return { ok: false, why, fieldErrors: [] };
}

/** The op a stored or queued request names, if it is one of the table's. */
export function opOf(value: unknown): OutboxOp | null {
  if (typeof value !== 'object' || value === null || !('op' in value)) return null;
  return isOutboxOp(value.op) ? value.op : null;
}

/**
 * A request as its op's schema has it. `delivered`: a done entry that let its text go (slim.ts),
 * whose request keeps hashes in place of the text.
 */
export function checkRequest(value: unknown, delivered = false): Checked<OutboxRequest> {
  const op = opOf(value);
  if (op === null) return refused('the request names no kind of write this version knows');
  const schemas = schemasOf(op);
  return parsed('the request', (delivered && schemas.delivered) || schemas.request, value);
}

/**
 * A request as its op's schema has it, before it is written: one that does not match is refused
 * with the reason in words (INVALID_INPUT), and nothing is queued or changed.
 */
export function checked(request: unknown): OutboxRequest {
  const res = checkRequest(request);
  if (res.ok) return res.value;
  throw localError('INVALID_INPUT', `The write was not queued: ${res.why}.`, {
    fieldErrors: res.fieldErrors,
  });
}

/** What an entry of `op` holds as the server's answer (null before it is done). */
export function checkResult<Op extends OutboxOp>(op: Op, value: unknown): Checked<OutboxResultOf<Op> | null> {
  return parsed('the platform’s answer', schemasOf(op).result.nullable(), value);
}

/** The records a write whose answer was lost may be, each with the result it would give. */
export function checkCandidates<Op extends OutboxOp>(op: Op, value: unknown): Checked<OutboxCandidate<Op>[]> {
  const candidate = z.object({
    id: z.string(),
    label: z.string(),
    madeAt: z.string().nullable(),
    result: schemasOf(op).result,
  });
  return parsed('the records it may be', z.array(candidate), value);
}

const conflict = z.object({ server: conflictCopy });

/** The server copy a refused update met. */
export function checkConflict(value: unknown): Checked<{ server: ConflictCopy }> {
  return parsed('the server copy it met', conflict, value);
}

const ERROR_CODES: readonly [ErrorCode, ...ErrorCode[]] = [...API_ERROR_CODES, ...LOCAL_ERROR_CODES];

const rateLimit: z.ZodType<RateLimitInfo> = z.object({
  limit: z.number().nullable(),
  remaining: z.number().nullable(),
  resetAt: z.string().nullable(),
});

const storedError: z.ZodType<ApiErrorInfo> = z.object({
  // A code an earlier version knew and this one does not is still shown, as an internal error.
  code: z.enum(ERROR_CODES).catch('INTERNAL'),
  rawCode: z.string().optional(),
  message: z.string(),
  status: z.number().nullable(),
  fieldErrors: z.array(z.object({ path: z.string(), code: z.string(), message: z.string() })),
  retryAfterSec: z.number().nullable(),
  rateLimit: rateLimit.nullable(),
  scope: z.string().optional(),
  path: z.string().optional(),
});

/** Why an entry last failed or waits. */
export function checkError(value: unknown): Checked<ApiErrorInfo> {
  return parsed('the reason it stopped', storedError, value);
}

const storedAnswer = z.object({ value: z.unknown(), rateLimit: rateLimit.nullable() });

/** The answer column: the result (checked by op with checkResult) and the rate-limit headers. */
export function checkAnswer(value: unknown): Checked<{ value: unknown; rateLimit: RateLimitInfo | null }> {
  return parsed('the platform’s answer', storedAnswer, value);
}

/** JSON text as a value; text that is not JSON is said so. */
export function fromJson(what: string, text: string): Checked<unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return { ok: true, value };
  } catch {
    return refused(`${what} is not readable JSON`);
  }
}
