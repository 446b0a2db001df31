/**
 * Exactly once, whatever the platform does: every write kind, its answer lost after the sandbox
 * committed it (fault `drop-answer`: the write is stored, then the connection is cut before the
 * answer), with the spec's `idempotencyKey` honoured and ignored, and with a run list that shows
 * only `runId` and `status`. Each write must end with exactly one copy on the server, never 0
 * or 2, and say in words what the check after the lost answer found.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDispatcher, openWorkbench, type Workbench } from '../../src/core';
import { ApiClient } from '../../src/core/api/client';
import { getItem, listComments, listItems } from '../../src/core/api/contributorNetwork';
import { createLibraryItem, getLibraryItem, listLibrary } from '../../src/core/api/library';
import { collect, paginate } from '../../src/core/api/pagination';
import { createRun, getRun, listRuns } from '../../src/core/api/playground';
import { downloadSubmission, listMine } from '../../src/core/api/submissions';
import type { Dispatch } from '../../src/core/dispatch';
import { MemorySecretStore } from '../../src/core/secrets';
import type { ApiErrorInfo } from '../../src/shared/api';
import type { OutboxEntryView } from '../../src/shared/contract';
import { describeError } from '../../src/shared/errorText';
import { startTestSandbox, type TestSandbox, VARIANT } from '../helpers/sandbox';
import { tempDir } from '../helpers/tempDir';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const STAGE2 = 'mathematics-distillation-challenge-equational-theories-stage2';
const MODREF = 'modular-arithmetic-challenge';

let sb: TestSandbox;
let wb: Workbench;
let dispatch: Dispatch;
let direct: ApiClient;
const secrets = new MemorySecretStore();
let n = 0;
/** A text no other test (or run of this one) has used. */
const unique = (what: string) => `${what} ${process.pid}-${Date.now()}-${++n}`;

async function call<T>(method: string, input: unknown = {}): Promise<T> {
  const res = await dispatch(method, input);
  if (!res.ok) throw new Error(`${method}: ${res.error.code} ${res.error.message}`);
  return res.value as T;
}

/** Waits until the entry is done or failed. */
function settle(id: number): Promise<OutboxEntryView> {
  return vi.waitFor(
    async () => {
      const entry = (await call<OutboxEntryView[]>('outbox.list')).find((e) => e.id === id);
      if (!entry || (entry.status !== 'done' && entry.status !== 'failed'))
        throw new Error(`entry ${id} is ${entry?.status ?? 'gone'}`);
      return entry;
    },
    { timeout: 20_000, interval: 25 },
  );
}

/** Queues a write whose first answer the sandbox drops after committing it, and waits for its end. */
async function lostOnce(method: string, path: string, queue: () => Promise<OutboxEntryView>) {
  await sb.fault({ kind: 'drop-answer', method, path, count: 1 });
  await sb.resetCounts();
  const entry = await queue();
  const settled = await settle(entry.id);
  const counts = await sb.counts();
  const sent = Object.entries(counts)
    .filter(([k]) => k.startsWith(`${method} `) && k.includes(path))
    .reduce((sum, [, v]) => sum + v, 0);
  return { entry: settled, sent };
}

const FOUND = /answer was lost; the write was checked and found on the platform/;

beforeAll(async () => {
  // 100 ms per evaluated cell: a run of 24 cells is still going when its cancel arrives.
  sb = await startTestSandbox({ igp24VerifyDelayMs: 20, playgroundPaceMs: 100 });
  wb = await openWorkbench({
    dataDir: tempDir('wb-once-'),
    version: 'test',
    builtinSandbox: { baseUrl: sb.baseUrl, apiKey: sb.key('participant') },
    secrets,
    heartbeatMs: 60_000,
    client: { timeoutMs: 3000, maxAttempts: 1 },
    outboxBackoffMs: { base: 20, max: 100 },
  });
  dispatch = createDispatcher(wb.handlers);
  direct = new ApiClient({ baseUrl: sb.baseUrl, apiKey: sb.key('participant'), userAgent: 'test' });
});

afterAll(async () => {
  await direct.close();
  await wb.close();
  await sb.close();
});

beforeEach(async () => {
  await sb.clearFaults();
  await sb.platform({ idempotencyKey: 'honour', runList: 'full' });
});

