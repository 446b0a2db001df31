/**
 * Daily work through the core, over real HTTP to a sandbox: private libraries, submissions of all
 * four kinds, the outbox (offline, refusals, conflicts, 429) and the pre-submit checks.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDispatcher, openWorkbench, type Workbench } from '../../src/core';
import { ApiClient } from '../../src/core/api/client';
import {
  createLibraryItem,
  deleteLibraryItem,
  getLibraryItem,
  listLibrary,
  updateLibraryItem,
} from '../../src/core/api/library';
import { collect, paginate } from '../../src/core/api/pagination';
import { downloadSubmission, legacyMe, listMine } from '../../src/core/api/submissions';
import type { Dispatch } from '../../src/core/dispatch';
import { MemorySecretStore } from '../../src/core/secrets';
import type { OutboxEntryView, SubmitPrecheck } from '../../src/shared/contract';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox';
import { tempDir } from '../helpers/tempDir';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const STAGE2 = 'mathematics-distillation-challenge-equational-theories-stage2';
const MODREF = 'modular-arithmetic-challenge';
const HASH = 'a'.repeat(40);

let sb: TestSandbox;
let port: number;
let sbData: string;
let wb: Workbench;
let dispatch: Dispatch;
let direct: ApiClient;

async function call<T>(method: string, input: unknown = {}): Promise<T> {
  const res = await dispatch(method, input);
  if (!res.ok) throw new Error(`${method}: ${res.error.code} ${res.error.message}`);
  return res.value as T;
}

/** Waits until the outbox entry satisfies `ready`. */
function waitForEntry(
  id: number,
  ready: (entry: OutboxEntryView) => boolean,
  ms = 15_000,
): Promise<OutboxEntryView> {
  return vi.waitFor(
    async () => {
      const entry = (await call<OutboxEntryView[]>('outbox.list')).find((e) => e.id === id);
      if (!entry || !ready(entry)) throw new Error(`entry ${id} is ${entry?.status ?? 'gone'}`);
      return entry;
    },
    { timeout: ms, interval: 50 },
  );
}

/** Waits until the outbox entry reaches one of the states. */
function settle(id: number, states = ['done', 'failed'], ms = 15_000): Promise<OutboxEntryView> {
  return waitForEntry(id, (entry) => states.includes(entry.status), ms);
}

beforeAll(async () => {
  sbData = tempDir('wb-work-sbx-');
  sb = await startTestSandbox({ dataDir: sbData, igp24VerifyDelayMs: 50 });
  port = Number(new URL(sb.baseUrl).port);
  wb = await openWorkbench({
    dataDir: tempDir('wb-work-'),
    version: 'test',
    builtinSandbox: { baseUrl: sb.baseUrl, apiKey: sb.key('participant') },
    secrets: new MemorySecretStore(),
    heartbeatMs: 300,
    probeMs: 150,
    client: { timeoutMs: 2000, maxAttempts: 1 },
    outboxBackoffMs: { base: 100, max: 400 },
  });
  dispatch = createDispatcher(wb.handlers);
  direct = new ApiClient({ baseUrl: sb.baseUrl, apiKey: sb.key('participant'), userAgent: 'test' });
});

afterAll(async () => {
  await direct.close();
  await wb.close();
  await sb.close();
});

