import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../src/sandbox';
import { call } from './helpers';

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

const BOARD = '/competitions/modular-arithmetic-challenge/leaderboard';

async function firstCursor(path: string, key = 'participant'): Promise<string> {
  const sep = path.includes('?') ? '&' : '?';
  const res = await call(sandbox, `${path}${sep}limit=5`, { key });
  expect(res.status).toBe(200);
  expect(typeof res.body.data.nextCursor).toBe('string');
  return res.body.data.nextCursor;
}

function expectMalformed(res: { status: number; body: { error: { code: string } } }, label: string) {
  expect(res.status, label).toBe(400);
  expect(res.body.error.code, label).toBe('MALFORMED_BODY');
}

describe('cursors (spec 2.1)', () => {
  it('continues where the previous page ended, even with a different limit', async () => {
    const all = (await call(sandbox, `${BOARD}?limit=10`)).body.data.items;
    const cursor = await firstCursor(BOARD);
    const next = await call(sandbox, `${BOARD}?limit=5&cursor=${encodeURIComponent(cursor)}`);
    expect(next.body.data.items).toEqual(all.slice(5, 10));
  });

  it('rejects tampered and garbage cursors', async () => {
    const cursor = await firstCursor(BOARD);
    const [data, sig] = cursor.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(data, 'base64url').toString());
    payload.k = [1, 'tm_0001'];
    const forged = `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${sig}`;
    const flipped = `${data}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [forged, flipped, 'garbage', '', `${cursor}x`, 'a.b.c']) {
      expectMalformed(await call(sandbox, `${BOARD}?cursor=${encodeURIComponent(bad)}`), bad);
    }
    // Spec 7: a repeated parameter is RESOURCE_FIELD_INVALID (422), not one of the 400 cases.
    const repeated = await call(sandbox, `${BOARD}?cursor=${cursor}&cursor=${cursor}`);
    expect([repeated.status, repeated.body.error.code]).toEqual([422, 'RESOURCE_FIELD_INVALID']);
    expect(repeated.body.error.details.fieldErrors[0].path).toBe('/cursor');
  });

  it('rejects a cursor used by another account, another endpoint or other filters', async () => {
    const cursor = encodeURIComponent(await firstCursor(BOARD));
    expectMalformed(await call(sandbox, `${BOARD}?cursor=${cursor}`, { key: 'bob' }), 'other account');
    // Same account through another of its keys is the same caller.
    expect((await call(sandbox, `${BOARD}?cursor=${cursor}`, { key: 'reader' })).status).toBe(200);
    expectMalformed(
      await call(sandbox, `/competitions/igp24/leaderboard?cursor=${cursor}`),
      'other path parameter',
    );
    expectMalformed(await call(sandbox, `/competitions?cursor=${cursor}`), 'other endpoint');
    expectMalformed(await call(sandbox, `${BOARD}?cursor=${cursor}&extra=1`), 'other filters');

    const search = '/competitions/igp24/leaderboard/search?r=4';
    const sc = encodeURIComponent(await firstCursor(search));
    expect((await call(sandbox, `${search}&cursor=${sc}`)).status).toBe(200);
    expectMalformed(await call(sandbox, `/competitions/igp24/leaderboard/search?r=6&cursor=${sc}`), 'r=6');
    expectMalformed(await call(sandbox, `${search}&t=5&cursor=${sc}`), 'added t');
  });
});

describe('limit (spec 8)', () => {
  it.each(['0', '101', 'abc', '1.5', '-1', '', '1e2'])('limit=%s -> 400 MALFORMED_BODY', async (limit) => {
    expectMalformed(await call(sandbox, `${BOARD}?limit=${limit}`), limit);
  });

  it('rejects a repeated limit as a field failure (spec 7: repeated parameter, 422)', async () => {
    const res = await call(sandbox, `${BOARD}?limit=5&limit=5`);
    expect([res.status, res.body.error.code]).toEqual([422, 'RESOURCE_FIELD_INVALID']);
    expect(res.body.error.details.fieldErrors[0].path).toBe('/limit');
  });

  it('accepts 1..100 and defaults to 25', async () => {
    expect((await call(sandbox, BOARD)).body.data.items).toHaveLength(25);
    expect((await call(sandbox, `${BOARD}?limit=1`)).body.data.items).toHaveLength(1);
    const full = (await call(sandbox, `${BOARD}?limit=100`)).body.data;
    expect(full.items.length).toBeGreaterThanOrEqual(40);
    expect(full.nextCursor).toBeNull();
  });
});
