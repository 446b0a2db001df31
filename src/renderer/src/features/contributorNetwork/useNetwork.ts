/**
 * Every read and write of the Contributor Network screens, through the one query layer
 * (useCached / useContractPages / useOutboxWrite). Screens read these hooks, never the contract,
 * so each screen shows one shape: items, whether more can be loaded, the error in words, stale
 * and offline marks.
 */
import { useCallback, useMemo } from 'react';
import type { ApiErrorInfo, CompetitionSummary } from '../../../../shared/api';
import { isUnreachable } from '../../../../shared/api/errors';
import type { Cached } from '../../../../shared/contract';
import { toErrorInfo } from '../../lib/errors';
import { pagesItems, useContractPages, useOutboxWrite } from '../../stores/query';
import { useCached } from '../../stores/useCached';
import { useStatusStore } from '../../stores/statusStore';
import type { BenchmarkQuery } from './benchmarkFilters';
import type { ListQuery } from './filters';
import type { PublishBody } from './publishRules';
import type { BenchmarkSummary, NetworkComment, NetworkItem, NetworkSummary } from './types';

const PAGE = 25;

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

/** One shape for every paged read of these screens. */
function usePaged<T>(pages: ReturnType<typeof useContractPages>, items: T[]): PagedList<T> {
  const online = useStatusStore((s) => s.status?.online ?? true);
  const cachedPages = (pages.data?.pages ?? []) as Cached<unknown>[];
  const last = cachedPages.at(-1) ?? null;
  const callError = pages.error ? toErrorInfo(pages.error) : null;
  const error = callError ?? last?.error ?? null;
  const { fetchNextPage, hasNextPage, isFetchingNextPage, refetch } = pages;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    items,
    hasMore: Boolean(hasNextPage),
    loadingMore: isFetchingNextPage,
    loadMore,
    loading: pages.isPending,
    error,
    stale: cachedPages.some((p) => p.stale) || callError !== null,
    offline: !online || (error !== null && isUnreachable(error)),
    fetchedAt: cachedPages[0]?.fetchedAt ?? null,
    retry,
  };
}

/** Competitions that expose the network, and the solver tracks for the track filter. */
export function useNetworkCompetitions(): { competitions: CompetitionSummary[]; tracks: string[] } {
  const list = useCached('competitions.list', {});
  return useMemo(() => {
    const all = list.data ?? [];
    const competitions = all.filter((c) => c.capabilities?.contributorNetwork !== false);
    return { competitions, tracks: ['solo', 'marathon'] };
  }, [list.data]);
}

/** The broad listing (and the Lean package listing): all pages as one list. */
export function useNetworkListing(query: ListQuery): PagedList<NetworkSummary> {
  const pages = useContractPages('network.list', { ...query, limit: PAGE });
  const items = pagesItems<'network.list'>(pages.data) as unknown as NetworkSummary[];
  return usePaged(pages, items);
}

/** A full item by its public code or its ID. */
export function useNetworkItem(ref: { publicCode: string } | { id: string }) {
  return useCached('network.get', ref) as unknown as ReturnType<typeof useCached> & {
    data: NetworkItem | null;
  };
}

export function useComments(itemId: string): PagedList<NetworkComment> {
  const pages = useContractPages('network.comments', { itemId, limit: PAGE });
  return usePaged(pages, pagesItems<'network.comments'>(pages.data) as unknown as NetworkComment[]);
}

export function useLineage(itemId: string) {
  return useCached('network.graph', { itemId });
}

export function useBenchmarks(query: BenchmarkQuery): PagedList<BenchmarkSummary> {
  const pages = useContractPages('network.benchmarks', { ...query, limit: PAGE });
  return usePaged(pages, pagesItems<'network.benchmarks'>(pages.data) as unknown as BenchmarkSummary[]);
}

/** The caller's own items (scope mine) tell whose items are whose. */
export function useMyPlatformId(): string | null {
  const mine = useCached('network.list', { scope: 'mine', sort: 'newest', limit: 1, cursor: null });
  return (mine.data?.items[0] as NetworkSummary | undefined)?.author.platformId ?? null;
}

/** Is the caller the item's author? Asked as "is it among my items" (scope mine + its code). */
export function useIsAuthor(item: NetworkItem): boolean {
  const mine = useCached(
    'network.list',
    {
      scope: 'mine',
      sort: 'newest',
      limit: PAGE,
      cursor: null,
      ...(item.publicCode ? { publicCode: item.publicCode } : {}),
    },
    { enabled: item.publicCode !== null },
  );
  return (mine.data?.items ?? []).some((i) => (i as NetworkSummary).id === item.id);
}

export function usePublish() {
  return useOutboxWrite('network.publish', { invalidates: () => [['network.list'], ['library.list']] });
}

export function useWithdraw(item: NetworkItem) {
  const write = useOutboxWrite('network.withdraw', { invalidates: () => [['network.list']] });
  return { ...write, mutateAsync: () => write.mutateAsync({ itemId: item.id }) };
}

export function useCommentWrites(itemId: string) {
  const create = useOutboxWrite('network.commentCreate', {});
  const remove = useOutboxWrite('network.commentDelete', {});
  return {
    create: { ...create, mutateAsync: (body: string) => create.mutateAsync({ itemId, body }) },
    remove: { ...remove, mutateAsync: (commentId: string) => remove.mutateAsync({ itemId, commentId }) },
    lastError: null as ApiErrorInfo | null,
  };
}

export type { PublishBody };
