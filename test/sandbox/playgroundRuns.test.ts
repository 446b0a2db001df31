import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../src/sandbox';
import { call, keyOf, PREFIX } from './helpers';
import { MR, post, readAllResults, S1, S2, terminal, waitForRun } from './playgroundHelpers';

// A pace far beyond any test: runs stay pending (never claimed) until cancelled.
const FROZEN = 3_600_000;
const good = { modelName: 'alice/modular-7b', commitHash: 'b'.repeat(40), problemSetId: 'modular-quick' };
const warmup = (n: number) => Array.from({ length: n }, (_, index) => ({ problemSet: 'warmup', index }));

describe('cancel, credits and one active model-reference run (runs held before claim)', () => {
  let sandbox: SandboxHandle;
  beforeAll(async () => {
    sandbox = await startSandbox({ playgroundPaceMs: FROZEN, faults: true });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('cancel before claim leaves no rows and refunds; a second cancel is RUN_NOT_CANCELLABLE', async () => {
    const runId = (await post(sandbox, `${S1}/runs`, { models: ['gpt-oss-120b'], problems: warmup(4) })).body
      .data.runId;
    const pending = (await call(sandbox, `${S1}/runs/${runId}`)).body.data;
    expect(pending).toMatchObject({ status: 'pending', canCancel: true, startedAt: null });
    const polled = await call(sandbox, `${S1}/runs/${runId}/results`);
    expect(polled.body.data).toMatchObject({ items: [], nextCursor: null, pollCursor: expect.any(String) });
    const cancelled = await call(sandbox, `${S1}/runs/${runId}/cancel`, { method: 'POST' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ runId, status: 'cancelled', canCancel: false });
    // Nothing ran: the run was charged nothing, and its record says so (not the price it started at).
    expect(pending.costCredits).toBeGreaterThan(0);
    expect(cancelled.body.data.costCredits).toBe(0);
    expect((await call(sandbox, `${S1}/runs/${runId}`)).body.data.costCredits).toBe(0);
    const after = await call(
      sandbox,
      `${S1}/runs/${runId}/results?cursor=${encodeURIComponent(polled.body.data.pollCursor)}`,
    );
    expect(after.body.data).toMatchObject({
      runStatus: 'cancelled',
      items: [],
      nextCursor: null,
      pollCursor: null,
    });
    const again = await call(sandbox, `${S1}/runs/${runId}/cancel`, { method: 'POST' });
    expect([again.status, again.body.error.code]).toEqual([409, 'RUN_NOT_CANCELLABLE']);
    expect((await call(sandbox, `${S1}/runs/nope/cancel`, { method: 'POST' })).status).toBe(404);
    expect((await call(sandbox, `${S1}/runs/${runId}/cancel`, { method: 'POST', key: 'bob' })).status).toBe(
      404,
    );
  });

  it('refuses a run beyond the remaining credits, and cancelling gives the credits back', async () => {
    // carol starts with 200 credits; Stage 1 costs 0.05 per execution.
    const big = {
      models: ['gpt-oss-120b', 'deepseek-v3.1', 'qwen3-235b-a22b'],
      problems: Array.from({ length: 400 }, (_, index) => ({ problemSet: 'hard3', index })),
      repeat: 5,
    };
    const refused = await post(sandbox, `${S1}/runs`, big, 'carol');
    expect([refused.status, refused.body.error.code]).toEqual([403, 'RUN_BUDGET_EXCEEDED']);
    const half = { ...big, models: ['gpt-oss-120b'], repeat: 4 }; // 1,600 executions = 80 credits
    const first = (await post(sandbox, `${S1}/runs`, half, 'carol')).body.data.runId;
    expect((await post(sandbox, `${S1}/runs`, half, 'carol')).status).toBe(201);
    expect((await post(sandbox, `${S1}/runs`, half, 'carol')).body.error.code).toBe('RUN_BUDGET_EXCEEDED');
    await call(sandbox, `${S1}/runs/${first}/cancel`, { method: 'POST', key: 'carol' });
    expect((await post(sandbox, `${S1}/runs`, half, 'carol')).status).toBe(201);
  });

  it('allows one active model-reference run per account', async () => {
    const first = await post(sandbox, `${MR}/runs`, good, 'carol');
    expect(first.status).toBe(201);
    const second = await post(sandbox, `${MR}/runs`, good, 'carol');
    expect([second.status, second.body.error.code]).toEqual([409, 'ACTIVE_RUN_EXISTS']);
    expect((await post(sandbox, `${MR}/runs`, good, 'bob')).status).toBe(201);
    await call(sandbox, `${MR}/runs/${first.body.data.runId}/cancel`, { method: 'POST', key: 'carol' });
    expect((await post(sandbox, `${MR}/runs`, good, 'carol')).status).toBe(201);
  });

  it('answers RUN_STORE_BUSY and RUN_STORE_FAILED on demand in fault mode', async () => {
    const control = (body: unknown) =>
      fetch(`${sandbox.baseUrl}/__sandbox/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await control({
      kind: 'status',
      status: 503,
      code: 'RUN_STORE_BUSY',
      path: '/playground/runs',
      count: 1,
    });
    const busy = await call(sandbox, `${S1}/runs`);
    expect([busy.status, busy.body.error.code]).toEqual([503, 'RUN_STORE_BUSY']);
    await control({
      kind: 'status',
      status: 500,
      code: 'RUN_STORE_FAILED',
      path: '/playground/runs',
      count: 1,
    });
    const failed = await call(sandbox, `${S1}/runs`);
    expect([failed.status, failed.body.error.code]).toEqual([500, 'RUN_STORE_FAILED']);
    expect((await call(sandbox, `${S1}/runs`)).status).toBe(200);
  });
});

describe('runs in progress', () => {
  let sandbox: SandboxHandle;
  beforeAll(async () => {
    sandbox = await startSandbox({ playgroundPaceMs: 5 });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('cancel while running keeps the rows stored so far and refunds the rest', async () => {
    const problems = Array.from({ length: 100 }, (_, index) => ({ problemSet: 'normal', index }));
    const runId = (await post(sandbox, `${S1}/runs`, { models: ['gpt-oss-120b'], problems })).body.data.runId;
    await waitForRun(sandbox, S1, runId, (r) => r.progress.completedExecutions >= 3);
    const cancelled = (await call(sandbox, `${S1}/runs/${runId}/cancel`, { method: 'POST' })).body.data;
    expect(cancelled.status).toBe('cancelled');
    const { items, last } = await readAllResults(sandbox, S1, runId);
    expect(items.length).toBe(cancelled.progress.completedExecutions);
    expect(items.length).toBeLessThan(100);
    expect(last.runStatus).toBe('cancelled');
  });

  it('reads rows while the run fills, with pollCursor until the end', async () => {
    const runId = (
      await post(sandbox, `${S1}/runs`, { models: ['gpt-oss-120b', 'qwen3-235b-a22b'], problems: warmup(20) })
    ).body.data.runId;
    const first = await call(sandbox, `${S1}/runs/${runId}/results`);
    expect(first.body.data.pollCursor).not.toBeNull();
    const { items, pages } = await readAllResults(sandbox, S1, runId, '', 10);
    expect(items.map((r) => r.executionIndex)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(pages).toBeGreaterThan(4);
  });

  it('streams progress and status events and ends after the terminal status', async () => {
    // A pace of its own: its three steps take 150 ms each, so a stream opened as late as a loaded
    // machine opens it still sees two of them (at 5 ms a step the run could end before it).
    const sandbox = await startSandbox({ playgroundPaceMs: 150 });
    try {
      await streamsProgress(sandbox);
    } finally {
      await sandbox.close();
    }
  });
});

async function streamsProgress(sandbox: SandboxHandle): Promise<void> {
  const runId = (
    await post(sandbox, `${S2}/runs`, {
      solverCode: 'def solve := 1',
      problemIds: ['lean-basics-001', 'lean-basics-002', 'lean-basics-003'],
    })
  ).body.data.runId;
  const res = await fetch(`${sandbox.baseUrl}${PREFIX}${S2}/runs/${runId}/events`, {
    headers: { authorization: `Bearer ${keyOf(sandbox, 'participant')}` },
  });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const text = await res.text(); // resolves only when the server ends the stream
  const events = [...text.matchAll(/event: (\w+)\ndata: (.*)\n\n/g)].map((m) => ({
    event: m[1],
    data: JSON.parse(m[2]!),
  }));
  expect(events.filter((e) => e.event === 'progress').length).toBeGreaterThanOrEqual(2);
  expect(events.at(-1)).toMatchObject({ event: 'status', data: { runId, status: 'done' } });
  expect(events.find((e) => e.event === 'progress')!.data).toMatchObject({
    runId,
    status: 'running',
    progress: { totalProblems: 3 },
  });
  expect(
    (
      await fetch(`${sandbox.baseUrl}${PREFIX}${S2}/runs/nope/events`, {
        headers: { authorization: `Bearer ${keyOf(sandbox, 'participant')}` },
      })
    ).status,
  ).toBe(404);
}

describe('persistence', () => {
  it('a run started before a restart resumes and finishes afterwards', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-pg-'));
    try {
      const first = await startSandbox({ dataDir: dir, playgroundPaceMs: FROZEN });
      const runId = (await post(first, `${S1}/runs`, { models: ['gpt-oss-120b'], problems: warmup(5) })).body
        .data.runId;
      await first.close();
      const second = await startSandbox({ dataDir: dir, playgroundPaceMs: 0 });
      try {
        const run = await waitForRun(second, S1, runId, terminal);
        expect(run.status).toBe('done');
        expect((await readAllResults(second, S1, runId)).items).toHaveLength(5);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('close() stops a sandbox with runs active and events streaming', async () => {
    const sandbox = await startSandbox({ playgroundPaceMs: FROZEN });
    const runId = (await post(sandbox, `${S1}/runs`, { models: ['gpt-oss-120b'], problems: warmup(1) })).body
      .data.runId;
    const stream = fetch(`${sandbox.baseUrl}${PREFIX}${S1}/runs/${runId}/events`, {
      headers: { authorization: `Bearer ${keyOf(sandbox, 'participant')}` },
    }).then((r) => r.text());
    await waitForRun(sandbox, S1, runId, (r) => r.status === 'pending');
    await sandbox.close();
    expect(await stream).toContain('event: status');
  });
});
