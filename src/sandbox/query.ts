import type { FastifyRequest } from 'fastify';
import { pointerToken } from './body';
import { ApiError } from './errors';

/** The raw query string of a request, with repeated parameters kept. */
export function queryParams(req: FastifyRequest): URLSearchParams {
  const i = req.url.indexOf('?');
  return new URLSearchParams(i === -1 ? '' : req.url.slice(i + 1));
}

/** 422 RESOURCE_FIELD_INVALID for one query parameter, with its field error at `/<name>`. */
export function paramInvalid(name: string, code: string, message: string): ApiError {
  return new ApiError(422, 'RESOURCE_FIELD_INVALID', message, {
    fieldErrors: [{ path: `/${pointerToken(name)}`, code, message }],
  });
}

/**
 * A parameter that may appear at most once. Spec 7 lists a repeated parameter under
 * RESOURCE_FIELD_INVALID (422), not among the MALFORMED_BODY cases, also for `cursor` and `limit`.
 */
export function singleParam(params: URLSearchParams, name: string): string | null {
  const values = params.getAll(name);
  if (values.length > 1) {
    throw paramInvalid(name, 'REPEATED', `Parameter "${name}" may appear only once; send it once.`);
  }
  return values[0] ?? null;
}

/**
 * Parses a non-negative decimal integer parameter (not `limit`, which has its own rule). Anything
 * else is an endpoint-specific field failure: 422 RESOURCE_FIELD_INVALID.
 */
export function intParam(params: URLSearchParams, name: string): number | null {
  const raw = singleParam(params, name);
  if (raw === null) return null;
  if (!/^[0-9]{1,9}$/.test(raw)) {
    throw paramInvalid(name, 'TYPE_MISMATCH', `Parameter "${name}" must be a whole number, 0 or more.`);
  }
  return Number(raw);
}
