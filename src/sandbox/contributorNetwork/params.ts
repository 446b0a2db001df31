import type { FastifyRequest } from 'fastify';
import type { Caller } from '../auth';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '../config';
import { type CursorKey, decodeCursor, encodeCursor } from '../cursor';
import { fieldInvalid, malformed } from '../errors';
import type { PageRequest } from '../pagination';
import { queryParams } from '../query';

/**
 * Strict query parsing of the Contributor Network lists (spec 4.4): unknown parameters, repeated
 * parameters and blank values give 422 RESOURCE_FIELD_INVALID.
 */
export function strictQuery(req: FastifyRequest, allowed: readonly string[]): Map<string, string> {
  const params = queryParams(req);
  const out = new Map<string, string>();
  for (const name of new Set(params.keys())) {
    const path = `/${name}`;
    if (!allowed.includes(name)) throw fieldInvalid(path, `Unknown parameter "${name}".`);
    const values = params.getAll(name);
    if (values.length > 1) throw fieldInvalid(path, `Parameter "${name}" may appear only once.`);
    const value = values[0]!;
    if (value.trim() === '') throw fieldInvalid(path, `Parameter "${name}" must not be blank.`);
    out.set(name, value);
  }
  return out;
}

/** `search`: trimmed, 1..max characters; returned lower-cased for substring matching. */
export function searchParam(q: Map<string, string>, max: number): string | null {
  const raw = q.get('search');
  if (raw === undefined) return null;
  const text = raw.trim();
  if ([...text].length > max) throw fieldInvalid('/search', `"search" must be at most ${max} characters.`);
  return text.toLowerCase();
}

export function enumParam<T extends string>(
  q: Map<string, string>,
  name: string,
  values: readonly T[],
  fallback: T,
): T {
  const raw = q.get(name);
  if (raw === undefined) return fallback;
  if (!values.includes(raw as T))
    throw fieldInvalid(`/${name}`, `"${name}" must be one of ${values.join(', ')}.`);
  return raw as T;
}

/**
 * `cursor` and `limit`. The cursor binding is the caller, the endpoint and the normalized
 * filters (trimmed, defaults filled in), so an equivalent query can continue a listing.
 */
export function strictPage(
  q: Map<string, string>,
  caller: Caller,
  endpoint: string,
  filters: unknown,
): PageRequest {
  const rawLimit = q.get('limit');
  let limit = DEFAULT_PAGE_LIMIT;
  if (rawLimit !== undefined) {
    if (!/^[0-9]{1,6}$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > MAX_PAGE_LIMIT) {
      throw malformed(`"limit" must be an integer between 1 and ${MAX_PAGE_LIMIT}.`);
    }
    limit = Number(rawLimit);
  }
  const binding = JSON.stringify([caller.accountId, endpoint, filters]);
  const cursor = q.get('cursor');
  return { limit, binding, after: cursor === undefined ? null : decodeCursor(cursor, binding) };
}

/** Keyset paging over rows already filtered and sorted in memory. */
export function pageInMemory<R, T>(
  rows: R[],
  page: PageRequest,
  keyOf: (row: R) => CursorKey,
  isAfter: (row: R, key: CursorKey) => boolean,
  view: (row: R) => T,
): { items: T[]; nextCursor: string | null } {
  const after = page.after;
  const start = after === null ? 0 : rows.findIndex((r) => isAfter(r, after));
  const rest = start === -1 ? [] : rows.slice(start, start + page.limit + 1);
  const more = rest.length > page.limit;
  const slice = more ? rest.slice(0, page.limit) : rest;
  const last = slice[slice.length - 1];
  return {
    items: slice.map(view),
    nextCursor: more && last !== undefined ? encodeCursor(page.binding, keyOf(last)) : null,
  };
}

/** Compares two keys element by element (strings and numbers). */
export function compareKeys(a: CursorKey, b: CursorKey): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}
