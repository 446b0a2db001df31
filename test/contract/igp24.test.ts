/**
 * The IGP24 core over a real sandbox: label progress synced into SQLite (25,000 labels, at most
 * one fetch per 120 s, unpublished data recorded and explained), explorer filters against a
 * brute-force filter of the same data, remaining pairs, batch status and the daily quota.
 */

import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher, openWorkbench, type Workbench } from '../../src/core';
import { ApiClient } from '../../src/core/api/client';
import type { Dispatch } from '../../src/core/dispatch';
import { compareDecimal } from '../../src/core/igp24/filters';
import { Igp24Labels } from '../../src/core/igp24/labels';
import { openStore } from '../../src/core/store/db';
import { Igp24LabelsRepo } from '../../src/core/store/igp24Labels';
import type { BatchStatus, LabelProgress, RemainingPairsPage } from '../../src/shared/api';
import type { Cached, OutboxEntryView } from '../../src/shared/contract';
import type {
  Igp24LabelFilters,
  Igp24LabelQueryResult,
  Igp24LabelSync,
  Igp24Quota,
  Igp24Targets,
} from '../../src/shared/contracts/igp24';
import { dailyCap } from '../../src/shared/igp24/line/dailyCap';
import { startTestSandbox, type TestSandbox, VARIANT } from '../helpers/sandbox';
import { tempDir } from '../helpers/tempDir';

let sandbox: TestSandbox;
let wb: Workbench;
let dispatch: Dispatch;
/** All labels as the sandbox serves them, fetched by the test itself (the brute-force reference). */
let reference: LabelProgress[];

const LABELS_PATH = 'GET /api/public/v1/competitions/igp24/labels/progress';
const PAIRS_PATH = 'GET /api/public/v1/competitions/igp24/remaining-pairs';

async function call<T>(method: string, input: unknown = {}): Promise<T> {
  const res = await dispatch(method, input);
  if (!res.ok) throw new Error(`${method}: ${res.error.code} ${res.error.message}`);
  return res.value as T;
}

async function fetchReference(key: string): Promise<LabelProgress[]> {
  const out: LabelProgress[] = [];
  let cursor: string | null = null;
  do {
    const url = new URL(`${sandbox.baseUrl}/api/public/v1/competitions/igp24/labels/progress`);
    url.searchParams.set('limit', '5000');
    if (cursor) url.searchParams.set('cursor', cursor);
    const res = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
    const body = (await res.json()) as { data: { labels: LabelProgress[]; nextCursor: string | null } };
    out.push(...body.data.labels);
    cursor = body.data.nextCursor;
  } while (cursor);
  return out;
}

/** The filters' meaning written out a second time, as plainly as possible. */
function bruteForce(all: LabelProgress[], f: Igp24LabelFilters): string[] {
  return all
    .filter((l) => {
      if (f.labels?.length && !f.labels.map((x) => (x.startsWith('24T') ? x : `24T${x}`)).includes(l.label))
        return false;
      if (f.includeEmpty === false && l.discoveredSignatures.length === 0) return false;
      if (f.tMin != null && l.t < f.tMin) return false;
      if (f.tMax != null && l.t > f.tMax) return false;
      let teams = l.teamCount;
      let disc = l.minimumDiscAbs;
      if (f.r != null) {
        if (!l.allowedR.includes(f.r)) return false;
        const found = l.discoveredSignatures.includes(f.r);
        if (f.rState === 'discovered' && !found) return false;
        if (f.rState === 'remaining' && found) return false;
        const sig = l.signatures.find((s) => s.r === f.r);
        teams = sig?.teamCount ?? 0;
        disc = sig?.minimumDiscAbs ?? null;
      } else {
        if (f.rState === 'discovered' && l.discoveredSignatures.length === 0) return false;
        if (f.rState === 'remaining' && l.remainingSignatures.length === 0) return false;
      }
      if (f.minTeamCount != null && teams < f.minTeamCount) return false;
      if (f.maxMinimumDiscAbs != null && (disc === null || BigInt(disc) > BigInt(f.maxMinimumDiscAbs)))
        return false;
      return true;
    })
    .sort((a, b) => a.t - b.t)
    .map((l) => l.label);
}

