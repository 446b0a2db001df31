/**
 * Walks a cursor list (spec 2.1): passes `nextCursor` back unchanged and, since pagination is not
 * a frozen snapshot, drops items whose ID was already yielded.
 *
 * A server that hands out the same cursor again, or never stops handing out new ones, must not
 * keep the workbench paging forever: a repeated cursor or more than `maxPages` pages stops the
 * walk with PAGING_STOPPED, and an aborted `signal` (the caller went away) stops it with CANCELLED.
 */
import type { Page } from '../../../shared/api';
import { localError } from './errors';

/**
 * 1,000 pages of 100 are 100,000 rows, far beyond any list of the spec (leaderboards, one's own
 * submissions, the library); at a few requests per second it is also the most a user waits.
 */
export const MAX_PAGES = 1000;

export interface PaginateOptions {
  signal?: AbortSignal;
  maxPages?: number;
}

export async function* paginate<T>(
  fetchPage: (cursor: string | null, signal?: AbortSignal) => Promise<Page<T>>,
  idOf: (item: T) => string,
  opts: PaginateOptions = {},
): AsyncGenerator<T> {
  const { signal, maxPages = MAX_PAGES } = opts;
  const seen = new Set<string>();
  const cursorsSeen = new Set<string>();
  let cursor: string | null = null;
  let pages = 0;
  do {
    if (signal?.aborted) throw localError('CANCELLED', 'The list was no longer needed.');
    if (pages >= maxPages) {
      throw localError('PAGING_STOPPED', `The server was still sending more after ${maxPages} pages.`);
    }
    const page = await fetchPage(cursor, signal);
    pages++;
    for (const item of page.items) {
      const id = idOf(item);
      if (seen.has(id)) continue;
      seen.add(id);
      yield item;
    }
    cursor = page.nextCursor;
    if (cursor !== null) {
      if (cursorsSeen.has(cursor)) {
        throw localError(
          'PAGING_STOPPED',
          `The server sent the same page position twice (after ${pages} pages).`,
        );
      }
      cursorsSeen.add(cursor);
    }
  } while (cursor !== null);
}

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}