describe('private library through the outbox', () => {
  it('creates, edits and deletes a cheatsheet; the list shows each step', async () => {
    const created = await call<OutboxEntryView>('library.create', {
      kind: 'cheatsheet',
      title: 'Work test sheet',
      content: 'x ◇ y = y ◇ x',
    });
    expect(created.status).toBe('pending');
    const done = await settle(created.id);
    expect(done.status).toBe('done');
    const item = done.result as { id: string; updatedAt: string; content: string };
    expect(item.content).toBe('x ◇ y = y ◇ x');

    const edit = await call<OutboxEntryView>('library.update', {
      kind: 'cheatsheet',
      id: item.id,
      content: 'edited',
      baseUpdatedAt: item.updatedAt,
    });
    expect((await settle(edit.id)).status).toBe('done');
    expect((await getLibraryItem(direct, 'cheatsheet', item.id)).data).toMatchObject({ content: 'edited' });

    const list = await call<{ data: { items: { id: string }[] } }>('library.list', {
      kind: 'cheatsheet',
      cursor: null,
    });
    expect(list.data.items.map((i) => i.id)).toContain(item.id);

    const del = await call<OutboxEntryView>('library.delete', { kind: 'cheatsheet', id: item.id });
    expect((await settle(del.id)).status).toBe('done');
    await expect(getLibraryItem(direct, 'cheatsheet', item.id)).rejects.toMatchObject({
      info: { code: 'NOT_FOUND' },
    });
  });

  it('a listing asks the platform for the page size it is given (walks of every page ask 100)', async () => {
    const made = await Promise.all(
      ['page a', 'page b'].map(
        async (title) => (await createLibraryItem(direct, 'cheatsheet', { title, content: title })).data,
      ),
    );
    try {
      const one = await call<{ data: { items: unknown[]; nextCursor: string | null } }>('library.list', {
        kind: 'cheatsheet',
        cursor: null,
        limit: 1,
      });
      expect(one.data.items).toHaveLength(1);
      expect(one.data.nextCursor).not.toBeNull();
      await expect(call('library.list', { kind: 'cheatsheet', cursor: null, limit: 101 })).rejects.toThrow();
    } finally {
      for (const item of made) await deleteLibraryItem(direct, 'cheatsheet', item.id);
    }
  });

  it('a newer server copy is a conflict with both versions, never overwritten silently', async () => {
    const created = await settle(
      (
        await call<OutboxEntryView>('library.create', {
          kind: 'cheatsheet',
          title: 'Shared sheet',
          content: 'mine v1',
        })
      ).id,
    );
    const item = created.result as { id: string; updatedAt: string };
    // The other write must get a later updatedAt (millisecond timestamps).
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(Date.parse(item.updatedAt)));
    await updateLibraryItem(direct, 'cheatsheet', item.id, { content: 'changed elsewhere' });

    const edit = await call<OutboxEntryView>('library.update', {
      kind: 'cheatsheet',
      id: item.id,
      content: 'mine v2',
      baseUpdatedAt: item.updatedAt,
    });
    const refused = await settle(edit.id);
    expect(refused.status).toBe('failed');
    expect(refused.error?.code).toBe('CONFLICT');
    expect(refused.conflict?.server).toMatchObject({ content: 'changed elsewhere' });
    expect(refused.request).toMatchObject({ body: { content: 'mine v2' } });
    expect((await getLibraryItem(direct, 'cheatsheet', item.id)).data).toMatchObject({
      content: 'changed elsewhere',
    });

    await call('outbox.overwrite', { id: edit.id });
    expect((await settle(edit.id)).status).toBe('done');
    expect((await getLibraryItem(direct, 'cheatsheet', item.id)).data).toMatchObject({ content: 'mine v2' });
  });

  it('a refused write keeps the text; edit and retry, or discard', async () => {
    const edit = await call<OutboxEntryView>('library.update', {
      kind: 'cheatsheet',
      id: 'chs_alice_published',
      content: 'my careful words',
      baseUpdatedAt: null,
    });
    const refused = await settle(edit.id);
    expect(refused.error?.code).toBe('CHEATSHEET_LOCKED');
    expect(refused.request).toMatchObject({ body: { content: 'my careful words' } });

    const bad = await call<OutboxEntryView>('library.create', {
      kind: 'solver-template',
      title: 'Unbalanced',
      solverCode: 'theorem t : True := by (exact trivial',
    });
    const invalid = await settle(bad.id);
    expect(invalid.error?.code).toBe('LEAN_SOURCE_INVALID');
    await call('outbox.edit', { id: bad.id, body: { solverCode: 'theorem t : True := by exact trivial' } });
    expect((await settle(bad.id)).status).toBe('done');

    await call('outbox.discard', { id: edit.id });
    expect((await call<OutboxEntryView[]>('outbox.list')).some((e) => e.id === edit.id)).toBe(false);
  });

  it('offline, writes wait as pending and go out exactly once when the server is back', async () => {
    await sb.close();
    const entry = await call<OutboxEntryView>('library.create', {
      kind: 'cheatsheet',
      title: 'Written offline',
      content: 'offline text',
    });
    // Wait for the first attempt, which finds no server.
    const waiting = await waitForEntry(entry.id, (e) => e.error !== null);
    expect(waiting.status).toBe('pending');
    expect(waiting.error?.code).toBe('NETWORK_UNREACHABLE');
    expect((await call<{ pending: number }>('outbox.summary')).pending).toBeGreaterThanOrEqual(1);

    sb = await startTestSandbox({ dataDir: sbData, port, igp24VerifyDelayMs: 50 });
    expect((await settle(entry.id)).status).toBe('done');
    const all = await collectTitles();
    expect(all.filter((t) => t === 'Written offline')).toHaveLength(1);
  });
});

