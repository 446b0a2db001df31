/**
 * Walks a cursor list (spec 2.1): passes `nextCursor` back unchanged and, since pagination is not
 * a frozen snapshot, drops items whose ID was already yielded.
 */
import type { Page } from '../../../shared/api';

export async function* paginate<T>(
  fetchPage: (cursor: string | null) => Promise<Page<T>>,
  idOf: (item: T) => string,
): AsyncGenerator<T> {
  const seen = new Set<string>();
  let cursor: string | null = null;
  do {
    const page = await fetchPage(cursor);
    for (const item of page.items) {
      const id = idOf(item);
      if (seen.has(id)) continue;
      seen.add(id);
      yield item;
    }
    cursor = page.nextCursor;
  } while (cursor !== null);
}

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}