describe('library writes, answer lost after commit', () => {
  for (const kind of ['cheatsheet', 'solver-template'] as const) {
    it(`a ${kind} create is made once, and the check says so`, async () => {
      const title = unique('once');
      const field = kind === 'cheatsheet' ? 'content' : 'solverCode';
      const text = kind === 'cheatsheet' ? 'x ◇ y = y ◇ x' : 'theorem once : True := trivial';
      const path = kind === 'cheatsheet' ? '/cheatsheets' : '/solver-templates';
      const { entry, sent } = await lostOnce('POST', path, () =>
        call('library.create', { kind, title, [field]: text }),
      );
      expect(entry.status).toBe('done');
      expect(entry.note).toMatch(FOUND);
      expect(sent).toBe(1);
      const all = await collect(
        paginate(
          async (cursor) => (await listLibrary(direct, kind, { cursor, limit: 100 })).data,
          (i) => String(i.id ?? JSON.stringify(i)),
        ),
      );
      expect(all.filter((i) => i.title === title)).toHaveLength(1);
    });
  }

  it('a custom Lean problem create is made once', async () => {
    const lhsText = `${'x ◇ '.repeat(3 + (n % 5))}y = y`;
    const before = await collect(
      paginate(
        async (cursor) => (await listLibrary(direct, 'lean-problem', { cursor, limit: 100 })).data,
        (i) => String(i.id ?? JSON.stringify(i)),
      ),
    );
    const { entry, sent } = await lostOnce('POST', '/lean-problems', () =>
      call('library.create', { kind: 'lean-problem', lhsText, rhsText: 'x ◇ y = x' }),
    );
    expect(entry.status).toBe('done');
    expect(sent).toBe(1);
    const after = await collect(
      paginate(
        async (cursor) => (await listLibrary(direct, 'lean-problem', { cursor, limit: 100 })).data,
        (i) => String(i.id ?? JSON.stringify(i)),
      ),
    );
    expect(after.length - before.length).toBe(1);
  });

  it('an update and a delete whose answers are lost are done, each sent once', async () => {
    const item = (await createLibraryItem(direct, 'cheatsheet', { title: unique('upd'), content: 'v1' }))
      .data;
    const updated = await lostOnce('PATCH', `/cheatsheets/${item.id}`, () =>
      call('library.update', {
        kind: 'cheatsheet',
        id: item.id,
        content: 'v2',
        baseUpdatedAt: item.updatedAt,
      }),
    );
    expect(updated.entry.status).toBe('done');
    expect(updated.sent).toBe(1);
    expect((await getLibraryItem(direct, 'cheatsheet', item.id)).data).toMatchObject({ content: 'v2' });

    const deleted = await lostOnce('DELETE', `/cheatsheets/${item.id}`, () =>
      call('library.delete', { kind: 'cheatsheet', id: item.id }),
    );
    // A repeated delete may go out again: its 404 then means the first one did it.
    expect(deleted.entry.status).toBe('done');
    await expect(getLibraryItem(direct, 'cheatsheet', item.id)).rejects.toMatchObject({
      info: { code: 'NOT_FOUND' },
    });
  });
});

describe('submissions, answer lost after commit', () => {
  for (const key of ['honour', 'ignore'] as const) {
    describe(`idempotencyKey ${key === 'honour' ? 'honoured' : 'ignored'}`, () => {
      beforeEach(async () => {
        await sb.platform({ idempotencyKey: key });
      });

      it('an IGP24 batch is one record, checked by its download', async () => {
        const description = unique('igp24');
        const line = `-1,-1,${'0,'.repeat(22)}1 # ${description}`;
        const { entry, sent } = await lostOnce('POST', `/competitions/igp24/submissions`, () =>
          call('submissions.submit', {
            competitionId: 'igp24',
            payload: { polynomials: [line] },
            meta: { description },
          }),
        );
        expect(entry.status).toBe('done');
        expect(entry.note).toMatch(FOUND);
        expect(sent).toBe(1);
        const history = (await listMine(direct, 'igp24', { limit: 100 })).data.items;
        const mine = [];
        for (const s of history.slice(0, 10))
          if ((await downloadSubmission(direct, 'igp24', s.submissionId)).data === line) mine.push(s);
        expect(mine).toHaveLength(1);
      });

      it('a cheatsheet entry is sent once and is the current entry', async () => {
        const content = unique('sheet');
        const { entry, sent } = await lostOnce('POST', `/competitions/${STAGE1}/submissions`, () =>
          call('submissions.submit', { competitionId: STAGE1, payload: { content } }),
        );
        expect(entry.status).toBe('done');
        expect(sent).toBe(1);
        const current = (await listMine(direct, STAGE1)).data.items[0]!;
        expect((await downloadSubmission(direct, STAGE1, current.submissionId)).data).toBe(content);
      });

      it('a solver entry (one track) and a model reference (one slot) are each sent once', async () => {
        const solverCode = `theorem t${n} : True := trivial -- ${unique('solver')}`;
        const solver = await lostOnce('POST', `/competitions/${STAGE2}/submissions`, () =>
          call('submissions.submit', {
            competitionId: STAGE2,
            payload: { track: 'solo', modelId: 'gpt-oss-120b', solverCode },
          }),
        );
        expect(solver.entry.status).toBe('done');
        expect(solver.sent).toBe(1);
        const hash = (n % 16).toString(16).repeat(40);
        const ref = await lostOnce('POST', `/competitions/${MODREF}/submissions`, () =>
          call('submissions.submit', {
            competitionId: MODREF,
            payload: { modelName: 'alice/once-model', commitHash: hash },
            slot: 3,
          }),
        );
        expect(ref.entry.status).toBe('done');
        expect(ref.sent).toBe(1);
        const slot3 = (await listMine(direct, MODREF)).data.items.find((s) => s.slot === 3);
        expect(slot3?.payload).toMatchObject({ modelName: 'alice/once-model', commitHash: hash });
      });
    });
  }
});

