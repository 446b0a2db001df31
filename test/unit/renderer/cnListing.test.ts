// @vitest-environment happy-dom
/**
 * The Contributor Network's paged reads ask for the largest page the spec allows (4.4: limit
 * 1..100), so a long listing takes a quarter of the requests the default page of 25 would; and the
 * counts drawn on every row are formatted without building a number formatter per call.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { core, appStatus, renderHook } = await vi.hoisted(async () => await import('./fakeCore'));

import {
  useBenchmarks,
  useComments,
  useNetworkListing,
  usePackageListing,
} from '../../../src/renderer/src/features/contributorNetwork/useNetwork';
import { plural } from '../../../src/renderer/src/features/contributorNetwork/words';
import { createQueryClient, QueryProvider, STATUS_KEY } from '../../../src/renderer/src/stores/query';

const SPEC_MAX_PAGE = 100;
let client: QueryClient;
let unmounts: (() => void)[] = [];
const wrap = (children: ReactNode) => createElement(QueryProvider, { client, children });

beforeEach(() => {
  core.reset();
  core.answer = () => ({
    data: { items: [], nextCursor: null },
    fetchedAt: '2026-11-28T10:00:00.000Z',
    stale: false,
    error: null,
  });
  client = createQueryClient();
  client.setQueryData(STATUS_KEY, appStatus('conn-a'));
});
afterEach(() => {
  for (const u of unmounts) u();
  unmounts = [];
  client.clear();
});

const READS: Array<[string, () => unknown]> = [
  ['cn.list', () => useNetworkListing({ kind: 'cheatsheet', sort: 'newest' })],
  ['cn.packages.list', () => usePackageListing({ sort: 'newest' })],
  ['cn.comments.list', () => useComments('cni_1')],
  [
    'cn.benchmarks.list',
    () => useBenchmarks({ activityId: 'CN-BMK-001', sortBy: 'avgAccuracy', sortDirection: 'desc' }),
  ],
];

describe('Contributor Network page size', () => {
  it.each(READS)('%s asks for pages of 100', async (method, hook) => {
    unmounts.push(renderHook(hook, null, wrap).unmount);
    await vi.waitFor(() => expect(core.callsOf(method)).toHaveLength(1));
    expect(core.callsOf(method)[0]!.input.limit).toBe(SPEC_MAX_PAGE);
  });
});

describe('plural', () => {
  it('says counts in words with thousands separated', () => {
    expect(plural(1, 'comment')).toBe('1 comment');
    expect(plural(0, 'fork')).toBe('0 forks');
    expect(plural(12_345, 'favorite')).toBe('12,345 favorites');
    expect(plural(2, 'visible comment')).toBe('2 visible comments');
  });

  it('does not build a formatter for every count', () => {
    const perCall = vi.spyOn(Number.prototype, 'toLocaleString');
    for (let n = 0; n < 100; n++) plural(n, 'comment');
    expect(perCall).not.toHaveBeenCalled();
    perCall.mockRestore();
  });
});
