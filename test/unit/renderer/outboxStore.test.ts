// @vitest-environment happy-dom
/**
 * The renderer's outbox store keeps the latest state of an entry: a write's queued snapshot that
 * arrives after the outbox already sent the write (and the store read it back as done) must not
 * turn it back into "pending" — nothing would ever move it forward again.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntryView } from '../../../src/shared/contract';

// The fake must be window.workbench before the bridge module reads it.
const { core } = await vi.hoisted(async () => await import('./fakeCore'));

import { loadOutbox, trackEntry, useOutboxStore } from '../../../src/renderer/src/stores/outboxStore';

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
  };
}

const queued = entry('pending', '2026-11-22T10:00:00.000Z', 0);

beforeEach(() => {
  core.reset();
  useOutboxStore.setState({ entries: {}, order: [], loaded: false, gone: {}, error: null, summary: null });
});

describe('outbox store', () => {
  it('keeps a sent entry done when the write answers with its queued snapshot afterwards', async () => {
    const done = entry('done', '2026-11-22T10:00:00.050Z', 1);
    core.answer = (method) => (method === 'outbox.list' ? [done] : { pending: 0, failed: 0 });
    await loadOutbox();
    trackEntry(queued);
    expect(useOutboxStore.getState().entries[3]?.status).toBe('done');
  });

  it('keeps the later state when both happened within the same millisecond', () => {
    trackEntry(entry('done', '2026-11-22T10:00:00.000Z', 1));
    trackEntry(queued);
    expect(useOutboxStore.getState().entries[3]?.status).toBe('done');
  });

  it('takes a newer state of a known entry (a retry queues it again)', () => {
    trackEntry(entry('failed', '2026-11-22T10:00:00.000Z', 1));
    trackEntry(entry('pending', '2026-11-22T10:00:01.000Z', 1));
    expect(useOutboxStore.getState().entries[3]?.status).toBe('pending');
    expect(useOutboxStore.getState().order).toEqual([3]);
  });
});
