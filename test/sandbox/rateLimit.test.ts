import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../src/sandbox';
import { call } from './helpers';

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox({ rateLimit: { accountPerMinute: 3, ipPerMinute: 3 } });
});
afterAll(async () => {
  await sandbox.close();
});

/** Windows are fixed minutes: start a burst well inside one so it cannot straddle a reset. */
async function awayFromMinuteBoundary() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 5_000) await new Promise((r) => setTimeout(r, left + 50));
}

describe('rate limits', () => {
  it('per-account limit: 429 ACCOUNT_RATE_LIMIT_EXCEEDED with Retry-After and X-RateLimit-*', async () => {
    await awayFromMinuteBoundary();
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await call(sandbox, '/competitions');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-limit')).toBe('3');
      remaining.push(res.headers.get('x-ratelimit-remaining')!);
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const limited = await call(sandbox, '/competitions');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ ok: false, error: { code: 'ACCOUNT_RATE_LIMIT_EXCEEDED' } });
    const retryAfter = limited.headers.get('retry-after')!;
    expect(retryAfter).toMatch(/^[0-9]+$/);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    expect(limited.headers.get('x-ratelimit-limit')).toBe('3');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    const reset = Number(limited.headers.get('x-ratelimit-reset'));
    expect(reset % 60).toBe(0);
    expect(reset * 1000).toBeGreaterThan(Date.now());
    expect(reset * 1000 - Date.now()).toBeLessThanOrEqual(60_000);

    // The bucket is per account: another key of the same account is limited too, other accounts are not.
    expect((await call(sandbox, '/competitions', { key: 'reader' })).status).toBe(429);
    expect((await call(sandbox, '/competitions', { key: 'bob' })).status).toBe(200);
  });

  it('per-IP limit on requests without a valid key: 429 AUTH_RATE_LIMIT_EXCEEDED', async () => {
    await awayFromMinuteBoundary();
    for (let i = 0; i < 3; i++) {
      expect((await call(sandbox, '/competitions', { key: i === 1 ? 'revoked' : null })).status).toBe(401);
    }
    const limited = await call(sandbox, '/competitions', { key: null });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('AUTH_RATE_LIMIT_EXCEEDED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await call(sandbox, '/competitions', { authorization: 'Bearer nope' })).status).toBe(429);
    // Valid keys are not subject to the IP limit.
    expect((await call(sandbox, '/competitions', { key: 'carol' })).status).toBe(200);
  });
});
