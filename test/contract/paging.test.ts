/**
 * Cursor paging against servers that never end a list: a repeated cursor and an endless run of
 * new cursors are both stopped with PAGING_STOPPED, and a caller that goes away stops the paging
 * (the core's CSV export, through the dispatcher, as the IPC and serve hosts call it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/core/api/client';
import { getLeaderboard } from '../../src/core/api/competitions';
import { ApiError } from '../../src/core/api/errors';
import { collect, MAX_PAGES, paginate } from '../../src/core/api/pagination';
import { createDispatcher, type Dispatch } from '../../src/core/dispatch';
import { MemorySecretStore } from '../../src/core/secrets';
import { openWorkbench, type Workbench } from '../../src/core/workbench';
import type { ApiErrorInfo } from '../../src/shared/api';
import { type FakePlatform, sendData, startFakePlatform } from '../helpers/fakePlatform';
import { tempDir } from '../helpers/tempDir';

let server: FakePlatform;
let client: ApiClient;
let wb: Workbench;
let dispatch: Dispatch;
let endless = 0;

beforeAll(async () => {
  server = await startFakePlatform({
    // Always the same cursor: a server bug that made a CSV export loop.
    '/competitions/repeat/leaderboard': (req, res) =>
      sendData(res, { items: [{ team: `t${req.query.get('cursor') ?? 0}` }], nextCursor: 'again' }),
    // A fresh cursor every time: never repeats, never ends.
    '/competitions/endless/leaderboard': (_req, res) => {
      endless++;
      sendData(res, { items: [{ team: `t${endless}` }], nextCursor: `c${endless}` });
    },
  });
  client = new ApiClient({ baseUrl: server.baseUrl, apiKey: 'k', userAgent: 'paging-test' });
  wb = await openWorkbench({
    dataDir: tempDir('wb-paging-'),
    version: '0.0.0-test',
    builtinSandbox: { baseUrl: server.baseUrl, apiKey: 'sandbox-key' },
    secrets: new MemorySecretStore(),
    heartbeatMs: 60_000,
    probeMs: 60_000,
  });
  dispatch = createDispatcher(wb.handlers);
});

afterAll(async () => {
  await wb.close();
  await client.close();
  await server.close();
});

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

const pages = (competitionId: string) =>
  paginate(
    async (cursor, signal) => (await getLeaderboard(client, competitionId, { cursor }, { signal })).data,
    (row) => JSON.stringify(row),
  );

describe('a list that never ends', () => {
  it('a repeated cursor stops the walk at the first repeat', async () => {
    const before = server.count('/competitions/repeat/leaderboard');
    const err = await failure(collect(pages('repeat')));
    expect(err.info.code).toBe('PAGING_STOPPED');
    expect(err.info.message).toMatch(/same page position twice/);
    // First page hands out "again", the second hands it out again: two requests, not 455.
    expect(server.count('/competitions/repeat/leaderboard') - before).toBe(2);
  });

  it('a server with ever new cursors is stopped at the page cap', async () => {
    const before = server.count('/competitions/endless/leaderboard');
    const err = await failure(collect(pages('endless')));
    expect(err.info.code).toBe('PAGING_STOPPED');
    expect(err.info.message).toMatch(`${MAX_PAGES} pages`);
    expect(server.count('/competitions/endless/leaderboard') - before).toBe(MAX_PAGES);
  });

  it('the CSV export of such a list ends with words, not a hang', async () => {
    const res = await dispatch('leaderboard.exportCsv', { table: 'leaderboard', competitionId: 'repeat' });
    expect(res.ok).toBe(false);
    expect((res as { error: ApiErrorInfo }).error.code).toBe('PAGING_STOPPED');
  });
});

describe('a caller that goes away', () => {
  it('aborting the signal stops an export mid-way and no request follows', async () => {
    const caller = new AbortController();
    const before = server.count('/competitions/endless/leaderboard');
    const running = dispatch(
      'leaderboard.exportCsv',
      { table: 'leaderboard', competitionId: 'endless' },
      caller.signal,
    );
    await expect.poll(() => server.count('/competitions/endless/leaderboard') - before).toBeGreaterThan(3);
    caller.abort();
    const res = await running;
    expect(res.ok).toBe(false);
    expect((res as { error: ApiErrorInfo }).error.code).toBe('CANCELLED');
    const atEnd = server.count('/competitions/endless/leaderboard');
    // The export has returned: whatever it does from here would be a request after the answer.
    await dispatch('app.status', {});
    expect(server.count('/competitions/endless/leaderboard')).toBe(atEnd);
    expect(atEnd - before).toBeLessThan(MAX_PAGES);
  });

  it('an already aborted signal sends nothing', async () => {
    const caller = new AbortController();
    caller.abort();
    const before = server.seen.length;
    const err = await failure(
      collect(
        paginate(
          (c, s) => getLeaderboard(client, 'endless', { cursor: c }, { signal: s }).then((r) => r.data),
          String,
          { signal: caller.signal },
        ),
      ),
    );
    expect(err.info.code).toBe('CANCELLED');
    expect(server.seen.length).toBe(before);
  });
});
