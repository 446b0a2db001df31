/**
 * The sandbox's variant mode over real HTTP: each variation answers the other spec-valid way.
 * (The client's side of the same variations is the `variant` project of the test matrix.)
 */
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeVariantCursor,
  encodeVariantCursor,
  variantTimestamp,
} from '../../src/sandbox/variant/transform';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox';

let sb: TestSandbox;
const api = (path: string) => `${sb.baseUrl}/api/public/v1${path}`;
const auth = () => ({ authorization: `Bearer ${sb.key('participant')}`, 'accept-encoding': 'identity' });

// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read only by assertions
async function json(path: string): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const res = await request(api(path), { headers: auth() });
  return { status: res.statusCode, body: await res.body.json(), headers: res.headers };
}

beforeAll(async () => {
  sb = await startTestSandbox({
    variant: [
      ...'cursors,field-names,competition-list,proxy-html,timestamps,no-guessed-paths,error-extras,retry-after-date,gzip'.split(
        ',',
      ),
    ] as never,
  });
});
afterAll(async () => {
  await sb.close();
});

describe('variant mode', () => {
  it('the first label-progress read meets a proxy’s HTML 502; the next is answered', async () => {
    const first = await request(api('/competitions/igp24/labels/progress?limit=2'), { headers: auth() });
    expect(first.statusCode).toBe(502);
    expect(String(first.headers['content-type'])).toMatch(/text\/html/);
    expect(await first.body.text()).toContain('Bad Gateway');
    expect((await json('/competitions/igp24/labels/progress?limit=2')).status).toBe(200);
  });

  it('cursors have another shape, round-trip, and refuse anything else', async () => {
    const page = await json('/competitions?limit=2');
    const cursor: string = page.body.data.nextCursor;
    expect(cursor.startsWith('v2+/')).toBe(true);
    const next = await json(`/competitions?limit=2&cursor=${encodeURIComponent(cursor)}`);
    expect(next.status).toBe(200);
    expect(next.body.data.items[0].id).not.toBe(page.body.data.items[0].id);
    // An unencoded "+" arrives as a space: the cursor is not ours any more.
    expect((await json(`/competitions?limit=2&cursor=${cursor}`)).status).toBe(400);
    expect(decodeVariantCursor(encodeVariantCursor('abc.def'))).toBe('abc.def');
    expect(decodeVariantCursor(`${encodeVariantCursor('abc.def')}x`)).toBe('!');
  });

  it('lists competitions with three fields, plus one of an unknown kind and one offering nothing', async () => {
    const { body } = await json('/competitions?limit=100');
    const items = body.data.items as Record<string, unknown>[];
    for (const c of items) expect(Object.keys(c).sort()).toEqual(['id', 'submissionKind', 'title']);
    expect(items.find((c) => c.id === 'sandbox-proof-golf')?.submissionKind).toBe('proof-golf');
    const quiet = await json('/competitions/sandbox-quiet');
    expect(quiet.body.data.capabilities).toEqual({
      playground: false,
      contributorNetwork: false,
      leaderboard: false,
    });
  });

  it('names leaderboard fields otherwise and writes timestamps with microseconds and +00:00', async () => {
    const row = (await json('/competitions/igp24/leaderboard?limit=1')).body.data.items[0];
    expect(row).toMatchObject({
      position: 1,
      team: { number: expect.any(Number), label: expect.any(String) },
    });
    expect(row.teamId).toBeUndefined();
    expect(row.lastEntryAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+00:00$/);
    expect(Date.parse(variantTimestamp('2026-01-02T03:04:05.250Z'))).toBe(
      Date.parse('2026-01-02T03:04:05.250Z'),
    );
  });

  it('has none of the guessed paths, and its errors carry extra members', async () => {
    const detail = await json(
      '/competitions/mathematics-distillation-challenge-equational-theories-stage1/playground/runs/run_x',
    );
    expect(detail.status).toBe(404);
    expect(detail.body.error).toMatchObject({ code: 'NOT_FOUND', requestId: expect.any(String) });
    const comment = await request(api('/contributor-network/items/cni_s1_0002/comments'), {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'hello' }),
    });
    expect(comment.statusCode).toBe(405);
    await comment.body.dump();
  });

  it('gzips when the request names no Accept-Encoding, and dates Retry-After', async () => {
    const res = await request(api('/competitions?limit=1'), {
      headers: { authorization: `Bearer ${sb.key('participant')}` },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    await res.body.dump();
    await sb.fault({ kind: 'rate-limit', ms: 20_000, count: 1, path: '/competitions' });
    const limited = await request(api('/competitions'), { headers: auth() });
    expect(limited.statusCode).toBe(429);
    await limited.body.dump();
    const after = Date.parse(String(limited.headers['retry-after']));
    expect(after - Date.now()).toBeGreaterThan(15_000);
    expect(after - Date.now()).toBeLessThan(25_000);
  });
});
