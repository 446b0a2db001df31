import type { FastifyRequest } from 'fastify';
import type { Caller } from './auth';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from './config';
import { type CursorKey, decodeCursor, encodeCursor } from './cursor';
import { malformed } from './errors';
import { queryParams, singleParam } from './query';

export interface PageRequest {
  limit: number;
  /** Keyset position after which the page starts, or null for the first page. */
  after: CursorKey | null;
  binding: string;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * The binding of a cursor: caller account, method, route pattern, path parameters and the
 * normalized filters (every query parameter except `cursor` and `limit`, sorted).
 */
export function cursorBinding(req: FastifyRequest, caller: Caller): string {
  const params = Object.entries((req.params ?? {}) as Record<string, string>).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  const filters = [...queryParams(req).entries()]
    .filter(([k]) => k !== 'cursor' && k !== 'limit')
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return JSON.stringify([caller.accountId, req.method, req.routeOptions.url, params, filters]);
}

export function parseLimit(
  params: URLSearchParams,
  defaults = { limit: DEFAULT_PAGE_LIMIT, max: MAX_PAGE_LIMIT },
): number {
  const raw = singleParam(params, 'limit');
  if (raw === null) return defaults.limit;
  if (!/^[0-9]{1,6}$/.test(raw)) throw malformed(`"limit" must be an integer between 1 and ${defaults.max}.`);
  const n = Number(raw);
  if (n < 1 || n > defaults.max) throw malformed(`"limit" must be an integer between 1 and ${defaults.max}.`);
  return n;
}

/** Reads `cursor` and `limit` for a cursor-paginated list. */
export function pageRequest(req: FastifyRequest, caller: Caller): PageRequest {
  const params = queryParams(req);
  const limit = parseLimit(params);
  const binding = cursorBinding(req, caller);
  const cursor = singleParam(params, 'cursor');
  const after = cursor === null ? null : decodeCursor(cursor, binding);
  return { limit, after, binding };
}

/**
 * Checks a decoded keyset position against the expected element types (a cursor signed for an
 * older layout would otherwise reach SQL).
 */
export function keyAs<T extends CursorKey>(
  after: CursorKey | null,
  types: readonly ('string' | 'number')[],
): T | null {
  if (after === null) return null;
  if (after.length !== types.length || after.some((v, i) => typeof v !== types[i])) {
    throw malformed('Cursor is invalid or belongs to another request context.');
  }
  return after as T;
}

/** Builds a page from `limit + 1` fetched rows; the extra row only signals that more exist. */
export function toPage<R, T>(
  rows: R[],
  page: PageRequest,
  keyOf: (row: R) => CursorKey,
  view: (row: R) => T,
): Page<T> {
  const more = rows.length > page.limit;
  const slice = more ? rows.slice(0, page.limit) : rows;
  const last = slice[slice.length - 1];
  return {
    items: slice.map(view),
    nextCursor: more && last !== undefined ? encodeCursor(page.binding, keyOf(last)) : null,
  };
}
