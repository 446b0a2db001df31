/**
 * Walks a cursor list (spec 2.1): passes `nextCursor` back unchanged and, since pagination is not
 * a frozen snapshot, drops items whose ID was already yielded.
 *
 * A server that hands out the same cursor again, or never stops handing out new ones, must not
 * keep the workbench paging forever: a repeated cursor or more than `maxPages` pages stops the
 * walk with PAGING_STOPPED, and an aborted `signal` (the caller went away) stops it with CANCELLED.
 */
import type { Page } from '../../shared/api';
import { localError } from './apiError';

/**
 * 1,000 pages of 100 are 100,000 rows, far beyond any list of the spec (leaderboards, one's own
 * submissions, the library); at a few requests per second it is also the most a user waits.
 */
export const MAX_PAGES = 1000;

export interface PaginateOptions {
  signal?: AbortSignal;
  maxPages?: number;
}

/**
 * The pager's two stops, for walks that cannot be a `paginate()` generator (the run follower keeps
 * its cursor in SQLite and needs each whole page): call `check()` before each request and
 * `passed(nextCursor)` after it. A repeated cursor or more than `maxPages` pages throws
 * PAGING_STOPPED; an aborted signal throws CANCELLED.
 */
export class PageGuard {
  private readonly cursorsSeen = new Set<string>();
  private pages = 0;

  constructor(private readonly maxPages = MAX_PAGES) {}

  /** Whether another page may be asked for. */
  hasRoom(): boolean {
    return this.pages < this.maxPages;
  }

  check(signal?: AbortSignal): void {
    if (signal?.aborted) throw localError('CANCELLED', 'The list was no longer needed.');
    if (!this.hasRoom()) {
      throw localError('PAGING_STOPPED', `The server was still sending more after ${this.maxPages} pages.`);
    }
  }

  passed(nextCursor: string | null): void {
    this.pages++;
    if (nextCursor === null) return;
    if (this.cursorsSeen.has(nextCursor)) {
      throw localError(
        'PAGING_STOPPED',
        `The server sent the same page position twice (after ${this.pages} pages).`,
      );
    }
    this.cursorsSeen.add(nextCursor);
  }
}

/**
 * The walk itself, page by page, for lists whose pages carry more than items (IGP24 label
 * progress: generatedAt, meta). Breaking out of the `for await` ends it.
 */
export async function* pages<P extends { nextCursor: string | null }>(
  fetchPage: (cursor: string | null, signal?: AbortSignal) => Promise<P>,
  opts: PaginateOptions = {},
): AsyncGenerator<P> {
  const { signal, maxPages = MAX_PAGES } = opts;
  const guard = new PageGuard(maxPages);
  let cursor: string | null = null;
  do {
    guard.check(signal);
    const page: P = await fetchPage(cursor, signal);
    guard.passed(page.nextCursor);
    yield page;
    cursor = page.nextCursor;
  } while (cursor !== null);
}

export async function* paginate<T>(
  fetchPage: (cursor: string | null, signal?: AbortSignal) => Promise<Page<T>>,
  idOf: (item: T) => string,
  opts: PaginateOptions = {},
): AsyncGenerator<T> {
  const seen = new Set<string>();
  for await (const page of pages(fetchPage, opts)) {
    for (const item of page.items) {
      const id = idOf(item);
      if (seen.has(id)) continue;
      seen.add(id);
      yield item;
    }
  }
}

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}
