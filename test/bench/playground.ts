/**
 * Playground follower and aggregates, each against a baseline in the same process:
 * - a finished 10,000-row Stage 1 run (5 models × 400 problems × 5 repeats) fetched to the end by
 *   the core's follower, cached and aggregated: total ms (median of ROUNDS runs); baseline: the
 *   same 100 pages of 100 read bare with the API client (no storing), from the same run, each of
 *   the two going first every other round; target ≤ 1.5×;
 * - one aggregate update when 100 new rows arrive (rows stored + aggregates folded + cursors and
 *   status, one transaction) on a run that already has 10,000 rows: median ms; baseline: the same
 *   100 rows inserted into the same table in one transaction with one prepared statement;
 *   target ≤ 1.5×;
 * - follower requests per minute with one active run and with none (sandbox request counts).
 * The sandbox of the first two runs in its own process (the platform is elsewhere); the slow one
 * of the last, whose requests are only counted, in this one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openWorkbench, type Workbench } from '../../src/core';
import { ApiClient } from '../../src/core/api/client';
import { createRun, getResults, getRun } from '../../src/core/api/playground';
import { ingestPage } from '../../src/core/playground/ingest';
import { MemorySecretStore } from '../../src/core/secrets';
import { openStore } from '../../src/core/store/db';
import { PlaygroundRepo } from '../../src/core/store/playground';
import { startSandbox } from '../../src/sandbox';
import { startSandboxProcess } from '../e2e/harness';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const ROUNDS = Number(process.env.BENCH_PG_ROUNDS ?? 4);
const WINDOW_MS = Number(process.env.BENCH_PG_WINDOW_MS ?? 20_000);
const MODELS = ['gpt-oss-120b', 'qwen3-235b-a22b', 'deepseek-v3.1', 'llama-4-maverick', 'mistral-large-2'];
const BIG = {
  models: MODELS,
  problems: Array.from({ length: 400 }, (_, index) => ({ problemSet: 'hard3', index })),
  repeat: 5,
};

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

async function until(check: () => Promise<boolean> | boolean, ms = 600_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function main() {
  // The platform in a process of its own, as a real one is elsewhere: the core stores a page while
  // the next one is on its way, which a sandbox sharing this thread could not answer meanwhile.
  const sandboxDir = mkdtempSync(join(tmpdir(), 'wb-bench-pg-sbx-'));
  const sandbox = await startSandboxProcess({
    dataDir: sandboxDir,
    args: [
      '--faults',
      '--playground-pace-ms',
      '0',
      '--account-per-minute',
      '1000000000',
      '--ip-per-minute',
      '1000000000',
    ],
  });
  // Stopped with this process whatever happens, also when a step fails and the bench exits.
  process.once('exit', () => {
    sandbox.child.kill('SIGKILL');
    rmSync(sandboxDir, { recursive: true, force: true });
  });
  const apiKey = sandbox.keys.find((k) => k.name === 'participant')!.apiKey;
  const direct = new ApiClient({ baseUrl: sandbox.baseUrl, apiKey, userAgent: 'bench' });
  const open = (dataDir: string) =>
    openWorkbench({
      dataDir,
      version: 'bench',
      builtinSandbox: { baseUrl: sandbox.baseUrl, apiKey },
      secrets: new MemorySecretStore(),
      heartbeatMs: 3_600_000,
      client: { maxAttempts: 1 },
    });

  // 1. Fetch, cache and aggregate a finished 10,000-row run, and the bare fetch of its pages; each
  // goes first every other round, so neither always finds the sandbox's copy of the run warm.
  const fetchMs: number[] = [];
  const bareMs: number[] = [];
  let rows = 0;
  let barePages = 0;
  let lastDir = '';
  const bareFetch = async (runId: string) => {
    const tb = performance.now();
    barePages = 0;
    for (let cursor: string | null = null; ; ) {
      const bare: { nextCursor: string | null } = (
        await getResults(direct, STAGE1, 'cheatsheet', runId, { cursor, limit: 100 })
      ).data;
      barePages++;
      cursor = bare.nextCursor;
      if (cursor === null) break;
    }
    bareMs.push(performance.now() - tb);
  };
  const followerFetch = async (runId: string) => {
    lastDir = mkdtempSync(join(tmpdir(), 'wb-bench-pg-'));
    const wb: Workbench = await open(lastDir);
    const t0 = performance.now();
    await wb.handlers['playground.run']({ competitionId: STAGE1, runId }, {});
    await until(async () => {
      const res = await wb.handlers['playground.results'](
        { competitionId: STAGE1, runId, offset: 0, limit: 1 },
        {},
      );
      rows = res.total;
      return !res.following && res.run?.status === 'done';
    });
    fetchMs.push(performance.now() - t0);
    await wb.close();
  };
  for (let r = 0; r < ROUNDS; r++) {
    const { runId } = (await createRun(direct, STAGE1, BIG)).data;
    await until(async () => (await getRun(direct, STAGE1, runId)).data.status === 'done');
    if (r % 2 === 0) {
      await bareFetch(runId);
      await followerFetch(runId);
    } else {
      await followerFetch(runId);
      await bareFetch(runId);
    }
  }

  // 2. One update of 100 new rows on a run that already holds 10,000.
  const db = openStore(join(lastDir, 'workbench.db')).db;
  const repo = new PlaygroundRepo(db);
  const key = { partition: 'bench:x', competitionId: STAGE1, runId: 'bench-run' };
  const template = (i: number) => ({
    modelId: MODELS[i % 5],
    problem: { position: i % 400, source: { type: 'problem-set' }, problemSetId: 'hard3', index: i % 400 },
    configuration: { position: 0, cheatsheetId: null },
    repeatIndex: i % 5,
    outcome: 'scored',
    expectedAnswer: true,
    parsedAnswer: i % 3 === 0,
    correct: i % 3 === 0,
    diagnostic: null,
    usage: { inputTokens: 900, outputTokens: 200, costUsd: 0.0004 },
    elapsedMs: 400 + (i % 1000),
    completedAt: new Date().toISOString(),
  });
  const page = (start: number) => ({
    runStatus: 'running',
    nextCursor: null,
    pollCursor: 'p',
    items: Array.from({ length: 100 }, (_, i) => ({
      ...template(start + i),
      resultId: `b${start + i}`,
      executionIndex: start + i,
    })),
  });
  for (let s = 0; s < 10_000; s += 100) ingestPage(repo, key, 'cheatsheet', page(s));
  // The baseline's rows go to another run of the same table, which holds as many rows.
  const insert = db.prepare(
    `INSERT OR IGNORE INTO pg_results (partition, competition_id, run_id, result_id, ord, row)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insertOnly = (rows: ReturnType<typeof page>['items']) =>
    db
      .transaction(() => {
        for (const row of rows) {
          insert.run(
            'bench:x',
            STAGE1,
            'bench-insert',
            row.resultId,
            row.executionIndex,
            JSON.stringify(row),
          );
        }
      })
      .immediate();
  for (let s = 0; s < 10_000; s += 100) insertOnly(page(s).items);
  const updateMs: number[] = [];
  const insertMs: number[] = [];
  for (let s = 10_000; s < 15_000; s += 100) {
    const p = page(s);
    const t0 = performance.now();
    ingestPage(repo, key, 'cheatsheet', p);
    updateMs.push(performance.now() - t0);
    const rowsOnly = page(s).items;
    const t1 = performance.now();
    insertOnly(rowsOnly);
    insertMs.push(performance.now() - t1);
  }
  db.close();

  // 3. Follower requests per minute: none active, then one active run (slow pace).
  const idleDir = mkdtempSync(join(tmpdir(), 'wb-bench-pg-idle-'));
  const counts = async () => {
    const res = await fetch(`${sandbox.baseUrl}/__sandbox/requests`);
    const data = ((await res.json()) as { data: { counts: Record<string, number> } }).data.counts;
    return Object.entries(data)
      .filter(([k]) => k.includes('/playground/'))
      .reduce((n, [, v]) => n + v, 0);
  };
  const perMinute = async (wb: Workbench) => {
    await fetch(`${sandbox.baseUrl}/__sandbox/requests`, { method: 'DELETE' });
    await new Promise((r) => setTimeout(r, WINDOW_MS));
    const n = await counts();
    await wb.close();
    return Math.round((n * 60_000) / WINDOW_MS);
  };
  const idle = await perMinute(await open(idleDir));
  await sandbox.stop();
  rmSync(sandboxDir, { recursive: true, force: true });

  const slow = await startSandbox({
    playgroundPaceMs: 5_000,
    faults: true,
    rateLimit: { accountPerMinute: 1e9, ipPerMinute: 1e9 },
  });
  const slowKey = slow.keys.find((k) => k.name === 'participant')!.apiKey;
  const slowClient = new ApiClient({ baseUrl: slow.baseUrl, apiKey: slowKey, userAgent: 'bench' });
  const { runId } = (await createRun(slowClient, STAGE1, BIG)).data;
  const wb = await openWorkbench({
    dataDir: mkdtempSync(join(tmpdir(), 'wb-bench-pg-active-')),
    version: 'bench',
    builtinSandbox: { baseUrl: slow.baseUrl, apiKey: slowKey },
    secrets: new MemorySecretStore(),
    heartbeatMs: 3_600_000,
  });
  await wb.handlers['playground.run']({ competitionId: STAGE1, runId }, {});
  const sandboxCounts = async () => {
    const res = await fetch(`${slow.baseUrl}/__sandbox/requests`);
    return ((await res.json()) as { data: { counts: Record<string, number> } }).data.counts;
  };
  await fetch(`${slow.baseUrl}/__sandbox/requests`, { method: 'DELETE' });
  await new Promise((r) => setTimeout(r, WINDOW_MS));
  const activeCount = Object.entries(await sandboxCounts())
    .filter(([k]) => k.includes('/playground/'))
    .reduce((n, [, v]) => n + v, 0);
  await wb.close();
  await slowClient.close();
  await slow.close();
  await direct.close();

  process.stdout.write(
    `${JSON.stringify({
      rows,
      rounds: ROUNDS,
      fetchCacheAggregateMsMedian: Math.round(median(fetchMs)),
      fetchCacheAggregateMs: fetchMs.map(Math.round),
      baselineBareFetchMsMedian: Math.round(median(bareMs)),
      baselineBareFetchMs: bareMs.map(Math.round),
      pages: barePages,
      fetchRatio: Number((median(fetchMs) / median(bareMs)).toFixed(2)),
      fetchTargetRatio: 1.5,
      aggregateUpdate100RowsMsMedian: Number(median(updateMs).toFixed(3)),
      baselineInsert100RowsMsMedian: Number(median(insertMs).toFixed(3)),
      updateRatio: Number((median(updateMs) / median(insertMs)).toFixed(2)),
      updateTargetRatio: 1.5,
      followerRequestsPerMinuteIdle: idle,
      followerRequestsPerMinuteOneActive: Math.round((activeCount * 60_000) / WINDOW_MS),
      windowMs: WINDOW_MS,
    })}\n`,
  );
}

void main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
