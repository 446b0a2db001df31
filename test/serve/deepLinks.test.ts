/** Serve mode: the paths of workbench:// links, opened as URLs, redirect to their page. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServeHost, startServeHost } from '../../src/serve/host';
import { tempDir } from '../helpers/tempDir';

let host: ServeHost;
beforeAll(async () => {
  host = await startServeHost({
    core: { dispatch: async () => ({ ok: true, value: null }), workbench: { onAny: () => () => undefined } },
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
  it('a browser without access gets a styled page saying how to get back in; a call gets words', async () => {
    const page = await fetch(`${host.origin}/item/ETA-123456`, { headers: { accept: 'text/html,*/*' } });
    expect(page.status).toBe(401);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
    );
    const html = await page.text();
    expect(html).toContain('<style>');
    expect(html).toContain('npm run serve');
    expect(html).not.toContain(host.token);
    const call = await fetch(`${host.origin}/rpc/app.status`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    expect(call.status).toBe(401);
    expect(call.headers.get('content-type')).toMatch(/^text\/plain/);
  });
  it('the access cookie outlives a browser restart (Max-Age), for this start of serve mode only', async () => {
    const res = await fetch(`${host.origin}/?token=${host.token}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^workbench_session=[^;]+; HttpOnly; SameSite=Strict; Path=\/; Max-Age=\d+$/);
    expect(Number(/Max-Age=(\d+)/.exec(cookie)![1])).toBeGreaterThanOrEqual(7 * 24 * 3600);
  });
});
