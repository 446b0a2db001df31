/**
 * A delivered write keeps what its result view needs — IDs, status, titles, the SHA-256 of the
 * text it sent (the version it made) — and lets go of the text itself, which the server and the
 * version store hold. Without this every save of a large cheatsheet stayed in the outbox whole,
 * twice (request and echoed result), for ever.
 */

import { isOp, type OutboxEntryView, type OutboxRequest } from '../../shared/contract';
import { isRecord } from '../../shared/record';
import { sha256Hex } from '../sha256';

/** Body fields that carry the user's text. */
const TEXT_FIELDS = ['content', 'solverCode', 'polynomials'] as const;

/** The record without its text fields; with the text's SHA-256 where `hash` is asked for. */
function withoutText(record: Record<string, unknown>, hash: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = { ...record };
  for (const field of TEXT_FIELDS) {
    const value = out[field];
    if (value === undefined) continue;
    delete out[field];
    if (!hash) continue;
    if (typeof value === 'string') out[`${field}Sha256`] = sha256Hex(value);
    if (Array.isArray(value)) {
      out[`${field}Count`] = value.length;
      out[`${field}Sha256`] = sha256Hex(value.join('\n'));
    }
  }
  return out;
}

/** A result record without its text (null stays null). */
function resultWithoutText(result: Record<string, unknown> | null): Record<string, unknown> | null {
  return result === null ? null : withoutText(result, false);
}

/**
 * What a delivered entry keeps. The outbox checks both against the op's schemas before it writes
 * them (a delivered request may hold hashes where the text was), so nothing here is trusted blind.
 */
export function slimmed(entry: OutboxEntryView): { request: OutboxRequest; result: unknown } {
  if (
    isOp(entry, 'library.create') ||
    isOp(entry, 'library.update') ||
    isOp(entry, 'playground.run.create')
  ) {
    const request = entry.request;
    return {
      request: { ...request, body: withoutText(request.body, true) },
      result: resultWithoutText(entry.result),
    };
  }
  if (isOp(entry, 'submission.create')) {
    const request = entry.request;
    const body = { ...request.body, payload: withoutText(request.body.payload, true) };
    const record = entry.result;
    const result = record ? { ...record, payload: withoutText(record.payload, false) } : null;
    return { request: { ...request, body }, result };
  }
  if (isOp(entry, 'cn.publish')) {
    const request = entry.request;
    const source = request.body.source;
    return {
      request: {
        ...request,
        body: { ...request.body, source: isRecord(source) ? withoutText(source, true) : source },
      },
      result: resultWithoutText(entry.result),
    };
  }
  return { request: entry.request, result: entry.result };
}
