/**
 * Every read and write of the Contributor Network screens, through the one query layer
 * (useCached / useContractQuery / useContractPages / useOutboxWrite). Screens read these hooks,
 * never the contract, so each screen sees one shape: items, whether more can be loaded, the error
 * in words, stale and offline marks.
 */
import type { InfiniteData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ApiErrorInfo, CompetitionSummary } from '../../../../shared/api';
import type { PublishBody } from '../../../../shared/api/contributorNetwork';
import { isUnreachable } from '../../../../shared/api/errors';
import type { Cached } from '../../../../shared/contract';
import { catalogWords } from '../../lib/catalogWords';
import { toErrorInfo } from '../../lib/errors';
import { useContractPages, useContractQuery, useOnline, useOutboxWrite } from '../../stores/query';
import { useCached } from '../../stores/useCached';
import type { BenchmarkQuery } from './benchmarkFilters';
import type { ListQuery } from './filters';
import type { BenchmarkSummary, NetworkComment, NetworkItem, NetworkSummary } from './types';

/**
 * Items, comments and benchmark results a request: the largest page the spec allows (4.4: limit
 * 1..100; default 25). Fewer requests for a long list, and each answer is stored in one go.
 */
const PAGE = 100;

export interface PagedList<T> {
  items: T[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
  loading: boolean;
  error: ApiErrorInfo | null;
  stale: boolean;
  /** The answer came from this computer's copy because the platform cannot be reached. */
  offline: boolean;
  fetchedAt: string | null;
  retry(): void;
}

interface PagesLike {
  data: InfiniteData<unknown, unknown> | undefined;
  error: Error | null;
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): Promise<unknown>;
  refetch(): Promise<unknown>;
}

type Page<T> = { items: T[]; nextCursor: string | null; fromCache?: boolean };

/** One shape for every paged read of these screens. */
function usePaged<T>(pages: PagesLike): PagedList<T> {
  const online = useOnline();
  const cachedPages = (pages.data?.pages ?? []) as Cached<Page<T>>[];
  const items = useMemo(() => cachedPages.flatMap((p) => p.data?.items ?? []), [cachedPages]);
  const last = cachedPages.at(-1) ?? null;
  const callError = pages.error ? toErrorInfo(pages.error) : null;
  const error = callError ?? last?.error ?? null;
  const { fetchNextPage, refetch } = pages;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const retry = useCallback(() => void refetch(), [refetch]);
  const fromCache = cachedPages.some((p) => p.data?.fromCache === true);
  return {
    items,
    hasMore: Boolean(pages.hasNextPage),
    loadingMore: pages.isFetchingNextPage,
    loadMore,
    loading: pages.isPending,
    error,
    stale: cachedPages.some((p) => p.stale) || callError !== null,
    offline: fromCache || (!online && error !== null) || (error !== null && isUnreachable(error)),
    fetchedAt: cachedPages[0]?.fetchedAt ?? null,
    retry,
  };
}

/** Competitions that expose the network, and the solver tracks for the track filter. */
export function useNetworkCompetitions(): {
  competitions: CompetitionSummary[];
  tracks: string[];
  /** A track's name in the solver competition's catalog. */
  trackName(id: string): string;
} {
  const list = useCached('competitions.list', {});
  const solver = (list.data ?? []).find((c) => c.submissionKind === 'solver-participation');
  const detail = useCached(
    'competitions.get',
    { competitionId: solver?.id ?? '' },
    { enabled: Boolean(solver) },
  );
  return useMemo(() => {
    const competitions = (list.data ?? []).filter((c) => c.capabilities?.contributorNetwork !== false);
    const tracks = detail.data?.submissionSpec.catalog?.tracks?.map((t) => t.id) ?? ['solo', 'marathon'];
    return { competitions, tracks, trackName: catalogWords(detail.data).track };
  }, [list.data, detail.data]);
}

/** The broad listing: all pages as one list; offline, a search answers from the local index. */
export function useNetworkListing(query: ListQuery): PagedList<NetworkSummary> {
  return usePaged(useContractPages('cn.list', { ...query, limit: PAGE }) as unknown as PagesLike);
}

