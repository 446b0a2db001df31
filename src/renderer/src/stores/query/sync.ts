import type { Query, QueryClient } from '@tanstack/react-query';
import { bridge, onEventsResumed } from '../../bridge';
import { useStatusStore } from '../statusStore';
import { onConnectionChange } from './connection';
import { coreKeysOf, OUTBOX_CHANGED } from './keys';

/**
 * Keeps a query client in step with the core: a `cache.updated` refreshes the queries built on
 * those keys (and only those), `outbox.changed` the ones that asked for it, an online/offline
 * change or a gap in the events every query on screen, and a connection switch drops everything:
 * data of one connection must never be shown under another's name.
 */
export function syncWithCore(client: QueryClient): () => void {
  // Several providers may share one client (a test, a detached window): follow the core once.
  const running = following.get(client);
  if (running) {
    running.users++;
    return () => release(client);
  }
  following.set(client, { users: 1, stop: follow(client) });
  return () => release(client);
}

const following = new WeakMap<QueryClient, { users: number; stop: () => void }>();

function release(client: QueryClient): void {
  const running = following.get(client);
  if (!running || --running.users > 0) return;
  following.delete(client);
  running.stop();
}

function follow(client: QueryClient): () => void {
  const refresh = (changed: ReadonlySet<string>) =>
    invalidate(client, (q) => coreKeysOf(q).some((k) => changed.has(k)));

  const offCache = bridge.on('cache.updated', ({ connectionId, keys }) => {
    const active = useStatusStore.getState().status?.activeConnectionId;
    if (active && connectionId !== active) return;
    refresh(new Set(keys));
  });
  const offOutbox = bridge.on('outbox.changed', () => refresh(new Set([OUTBOX_CHANGED])));
  // Events lost while the stream was down: everything on screen may be out of date.
  const offResumed = onEventsResumed(() => invalidate(client, () => true));
  const offConnection = onConnectionChange({
    // Reset (not clear): queries on screen keep their observers, show "loading" and ask again.
    switched: () => void client.resetQueries(),
    onlineChanged: () => invalidate(client, () => true),
  });
  return () => {
    offCache();
    offOutbox();
    offResumed();
    offConnection();
  };
}

/**
 * Marks the matching queries out of date and reads those on screen again. A refetch would join a
 * first read still on its way (TanStack cancels only reads that already have data), and that read
 * was sent before the change: it is dropped, so the refetch asks anew.
 */
function invalidate(client: QueryClient, predicate: (q: Query) => boolean): void {
  for (const q of client.getQueryCache().findAll({ predicate, fetchStatus: 'fetching' })) {
    if (q.state.data === undefined && q.isActive()) void q.cancel({ silent: true, revert: true });
  }
  void client.invalidateQueries({ predicate });
}
