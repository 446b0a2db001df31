/**
 * The API client against the sandbox over real HTTP: authentication, scopes, cursors, limits,
 * rate limits, retries, and how every failure is named.
 */
import { createServer } from 'node:net';
import { request } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type ClientOptions } from '../../src/core/api/client';
import {
  getLeaderboard,
  getParticipation,
  listCompetitions,
  searchLeaderboard,
} from '../../src/core/api/competitions';
import { ApiError, fromHttpFailure } from '../../src/core/api/errors';
import { collect, paginate } from '../../src/core/api/pagination';
import { startTestSandbox, type TestSandbox, VARIANT } from '../helpers/sandbox';

let sb: TestSandbox;
const clients: ApiClient[] = [];

function client(key: string | null, extra: Partial<ClientOptions> = {}): ApiClient {
  const c = new ApiClient({
    baseUrl: sb.baseUrl,
    apiKey: key,
    userAgent: 'workbench-contract-test',
    baseBackoffMs: 20,
    ...extra,
  });
  clients.push(c);
  return c;
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

beforeAll(async () => {
  sb = await startTestSandbox();
});
afterEach(async () => {
  await sb.clearFaults();
});
afterAll(async () => {
  for (const c of clients) await c.close();
  await sb.close();
});

describe('authentication (spec 5)', () => {
  it('a request without Authorization is API_KEY_REQUIRED', async () => {
    const res = await request(`${sb.baseUrl}/api/public/v1/competitions`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const err = fromHttpFailure(res.statusCode, await res.body.text(), null, null);
    expect(res.statusCode).toBe(401);
    expect(err.info.code).toBe('API_KEY_REQUIRED');
  });

  it('a client without a key refuses locally instead of sending', async () => {
    await sb.resetCounts();
    const err = await failure(listCompetitions(client(null)));
    expect(err.info.code).toBe('NO_API_KEY');
    expect(Object.keys(await sb.counts())).toHaveLength(0);
  });

  it.each([
    ['garbage', 'not-a-key', 'INVALID_API_KEY'],
    ['well-formed but unknown', `cp_test_${'A'.repeat(32)}`, 'INVALID_API_KEY'],
  ])('a %s key is INVALID_API_KEY', async (_label, key, code) => {
    const err = await failure(listCompetitions(client(key)));
    expect(err.info.code).toBe(code);
    expect(err.info.status).toBe(401);
  });

  it.each([
    ['revoked', 'API_KEY_REVOKED'],
    ['expired', 'API_KEY_EXPIRED'],
  ])('the %s key is %s', async (name, code) => {
    const err = await failure(listCompetitions(client(sb.key(name))));
    expect(err.info.code).toBe(code);
    expect(err.info.status).toBe(401);
  });

  it('a key without competition.read is API_KEY_SCOPE_DENIED naming the scope', async () => {
    const err = await failure(listCompetitions(client(sb.key('no-scopes'))));
    expect(err.info.code).toBe('API_KEY_SCOPE_DENIED');
    expect(err.info.status).toBe(403);
    expect(err.info.scope).toBe('competition.read');
  });

  it('sends the bearer key and a User-Agent naming the app', async () => {
    const res = await listCompetitions(client(sb.key('participant')));
    expect(res.status).toBe(200);
    expect(res.data.items.map((c) => c.id)).toContain('igp24');
  });
});

describe('participation (spec 2.3)', () => {
  it.each([
    ['participant', 'igp24', true, null],
    ['unverified', 'igp24', false, 'EMAIL_NOT_VERIFIED'],
    ['newcomer', 'igp24', false, 'NOT_ENROLLED'],
    ['member', 'mathematics-distillation-challenge-equational-theories-stage1', false, 'NOT_TEAM_OWNER'],
    ['participant', 'lean-kernel-challenge', false, 'BEFORE_WINDOW'],
    ['participant', 'sandbox-archive-2025', false, 'AFTER_WINDOW'],
  ])('%s on %s: canSubmit %s, reason %s', async (key, competition, canSubmit, reason) => {
    const res = await getParticipation(client(sb.key(key)), competition);
    expect(res.data.canSubmit).toBe(canSubmit);
    expect(res.data.submitBlockedReason).toBe(reason);
  });
});

describe('cursors and limits (spec 2.1, 8)', () => {
  it('the iterator walks every leaderboard page, passing cursors back unchanged, without duplicates', async () => {
    const c = client(sb.key('participant'));
    const pages: number[] = [];
    const rows = await collect(
      paginate(
        async (cursor) => {
          const page = (await getLeaderboard(c, 'igp24', { cursor, limit: 10 })).data;
          pages.push(page.items.length);
          return page;
        },
        // Rows have no documented ID (spec 4.1): the whole row is its identity, in both modes.
        (row) => JSON.stringify(row),
      ),
    );
    expect(pages.length).toBeGreaterThan(2);
    expect(new Set(rows.map((r) => JSON.stringify(r))).size).toBe(rows.length);
    expect(rows.length).toBe(pages.reduce((a, b) => a + b, 0));
  });

  it('the iterator drops an item that a later page repeats', async () => {
    const pages = [
      { items: [{ id: 'a' }, { id: 'b' }], nextCursor: 'c1' },
      { items: [{ id: 'b' }, { id: 'c' }], nextCursor: null },
    ];
    const seenCursors: (string | null)[] = [];
    const items = await collect(
      paginate(
        async (cursor) => {
          seenCursors.push(cursor);
          return pages[seenCursors.length - 1]!;
        },
        (i) => i.id,
      ),
    );
    expect(items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(seenCursors).toEqual([null, 'c1']);
  });

  it('a cursor reused with other filters is MALFORMED_BODY', async () => {
    const c = client(sb.key('participant'));
    const first = await searchLeaderboard(c, 'igp24', { t: null, r: 2, limit: 5 });
    expect(first.data.nextCursor).not.toBeNull();
    const err = await failure(
      searchLeaderboard(c, 'igp24', { r: 4, cursor: first.data.nextCursor, limit: 5 }),
    );
    expect(err.info.code).toBe('MALFORMED_BODY');
    expect(err.info.status).toBe(400);
  });

  it('a cursor from another endpoint or another caller is MALFORMED_BODY', async () => {
    const alice = client(sb.key('participant'));
    const page = await getLeaderboard(alice, 'igp24', { limit: 5 });
    const cursor = page.data.nextCursor;
    expect(cursor).not.toBeNull();
    const otherEndpoint = await failure(
      getLeaderboard(alice, 'modular-arithmetic-challenge', { cursor, limit: 5 }),
    );
    expect(otherEndpoint.info.code).toBe('MALFORMED_BODY');
    const otherCaller = await failure(getLeaderboard(client(sb.key('bob')), 'igp24', { cursor, limit: 5 }));
    expect(otherCaller.info.code).toBe('MALFORMED_BODY');
  });

  it('a tampered cursor is MALFORMED_BODY', async () => {
    const c = client(sb.key('participant'));
    const cursor = (await getLeaderboard(c, 'igp24', { limit: 5 })).data.nextCursor!;
    const flipped = cursor.slice(0, -2) + (cursor.at(-2) === 'A' ? 'B' : 'A') + cursor.at(-1);
    for (const bad of [flipped, 'garbage', `${cursor}x`]) {
      const err = await failure(getLeaderboard(c, 'igp24', { cursor: bad, limit: 5 }));
      expect(err.info.code).toBe('MALFORMED_BODY');
    }
  });

  it.each([0, 101, -1])('limit=%s is MALFORMED_BODY', async (limit) => {
    const err = await failure(listCompetitions(client(sb.key('participant')), { limit }));
    expect(err.info.code).toBe('MALFORMED_BODY');
  });

  it('exposes X-RateLimit-* to callers', async () => {
    const res = await listCompetitions(client(sb.key('participant')));
    expect(res.rateLimit?.limit).toBeGreaterThan(0);
    expect(res.rateLimit?.remaining).toBeGreaterThanOrEqual(0);
    expect(Date.parse(res.rateLimit!.resetAt!)).toBeGreaterThan(Date.now() - 1000);
  });
});

describe('retries (only where safe)', () => {
  it('a GET that meets 503 twice is retried and succeeds', async () => {
    await sb.fault({ kind: 'status', status: 503, count: 2, path: '/competitions' });
    await sb.resetCounts();
    const res = await listCompetitions(client(sb.key('participant')));
    expect(res.status).toBe(200);
    expect((await sb.counts())['GET /api/public/v1/competitions']).toBe(3);
  });

  it('a GET that meets 503 on every attempt gives up after maxAttempts with the server code', async () => {
    await sb.fault({ kind: 'status', status: 503, path: '/competitions' });
    await sb.resetCounts();
    const err = await failure(listCompetitions(client(sb.key('participant'), { maxAttempts: 3 })));
    expect(err.info.code).toBe('RUN_STORE_BUSY');
    expect((await sb.counts())['GET /api/public/v1/competitions']).toBe(3);
  });

  it('a POST that meets 503 is not retried', async () => {
    await sb.fault({ kind: 'status', status: 503, count: 1, path: '/submissions' });
    await sb.resetCounts();
    const c = client(sb.key('participant'));
    const err = await failure(
      c.request({
        method: 'POST',
        path: '/competitions/igp24/submissions',
        body: { payload: { polynomials: [] } },
      }),
    );
    expect(err.info.status).toBe(503);
    expect((await sb.counts())['POST /api/public/v1/competitions/igp24/submissions']).toBe(1);
  });

  it('a 400 is never retried', async () => {
    await sb.resetCounts();
    await failure(listCompetitions(client(sb.key('participant')), { limit: 0 }));
    expect((await sb.counts())['GET /api/public/v1/competitions']).toBe(1);
  });

  it('a 429 waits out Retry-After, then succeeds', async () => {
    await sb.fault({ kind: 'rate-limit', ms: 1000, count: 1, path: '/competitions' });
    await sb.resetCounts();
    const started = Date.now();
    const res = await listCompetitions(client(sb.key('participant')));
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect((await sb.counts())['GET /api/public/v1/competitions']).toBe(2);
  });

  it('a 429 asking for longer than the client waits is returned with its Retry-After', async () => {
    await sb.fault({ kind: 'rate-limit', ms: 30_000, count: 1, path: '/competitions' });
    await sb.resetCounts();
    const waits: number[] = [];
    // A deadline past the 30 s, so only maxRetryAfterSec keeps the client from waiting.
    const patient = client(sb.key('participant'), {
      maxRetryAfterSec: 5,
      deadlineMs: 120_000,
      onRetryWait: (ms) => waits.push(ms),
    });
    const err = await failure(listCompetitions(patient));
    expect(err.info.code).toBe('ACCOUNT_RATE_LIMIT_EXCEEDED');
    // An HTTP date (the variant's Retry-After) has whole seconds: the wait may read one more.
    expect(err.info.retryAfterSec).toBeGreaterThanOrEqual(30);
    expect(err.info.retryAfterSec).toBeLessThanOrEqual(VARIANT ? 31 : 30);
    // Returned at once: no wait begun, one request made.
    expect(waits).toEqual([]);
    expect((await sb.counts())['GET /api/public/v1/competitions']).toBe(1);
  });

  it('a connection reset on a GET is retried', async () => {
    await sb.fault({ kind: 'reset', count: 1, path: '/competitions' });
    await sb.resetCounts();
    const res = await listCompetitions(client(sb.key('participant')));
    expect(res.status).toBe(200);
    expect((await sb.counts())['GET /api/public/v1/competitions']).toBe(2);
  });

  it('a body that is not JSON is BAD_RESPONSE, not a crash', async () => {
    await sb.fault({ kind: 'malformed', count: 1, path: '/competitions' });
    const err = await failure(listCompetitions(client(sb.key('participant'))));
    expect(err.info.code).toBe('BAD_RESPONSE');
  });

  it('a slow server hits the client timeout as TIMEOUT', async () => {
    await sb.fault({ kind: 'latency', ms: 1500, path: '/competitions' });
    const err = await failure(
      listCompetitions(client(sb.key('participant'), { timeoutMs: 300, maxAttempts: 1 })),
    );
    expect(err.info.code).toBe('TIMEOUT');
  });

  it('one deadline for a call and its retries: a server that never answers is TIMEOUT by then', async () => {
    await sb.fault({ kind: 'latency', ms: 5000, count: 5, path: '/competitions' });
    const attempts: boolean[] = [];
    const c = client(sb.key('participant'), {
      timeoutMs: 1000,
      deadlineMs: 1500,
      baseBackoffMs: 1,
      maxBackoffMs: 1,
      onReachability: (reachable) => attempts.push(reachable),
    });
    const err = await failure(listCompetitions(c));
    expect(err.info.code).toBe('TIMEOUT');
    // Three attempts of a whole timeout each would pass the deadline: one or two are made (the
    // HTTP library's timers are coarse, so which of the two is not fixed).
    expect(attempts.length).toBeGreaterThan(0);
    expect(attempts.length).toBeLessThan(3);
    expect(attempts.every((reachable) => !reachable)).toBe(true);
  });

  it('an unreachable host is NETWORK_UNREACHABLE after the safe retries', async () => {
    const port = await freePort();
    const reports: boolean[] = [];
    const c = client(sb.key('participant'), {
      baseUrl: `http://127.0.0.1:${port}`,
      onReachability: (reachable) => reports.push(reachable),
    });
    const err = await failure(listCompetitions(c));
    expect(err.info.code).toBe('NETWORK_UNREACHABLE');
    expect(reports).toEqual([false, false, false]);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}
