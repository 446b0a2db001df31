/**
 * The Playground through the core, over real HTTP to a sandbox: catalog reads, runs started and
 * cancelled through the outbox, the follower reading results to the end (nextCursor, then
 * pollCursor), aggregates, comparison, CSV, the run-ended event once, restart resume, offline
 * creation sent once, the hfToken kept out of SQLite, and the spec's refusals.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDispatcher, type Workbench } from '../../src/core';
import { ApiClient } from '../../src/core/api/client';
import {
  cancelRun,
  createRun,
  getResults,
  getRun,
  listLeanKernelRuns,
  listRuns,
} from '../../src/core/api/playground';
import type { Dispatch } from '../../src/core/dispatch';
import { MemorySecretStore } from '../../src/core/secrets';
import type { Run } from '../../src/shared/api';
import type {
  Cached,
  OutboxEntryView,
  PlaygroundCompare,
  PlaygroundModels,
  PlaygroundResults,
  Stage1Aggregates,
} from '../../src/shared/contract';
import { openPlaygroundWorkbench } from '../helpers/playgroundWorkbench';
import { startTestSandbox, type TestSandbox, VARIANT } from '../helpers/sandbox';
import { tempDir } from '../helpers/tempDir';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const STAGE2 = 'mathematics-distillation-challenge-equational-theories-stage2';
const MODREF = 'modular-arithmetic-challenge';
const HASH = 'b'.repeat(40);

let sb: TestSandbox;
let port: number;
let sbData: string;
let wbData: string;
let wb: Workbench;
let dispatch: Dispatch;
let direct: ApiClient;
const ended: Array<{ runId: string; status: string; name: string }> = [];
const secrets = new MemorySecretStore();

async function call<T>(method: string, input: unknown = {}): Promise<T> {
  const res = await dispatch(method, input);
  if (!res.ok) throw new Error(`${method}: ${res.error.code} ${res.error.message}`);
  return res.value as T;
}

async function open(): Promise<void> {
  wb = await openPlaygroundWorkbench(sb, { dataDir: wbData, account: 'participant', secrets });
  wb.on('playground.runEnded', (e) => ended.push({ runId: e.runId, status: e.status, name: e.name }));
  dispatch = createDispatcher(wb.handlers);
}

function settle(id: number, ms = 20_000): Promise<OutboxEntryView> {
  return vi.waitFor(
    async () => {
      const entry = (await call<OutboxEntryView[]>('outbox.list')).find((e) => e.id === id);
      if (!entry || (entry.status !== 'done' && entry.status !== 'failed')) throw new Error('not settled');
      return entry;
    },
    { timeout: ms, interval: 50 },
  );
}

/** Waits until the core's copy of the run has every row and the follower has let go. */
function followedToEnd(competitionId: string, runId: string, ms = 30_000): Promise<PlaygroundResults> {
  return vi.waitFor(
    async () => {
      const res = await call<PlaygroundResults>('playground.results', {
        competitionId,
        runId,
        limit: 10_000,
      });
      if (res.following || !res.run || !['done', 'failed', 'cancelled'].includes(res.run.status)) {
        throw new Error(`run ${runId} still ${res.run?.status}`);
      }
      return res;
    },
    { timeout: ms, interval: 50 },
  );
}

const stage1Body = (configurations?: Array<{ cheatsheet: string }>) => ({
  models: ['gpt-oss-120b', 'deepseek-v3.1'],
  problems: [0, 1, 2, 3, 4, 5].map((index) => ({ problemSet: 'warmup', index })),
  ...(configurations ? { configurations } : {}),
  repeat: 2,
});

async function startStage1(): Promise<string> {
  const entry = await call<OutboxEntryView>('playground.create', {
    competitionId: STAGE1,
    kind: 'cheatsheet',
    body: stage1Body(),
  });
  const done = await settle(entry.id);
  expect(done.status).toBe('done');
  return (done.result as { runId: string }).runId;
}

beforeAll(async () => {
  sbData = tempDir('wb-pg-sbx-');
  wbData = tempDir('wb-pg-');
  sb = await startTestSandbox({ dataDir: sbData, playgroundPaceMs: 5 });
  port = Number(new URL(sb.baseUrl).port);
  await open();
  direct = new ApiClient({ baseUrl: sb.baseUrl, apiKey: sb.key('participant'), userAgent: 'test' });
});