async function allLabels(filters: Igp24LabelFilters): Promise<{ total: number; labels: string[] }> {
  const labels: string[] = [];
  let total = 0;
  for (let offset = 0; ; offset += 1000) {
    const page = await call<Igp24LabelQueryResult>('igp24.labelsQuery', { filters, offset, limit: 1000 });
    total = page.total;
    labels.push(...page.rows.map((r) => r.label));
    if (offset + 1000 >= page.total) break;
  }
  return { total, labels };
}

beforeAll(async () => {
  sandbox = await startTestSandbox({ igp24VerifyDelayMs: 50 });
  wb = await openWorkbench({
    dataDir: tempDir('wb-igp24-'),
    version: '0.0.0-test',
    builtinSandbox: { baseUrl: sandbox.baseUrl, apiKey: sandbox.key('participant') },
    heartbeatMs: 60_000,
    client: { timeoutMs: 10_000, maxAttempts: 2 },
  });
  dispatch = createDispatcher(wb.handlers);
  reference = await fetchReference(sandbox.key('participant'));
}, 60_000);

afterAll(async () => {
  await wb?.close();
  await sandbox?.close();
});

describe('label progress sync', () => {
  it('stores all 25,000 labels, fetched in pages of 5,000', async () => {
    await sandbox.resetCounts();
    const sync = await call<Igp24LabelSync>('igp24.labelsSync');
    expect(sync).toMatchObject({
      count: 25_000,
      published: true,
      refreshed: true,
      stale: false,
      error: null,
    });
    expect(sync.generatedAt).not.toBeNull();
    expect(Date.parse(sync.nextRefreshAt!) - Date.parse(sync.fetchedAt!)).toBe(120_000);
    expect((await sandbox.counts())[LABELS_PATH]).toBe(5);
    const first = await call<Igp24LabelQueryResult>('igp24.labelsQuery', {
      filters: {},
      offset: 0,
      limit: 3,
    });
    expect(first.total).toBe(25_000);
    expect(first.rows.map((r) => r.label)).toEqual(['24T1', '24T2', '24T3']);
    const last = await call<Igp24LabelQueryResult>('igp24.labelsQuery', {
      filters: {},
      offset: 24_999,
      limit: 10,
    });
    expect(last.rows.map((r) => r.label)).toEqual(['24T25000']);
  });

  it('a second sync within 120 s answers from the copy without a request', async () => {
    await sandbox.resetCounts();
    const again = await call<Igp24LabelSync>('igp24.labelsSync');
    expect(again).toMatchObject({ count: 25_000, refreshed: false, stale: false });
    expect((await sandbox.counts())[LABELS_PATH]).toBeUndefined();
  });

  const cases: [string, Igp24LabelFilters][] = [
    ['no filter', {}],
    ['includeEmpty=false', { includeEmpty: false }],
    ['labels', { labels: ['24T7', '24T100', '123', '24T24999', '24T99999'] }],
    ['t range', { tMin: 1000, tMax: 1999 }],
    ['r allowed', { r: 4 }],
    ['r remaining', { r: 0, rState: 'remaining' }],
    ['r discovered', { r: 24, rState: 'discovered' }],
    ['any discovered', { rState: 'discovered' }],
    ['any remaining in range', { rState: 'remaining', tMin: 20_000 }],
    ['team count', { minTeamCount: 2 }],
    ['team count for r', { r: 2, minTeamCount: 1 }],
    ['minimum discriminant', { maxMinimumDiscAbs: '1000000000000000000000' }],
    [
      'minimum discriminant for r',
      { r: 12, rState: 'discovered', maxMinimumDiscAbs: '99999999999999999999999999' },
    ],
    ['everything', { includeEmpty: false, tMin: 10, tMax: 20_000, r: 6, minTeamCount: 1 }],
  ];
  it.each(cases)('filter %s gives the brute-force result', async (_name, filters) => {
    const expected = bruteForce(reference, filters);
    const got = await allLabels(filters);
    expect(got.total).toBe(expected.length);
    expect(got.labels).toEqual(expected);
  });

  it('the filters select something non-trivial (the cases above are not all empty or all)', () => {
    expect(bruteForce(reference, { rState: 'discovered' }).length).toBeGreaterThan(1000);
    expect(bruteForce(reference, { rState: 'discovered' }).length).toBeLessThan(25_000);
    const discs = reference.map((l) => l.minimumDiscAbs).filter((d): d is string => d !== null);
    expect(new Set(discs.map((d) => d.length)).size).toBeGreaterThan(1);
  });

  it('compares discriminants as integers, not as text', () => {
    expect(compareDecimal('9', '10')).toBeLessThan(0);
    expect(compareDecimal('0010', '10')).toBe(0);
    expect(
      compareDecimal('123456789012345678901234567890', '123456789012345678901234567889'),
    ).toBeGreaterThan(0);
  });

  it('targets: per r, the labels that still have r remaining', async () => {
    const t = await call<Igp24Targets>('igp24.targets', { rs: [2, 24], examples: 3 });
    for (const target of t.byR) {
      const remaining = bruteForce(reference, { r: target.r, rState: 'remaining' });
      expect(target.remaining).toBe(remaining.length);
      expect(target.allowed).toBe(bruteForce(reference, { r: target.r }).length);
      expect(target.examples).toEqual(remaining.slice(0, 3));
    }
  });
});

