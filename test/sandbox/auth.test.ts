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

describe('authentication (spec 5)', () => {
  it('seeds deterministic keys of the right format, all distinct', async () => {
    const other = await startSandbox();
    try {
      expect(other.keys).toEqual(sandbox.keys);
    } finally {
      await other.close();
    }
    for (const k of sandbox.keys) expect(k.apiKey).toMatch(/^cp_test_[A-Za-z0-9]{32}$/);
    expect(new Set(sandbox.keys.map((k) => k.apiKey)).size).toBe(sandbox.keys.length);
    expect(sandbox.keys.map((k) => k.name)).toEqual(
      expect.arrayContaining([
        'participant',
        'reader',
        'competition-only',
        'playground',
        'contributor',
        'no-scopes',
        'revoked',
        'expired',
        'unverified',
        'newcomer',
        'member',
        'bob',
        'carol',
      ]),
    );
  });

  it('accepts a valid key and sends rate-limit headers', async () => {
    const res = await call(sandbox, '/competitions');
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(true);
    expect(res.headers.get('x-ratelimit-limit')).toBe('600');
    expect(Number(res.headers.get('x-ratelimit-remaining'))).toBeLessThan(600);
    expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
  });

  it.each([
    ['no header', { key: null }, 'API_KEY_REQUIRED'],
    ['wrong scheme', { authorization: 'Basic abc' }, 'INVALID_API_KEY'],
    ['bad format', { authorization: 'Bearer not-a-key' }, 'INVALID_API_KEY'],
    ['unknown key', { authorization: `Bearer cp_test_${'A'.repeat(32)}` }, 'INVALID_API_KEY'],
    ['revoked key', { key: 'revoked' }, 'API_KEY_REVOKED'],
    ['expired key', { key: 'expired' }, 'API_KEY_EXPIRED'],
  ] as const)('%s -> 401 %s', async (_name, opts, code) => {
    const res = await call(sandbox, '/competitions', opts);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ ok: false, error: { code } });
    expect(typeof res.body.error.message).toBe('string');
    expect(res.headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('authenticates before routing: unknown routes need a key, then answer 404 NOT_FOUND', async () => {
    expect((await call(sandbox, '/nope', { key: null })).body.error.code).toBe('API_KEY_REQUIRED');
    const res = await call(sandbox, '/nope');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    const post = await call(sandbox, '/competitions', { method: 'POST', body: '{}' });
    expect(post.status).toBe(404);
  });

  it('turns an unparsable JSON body into 400 MALFORMED_BODY', async () => {
    const res = await call(sandbox, '/competitions', { method: 'POST', body: '{not json' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, error: { code: 'MALFORMED_BODY' } });
  });

  it.each([
    ['no-scopes', '/competitions', 'competition.read'],
    ['no-scopes', '/competitions/igp24/leaderboard', 'competition.read'],
  ])('%s on %s -> 403 API_KEY_SCOPE_DENIED naming %s', async (key, path, scope) => {
    const res = await call(sandbox, path, { key });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('API_KEY_SCOPE_DENIED');
    expect(res.body.error.details.scope).toBe(scope);
    expect(res.body.error.message).toContain(scope);
    expect(res.headers.get('x-ratelimit-limit')).toBe('600');
  });

  it.each(['reader', 'competition-only', 'playground', 'contributor'])(
    '%s (has competition.read) reads competitions',
    async (key) => {
      expect((await call(sandbox, '/competitions/igp24', { key })).status).toBe(200);
    },
  );
});
