/**
 * Versions are what the server holds or what it accepted (issue 35, item 3), through the core over
 * real HTTP to a sandbox. A save the server refused (CONFLICT) and the user discarded is no
 * version, and a run started after it, or queued right behind it, is pinned to the text the server
 * held; reading an item records a sighting and moves no version's "saved" or "last saved".
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDispatcher, openWorkbench, type Workbench } from '../../src/core';
import { ApiClient } from '../../src/core/api/client';
import { updateLibraryItem } from '../../src/core/api/library';
import { partitionOf, SANDBOX_ID } from '../../src/core/connections';
import type { Dispatch } from '../../src/core/dispatch';
import { MemorySecretStore } from '../../src/core/secrets';
import { sha256Hex } from '../../src/core/sha256';
import { openStore } from '../../src/core/store/db';
import { VersionsRepo } from '../../src/core/store/versions';
import type { Cached, OutboxEntryView } from '../../src/shared/contract';
import type { Experiments, RunPin, TextVersion, VersionText } from '../../src/shared/contracts/experiments';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox';
import { removeTempDirs, tempDir } from '../helpers/tempDir';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';

let sb: TestSandbox | undefined;
let wb: Workbench | undefined;
let direct: ApiClient | undefined;
let dispatch: Dispatch;
let wbData: string;
const dirs: string[] = [];

async function call<T>(method: string, input: unknown = {}): Promise<T> {
  const res = await dispatch(method, input);
  if (!res.ok) throw new Error(`${method}: ${res.error.code} ${res.error.message}`);
  return res.value as T;
}

function waitForEntry(id: number, ready: (e: OutboxEntryView) => boolean): Promise<OutboxEntryView> {
  return vi.waitFor(
    async () => {
      const entry = (await call<OutboxEntryView[]>('outbox.list')).find((e) => e.id === id);
      if (!entry || !ready(entry)) throw new Error(`entry ${id} is ${entry?.status ?? 'gone'}`);
      return entry;
    },
    { timeout: 20_000, interval: 50 },
  );
}

const done = (id: number) => waitForEntry(id, (e) => e.status === 'done');
const refused = (id: number) => waitForEntry(id, (e) => e.status === 'failed' && e.conflict !== null);

const history = (id: string) => call<TextVersion[]>('library.history', { kind: 'cheatsheet', id });

/** Starts a Stage 1 run on one cheatsheet; answers the queued entry. */
const startRun = (cheatsheet: string) =>
  call<OutboxEntryView>('playground.create', {
    competitionId: STAGE1,
    kind: 'cheatsheet',
    body: {
      models: ['gpt-oss-120b'],
      problems: [{ problemSet: 'warmup', index: 0 }],
      configurations: [{ cheatsheet }],
    },
  });

/** The pins the experiments view shows for a run, once the run is stored. */
function pinsOf(runId: string): Promise<RunPin[]> {
  return vi.waitFor(
    async () => {
      const list = await call<Experiments>('experiments.list', { competitionId: STAGE1 });
      const row = list.runs.find((r) => r.runId === runId);
      if (!row) throw new Error(`run ${runId} not listed yet`);
      return row.pins;
    },
    { timeout: 20_000, interval: 50 },
  );
}

/** Reads the item through the core until a read has reached the server (a newer fetchedAt). */
async function readFromServer(id: string): Promise<void> {
  const read = () => call<Cached<unknown>>('library.get', { kind: 'cheatsheet', id });
  const before = (await read()).fetchedAt ?? '';
  await vi.waitFor(
    async () => {
      if (((await read()).fetchedAt ?? '') <= before) throw new Error('not read from the server yet');
    },
    { timeout: 20_000, interval: 20 },
  );
}

/** The item's sightings as stored (a second handle on the workbench's database). */
function sightings(id: string) {
  const { db } = openStore(join(wbData, 'workbench.db'));
  try {
    return new VersionsRepo(db).sightings(partitionOf(SANDBOX_ID, sb!.key('participant')), 'cheatsheet', id);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  const sbData = tempDir('wb-truth-sbx-');
  wbData = tempDir('wb-truth-');
  dirs.push(sbData, wbData);
  sb = await startTestSandbox({ dataDir: sbData, playgroundPaceMs: 5 });
  wb = await openWorkbench({
    dataDir: wbData,
    version: 'test',
    builtinSandbox: { baseUrl: sb.baseUrl, apiKey: sb.key('participant') },
    secrets: new MemorySecretStore(),
    heartbeatMs: 300,
    probeMs: 150,
    // Every read of a cached copy refreshes it from the server.
    freshMs: 0,
    client: { timeoutMs: 3000, maxAttempts: 1 },
    outboxBackoffMs: { base: 100, max: 400 },
    followerPollMs: { min: 20, max: 200 },
  });
  dispatch = createDispatcher(wb.handlers);
  // A second client on the same account: the website, editing the item behind the workbench.
  direct = new ApiClient({ baseUrl: sb.baseUrl, apiKey: sb.key('participant'), userAgent: 'website' });
});

afterAll(async () => {
  try {
    await direct?.close();
    await wb?.close();
    await sb?.close();
  } finally {
    removeTempDirs(dirs);
  }
});

