import { useMemo, useState } from 'react';
import type { ApiErrorInfo } from '../../../../shared/api';
import type { OutboxListEntry } from '../../../../shared/contract';
import { isOp, isReadable } from '../../../../shared/contracts/outboxEntry';
import { toErrorInfo } from '../../lib/errors';
import { useOutboxList } from '../../stores/query';
import { type FavoriteWrite, favoriteView } from './favoriteView';
import type { NetworkItem } from './types';
import { useFavoriteWrite } from './useNetwork';

/** The favorite writes of one item in the outbox, oldest first. */
function favoriteWrites(entries: readonly OutboxListEntry[], itemId: string): FavoriteWrite[] {
  const out: FavoriteWrite[] = [];
  for (const e of [...entries].sort((a, b) => a.id - b.id)) {
    if (!isOp(e, 'cn.favorite') || e.request.itemId !== itemId) continue;
    out.push({ id: e.id, favorited: e.request.on, status: e.status, updatedAt: e.updatedAt });
  }
  return out;
}

/** Favorite toggle: answers at once, queued in the outbox, sent later when offline. */
export function useFavorite(item: NetworkItem, fetchedAt: string | null) {
  const queue = useOutboxList().data;
  const entries = useMemo(() => queue ?? [], [queue]);
  const writes = useMemo(() => favoriteWrites(entries, item.id), [entries, item.id]);
  const [intent, setIntent] = useState<boolean | null>(null);
  const [error, setError] = useState<ApiErrorInfo | null>(null);
  const write = useFavoriteWrite();
  const view = favoriteView(item, fetchedAt, writes, intent);
  const last = writes.at(-1);
  const entry = last ? (entries.filter(isReadable).find((e) => e.id === last.id) ?? null) : null;
  const toggle = () => {
    const next = !view.favorited;
    setIntent(next);
    setError(null);
    write
      .mutateAsync({ id: item.id, on: next })
      .catch((err: unknown) => setError(toErrorInfo(err)))
      .finally(() => setIntent(null));
  };
  return { ...view, toggle, busy: false, entry, error };
}
