/**
 * The renderer's view of the outbox: every queued write of the active connection, kept fresh from
 * `outbox.changed`. Editors and forms keep the id of the entry they queued and read its state
 * from here (pending, sending, done with the server's answer, failed with the error in words).
 */
import { create } from 'zustand';
import type { ApiErrorInfo } from '../../../shared/api';
import type { OutboxEntryView, OutboxSummary } from '../../../shared/contract';
import { bridge, call, onEventsResumed } from '../bridge';
import { toErrorInfo } from '../lib/errors';
import { useStatusStore } from './statusStore';

interface OutboxState {
  entries: Record<number, OutboxEntryView>;
  /** Queue order (ids of outbox.list). */
  order: number[];
  summary: OutboxSummary | null;
  loaded: boolean;
  error: ApiErrorInfo | null;
  /** Entries this window queued that outbox.list no longer returns (e.g. discarded). */
  gone: Record<number, true>;
}

export const useOutboxStore = create<OutboxState>()(() => ({
  entries: {},
  order: [],
  summary: null,
  loaded: false,
  error: null,
  gone: {},
}));

let loadSeq = 0;

/**
 * Reads the queue again. `summary` is the count an `outbox.changed` event already carried: then
 * only the list is read; otherwise (first load, connection switch) the counts are asked for too.
 */
export async function loadOutbox(summary?: OutboxSummary): Promise<void> {
  const seq = ++loadSeq;
  try {
    const [list, fetched] = await Promise.all([
      call('outbox.list', {}),
      summary ? Promise.resolve(summary) : call('outbox.summary', {}),
    ]);
    if (seq !== loadSeq) return;
    const entries: Record<number, OutboxEntryView> = {};
    for (const e of list) entries[e.id] = e;
    useOutboxStore.setState((s) => {
      const gone = { ...s.gone };
      // Entries we knew that vanished from the list were discarded (or aged out when done).
      for (const id of Object.keys(s.entries).map(Number)) if (!entries[id]) gone[id] = true;
      // Keep finished entries we still know about, so an editor can read its answer.
      for (const [id, e] of Object.entries(s.entries)) {
        const n = Number(id);
        if (!entries[n] && e.status === 'done') entries[n] = e;
      }
      return { entries, order: list.map((e) => e.id), summary: fetched, loaded: true, error: null, gone };
    });
  } catch (e) {
    if (seq !== loadSeq) return;
    useOutboxStore.setState({ error: toErrorInfo(e), loaded: true });
  }
}

const STAGE: Record<OutboxEntryView['status'], number> = { pending: 0, sending: 1, done: 2, failed: 2 };

/** Is `a` a later state of the entry than `b`? (Timestamps have millisecond resolution.) */
function isLater(a: OutboxEntryView, b: OutboxEntryView): boolean {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt > b.updatedAt;
  if (a.attempts !== b.attempts) return a.attempts > b.attempts;
  return STAGE[a.status] > STAGE[b.status];
}

/**
 * Record an entry a write just returned, before the next outbox.changed arrives. The outbox may
 * already have sent it (and this store read it back as done) while the write's caller was still
 * refreshing its queries: that later state is kept, not replaced by the queued snapshot.
 */
export function trackEntry(entry: OutboxEntryView): void {
  useOutboxStore.setState((s) => {
    const known = s.entries[entry.id];
    return {
      entries: known && isLater(known, entry) ? s.entries : { ...s.entries, [entry.id]: entry },
      order: s.order.includes(entry.id) ? s.order : [...s.order, entry.id],
    };
  });
}

function forget(id: number): void {
  useOutboxStore.setState((s) => {
    const entries = { ...s.entries };
    delete entries[id];
    return { entries, order: s.order.filter((x) => x !== id), gone: { ...s.gone, [id]: true } };
  });
}

export const outboxActions = {
  async retry(id: number): Promise<OutboxEntryView> {
    const e = await call('outbox.retry', { id });
    trackEntry(e);
    return e;
  },
  async edit(id: number, body: Record<string, unknown>): Promise<OutboxEntryView> {
    const e = await call('outbox.edit', { id, body });
    trackEntry(e);
    return e;
  },
  async overwrite(id: number): Promise<OutboxEntryView> {
    const e = await call('outbox.overwrite', { id });
    trackEntry(e);
    return e;
  },
  async discard(id: number): Promise<void> {
    await call('outbox.discard', { id });
    forget(id);
    void loadOutbox();
  },
};

let users = 0;
let stop: (() => void) | null = null;

/** Keep the store fresh while something shows it (the shell does, for the badge). */
export function startOutbox(): () => void {
  users++;
  if (users === 1) {
    const off = bridge.on('outbox.changed', (payload) => {
      const summary = { pending: payload.pending, failed: payload.failed };
      useOutboxStore.setState({ summary });
      void loadOutbox(summary);
    });
    const offStatus = useStatusStore.subscribe((next, prev) => {
      const a = next.status;
      const b = prev.status;
      if (a && b && a.activeConnectionId !== b.activeConnectionId) {
        useOutboxStore.setState({ entries: {}, order: [], summary: null, gone: {} });
        void loadOutbox();
      }
    });
    // Changes announced while the event stream was down: read the queue and its counts again.
    const offResumed = onEventsResumed(() => void loadOutbox());
    stop = () => {
      off();
      offStatus();
      offResumed();
    };
    void loadOutbox();
  }
  return () => {
    users--;
    if (users === 0) {
      stop?.();
      stop = null;
    }
  };
}

export function useOutboxEntry(id: number | null): OutboxEntryView | null {
  return useOutboxStore((s) => (id === null ? null : (s.entries[id] ?? null)));
}

export function useEntryGone(id: number | null): boolean {
  return useOutboxStore((s) => (id === null ? false : Boolean(s.gone[id])));
}
