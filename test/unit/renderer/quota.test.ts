// @vitest-environment happy-dom
/**
 * The IGP24 daily quota badge reads through the query layer: a failed read is shown in words
 * (it used to be swallowed, leaving the team without its count), and the outbox's changes and a
 * 30-second poll read it again.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const { core, appStatus } = await vi.hoisted(async () => await import('./fakeCore'));

import { QuotaBadge } from '../../../src/renderer/src/features/igp24/QuotaBadge';
import { createQueryClient, QueryProvider, STATUS_KEY } from '../../../src/renderer/src/stores/query';

let client: QueryClient;
let host: HTMLElement;
let unmount = () => {};

function renderBadge() {
  host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const wrap = (children: ReactNode) => createElement(QueryProvider, { client, children });
  root.render(wrap(createElement(QuotaBadge)));
  unmount = () => {
    root.unmount();
    host.remove();
  };
}
const quota = (remaining: number) => ({
  remaining,
  limit: 5,
  resetAt: null,
  source: 'submission',
  observedAt: '2026-11-22T10:00:00.000Z',
  waiting: 0,
  nextAttemptAt: null,
});

beforeEach(() => {
  core.reset();
  client = createQueryClient();
  client.setQueryData(STATUS_KEY, appStatus('conn-a'));
});
afterEach(() => {
  unmount();
  client.clear();
});

it('shows a failed quota read in words instead of nothing', async () => {
  core.answer = () => {
    throw new Error('disk full');
  };
  renderBadge();
  await vi.waitFor(() => expect(host.textContent).toContain('Daily submissions unknown'));
  expect(host.querySelector('[data-testid="igp24-quota"]')?.getAttribute('title')).toBeTruthy();
});

it('reads again when the outbox changes', async () => {
  let left = 3;
  core.answer = () => quota(left);
  renderBadge();
  await vi.waitFor(() => expect(host.textContent).toContain('3 of 5 submissions left today'));
  left = 2;
  core.emit('outbox.changed', {} as never);
  await vi.waitFor(() => expect(host.textContent).toContain('2 of 5 submissions left today'));
});
