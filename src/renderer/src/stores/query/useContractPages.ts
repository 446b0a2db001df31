import { type InfiniteData, type UseInfiniteQueryResult, useInfiniteQuery } from '@tanstack/react-query';
import type { Cached, MethodInput, MethodResult } from '../../../../shared/contract';
import { pagesKey } from './keys';
import type { CachedData, PagedMethod, PagesInput } from './methods';
import { readContract } from './read';

type Cursor = string | null;

export interface ContractPagesOptions {
  enabled?: boolean;
  refetchInterval?: number | false;
  /** Other `cache.updated` keys (or OUTBOX_CHANGED) that make these pages out of date. */
  refreshOn?: readonly string[];
}

export type ContractPages<M extends PagedMethod> = UseInfiniteQueryResult<
  InfiniteData<MethodResult<M>, Cursor>,
  Error
>;

/**
 * A cursor-paged read as one growing list: the first page with `cursor: null`, then
 * `fetchNextPage()` follows `nextCursor` until it is null. Each page is the core's Cached answer
 * (its own fetchedAt and stale). A refresh (cache.updated for any loaded page) reloads the pages
 * in order from the first, so the list never mixes two versions of the cursors.
 */
export function useContractPages<M extends PagedMethod>(
  method: M,
  input: PagesInput<M>,
  { refreshOn, ...options }: ContractPagesOptions = {},
): ContractPages<M> {
  return useInfiniteQuery({
    ...options,
    queryKey: pagesKey(method, input),
    queryFn: ({ pageParam }) => readContract(method, { ...input, cursor: pageParam } as MethodInput<M>),
    initialPageParam: null as Cursor,
    getNextPageParam: (last, _all, _lastCursor, cursors) => nextCursor(last as Cached<unknown>, cursors),
    meta: refreshOn ? { refreshOn } : undefined,
  });
}

/** The next cursor, or undefined at the end. A cursor seen before would loop forever: stop. */
export function nextCursor(last: Cached<unknown>, seen: readonly Cursor[]): string | undefined {
  const next = (last.data as { nextCursor?: Cursor } | null)?.nextCursor;
  if (!next || seen.includes(next)) return undefined;
  return next;
}

type ItemOf<M extends PagedMethod> = CachedData<M> extends { items: (infer T)[] } ? T : never;

/** Every item of the pages loaded so far, in order. */
export function pagesItems<M extends PagedMethod>(
  data: InfiniteData<MethodResult<M>, Cursor> | undefined,
): ItemOf<M>[] {
  const pages = (data?.pages ?? []) as unknown as Cached<{ items: ItemOf<M>[] }>[];
  return pages.flatMap((page) => page.data?.items ?? []);
}
