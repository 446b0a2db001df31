import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../src/sandbox';
import { call, PREFIX } from './helpers';

let sandbox: SandboxHandle;
let plain: SandboxHandle;
beforeAll(async () => {
  [sandbox, plain] = await Promise.all([startSandbox({ faults: true }), startSandbox()]);
});
afterAll(async () => {
  await Promise.all([sandbox.close(), plain.close()]);
});

async function control(h: SandboxHandle, method: string, path: string, body?: unknown) {
  const res = await fetch(`${h.baseUrl}/__sandbox${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

afterEach(async () => {
  await control(sandbox, 'DELETE', '/faults');
});

describe('fault mode off', () => {
  it('has no /__sandbox endpoints', async () => {
    for (const [method, path] of [
      ['POST', '/faults'],
      ['DELETE', '/faults'],
      ['GET', '/requests'],
    ] as const) {
      const res = await control(plain, method, path, method === 'POST' ? { kind: 'reset' } : undefined);
      expect(res.status).toBe(404);
    }
  });
});

describe('fault mode on', () => {
  it('validates fault specifications', async () => {
    expect((await control(sandbox, 'POST', '/faults', { kind: 'explode' })).body.error.code).toBe(
      'MALFORMED_BODY',
    );
    const badJson = await control(sandbox, 'POST', '/faults', '{not json');
    expect(badJson.status).toBe(400);
    expect(badJson.body.error.code).toBe('MALFORMED_BODY');
    expect((await control(sandbox, 'POST', '/faults', { kind: 'latency', extra: 1 })).status).toBe(400);
  });

  it('latency delays the answer', async () => {
    await control(sandbox, 'POST', '/faults', { kind: 'latency', ms: 300 });
    const started = Date.now();
    expect((await call(sandbox, '/competitions')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('status answers with the status and a default or given code, for `count` requests', async () => {
    await control(sandbox, 'POST', '/faults', { kind: 'status', status: 503, count: 2 });
    for (let i = 0; i < 2; i++) {
      const res = await call(sandbox, '/competitions');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ ok: false, error: { code: 'RUN_STORE_BUSY' } });
    }
    expect((await call(sandbox, '/competitions')).status).toBe(200);

    await control(sandbox, 'POST', '/faults', { kind: 'status', status: 502, count: 1 });
    expect((await call(sandbox, '/competitions')).body.error.code).toBe('PLATFORM_UNAVAILABLE');
    await control(sandbox, 'POST', '/faults', {
      kind: 'status',
      status: 500,
      code: 'RUN_STORE_FAILED',
      count: 1,
    });
    const res500 = await call(sandbox, '/competitions');
    expect(res500.status).toBe(500);
    expect(res500.body.error.code).toBe('RUN_STORE_FAILED');
  });

  it('rate-limit answers 429 with Retry-After from ms', async () => {
    await control(sandbox, 'POST', '/faults', { kind: 'rate-limit', ms: 2500, count: 1 });
    const res = await call(sandbox, '/competitions');
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('ACCOUNT_RATE_LIMIT_EXCEEDED');
    expect(res.headers.get('retry-after')).toBe('3');
    await control(sandbox, 'POST', '/faults', { kind: 'rate-limit', count: 1 });
    expect((await call(sandbox, '/competitions')).headers.get('retry-after')).toBe('1');
  });

  it('reset drops the connection without an answer', async () => {
    await control(sandbox, 'POST', '/faults', { kind: 'reset', count: 1 });
    await expect(fetch(`${sandbox.baseUrl}${PREFIX}/competitions`)).rejects.toThrow();
    expect((await call(sandbox, '/competitions')).status).toBe(200);
  });

  it('malformed answers 200 with a body that is not JSON', async () => {
    await control(sandbox, 'POST', '/faults', { kind: 'malformed', count: 1 });
    const res = await fetch(`${sandbox.baseUrl}${PREFIX}/competitions`);
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow();
  });

  it('path restricts a fault to matching requests; DELETE clears faults', async () => {
    await control(sandbox, 'POST', '/faults', { kind: 'status', status: 503, path: '/leaderboard' });
    expect((await call(sandbox, '/competitions')).status).toBe(200);
    expect((await call(sandbox, '/competitions/igp24/leaderboard')).status).toBe(503);
    expect((await call(sandbox, '/competitions/igp24/leaderboard')).status).toBe(503);
    expect((await control(sandbox, 'DELETE', '/faults')).status).toBe(204);
    expect((await call(sandbox, '/competitions/igp24/leaderboard')).status).toBe(200);
  });

  it('counts API requests per method and path', async () => {
    expect((await control(sandbox, 'DELETE', '/requests')).status).toBe(204);
    await call(sandbox, '/competitions?limit=2');
    await call(sandbox, '/competitions');
    await call(sandbox, '/competitions/igp24', { key: null });
    await control(sandbox, 'POST', '/faults', { kind: 'status', status: 503, count: 1 });
    await call(sandbox, '/competitions/igp24/me');
    const res = await control(sandbox, 'GET', '/requests');
    expect(res.body.data).toEqual({
      total: 4,
      counts: {
        [`GET ${PREFIX}/competitions`]: 2,
        [`GET ${PREFIX}/competitions/igp24`]: 1,
        [`GET ${PREFIX}/competitions/igp24/me`]: 1,
      },
    });
  });
});