describe('Playground runs, answer lost after commit', () => {
  const stage2Body = () => ({
    solverCode: `theorem r${n} : True := trivial -- ${unique('run')}`,
    problemIds: ['lean-basics-001'],
  });

  it('a run the list shows with its params is found, and started once', async () => {
    const before = (await listRuns(direct, STAGE2, { limit: 100 })).data.items.length;
    const { entry, sent } = await lostOnce('POST', `/competitions/${STAGE2}/playground/runs`, () =>
      call('playground.create', { competitionId: STAGE2, kind: 'solver-participation', body: stage2Body() }),
    );
    expect(entry.status).toBe('done');
    expect(entry.note).toMatch(FOUND);
    expect(sent).toBe(1);
    expect((await listRuns(direct, STAGE2, { limit: 100 })).data.items.length).toBe(before + 1);
  });

  it('with a list of only runId and status it is not sent again: the user adopts the new run', async () => {
    await sb.platform({ runList: 'bare' });
    const before = (await listRuns(direct, STAGE1, { limit: 100 })).data.items.map((r) => r.runId);
    const body = {
      models: ['gpt-oss-120b'],
      problems: [{ problemSet: 'warmup', index: n % 5 }],
      repeat: 1,
    };
    const { entry, sent } = await lostOnce('POST', `/competitions/${STAGE1}/playground/runs`, () =>
      call('playground.create', { competitionId: STAGE1, kind: 'cheatsheet', body }),
    );
    expect(sent).toBe(1);
    expect(entry.status).toBe('failed');
    expect(entry.error?.code).toBe('MAYBE_DELIVERED');
    const after = (await listRuns(direct, STAGE1, { limit: 100 })).data.items.map((r) => r.runId);
    const made = after.filter((id) => !before.includes(id));
    expect(made).toHaveLength(1);
    // The one run new since the entry was queued is offered, and nothing older.
    expect(entry.candidates?.map((c) => c.id)).toEqual(made);
    const adopted = await call<OutboxEntryView>('outbox.adopt', { id: entry.id, candidateId: made[0] });
    expect(adopted.status).toBe('done');
    expect(adopted.result).toMatchObject({ runId: made[0] });
    expect((await listRuns(direct, STAGE1, { limit: 100 })).data.items).toHaveLength(after.length);
  });

  it('sent again on purpose, it makes a second run and never adopts the first', async () => {
    await sb.platform({ runList: 'bare' });
    const body = { models: ['gpt-oss-120b'], problems: [{ problemSet: 'warmup', index: 1 }], repeat: 1 };
    const { entry } = await lostOnce('POST', `/competitions/${STAGE1}/playground/runs`, () =>
      call('playground.create', { competitionId: STAGE1, kind: 'cheatsheet', body }),
    );
    expect(entry.error?.code).toBe('MAYBE_DELIVERED');
    const first = entry.candidates![0]!.id;
    await call('outbox.retry', { id: entry.id, resend: true });
    const resent = await settle(entry.id);
    expect(resent.status).toBe('done');
    expect((resent.result as { runId: string }).runId).not.toBe(first);
  });

  it('a model-reference run with a one-time token is started once', async () => {
    const before = (await listRuns(direct, MODREF, { limit: 100 })).data.items.length;
    const { entry, sent } = await lostOnce('POST', `/competitions/${MODREF}/playground/runs`, () =>
      call('playground.create', {
        competitionId: MODREF,
        kind: 'model-reference',
        body: {
          modelName: 'modular-labs/open-7b',
          commitHash: 'b'.repeat(40),
          problemSetId: 'modular-quick',
          hfToken: 'hf_onceTokenValue1234567890',
        },
      }),
    );
    expect(entry.status).toBe('done');
    expect(sent).toBe(1);
    expect((await listRuns(direct, MODREF, { limit: 100 })).data.items.length).toBe(before + 1);
    // Found by the check, the run is on the platform: its one-time token leaves the keychain.
    await vi.waitFor(async () => expect(await secrets.accounts('playground-hf-once:')).toEqual([]));
    // Let it end, so a later model-reference run in this sandbox is not ACTIVE_RUN_EXISTS.
    await vi.waitFor(
      async () => {
        const run = (await getRun(direct, MODREF, (entry.result as { runId: string }).runId)).data;
        if (!['done', 'failed', 'cancelled'].includes(run.status)) throw new Error(run.status);
      },
      { timeout: 20_000, interval: 50 },
    );
  });

  it('a cancel whose answer is lost is done when the run is cancelled, and a refusal when it had ended', async () => {
    const body = {
      models: ['gpt-oss-120b', 'deepseek-v3.1'],
      problems: [0, 1, 2, 3, 4, 5].map((index) => ({ problemSet: 'warmup', index })),
      repeat: 2,
    };
    const running = (await createRun(direct, STAGE1, body)).data;
    const cancel = await lostOnce('POST', `/playground/runs/${running.runId}/cancel`, () =>
      call('playground.cancel', { competitionId: STAGE1, runId: running.runId }),
    );
    if (VARIANT) {
      // This platform offers no cancel (spec 4.5 shows none): refused in words, nothing sent twice.
      expect(cancel.entry.error?.code).toBe('NOT_OFFERED');
      return;
    }
    expect(cancel.entry.status).toBe('done');
    expect((await getRun(direct, STAGE1, running.runId)).data.status).toBe('cancelled');

    // A run that ended by itself: the repeat's RUN_NOT_CANCELLABLE is what it is, a refusal.
    const ended = (
      await createRun(direct, STAGE1, { ...body, problems: body.problems.slice(0, 1), repeat: 1 })
    ).data;
    await vi.waitFor(
      async () => {
        const status = (await getRun(direct, STAGE1, ended.runId)).data.status;
        if (status !== 'done') throw new Error(status);
      },
      { timeout: 20_000, interval: 50 },
    );
    const late = await lostOnce('POST', `/playground/runs/${ended.runId}/cancel`, () =>
      call('playground.cancel', { competitionId: STAGE1, runId: ended.runId }),
    );
    expect(late.entry.status).toBe('failed');
    expect(late.entry.error?.code).toBe('RUN_NOT_CANCELLABLE');
  });
});

