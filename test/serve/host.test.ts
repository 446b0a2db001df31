/**
 * Serve mode's host over real HTTP (src/serve/host.ts, plain node:http): the renderer's files and
 * nothing outside them, what the browser may keep, the Host and Origin checks, bodies it refuses
 * before the core sees them, and when it opens the core (once the page and the scripts index.html
 * names are sent, or at the first call) — calls wait for it, the page's files do not.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Dispatch } from '../../src/core/dispatch';
import { type ServeCore, type ServeHost, startServeHost } from '../../src/serve/host';
import { tempDir } from '../helpers/tempDir';

const hosts: ServeHost[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.close();
});

/** A built renderer: index.html naming one script and one style, beside a secret it must not serve. */
function renderer(): string {
  const root = tempDir('wb-host-');
  const dir = join(root, 'renderer');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><script type="module" crossorigin src="./assets/index-abc.js"></script>' +
      '<link rel="stylesheet" crossorigin href="./assets/index-def.css">',
  );
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1);');
  writeFileSync(join(dir, 'assets', 'index-def.css'), 'body{}');
  writeFileSync(join(dir, '.hidden'), 'dotfile');
  writeFileSync(join(root, 'secret.txt'), 'outside the renderer');
  return dir;
}

const calls: unknown[] = [];
const dispatch: Dispatch = async (method, input) => {
  calls.push({ method, input });
  return { ok: true, value: 'answered' };
};
const core: ServeCore = { dispatch, workbench: { onAny: () => () => undefined } };

async function host(opts: { core?: ServeCore | (() => Promise<ServeCore>); rendererDir?: string } = {}) {
  const h = await startServeHost({ core: opts.core ?? core, rendererDir: opts.rendererDir ?? renderer() });
  hosts.push(h);
  return h;
}

/** A raw request: the path exactly as written (fetch would resolve `..` before sending). */
function raw(
  h: ServeHost,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${h.origin}${path}`,
      { method, headers: { 'x-workbench-token': h.token, ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const rpc = (h: ServeHost, body: string, type = 'application/json') =>
  raw(h, '/rpc/app.status', { method: 'POST', headers: { 'content-type': type }, body });

describe('serve host: the renderer’s files', () => {
  it('serves index.html at / (asked for again each time) and hashed assets the browser may keep', async () => {
    const h = await host();
    const page = await raw(h, '/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const script = await raw(h, '/assets/index-abc.js');
    expect(script.text).toBe('console.log(1);');
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const head = await raw(h, '/assets/index-abc.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe('15');
    expect(head.text).toBe('');
    expect((await raw(h, '/assets/none.js')).status).toBe(404);
  });

  it('never answers with a file outside the renderer or a dotfile', async () => {
    const h = await host();
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/../../secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e%5c..%5csecret.txt',
      '/.hidden',
      '/%2ehidden',
      '/assets/%00index-abc.js',
    ]) {
      const res = await raw(h, path);
      expect(res.status, path).toBe(404);
      expect(res.text).not.toContain('outside the renderer');
      expect(res.text).not.toContain('dotfile');
    }
  });

  it('refuses another Host and a cross-site Origin', async () => {
    const h = await host();
    expect((await raw(h, '/', { headers: { host: 'evil.example:80' } })).status).toBe(403);
    const cross = await raw(h, '/rpc/app.status', {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(cross.status).toBe(403);
    expect(calls).toEqual([]);
  });
});

describe('serve host: bodies refused before the core', () => {
  it('too large, not JSON, or with a key that reaches a prototype: the contract’s failure shape', async () => {
    calls.length = 0;
    const h = await host();
    const large = await rpc(h, `{"text":"${'x'.repeat(17 * 1024 * 1024)}"}`);
    expect(large.status).toBe(413);
    expect(JSON.parse(large.text)).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    const plain = await rpc(h, 'hello', 'text/plain');
    expect(plain.status).toBe(415);
    expect(JSON.parse(plain.text)).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    for (const body of ['{"__proto__":{"admin":true}}', '{"a":{"constructor":{"prototype":{"x":1}}}}', '']) {
      const res = await rpc(h, body);
      expect(res.status, body).toBe(400);
      expect(JSON.parse(res.text).error.message).toMatch(/not valid JSON/);
    }
    expect(calls).toEqual([]);
    const fine = await rpc(h, '{"constructor":"a name"}');
    expect(JSON.parse(fine.text)).toEqual({ ok: true, value: 'answered' });
  });
});

describe('serve host: when the core opens', () => {
  /** A core whose opening is counted and held until `release()`. */
  function slowCore() {
    let opened = 0;
    let release = () => {};
    const ready = new Promise<void>((r) => {
      release = r;
    });
    return {
      open: async () => {
        opened++;
        await ready;
        return core;
      },
      opened: () => opened,
      release: () => release(),
    };
  }

  it('once the page and the files index.html names are sent; the page’s files never wait for it', async () => {
    const c = slowCore();
    const h = await host({ core: c.open });
    expect((await raw(h, '/')).status).toBe(200);
    expect((await raw(h, '/assets/index-abc.js')).status).toBe(200);
    expect(c.opened()).toBe(0);
    expect((await raw(h, '/assets/index-def.css')).status).toBe(200);
    await expect.poll(() => c.opened()).toBe(1);
    // Opening, not open: files still come at once, a call waits.
    expect((await raw(h, '/assets/index-abc.js')).status).toBe(200);
    let answered = false;
    const call = rpc(h, '{}').then((res) => {
      answered = true;
      return res;
    });
    await raw(h, '/');
    expect(answered).toBe(false);
    c.release();
    expect(JSON.parse((await call).text)).toEqual({ ok: true, value: 'answered' });
    expect(c.opened()).toBe(1);
    expect(h.opened()).not.toBeNull();
  });

  it('at the first call when the page was never loaded, and only once', async () => {
    const c = slowCore();
    const h = await host({ core: c.open });
    expect(h.opened()).toBeNull();
    c.release();
    const [a, b] = await Promise.all([rpc(h, '{}'), rpc(h, '{}')]);
    expect(JSON.parse(a.text).ok).toBe(true);
    expect(JSON.parse(b.text).ok).toBe(true);
    expect(c.opened()).toBe(1);
  });

  it('a core that fails to open answers calls with the failure shape', async () => {
    const h = await host({ core: () => Promise.reject(new Error('database locked')) });
    const res = await rpc(h, '{}');
    expect(res.status).toBe(500);
    expect(JSON.parse(res.text)).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
  });
});

describe('serve host: the event stream', () => {
  it('opens with the status as of then, after subscribing, so a page never waits on its own app.status', async () => {
    const status = { activeConnectionId: 'sandbox', online: true, checkedAt: '2026-01-01T00:00:00.000Z' };
    let subscribed = false;
    const h = await host({
      core: {
        dispatch: async (method) => ({
          ok: true,
          value: method === 'app.status' && subscribed ? status : null,
        }),
        workbench: {
          onAny: () => {
            subscribed = true;
            return () => undefined;
          },
        },
      },
    });
    const first = await new Promise<string>((resolve, reject) => {
      const req = request(`${h.origin}/events`, { headers: { 'x-workbench-token': h.token } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
          const event = /event: (\S+)\ndata: (.*)\n\n/.exec(text);
          if (event) {
            req.destroy();
            resolve(`${event[1]} ${event[2]}`);
          }
        });
      });
      req.on('error', reject);
      req.end();
    });
    expect(first).toBe(`connection.status ${JSON.stringify(status)}`);
  });
});
