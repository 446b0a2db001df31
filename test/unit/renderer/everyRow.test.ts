/**
 * Reading every row of a leaderboard table (the search box): when it asks for the next page, and
 * when it may call the table complete. A partial read must never count as every row.
 */
import { describe, expect, it } from 'vitest';
import { everyRowState } from '../../../src/renderer/src/features/leaderboard/everyRow';
import type { ApiErrorInfo, LeaderboardRow, Page } from '../../../src/shared/api';
import type { Cached } from '../../../src/shared/contract';

const page = (names: string[], nextCursor: string | null): Cached<Page<LeaderboardRow>> => ({
  data: { items: names.map((teamName) => ({ teamName })), nextCursor },
  fetchedAt: '2026-11-28T12:00:00Z',
  stale: false,
  error: null,
});
const offline: ApiErrorInfo = {
  code: 'NETWORK_UNREACHABLE',
  message: 'offline',
  status: null,
  fieldErrors: [],
  retryAfterSec: null,
  rateLimit: null,
};
const base = { enabled: true, hasNextPage: false, fetching: false, callError: null };

describe('everyRowState', () => {
  it('is off before a search, and reading (without asking twice) while the first page comes', () => {
    expect(everyRowState({ ...base, enabled: false, pages: [] }).phase).toBe('off');
    const s = everyRowState({ ...base, pages: [], fetching: true });
    expect(s.phase).toBe('reading');
    expect(s.readNext).toBe(false);
  });

  it('asks for the next page only when the last has arrived', () => {
    const pages = [page(['a', 'b'], 'c1')];
    expect(everyRowState({ ...base, pages, hasNextPage: true }).readNext).toBe(true);
    expect(everyRowState({ ...base, pages, hasNextPage: true, fetching: true }).readNext).toBe(false);
  });

  it('is done when the last page read has no next one, with every row in order', () => {
    const s = everyRowState({ ...base, pages: [page(['a', 'b'], 'c1'), page(['c'], null)] });
    expect(s.phase).toBe('done');
    expect(s.rows.map((r) => r.teamName)).toEqual(['a', 'b', 'c']);
    expect(s.pagesRead).toBe(2);
    // Still known after the search is cleared (the pages stay cached): the table's row count.
    const cleared = everyRowState({
      ...base,
      enabled: false,
      pages: [page(['a', 'b'], 'c1'), page(['c'], null)],
    });
    expect(cleared.phase).toBe('done');
    expect(cleared.rows).toHaveLength(3);
  });

  it('fails, never done, when a page came without data or the call failed', () => {
    const noData: Cached<Page<LeaderboardRow>> = { data: null, fetchedAt: null, stale: true, error: offline };
    const s = everyRowState({ ...base, pages: [page(['a'], 'c1'), noData] });
    expect(s.phase).toBe('failed');
    expect(s.error?.code).toBe('NETWORK_UNREACHABLE');
    expect(s.rows).toHaveLength(1);
    expect(everyRowState({ ...base, pages: [page(['a'], 'c1')], callError: offline }).phase).toBe('failed');
  });

  it('fails as a loop when the pages stop on a cursor seen before', () => {
    // useContractPages ends (no next page) on a repeated cursor although the page names one.
    const s = everyRowState({ ...base, pages: [page(['a'], 'c1'), page(['b'], 'c1')] });
    expect(s.phase).toBe('failed');
    expect(s.looped).toBe(true);
  });
});
