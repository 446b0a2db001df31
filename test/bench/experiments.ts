/**
 * `experiments.list` of one competition with 500 stored Stage 1 runs × 5 models (20 problems
 * each: 50,000 result rows), answered from the local store, against a baseline in the same
 * process: one `playground.aggregates` read. Half the runs were started here (pinned), half are
 * matched from sightings. Median of ROUNDS calls; target < 30 ms (the rows are not read: each
 * run's aggregates and completion span are kept as its rows arrive).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openWorkbench } from '../../src/core';
import { type ActiveConnection, partitionOf, SANDBOX_ID } from '../../src/core/connections';
import { EventHub } from '../../src/core/events';
import { addRows, emptyState } from '../../src/core/playground/aggregates';
import { MemorySecretStore } from '../../src/core/secrets';
import { sha256Hex } from '../../src/core/sha256';
import { openStore } from '../../src/core/store/db';
import { PlaygroundRepo } from '../../src/core/store/playground';
import { VersionsRepo } from '../../src/core/store/versions';
import { VersionRecorder } from '../../src/core/versions';
import type { Run, Stage1Row } from '../../src/shared/api';
import { cacheKey } from '../../src/shared/contract';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const RUNS = 500;
const MODELS = ['gpt-oss-120b', 'qwen3-235b-a22b', 'deepseek-v3.1', 'llama-4-maverick', 'mistral-large-2'];
const PROBLEMS = 20;
const ROUNDS = Number(process.env.BENCH_EXPERIMENTS_ROUNDS ?? 15);
const KEY = 'bench-key';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

function fill(file: string, partition: string): void {
  const { db } = openStore(file);
  const pg = new PlaygroundRepo(db);
  const versions = new VersionsRepo(db);
  const t0 = Date.parse('2026-01-01T00:00:00Z');
  db.transaction(() => {
    for (let v = 0; v < 50; v++) {
      const at = new Date(t0 + v * 3_600_000).toISOString();
      const text = `Cheatsheet version ${v}\n${'hint '.repeat(2000)}`;
      const { sha256 } = versions.save(partition, {
        kind: 'cheatsheet',
        itemId: 'cs_1',
        text,
        title: `v${v}`,
        source: 'app',
        at,
      });
      versions.sight(partition, 'cheatsheet', 'cs_1', at, sha256, at);
      versions.sightAgain(
        partition,
        'cheatsheet',
        'cs_1',
        at,
        new Date(t0 + v * 3_600_000 + 3_599_000).toISOString(),
      );
    }
    for (let i = 0; i < RUNS; i++) {
      const runId = `run_${String(i).padStart(4, '0')}`;
      const createdAt = new Date(t0 + i * 360_000 + 1000).toISOString();
      const key = { partition, competitionId: STAGE1, runId };
      const params = {
        models: MODELS,
        problems: Array.from({ length: PROBLEMS }, (_, index) => ({ problemSet: 'normal', index })),
        configurations: [{ cheatsheet: 'cs_1' }],
        repeat: 1,
      };
      const run = { runId, status: 'done', createdAt, params } as Run;
      pg.putRun(key, run, 'cheatsheet');
      const rows: Stage1Row[] = [];
      for (const modelId of MODELS) {
        for (let p = 0; p < PROBLEMS; p++) {
          const correct = (i + p + modelId.length) % 3 !== 0;
          rows.push({
            resultId: `${runId}_${modelId}_${p}`,
            executionIndex: rows.length,
            modelId,
            problem: { position: p, source: { type: 'problem-set', problemSetId: 'normal', index: p } },
            configuration: { position: 0, cheatsheetId: 'cs_1' },
            repeatIndex: 0,
            outcome: 'scored',
            expectedAnswer: true,
            parsedAnswer: correct,
            correct,
            diagnostic: null,
            usage: { inputTokens: 1000, outputTokens: 200, costUsd: 0.001 },
            elapsedMs: 1200,
            completedAt: new Date(Date.parse(createdAt) + rows.length * 1000).toISOString(),
          } as Stage1Row);
        }
      }
      pg.addResults(key, rows, (r) => r.executionIndex);
      pg.putAggregates(key, addRows(emptyState('cheatsheet'), rows));
      pg.markComplete(key);
      // Half the runs were started here (pinned when queued); the rest are matched when seen ended.
      if (i % 2 === 0) {
        const v = Math.floor(i / 10);
        const text = `Cheatsheet version ${v}\n${'hint '.repeat(2000)}`;
        versions.putPins(partition, STAGE1, runId, [
          {
            position: 0,
            kind: 'cheatsheet',
            itemId: 'cs_1',
            sha256: sha256Hex(text),
            title: `v${v}`,
            how: 'started-here',
          },
        ]);
      }
    }
  })();
  // The other half: matched and kept as the run follower's end of each run has the recorder do.
  const conn = { id: SANDBOX_ID, partition } as ActiveConnection;
  const recorder = new VersionRecorder({
    repo: versions,
    playground: pg,
    startedRuns: () => [],
    events: new EventHub(),
    active: async () => conn,
    origin: 'app',
  });
  for (let i = 1; i < RUNS; i += 2) {
    const runId = `run_${String(i).padStart(4, '0')}`;
    recorder.seen(conn, cacheKey('playground.run', { competitionId: STAGE1, runId }), null);
  }
  db.close();
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'wb-bench-exp-'));
  try {
    fill(join(dataDir, 'workbench.db'), partitionOf(SANDBOX_ID, KEY));
    const wb = await openWorkbench({
      dataDir,
      version: 'bench',
      // Never contacted: everything measured is local.
      builtinSandbox: { baseUrl: 'http://127.0.0.1:9', apiKey: KEY },
      secrets: new MemorySecretStore(),
      heartbeatMs: 3_600_000,
      probeMs: 3_600_000,
    });
    try {
      const list = () => wb.handlers['experiments.list']({ competitionId: STAGE1 }, {});
      const baseline = () =>
        wb.handlers['playground.aggregates']({ competitionId: STAGE1, runId: 'run_0000' }, {});
      const first = await list();
      if (first.runs.length !== RUNS) throw new Error(`expected ${RUNS} runs, got ${first.runs.length}`);
      const unknown = first.runs.filter((r) => r.pins.some((p) => p.sha256 === null)).length;
      const listMs: number[] = [];
      const baseMs: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        let t = performance.now();
        await baseline();
        baseMs.push(performance.now() - t);
        t = performance.now();
        await list();
        listMs.push(performance.now() - t);
      }
      const med = median(listMs);
      const base = median(baseMs);
      process.stdout.write(
        `${JSON.stringify({
          runs: RUNS,
          models: MODELS.length,
          rows: RUNS * MODELS.length * PROBLEMS,
          unknownVersions: unknown,
          rounds: ROUNDS,
          experimentsListMedianMs: Math.round(med * 10) / 10,
          baselineAggregatesMedianMs: Math.round(base * 100) / 100,
          ratio: Math.round((med / base) * 10) / 10,
          targetMs: 30,
          withinTarget: med < 30,
        })}\n`,
      );
    } finally {
      await wb.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
