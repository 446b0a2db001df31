/**
 * Query keys derive from the contract: `[method, input]` for one read, `[method, input, 'pages']`
 * for a cursor-paged read (input without its cursor). Key prefixes select families, e.g.
 * `['library.list']` or `['library.get', { kind }]` (TanStack matches object keys partially).
 */
import type { InfiniteData, Query } from '@tanstack/react-query';
import type { MethodInput, MethodName } from '../../../../shared/contract';
import { cacheKey, isMethodName } from '../../../../shared/methods';

/** What a query carries besides its key: what else makes it out of date. */
export interface ReadMeta extends Record<string, unknown> {
  /**
   * `cache.updated` keys (cacheKey() values) besides the read's own that make it out of date,
   * e.g. the label copy's key for a query of that copy; or `'outbox.changed'` for a read the
   * outbox's state changes (a daily quota, a count of waiting writes).
   */
  refreshOn?: readonly string[];
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ReadMeta;
  }
}

/** Named here so `refreshOn: [OUTBOX_CHANGED]` reads as what it is. */
export const OUTBOX_CHANGED = 'outbox.changed';

export function readKey<M extends MethodName>(
  method: M,
  input: MethodInput<M>,
): readonly [M, MethodInput<M>] {
  return [method, input];
}

/** The core's connection state (fed by its events, see sync.ts). */
export const STATUS_KEY = readKey('app.status', {});
export const CONNECTIONS_KEY = readKey('connections.list', {});

export function pagesKey<M extends MethodName, I>(method: M, input: I): readonly [M, I, 'pages'] {
  return [method, input, 'pages'];
}

/**
 * The core's cache keys behind one query, to match `cache.updated`: the read's own key, one per
 * page already loaded for a paged read (the first page's before anything loaded), and `refreshOn`.
 */
export function coreKeysOf(query: Query): string[] {
  const [method, input, kind] = query.queryKey;
  const extra = query.meta?.refreshOn ?? [];
  if (!isMethodName(method)) return [...extra];
  if (kind !== 'pages') return [cacheKey(method, input), ...extra];
  const loaded = (query.state.data as InfiniteData<unknown, string | null> | undefined)?.pageParams;
  const cursors = loaded?.length ? loaded : [null];
  const base = input as Record<string, unknown>;
  return [...cursors.map((cursor) => cacheKey(method, { ...base, cursor })), ...extra];
}
