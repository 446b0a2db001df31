/**
 * Reads never write: the experiments table works out which text each run ran (kept pins, the pins
 * of a creation sent from here, a match against what was seen on the server) without writing a
 * row. Those pins are kept when a run is created or seen to have ended, never by a read.
 * The store is filled as a finished session would have left it, minus the pins, and a second
 * handle on the file watches it: SQLite's data_version moves when another connection commits.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDispatcher, openWorkbench, type Workbench } from '../../../src/core';
import { type ActiveConnection, partitionOf, SANDBOX_ID } from '../../../src/core/connections';
import { EventHub } from '../../../src/core/events';
import { MemorySecretStore } from '../../../src/core/secrets';
import { sha256Hex } from '../../../src/core/sha256';
import { openRepositories } from '../../../src/core/store';
import { openStore } from '../../../src/core/store/db';
import { VersionRecorder } from '../../../src/core/versions';
import { cacheKey } from '../../../src/shared/contract';
import type { Experiments, RunPin } from '../../../src/shared/contracts/experiments';
import { tempDir } from '../../helpers/tempDir';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const KEY = 'cp_test_reads_only';
const P = partitionOf(SANDBOX_ID, KEY);
const TEXT = 'Try small magmas first.\n';
const U = '2026-03-01T10:00:00.000Z';
const CREATED = '2026-03-01T11:00:00.000Z';

const body = { models: ['gpt-oss-120b'], problems: [], configurations: [{ cheatsheet: 'cs_1' }] };
const run = (runId: string) => ({ runId, status: 'done', createdAt: CREATED, params: undefined });

/** A store as a session leaves it, except that no run's pins were kept. */
function seed(file: string): void {
  const { db } = openStore(file);
  try {
    const repos = openRepositories(db);
    // cs_1 seen at U before both runs were created, and still at U after: the text they ran.
    repos.versions.save(P, {
      kind: 'cheatsheet',
      itemId: 'cs_1',
      text: TEXT,
      title: 'Sheet',
      source: 'server',
      serverUpdatedAt: U,
    });
    repos.versions.sight(P, 'cheatsheet', 'cs_1', U, sha256Hex(TEXT), '2026-03-01T10:30:00.000Z');
    repos.versions.sightAgain(P, 'cheatsheet', 'cs_1', U, '2026-03-01T12:00:00.000Z');
    // Started on the website (its record names what it ran), and Stage 2 code no template holds.
    const elsewhere = { partition: P, competitionId: STAGE1, runId: 'run_web' };
    repos.playground.putRun(elsewhere, { ...run('run_web'), params: body } as never, 'cheatsheet');
    repos.playground.markComplete(elsewhere);
    // Started here: its creation is done in the outbox, with the pins fixed when it was queued.
    const here = { partition: P, competitionId: STAGE1, runId: 'run_here' };
    repos.playground.putRun(here, run('run_here') as never, 'cheatsheet');
    repos.playground.markComplete(here);
    const pin: RunPin = {
      position: 0,
      kind: 'cheatsheet',
      itemId: 'cs_1',
      sha256: sha256Hex(TEXT),
      title: 'Sheet',
      how: 'started-here',
    };
    const entry = repos.outbox.insert(
      SANDBOX_ID,
      {
        op: 'playground.run.create',
        competitionId: STAGE1,
        kind: 'cheatsheet',
        body,
        hfTokenRef: null,
        pins: [pin],
      },
      'Start a Playground run',
    );
    repos.outbox.markDone(entry.id, { runId: 'run_here', status: 'queued' }, null);
  } finally {
    db.close();
  }
}

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe('experiments.list', () => {
  it('works out every run’s pins and writes nothing', async () => {
    const dataDir = tempDir('wb-reads-only-');
    const file = join(dataDir, 'workbench.db');
    seed(file);
    let wb: Workbench | undefined;
    const watch = openStore(file).db;
    cleanup = async () => {
      await wb?.close();
      watch.close();
    };
    wb = await openWorkbench({
      dataDir,
      version: 'test',
      // Nothing answers there: the table is made from the store alone.
      builtinSandbox: { baseUrl: 'http://127.0.0.1:9', apiKey: KEY },
      secrets: new MemorySecretStore(),
      checkAtOnce: false,
      heartbeatMs: 600_000,
    });
    const dispatch = createDispatcher(wb.handlers);
    const list = async () => {
      const res = await dispatch('experiments.list', { competitionId: STAGE1 });
      if (!res.ok) throw new Error(res.error.message);
      return res.value as Experiments;
    };
    // The active connection is settled by a first read of something else.
    expect(await dispatch('library.history', { kind: 'cheatsheet', id: 'cs_1' })).toMatchObject({ ok: true });
    const version = () => watch.pragma('data_version', { simple: true }) as number;
    const pins = () => watch.prepare('SELECT COUNT(*) AS n FROM run_pins').get() as { n: number };
    const before = version();

    const first = await list();
    const second = await list();

    const pinOf = (e: Experiments, runId: string) => e.runs.find((r) => r.runId === runId)?.pins;
    expect(pinOf(first, 'run_web')).toMatchObject([
      { itemId: 'cs_1', sha256: sha256Hex(TEXT), how: 'matched' },
    ]);
    expect(pinOf(first, 'run_here')).toMatchObject([
      { itemId: 'cs_1', sha256: sha256Hex(TEXT), how: 'started-here' },
    ]);
    expect(first.versions.map((v) => v.sha256)).toEqual([sha256Hex(TEXT)]);
    // The same answer twice, and not a row written by either.
    expect(second).toEqual(first);
    expect(version()).toBe(before);
    expect(pins().n).toBe(0);
  });
});

describe('the recorder', () => {
  it('keeps those pins when the platform shows the run ended, its results all stored', async () => {
    const file = join(tempDir('wb-run-seen-'), 'workbench.db');
    seed(file);
    const { db } = openStore(file);
    cleanup = async () => {
      db.close();
    };
    const repos = openRepositories(db);
    const conn = { id: SANDBOX_ID, partition: P } as ActiveConnection;
    const recorder = new VersionRecorder({
      repo: repos.versions,
      playground: repos.playground,
      startedRuns: (id, competitionId) => repos.outbox.startedRuns(id, competitionId),
      events: new EventHub(),
      active: async () => conn,
      origin: 'app',
    });
    for (const runId of ['run_web', 'run_here'])
      recorder.seen(conn, cacheKey('playground.run', { competitionId: STAGE1, runId }), run(runId));
    const kept = repos.versions.pinsOf(P, STAGE1);
    expect(kept.get('run_web')).toMatchObject([{ sha256: sha256Hex(TEXT), how: 'matched' }]);
    expect(kept.get('run_here')).toMatchObject([{ sha256: sha256Hex(TEXT), how: 'started-here' }]);
    expect(repos.versions.history(P, 'cheatsheet', 'cs_1')[0]?.runs).toBe(2);
  });
});