describe('Contributor Network, answer lost after commit', () => {
  it('a publish is made once; its withdraw is done once', async () => {
    const title = unique('published');
    const { entry, sent } = await lostOnce('POST', '/contributor-network/items', () =>
      call('cn.publish', {
        competitionId: STAGE1,
        kind: 'cheatsheet',
        source: { from: 'inline', title, content: 'x ◇ x = x' },
      }),
    );
    expect(entry.status).toBe('done');
    expect(entry.note).toMatch(FOUND);
    expect(sent).toBe(1);
    const mine = await collect(
      paginate(
        async (cursor) =>
          (await listItems(direct, { scope: 'mine', competitionId: STAGE1, cursor, limit: 100 })).data,
        (i) => i.id,
      ),
    );
    const copies = mine.filter((i) => i.title === title);
    expect(copies).toHaveLength(1);

    const withdrawn = await lostOnce('DELETE', `/contributor-network/items/${copies[0]!.id}`, () =>
      call('cn.withdraw', { id: copies[0]!.id }),
    );
    expect(withdrawn.entry.status).toBe('done');
    await expect(getItem(direct, copies[0]!.id)).rejects.toMatchObject({ info: { code: 'NOT_FOUND' } });
  });

  it('a favorite whose answer is lost is set once', async () => {
    const { entry } = await lostOnce('PUT', '/contributor-network/items/cni_s1_0002/favorite', () =>
      call('cn.favorite', { id: 'cni_s1_0002', on: true }),
    );
    expect(entry.error).toBeNull();
    expect(entry.status).toBe('done');
    expect((await getItem(direct, 'cni_s1_0002')).data.viewerHasFavorited).toBe(true);
    const off = await lostOnce('DELETE', '/contributor-network/items/cni_s1_0002/favorite', () =>
      call('cn.favorite', { id: 'cni_s1_0002', on: false }),
    );
    expect(off.entry.status).toBe('done');
    expect((await getItem(direct, 'cni_s1_0002')).data.viewerHasFavorited).toBe(false);
  });

  it('a comment is posted once, and its delete is done once', async () => {
    const body = unique('comment');
    const { entry, sent } = await lostOnce('POST', '/contributor-network/items/cni_s1_0002/comments', () =>
      call('cn.comments.create', { id: 'cni_s1_0002', body }),
    );
    if (VARIANT) {
      // No comment path on this platform (a guess, spec 4.4): refused with its text kept.
      expect(entry.status).toBe('failed');
      expect(JSON.stringify(entry.request)).toContain(body);
      return;
    }
    expect(entry.error).toBeNull();
    expect(entry.status).toBe('done');
    expect(sent).toBe(1);
    const thread = await collect(
      paginate(
        async (cursor) => (await listComments(direct, 'cni_s1_0002', { cursor, limit: 100 })).data,
        (c) => c.id,
      ),
    );
    const copies = thread.filter((c) => c.body === body);
    expect(copies).toHaveLength(1);
    const deleted = await lostOnce('DELETE', `/comments/${copies[0]!.id}`, () =>
      call('cn.comments.delete', { id: 'cni_s1_0002', commentId: copies[0]!.id }),
    );
    expect(deleted.entry.status).toBe('done');
  });
});

