/**
 * Which connection the renderer's reads belong to. The status store owns `connection.status`;
 * this follows its state so that the header and the data can never disagree. Every switch of the
 * active connection bumps the epoch: an answer that lands in another epoch than the one its call
 * started in may describe the previous connection.
 */
import { useStatusStore } from '../statusStore';

export interface ConnectionListener {
  /** The active connection changed: everything read so far belongs to another one. */
  switched(): void;
  /** The same connection went online or offline: reads may now answer differently. */
  onlineChanged(): void;
}

let epoch = 0;
const listeners = new Set<ConnectionListener>();
let following = false;

function follow(): void {
  if (following) return;
  following = true;
  useStatusStore.subscribe((next, prev) => {
    const a = next.status;
    const b = prev.status;
    // The first status only says where we are; there is nothing older to drop yet.
    if (!a || !b || a === b) return;
    if (a.activeConnectionId !== b.activeConnectionId) {
      epoch++;
      for (const l of listeners) l.switched();
    } else if (a.online !== b.online) {
      for (const l of listeners) l.onlineChanged();
    }
  });
}

/** A number that changes on every connection switch. */
export function connectionEpoch(): number {
  follow();
  return epoch;
}

export function onConnectionChange(listener: ConnectionListener): () => void {
  follow();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
