// @vitest-environment happy-dom
/**
 * A followed outbox entry (useOutboxEntry) is a query: fed by the write's answer, read again from
 * the queue when the core says the outbox changed. It keeps the latest state of the entry: a
 * write's queued snapshot that arrives after the outbox already sent the write must not turn it
 * back into "pending" (nothing would ever move it forward again).
 */
import type { QueryClient } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntryView } from '../../../src/shared/contract';

// The fake must be window.workbench before the bridge module reads it.
const { core, appStatus, renderHook } = await vi.hoisted(async () => await import('./fakeCore'));

import {
  createQueryClient,
  entryKey,
  type FollowedEntry,
  QueryProvider,
  recordEntry,
  STATUS_KEY,
  useOutboxEntry,
  useOutboxWrite,
} from '../../../src/renderer/src/stores/query';

function entry(status: OutboxEntryView['status'], updatedAt: string, attempts: number): OutboxEntryView {
  return {
    id: 3,
    connectionId: 'conn-a',
    request: { op: 'cn.withdraw', itemId: 'cni_1', body: {} },
    summary: 'Withdraw cni_1',
    status,
    attempts,
    nextAttemptAt: null,
    error: null,
    result: null,
    rateLimit: null,
    conflict: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt,
  } as OutboxEntryView;
}

const queued = entry('pending', '2026-11-22T10:00:00.000Z', 0);
const sent = entry('done', '2026-11-22T10:00:00.050Z', 1);

let client: QueryClient;
let unmounts: (() => void)[] = [];
function follow(id: number | null) {
  const wrap = (children: ReactNode) => createElement(QueryProvider, { client, children });
  const r = renderHook((i: number | null) => useOutboxEntry(i), id, wrap);
  unmounts.push(r.unmount);
  return r;
}
const followed = (id: number) => client.getQueryData<FollowedEntry>(entryKey(id));

beforeEach(() => {
  core.reset();
  client = createQueryClient();
  client.setQueryData(STATUS_KEY, appStatus('conn-a'));
});
afterEach(() => {
  for (const u of unmounts) u();
  unmounts = [];
  client.clear();
});

describe('a followed outbox entry', () => {
  it('stays done when the write answers with its queued snapshot afterwards', async () => {
    core.answer = () => [sent];
    const e = follow(3);
    await vi.waitFor(() => expect(e.result.current?.entry?.status).toBe('done'));
    recordEntry(client, queued);
    expect(followed(3)?.entry?.status).toBe('done');
  });

  it('keeps the later state when both happened within the same millisecond', () => {
    recordEntry(client, entry('done', '2026-11-22T10:00:00.000Z', 1));
    recordEntry(client, queued);
    expect(followed(3)?.entry?.status).toBe('done');
  });

  it('takes a newer state of a known entry (a retry queues it again)', () => {
    recordEntry(client, entry('failed', '2026-11-22T10:00:00.000Z', 1));
    recordEntry(client, entry('pending', '2026-11-22T10:00:01.000Z', 1));
    expect(followed(3)?.entry?.status).toBe('pending');
  });

  it('is followed from the write that queued it, and moves on when the outbox changes', async () => {
    let queue: OutboxEntryView[] = [queued];
    core.answer = (method) => (method === 'cn.withdraw' ? queued : queue);
    const wrap = (children: ReactNode) => createElement(QueryProvider, { client, children });
    const write = renderHook(() => useOutboxWrite('cn.withdraw'), null, wrap);
    unmounts.push(write.unmount);
    await vi.waitFor(() => expect(write.result.current).toBeDefined());
    await write.result.current?.mutateAsync({ id: 'cni_1' });
    // Known at once from the write's own answer, before any read of the queue.
    expect(followed(3)?.entry).toEqual(queued);

    const e = follow(3);
    await vi.waitFor(() => expect(e.result.current?.entry?.status).toBe('pending'));
    queue = [sent];
    core.emit('outbox.changed', { pending: 0, failed: 0, ids: [3] });
    await vi.waitFor(() => expect(e.result.current?.entry?.status).toBe('done'));
  });

  it('is gone once it leaves the queue; a done one keeps its answer', async () => {
    let queue: OutboxEntryView[] = [sent];
    core.answer = () => queue;
    const e = follow(3);
    await vi.waitFor(() => expect(e.result.current?.entry?.status).toBe('done'));
    queue = [];
    core.emit('outbox.changed', { pending: 0, failed: 0, ids: [3] });
    await vi.waitFor(() => expect(e.result.current?.gone).toBe(true));
    expect(e.result.current?.entry).toEqual(sent);
  });

  it('is gone at once when discarded here', async () => {
    const failed = entry('failed', '2026-11-22T10:00:01.000Z', 1);
    core.answer = (method) => (method === 'outbox.discard' ? null : [failed]);
    const e = follow(3);
    await vi.waitFor(() => expect(e.result.current?.entry?.status).toBe('failed'));
    const wrap = (children: ReactNode) => createElement(QueryProvider, { client, children });
    const discard = renderHook(() => useOutboxWrite('outbox.discard'), null, wrap);
    unmounts.push(discard.unmount);
    await vi.waitFor(() => expect(discard.result.current).toBeDefined());
    await discard.result.current?.mutateAsync({ id: 3 });
    expect(followed(3)).toEqual({ entry: null, gone: true });
  });
});
