// @vitest-environment happy-dom
/**
 * The renderer's query layer (src/renderer/src/stores/query) in a real React root, against a
 * stand-in for `window.workbench`: what it calls, when it calls again, and what it never shows.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createElement, type ReactNode, useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppStatus } from '../../../src/shared/contract';
import { cacheKey } from '../../../src/shared/methods';

// The fake must be window.workbench before the bridge module reads it.
const { core, appStatus, deferred, renderHook } = await vi.hoisted(async () => await import('./fakeCore'));

import {
  createQueryClient,
  nextCursor,
  OUTBOX_CHANGED,
  pagesItems,
  QueryProvider,
  readContract,
  STATUS_KEY,
  startReads,
  useAppStatus,
  useConnections,
  useContractPages,
  useContractQueries,
  useContractQuery,
  useOutboxSummary,
  useOutboxWrite,
} from '../../../src/renderer/src/stores/query';

const cached = <T>(data: T, extra: Record<string, unknown> = {}) => ({
  data,
  fetchedAt: '2026-11-22T10:00:00.000Z',
  stale: false,
  error: null,
  ...extra,
});

let client: QueryClient;
let unmounts: (() => void)[] = [];
const wrap = (children: ReactNode) => createElement(QueryProvider, { client, children });
function render<P, T>(hook: (props: P) => T, props: P) {
  const r = renderHook(hook, props, wrap);
  unmounts.push(r.unmount);
  return r;
}

beforeEach(() => {
  core.reset();
  client = createQueryClient();
  client.setQueryData(STATUS_KEY, appStatus('conn-a'));
});
afterEach(() => {
  for (const u of unmounts) u();
  unmounts = [];
  client.clear();
  vi.useRealTimers();
});

describe('skipping a read', () => {
  it('makes no call while enabled is false, and reads once enabled', async () => {
    core.answer = (m, input) => cached(`${m}:${String(input.competitionId)}`);
    const skipped = render(
      ({ enabled }: { enabled: boolean }) =>
        useContractQuery('competitions.get', { competitionId: 'skipped' }, { enabled }),
      { enabled: false },
    );
    // A read rendered after it proves the skipped one had every chance to call.
    const other = render(() => useContractQuery('competitions.get', { competitionId: 'shown' }), null);
    await vi.waitFor(() => expect(other.result.current?.data?.data).toBe('competitions.get:shown'));

    expect(core.callsOf('competitions.get', { competitionId: 'skipped' })).toHaveLength(0);
    expect(skipped.result.current?.data).toBeUndefined();
    expect(skipped.result.current?.isFetching).toBe(false);

    skipped.update({ enabled: true });
    await vi.waitFor(() => expect(skipped.result.current?.data?.data).toBe('competitions.get:skipped'));
    expect(core.callsOf('competitions.get', { competitionId: 'skipped' })).toHaveLength(1);
  });
});

describe('reads sent before the first screen is drawn', () => {
  it('settles once answered, and a view mounted right after shows the answer without asking again', async () => {
    core.answer = (m) => cached(`${m}:answer`);
    await startReads(client, [['competitions.list', {}]]);
    expect(core.callsOf('competitions.list')).toHaveLength(1);

    const shown = render(() => useContractQuery('competitions.list', {}), null);
    await vi.waitFor(() => expect(shown.seen.length).toBeGreaterThan(0));
    // Its first render already shows the answer: nothing to wait for.
    expect(shown.seen[0]?.data?.data).toBe('competitions.list:answer');
    // A read mounted after it proves the first view had every chance to call again.
    const other = render(() => useContractQuery('competitions.get', { competitionId: 'x' }), null);
    await vi.waitFor(() => expect(other.result.current?.data?.data).toBe('competitions.get:answer'));
    expect(core.callsOf('competitions.list')).toHaveLength(1);
  });

  it('is asked again by a view mounted once the answer is a second old, as every read is', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    core.answer = (m) => cached(`${m}:answer`);
    await startReads(client, [['competitions.list', {}]]);
    vi.setSystemTime(Date.now() + 1_001);
    render(() => useContractQuery('competitions.list', {}), null);
    await vi.waitFor(() => expect(core.callsOf('competitions.list')).toHaveLength(2));
  });
});

describe('polling', () => {
  it('asks again every interval and stops when disabled', async () => {
    // Only the interval timer is faked: React and the query cache keep their real scheduling.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let n = 0;
    core.answer = () => ({ limit: 10, remaining: 10 - ++n });
    const quota = render(
      ({ enabled }: { enabled: boolean }) =>
        useContractQuery('igp24.quota', {}, { enabled, refetchInterval: 1000 }),
      { enabled: true },
    );
    await vi.waitFor(() => expect(quota.result.current?.data?.remaining).toBe(9));

    for (const remaining of [8, 7]) {
      vi.advanceTimersByTime(1000);
      await vi.waitFor(() => expect(quota.result.current?.data?.remaining).toBe(remaining));
    }
    expect(core.callsOf('igp24.quota')).toHaveLength(3);

    quota.update({ enabled: false });
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(0));
    vi.advanceTimersByTime(10_000);
    expect(core.callsOf('igp24.quota')).toHaveLength(3);
  });

  it('stops when the interval function says so', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let n = 0;
    core.answer = () => ({ batchId: 'b1', status: ++n >= 2 ? 'done' : 'running' });
    const batch = render(
      () =>
        useContractQuery(
          'igp24.batch',
          { batchId: 'b1' },
          { refetchInterval: (q) => (q.state.data?.status === 'done' ? false : 1000) },
        ),
      null,
    );
    await vi.waitFor(() => expect(batch.result.current?.data?.status).toBe('running'));
    vi.advanceTimersByTime(1000);
    await vi.waitFor(() => expect(batch.result.current?.data?.status).toBe('done'));
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(0));
    vi.advanceTimersByTime(10_000);
    expect(core.callsOf('igp24.batch')).toHaveLength(2);
  });
});

describe('cursor pages', () => {
  const pages: Record<string, { items: string[]; nextCursor: string | null }> = {
    null: { items: ['s1', 's2'], nextCursor: 'c2' },
    c2: { items: ['s3'], nextCursor: 'c3' },
    c3: { items: ['s4', 's5'], nextCursor: null },
  };

  it('follows nextCursor to the end', async () => {
    core.answer = (_m, input) => cached(pages[String(input.cursor)]);
    const list = render(() => useContractPages('submissions.mine', { competitionId: 'x' }), null);
    await vi.waitFor(() => expect(list.result.current?.data?.pages).toHaveLength(1));
    while (list.result.current?.hasNextPage) {
      const loaded = list.result.current.data?.pages.length ?? 0;
      void list.result.current.fetchNextPage();
      await vi.waitFor(() => expect(list.result.current?.data?.pages.length).toBe(loaded + 1));
    }
    expect(pagesItems<'submissions.mine'>(list.result.current?.data)).toEqual(['s1', 's2', 's3', 's4', 's5']);
    expect(core.callsOf('submissions.mine').map((c) => c.input)).toEqual([
      { competitionId: 'x', cursor: null },
      { competitionId: 'x', cursor: 'c2' },
      { competitionId: 'x', cursor: 'c3' },
    ]);
  });

  it('stops at a cursor it has seen before (a server that loops)', () => {
    expect(nextCursor(cached({ nextCursor: 'c2' }), [null, 'c2', 'c3'])).toBeUndefined();
    expect(nextCursor(cached({ nextCursor: 'c4' }), [null, 'c2', 'c3'])).toBe('c4');
    expect(nextCursor(cached(null), [null])).toBeUndefined();
  });

  it('reloads from the first page when the core updates a loaded page', async () => {
    let version = 1;
    core.answer = (_m, input) => {
      const p = pages[String(input.cursor)]!;
      return cached({ ...p, items: p.items.map((i) => `${i}v${version}`) });
    };
    const list = render(() => useContractPages('submissions.mine', { competitionId: 'x' }), null);
    await vi.waitFor(() => expect(list.result.current?.hasNextPage).toBe(true));
    void list.result.current?.fetchNextPage();
    await vi.waitFor(() => expect(list.result.current?.data?.pages).toHaveLength(2));

    version = 2;
    core.emit('cache.updated', {
      connectionId: 'conn-a',
      keys: [cacheKey('submissions.mine', { competitionId: 'x', cursor: 'c2' })],
    });
    await vi.waitFor(() =>
      expect(pagesItems<'submissions.mine'>(list.result.current?.data)).toEqual(['s1v2', 's2v2', 's3v2']),
    );
  });
});

describe('refresh from the core', () => {
  it('cache.updated asks again for the matching key only, and only for the active connection', async () => {
    core.answer = (_m, input) => cached(input.competitionId);
    const a = render(() => useContractQuery('competitions.get', { competitionId: 'a' }), null);
    const b = render(() => useContractQuery('competitions.get', { competitionId: 'b' }), null);
    await vi.waitFor(() => {
      expect(a.result.current?.data?.data).toBe('a');
      expect(b.result.current?.data?.data).toBe('b');
    });

    const keyOf = (competitionId: string) => cacheKey('competitions.get', { competitionId });
    core.emit('cache.updated', { connectionId: 'conn-other', keys: [keyOf('a')] });
    core.emit('cache.updated', { connectionId: 'conn-a', keys: [keyOf('b')] });
    await vi.waitFor(() => expect(core.callsOf('competitions.get', { competitionId: 'b' })).toHaveLength(2));
    expect(core.callsOf('competitions.get', { competitionId: 'a' })).toHaveLength(1);
  });

  it('refreshOn: another key, or the outbox, refreshes a read that asked for it', async () => {
    const labelsKey = cacheKey('igp24.labelsSync', {});
    core.answer = (m) => (m === 'igp24.quota' ? { remaining: 3 } : { byR: [] });
    render(
      () => useContractQuery('igp24.targets', { rs: [2], examples: 5 }, { refreshOn: [labelsKey] }),
      null,
    );
    render(() => useContractQuery('igp24.quota', {}, { refreshOn: [OUTBOX_CHANGED] }), null);
    render(() => useContractQuery('competitions.list', {}), null);
    await vi.waitFor(() => expect(core.calls).toHaveLength(3));

    core.emit('cache.updated', { connectionId: 'conn-a', keys: [labelsKey] });
    await vi.waitFor(() => expect(core.callsOf('igp24.targets')).toHaveLength(2));
    core.emit('outbox.changed', { pending: 1, failed: 0, ids: [7] });
    await vi.waitFor(() => expect(core.callsOf('igp24.quota')).toHaveLength(2));
    expect(core.callsOf('igp24.targets')).toHaveLength(2);
    expect(core.callsOf('competitions.list')).toHaveLength(1);
  });

  it('going online or offline asks every shown read again', async () => {
    core.answer = () => cached([]);
    render(() => useContractQuery('competitions.list', {}), null);
    await vi.waitFor(() => expect(core.callsOf('competitions.list')).toHaveLength(1));
    core.emit('connection.status', appStatus('conn-a', false));
    await vi.waitFor(() => expect(core.callsOf('competitions.list')).toHaveLength(2));
  });

  it('a change announced while the first read is on its way is not answered by that older read', async () => {
    // The first answer was read before the outbox sent the entry; the change event overtakes it.
    const first = deferred<unknown>();
    let n = 0;
    core.answer = () => (++n === 1 ? first.promise : [{ id: 7, status: 'done' }]);
    const entries = render(() => useContractQuery('outbox.list', {}, { refreshOn: [OUTBOX_CHANGED] }), null);
    await vi.waitFor(() => expect(core.callsOf('outbox.list')).toHaveLength(1));
    core.emit('outbox.changed', { pending: 0, failed: 0, ids: [7] });
    await vi.waitFor(() => expect(core.callsOf('outbox.list')).toHaveLength(2));
    first.resolve([{ id: 7, status: 'sending' }]);
    await vi.waitFor(() => expect(entries.result.current?.data).toEqual([{ id: 7, status: 'done' }]));
    // The older answer, arriving last, does not replace it.
    await vi.waitFor(() => expect(entries.result.current?.isFetching).toBe(false));
    expect(entries.result.current?.data).toEqual([{ id: 7, status: 'done' }]);
  });

  it('after a gap in the events (a broken event stream, back again) every shown read asks again', async () => {
    core.answer = () => cached([]);
    render(() => useContractQuery('competitions.list', {}), null);
    render(() => useContractQuery('outbox.list', {}, { refreshOn: [OUTBOX_CHANGED] }), null);
    await vi.waitFor(() => expect(core.callsOf('outbox.list')).toHaveLength(1));
    expect(core.callsOf('competitions.list')).toHaveLength(1);
    core.resume();
    await vi.waitFor(() => expect(core.callsOf('competitions.list')).toHaveLength(2));
    await vi.waitFor(() => expect(core.callsOf('outbox.list')).toHaveLength(2));
  });
});

describe('several reads of one method', () => {
  it('answers in the order asked, and only for the windows asked', async () => {
    const labelsKey = cacheKey('igp24.labelsSync', {});
    core.answer = (_m, input) => ({ total: 450, offset: input.offset, rows: [] });
    const chunk = (offset: number) => ({ filters: {}, offset, limit: 200 });
    const table = render(
      ({ offsets }: { offsets: number[] }) =>
        useContractQueries('igp24.labelsQuery', offsets.map(chunk), { refreshOn: [labelsKey] }),
      { offsets: [0, 200] },
    );
    await vi.waitFor(() => expect(table.result.current?.map((q) => q.data?.offset)).toEqual([0, 200]));

    table.update({ offsets: [200, 400] });
    await vi.waitFor(() => expect(table.result.current?.map((q) => q.data?.offset)).toEqual([200, 400]));
    // The window still shown is not asked again.
    expect(core.callsOf('igp24.labelsQuery').map((c) => c.input.offset)).toEqual([0, 200, 400]);

    // A new label copy: the windows on screen are asked again, the one scrolled away is not.
    core.emit('cache.updated', { connectionId: 'conn-a', keys: [labelsKey] });
    await vi.waitFor(() => expect(core.callsOf('igp24.labelsQuery')).toHaveLength(5));
    expect(
      core
        .callsOf('igp24.labelsQuery')
        .slice(3)
        .map((c) => c.input.offset),
    ).toEqual([200, 400]);
  });
});

describe('connection switch', () => {
  it('drops what was shown and asks again for the new connection', async () => {
    const answers = { 'conn-a': cached('list of A'), 'conn-b': deferred<unknown>() };
    core.answer = () => (activeId() === 'conn-a' ? answers['conn-a'] : answers['conn-b'].promise);
    const list = render(() => useContractQuery('competitions.list', {}), null);
    await vi.waitFor(() => expect(list.result.current?.data?.data).toBe('list of A'));

    core.emit('connection.status', appStatus('conn-b'));
    await vi.waitFor(() => expect(list.result.current?.data).toBeUndefined());
    expect(list.result.current?.isFetching).toBe(true);
    answers['conn-b'].resolve(cached('list of B'));
    await vi.waitFor(() => expect(list.result.current?.data?.data).toBe('list of B'));
  });

  it('never shows an answer for the previous connection that arrives after the switch', async () => {
    const late = deferred<unknown>();
    core.answer = () => (activeId() === 'conn-a' ? late.promise : cached('list of B'));
    const list = render(() => useContractQuery('competitions.list', {}), null);
    await vi.waitFor(() => expect(core.callsOf('competitions.list')).toHaveLength(1));

    core.emit('connection.status', appStatus('conn-b'));
    late.resolve(cached('list of A'));
    await vi.waitFor(() => expect(list.result.current?.data?.data).toBe('list of B'));
    await late.promise;
    expect(list.seen.map((r) => r.data?.data)).not.toContain('list of A');
    expect(list.result.current?.data?.data).toBe('list of B');
  });

  it('readContract asks again when its answer lands after a switch', async () => {
    const late = deferred<unknown>();
    core.answer = () => (activeId() === 'conn-a' ? late.promise : 'status of B');
    // The query layer follows the status once a provider is mounted (its effect ran).
    const probe = render(() => {
      const [mounted, setMounted] = useState(false);
      useEffect(() => setMounted(true), []);
      return mounted;
    }, null);
    await vi.waitFor(() => expect(probe.result.current).toBe(true));
    const answer = readContract('app.status', {});
    await vi.waitFor(() => expect(core.calls).toHaveLength(1));
    core.emit('connection.status', appStatus('conn-b'));
    late.resolve('status of A');
    await expect(answer).resolves.toBe('status of B');
    expect(core.calls).toHaveLength(2);
  });
});

describe('connection status', () => {
  it('keeps a connection.status event over an app.status answer that was on its way before it', async () => {
    client.clear();
    const older = deferred<unknown>();
    core.answer = () => older.promise;
    const status = render(() => useAppStatus(), null);
    await vi.waitFor(() => expect(core.callsOf('app.status')).toHaveLength(1));
    core.emit('connection.status', appStatus('conn-b'));
    await vi.waitFor(() => expect(status.result.current?.status?.activeConnectionId).toBe('conn-b'));
    older.resolve(appStatus('conn-a'));
    await older.promise;
    await vi.waitFor(() => expect(client.isFetching({ queryKey: STATUS_KEY })).toBe(0));
    expect(status.result.current?.status?.activeConnectionId).toBe('conn-b');
  });

  it('keeps the counts of an outbox.changed event over an outbox.summary answer that was on its way', async () => {
    client.clear();
    const older = deferred<unknown>();
    core.answer = () => older.promise;
    const summary = render(() => useOutboxSummary(), null);
    await vi.waitFor(() => expect(core.callsOf('outbox.summary')).toHaveLength(1));
    core.emit('outbox.changed', { pending: 0, failed: 0, ids: [] });
    await vi.waitFor(() => expect(summary.result.current?.data).toEqual({ pending: 0, failed: 0 }));
    older.resolve({ pending: 1, failed: 0 });
    await older.promise;
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(summary.result.current?.data).toEqual({ pending: 0, failed: 0 });
  });

  it('reads the connections again when the core says they changed', async () => {
    let names = ['Sandbox'];
    core.answer = () => names.map((name) => ({ id: name, name, active: name === 'Sandbox' }));
    const list = render(() => useConnections(), null);
    await vi.waitFor(() => expect(list.result.current?.data).toHaveLength(1));
    names = ['Sandbox', 'Platform'];
    core.emit('connections.changed', {});
    await vi.waitFor(() => expect(list.result.current?.data).toHaveLength(2));
  });
});

describe('writes', () => {
  it('useOutboxWrite queues through the contract and invalidates the keys it names', async () => {
    const entry = { id: 7, status: 'pending' };
    core.answer = (m) => (m === 'library.create' ? entry : cached({ items: [], nextCursor: null }));
    render(() => useContractQuery('library.list', { kind: 'cheatsheet', cursor: null }), null);
    render(() => useContractQuery('competitions.list', {}), null);
    const write = render(
      () =>
        useOutboxWrite('library.create', {
          invalidates: (input) => [['library.list', { kind: input.kind }]],
        }),
      null,
    );
    await vi.waitFor(() => expect(core.calls).toHaveLength(2));

    const queued = await write.result.current?.mutateAsync({ kind: 'cheatsheet', title: 'T', content: 'x' });
    expect(queued).toEqual(entry);
    expect(core.callsOf('library.create')).toHaveLength(1);
    await vi.waitFor(() => expect(core.callsOf('library.list')).toHaveLength(2));
    expect(core.callsOf('competitions.list')).toHaveLength(1);
  });
});

function activeId(): string | undefined {
  return client.getQueryData<AppStatus>(STATUS_KEY)?.activeConnectionId;
}
