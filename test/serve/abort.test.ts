/** Serve mode: a browser that drops an RPC request mid-way aborts the work done for it. */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dispatch } from '../../src/core/dispatch';
import { type ServeHost, startServeHost } from '../../src/serve/host';
import { tempDir } from '../helpers/tempDir';

let host: ServeHost;
const signals: AbortSignal[] = [];
const dispatch: Dispatch = (_method, _input, signal) =>
  new Promise((resolve) => {
    if (signal) signals.push(signal);
    signal?.addEventListener('abort', () => resolve({ ok: true, value: 'stopped' }));
  });

beforeAll(async () => {
  host = await startServeHost({
    core: { dispatch, workbench: { onAny: () => () => undefined } },
    rendererDir: tempDir('wb-renderer-'),
  });
});
afterAll(async () => {
  await host.close();
});

describe('serve-mode RPC', () => {
  it('a dropped request aborts its signal', async () => {
    const req = request(`${host.origin}/rpc/leaderboard.exportCsv`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-workbench-token': host.token },
    });
    req.on('error', () => undefined);
    req.end(JSON.stringify({ table: 'leaderboard', competitionId: 'c1' }));
    await expect.poll(() => signals.length).toBe(1);
    expect(signals[0]?.aborted).toBe(false);
    req.destroy();
    await expect.poll(() => signals[0]?.aborted).toBe(true);
  });
});
