/**
 * `POST /__sandbox/names` (fault mode): seeded accounts, teams and competitions renamed to any text,
 * as the API then shows them; one unknown ID renames nothing; without fault mode there is no such route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../src/sandbox';
import { call } from './helpers';

const RLO_NAME = 'Eve \u202Eevil\u2066 end';

let sandbox: SandboxHandle;
let plain: SandboxHandle;
beforeAll(async () => {
  [sandbox, plain] = await Promise.all([startSandbox({ faults: true }), startSandbox()]);
});
afterAll(async () => {
  await Promise.all([sandbox.close(), plain.close()]);
});

const names = (h: SandboxHandle, body: unknown) =>
  fetch(`${h.baseUrl}/__sandbox/names`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const competitionTitle = async (id: string) =>
  ((await call(sandbox, `/competitions/${id}`)).body as { data: { title: string } }).data.title;

describe('POST /__sandbox/names', () => {
  it('renames a team and a competition as the API shows them', async () => {
    const res = await names(sandbox, { teams: { tm_0007: RLO_NAME }, competitions: { igp24: RLO_NAME } });
    expect(res.status).toBe(200);
    expect(await competitionTitle('igp24')).toBe(RLO_NAME);
    const me = (await call(sandbox, '/competitions/igp24/leaderboard/me')).body as {
      data: { teamName: string | null };
    };
    expect(me.data.teamName).toBe(RLO_NAME);
  });

  it('one unknown ID: 404, nothing renamed', async () => {
    const before = await competitionTitle('lean-kernel-challenge');
    const res = await names(sandbox, {
      competitions: { 'lean-kernel-challenge': 'Renamed' },
      accounts: { acc_nobody: 'Nobody' },
    });
    expect(res.status).toBe(404);
    expect(await competitionTitle('lean-kernel-challenge')).toBe(before);
  });

  it('a bad body is refused; without fault mode the route does not exist', async () => {
    expect((await names(sandbox, { teams: { tm_0001: '' } })).status).toBe(400);
    expect((await names(sandbox, { people: {} })).status).toBe(400);
    expect((await names(plain, { teams: { tm_0001: 'X' } })).status).toBe(404);
  });
});
