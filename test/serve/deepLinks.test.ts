/** Serve mode: the paths of workbench:// links, opened as URLs, redirect to their page. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServeHost, startServeHost } from '../../src/serve/host';
import { tempDir } from '../helpers/tempDir';

let host: ServeHost;
beforeAll(async () => {
  host = await startServeHost({
    dispatch: async () => ({ ok: true, value: null }),
    workbench: { onAny: () => () => undefined },
    rendererDir: tempDir('wb-renderer-'),
  });
});
afterAll(async () => {
  await host.close();
});

const get = (path: string) =>
  fetch(`${host.origin}${path}`, { redirect: 'manual', headers: { 'x-workbench-token': host.token } });

describe('deep link paths in serve mode', () => {
  it('redirects an item and a run to their routes', async () => {
    const item = await get('/item/eta-123456');
    expect(item.status).toBe(302);
    expect(item.headers.get('location')).toBe('/#/network/items/ETA-123456');
    const run = await get('/run/lean-kernel-challenge/run_7');
    expect(run.headers.get('location')).toBe('/#/competitions/lean-kernel-challenge/playground/runs/run_7');
  });
  it('still asks for the access token', async () => {
    const res = await fetch(`${host.origin}/item/ETA-123456`, { redirect: 'manual' });
    expect(res.status).toBe(401);
  });
});
