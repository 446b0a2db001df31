/**
 * The one check of the outbox (src/core/outbox/reconcile.ts): the window of clock skew, IDs a
 * finished write already produced or that existed before the first send, a newest-first list
 * ending the scan, a whole oldest-first thread keeping its newest match, and the three answers —
 * found, provably absent, unsure (records that cannot be told apart, or a list read only in part).
 */
import { describe, expect, it } from 'vitest';
import { RECONCILE_SKEW_MS, reconcileSince, type Verdict } from '../../../../src/core/outbox/reconcile';

interface Item {
  id: string;
  at: string | null;
  /** 'mine', 'other', or 'maybe': what the item is to the write. */
  is?: 'mine' | 'other' | 'maybe';
}

const QUEUED = '2026-05-01T12:00:00.000Z';
const at = (offsetMs: number) => new Date(Date.parse(QUEUED) + offsetMs).toISOString();
const none = { taken: new Set<string>() };

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
      label: (i: Item) => `Item ${i.id}`,
      match: async (i: Item): Promise<Verdict<Item>> =>
        (i.is ?? 'mine') === 'mine' ? { mine: i } : i.is === 'other' ? 'other' : { maybe: i },
    },
  };
};

describe('reconcileSince', () => {
  it('finds an item made within the clock skew before queueing; one made before it proves nothing', async () => {
    const inside = { id: 'a', at: at(-RECONCILE_SKEW_MS + 1000) };
    const outside = { id: 'b', at: at(-RECONCILE_SKEW_MS - 1000) };
    expect(await reconcileSince(QUEUED, none, scanOf([outside, inside]).scan)).toEqual({
      kind: 'found',
      result: inside,
    });
    expect(await reconcileSince(QUEUED, none, scanOf([outside]).scan)).toEqual({ kind: 'absent' });
  });

  it('never takes an item a finished write produced, or one that was there before the first send', async () => {
    const items = [
      { id: 'taken', at: at(5000) },
      { id: 'old', at: null },
      { id: 'free', at: at(6000) },
    ];
    const known = { taken: new Set(['taken']), before: new Set(['old']) };
    expect(await reconcileSince(QUEUED, known, scanOf(items).scan)).toEqual({
      kind: 'found',
      result: items[2],
    });
  });

  it('stops a newest-first list at its first item older than the window, without reading on', async () => {
    const { scan, list } = scanOf(
      [
        { id: 'new', at: at(1000), is: 'other' },
        { id: 'old', at: at(-10 * RECONCILE_SKEW_MS) },
        { id: 'older-page', at: at(2000) },
      ],
      2,
    );
    expect(await reconcileSince(QUEUED, none, { ...scan, newestFirst: true })).toEqual({ kind: 'absent' });
    expect(list.read).toEqual([null]);
  });

  it('reads a whole oldest-first thread and keeps its newest match', async () => {
    const items = [
      { id: 'c1', at: at(1000) },
      { id: 'c2', at: at(2000) },
      { id: 'c3', at: at(3000) },
    ];
    const { scan, list } = scanOf(items, 1);
    expect(await reconcileSince(QUEUED, none, { ...scan, lastMatch: true, pages: 50 })).toEqual({
      kind: 'found',
      result: items[2],
    });
    expect(list.read).toEqual([null, '1', '2']);
  });

  it('is unsure, listing them, when records since cannot be told apart from the write', async () => {
    const items: Item[] = [
      { id: 'x', at: null, is: 'maybe' },
      { id: 'y', at: at(1000), is: 'other' },
    ];
    const check = await reconcileSince(QUEUED, none, scanOf(items).scan);
    expect(check.kind).toBe('unsure');
    if (check.kind !== 'unsure') return;
    expect(check.candidates.map((c) => [c.id, c.label, c.madeAt])).toEqual([['x', 'Item x', null]]);
  });

  it('is unsure when the list is longer than the check reads, even with nothing that matches', async () => {
    const items: Item[] = Array.from({ length: 5 }, (_, i) => ({ id: `o${i}`, at: at(i), is: 'other' }));
    const check = await reconcileSince(QUEUED, none, { ...scanOf(items, 1).scan, pages: 3 });
    expect(check).toMatchObject({ kind: 'unsure', candidates: [] });
    const whole = await reconcileSince(QUEUED, none, { ...scanOf(items, 1).scan, pages: 5 });
    expect(whole).toEqual({ kind: 'absent' });
  });
});