describe('refresh window and unpublished data (the store with a clock)', () => {
  it('refetches only after 120 s; meta.published=false is recorded and the last copy kept', async () => {
    const { db } = openStore(join(tempDir('wb-igp24-store-'), 'workbench.db'));
    let now = Date.now();
    const store = new Igp24Labels(new Igp24LabelsRepo(db), { isOnline: () => true, now: () => now });
    const client = new ApiClient({
      baseUrl: sandbox.baseUrl,
      apiKey: sandbox.key('carol'),
      userAgent: 'test',
    });
    const conn = { id: 'c', client, partition: 'p1' };
    try {
      await sandbox.resetCounts();
      expect((await store.sync(conn)).count).toBe(25_000);
      // The compact stored form reloads to exactly the rows the sync built from the server's records.
      const reloaded = new Igp24Labels(new Igp24LabelsRepo(db), { isOnline: () => true }).rows('p1');
      expect(reloaded).toEqual(store.rows('p1'));
      expect(reloaded.length).toBe(25_000);
      now += 119_000;
      expect((await store.sync(conn)).refreshed).toBe(false);
      expect((await sandbox.counts())[LABELS_PATH]).toBe(5);

      await fetch(`${sandbox.baseUrl}/__sandbox/igp24-published`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ published: false }),
      });
      now += 2_000;
      const unpublished = await store.sync(conn);
      expect(unpublished).toMatchObject({
        refreshed: true,
        published: false,
        publishedAt: null,
        count: 25_000,
      });
      expect(store.query('p1', {}, 0, 1).total).toBe(25_000);
      expect((await sandbox.counts())[LABELS_PATH]).toBe(6);

      // A partition that never saw published data: nothing to show, and it says why.
      const fresh = await store.sync({ ...conn, partition: 'p2' });
      expect(fresh).toMatchObject({ published: false, count: 0, error: null });
    } finally {
      await fetch(`${sandbox.baseUrl}/__sandbox/igp24-published`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ published: true }),
      });
      await client.close();
      db.close();
    }
  });

  it('a failed sync keeps the copy and reports the error', async () => {
    const { db } = openStore(join(tempDir('wb-igp24-store-'), 'workbench.db'));
    let now = Date.now();
    const store = new Igp24Labels(new Igp24LabelsRepo(db), { isOnline: () => true, now: () => now });
    const client = new ApiClient({
      baseUrl: sandbox.baseUrl,
      apiKey: sandbox.key('carol'),
      userAgent: 'test',
      maxAttempts: 1,
    });
    const conn = { id: 'c', client, partition: 'p1' };
    try {
      await store.sync(conn);
      now += 121_000;
      await sandbox.fault({ kind: 'status', status: 500, path: 'labels/progress', count: 1 });
      const failed = await store.sync(conn);
      expect(failed).toMatchObject({ count: 25_000, stale: true, refreshed: false });
      expect(failed.error?.status).toBe(500);
      const ok = await store.sync(conn);
      expect(ok).toMatchObject({ refreshed: true, stale: false, error: null });
    } finally {
      await sandbox.clearFaults();
      await client.close();
      db.close();
    }
  });
});

