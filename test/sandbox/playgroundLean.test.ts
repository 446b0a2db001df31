import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../src/sandbox';
import { call, collectAll } from './helpers';
import { LK, post } from './playgroundHelpers';

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox({ playgroundPaceMs: 0 });
});
afterAll(async () => {
  await sandbox.close();
});

const ids = (res: { body: { data: { items: { runId: string }[] } } }) =>
  res.body.data.items.map((r) => r.runId);

describe('Lean kernel run list', () => {
  it('lists seeded runs newest first with every history category, statusUncertain and version markers', async () => {
    const { items } = await collectAll(sandbox, `${LK}/runs`, 'participant', 3);
    expect(items).toHaveLength(8);
    const created = items.map((r) => r.createdAt as string);
    expect([...created].sort().reverse()).toEqual(created);
    expect(new Set(items.map((r) => r.historyCategory))).toEqual(
      new Set(['active', 'accepted', 'rejected', 'failed', null]),
    );
    const uncertain = items.find((r) => r.statusUncertain === true)!;
    expect(uncertain).toMatchObject({ status: 'running', historyCategory: 'failed' });
    for (const field of [
      'solutionId',
      'solutionRevision',
      'snapshotId',
      'problemId',
      'canCancel',
      'finalConclusion',
      'pipelineVersion',
      'ruleVersion',
      'templateVersion',
      'toolchainVersion',
      'queuedAt',
      'startedAt',
      'todos',
    ]) {
      expect(items[0], field).toHaveProperty(field);
    }
    expect(items[0]).not.toHaveProperty('practicePlan');
    expect((await call(sandbox, `${LK}/runs`, { key: 'bob' })).body.data.items).toEqual([]);
  });

  it('gives every record every spec 2.10 field: null where unknown, todos an array, metrics included', async () => {
    // Spec 2.10's list of run record fields on the Lean kernel run list, written out here on purpose.
    const fields = [
      'runId',
      'solutionId',
      'solutionRevision',
      'solutionName',
      'snapshotId',
      'problemId',
      'status',
      'statusUncertain',
      'canCancel',
      'historyCategory',
      'finalConclusion',
      'verdict',
      'score',
      'reasonCode',
      'reasonMessage',
      'logExcerpt',
      'metrics',
      'phase',
      'progressText',
      'attempt',
      'maxAttempts',
      'pipelineVersion',
      'progressObservedAt',
      'todos',
      'ruleVersion',
      'templateVersion',
      'toolchainVersion',
      'createdAt',
      'queuedAt',
      'startedAt',
    ];
    for (const filter of ['all', 'active', 'accepted', 'rejected', 'failed']) {
      const { items } = await collectAll(sandbox, `${LK}/runs?filter=${filter}`, 'participant', 2);
      expect(items.length, filter).toBeGreaterThan(0);
      for (const r of items) {
        expect(Object.keys(r).sort(), `${filter} ${r.runId}`).toEqual([...fields].sort());
        expect(Array.isArray(r.todos), `${r.runId} todos`).toBe(true);
        expect(r.metrics === null || typeof r.metrics === 'object', `${r.runId} metrics`).toBe(true);
      }
    }
    const { items } = await collectAll(sandbox, `${LK}/runs`, 'participant', 10);
    // Finished runs carry a metrics summary; runs still queued or checking have none yet.
    expect(items.find((r) => r.runId === 'lkr_0001')!.metrics).toEqual(expect.any(Object));
    expect(items.find((r) => r.runId === 'lkr_0007')!.metrics).toBeNull();
  });

  it('filters by category and exact problem; cancelled runs only under all', async () => {
    expect(ids(await call(sandbox, `${LK}/runs?filter=active`))).toEqual(['lkr_0007', 'lkr_0006']);
    expect(ids(await call(sandbox, `${LK}/runs?filter=failed`))).toEqual(['lkr_0005', 'lkr_0003']);
    expect(ids(await call(sandbox, `${LK}/runs?filter=accepted`))).toEqual(['lkr_0008', 'lkr_0001']);
    expect(ids(await call(sandbox, `${LK}/runs?filter=rejected`))).toEqual(['lkr_0002']);
    expect(ids(await call(sandbox, `${LK}/runs?filter=all`))).toContain('lkr_0004');
    expect(ids(await call(sandbox, `${LK}/runs?problem=kernel-001`))).toEqual([
      'lkr_0007',
      'lkr_0003',
      'lkr_0001',
    ]);
    expect(ids(await call(sandbox, `${LK}/runs?problem=Kernel-001`))).toEqual(['lkr_0008']);
    expect(ids(await call(sandbox, `${LK}/runs?problem=kernel-001&filter=accepted`))).toEqual(['lkr_0001']);
  });

  it("refuses bad parameters with the list's own codes", async () => {
    const cases: [string, number, string][] = [
      ['filter=Active', 400, 'INVALID_FILTER'],
      ['filter=cancelled', 400, 'INVALID_FILTER'],
      ['limit=0', 400, 'INVALID_LIMIT'],
      ['limit=101', 400, 'INVALID_LIMIT'],
      ['limit=ten', 400, 'INVALID_LIMIT'],
      ['cursor=garbage', 400, 'INVALID_CURSOR'],
      ['problem=', 422, 'RESOURCE_FIELD_INVALID'],
      ['problem=%20kernel-001', 422, 'RESOURCE_FIELD_INVALID'],
      ['problem=kernel-001%20', 422, 'RESOURCE_FIELD_INVALID'],
      ['status=done', 422, 'RESOURCE_FIELD_INVALID'],
      ['filter=all&filter=active', 422, 'RESOURCE_FIELD_INVALID'],
    ];
    for (const [q, status, code] of cases) {
      const res = await call(sandbox, `${LK}/runs?${q}`);
      expect([res.status, res.body.error.code], q).toEqual([status, code]);
    }
    const page = await call(sandbox, `${LK}/runs?limit=2`);
    const cursor = encodeURIComponent(page.body.data.nextCursor);
    expect((await call(sandbox, `${LK}/runs?limit=2&cursor=${cursor}`)).status).toBe(200);
    expect((await call(sandbox, `${LK}/runs?limit=2&filter=failed&cursor=${cursor}`)).body.error.code).toBe(
      'INVALID_CURSOR',
    );
    expect((await call(sandbox, `${LK}/runs?limit=2&cursor=${cursor}`, { key: 'bob' })).body.error.code).toBe(
      'INVALID_CURSOR',
    );
  });

  it('cancels an active kernel run: it leaves the active category and shows only under all', async () => {
    const res = await call(sandbox, `${LK}/runs/lkr_0006/cancel`, { method: 'POST' });
    expect(res.body.data).toMatchObject({
      runId: 'lkr_0006',
      status: 'cancelled',
      canCancel: false,
      historyCategory: null,
    });
    expect(ids(await call(sandbox, `${LK}/runs?filter=active`))).toEqual(['lkr_0007']);
    expect((await call(sandbox, `${LK}/runs/lkr_0001/cancel`, { method: 'POST' })).body.error.code).toBe(
      'RUN_NOT_CANCELLABLE',
    );
  });

  it('has a run detail and no results read', async () => {
    expect((await call(sandbox, `${LK}/runs/lkr_0005`)).body.data).toMatchObject({
      runId: 'lkr_0005',
      statusUncertain: true,
    });
    expect((await call(sandbox, `${LK}/runs/lkr_0005/results`)).status).toBe(404);
    expect((await call(sandbox, `${LK}/runs/lkr_0005`, { key: 'bob' })).status).toBe(404);
    expect((await post(sandbox, `${LK}/runs`, { solverCode: 'x', problemIds: ['kernel-001'] })).status).toBe(
      404,
    );
    expect((await call(sandbox, `${LK}/problem-sets/kernel-public`)).body.data.items).toHaveLength(8);
  });
});
