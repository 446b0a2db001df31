/**
 * A remembered Playground hfToken belongs to its connection's server (issue 23, item 3): moving
 * the connection to another origin, or removing it, deletes its `playground-hf:<connection>:…`
 * keychain entries, so the token is never sent to the new origin. Real keychain (run inside
 * dbus-run-session with gnome-keyring), a service name of the test's own.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher, type Dispatch } from '../../src/core/dispatch';
import { rememberedTokenRef } from '../../src/core/playground/hfToken';
import { KeychainSecretStore } from '../../src/core/secrets';
import { openWorkbench, type Workbench } from '../../src/core/workbench';
import type { ConnectionView } from '../../src/shared/contract';
import { type FakePlatform, startFakePlatform } from '../helpers/fakePlatform';

const service = `participant-workbench-test-${randomUUID()}`;
const store = new KeychainSecretStore(service);
const dataDir = mkdtempSync(join(tmpdir(), 'wb-hf-origin-'));
const MODEL = 'org/model-7b';
const TOKEN = 'hf_remembered_token_0123456789abcdef';
let first: FakePlatform;
let second: FakePlatform;
let wb: Workbench;
let dispatch: Dispatch;

async function call<T>(method: string, input: unknown = {}): Promise<T> {
  const res = await dispatch(method, input);
  if (!res.ok) throw Object.assign(new Error(res.error.message), { info: res.error });
  return res.value as T;
}

const runInput = (extra: Record<string, unknown>) => ({
  competitionId: 'c1',
  kind: 'model-reference',
  body: { modelName: MODEL, commitHash: 'a'.repeat(40), problemSetId: 'ps1', ...extra },
});

beforeAll(async () => {
  first = await startFakePlatform();
  second = await startFakePlatform();
  wb = await openWorkbench({
    dataDir,
    version: '0.0.0-test',
    builtinSandbox: { baseUrl: first.baseUrl, apiKey: 'sandbox-key' },
    secrets: store,
    heartbeatMs: 60_000,
    probeMs: 60_000,
  });
  dispatch = createDispatcher(wb.handlers);
});

afterAll(async () => {
  await wb.close();
  for (const account of await store.accounts('')) await store.delete(account).catch(() => undefined);
  await first.close();
  await second.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('remembered hfToken and the connection’s origin', () => {
  it('is deleted when the connection moves to another origin, and cannot be used there', async () => {
    const conn = await call<ConnectionView>('connections.add', {
      name: 'Mine',
      baseUrl: first.baseUrl,
      apiKey: 'pk_first_server_key_0123456789',
    });
    await call('connections.activate', { id: conn.id });
    // Remembered as the Playground form does it: typed once with "remember".
    await call('playground.create', { ...runInput({ hfToken: TOKEN }), rememberToken: true });
    expect(await store.get(rememberedTokenRef(conn.id, MODEL))).toBe(TOKEN);

    // A new API key given with the move too: the token still goes (it was the old server's).
    await call('connections.update', {
      id: conn.id,
      baseUrl: second.baseUrl,
      apiKey: 'pk_second_key_0123456789',
    });
    expect(await store.get(rememberedTokenRef(conn.id, MODEL))).toBeNull();
    expect(await store.accounts(`playground-hf:${conn.id}:`)).toEqual([]);
    const res = await dispatch('playground.create', { ...runInput({}), useRememberedToken: true });
    expect(res.ok).toBe(false);
    expect(res.ok ? null : res.error.message).toMatch(/No access token is remembered/);
  });

  it('stays when only the path changes (same origin)', async () => {
    const conn = await call<ConnectionView>('connections.add', {
      name: 'Same',
      baseUrl: first.baseUrl,
      apiKey: 'pk_first_server_key_0123456789',
    });
    await store.set(rememberedTokenRef(conn.id, MODEL), TOKEN);
    await call('connections.update', { id: conn.id, baseUrl: `${first.baseUrl}/api/public/v1/` });
    expect(await store.get(rememberedTokenRef(conn.id, MODEL))).toBe(TOKEN);
    await call('connections.remove', { id: conn.id });
  });

  it('is deleted with the connection', async () => {
    const conn = await call<ConnectionView>('connections.add', {
      name: 'Gone',
      baseUrl: first.baseUrl,
      apiKey: 'pk_first_server_key_0123456789',
    });
    await store.set(rememberedTokenRef(conn.id, MODEL), TOKEN);
    await store.set(rememberedTokenRef(conn.id, 'other/model'), TOKEN);
    await call('connections.remove', { id: conn.id });
    expect(await store.accounts(`playground-hf:${conn.id}:`)).toEqual([]);
  });
});
