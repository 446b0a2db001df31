/**
 * Serve mode over real HTTP, with the core's real dispatcher: a method name that happens to be a
 * property of every JavaScript object (`constructor`, `__proto__`, `toString`…) is an unknown
 * method like any other — same status, same "Unknown method" answer — and reaches no handler.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src/core/dispatch';
import type { Handlers } from '../../src/core/handlers/types';
import { type ServeHost, startServeHost } from '../../src/serve/host';
import { tempDir } from '../helpers/tempDir';

/** Records every handler the dispatcher looks up; none may be for these names. */
const looked: PropertyKey[] = [];
const handlers = new Proxy({} as Handlers, {
  get: (_target, key) => {
    looked.push(key);
    return undefined;
  },
});

let host: ServeHost;
beforeAll(async () => {
  host = await startServeHost({
    core: { dispatch: createDispatcher(handlers), workbench: { onAny: () => () => undefined } },
    rendererDir: tempDir('wb-renderer-'),
  });
});
afterAll(async () => {
  await host?.close();
});

const rpc = async (method: string, body: string) => {
  const res = await fetch(`${host.origin}/rpc/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-workbench-token': host.token },
    body,
  });
  return { status: res.status, body: (await res.json()) as { ok: boolean; error?: { message?: string } } };
};

const OBJECT_NAMES = [
  'constructor',
  '__proto__',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupSetter__',
];

describe('serve mode: method names from Object.prototype', () => {
  it.each(['{}', '{"path":"/tmp/x","overwrite":true}', 'null', '[]'])(
    'answer like an unknown method, body %s',
    async (body) => {
      const unknown = await rpc('no.such.method', body);
      expect(unknown.body.ok).toBe(false);
      expect(unknown.body.error?.message).toBe('Unknown method no.such.method');
      for (const name of OBJECT_NAMES) {
        const res = await rpc(name, body);
        expect(res.status, name).toBe(unknown.status);
        expect(res.body, name).toEqual({
          ...unknown.body,
          error: { ...unknown.body.error, message: `Unknown method ${name}` },
        });
      }
      expect(looked).toEqual([]);
    },
  );

  it('the answer is the contract’s failure shape with status 200, as for every call', async () => {
    const res = await rpc('constructor', '{}');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });

  it('a known method still reaches its handler', async () => {
    looked.length = 0;
    await rpc('app.status', '{}');
    expect(looked).toContain('app.status');
  });
});