describe('a save the server refused', () => {
  const V1 = 'First text, saved here.\n';
  const WEB = 'Edited on the website.\n';
  const MINE = 'Edited here from the old copy: refused.\n';
  const WEB2 = 'Edited on the website again.\n';
  const MINE2 = 'Edited here again from an old copy: refused.\n';
  let id: string;

  it('is no version once discarded, and a run started after it is pinned to the server’s text', async () => {
    const created = await call<OutboxEntryView>('library.create', {
      kind: 'cheatsheet',
      title: 'Truth',
      content: V1,
    });
    const item = (await done(created.id)).result as { id: string; updatedAt: string };
    id = item.id;
    await updateLibraryItem(direct!, 'cheatsheet', id, { content: WEB });
    const save = await call<OutboxEntryView>('library.update', {
      kind: 'cheatsheet',
      id,
      content: MINE,
      baseUpdatedAt: item.updatedAt,
    });
    await refused(save.id);
    await call('outbox.discard', { id: save.id });

    // The server holds WEB (the copy the conflict met): the newest version. MINE is none.
    const versions = await history(id);
    expect(versions.map((v) => [v.sha256, v.source])).toEqual([
      [sha256Hex(WEB), 'server'],
      [sha256Hex(V1), 'app'],
    ]);
    expect(
      await call<VersionText | null>('library.version', { kind: 'cheatsheet', sha256: sha256Hex(MINE), id }),
    ).toBeNull();

    const run = await startRun(id);
    const runId = ((await done(run.id)).result as { runId: string }).runId;
    expect(await pinsOf(runId)).toMatchObject([
      { position: 0, itemId: id, sha256: sha256Hex(WEB), how: 'started-here' },
    ]);
    expect((await history(id)).find((v) => v.sha256 === sha256Hex(WEB))?.runs).toBe(1);
  });

  it('pins a run queued right behind a save to what the server held when the save was refused', async () => {
    await updateLibraryItem(direct!, 'cheatsheet', id, { content: WEB2 });
    // Based on the copy before WEB2 (WEB's, the newest version here), so the server refuses it.
    expect((await history(id))[0]?.sha256).toBe(sha256Hex(WEB));
    const stale = sightings(id).find((s) => s.sha256 === sha256Hex(WEB))!.updatedAt;
    const save = await call<OutboxEntryView>('library.update', {
      kind: 'cheatsheet',
      id,
      content: MINE2,
      baseUpdatedAt: stale,
    });
    const run = await startRun(id);
    // Queued behind the save, the run was first pinned to the save's text…
    expect(run.request).toMatchObject({ pins: [{ position: 0, sha256: sha256Hex(MINE2) }] });
    await refused(save.id);
    const runId = ((await done(run.id)).result as { runId: string }).runId;
    // …and, once created, to what the server ran: WEB2, which the refused save met.
    expect(await pinsOf(runId)).toMatchObject([
      { position: 0, itemId: id, sha256: sha256Hex(WEB2), how: 'started-here' },
    ]);
    await call('outbox.discard', { id: save.id });
    const versions = await history(id);
    expect(versions.map((v) => v.sha256)).toEqual([sha256Hex(WEB2), sha256Hex(WEB), sha256Hex(V1)]);
  });

  it('keeps a save’s source once the server accepts it (a fork stays a fork)', async () => {
    const fork = await call<OutboxEntryView>('library.create', {
      kind: 'cheatsheet',
      title: 'Forked',
      content: 'Forked text.\n',
      sourceContributorNetworkItemId: 'cni_truth',
    });
    expect(await history(`local:${fork.id}`)).toEqual([]);
    const forkId = ((await done(fork.id)).result as { id: string }).id;
    expect((await history(forkId)).map((v) => v.source)).toEqual(['fork']);
  });
});

describe('reading an item', () => {
  const A = 'Text A.\n';
  const B = 'Text B.\n';

  it('moves no version’s saved or last saved: they are when the server saved that text', async () => {
    const created = await call<OutboxEntryView>('library.create', {
      kind: 'cheatsheet',
      title: 'Reads',
      content: A,
    });
    const a = (await done(created.id)).result as { id: string; updatedAt: string };
    const id = a.id;
    const save = await call<OutboxEntryView>('library.update', {
      kind: 'cheatsheet',
      id,
      content: B,
      baseUpdatedAt: a.updatedAt,
    });
    const b = (await done(save.id)).result as { updatedAt: string };
    const iso = (t: string) => new Date(t).toISOString();
    const times = async () => (await history(id)).map((v) => [v.sha256, v.savedAt, v.lastSavedAt] as const);
    const expected = [
      [sha256Hex(B), iso(b.updatedAt), iso(b.updatedAt)],
      [sha256Hex(A), iso(a.updatedAt), iso(a.updatedAt)],
    ];
    expect(await times()).toEqual(expected);

    await readFromServer(id);
    const seen = sightings(id).find((s) => s.sha256 === sha256Hex(B))!;
    await readFromServer(id);
    // Each read is a sighting of the text it returned…
    expect(sightings(id).find((s) => s.sha256 === sha256Hex(B))!.lastSeenAt > seen.lastSeenAt).toBe(true);
    // …and moves no version's times.
    expect(await times()).toEqual(expected);

    // Saved again on the server (a revert to A): A's last saved is that save, however often read.
    const revert = (await updateLibraryItem(direct!, 'cheatsheet', id, { content: A })).data as {
      updatedAt: string;
    };
    await readFromServer(id);
    await readFromServer(id);
    expect(await times()).toEqual([
      [sha256Hex(A), iso(a.updatedAt), iso(revert.updatedAt)],
      [sha256Hex(B), iso(b.updatedAt), iso(b.updatedAt)],
    ]);
  });
});
