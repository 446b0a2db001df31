/**
 * The sandbox answers only requests that name it by a loopback name (or the address it was told
 * to listen on): its seeded keys are public, so a DNS-rebinding page must get 403.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../src/sandbox';

let sb: SandboxHandle;
let open: SandboxHandle;

/** GET with a chosen Host header (fetch will not let a page, or a test, set one). */
function get(baseUrl: string, path: string, host: string, key?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, {
      headers: { host, ...(key ? { authorization: `Bearer ${key}` } : {}) },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  sb = await startSandbox();
  open = await startSandbox({ anyHost: true });
});
afterAll(async () => {
  await sb.close();
  await open.close();
});

describe('Host allowlist', () => {
  const path = '/api/public/v1/competitions';
  const key = () => sb.keys.find((k) => k.name === 'participant')!.apiKey;

  it('answers its loopback names', async () => {
    const port = new URL(sb.baseUrl).port;
    for (const name of ['127.0.0.1', 'localhost', 'LOCALHOST', '[::1]']) {
      expect(await get(sb.baseUrl, path, `${name}:${port}`, key())).toBe(200);
    }
  });

  it.each(['evil.example', 'attacker.example:80', '127.0.0.1:1', ''])(
    'refuses Host %j with 403',
    async (host) => {
      expect(await get(sb.baseUrl, path, host || ' ', key())).toBe(403);
    },
  );

  it('with anyHost (npm run sandbox -- --any-host) any Host is answered', async () => {
    const k = open.keys.find((x) => x.name === 'participant')!.apiKey;
    expect(await get(open.baseUrl, path, 'lan-machine.local:1234', k)).toBe(200);
  });
});
