/**
 * The one reconciliation scan of the outbox (src/core/outbox/reconcile.ts): the window of
 * clock skew, IDs a finished write already produced, a newest-first list ending the scan, and a
 * whole oldest-first thread keeping its newest match.
 */
import { describe, expect, it } from 'vitest';
import { RECONCILE_SKEW_MS, reconcileSince } from '../../src/core/outbox/reconcile';

interface Item {
  id: string;
  at: string;
}

const QUEUED = '2026-05-01T12:00:00.000Z';
const at = (offsetMs: number) => new Date(Date.parse(QUEUED) + offsetMs).toISOString();

/** A list in pages of `size`, recording which pages were read. */
function pagesOf(items: Item[], size: number) {
  const read: Array<string | null> = [];
  const page = async (cursor: string | null) => {
    read.push(cursor);
    const start = cursor === null ? 0 : Number(cursor);
    const next = start + size;
    return { items: items.slice(start, next), nextCursor: next < items.length ? String(next) : null };
  };
  return { page, read };
}

const scanOf = (items: Item[], size = 100) => {
  const list = pagesOf(items, size);
  return {
    list,
    scan: {
      page: list.page,
      id: (i: Item) => i.id,
      madeAt: (i: Item) => i.at,
      match: async (i: Item) => i,
    },
  };
};

describe('reconcileSince', () => {
  it('adopts an item made within the clock skew before queueing, not one made before it', async () => {
    const inside = { id: 'a', at: at(-RECONCILE_SKEW_MS + 1000) };
    const outside = { id: 'b', at: at(-RECONCILE_SKEW_MS - 1000) };
    expect(await reconcileSince(QUEUED, new Set(), scanOf([outside, inside]).scan)).toEqual(inside);
    expect(await reconcileSince(QUEUED, new Set(), scanOf([outside]).scan)).toBeNull();
  });

  it('never adopts an item a finished write already produced', async () => {
    const items = [
      { id: 'taken', at: at(5000) },
      { id: 'free', at: at(6000) },
    ];
    expect(await reconcileSince(QUEUED, new Set(['taken']), scanOf(items).scan)).toEqual(items[1]);
  });

  it('stops a newest-first list at its first item older than the window, without reading on', async () => {
    const { scan, list } = scanOf(
      [
        { id: 'new', at: at(1000) },
        { id: 'old', at: at(-10 * RECONCILE_SKEW_MS) },
        { id: 'older-page', at: at(2000) },
      ],
      2,
    );
    const found = await reconcileSince(QUEUED, new Set(), {
      ...scan,
      newestFirst: true,
      match: async (i: Item) => (i.id === 'older-page' ? i : null),
    });
    expect(found).toBeNull();
    expect(list.read).toEqual([null]);
  });

  it('reads a whole oldest-first thread and keeps its newest match', async () => {
    const items = [
      { id: 'c1', at: at(1000) },
      { id: 'c2', at: at(2000) },
      { id: 'c3', at: at(3000) },
    ];
    const { scan, list } = scanOf(items, 1);
    expect(await reconcileSince(QUEUED, new Set(), { ...scan, lastMatch: true, pages: 50 })).toEqual(
      items[2],
    );
    expect(list.read).toEqual([null, '1', '2']);
  });
});
