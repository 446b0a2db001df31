/**
 * The run follower waits between results pages only where the platform asks it to: pages follow
 * one another at once without rate-limit headers (or with plenty left in the window); a window
 * used up waits for its reset, a nearly used-up one spreads what is left over it; a 429 is not
 * asked again before its Retry-After. A local HTTP server plays the platform and counts requests;
 * the follower reports each wait as it starts (onWait), so nothing here waits for time to pass.
 */
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../src/core/api/client';
import type { ActiveConnection } from '../../src/core/connections';
import { EventHub } from '../../src/core/events';
import { createLogger } from '../../src/core/log';
import { openRepositories } from '../../src/core/store';
import { openStore } from '../../src/core/store/db';
import type { PlaygroundRepo } from '../../src/core/store/playground';
import { RunFollowers } from '../../src/core/sync/runFollower';
import { type FakePlatform, type SeenRequest, startFakePlatform } from '../helpers/fakePlatform';
import { tempDir } from '../helpers/tempDir';

const PAGES = 5;
let server: FakePlatform;
let client: ApiClient;
let conn: ActiveConnection;
let repo: PlaygroundRepo;
let closeDb: () => void;
let followers: RunFollowers | null = null;
let waits: Array<{ ms: number; why: string }> = [];

/** One results page: `n` of PAGES, the last one ending the run (both cursors null). */
function sendPage(res: ServerResponse, req: SeenRequest, runId: string, headers: Record<string, string>) {
  const n = Number(req.query.get('cursor')?.slice(1) ?? 0) + 1;
  const last = n >= PAGES;
  res.writeHead(200, { 'content-type': 'application/json', ...headers });
  res.end(
    JSON.stringify({
      ok: true,
      data: {
        runId,
        runStatus: last ? 'done' : 'running',
        items: [],
        nextCursor: last ? null : `c${n}`,
        pollCursor: null,
        progress: {},
      },
    }),
  );
}

function sendRun(res: ServerResponse, runId: string) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ ok: true, data: { runId, status: 'done' } }));
}

const path = (runId: string) => `/competitions/c1/playground/runs/${runId}/results`;

beforeAll(async () => {
  server = await startFakePlatform({
    // No rate-limit headers at all.
    [path('bare')]: (req, res) => sendPage(res, req, 'bare', {}),
    '/competitions/c1/playground/runs/bare': (_req, res) => sendRun(res, 'bare'),
    // Headers with plenty left in the window.
    [path('plenty')]: (req, res) =>
      sendPage(res, req, 'plenty', {
        'x-ratelimit-limit': '600',
        'x-ratelimit-remaining': '550',
        'x-ratelimit-reset': '40',
      }),
    '/competitions/c1/playground/runs/plenty': (_req, res) => sendRun(res, 'plenty'),
    // The window used up: its reset is 3 s away (a small X-RateLimit-Reset is seconds from now).
    [path('spent')]: (req, res) =>
      sendPage(res, req, 'spent', {
        'x-ratelimit-limit': '60',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': '3',
      }),
    // Two requests left, 6 s to the reset: a third of it each.
    [path('nearly')]: (req, res) =>
      sendPage(res, req, 'nearly', {
        'x-ratelimit-limit': '60',
        'x-ratelimit-remaining': '2',
        'x-ratelimit-reset': '6',
      }),
    [path('refused')]: (_req, res) => {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '30' });
      res.end(
        JSON.stringify({
          ok: false,
          error: { code: 'ACCOUNT_RATE_LIMIT_EXCEEDED', message: 'Account rate limit exceeded.' },
        }),
      );
    },
  });
  client = new ApiClient({
    baseUrl: server.baseUrl,
    apiKey: 'k',
    userAgent: 'follower-pace-test',
    maxAttempts: 1,
  });
  const { db } = openStore(join(tempDir('wb-follower-pace-'), 'workbench.db'));
  closeDb = () => db.close();
  conn = { id: 'c', client, partition: 'p1' };
  repo = openRepositories(db).playground;
});

afterEach(async () => {
  await followers?.close();
  followers = null;
});

afterAll(async () => {
  closeDb();
  await client.close();
  await server.close();
});

function follow(runId: string): RunFollowers {
  waits = [];
  followers = new RunFollowers({
    repo,
    events: new EventHub(),
    log: createLogger(null),
    getActive: async () => conn,
    // Backoff after a failure (1 s, then 2 s) shorter than the 429's Retry-After; no test here
    // lives long enough to poll.
    minPollMs: 1_000,
    maxPollMs: 2_000,
    onWait: (ms, why) => waits.push({ ms, why }),
  });
  followers.follow(conn, 'c1', runId, 'cheatsheet');
  return followers;
}

const key = (runId: string) => ({ partition: 'p1', competitionId: 'c1', runId });

describe('run follower pace', () => {
  it.each(['bare', 'plenty'])(
    'reads every page at once when the platform does not ask to wait (%s)',
    async (runId) => {
      const f = follow(runId);
      await vi.waitFor(() => expect(f.isFollowing(key(runId))).toBe(false), { timeout: 10_000, interval: 5 });
      expect(server.count(path(runId))).toBe(PAGES);
      expect(repo.isComplete(key(runId))).toBe(true);
      expect(waits).toEqual([]);
    },
  );

  it('waits for the window to reset when none is left, before the next page', async () => {
    const f = follow('spent');
    await vi.waitFor(() => expect(waits).toHaveLength(1), { timeout: 10_000, interval: 5 });
    expect(waits[0]!.why).toBe('page');
    expect(waits[0]!.ms).toBeGreaterThan(2_000);
    expect(waits[0]!.ms).toBeLessThanOrEqual(3_000);
    expect(server.count(path('spent'))).toBe(1);
    expect(f.isFollowing(key('spent'))).toBe(true);
  });

  it('spreads the last requests of a window over what is left of it', async () => {
    follow('nearly');
    await vi.waitFor(() => expect(waits).toHaveLength(1), { timeout: 10_000, interval: 5 });
    expect(waits[0]!.why).toBe('page');
    // 6 s for two requests and the reset: about 2 s each.
    expect(waits[0]!.ms).toBeGreaterThan(1_500);
    expect(waits[0]!.ms).toBeLessThanOrEqual(2_000);
    expect(server.count(path('nearly'))).toBe(1);
  });

  it('does not ask again before the Retry-After of a 429, and keeps following', async () => {
    const f = follow('refused');
    await vi.waitFor(() => expect(waits).toHaveLength(1), { timeout: 10_000, interval: 5 });
    expect(waits[0]).toEqual({ ms: 30_000, why: 'retry' });
    expect(server.count(path('refused'))).toBe(1);
    // A 429 is a passing refusal: the run is still followed, with no reason to stop recorded.
    expect(f.isFollowing(key('refused'))).toBe(true);
    expect(f.stoppedReason(key('refused'))).toBeNull();
  });
});
