import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../src/sandbox';
import { call, collectAll } from './helpers';

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

const WITH_LEADERBOARD = [
  'modular-arithmetic-challenge',
  'igp24',
  'mathematics-distillation-challenge-equational-theories-stage1',
  'mathematics-distillation-challenge-equational-theories-stage2',
  'sandbox-archive-2025',
];

describe('leaderboards', () => {
  it.each(WITH_LEADERBOARD)('%s pages to the end without duplicates', async (id) => {
    const { items, pages } = await collectAll(sandbox, `/competitions/${id}/leaderboard`);
    expect(items.length).toBeGreaterThanOrEqual(40);
    expect(pages).toBeGreaterThanOrEqual(2);
    const ids = items.map((i) => i.teamId);
    expect(new Set(ids).size).toBe(ids.length);
    const ranks = items.map((i) => i.rank as number);
    expect(ranks[0]).toBe(1);
    for (let i = 1; i < ranks.length; i++) expect(ranks[i]!).toBeGreaterThanOrEqual(ranks[i - 1]!);
    const fields =
      id === 'igp24'
        ? ['bestLabel', 'lastSubmissionAt', 'pairsFound', 'rank', 'score', 'teamId', 'teamName']
        : ['entries', 'lastSubmissionAt', 'rank', 'score', 'teamId', 'teamName'];
    expect(Object.keys(items[0]!).sort()).toEqual(fields);
    expect(items.some((i) => /[^\x20-\x7e]/.test(String(i.teamName)))).toBe(true);
    // Same rows at a different page size.
    const big = await collectAll(sandbox, `/competitions/${id}/leaderboard`, 'participant', 100);
    expect(big.items).toEqual(items);
  });

  it('lean-kernel-challenge has no leaderboard (404)', async () => {
    for (const path of ['/leaderboard', '/leaderboard/me']) {
      const res = await call(sandbox, `/competitions/lean-kernel-challenge${path}`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('standing: own row, a team without entry, and no team', async () => {
    const board = await collectAll(sandbox, '/competitions/igp24/leaderboard', 'participant', 100);
    const mine = await call(sandbox, '/competitions/igp24/leaderboard/me');
    expect(mine.status).toBe(200);
    expect(mine.body.data.teamId).toBe('tm_0007');
    expect(board.items.find((i) => i.teamId === 'tm_0007')).toEqual(mine.body.data);

    const member = await call(sandbox, '/competitions/modular-arithmetic-challenge/leaderboard/me', {
      key: 'member',
    });
    expect(member.body.data).toMatchObject({ teamId: 'tm_0012', rank: expect.any(Number) });

    const unverified = await call(sandbox, '/competitions/modular-arithmetic-challenge/leaderboard/me', {
      key: 'unverified',
    });
    expect(unverified.body.data).toEqual({
      rank: null,
      teamId: 'tm_0041',
      teamName: 'Unverified Unicorns',
      score: null,
      entries: 0,
      lastSubmissionAt: null,
    });

    const newcomer = await call(sandbox, '/competitions/igp24/leaderboard/me', { key: 'newcomer' });
    expect(newcomer.body.data).toMatchObject({ rank: null, teamId: null, teamName: null, score: null });
  });
});

describe('IGP24 placements and search', () => {
  it('pages a team placements list', async () => {
    const { items, pages } = await collectAll(
      sandbox,
      '/competitions/igp24/leaderboard/teams/tm_0007/placements',
    );
    expect(items.length).toBe(60);
    expect(pages).toBe(3);
    expect(new Set(items.map((p) => `${p.t}:${p.r}`)).size).toBe(60);
    for (const p of items) {
      expect(Object.keys(p).sort()).toEqual(['discAbs', 'label', 'placedAt', 'r', 'rank', 't']);
      expect(p.label).toBe(`24T${p.t}`);
      expect(p.t).toBeGreaterThanOrEqual(1);
      expect(p.t).toBeLessThanOrEqual(25000);
      expect((p.r as number) % 2).toBe(0);
      expect(p.r).toBeLessThanOrEqual(24);
      expect(p.discAbs).toMatch(/^[1-9][0-9]*$/);
    }
  });

  it('404 for unknown team and for competitions other than igp24', async () => {
    expect((await call(sandbox, '/competitions/igp24/leaderboard/teams/tm_9999/placements')).status).toBe(
      404,
    );
    const other = await call(
      sandbox,
      '/competitions/modular-arithmetic-challenge/leaderboard/teams/tm_0007/placements',
    );
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('NOT_FOUND');
    expect(
      (await call(sandbox, '/competitions/modular-arithmetic-challenge/leaderboard/search?t=1')).status,
    ).toBe(404);
  });

  it('searches by r, by t and by both', async () => {
    const byR = await collectAll(sandbox, '/competitions/igp24/leaderboard/search?r=4');
    expect(byR.pages).toBeGreaterThanOrEqual(2);
    expect(byR.items.every((p) => p.r === 4)).toBe(true);
    const keys = byR.items.map((p) => `${p.teamId}:${p.t}:${p.r}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(byR.items[0]!).sort()).toEqual(
      ['discAbs', 'label', 'placedAt', 'r', 'rank', 't', 'teamId', 'teamName'].sort(),
    );

    const t = byR.items[0]!.t as number;
    const byT = await collectAll(sandbox, `/competitions/igp24/leaderboard/search?t=${t}`);
    expect(byT.items.length).toBeGreaterThan(0);
    expect(byT.items.every((p) => p.t === t)).toBe(true);
    const both = await collectAll(sandbox, `/competitions/igp24/leaderboard/search?t=${t}&r=4`);
    expect(both.items.every((p) => p.t === t && p.r === 4)).toBe(true);
    expect(both.items[0]!.rank).toBe(1);
  });

  it('validates search parameters', async () => {
    const none = await call(sandbox, '/competitions/igp24/leaderboard/search');
    expect(none.status).toBe(422);
    expect(none.body.error.code).toBe('RESOURCE_FIELD_INVALID');
    // Spec 7: `t`/`r` are endpoint-specific fields, not `limit` or a boolean: 422, not 400.
    for (const q of ['t=abc', 'r=1.5', 't=-3', 't=1&t=2', 'r=']) {
      const res = await call(sandbox, `/competitions/igp24/leaderboard/search?${q}`);
      expect([res.status, res.body.error.code], q).toEqual([422, 'RESOURCE_FIELD_INVALID']);
      expect(res.body.error.details.fieldErrors[0].path, q).toBe(`/${q[0]}`);
    }
  });
});
