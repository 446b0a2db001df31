import type { ApiErrorInfo, LeaderboardRow, Page } from '../../../../shared/api';
import type { Cached } from '../../../../shared/contract';

/** Rows per page when every row is read (the most a list may ask for; spec 4.1). */
export const EVERY_ROW_LIMIT = 100;

/** Where reading every row of a table stands. */
export type EveryRowPhase = 'off' | 'reading' | 'done' | 'failed';

export interface EveryRowState {
  phase: EveryRowPhase;
  rows: LeaderboardRow[];
  pagesRead: number;
  /** Why the reading stopped before the last page (offline, refused…). */
  error: ApiErrorInfo | null;
  /** It stopped because the platform gave a page cursor it had given before (its list loops). */
  looped: boolean;
  /** Whether the next page should be asked for now. */
  readNext: boolean;
}

export interface PagesProgress {
  enabled: boolean;
  /** The pages read so far, in order (each the core's Cached answer). */
  pages: readonly Cached<Page<LeaderboardRow>>[];
  hasNextPage: boolean;
  fetching: boolean;
  /** The call itself failed (host down), as words. */
  callError: ApiErrorInfo | null;
}

/**
 * The state of reading every page of a table, one after another. Done only when the last page
 * read says there is no next one: a page answered without data (offline with nothing cached, or
 * an error) stops the reading as failed, so a partial list is never called complete.
 */
export function everyRowState(p: PagesProgress): EveryRowState {
  const rows = p.pages.flatMap((page) => page.data?.items ?? []);
  const last = p.pages[p.pages.length - 1];
  const base = { rows, pagesRead: p.pages.length, error: null, looped: false, readNext: false };
  if (p.callError) return { ...base, phase: 'failed', error: p.callError };
  if (last && last.data === null) return { ...base, phase: 'failed', error: last.error };
  if (last && !p.hasNextPage && !p.fetching && last.data?.nextCursor === null)
    return { ...base, phase: 'done' };
  if (!p.enabled) return { ...base, phase: 'off' };
  if (last && !p.hasNextPage && !p.fetching)
    // A cursor seen before (useContractPages stops there): the platform's list loops.
    return { ...base, phase: 'failed', looped: true };
  return { ...base, phase: 'reading', readNext: Boolean(last) && p.hasNextPage && !p.fetching };
}