afterAll(async () => {
  await direct.close();
  await wb.close();
  await sb.close();
});

describe('catalog reads', () => {
  it('models with the credit rate, problem sets and a set with gold answers', async () => {
    const models = await call<Cached<PlaygroundModels>>('playground.models', { competitionId: STAGE1 });
    expect(models.data?.items.map((m) => m.id)).toContain('gpt-oss-120b');
    expect(models.data?.creditRate).toBeGreaterThan(0);
    const sets = await call<Cached<Array<{ id: string; count: number }>>>('playground.problemSets', {
      competitionId: STAGE1,
    });
    expect(sets.data?.find((s) => s.id === 'warmup')?.count).toBe(20);
    const set = await call<Cached<{ items: Array<{ goldAnswer: boolean }> }>>('playground.problemSet', {
      competitionId: STAGE1,
      problemSetId: 'warmup',
    });
    expect(set.data?.items).toHaveLength(20);
    expect(typeof set.data?.items[0]?.goldAnswer).toBe('boolean');
    const lean = await call<Cached<{ items: Array<{ isCustom: boolean }> }>>('playground.problemSet', {
      competitionId: STAGE2,
      problemSetId: 'lean-basics',
    });
    expect(lean.data?.items.length).toBeGreaterThan(0);
  });
});

describe('a Stage 1 run, started through the outbox and followed to the end', () => {
  let runId: string;

  it('stores every row once, aggregates them, and announces the end once', async () => {
    runId = await startStage1();
    const res = await followedToEnd(STAGE1, runId);
    const cells = 2 * 6 * 1 * 2;
    expect(res.run?.status).toBe('done');
    expect(res.total).toBe(cells);
    expect(new Set(res.rows.map((r) => r.resultId)).size).toBe(cells);
    // The same rows as the server has, in its order.
    const server = await getResults(direct, STAGE1, 'cheatsheet', runId, { limit: 100 });
    expect(res.rows.slice(0, server.data.items.length).map((r) => r.resultId)).toEqual(
      server.data.items.map((r) => r.resultId),
    );
    const agg = await call<Stage1Aggregates>('playground.aggregates', { competitionId: STAGE1, runId });
    expect(agg.rows).toBe(cells);
    const scored = agg.byModelConfiguration.reduce((n, c) => n + c.scored, 0);
    const correct = agg.byModelConfiguration.reduce((n, c) => n + c.correct, 0);
    const rows = res.rows as Array<{ correct: boolean | null }>;
    expect(scored).toBe(rows.filter((r) => r.correct !== null).length);
    expect(correct).toBe(rows.filter((r) => r.correct === true).length);
    // Once, named by what it ran, with the model and problem set names the cache holds.
    await vi.waitFor(() =>
      expect(ended.filter((e) => e.runId === runId)).toEqual([
        {
          runId,
          status: 'done',
          name: 'Cheatsheet run: GPT-OSS 120B and DeepSeek V3.1 · baseline (no cheatsheet) · 2 repeats · Warm-up, problems 0–5',
        },
      ]),
    );
  });

  it('a run whose detail was read while running shows its end once followed there, not the cached detail', async () => {
    const big = {
      models: ['gpt-oss-120b', 'deepseek-v3.1'],
      problems: Array.from({ length: 100 }, (_, index) => ({ problemSet: 'normal', index })),
      repeat: 2,
    };
    const other = (await createRun(direct, STAGE1, big)).data.runId;
    // Read while it runs: the detail is cached (fresh for 10 s) and the core starts following it.
    const first = await call<Cached<Run>>('playground.run', { competitionId: STAGE1, runId: other });
    expect(['pending', 'running']).toContain(first.data?.status);
    await followedToEnd(STAGE1, other);
    const after = await call<Cached<Run>>('playground.run', { competitionId: STAGE1, runId: other });
    expect(after.data?.status).toBe('done');
  });

  it('exports every row and every field as CSV, and the aggregates', async () => {
    const csv = await call<{ csv: string; rows: number }>('playground.exportResults', {
      competitionId: STAGE1,
      runId,
    });
    expect(csv.rows).toBe(24);
    const header = csv.csv.split(/\r?\n/)[0] ?? '';
    for (const f of [
      'resultId',
      'executionIndex',
      'modelId',
      'problem.position',
      'usage.costUsd',
      'diagnostic',
      'diagnostic_code',
      'completedAt',
    ]) {
      expect(header.split(',')).toContain(f);
    }
    // The diagnostic is one column in words and one for its code, never also `diagnostic.code`.
    expect(header.split(',')).toEqual(expect.arrayContaining(['diagnostic', 'diagnostic_code']));
    expect(header.split(',')).not.toContain('diagnostic.code');
    expect(header.split(',')).not.toContain('diagnostic.message');
    const agg = await call<{ csv: string; rows: number }>('playground.exportAggregates', {
      competitionId: STAGE1,
      runId,
    });
    expect(agg.csv).toContain('accuracy');
  });

  it('compares two runs problem by problem', async () => {
    const other = await startStage1();
    await followedToEnd(STAGE1, other);
    const cmp = await call<PlaygroundCompare>('playground.compare', {
      competitionId: STAGE1,
      runA: runId,
      runB: other,
    });
    expect(cmp.models.map((m) => m.modelId).sort()).toEqual(['deepseek-v3.1', 'gpt-oss-120b']);
    for (const m of cmp.models) {
      expect(m.shared).toBeGreaterThan(0);
      expect(m.pValue === null || (m.pValue >= 0 && m.pValue <= 1)).toBe(true);
    }
    expect(cmp.problems.length).toBe(12);
  });

  it('after a restart, a run the cache still has as running is followed again to its end', async () => {
    await wb.close();
    // Start a run while the workbench is closed, then let the workbench see it once as running.
    const created = (await createRun(direct, STAGE1, stage1Body())).data;
    // Its results read fails (RUN_STORE_BUSY) for now, so this session cannot read any row.
    await sb.fault({ kind: 'status', status: 503, path: `/runs/${created.runId}/results` });
    await open();
    const list = await call<Cached<{ items: Run[] }>>('playground.runs', {
      competitionId: STAGE1,
      cursor: null,
    });
    expect(list.data?.items.some((r) => r.runId === created.runId)).toBe(true);
    const before = await call<PlaygroundResults>('playground.results', {
      competitionId: STAGE1,
      runId: created.runId,
    });
    expect(before.total).toBe(0);
    expect(before.following).toBe(true);
    await wb.close();
    await sb.clearFaults();
    await open();
    const res = await followedToEnd(STAGE1, created.runId);
    expect(res.total).toBe(24);
  });
});

