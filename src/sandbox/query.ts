import type { FastifyRequest } from 'fastify';
import { malformed } from './errors';

/** The raw query string of a request, with repeated parameters kept. */
export function queryParams(req: FastifyRequest): URLSearchParams {
  const i = req.url.indexOf('?');
  return new URLSearchParams(i === -1 ? '' : req.url.slice(i + 1));
}

/** A parameter that may appear at most once; a repeat gives 400 MALFORMED_BODY. */
export function singleParam(params: URLSearchParams, name: string): string | null {
  const values = params.getAll(name);
  if (values.length > 1) throw malformed(`Parameter "${name}" may appear only once.`);
  return values[0] ?? null;
}

/** Parses a non-negative decimal integer parameter; anything else gives 400 MALFORMED_BODY. */
export function intParam(params: URLSearchParams, name: string): number | null {
  const raw = singleParam(params, name);
  if (raw === null) return null;
  if (!/^[0-9]{1,9}$/.test(raw)) throw malformed(`Parameter "${name}" must be a non-negative integer.`);
  return Number(raw);
}
