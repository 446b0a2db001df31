import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../src/sandbox';
import { call, collectAll } from './helpers';

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox({ faults: true });
});
afterAll(async () => {
  await sandbox.close();
});

const BMK = '/contributor-network/benchmarks';
const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
type PerModel = { modelId: string; accuracy: number; scoredCorrect: number; scoredTotal: number };
type Result = {
  resultId: string;
  itemId: string;
  perModel: PerModel[];
  avgAccuracy: number;
  scoredCorrect: number;
  scoredTotal: number;
  publishedAt: string;
  completedAt: string;
  author: { displayName: string };
  team: { teamNumber: number } | null;
};
const control = (path: string, body: unknown) =>
  fetch(`${sandbox.baseUrl}/__sandbox/contributor-network${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function all(query: string, limit = 13): Promise<Result[]> {
  return (await collectAll(sandbox, `${BMK}${query}`, 'participant', limit)).items as unknown as Result[];
}

function sortedBy(rows: Result[], key: (r: Result) => number | string, dir: 1 | -1): boolean {
  return rows.every((r, i) => {
    if (i === 0) return true;
    const p = rows[i - 1]!;
    const a: (number | string)[] = [key(p), p.completedAt, p.resultId];
    const b: (number | string)[] = [key(r), r.completedAt, r.resultId];
    for (let k = 0; k < 3; k++) if (a[k] !== b[k]) return dir * (a[k]! < b[k]! ? -1 : 1) < 0;
    return false;
  });
}

describe('CN-BMK-001 benchmarks (spec 2.8, 4.4)', () => {
  it('lists completed results for two models, by avgAccuracy descending, paged without duplicates', async () => {
    const first = await call(sandbox, `${BMK}?limit=5`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const rows = await all('');
    expect(rows.length).toBeGreaterThan(40);
    expect(new Set(rows.map((r) => r.resultId)).size).toBe(rows.length);
    expect(sortedBy(rows, (r) => r.avgAccuracy, -1)).toBe(true);
    const r = rows[0]!;
    expect(r).toMatchObject({
      activityId: 'CN-BMK-001',
      status: 'done',
      problemSet: 'hard3',
      kind: 'cheatsheet',
    });
    expect(r.perModel.map((m) => m.modelId).sort()).toEqual(['gpt-oss-120b', 'qwen3-235b-a22b']);
    expect(r.avgAccuracy).toBeCloseTo((r.perModel[0]!.accuracy + r.perModel[1]!.accuracy) / 2, 10);
    expect(r.scoredTotal).toBe(r.perModel[0]!.scoredTotal + r.perModel[1]!.scoredTotal);
    // Ties on avgAccuracy exist in the seed, so the completedAt/resultId order is exercised.
    expect(rows.some((x, i) => i > 0 && rows[i - 1]!.avgAccuracy === x.avgAccuracy)).toBe(true);
  });

  it('modelId restricts perModel and recalculates the aggregates before filtering and sorting', async () => {
    const both = await all('');
    const one = await all('?modelId=qwen3-235b-a22b&minAvgAccuracy=0.7');
    expect(one.length).toBeGreaterThan(0);
    for (const r of one) {
      expect(r.perModel.map((m) => m.modelId)).toEqual(['qwen3-235b-a22b']);
      const m = r.perModel[0]!;
      expect(r.avgAccuracy).toBe(m.accuracy);
      expect(r.scoredCorrect).toBe(m.scoredCorrect);
      expect(r.scoredTotal).toBe(m.scoredTotal);
      expect(r.avgAccuracy).toBeGreaterThanOrEqual(0.7);
    }
    expect(sortedBy(one, (r) => r.avgAccuracy, -1)).toBe(true);
    // Exactly the results whose qwen accuracy (not their two-model mean) reaches 0.7.
    const expected = both
      .filter((r) => r.perModel.find((m) => m.modelId === 'qwen3-235b-a22b')!.accuracy >= 0.7)
      .map((r) => r.resultId)
      .sort();
    expect(one.map((r) => r.resultId).sort()).toEqual(expected);
    expect(expected).not.toEqual(
      both
        .filter((r) => r.avgAccuracy >= 0.7)
        .map((r) => r.resultId)
        .sort(),
    );
  });

  it('sorts by publishedAt and scoredTotal in both directions and searches author or team', async () => {
    expect(sortedBy(await all('?sortBy=publishedAt&sortDirection=asc'), (r) => r.publishedAt, 1)).toBe(true);
    expect(sortedBy(await all('?sortBy=scoredTotal'), (r) => r.scoredTotal, -1)).toBe(true);
    expect(sortedBy(await all('?sortDirection=asc'), (r) => r.avgAccuracy, 1)).toBe(true);
    const carol = await all(`?search=${encodeURIComponent(' NGUYỄN ')}`);
    expect(carol.length).toBeGreaterThan(0);
    expect(carol.every((r) => r.author.displayName === 'Carol Nguyễn')).toBe(true);
    const withTeam = (await all('')).find((r) => r.team !== null)!;
    const byTeam = await all(`?search=${withTeam.team!.teamNumber}`);
    expect(byTeam.map((r) => r.resultId)).toContain(withTeam.resultId);
    const filtered = await all(`?activityId=CN-BMK-001&competitionId=${STAGE1}&problemSet=hard3`);
    expect(filtered.length).toBe((await all('')).length);
  });

  it('gives 422 for unknown, repeated, blank or undeclared parameters and 404 for other activities', async () => {
    for (const q of [
      '?order=asc',
      '?sortBy=avgAccuracy&sortBy=publishedAt',
      '?search=',
      '?problemSet=hard4',
      '?modelId=deepseek-v3.1',
      '?minAvgAccuracy=1.5',
      '?minAvgAccuracy=abc',
      '?sortBy=title',
      '?sortDirection=up',
      `?search=${'a'.repeat(201)}`,
    ]) {
      const res = await call(sandbox, `${BMK}${q}`);
      expect(res.status, q).toBe(422);
      expect(res.body.error.code).toBe('RESOURCE_FIELD_INVALID');
    }
    for (const q of [
      '?activityId=CN-BMK-002',
      '?competitionId=modular-arithmetic-challenge',
      '?competitionId=igp24',
    ]) {
      const res = await call(sandbox, `${BMK}${q}`);
      expect(res.status, q).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    const page = await call(sandbox, `${BMK}?limit=2`);
    const foreign = await call(
      sandbox,
      `${BMK}?limit=2&sortBy=publishedAt&cursor=${encodeURIComponent(page.body.data.nextCursor)}`,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.code).toBe('MALFORMED_BODY');
  });

  it('a withdrawn item removes its result', async () => {
    const rows = await all('');
    const alices = rows.find(
      (r) => r.itemId.startsWith('cni_cheatsheet') && r.author.displayName === 'Alice Martin',
    );
    expect(alices).toBeDefined();
    const res = await call(sandbox, `/contributor-network/items/${alices!.itemId}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    const after = await all('');
    expect(after.map((r) => r.resultId)).not.toContain(alices!.resultId);
    expect(after.length).toBe(rows.length - 1);
  });

  it('fault mode: BENCHMARK_RESULTS_UNAVAILABLE (retry) and BENCHMARK_RESULT_CORRUPT are distinct', async () => {
    expect((await control('/benchmarks/unavailable', { count: 1 })).status).toBe(200);
    const busy = await call(sandbox, BMK);
    expect(busy.status).toBe(503);
    expect(busy.body.error.code).toBe('BENCHMARK_RESULTS_UNAVAILABLE');
    expect(busy.headers.get('retry-after')).toBe('1');
    expect((await call(sandbox, BMK)).status).toBe(200); // the retry succeeds
    const victim = (await all('?sortBy=publishedAt&sortDirection=asc'))[0]!;
    expect((await control('/benchmarks/corrupt', { resultId: victim.resultId })).status).toBe(200);
    const corrupt = await call(sandbox, BMK);
    expect(corrupt.status).toBe(500);
    expect(corrupt.body.error.code).toBe('BENCHMARK_RESULT_CORRUPT');
    // Not selected (its author filtered out by search) means not reported.
    const other = victim.author.displayName === 'Bob Okafor' ? 'Alice' : 'Bob';
    expect((await call(sandbox, `${BMK}?search=${other}`)).status).toBe(200);
  });
});