describe('outbox names and drafts follow what was sent', () => {
  it('an edited retry is listed under the text it was finally sent with', async () => {
    const bad = await call<OutboxEntryView>('library.create', {
      kind: 'lean-problem',
      lhsText: 'x * y = y * x',
      rhsText: 'x = x',
    });
    const refused = await settle(bad.id);
    expect(refused.error?.code).toBe('LEAN_SOURCE_INVALID');
    expect(refused.summary).toContain('x * y');
    await call('outbox.edit', { id: bad.id, body: { lhsText: 'x ◇ y = y ◇ x' } });
    const sent = await settle(bad.id);
    expect(sent.status).toBe('done');
    expect(sent.summary).toBe('Create custom Lean problem x ◇ y = y ◇ x ⇒ x = x');
  });

  it('a create delivered later removes its draft, or makes it the new item’s draft when typed on', async () => {
    await sb.close();
    const same = await call<OutboxEntryView>('library.create', {
      kind: 'cheatsheet',
      title: 'Draft sent as is',
      content: 'sent as typed',
    });
    const more = await call<OutboxEntryView>('library.create', {
      kind: 'cheatsheet',
      title: 'Draft typed on',
      content: 'first part',
    });
    await call('drafts.put', {
      key: 'cheatsheet:new-same',
      text: 'sent as typed',
      meta: { title: 'Draft sent as is', createEntryId: same.id },
    });
    await call('drafts.put', {
      key: 'cheatsheet:new-more',
      text: 'first part, and more typed after the save',
      meta: { title: 'Draft typed on', createEntryId: more.id },
    });
    // Renamed before it was sent: listed under the name it goes out with.
    const renamed = await call<OutboxEntryView>('library.create', {
      kind: 'cheatsheet',
      title: 'Old name',
      content: 'renamed offline',
    });
    await call('library.update', {
      kind: 'cheatsheet',
      id: `local:${renamed.id}`,
      title: 'New name',
      baseUpdatedAt: null,
    });
    const queued = (await call<OutboxEntryView[]>('outbox.list')).find((e) => e.id === renamed.id);
    expect(queued?.summary).toBe('Create cheatsheet “New name”');

    sb = await startTestSandbox({ dataDir: sbData, port, igp24VerifyDelayMs: 50 });
    expect((await settle(same.id)).status).toBe('done');
    const created = (await settle(more.id)).result as { id: string };

    expect(await call('drafts.get', { key: 'cheatsheet:new-same' })).toBeNull();
    expect(await call('drafts.get', { key: 'cheatsheet:new-more' })).toBeNull();
    const moved = await call<{ text: string; meta: Record<string, unknown> }>('drafts.get', {
      key: `cheatsheet:${created.id}`,
    });
    expect(moved.text).toBe('first part, and more typed after the save');
    expect(moved.meta).toMatchObject({ title: 'Draft typed on', createEntryId: null, itemId: created.id });
  });
});

async function collectTitles(): Promise<string[]> {
  const items = await collect(
    paginate(
      (cursor) => listLibrary(direct, 'cheatsheet', { cursor, limit: 100 }).then((r) => r.data),
      (i) => i.id,
    ),
  );
  return items.map((i) => ('title' in i ? String(i.title) : ''));
}