describe('the cause of a lost answer', () => {
  it('is said as a lost answer, not as a server that cannot be reached', async () => {
    await sb.fault({ kind: 'drop-answer', method: 'POST', path: '/cheatsheets', count: 1 });
    const lost = await createLibraryItem(direct, 'cheatsheet', {
      title: unique('cause'),
      content: 'c',
    }).catch((err: unknown) => err);
    expect(lost).toMatchObject({ info: { code: 'ANSWER_LOST' } });
    const words = describeError((lost as { info: ApiErrorInfo }).info);
    expect(`${words.title} ${words.detail} ${words.action}`).not.toMatch(/base URL|cannot be reached/);
    // A connection never made sent nothing: that is the unreachable server.
    const nowhere = new ApiClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'k', userAgent: 'test' });
    try {
      await expect(
        createLibraryItem(nowhere, 'cheatsheet', { title: 't', content: 'c' }),
      ).rejects.toMatchObject({
        info: { code: 'NETWORK_UNREACHABLE' },
      });
    } finally {
      await nowhere.close();
    }
  });
});

describe('bodies the platform will not take', () => {
  it('a body over the published limit is refused before its upload, the text kept', async () => {
    await sb.resetCounts();
    const content = 'x'.repeat(10_241);
    const entry = await call<OutboxEntryView>('submissions.submit', {
      competitionId: STAGE1,
      payload: { content },
    });
    const refused = await settle(entry.id);
    expect(refused.status).toBe('failed');
    expect(refused.error?.code).toBe('FILE_TOO_LARGE');
    expect(refused.error?.message).toMatch(/10,241 bytes.*at most 10,240/);
    expect(JSON.stringify(refused.request)).toContain(content);
    expect((await sb.counts())[`POST /api/public/v1/competitions/${STAGE1}/submissions`]).toBeUndefined();
    await call('outbox.discard', { id: entry.id });
  });

  it('a large body whose connection is cut during its upload is a refusal in words, not "offline"', async () => {
    await sb.fault({ kind: 'reset', method: 'POST', path: '/cheatsheets', count: 1 });
    const title = unique('large');
    const entry = await call<OutboxEntryView>('library.create', {
      kind: 'cheatsheet',
      title,
      content: 'y'.repeat(2_000_000),
    });
    const refused = await settle(entry.id);
    expect(refused.status).toBe('failed');
    expect(refused.error?.code).toBe('UPLOAD_REFUSED');
    expect(refused.error?.message).toMatch(/2\.0 MB/);
    // Tried again, it is checked first (it was not there) and sent: this platform's own refusal
    // then names its limit, and the text is still kept.
    await call('outbox.retry', { id: entry.id });
    const sent = await settle(entry.id);
    expect(sent.error?.code).toBe('RESOURCE_FIELD_INVALID');
    expect(sent.error?.fieldErrors.map((f) => f.path)).toEqual(['/content']);
    expect(JSON.stringify(sent.request)).toContain('y'.repeat(1000));
    await call('outbox.discard', { id: entry.id });
  });
});
