/**
 * A saved key never leaves for another server: moving a connection to another origin drops its
 * key (two loopback listeners record the Authorization header they receive), and plain http is
 * accepted only for loopback hosts. Real keychain, real SQLite file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher, type Dispatch } from '../../src/core/dispatch';
import { ConnectionsRepo } from '../../src/core/store/connections';
import { openStore } from '../../src/core/store/db';
import { openWorkbench, type Workbench } from '../../src/core/workbench';
import type { ApiErrorInfo } from '../../src/shared/api';
import type { ConnectionView, TestConnectionResult } from '../../src/shared/contract';
import { type FakePlatform, startFakePlatform } from '../helpers/fakePlatform';
import { tempDir } from '../helpers/tempDir';

let first: FakePlatform;
let second: FakePlatform;
let wb: Workbench;
let dispatch: Dispatch;
let dataDir: string;
const KEY = 'pk_test_origin_0123456789abcdef';

async function call<T>(method: string, input: unknown = {}): Promise<T> {
  const res = await dispatch(method, input);
  if (!res.ok) throw Object.assign(new Error(res.error.message), { info: res.error });
  return res.value as T;
}
async function refused(method: string, input: unknown): Promise<ApiErrorInfo> {
  const res = await dispatch(method, input);
  if (res.ok) throw new Error(`${method} was accepted`);
  return res.error;
}

beforeAll(async () => {
  first = await startFakePlatform();
  second = await startFakePlatform();
  dataDir = tempDir('wb-origin-');
  wb = await openWorkbench({
    dataDir,
    version: '0.0.0-test',
    builtinSandbox: { baseUrl: first.baseUrl, apiKey: 'sandbox-key' },
    heartbeatMs: 60_000,
    probeMs: 60_000,
  });
  dispatch = createDispatcher(wb.handlers);
});
afterAll(async () => {
  await wb.close();
  await first.close();
  await second.close();
});

describe('a saved key and its origin', () => {
  it('is dropped when the base URL moves to another origin, and never sent there', async () => {
    expect((await call<{ keychainAvailable: boolean }>('app.status')).keychainAvailable).toBe(true);
    const added = await call<ConnectionView>('connections.add', {
      name: 'Mine',
      baseUrl: first.baseUrl,
      apiKey: KEY,
    });
    const ok = await call<TestConnectionResult>('connections.test', { id: added.id });
    expect(ok.ok).toBe(true);
    expect(first.seen.at(-1)?.authorization).toBe(`Bearer ${KEY}`);

    const moved = await call<ConnectionView>('connections.update', { id: added.id, baseUrl: second.baseUrl });
    expect(moved.baseUrl).toBe(second.baseUrl);
    expect(moved.keySet).toBe(false);
    const test = await call<TestConnectionResult>('connections.test', { id: added.id });
    expect(test.ok).toBe(false);
    expect(test.error?.code).toBe('NO_API_KEY');
    expect(second.seen.filter((r) => r.authorization !== undefined)).toEqual([]);

    // A key entered for the new origin is the one sent there.
    await call('connections.update', { id: added.id, apiKey: 'pk_second_server_key' });
    expect((await call<TestConnectionResult>('connections.test', { id: added.id })).ok).toBe(true);
    expect(second.seen.map((r) => r.authorization)).toEqual(['Bearer pk_second_server_key']);
    await call('connections.remove', { id: added.id });
  });

  it('stays when only the path or the name changes (same origin)', async () => {
    const added = await call<ConnectionView>('connections.add', {
      name: 'Same',
      baseUrl: first.baseUrl,
      apiKey: KEY,
    });
    const renamed = await call<ConnectionView>('connections.update', {
      id: added.id,
      name: 'Renamed',
      baseUrl: `${first.baseUrl}/api/public/v1/`,
    });
    expect(renamed.keySet).toBe(true);
    expect(renamed.keyLast4).toBe(KEY.slice(-4));
    await call('connections.remove', { id: added.id });
  });

  it('a new key given with the new address is kept', async () => {
    const added = await call<ConnectionView>('connections.add', {
      name: 'Both',
      baseUrl: first.baseUrl,
      apiKey: KEY,
    });
    const moved = await call<ConnectionView>('connections.update', {
      id: added.id,
      baseUrl: second.baseUrl,
      apiKey: 'pk_given_with_the_move',
    });
    expect(moved.keySet).toBe(true);
    expect(moved.keyLast4).toBe('move');
    await call('connections.remove', { id: added.id });
  });
});

describe('plain http only on loopback', () => {
  it.each([
    'http://platform.example.org',
    'http://10.0.0.5:8080',
    'http://[::2]:80',
    'http://localhost.evil.example',
  ])('refuses %s with words', async (baseUrl) => {
    const err = await refused('connections.add', { name: 'x', baseUrl, apiKey: KEY });
    expect(err.code).toBe('INVALID_INPUT');
    expect(err.fieldErrors[0]?.path).toBe('/baseUrl');
    expect(err.fieldErrors[0]?.message).toMatch(/Use https:\/\//);
  });

  it.each(['https://platform.example.org', 'http://localhost:8080', 'http://127.0.0.2:9', 'http://[::1]:9'])(
    'accepts %s',
    async (baseUrl) => {
      const added = await call<ConnectionView>('connections.add', { name: 'ok', baseUrl, apiKey: KEY });
      try {
        expect(added).toMatchObject({ kind: 'platform', keySet: true });
        expect(new URL(added.baseUrl).origin).toBe(new URL(baseUrl).origin);
        const listed = await call<ConnectionView[]>('connections.list');
        expect(listed.map((c) => c.id)).toContain(added.id);
      } finally {
        await call('connections.remove', { id: added.id });
      }
    },
  );

  it('an edit to a plain-http foreign address is refused and the key kept', async () => {
    const added = await call<ConnectionView>('connections.add', {
      name: 'Keep',
      baseUrl: first.baseUrl,
      apiKey: KEY,
    });
    const err = await refused('connections.update', { id: added.id, baseUrl: 'http://platform.example.org' });
    expect(err.code).toBe('INVALID_INPUT');
    const views = await call<ConnectionView[]>('connections.list');
    expect(views.find((v) => v.id === added.id)).toMatchObject({ baseUrl: first.baseUrl, keySet: true });
    await call('connections.remove', { id: added.id });
  });
});

describe('a connection saved before the https rule', () => {
  it('is refused with words before its key is sent', async () => {
    const added = await call<ConnectionView>('connections.add', {
      name: 'Old',
      baseUrl: first.baseUrl,
      apiKey: KEY,
    });
    // What an older version could have stored: a plain-http remote address.
    const { db } = openStore(join(dataDir, 'workbench.db'));
    new ConnectionsRepo(db).update(added.id, { baseUrl: 'http://platform.example.org' });
    db.close();
    const res = await call<TestConnectionResult>('connections.test', { id: added.id }).catch(
      (e: { info: ApiErrorInfo }) => e.info,
    );
    expect(res).toMatchObject({ code: 'INVALID_INPUT' });
    expect((res as ApiErrorInfo).message).toMatch(/Use https:\/\//);
    await call('connections.remove', { id: added.id });
  });
});

describe('no key on disk', () => {
  it('the database and the logs hold none of the keys used above', async () => {
    await wb.close();
    const files = readdirSync(dataDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name));
    expect(files.some((f) => f.endsWith('workbench.db'))).toBe(true);
    for (const file of files) {
      const bytes = readFileSync(file).toString('latin1');
      for (const key of [KEY, 'pk_second_server_key', 'pk_given_with_the_move']) {
        expect(bytes.includes(key), `${key} in ${file}`).toBe(false);
      }
    }
    wb = await openWorkbench({
      dataDir,
      version: '0.0.0-test',
      builtinSandbox: { baseUrl: first.baseUrl, apiKey: 'k' },
    });
  });
});
