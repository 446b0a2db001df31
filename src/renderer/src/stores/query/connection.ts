/**
 * Which connection the renderer's reads belong to, followed from the `app.status` query (which
 * the core's `connection.status` event feeds) so that the header and the data can never disagree.
 * Every switch of the active connection bumps the epoch: an answer that lands in another epoch
 * than the one its call started in may describe the previous connection.
 */
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { AppStatus } from '../../../../shared/contract';
import { STATUS_KEY } from './keys';

export interface ConnectionListener {
  /** The active connection changed: everything read so far belongs to another one. */
  switched(): void;
  /** The same connection went online or offline: reads may now answer differently. */
  onlineChanged(): void;
}

let epoch = 0;

/** A number that changes on every connection switch. */
export function connectionEpoch(): number {
  return epoch;
}

const STATUS_HASH = hashKey(STATUS_KEY);

/** Calls `listener` when the client's status says the connection switched or went on/offline. */
export function followConnection(client: QueryClient, listener: ConnectionListener): () => void {
  let last = client.getQueryData<AppStatus>(STATUS_KEY) ?? null;
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash !== STATUS_HASH) return;
    const next = client.getQueryData<AppStatus>(STATUS_KEY);
    const prev = last;
    if (!next) return;
    last = next;
    // The first status only says where we are; there is nothing older to drop yet.
    if (!prev || prev === next) return;
    if (prev.activeConnectionId !== next.activeConnectionId) {
      epoch++;
      listener.switched();
    } else if (prev.online !== next.online) {
      listener.onlineChanged();
    }
  });
}