describe('submissions', () => {
  it('precheck validates against the live schema and names the blocked reason and the replaced entry', async () => {
    const bad = await call<SubmitPrecheck>('submissions.precheck', {
      competitionId: MODREF,
      payload: { modelName: 'no-slash', commitHash: 'main' },
      slot: 4,
    });
    expect(bad.ok).toBe(false);
    expect(bad.payloadErrors.map((e) => e.path).sort()).toEqual(['/commitHash', '/modelName']);
    expect(bad.payloadErrors.every((e) => e.code === 'PATTERN_MISMATCH')).toBe(true);
    expect(bad.slotError).toMatch(/1 to 3/);

    const big = await call<SubmitPrecheck>('submissions.precheck', {
      competitionId: STAGE1,
      payload: { content: 'é'.repeat(6000) },
    });
    expect(big.size).toEqual({ bytes: 12000, maxBytes: 10240 });
    expect(big.replaces).toHaveLength(1);
    expect(big.ok).toBe(false);

    const closed = await call<SubmitPrecheck>('submissions.precheck', {
      competitionId: 'lean-kernel-challenge',
      payload: {},
    });
    expect(closed.blockedReason).toBe('BEFORE_WINDOW');
  });

  it('model reference: replacing slot 2 leaves slots 1 and 3 untouched', async () => {
    const before = (await listMine(direct, MODREF)).data.items;
    const entry = await call<OutboxEntryView>('submissions.submit', {
      competitionId: MODREF,
      payload: { modelName: 'alice/new-model', commitHash: HASH },
      slot: 2,
    });
    expect(entry.request).toMatchObject({ op: 'submission.create', idempotencyKey: expect.any(String) });
    expect((await settle(entry.id)).status).toBe('done');
    const after = (await listMine(direct, MODREF)).data.items;
    const bySlot = (items: typeof after, slot: number) => items.find((s) => s.slot === slot);
    expect(bySlot(after, 2)?.payload).toMatchObject({ modelName: 'alice/new-model' });
    for (const slot of [1, 3]) expect(bySlot(after, slot)).toEqual(bySlot(before, slot));
  });

  it('Stage 2: replacing the solo entry leaves marathon untouched', async () => {
    const before = (await listMine(direct, STAGE2)).data.items.find((s) => s.payload.track === 'marathon');
    const entry = await call<OutboxEntryView>('submissions.submit', {
      competitionId: STAGE2,
      payload: { track: 'solo', modelId: 'gpt-oss-120b', solverCode: 'theorem x : True := trivial' },
    });
    expect((await settle(entry.id)).status).toBe('done');
    const after = (await listMine(direct, STAGE2)).data.items;
    expect(after.find((s) => s.payload.track === 'solo')?.payload).toMatchObject({
      solverCode: 'theorem x : True := trivial',
    });
    expect(after.find((s) => s.payload.track === 'marathon')).toEqual(before);
  });

  it('a server-side 422 stays in the outbox with field errors at the field', async () => {
    const entry = await call<OutboxEntryView>('submissions.submit', {
      competitionId: STAGE1,
      payload: { content: 'fine' },
      meta: { contributorNetworkItemId: 'cni_does_not_exist' },
    });
    const refused = await settle(entry.id);
    expect(refused.error?.code).toBe('SUBMISSION_META_INVALID');
    expect(refused.error?.fieldErrors.map((f) => f.path)).toContain('/contributorNetworkItemId');
  });

  it('a 429 waits for Retry-After, then the same submission goes out once', async () => {
    await sb.fault({ kind: 'rate-limit', ms: 1000, count: 1, path: '/submissions' });
    const entry = await call<OutboxEntryView>('submissions.submit', {
      competitionId: STAGE1,
      payload: { content: 'after the wait' },
    });
    // The 429 is recorded on the entry while it waits.
    const seen = await waitForEntry(entry.id, (e) => e.error !== null, 5000);
    expect(seen.status).toBe('pending');
    expect(seen.error?.code).toBe('ACCOUNT_RATE_LIMIT_EXCEEDED');
    const done = await settle(entry.id);
    expect(done.status).toBe('done');
    expect(Date.parse(done.updatedAt) - Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(900);
    const current = (await listMine(direct, STAGE1)).data.items;
    expect(current[0]?.payload).toEqual({ content: 'after the wait' });
  });

  it('downloads a stored body; a model reference has none', async () => {
    const mine = await call<{ data: { items: { submissionId: string }[] } }>('submissions.mine', {
      competitionId: STAGE1,
      cursor: null,
    });
    const id = mine.data.items[0]!.submissionId;
    const file = await call<{ filename: string; text: string }>('submissions.download', {
      competitionId: STAGE1,
      submissionId: id,
    });
    expect(file.text).toBe('after the wait');
    const model = (await listMine(direct, MODREF)).data.items[0]!;
    await expect(downloadSubmission(direct, MODREF, model.submissionId)).rejects.toMatchObject({
      info: { code: 'NO_DOWNLOAD_FOR_KIND', status: 404 },
    });
  });

  it('the legacy /submissions/me read: one record, by track for Stage 2', async () => {
    const s1 = await legacyMe(direct, STAGE1);
    expect(s1.data).toMatchObject({ competitionId: STAGE1, kind: 'cheatsheet' });
    const s2 = await legacyMe(direct, STAGE2, { track: 'marathon' });
    expect(s2.data).toMatchObject({ payload: { track: 'marathon' } });
    await expect(legacyMe(direct, STAGE2)).rejects.toMatchObject({
      info: { code: 'RESOURCE_FIELD_INVALID' },
    });
  });
});
