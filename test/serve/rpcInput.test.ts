/**
 * Serve-mode RPC input: a page cannot name a file to write (issue 23, item 8:
 * `cn.package.download` with `path` is refused before the core sees it; without one the bytes
 * come back), and a body that is not JSON answers the contract's failure shape.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dispatch } from '../../src/core/dispatch';
import { type ServeHost, startServeHost } from '../../src/serve/host';

const rendererDir = mkdtempSync(join(tmpdir(), 'wb-renderer-'));
let host: ServeHost;
const calls: { method: unknown; input: unknown }[] = [];
const dispatch: Dispatch = async (method, input) => {
  calls.push({ method, input });
  return { ok: true, value: { path: null, dataBase64: 'Ynl0ZXM=' } };
};

beforeAll(async () => {
  host = await startServeHost({
    core: { dispatch, workbench: { onAny: () => () => undefined } },
    rendererDir,
  });
});
afterAll(async () => {
  await host.close();
  rmSync(rendererDir, { recursive: true, force: true });
});

const rpc = (method: string, body: string) =>
  fetch(`${host.origin}/rpc/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-workbench-token': host.token },
    body,
  });

describe('serve-mode RPC input', () => {
  it('cn.package.download with a path is refused before the core is called', async () => {
    calls.length = 0;
    for (const input of [
      { id: 'i1', path: '/home/user/.bashrc' },
      { id: 'i1', overwrite: true },
    ]) {
      const res = await rpc('cn.package.download', JSON.stringify(input));
      const body = (await res.json()) as { ok: boolean; error?: { code: string; message: string } };
      expect(body.ok).toBe(false);
      expect(body.error?.code).toBe('INVALID_INPUT');
      expect(body.error?.message).toMatch(/does not write files/);
    }
    expect(calls).toEqual([]);
  });

  it('without a path the call reaches the core, which returns the bytes', async () => {
    calls.length = 0;
    const res = await rpc('cn.package.download', JSON.stringify({ id: 'i1' }));
    expect(await res.json()).toEqual({ ok: true, value: { path: null, dataBase64: 'Ynl0ZXM=' } });
    expect(calls).toEqual([{ method: 'cn.package.download', input: { id: 'i1' } }]);
  });

  it('a malformed JSON body answers the contract’s failure shape', async () => {
    const res = await rpc('app.status', '{"not json');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { ok: boolean; error: { code: string; message: string } };
    expect(body.ok).toBe(false);
    expect(body.error.code).toBe('INVALID_INPUT');
    expect(body.error.message).toMatch(/not valid JSON/);
  });
});
