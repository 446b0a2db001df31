/**
 * The workbench core over a real sandbox, a real SQLite file and the real keychain: cache-first
 * reads, offline and back, connections and their keys, and the dispatcher's input checks.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher, openWorkbench, type Workbench } from '../../src/core';
import type { Dispatch } from '../../src/core/dispatch';
import type { SandboxHandle } from '../../src/sandbox';
import { startSandbox } from '../../src/sandbox';
import type { AppStatus, Cached, Events } from '../../src/shared/contract';
import { cacheKey } from '../../src/shared/contract';
import { tempDir } from '../helpers/tempDir';

let sandbox: SandboxHandle;
let sandboxPort: number;
let sandboxData: string;
let dataDir: string;
let wb: Workbench;
let dispatch: Dispatch;
const events: { name: string; payload: unknown }[] = [];

async function call<T>(method: string, input: unknown = {}): Promise<T> {
  const res = await dispatch(method, input);
  if (!res.ok) throw new Error(`${method}: ${res.error.code} ${res.error.message}`);
  return res.value as T;
}

function waitForEvent<E extends keyof Events>(name: E, pred: (p: Events[E]) => boolean, ms = 10_000) {
  return new Promise<Events[E]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} event within ${ms} ms`)), ms);
    const off = wb.on(name, (p) => {
      if (!pred(p)) return;
      clearTimeout(timer);
      off();
      resolve(p);
    });
  });
}

beforeAll(async () => {
  sandboxData = tempDir('wb-sbx-');
  sandbox = await startSandbox({ dataDir: sandboxData });
  sandboxPort = Number(new URL(sandbox.baseUrl).port);
  dataDir = tempDir('wb-core-');
  wb = await openWorkbench({
    dataDir,
    version: '0.0.0-test',
    builtinSandbox: {
      baseUrl: sandbox.baseUrl,
      apiKey: sandbox.keys.find((k) => k.name === 'participant')!.apiKey,
    },
    heartbeatMs: 300,
    probeMs: 200,
    freshMs: 0,
    client: { timeoutMs: 2000, maxAttempts: 2 },
  });
  wb.onAny((name, payload) => events.push({ name, payload }));
  dispatch = createDispatcher(wb.handlers);
});

afterAll(async () => {
  await wb.close();
  await sandbox.close();
});

describe('cache-first reads', () => {
  it('the first read waits for the network; the next answers from the cache at once', async () => {
    const first = await call<Cached<{ id: string }[]>>('competitions.list');
    expect(first.stale).toBe(false);
    expect(first.data?.map((c) => c.id)).toContain('igp24');
    expect(first.fetchedAt).not.toBeNull();
    const second = await call<Cached<{ id: string }[]>>('competitions.list');
    expect(second.data).toEqual(first.data);
  });

  it('a refresh in the background announces the key it updated', async () => {
    const key = cacheKey('competitions.list', {});
    const updated = waitForEvent('cache.updated', (p) => p.keys.includes(key));
    await call('competitions.list');
    const payload = await updated;
    expect(payload.connectionId).toBe('sandbox');
  });

  it('a failure with nothing cached is returned as data, not thrown', async () => {
    const res = await call<Cached<unknown>>('competitions.get', { competitionId: 'no-such-competition' });
    expect(res.data).toBeNull();
    expect(res.error?.code).toBe('NOT_FOUND');
  });
});

describe('offline and back', () => {
  it('with the server gone, cached data stays, marked stale, and returns fresh when it is back', async () => {
    const before = await call<Cached<unknown[]>>('competitions.list');
    expect(before.data?.length).toBeGreaterThan(0);

    const offline = waitForEvent('connection.status', (s) => !s.online);
    await sandbox.close();
    const status = await offline;
    expect(['NETWORK_UNREACHABLE', 'TIMEOUT']).toContain(status.lastError?.code);

    const cached = await call<Cached<unknown[]>>('competitions.list');
    expect(cached.data).toEqual(before.data);
    expect(cached.stale).toBe(true);

    const key = cacheKey('competitions.list', {});
    const back = waitForEvent('connection.status', (s) => s.online);
    const refreshed = waitForEvent('cache.updated', (p) => p.keys.includes(key));
    sandbox = await startSandbox({ dataDir: sandboxData, port: sandboxPort });
    await back;
    await refreshed;
    const fresh = await call<Cached<unknown[]>>('competitions.list');
    expect(fresh.stale).toBe(false);
    expect(Date.parse(fresh.fetchedAt!)).toBeGreaterThan(Date.parse(before.fetchedAt!));
  });
});

describe('connections and keys', () => {
  const secretKey = () => sandbox.keys.find((k) => k.name === 'bob')!.apiKey;

  it('adds a connection: the view shows only the last four characters of the key', async () => {
    const view = await call<{ id: string; keySet: boolean; keyLast4: string; keyStorage: string }>(
      'connections.add',
      { name: 'Bob on the sandbox', baseUrl: `${sandbox.baseUrl}/api/public/v1/`, apiKey: secretKey() },
    );
    expect(view.keySet).toBe(true);
    expect(view.keyLast4).toBe(secretKey().slice(-4));
    expect(JSON.stringify(view)).not.toContain(secretKey());
    const status = await call<AppStatus>('connections.activate', { id: view.id });
    expect(status.activeConnectionId).toBe(view.id);
    const list = await call<Cached<unknown[]>>('competitions.list');
    expect(list.data?.length).toBeGreaterThan(0);
    await call('connections.activate', { id: 'sandbox' });
  });

  it('a switch made with remember: false lasts for this process only', async () => {
    const view = await call<{ id: string }>('connections.add', {
      name: 'for one command',
      baseUrl: sandbox.baseUrl,
      apiKey: sandbox.keys.find((k) => k.name === 'participant')!.apiKey,
    });
    const activeOnReopen = async () => {
      // A second core on the same folder, as the app beside a command line.
      const other = await openWorkbench({
        dataDir,
        version: '0.0.0-test',
        builtinSandbox: { baseUrl: sandbox.baseUrl, apiKey: 'unused' },
        heartbeatMs: 3_600_000,
      });
      try {
        const res = await createDispatcher(other.handlers)('app.status', {});
        return res.ok ? (res.value as AppStatus).activeConnectionId : null;
      } finally {
        await other.close();
      }
    };
    const status = await call<AppStatus>('connections.activate', { id: view.id, remember: false });
    expect(status.activeConnectionId).toBe(view.id);
    expect(await activeOnReopen()).toBe('sandbox');
    await call('connections.activate', { id: view.id });
    expect(await activeOnReopen()).toBe(view.id);
    await call('connections.activate', { id: 'sandbox' });
    await call('connections.remove', { id: view.id });
  });

  it('test connection names each failure', async () => {
    const add = (name: string, apiKey: string, baseUrl = sandbox.baseUrl) =>
      call<{ id: string }>('connections.add', { name, baseUrl, apiKey });
    const test = (id: string) =>
      call<{ ok: boolean; error: { code: string; scope?: string } | null; competitionCount: number | null }>(
        'connections.test',
        { id },
      );
    const bad = await add('bad key', `cp_test_${'Z'.repeat(32)}`);
    expect((await test(bad.id)).error?.code).toBe('INVALID_API_KEY');
    const noScope = await add('no scopes', sandbox.keys.find((k) => k.name === 'no-scopes')!.apiKey);
    const denied = await test(noScope.id);
    expect(denied.error?.code).toBe('API_KEY_SCOPE_DENIED');
    expect(denied.error?.scope).toBe('competition.read');
    const gone = await add('nowhere', secretKey(), 'http://127.0.0.1:9');
    expect((await test(gone.id)).error?.code).toBe('NETWORK_UNREACHABLE');
    const good = await test('sandbox');
    expect(good.ok).toBe(true);
    expect(good.competitionCount).toBeGreaterThanOrEqual(5);
  });

  it('tests an address and key before they are saved, taking what was left out from the saved connection', async () => {
    type Result = { ok: boolean; error: { code: string } | null; competitionCount: number | null };
    const participant = sandbox.keys.find((k) => k.name === 'participant')!.apiKey;
    const bad = await call<Result>('connections.testValues', {
      baseUrl: sandbox.baseUrl,
      apiKey: `cp_test_${'W'.repeat(32)}`,
    });
    expect(bad.error?.code).toBe('INVALID_API_KEY');
    const good = await call<Result>('connections.testValues', {
      baseUrl: `${sandbox.baseUrl}/api/public/v1`,
      apiKey: participant,
    });
    expect(good.ok).toBe(true);
    expect(good.competitionCount).toBeGreaterThanOrEqual(5);
    const saved = await call<{ id: string }>('connections.add', {
      name: 'saved, address to change',
      baseUrl: sandbox.baseUrl,
      apiKey: participant,
    });
    // A new address without a new key: the saved key is not sent to a host it was not saved for.
    const moved = await call<Result>('connections.testValues', {
      id: saved.id,
      baseUrl: 'http://127.0.0.1:9',
    });
    expect(moved.error?.code).toBe('NO_API_KEY');
    const unreachable = await call<Result>('connections.testValues', {
      id: saved.id,
      baseUrl: 'http://127.0.0.1:9',
      apiKey: secretKey(),
    });
    expect(unreachable.error?.code).toBe('NETWORK_UNREACHABLE');
    // Nothing typed: the saved address with the saved key, which never comes back to the caller.
    const same = await call<Result>('connections.testValues', { id: saved.id });
    expect(same.ok).toBe(true);
    expect(JSON.stringify([bad, good, moved, same])).not.toContain(participant);
    await call('connections.remove', { id: saved.id });
  });

  it('a refused key shows as the connection state: online, with the error', async () => {
    const bad = await call<{ id: string }>('connections.add', {
      name: 'revoked key',
      baseUrl: sandbox.baseUrl,
      apiKey: sandbox.keys.find((k) => k.name === 'revoked')!.apiKey,
    });
    // Testing another connection says nothing about the active one.
    await call('connections.test', { id: bad.id });
    expect((await call<AppStatus>('app.status')).lastError).toBeNull();

    await call('connections.activate', { id: bad.id });
    const refused = waitForEvent('connection.status', (s) => s.lastError?.code === 'API_KEY_REVOKED');
    const read = await call<Cached<unknown>>('competitions.list');
    expect(read.error?.code).toBe('API_KEY_REVOKED');
    expect((await refused).online).toBe(true);

    const cleared = waitForEvent('connection.status', (s) => s.lastError === null);
    await call('connections.activate', { id: 'sandbox' });
    await call('competitions.get', { competitionId: 'igp24' });
    await cleared;
  });

  it('no key is ever written to the SQLite file or the log', async () => {
    const keys = sandbox.keys.map((k) => k.apiKey);
    const files = readdirSync(dataDir, { recursive: true, encoding: 'utf8' })
      .map((f) => join(dataDir, f))
      .filter((f) => /workbench\.db(-wal|-shm)?$|\.log$/.test(f));
    expect(files.some((f) => f.endsWith('workbench.db'))).toBe(true);
    expect(files.some((f) => f.endsWith('main.log'))).toBe(true);
    for (const file of files) {
      const bytes = readFileSync(file).toString('latin1');
      for (const key of keys) expect(bytes.includes(key), `${key.slice(0, 12)}… in ${file}`).toBe(false);
    }
  });
});

describe('the dispatcher', () => {
  it('refuses unknown methods and invalid input with INVALID_INPUT and field paths', async () => {
    const unknown = await dispatch('fs.readFile', { path: '/etc/passwd' });
    expect(unknown.ok).toBe(false);
    const bad = await dispatch('connections.add', {
      name: '',
      baseUrl: 'file:///etc',
      apiKey: 'x',
      extra: 1,
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.code).toBe('INVALID_INPUT');
      expect(bad.error.fieldErrors.length).toBeGreaterThan(0);
    }
  });

  it('refuses a key that could never be sent in a header, instead of calling the server offline', async () => {
    const res = await dispatch('connections.add', {
      name: 'pasted',
      baseUrl: sandbox.baseUrl,
      apiKey: 'cp_test_\u200babc',
    });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error.fieldErrors.map((f) => f.path)).toContain('/apiKey');
  });

  it('exports a whole leaderboard as CSV', async () => {
    const res = await call<{ csv: string; rows: number; filename: string }>('leaderboard.exportCsv', {
      table: 'leaderboard',
      competitionId: 'igp24',
    });
    const lines = res.csv.trim().split(/\r?\n/);
    expect(res.rows).toBeGreaterThan(25);
    expect(lines).toHaveLength(res.rows + 1);
    expect(lines[0]).toContain('teamName');
    expect(res.filename).toBe('igp24-leaderboard.csv');
  });
});

describe('a damaged database', () => {
  it('is moved aside, rebuilt, and the user is told', async () => {
    const dir = tempDir('wb-corrupt-');
    writeFileSync(join(dir, 'workbench.db'), 'this is not a database'.repeat(500));
    const other = await openWorkbench({
      dataDir: dir,
      version: '0',
      builtinSandbox: { baseUrl: sandbox.baseUrl, apiKey: sandbox.keys[0]!.apiKey },
    });
    const status = (await createDispatcher(other.handlers)('app.status', {})) as {
      ok: true;
      value: AppStatus;
    };
    await other.close();
    expect(status.value.storeNotice).toMatch(/damaged/);
    expect(readdirSync(dir).some((f) => f.startsWith('workbench.db.corrupt-'))).toBe(true);
  });
});
