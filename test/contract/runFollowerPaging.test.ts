/**
 * The run follower against a server whose results never end: a repeated `nextCursor` stops it
 * after the repeat, an endless run of new cursors stops it at the page cap. Requests are counted
 * on a local HTTP server; the test waits for the follower to stop (or for far too many requests).
 * And a finished run read to its end: the next page is asked for while the last is stored.
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
import { type FakePlatform, type Route, sendData, startFakePlatform } from '../helpers/fakePlatform';

const dir = mkdtempSync(join(tmpdir(), 'wb-follower-paging-'));
let server: FakePlatform;
let client: ApiClient;
let followers: RunFollowers;
let conn: ActiveConnection;
let closeDb: () => void;
let repo: PlaygroundRepo;
let fresh = 0;

/** A finished run's results in four pages of three rows. */
const AHEAD = '/competitions/c1/playground/runs/ahead/results';
const CURSORS = [null, 'a1', 'a2', 'a3'];
const row = (i: number) => ({
  resultId: `row${i}`,
  executionIndex: i,
  modelId: 'm1',
  problem: { position: i, source: { type: 'problem-set' }, problemSetId: 's1', index: i },
  configuration: { position: 0, cheatsheetId: null },
  repeatIndex: 0,
  outcome: 'scored',
  expectedAnswer: true,
  parsedAnswer: true,
  correct: true,
  diagnostic: null,
  usage: { inputTokens: 1, outputTokens: 1, costUsd: 0 },
  elapsedMs: 10,
  completedAt: '2026-01-01T00:00:00.000Z',
});
const aheadPage: Route = (req, res) => {
  const at = CURSORS.indexOf(req.query.get('cursor'));
  const last = at === CURSORS.length - 1;
  sendData(res, {
    runId: 'ahead',
    runStatus: last ? 'done' : 'running',
    items: [0, 1, 2].map((k) => row(at * 3 + k)),
    nextCursor: last ? null : CURSORS[at + 1],
    pollCursor: last ? null : 'p',
    progress: {},
  });
};

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
    [AHEAD]: aheadPage,
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

  it('asks for the next page before it stores the last, each page once, every row stored once', async () => {
    const key = { partition: 'p1', competitionId: 'c1', runId: 'ahead' };
    // What the follower does, in order: the pages it asks for and the pages it stores.
    const steps: string[] = [];
    const request = vi.spyOn(client, 'request');
    request.mockImplementation(function (this: ApiClient, req) {
      if (req.path.endsWith('/ahead/results')) steps.push(`ask ${req.query?.cursor ?? 'first'}`);
      return ApiClient.prototype.request.call(this, req);
    });
    const addResults = vi.spyOn(repo, 'addResults');
    addResults.mockImplementation(function (this: PlaygroundRepo, k, rows, order) {
      if (k.runId === 'ahead') steps.push(`store ${rows[0]?.resultId}`);
      return Object.getPrototypeOf(repo).addResults.call(this, k, rows, order);
    });
    try {
      followers.follow(conn, 'c1', 'ahead', 'cheatsheet');
      await vi.waitFor(
        () => {
          if (followers.isFollowing(key)) throw new Error('still following');
        },
        { timeout: 10_000, interval: 5 },
      );
    } finally {
      request.mockRestore();
      addResults.mockRestore();
    }
    expect(steps).toEqual([
      'ask first',
      'ask a1',
      'store row0',
      'ask a2',
      'store row3',
      'ask a3',
      'store row6',
      'store row9',
    ]);
    expect(server.seen.filter((r) => r.path === AHEAD).map((r) => r.query.get('cursor'))).toEqual(CURSORS);
    expect(repo.countResults(key)).toBe(12);
  });
});
