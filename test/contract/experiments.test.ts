/**
 * Experiments through the core, over real HTTP to a sandbox: a cheatsheet saved, run, edited and
 * run again has two versions, each run pinned (before it was sent) to the text it ran; runs
 * started elsewhere are matched only when the text is known; the comparisons and the best version
 * come from the stored rows; a version is restored into the editor's draft.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDispatcher, type Workbench } from '../../src/core';
import { ApiClient } from '../../src/core/api/client';
import { createLibraryItem, updateLibraryItem } from '../../src/core/api/library';
import { createRun } from '../../src/core/api/playground';
import type { Dispatch } from '../../src/core/dispatch';
import { sha256Hex } from '../../src/core/sha256';
import { openStore } from '../../src/core/store/db';
import {
  cacheKey,
  type Draft,
  type OutboxEntryView,
  type PlaygroundResults,
  type Stage1Aggregates,
} from '../../src/shared/contract';
import type {
  BestVersion,
  Experiments,
  ExperimentsCompareMany,
  ExperimentsCompareTwo,
  TextVersion,
} from '../../src/shared/contracts/experiments';
import { openPlaygroundWorkbench } from '../helpers/playgroundWorkbench';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const V1 = 'Try small magmas first.\n';
const V2 = 'Try small magmas first.\nThen look for a projection.\n';

let sb: TestSandbox;
let wb: Workbench;
let dispatch: Dispatch;
let direct: ApiClient;
const dirs: string[] = [];
const updated: string[] = [];
let sandboxDown = false;
let wbData: string;

async function call<T>(method: string, input: unknown = {}): Promise<T> {
  const res = await dispatch(method, input);
  if (!res.ok) throw new Error(`${method}: ${res.error.code} ${res.error.message}`);
  return res.value as T;
}

function settle(id: number): Promise<OutboxEntryView> {
  return vi.waitFor(
    async () => {
      const entry = (await call<OutboxEntryView[]>('outbox.list')).find((e) => e.id === id);
      if (entry?.status !== 'done') throw new Error(`entry ${id}: ${entry?.status}`);
      return entry;
    },
    { timeout: 20_000, interval: 50 },
  );
}

function followedToEnd(runId: string): Promise<PlaygroundResults> {
  return vi.waitFor(
    async () => {
      const res = await call<PlaygroundResults>('playground.results', {
        competitionId: STAGE1,
        runId,
        limit: 10_000,
      });
      if (res.following || res.run?.status !== 'done' || res.total === 0) throw new Error('still running');
      return res;
    },
    { timeout: 30_000, interval: 50 },
  );
}

const body = (cheatsheet: string) => ({
  models: ['gpt-oss-120b', 'deepseek-v3.1'],
  problems: [0, 1, 2, 3].map((index) => ({ problemSet: 'warmup', index })),
  configurations: [{ cheatsheet }],
});

/** Starts a run here; answers the queued entry (as enqueued, before sending) and the run ID. */
async function startRun(cheatsheet: string) {
  const queued = await call<OutboxEntryView>('playground.create', {
    competitionId: STAGE1,
    kind: 'cheatsheet',
    body: body(cheatsheet),
  });
  const runId = ((await settle(queued.id)).result as { runId: string }).runId;
  await followedToEnd(runId);
  return { queued, runId };
}

beforeAll(async () => {
  const sbData = mkdtempSync(join(tmpdir(), 'wb-exp-sbx-'));
  wbData = mkdtempSync(join(tmpdir(), 'wb-exp-'));
  dirs.push(sbData, wbData);
  sb = await startTestSandbox({ dataDir: sbData, playgroundPaceMs: 5 });
  wb = await openPlaygroundWorkbench(sb, { dataDir: wbData, account: 'participant' });
  wb.on('cache.updated', (e) => updated.push(...e.keys));
  dispatch = createDispatcher(wb.handlers);
  direct = new ApiClient({ baseUrl: sb.baseUrl, apiKey: sb.key('participant'), userAgent: 'test' });
});

