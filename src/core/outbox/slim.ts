/**
 * A delivered write keeps what its result view needs — IDs, status, titles, the SHA-256 of the
 * text it sent (the version it made) — and lets go of the text itself, which the server and the
 * version store hold. Without this every save of a large cheatsheet stayed in the outbox whole,
 * twice (request and echoed result), for ever.
 */

import type { OutboxEntryView, OutboxRequest } from '../../shared/contract';
import { sha256Of } from '../experiments/hash';

/** Body fields that carry the user's text. */
const TEXT_FIELDS = ['content', 'solverCode', 'polynomials'] as const;

/** The record without its text fields; with the text's SHA-256 where `hash` is asked for. */
function withoutText(record: unknown, hash: boolean): unknown {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return record;
  const out: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const field of TEXT_FIELDS) {
    const value = out[field];
    if (value === undefined) continue;
    delete out[field];
    if (!hash) continue;
    if (typeof value === 'string') out[`${field}Sha256`] = sha256Of(value);
    if (Array.isArray(value)) {
      out[`${field}Count`] = value.length;
      out[`${field}Sha256`] = sha256Of(value.join('\n'));
    }
  }
  return out;
}

export function slimmed(entry: OutboxEntryView): { request: OutboxRequest; result: unknown } {
  const request = entry.request;
  const result = entry.result as unknown;
  switch (request.op) {
    case 'library.create':
    case 'library.update':
    case 'playground.run.create':
      return {
        request: { ...request, body: withoutText(request.body, true) as Record<string, unknown> },
        result: withoutText(result, false),
      };
    case 'submission.create': {
      const body = {
        ...request.body,
        payload: withoutText(request.body.payload, true) as Record<string, unknown>,
      };
      const record = result as Record<string, unknown> | null;
      const slimResult = record ? { ...record, payload: withoutText(record.payload, false) } : record;
      return { request: { ...request, body }, result: slimResult };
    }
    case 'cn.publish': {
      const source = withoutText(request.body.source, true);
      return {
        request: { ...request, body: { ...request.body, source } },
        result: withoutText(result, false),
      };
    }
    default:
      return { request, result };
  }
}