export interface PackageQuery {
  problemId?: string;
  search?: string;
  sort?: 'newest' | 'earliest';
}

/** The Lean kernel package listing (competition and kind fixed by the core). */
export function usePackageListing(query: PackageQuery): PagedList<NetworkSummary> {
  return usePaged(useContractPages('cn.packages.list', { ...query, limit: PAGE }) as unknown as PagesLike);
}

/** A typed public code to its item's ID (any case, spaces around). */
export function useLookup(publicCode: string | null) {
  const q = useContractQuery('cn.lookup', { publicCode: publicCode ?? '' }, { enabled: publicCode !== null });
  return {
    id: q.data?.item?.id ?? null,
    /** Answered, and no active item has the code. */
    missing: q.data !== undefined && q.data.item === null,
    error: q.error ? toErrorInfo(q.error) : null,
    loading: publicCode !== null && q.isPending,
    retry: () => void q.refetch(),
  };
}

/** A full item by its ID, cache-first. */
export function useNetworkItem(id: string | null) {
  return useCached('cn.get', { id: id ?? '' }, { enabled: id !== null && id !== '' });
}

export function useComments(id: string): PagedList<NetworkComment> {
  return usePaged(useContractPages('cn.comments.list', { id, limit: PAGE }) as unknown as PagesLike);
}

/**
 * The family an item belongs to, drawn and counted the same on every page of it. The platform's
 * graph of an item holds its ancestors and descendants only: for the end of one branch it leaves
 * out the other branches (6 items), for the first item it holds them all (7). So the graph read
 * is the one of the item's oldest active ancestor, the whole family; the item's own graph is only
 * the way to that ancestor, and what is shown when the family's cannot be read.
 */
export function useLineage(id: string) {
  const own = useCached('cn.graph', { id });
  const rootId = own.data?.nodes.find((n) => n.parentId === null)?.id ?? null;
  const fromRoot = rootId !== null && rootId !== id;
  const family = useCached('cn.graph', { id: rootId ?? id }, { enabled: fromRoot });
  if (!fromRoot) return { graph: own, whole: true };
  if (family.data || family.loading) return { graph: family, whole: true };
  return { graph: own, whole: false };
}

export function useBenchmarks(query: BenchmarkQuery, enabled = true): PagedList<BenchmarkSummary> {
  return usePaged(
    useContractPages('cn.benchmarks.list', { ...query, limit: PAGE }, { enabled }) as unknown as PagesLike,
  );
}

/** The caller's own items (scope mine) say which platform ID is the caller's. */
export function useMyPlatformId(): string | null {
  const mine = useCached('cn.list', { scope: 'mine', sort: 'newest', limit: 1 });
  return mine.data?.items[0]?.author.platformId ?? null;
}

/** Is the caller the item's author? Asked as "is it among my items" (scope mine + its code). */
export function useIsAuthor(item: NetworkItem): boolean {
  const code = item.publicCode;
  const mine = useCached(
    'cn.list',
    { scope: 'mine', sort: 'newest', limit: PAGE, ...(code ? { publicCode: code } : {}) },
    { enabled: code !== null },
  );
  return (mine.data?.items ?? []).some((i) => i.id === item.id);
}

export function usePublish() {
  return useOutboxWrite('cn.publish', {
    invalidates: () => [['cn.list'], ['library.list'], ['library.get']],
  });
}

export function useWithdraw(item: NetworkItem) {
  const write = useOutboxWrite('cn.withdraw', {
    invalidates: () => [['cn.list'], ['cn.get', { id: item.id }], ['cn.graph']],
  });
  return { isPending: write.isPending, mutateAsync: () => write.mutateAsync({ id: item.id }) };
}

export function useCommentWrites(id: string) {
  const create = useOutboxWrite('cn.comments.create', {});
  const remove = useOutboxWrite('cn.comments.delete', {});
  return {
    create: (body: string) => create.mutateAsync({ id, body }),
    remove: (commentId: string) => remove.mutateAsync({ id, commentId }),
  };
}

export function useFavoriteWrite() {
  return useOutboxWrite('cn.favorite', {});
}

export type { PublishBody };
