import { hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import type { AppStatus, ConnectionView } from '../../../../shared/contract';
import { bridge, onEventsResumed } from '../../bridge';
import { followConnection } from './connection';
import { CONNECTIONS_KEY, coreKeysOf, OUTBOX_CHANGED, readKey, STATUS_KEY } from './keys';

/**
 * Keeps a query client in step with the core: a `cache.updated` refreshes the queries built on
 * those keys (and only those), `outbox.changed` the ones that asked for it (and carries the
 * outbox's counts), `connection.status` is the status, `connections.changed` reads the list of
 * connections again, an online/offline change or a gap in the events refreshes every query on
 * screen, and a connection switch drops everything else: data of one connection must never be
 * shown under another's name.
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
    const active = client.getQueryData<AppStatus>(STATUS_KEY)?.activeConnectionId;
    if (active && connectionId !== active) return;
    refresh(new Set(keys));
  });
  const offOutbox = bridge.on('outbox.changed', ({ pending, failed }) => {
    // The event is newer than any outbox.summary answer still on its way: that answer is dropped.
    const summaryKey = readKey('outbox.summary', {});
    void client.cancelQueries({ queryKey: summaryKey });
    client.setQueryData(summaryKey, { pending, failed });
    refresh(new Set([OUTBOX_CHANGED]));
  });
  const offStatus = bridge.on('connection.status', (status) => {
    // The event is newer than any app.status answer still on its way: that answer is dropped.
    void client.cancelQueries({ queryKey: STATUS_KEY });
    client.setQueryData(STATUS_KEY, status);
    // The active flag in the list follows the status; read the list again so both agree.
    const list = client.getQueryData<ConnectionView[]>(CONNECTIONS_KEY);
    if (list && list.find((c) => c.active)?.id !== status.activeConnectionId)
      void client.invalidateQueries({ queryKey: CONNECTIONS_KEY });
  });
  const offConnections = bridge.on('connections.changed', () => {
    void client.invalidateQueries({ queryKey: CONNECTIONS_KEY });
  });
  // Events lost while the stream was down: everything on screen may be out of date.
  const offResumed = onEventsResumed(() => invalidate(client, () => true));
  const offConnection = followConnection(client, {
    // Reset (not clear): queries on screen keep their observers, show "loading" and ask again.
    // The status that announced the switch stays.
    switched: () => void client.resetQueries({ predicate: (q) => q.queryHash !== STATUS_HASH }),
    onlineChanged: () => invalidate(client, (q) => q.queryHash !== STATUS_HASH),
  });
  return () => {
    offCache();
    offOutbox();
    offStatus();
    offConnections();
    offResumed();
    offConnection();
  };
}

const STATUS_HASH = hashKey(STATUS_KEY);

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
