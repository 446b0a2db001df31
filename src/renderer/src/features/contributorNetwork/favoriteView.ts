/**
 * What the favorite button shows while writes are on their way. The item as last read says
 * whether the caller favorited it; a favorite or unfavorite still in the outbox (or sent after
 * that read) says what it will be. The count moves with it, so the button answers at once, also
 * offline, and never jumps back while the platform's answer is on its way.
 */
export interface FavoriteWrite {
  /** true: favorite, false: unfavorite. */
  favorited: boolean;
  status: 'pending' | 'sending' | 'failed' | 'done';
  /** When the entry last changed (ISO). */
  updatedAt: string;
  id: number;
}

export interface FavoriteView {
  favorited: boolean;
  count: number;
}

export function favoriteView(
  item: { viewerHasFavorited: boolean; favoriteCount: number },
  itemFetchedAt: string | null,
  writes: readonly FavoriteWrite[],
  /** A click whose write is not queued yet. */
  intent: boolean | null = null,
): FavoriteView {
  const read = Date.parse(itemFetchedAt ?? '') || 0;
  // The newest write that still matters: not refused, and not already reflected in a later read.
  const live = writes
    .filter((w) => w.status !== 'failed' && !(w.status === 'done' && Date.parse(w.updatedAt) <= read))
    .sort((a, b) => a.id - b.id)
    .at(-1);
  const favorited = intent ?? live?.favorited ?? item.viewerHasFavorited;
  const delta = favorited === item.viewerHasFavorited ? 0 : favorited ? 1 : -1;
  return { favorited, count: Math.max(0, item.favoriteCount + delta) };
}
