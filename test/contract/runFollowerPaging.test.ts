/**
 * The run follower against a server whose results never end: a repeated `nextCursor` stops it
 * after the repeat, an endless run of new cursors stops it at the page cap. Requests are counted
 * on a local HTTP server; the test waits for the follower to stop (or for far too many requests).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../src/core/api/client';
import type { ActiveConnection } from '../../src/core/connections';
import { EventHub } from '../../src/core/events';
import { createLogger } from '../../src/core/log';
import { openRepositories } from '../../src/core/store';
import { openStore } from '../../src/core/store/db';
import type { PlaygroundRepo } from '../../src/core/store/playground';
import { RunFollowers } from '../../src/core/sync/runFollower';
import { type FakePlatform, sendData, startFakePlatform } from '../helpers/fakePlatform';

const dir = mkdtempSync(join(tmpdir(), 'wb-follower-paging-'));
let server: FakePlatform;
let client: ApiClient;
let followers: RunFollowers;
let conn: ActiveConnection;
let closeDb: () => void;
let repo: PlaygroundRepo;
let fresh = 0;

const results = (nextCursor: string) => ({
  runId: 'r',
  runStatus: 'running',
  items: [],
  nextCursor,
  pollCursor: 'p',
  progress: {},
});

beforeAll(async () => {
  server = await startFakePlatform({
    '/competitions/c1/playground/runs/repeat/results': (_req, res) => sendData(res, results('again')),
    '/competitions/c1/playground/runs/endless/results': (_req, res) => sendData(res, results(`n${++fresh}`)),
  });
  client = new ApiClient({
    baseUrl: server.baseUrl,
    apiKey: 'k',
    userAgent: 'follower-paging-test',
    maxAttempts: 1,
  });
  const { db } = openStore(join(dir, 'workbench.db'));
  closeDb = () => db.close();
  conn = { id: 'c', client, partition: 'p1' };
  repo = openRepositories(db).playground;
  followers = new RunFollowers({
    repo,
    events: new EventHub(),
    log: createLogger(null),
    getActive: async () => conn,
    minPollMs: 60_000,
    maxPollMs: 60_000,
    pageGapMs: 0,
    maxPages: 5,
  });
});

afterAll(async () => {
  await followers.stopAll();
  closeDb();
  await client.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function followUntilStopped(runId: string): Promise<number> {
  const path = `/competitions/c1/playground/runs/${runId}/results`;
  followers.follow(conn, 'c1', runId, 'cheatsheet');
  // Done when the follower let go of the run, or (the old behaviour) when it clearly never will.
  await vi.waitFor(
    () => {
      if (followers.isFollowing({ partition: 'p1', competitionId: 'c1', runId }) && server.count(path) <= 50)
        throw new Error('still following');
    },
    { timeout: 10_000, interval: 5 },
  );
  return server.count(path);
}

/** Why the follower let go of the run: in this process, and kept with the run for every other. */
function reasonOf(runId: string) {
  const key = { partition: 'p1', competitionId: 'c1', runId };
  return { here: followers.stoppedReason(key), kept: repo.getRun(key)?.followStopped ?? null };
}

describe('run follower paging', () => {
  it('stops at a repeated nextCursor: two requests, not thousands', async () => {
    expect(await followUntilStopped('repeat')).toBe(2);
    // …and says why, so whoever waits for the run's end (runs watch, the dashboard) is told.
    const { here, kept } = reasonOf('repeat');
    expect(here?.error.code).toBe('PAGING_STOPPED');
    expect(kept).toEqual(here);
  });

  it('stops an endless run of new cursors at the page cap', async () => {
    expect(await followUntilStopped('endless')).toBe(5);
    expect(reasonOf('endless').kept?.error.code).toBe('PAGING_STOPPED');
  });
});
