/**
 * The outbox as queries: the queue (`outbox.list`), its counts (`outbox.summary`, which the
 * `outbox.changed` event carries) and one query per followed entry. A form that queued a write
 * keeps only the entry's id and reads its state here: pending, sending, done with the server's
 * answer, failed with the error in words, or gone (discarded).
 */
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OutboxEntryView } from '../../../../shared/contract';
import { isReadable } from '../../../../shared/contracts/outboxEntry';
import { OUTBOX_CHANGED } from './keys';
import { readContract } from './read';
import { useContractQuery } from './useContractQuery';

export interface FollowedEntry {
  /** The entry's latest known state; a done entry keeps its answer after it leaves the queue. */
  entry: OutboxEntryView | null;
  /** It was in the queue and is no more: discarded (or done and aged out). */
  gone: boolean;
}

/** Not a contract method: the entry is read from the queue (see readEntry). */
export function entryKey(id: number): readonly ['outbox.entry', number] {
  return ['outbox.entry', id];
}

const NOTHING: FollowedEntry = { entry: null, gone: false };

const STAGE: Record<OutboxEntryView['status'], number> = { pending: 0, sending: 1, done: 2, failed: 2 };

/** Is `a` a later state of the entry than `b`? (Timestamps have millisecond resolution.) */
export function isLater(a: OutboxEntryView, b: OutboxEntryView): boolean {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt > b.updatedAt;
  if (a.attempts !== b.attempts) return a.attempts > b.attempts;
  return STAGE[a.status] > STAGE[b.status];
}

/**
 * Records the entry a write just answered with. The outbox may already have sent it (and its
 * query read it back as done) while the write's answer was on its way: that later state is kept,
 * not replaced by the queued snapshot.
 */
export function recordEntry(client: QueryClient, entry: OutboxEntryView): void {
  client.setQueryData<FollowedEntry>(entryKey(entry.id), (known) =>
    known?.entry && isLater(known.entry, entry) ? known : { entry, gone: known?.gone ?? false },
  );
}

/** The entry was discarded here: it is gone at once, before the queue is read again. */
export function forgetEntry(client: QueryClient, id: number): void {
  client.setQueryData<FollowedEntry>(entryKey(id), { entry: null, gone: true });
}

/** One entry's state from the queue, merged with what its query already knew. */
async function readEntry(client: QueryClient, id: number): Promise<FollowedEntry> {
  const key = entryKey(id);
  const before = client.getQueryData<FollowedEntry>(key);
  const queue = await readContract('outbox.list', {});
  // A write may have recorded the entry while the queue was being read.
  const known = client.getQueryData<FollowedEntry>(key) ?? before ?? NOTHING;
  // One that can no longer be read is not followed here: the Outbox page lists it, with why.
  const found = queue.filter(isReadable).find((e) => e.id === id);
  if (found) return known.entry && isLater(known.entry, found) ? known : { entry: found, gone: known.gone };
  // Not known when the read began: that read says nothing about it yet.
  if (!before?.entry) return known;
  return { entry: known.entry?.status === 'done' ? known.entry : null, gone: true };
}

/** Follows one queued write; `null` follows nothing (no call). */
export function useOutboxEntry(id: number | null): FollowedEntry {
  const client = useQueryClient();
  const q = useQuery({
    queryKey: entryKey(id ?? 0),
    queryFn: () => readEntry(client, id ?? 0),
    enabled: id !== null,
    meta: { refreshOn: [OUTBOX_CHANGED] },
  });
  return id === null ? NOTHING : (q.data ?? NOTHING);
}

/** The queue of the active connection, in order. */
export function useOutboxList() {
  return useContractQuery('outbox.list', {}, { refreshOn: [OUTBOX_CHANGED] });
}

/** The queue's counts; the `outbox.changed` event carries them (sync.ts writes them here). */
export function useOutboxSummary() {
  return useContractQuery('outbox.summary', {}, { staleTime: Number.POSITIVE_INFINITY });
}
