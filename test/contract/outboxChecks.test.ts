/**
 * The outbox checks itself at its boundary, through the core over real HTTP to a sandbox: a
 * queued write whose stored request was damaged on disk (raw SQL through a second handle on the
 * workbench's own database) is never sent. It is listed as failed with the reason and what to do,
 * cannot be retried, and can be discarded; the writes queued behind it still go out.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createDispatcher, openWorkbench, type Workbench } from '../../src/core';
import { SANDBOX_ID } from '../../src/core/connectionIds';
import type { Dispatch } from '../../src/core/dispatch';
import { MemorySecretStore } from '../../src/core/secrets';
import { openStore } from '../../src/core/store/db';
import type { ApiErrorInfo } from '../../src/shared/api';
import type { OutboxEntryView, OutboxListEntry } from '../../src/shared/contract';
import { describeError } from '../../src/shared/errorText';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox';
import { tempDir } from '../helpers/tempDir';

let sb: TestSandbox;
let port: number;
let sbData: string;
let wbData: string;
let wb: Workbench;
let dispatch: Dispatch;

async function call<T>(method: string, input: unknown = {}): Promise<T> {
  const res = await dispatch(method, input);
  if (!res.ok) throw new Error(`${method}: ${res.error.code} ${res.error.message}`);
  return res.value as T;
}

async function refusal(method: string, input: unknown): Promise<ApiErrorInfo> {
  const res = await dispatch(method, input);
  if (res.ok) throw new Error(`${method} was not refused`);
  return res.error;
}

const listed = async (id: number) => (await call<OutboxListEntry[]>('outbox.list')).find((e) => e.id === id);

function waitForEntry(id: number, ready: (e: OutboxListEntry) => boolean): Promise<OutboxListEntry> {
  return vi.waitFor(
    async () => {
      const entry = await listed(id);
      if (!entry || !ready(entry)) throw new Error(`entry ${id} is ${entry?.status ?? 'gone'}`);
      return entry;
    },
    { timeout: 15_000, interval: 50 },
  );
}

/** Runs SQL on the workbench's database through a second handle, as damage from outside would. */
function onDisk(sql: string, ...params: unknown[]): void {
  const { db } = openStore(join(wbData, 'workbench.db'));
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  sbData = tempDir('wb-outbox-checks-sbx-');
  wbData = tempDir('wb-outbox-checks-');
  sb = await startTestSandbox({ dataDir: sbData });
  port = Number(new URL(sb.baseUrl).port);
  await open();
});

/** Opens the workbench on its data folder (again, after a close). */
async function open(): Promise<void> {
  wb = await openWorkbench({
    dataDir: wbData,
    version: 'test',
    builtinSandbox: { baseUrl: sb.baseUrl, apiKey: sb.key('participant') },
    secrets: new MemorySecretStore(),
    heartbeatMs: 300,
    probeMs: 150,
    client: { timeoutMs: 2000, maxAttempts: 1 },
    outboxBackoffMs: { base: 100, max: 400 },
  });
  dispatch = createDispatcher(wb.handlers);
}

afterAll(async () => {
  await wb.close();
  await sb.close();
});

it('a queued write damaged on disk is never sent: failed with why, not retried, discarded; the queue goes on', async () => {
  // Offline, so both writes wait in the queue.
  await sb.close();
  const damaged = await call<OutboxEntryView>('library.create', {
    kind: 'cheatsheet',
    title: 'Damaged on disk',
    content: 'never to be sent',
  });
  const behind = await call<OutboxEntryView>('library.create', {
    kind: 'cheatsheet',
    title: 'Queued behind it',
    content: 'sent once',
  });
  await waitForEntry(damaged.id, (e) => e.error?.code === 'NETWORK_UNREACHABLE');
  onDisk(
    // Still sendable (a POST to /cheatsheets), but not a body its op takes.
    `UPDATE outbox SET request = json_set(request, '$.body', json('["never to be sent"]')) WHERE id = ? AND connection_id = ?`,
    damaged.id,
    SANDBOX_ID,
  );

  sb = await startTestSandbox({ dataDir: sbData, port });
  expect((await waitForEntry(behind.id, (e) => e.status === 'done')).status).toBe('done');

  const entry = await waitForEntry(damaged.id, (e) => e.status === 'failed');
  expect(entry).toMatchObject({ request: null, result: null, error: { code: 'UNREADABLE_WRITE' } });
  expect(entry.error?.message).toBe(
    'What the workbench stored for this write no longer matches what this version reads: the request body must be an object (not “["never to be sent"]”).',
  );
  const words = describeError(entry.error!);
  expect(`${words.detail} ${words.action}`).toMatch(
    /It is not sent\. Discard it, then make the change again/,
  );
  expect((await call<{ failed: number }>('outbox.summary')).failed).toBe(1);

  // The platform got the write behind it, once, and never the damaged one.
  const posts = Object.entries(await sb.counts())
    .filter(([k]) => k === 'POST /api/public/v1/cheatsheets')
    .reduce((n, [, v]) => n + v, 0);
  expect(posts).toBe(1);

  expect((await refusal('outbox.retry', { id: damaged.id })).code).toBe('UNREADABLE_WRITE');
  expect((await refusal('outbox.edit', { id: damaged.id, body: { title: 'x' } })).code).toBe(
    'UNREADABLE_WRITE',
  );
  await call('outbox.discard', { id: damaged.id });
  expect(await listed(damaged.id)).toBeUndefined();
  expect((await call<{ failed: number }>('outbox.summary')).failed).toBe(0);
});

it('a delivered write whose kept answer was damaged is reported, stays delivered, and is not sent again', async () => {
  const entry = await call<OutboxEntryView>('library.create', {
    kind: 'cheatsheet',
    title: 'Delivered, then damaged',
    content: 'once',
  });
  const done = await waitForEntry(entry.id, (e) => e.status === 'done');
  expect(done.result).toMatchObject({ title: 'Delivered, then damaged' });
  onDisk(`UPDATE outbox SET result = json_set(result, '$.value.title', 7) WHERE id = ?`, entry.id);

  const reported = await listed(entry.id);
  expect(reported).toMatchObject({ status: 'failed', request: null, delivered: true });
  expect(reported?.error?.message).toBe(
    'This write reached the platform earlier, but what the workbench kept of it no longer matches what this version reads: the platform’s answer title must be text (not “7”).',
  );
  await sb.resetCounts();
  // A later write goes out; the damaged delivered one is not sent again.
  const next = await call<OutboxEntryView>('library.delete', { kind: 'lean-problem', id: 'lpr_alice_comm' });
  await waitForEntry(next.id, (e) => e.status === 'done');
  expect((await sb.counts())['POST /api/public/v1/cheatsheets']).toBeUndefined();

  // A draft that names it (as a new item's draft does): the workbench still opens, and lists it.
  await call('drafts.put', {
    key: 'cheatsheet:new-damaged',
    text: 'once',
    meta: { createEntryId: entry.id },
  });
  await wb.close();
  await open();
  expect(await listed(entry.id)).toMatchObject({ status: 'failed', delivered: true });
});