describe('remaining pairs', () => {
  it('ordered by t then r, and cached for 120 s', async () => {
    await sandbox.resetCounts();
    const page = await call<Cached<RemainingPairsPage>>('igp24.remainingPairs', {
      cursor: null,
      limit: 2000,
    });
    const items = page.data!.items;
    expect(items.length).toBe(2000);
    for (let i = 1; i < items.length; i++) {
      const a = items[i - 1]!;
      const b = items[i]!;
      expect(a.t < b.t || (a.t === b.t && a.r < b.r)).toBe(true);
    }
    const next = await call<Cached<RemainingPairsPage>>('igp24.remainingPairs', {
      cursor: page.data!.nextCursor,
      limit: 2000,
    });
    expect(next.data!.items[0]!.t).toBeGreaterThanOrEqual(items.at(-1)!.t);
    const again = await call<Cached<RemainingPairsPage>>('igp24.remainingPairs', {
      cursor: null,
      limit: 2000,
    });
    expect(again.data).toEqual(page.data);
    expect((await sandbox.counts())[PAIRS_PATH]).toBe(2);
  });
});

describe('submit, batch status and quota', () => {
  it('before any IGP24 POST the remaining count is unknown, but the cap follows from the credited pairs', async () => {
    const quota = await call<Igp24Quota>('igp24.quota');
    expect(quota).toMatchObject({ source: 'none', remaining: null, waiting: 0 });
    if (VARIANT) {
      // The variant's standing names no team ID, so the team's placements cannot be read: the
      // count stays unknown and the UI states the rule instead of a guessed cap.
      expect(quota.creditedPairs).toBeNull();
      return;
    }
    // Alice's team has at least 5 public placements: spec 8's rule gives 1000 a day.
    expect(quota.creditedPairs).toBeGreaterThanOrEqual(5);
    expect(dailyCap(quota)).toMatchObject({ limit: 1000, remaining: null });
  });

  it('a line goes through the outbox; the batch settles with a label; the quota comes from its headers', async () => {
    const line = `-1,-1,${'0,'.repeat(22)}1 # x^24 - x - 1`;
    const entry = await call<OutboxEntryView>('submissions.submit', {
      competitionId: 'igp24',
      payload: { polynomials: [line] },
      meta: { description: 'contract test' },
    });
    let done: OutboxEntryView | undefined;
    await expect
      .poll(
        async () => {
          done = (await call<OutboxEntryView[]>('outbox.list')).find((e) => e.id === entry.id);
          return done?.status;
        },
        { timeout: 10_000 },
      )
      .toBe('done');
    const result = done!.result as { batchId: string; queuedCount: number; rejectedCount: number };
    expect(result.queuedCount).toBe(1);
    expect(result.rejectedCount).toBe(0);

    const quota = await call<Igp24Quota>('igp24.quota');
    expect(quota.source).toBe('submission');
    expect(quota.limit).toBe(1000); // alice's team holds ≥ 5 pairs
    // The same number, now from the headers, wherever it is shown.
    expect(dailyCap(quota)).toMatchObject({ limit: 1000, remaining: quota.remaining });
    expect(quota.remaining).toBe(done!.rateLimit!.remaining);
    expect(Date.parse(quota.resetAt!)).toBeGreaterThan(Date.now());

    let batch: BatchStatus | undefined;
    await expect
      .poll(
        async () => {
          // The variant's batch body has another shape: the record completes it (submissionId).
          const submissionId = (done!.result as { submissionId: string }).submissionId;
          batch = await call<BatchStatus>('igp24.batch', { batchId: result.batchId, submissionId });
          return batch.status;
        },
        { timeout: 10_000 },
      )
      .toBe('done');
    const item = batch!.items![0]!;
    expect(item).toMatchObject({ polynomialIndex: 0, status: 'accepted', r: 2 });
    expect(item.label).toMatch(/^24T\d+$/);
  });

  it('an unknown batch is a 404, as data', async () => {
    const res = await dispatch('igp24.batch', { batchId: 'batch_nope' });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error.status).toBe(404);
  });
});
