// @vitest-environment happy-dom
/**
 * The library editor's document (useLibraryDocument) in a real React root against a stand-in for
 * the core: opening (server copy or draft), typing and the autosaved draft, saving through the
 * outbox, a server copy changed elsewhere, a published (locked) item, and working offline.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { core, appStatus, renderHook } = await vi.hoisted(async () => await import('./fakeCore'));

import { useLibraryDocument } from '../../../src/renderer/src/features/editors/useLibraryDocument';
import {
  createQueryClient,
  QueryProvider,
  recordEntry,
  STATUS_KEY,
} from '../../../src/renderer/src/stores/query';
import type { OutboxEntryView } from '../../../src/shared/contract';

const T0 = '2026-11-22T10:00:00.000Z';
const T1 = '2026-11-22T11:00:00.000Z';
const item = (extra: Record<string, unknown> = {}) => ({
  id: 'cs-1',
  kind: 'cheatsheet',
  title: 'Basics',
  content: 'server text',
  createdAt: T0,
  updatedAt: T0,
  sourceContributorNetworkItemId: null,
  publishedContributorNetworkItemId: null,
  ...extra,
});
const cached = (data: unknown, extra: Record<string, unknown> = {}) => ({
  data,
  fetchedAt: T0,
  stale: false,
  error: null,
  ...extra,
});
const offline = { code: 'NETWORK_UNREACHABLE', message: 'The platform cannot be reached' };

function entry(
  id: number,
  status: OutboxEntryView['status'],
  extra: Partial<OutboxEntryView> = {},
): OutboxEntryView {
  return {
    id,
    connectionId: 'conn-a',
    request: {
      op: 'library.update',
      kind: 'cheatsheet',
      id: 'cs-1',
      body: { title: 'Basics', content: 'typed' },
    },
    summary: 'Save cheatsheet “Basics”',
    status,
    attempts: 0,
    nextAttemptAt: null,
    error: null,
    result: null,
    rateLimit: null,
    conflict: null,
    createdAt: T0,
    updatedAt: T0,
    ...extra,
  } as OutboxEntryView;
}

/** What the stand-in core answers: the item read, the draft, and every write. */
let server: { item: unknown; draft: unknown };
/** The core's outbox queue (outbox.list). */
let queue: OutboxEntryView[] = [];
let client: QueryClient;
let unmount = () => {};

function open(routeId = 'cs-1') {
  const wrap = (children: ReactNode) =>
    createElement(
      MemoryRouter,
      { initialEntries: [`/library/cheatsheet/${routeId}`] },
      createElement(QueryProvider, { client, children }),
    );
  const r = renderHook((id: string) => useLibraryDocument('cheatsheet', id), routeId, wrap);
  unmount = r.unmount;
  return r;
}

beforeEach(() => {
  core.reset();
  client = createQueryClient();
  client.setQueryData(STATUS_KEY, appStatus('conn-a'));
  server = { item: cached(item()), draft: null };
  queue = [];
  core.answer = (method, input) => {
    if (method === 'library.get') {
      if (server.item instanceof Error) throw server.item;
      return server.item;
    }
    if (method === 'drafts.get') return server.draft;
    if (method === 'drafts.put') return { savedAt: T1 };
    if (method === 'drafts.list') return [];
    if (method === 'outbox.list') return queue;
    if (method === 'library.update') {
      const queued = entry(7, 'pending', {
        request: { op: 'library.update', kind: 'cheatsheet', id: 'cs-1', body: input } as never,
      });
      // The core records the write in its queue before it answers.
      queue = [queued];
      return queued;
    }
    return null;
  };
});
afterEach(() => {
  unmount();
  client.clear();
});