describe('cancel and refusals', () => {
  it('cancels a running run through the outbox; a second cancel is RUN_NOT_CANCELLABLE', async () => {
    const created = (
      await createRun(direct, STAGE1, {
        models: ['gpt-oss-120b'],
        problems: Array.from({ length: 100 }, (_, index) => ({ problemSet: 'normal', index })),
        repeat: 5,
      })
    ).data;
    const entry = await settle(
      (await call<OutboxEntryView>('playground.cancel', { competitionId: STAGE1, runId: created.runId })).id,
    );
    if (VARIANT) {
      // No cancel path on this platform (a guess, spec 4.5): said in words, not "run not found".
      expect(entry.status).toBe('failed');
      expect(entry.error?.code).toBe('NOT_OFFERED');
      expect(entry.error?.message).toMatch(/does not offer cancelling/);
      expect((await getRun(direct, STAGE1, created.runId)).data.status).not.toBe('cancelled');
      return;
    }
    expect(entry.status).toBe('done');
    expect((await getRun(direct, STAGE1, created.runId)).data.status).toBe('cancelled');
    await expect(cancelRun(direct, STAGE1, created.runId)).rejects.toMatchObject({
      info: { code: 'RUN_NOT_CANCELLABLE' },
    });
  });

  it('RUN_PARAMS_INVALID for an unknown model; INVALID_MODEL_REFERENCE for a bad repository', async () => {
    await expect(
      createRun(direct, STAGE1, {
        models: ['no-such-model'],
        problems: [{ problemSet: 'warmup', index: 0 }],
      }),
    ).rejects.toMatchObject({ info: { code: 'RUN_PARAMS_INVALID' } });
    await expect(
      createRun(direct, MODREF, { modelName: 'not a repo', commitHash: HASH, problemSetId: 'modular-quick' }),
    ).rejects.toMatchObject({ info: { code: 'INVALID_MODEL_REFERENCE' } });
  });

  it('the Lean kernel run list refuses bad filter, limit, cursor and parameters', async () => {
    const page = await listLeanKernelRuns(direct, { filter: 'all', limit: 2 });
    expect(page.data.items.length).toBeGreaterThan(0);
    // The client's schema takes `metrics` both as a summary object and as null (spec 2.10).
    const all = (await listLeanKernelRuns(direct, { filter: 'all', limit: 100 })).data.items;
    expect(all.find((r) => r.runId === 'lkr_0001')?.metrics).toEqual(expect.any(Object));
    expect(all.find((r) => r.runId === 'lkr_0007')).toHaveProperty('metrics', null);
    await expect(listLeanKernelRuns(direct, { filter: 'ACTIVE' })).rejects.toMatchObject({
      info: { code: 'INVALID_FILTER' },
    });
    await expect(listLeanKernelRuns(direct, { limit: 101 })).rejects.toMatchObject({
      info: { code: 'INVALID_LIMIT' },
    });
    await expect(listLeanKernelRuns(direct, { cursor: 'nonsense' })).rejects.toMatchObject({
      info: { code: 'INVALID_CURSOR' },
    });
    await expect(listLeanKernelRuns(direct, { problem: ' padded ' })).rejects.toMatchObject({
      info: { code: 'RESOURCE_FIELD_INVALID' },
    });
    const viaCore = await call<Cached<{ items: unknown[] }>>('playground.leanRuns', {
      filter: 'all',
      cursor: null,
    });
    expect(viaCore.error).toBeNull();
    expect(viaCore.data?.items.length).toBeGreaterThan(0);
  });
});

