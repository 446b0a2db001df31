import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../src/sandbox';
import { call } from './helpers';

/**
 * Windows are fixed minutes. The sandbox's clock stands still 10 s into one, so a burst can never
 * straddle a reset, whenever the test runs.
 */
const clock = Math.floor(Date.now() / 60_000) * 60_000 + 10_000;

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox({ rateLimit: { accountPerMinute: 3, ipPerMinute: 3 }, now: () => clock });
});
afterAll(async () => {
  await sandbox.close();
});

describe('rate limits', () => {
  it('per-account limit: 429 ACCOUNT_RATE_LIMIT_EXCEEDED with Retry-After and X-RateLimit-*', async () => {
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
    expect(Number(retryAfter)).toBe(50);
    expect(limited.headers.get('x-ratelimit-limit')).toBe('3');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    const reset = Number(limited.headers.get('x-ratelimit-reset'));
    expect(reset * 1000).toBe(clock + 50_000);

    // The bucket is per account: another key of the same account is limited too, other accounts are not.
    expect((await call(sandbox, '/competitions', { key: 'reader' })).status).toBe(429);
    expect((await call(sandbox, '/competitions', { key: 'bob' })).status).toBe(200);
  });

  it('per-IP limit on requests without a valid key: 429 AUTH_RATE_LIMIT_EXCEEDED', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await call(sandbox, '/competitions', { key: i === 1 ? 'revoked' : null })).status).toBe(401);
    }
    const limited = await call(sandbox, '/competitions', { key: null });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('AUTH_RATE_LIMIT_EXCEEDED');
    expect(limited.headers.get('retry-after')).toBe('50');
    expect((await call(sandbox, '/competitions', { authorization: 'Bearer nope' })).status).toBe(429);
    // Valid keys are not subject to the IP limit.
    expect((await call(sandbox, '/competitions', { key: 'carol' })).status).toBe(200);
  });
});