describe('useLibraryDocument', () => {
  it('opens with the server copy when there is no draft: saved and clean', async () => {
    const doc = open();
    await vi.waitFor(() => expect(doc.result.current?.ready).toBe(true));
    expect(doc.result.current).toMatchObject({
      text: 'server text',
      title: 'Basics',
      clean: true,
      restored: null,
    });
    expect(core.callsOf('drafts.get', { key: 'cheatsheet:cs-1' })).toHaveLength(1);
  });

  it('opens with a newer local draft instead, and says it was restored', async () => {
    server.draft = { key: 'cheatsheet:cs-1', text: 'draft text', meta: { title: 'Basics' }, savedAt: T1 };
    const doc = open();
    await vi.waitFor(() => expect(doc.result.current?.ready).toBe(true));
    expect(doc.result.current).toMatchObject({ text: 'draft text', clean: false, restored: T1 });
  });

  it('keeps what is typed as a local draft (autosave), and is no longer clean', async () => {
    const doc = open();
    await vi.waitFor(() => expect(doc.result.current?.ready).toBe(true));
    doc.result.current!.setText('typed');
    await vi.waitFor(() => expect(core.callsOf('drafts.put')).toHaveLength(1));
    expect(core.callsOf('drafts.put')[0]!.input).toMatchObject({ key: 'cheatsheet:cs-1', text: 'typed' });
    expect(doc.result.current!.clean).toBe(false);
  });

  it('saves through the outbox with the base it edited, and is clean once the save is done', async () => {
    const doc = open();
    await vi.waitFor(() => expect(doc.result.current?.ready).toBe(true));
    doc.result.current!.setText('typed');
    await doc.result.current!.save();
    expect(core.callsOf('library.update')[0]!.input).toMatchObject({
      id: 'cs-1',
      content: 'typed',
      title: 'Basics',
      baseUpdatedAt: T0,
    });
    await vi.waitFor(() => expect(doc.result.current!.entry?.id).toBe(7));
    recordEntry(client, entry(7, 'done', { result: item({ content: 'typed', updatedAt: T1 }) }));
    await vi.waitFor(() => expect(doc.result.current!.clean).toBe(true));
  });

  it('reports a server copy changed elsewhere while you have unsaved text, and takes the server copy on request', async () => {
    const doc = open();
    await vi.waitFor(() => expect(doc.result.current?.ready).toBe(true));
    doc.result.current!.setText('mine');
    server.item = cached(item({ content: 'theirs', updatedAt: T1 }));
    await client.invalidateQueries({ queryKey: ['library.get'] });
    await vi.waitFor(() => expect(doc.result.current!.serverMoved).toBe(T1));
    expect(doc.result.current!.text).toBe('mine');

    doc.result.current!.resolveConflict({
      kind: 'server',
      server: item({ content: 'theirs', updatedAt: T1 }) as never,
    });
    await vi.waitFor(() =>
      expect(doc.result.current).toMatchObject({ text: 'theirs', clean: true, serverMoved: null }),
    );
  });

  it('follows the server copy when nothing of yours would be lost', async () => {
    const doc = open();
    await vi.waitFor(() => expect(doc.result.current?.ready).toBe(true));
    server.item = cached(item({ content: 'theirs', updatedAt: T1 }));
    await client.invalidateQueries({ queryKey: ['library.get'] });
    await vi.waitFor(() =>
      expect(doc.result.current).toMatchObject({ text: 'theirs', clean: true, serverMoved: null }),
    );
  });

  it('locks a published item: no save and no autosaved draft', async () => {
    server.item = cached(item({ publishedContributorNetworkItemId: 'cn-9' }));
    const doc = open();
    await vi.waitFor(() => expect(doc.result.current?.ready).toBe(true));
    expect(doc.result.current!.locked).toBe(true);
    doc.result.current!.setText('typed');
    await doc.result.current!.save();
    expect(core.callsOf('library.update')).toHaveLength(0);
    // Autosave would have written within AUTOSAVE_MS; wait for the flush on unmount instead.
    unmount();
    unmount = () => {};
    expect(core.callsOf('drafts.put')).toHaveLength(0);
  });

  it('a new item nobody wrote in keeps no draft; a character typed does', async () => {
    const untouched = open('new');
    await vi.waitFor(() => expect(untouched.result.current?.ready).toBe(true));
    expect(untouched.result.current!.title).toBe('New cheatsheet');
    // Autosave would have written within AUTOSAVE_MS; the flush on unmount writes at once.
    unmount();
    unmount = () => {};
    expect(core.callsOf('drafts.put')).toHaveLength(0);

    const typed = open('new');
    await vi.waitFor(() => expect(typed.result.current?.ready).toBe(true));
    typed.result.current!.setText('x');
    await vi.waitFor(() => expect(core.callsOf('drafts.put')).toHaveLength(1));
    expect(core.callsOf('drafts.put')[0]!.input).toMatchObject({ text: 'x' });
  });

  it('opens offline from the cached copy and still queues a save', async () => {
    server.item = cached(item(), { stale: true, error: offline });
    const doc = open();
    await vi.waitFor(() => expect(doc.result.current?.ready).toBe(true));
    expect(doc.result.current!.itemState).toMatchObject({
      stale: true,
      error: { code: 'NETWORK_UNREACHABLE' },
    });
    doc.result.current!.setText('typed offline');
    await doc.result.current!.save();
    expect(core.callsOf('library.update')).toHaveLength(1);
    expect(doc.result.current!.saveError).toBeNull();
  });

  it('says why when an item was never read and cannot be read now', async () => {
    server.item = new Error('The platform cannot be reached');
    const doc = open();
    await vi.waitFor(() => expect(doc.result.current?.itemState.error).toBeTruthy());
    expect(doc.result.current).toMatchObject({ ready: false, loadingItem: true });
  });
});
