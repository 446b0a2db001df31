/** The favorite button while writes are in the outbox: at once, offline, and without jumping back. */
import { describe, expect, it } from 'vitest';
import {
  type FavoriteWrite,
  favoriteView,
} from '../../../src/renderer/src/features/contributorNetwork/favoriteView';

const item = { viewerHasFavorited: false, favoriteCount: 4 };
const T0 = '2026-11-22T10:00:00.000Z';
const T1 = '2026-11-22T10:00:05.000Z';
const w = (
  id: number,
  favorited: boolean,
  status: FavoriteWrite['status'],
  updatedAt = T1,
): FavoriteWrite => ({
  id,
  favorited,
  status,
  updatedAt,
});

describe('favoriteView', () => {
  it('shows the item as read when nothing is on its way', () => {
    expect(favoriteView(item, T0, [])).toEqual({ favorited: false, count: 4 });
  });
  it('answers a click at once, before the write is queued', () => {
    expect(favoriteView(item, T0, [], true)).toEqual({ favorited: true, count: 5 });
  });
  it('follows a pending or sending write (offline too)', () => {
    expect(favoriteView(item, T0, [w(1, true, 'pending')])).toEqual({ favorited: true, count: 5 });
    expect(
      favoriteView({ viewerHasFavorited: true, favoriteCount: 5 }, T0, [w(1, false, 'sending')]),
    ).toEqual({
      favorited: false,
      count: 4,
    });
  });
  it('the newest write wins', () => {
    expect(favoriteView(item, T0, [w(2, false, 'pending'), w(1, true, 'pending')])).toEqual({
      favorited: false,
      count: 4,
    });
  });
  it('keeps a sent write until a later read reflects it, and drops a refused one', () => {
    expect(favoriteView(item, T0, [w(1, true, 'done', T1)])).toEqual({ favorited: true, count: 5 });
    const reread = { viewerHasFavorited: true, favoriteCount: 5 };
    expect(favoriteView(reread, '2026-11-22T10:00:06.000Z', [w(1, true, 'done', T1)])).toEqual({
      favorited: true,
      count: 5,
    });
    expect(favoriteView(item, T0, [w(1, true, 'failed')])).toEqual({ favorited: false, count: 4 });
  });
});
