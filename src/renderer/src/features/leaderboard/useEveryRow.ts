import { useEffect } from 'react';
import type { LeaderboardRow, Page } from '../../../../shared/api';
import type { Cached } from '../../../../shared/contract';
import { toErrorInfo } from '../../lib/errors';
import { useContractPages } from '../../stores/query';
import { EVERY_ROW_LIMIT, type EveryRowState, everyRowState } from './everyRow';

export type LeaderboardTable = 'leaderboard.page' | 'leaderboard.placements' | 'leaderboard.search';

/**
 * Every row of a leaderboard table, read 100 at a time while `enabled` (a search over the whole
 * table): each page asks for the next until the last. The pages stay in the query cache, so a
 * table read once knows its row count after the search is cleared.
 */
export function useEveryRow(
  method: LeaderboardTable,
  input: Record<string, unknown>,
  enabled: boolean,
): EveryRowState {
  // The three methods share one page shape; the method is chosen at run time.
  const pages = useContractPages(
    method as 'leaderboard.page',
    { ...input, limit: EVERY_ROW_LIMIT } as never,
    {
      enabled,
    },
  );
  const state = everyRowState({
    enabled,
    pages: (pages.data?.pages ?? []) as unknown as Cached<Page<LeaderboardRow>>[],
    hasNextPage: pages.hasNextPage,
    fetching: pages.isFetching,
    callError: pages.error ? toErrorInfo(pages.error) : null,
  });
  const { fetchNextPage } = pages;
  const { readNext } = state;
  useEffect(() => {
    // One page at a time: readNext is false while a page is on its way and true again when it is in.
    if (readNext) void fetchNextPage();
  }, [readNext, fetchNextPage]);
  return state;
}