describe('model reference and the hfToken', () => {
  it('sends the token once, keeps it out of SQLite, and refuses a second active run with ACTIVE_RUN_EXISTS', async () => {
    const token = 'hf_secretTOKEN_never_stored_1234567890';
    const entry = await settle(
      (
        await call<OutboxEntryView>('playground.create', {
          competitionId: MODREF,
          kind: 'model-reference',
          body: {
            modelName: 'modular-labs/gated-arith-7b',
            commitHash: HASH,
            problemSetId: 'modular-quick',
            hfToken: token,
          },
          rememberToken: true,
        })
      ).id,
    );
    expect(entry.status).toBe('done');
    expect(JSON.stringify(entry)).not.toContain(token);
    await expect(
      createRun(direct, MODREF, {
        modelName: 'modular-labs/open-7b',
        commitHash: HASH,
        problemSetId: 'modular-quick',
      }),
    ).rejects.toMatchObject({ info: { code: 'ACTIVE_RUN_EXISTS' } });
    const runId = (entry.result as { runId: string }).runId;
    await followedToEnd(MODREF, runId);
    // Nothing the workbench wrote (database, its journal, logs) holds the token.
    const files = readdirSync(wbData, { recursive: true, withFileTypes: true }).filter((d) => d.isFile());
    expect(files.length).toBeGreaterThan(0);
    for (const d of files) {
      const file = join(d.parentPath, d.name);
      expect(readFileSync(file).includes(token), `the token in ${file}`).toBe(false);
    }
    expect(await secrets.get(`playground-hf:sandbox:modular-labs/gated-arith-7b`)).toBe(token);
  });
});

describe('offline', () => {
  it('a run started offline goes out once when the server is back', async () => {
    const before = (await listRuns(direct, STAGE2, { limit: 100 })).data.items.length;
    await sb.close();
    const entry = await call<OutboxEntryView>('playground.create', {
      competitionId: STAGE2,
      kind: 'solver-participation',
      body: { solverCode: 'theorem offline : True := trivial', problemIds: ['lean-basics-001'] },
    });
    expect(entry.status).toBe('pending');
    sb = await startTestSandbox({ dataDir: sbData, port, playgroundPaceMs: 5 });
    const done = await settle(entry.id, 30_000);
    expect(done.status).toBe('done');
    const after = (await listRuns(direct, STAGE2, { limit: 100 })).data.items;
    expect(after.length).toBe(before + 1);
    await followedToEnd(STAGE2, (done.result as { runId: string }).runId);
  });
});