afterAll(async () => {
  await direct?.close();
  await wb?.close();
  if (!sandboxDown) await sb?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('run → edit → run → history', () => {
  let id: string;
  let runA: string;
  let runB: string;

  it('pins each run to the text it runs, before it is sent, and lists both versions', async () => {
    const created = await call<OutboxEntryView>('library.create', {
      kind: 'cheatsheet',
      title: 'Sheet',
      content: V1,
    });
    const item = (await settle(created.id)).result as { id: string; updatedAt: string };
    id = item.id;
    const a = await startRun(id);
    runA = a.runId;
    expect(a.queued.status).toBe('pending');
    expect(a.queued.request).toMatchObject({
      pins: [{ position: 0, itemId: id, sha256: sha256Hex(V1), how: 'started-here' }],
    });

    // The edit is queued and the run right behind it: the run is pinned to the queued text.
    await call('library.update', { kind: 'cheatsheet', id, content: V2, baseUpdatedAt: item.updatedAt });
    const b = await startRun(id);
    runB = b.runId;
    expect(b.queued.request).toMatchObject({ pins: [{ position: 0, sha256: sha256Hex(V2) }] });

    const history = await call<TextVersion[]>('library.history', { kind: 'cheatsheet', id });
    expect(history.map((v) => [v.sha256, v.itemId, v.source, v.runs])).toEqual([
      [sha256Hex(V2), id, 'app', 1],
      [sha256Hex(V1), id, 'app', 1],
    ]);
    expect(updated).toContain(cacheKey('library.history', { kind: 'cheatsheet', id }));
    expect(updated).toContain(cacheKey('experiments.list', { competitionId: STAGE1 }));
  });

  it('lists the runs with their versions and accuracy per model, and compares their texts', async () => {
    const list = await call<Experiments>('experiments.list', { competitionId: STAGE1 });
    const row = (runId: string) => list.runs.find((r) => r.runId === runId)!;
    expect(row(runA).pins[0]?.sha256).toBe(sha256Hex(V1));
    expect(row(runB).pins[0]?.sha256).toBe(sha256Hex(V2));
    expect(row(runA)).toMatchObject({ problemSets: ['warmup'], customProblems: 0, repeat: 1 });
    // Accuracy per model is the run's own aggregates summed over its configurations.
    const agg = await call<Stage1Aggregates>('playground.aggregates', { competitionId: STAGE1, runId: runA });
    const expected = ['deepseek-v3.1', 'gpt-oss-120b'].map((modelId) => {
      const cells = agg.byModelConfiguration.filter((c) => c.modelId === modelId);
      return [modelId, cells.reduce((n, c) => n + c.correct, 0), cells.reduce((n, c) => n + c.scored, 0)];
    });
    expect(row(runA).accuracyByModel.map((m) => [m.modelId, m.correct, m.scored])).toEqual(expected);
    expect(list.versions.map((v) => v.sha256).sort()).toEqual([sha256Hex(V1), sha256Hex(V2)].sort());

    const two = await call<ExperimentsCompareTwo>('experiments.compareTwo', {
      competitionId: STAGE1,
      runA,
      runB,
    });
    expect(two.texts).toEqual([
      { position: 0, a: expect.objectContaining({ text: V1 }), b: expect.objectContaining({ text: V2 }) },
    ]);
    expect(two.compare.problems).toHaveLength(8);

    const many = await call<ExperimentsCompareMany>('experiments.compareMany', {
      competitionId: STAGE1,
      runIds: [runA, runB],
    });
    expect(many.models.map((m) => m.cells.map((c) => c?.scored))).toEqual(
      row(runA).accuracyByModel.map((m) => [
        m.scored,
        row(runB).accuracyByModel.find((x) => x.modelId === m.modelId)?.scored,
      ]),
    );
    for (const p of many.problems) expect(p.flipped).toBe(p.correct[0] !== p.correct[1]);

    const best = await call<BestVersion>('experiments.best', { competitionId: STAGE1, problemSet: 'warmup' });
    expect([sha256Hex(V1), sha256Hex(V2)]).toContain(best.version.sha256);
    const bestRun = row(best.runIds[0]!);
    expect(best.runIds).toHaveLength(1);
    expect(bestRun.pins[0]?.sha256).toBe(best.version.sha256);
    expect(best.scored).toBe(bestRun.accuracyByModel.reduce((n, m) => n + m.scored, 0));
    expect(best.interval.low).toBeLessThanOrEqual(best.accuracy);
    expect(best.interval.high).toBeGreaterThanOrEqual(best.accuracy);
  });

  it('takes a run’s pins from its outbox entry when they never reached the pin table (a crash)', async () => {
    const { db } = openStore(join(wbData, 'workbench.db'));
    try {
      db.prepare('DELETE FROM run_pins WHERE run_id = ?').run(runA);
    } finally {
      db.close();
    }
    const list = await call<Experiments>('experiments.list', { competitionId: STAGE1 });
    expect(list.runs.find((r) => r.runId === runA)?.pins).toMatchObject([
      { sha256: sha256Hex(V1), how: 'started-here' },
    ]);
  });

  it('matches a run started elsewhere only when the text it ran is known', async () => {
    const seen = await createRun(direct, STAGE1, body(id));
    // Seen again, still at the same updatedAt, after that run was created.
    await call('library.list', { kind: 'cheatsheet', cursor: null });
    const never = (
      await createLibraryItem(direct, 'cheatsheet', { title: 'Web', content: 'made on the website' })
    ).data as { id: string };
    const unseen = await createRun(direct, STAGE1, body(never.id));
    await call('playground.runs', { competitionId: STAGE1, cursor: null });
    const list = await call<Experiments>('experiments.list', { competitionId: STAGE1 });
    const pin = (runId: string) => list.runs.find((r) => r.runId === runId)?.pins[0];
    expect(pin(seen.data.runId)).toMatchObject({ sha256: sha256Hex(V2), how: 'matched' });
    expect(pin(unseen.data.runId)).toMatchObject({ itemId: never.id, sha256: null, how: 'unknown' });
  });

  it('keeps the texts of a conflict the server held: its newer copy and the edit sent over it', async () => {
    const before = await call<{ data: { updatedAt: string } }>('library.get', { kind: 'cheatsheet', id });
    const web = 'Edited on the website.\n';
    await updateLibraryItem(direct, 'cheatsheet', id, { content: web });
    const mine = 'Edited here meanwhile.\n';
    const queued = await call<OutboxEntryView>('library.update', {
      kind: 'cheatsheet',
      id,
      content: mine,
      baseUpdatedAt: before.data.updatedAt,
    });
    await vi.waitFor(
      async () => {
        const e = (await call<OutboxEntryView[]>('outbox.list')).find((x) => x.id === queued.id);
        if (e?.status !== 'failed' || !e.conflict) throw new Error('no conflict yet');
      },
      { timeout: 20_000, interval: 50 },
    );
    const merged = 'Edited here, merged with the website.\n';
    // Edited, it is still based on the old copy: refused again; then sent over the newer copy.
    await call('outbox.edit', { id: queued.id, body: { content: merged } });
    await vi.waitFor(
      async () => {
        const e = (await call<OutboxEntryView[]>('outbox.list')).find((x) => x.id === queued.id);
        if (e?.status !== 'failed' || !e.conflict) throw new Error('no second conflict yet');
      },
      { timeout: 20_000, interval: 50 },
    );
    await call('outbox.overwrite', { id: queued.id });
    await settle(queued.id);
    const history = await call<TextVersion[]>('library.history', { kind: 'cheatsheet', id });
    const source = (text: string) => history.find((v) => v.sha256 === sha256Hex(text))?.source;
    // The refused text never reached the server: not a version.
    expect([source(web), source(mine), source(merged)]).toEqual(['server', undefined, 'conflict']);
    expect(history[0]?.sha256).toBe(sha256Hex(merged));
  });

  it('restores an old version into the item’s draft, the key the editor opens', async () => {
    const { draftKey } = await call<{ draftKey: string }>('library.restore', {
      kind: 'cheatsheet',
      id,
      sha256: sha256Hex(V1),
    });
    expect(draftKey).toBe(`cheatsheet:${id}`);
    const draft = await call<Draft>('drafts.get', { key: draftKey });
    expect(draft).toMatchObject({ text: V1, meta: { title: 'Sheet', itemId: id } });
  });

  it('answers history, versions, the table and the comparisons with the platform down', async () => {
    await sb.close();
    sandboxDown = true;
    const history = await call<TextVersion[]>('library.history', { kind: 'cheatsheet', id });
    expect(history.map((v) => v.sha256)).toContain(sha256Hex(V1));
    const list = await call<Experiments>('experiments.list', { competitionId: STAGE1 });
    expect(list.runs.map((r) => r.runId)).toEqual(expect.arrayContaining([runA, runB]));
    const two = await call<ExperimentsCompareTwo>('experiments.compareTwo', {
      competitionId: STAGE1,
      runA,
      runB,
    });
    expect(two.texts[0]?.a?.text).toBe(V1);

    // Saved offline: not a version until the server has it (the outbox holds the text); another
    // item's version restores into the local item's new-item draft, under the queued title.
    const offline = 'Written on the train.\n';
    const queued = await call<OutboxEntryView>('library.create', {
      kind: 'cheatsheet',
      title: 'Train',
      content: offline,
    });
    const local = `local:${queued.id}`;
    expect(await call<TextVersion[]>('library.history', { kind: 'cheatsheet', id: local })).toEqual([]);
    const { draftKey } = await call<{ draftKey: string }>('library.restore', {
      kind: 'cheatsheet',
      id: local,
      sha256: sha256Hex(V1),
    });
    expect(draftKey).toMatch(/^cheatsheet:new-/);
    expect(await call<TextVersion[]>('library.history', { kind: 'cheatsheet', id: local })).toEqual([]);
    expect(await call<Draft>('drafts.get', { key: draftKey })).toMatchObject({
      text: V1,
      meta: { title: 'Train', createEntryId: queued.id },
    });
  });
});
