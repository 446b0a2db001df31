/**
 * IGP24 label sync against a server whose label list never ends: a repeated cursor stops the
 * walk, and a sync whose caller went away (its AbortSignal) sends no further request. The server
 * counts requests; after 200 it ends the list itself, so a client that ignores both stops still
 * finishes (and fails the counts) instead of hanging the test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/core/api/client';
import { Igp24Labels } from '../../src/core/igp24/labels';
import { openStore } from '../../src/core/store/db';
import { Igp24LabelsRepo } from '../../src/core/store/igp24Labels';
import { type FakePlatform, sendData, startFakePlatform } from '../helpers/fakePlatform';

const SAFETY_STOP = 200;
const dir = mkdtempSync(join(tmpdir(), 'wb-labels-paging-'));
let server: FakePlatform;
let client: ApiClient;
let closeDb: () => void;
let repo: Igp24LabelsRepo;
let mode: 'repeat' | 'endless' = 'repeat';
let requests = 0;
let onRequest: (n: number) => void = () => {};

const page = (nextCursor: string | null) => ({
  generatedAt: '2025-01-01T00:00:00Z',
  labels: [],
  nextCursor,
  meta: { published: true, publishedAt: '2025-01-01T00:00:00Z' },
});

beforeAll(async () => {
  server = await startFakePlatform({
    '/competitions/igp24/labels/progress': (_req, res) => {
      requests++;
      onRequest(requests);
      if (requests >= SAFETY_STOP) return sendData(res, page(null));
      sendData(res, page(mode === 'repeat' ? 'again' : `n${requests}`));
    },
  });
  client = new ApiClient({
    baseUrl: server.baseUrl,
    apiKey: 'k',
    userAgent: 'labels-paging-test',
    maxAttempts: 1,
  });
  const { db } = openStore(join(dir, 'workbench.db'));
  closeDb = () => db.close();
  repo = new Igp24LabelsRepo(db);
});

afterAll(async () => {
  closeDb();
  await client.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('IGP24 label sync paging', () => {
  it('stops at a repeated cursor with PAGING_STOPPED after two requests', async () => {
    mode = 'repeat';
    requests = 0;
    const labels = new Igp24Labels(repo, { isOnline: () => true });
    const state = await labels.sync({ id: 'c', client, partition: 'repeat' });
    expect(state.error?.code).toBe('PAGING_STOPPED');
    expect(requests).toBe(2);
  });

  it('sends nothing more once its caller has gone', async () => {
    mode = 'endless';
    requests = 0;
    const caller = new AbortController();
    // The caller leaves while the third page is being answered.
    onRequest = (n) => {
      if (n === 3) caller.abort();
    };
    try {
      const labels = new Igp24Labels(repo, { isOnline: () => true });
      const state = await labels.sync({ id: 'c', client, partition: 'aborted' }, caller.signal);
      expect(requests).toBe(3);
      // Leaving is not a failure of the server: no error is kept for the next look.
      expect(state.error).toBeNull();
    } finally {
      onRequest = () => {};
    }
  });
});
