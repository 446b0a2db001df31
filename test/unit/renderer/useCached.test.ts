// @vitest-environment happy-dom
/**
 * useCached on top of the query layer keeps what every cached view shows: data with fetchedAt,
 * the stale badge, the error in words, Retry, and "loading" only while nothing is known.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const { core, appStatus, deferred, renderHook } = await vi.hoisted(async () => await import('./fakeCore'));

import { createQueryClient, QueryProvider, STATUS_KEY } from '../../../src/renderer/src/stores/query';
import { useCached } from '../../../src/renderer/src/stores/useCached';

let client: QueryClient;
let unmount = () => {};
const wrap = (children: ReactNode) => createElement(QueryProvider, { client, children });
function renderList(options: { enabled?: boolean } = {}) {
  const r = renderHook((o: typeof options) => useCached('competitions.list', {}, o), options, wrap);
  unmount = r.unmount;
  return r;
}
const offline = { code: 'NETWORK_UNREACHABLE', message: 'The platform cannot be reached' };

beforeEach(() => {
  core.reset();
  client = createQueryClient();
  client.setQueryData(STATUS_KEY, appStatus('conn-a'));
});
afterEach(() => {
  unmount();
  client.clear();
});

it('is loading and refreshing until the first answer, then shows the data and its age', async () => {
  const answer = deferred<unknown>();
  core.answer = () => answer.promise;
  const list = renderList();
  await vi.waitFor(() => expect(list.result.current).toBeDefined());
  expect(list.result.current).toMatchObject({ data: null, loading: true, refreshing: true, error: null });

  answer.resolve({ data: ['c1'], fetchedAt: '2026-11-22T10:00:00.000Z', stale: true, error: offline });
  await vi.waitFor(() =>
    expect(list.result.current).toMatchObject({
      data: ['c1'],
      fetchedAt: '2026-11-22T10:00:00.000Z',
      stale: true,
      error: offline,
      loading: false,
      refreshing: false,
    }),
  );
});

it('a failed call with nothing cached is an error (not loading); Retry asks again', async () => {
  core.answer = () => {
    throw new Error('The workbench host is not answering.');
  };
  const list = renderList();
  await vi.waitFor(() =>
    expect(list.result.current?.error?.message).toBe('The workbench host is not answering.'),
  );
  expect(list.result.current).toMatchObject({ data: null, loading: false, stale: false });

  core.answer = () => ({ data: ['c1'], fetchedAt: '2026-11-22T10:00:00.000Z', stale: false, error: null });
  list.result.current?.refresh();
  await vi.waitFor(() =>
    expect(list.result.current).toMatchObject({ data: ['c1'], error: null, stale: false, loading: false }),
  );
  expect(core.callsOf('competitions.list')).toHaveLength(2);
});

it('a failed refresh keeps the data on screen, marked stale, with the reason', async () => {
  core.answer = () => ({ data: ['c1'], fetchedAt: '2026-11-22T10:00:00.000Z', stale: false, error: null });
  const list = renderList();
  await vi.waitFor(() => expect(list.result.current?.data).toEqual(['c1']));

  core.answer = () => {
    throw new Error('The workbench host is not answering.');
  };
  list.result.current?.refresh();
  await vi.waitFor(() =>
    expect(list.result.current).toMatchObject({
      data: ['c1'],
      stale: true,
      error: { code: 'INTERNAL', message: 'The workbench host is not answering.' },
      fetchedAt: '2026-11-22T10:00:00.000Z',
    }),
  );
});

it('a skipped read makes no call and is not loading', async () => {
  core.answer = () => ({ data: ['c1'], fetchedAt: null, stale: false, error: null });
  const list = renderList({ enabled: false });
  await vi.waitFor(() => expect(list.result.current).toBeDefined());
  expect(list.result.current).toMatchObject({ data: null, loading: false, refreshing: false, error: null });
  list.update({ enabled: true });
  await vi.waitFor(() => expect(list.result.current?.data).toEqual(['c1']));
  expect(core.callsOf('competitions.list')).toHaveLength(1);
});
