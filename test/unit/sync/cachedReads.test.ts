/**
 * Cache-first reads against a real SQLite cache, with fetches the test answers by hand: a write
 * that lands while a read of the same list is on its way must not be hidden by that older answer.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/core/api/client';
import type { ActiveConnection } from '../../../src/core/connections';
import { CacheRepo } from '../../../src/core/store/cache';
import { openStore } from '../../../src/core/store/db';
import { CachedReads } from '../../../src/core/sync/cachedReads';
import { tempDir } from '../../helpers/tempDir';

const conn: ActiveConnection = { id: 'c1', partition: 'c1:p', client: {} as ApiClient };
const KEY = 'library.list:{"kind":"cheatsheet"}';

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A server whose answers the test releases one by one, each with what the server holds then. */
function server() {
  const titles: string[] = ['old'];
  const waiting: (() => void)[] = []; // by the order asked
  let asked = 0;
  const fetcher = () =>
    new Promise<string[]>((resolve) => {
      asked++;
      // The answer is what the server held when the request arrived, not when it comes back.
      const snapshot = [...titles];
      waiting.push(() => resolve(snapshot));
    });
  return {
    titles,
    fetcher,
    asked: () => asked,
    /** Releases the answer to the n-th request (0-based). */
    answer: (n: number) => waiting[n]!(),
  };
}

function setup() {
  const { db } = openStore(join(tempDir('wb-reads-'), 'workbench.db'));
  close = () => db.close();
  const cache = new CacheRepo(db);
  const updates: string[][] = [];
  const reads = new CachedReads({
    cache,
    freshMs: 60_000,
    isOnline: () => true,
    onUpdated: (_id, keys) => updates.push(keys),
  });
  return { cache, reads, updates };
}

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setImmediate(r));
};

describe('cache-first reads and writes in flight', () => {
  it('a read after an invalidation never takes the answer of a fetch sent before it', async () => {
    const { reads } = setup();
    const s = server();
    // A first read is on its way (nothing cached yet).
    const before = reads.read(conn, KEY, s.fetcher);
    await until(() => s.asked() === 1);
    // Meanwhile a write reaches the server and the lists it changes are invalidated.
    s.titles.push('new');
    const announced = reads.invalidate(conn, ['library.list:']);
    expect(announced).toEqual([KEY]);
    // The view reads again: this must go to the server, not wait for the older request.
    const after = reads.read(conn, KEY, s.fetcher);
    await until(() => s.asked() === 2);
    expect(s.asked()).toBe(2);
    s.answer(0);
    s.answer(1);
    expect((await before).data).toEqual(['old']);
    expect((await after).data).toEqual(['old', 'new']);
    // And the copy kept is the newer one, whichever answer came back last.
    expect((await reads.read(conn, KEY, s.fetcher)).data).toEqual(['old', 'new']);
  });

  it('an older answer arriving after a newer one does not replace it in the cache', async () => {
    const { reads, cache } = setup();
    const s = server();
    const first = reads.read(conn, KEY, s.fetcher);
    await until(() => s.asked() === 1);
    s.titles.push('new');
    reads.invalidate(conn, ['library.list:']);
    const second = reads.read(conn, KEY, s.fetcher);
    await until(() => s.asked() === 2);
    s.answer(1); // the newer request answers first
    expect((await second).data).toEqual(['old', 'new']);
    s.answer(0); // then the older one
    expect((await first).data).toEqual(['old']);
    expect(cache.get(conn.partition, KEY)?.value).toEqual(['old', 'new']);
  });

  it('an invalidation of a cached copy announces its key and drops it', async () => {
    const { reads, cache } = setup();
    const s = server();
    const first = reads.read(conn, KEY, s.fetcher);
    await until(() => s.asked() === 1);
    s.answer(0);
    await first;
    expect(cache.get(conn.partition, KEY)).not.toBeNull();
    expect(reads.invalidate(conn, ['library.list:'])).toEqual([KEY]);
    expect(cache.get(conn.partition, KEY)).toBeNull();
    expect(reads.invalidate(conn, ['competitions.'])).toEqual([]);
  });
});
