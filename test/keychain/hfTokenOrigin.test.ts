/**
 * A Playground hfToken belongs to the server it was typed for (issue 23, item 3): moving a
 * connection to another origin, or removing it, deletes its remembered tokens
 * (`playground-hf:<connection>:…`) and the tokens its queued runs refer to, and fails those runs
 * in words (TOKEN_ORIGIN_CHANGED) in the same step that saves the move, so the sender never sends
 * one to the new origin. Real keychain (run inside dbus-run-session with gnome-keyring), a service
 * name of the test's own; real sandboxes over HTTP for the old and the new origin.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDispatcher, type Dispatch } from '../../src/core/dispatch';
import { isOneTimeTokenRef, rememberedTokenRef } from '../../src/core/playground/hfToken';
import { KeychainSecretStore, type SecretStore } from '../../src/core/secrets';
import { openWorkbench, type Workbench, type WorkbenchOptions } from '../../src/core/workbench';
import type { ConnectionView, OutboxEntryView } from '../../src/shared/contract';
import { type FakePlatform, startFakePlatform } from '../helpers/fakePlatform';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox';
import { tempDir } from '../helpers/tempDir';

const service = `participant-workbench-test-${randomUUID()}`;
const keychain = new KeychainSecretStore(service);

/**
 * The real keychain, with a latch for the tests that must act while the core is between two of
 * its keychain calls (another process queueing a run while a removal is under way).
 */
class LatchedStore implements SecretStore {
  readonly backend = 'keychain' as const;
  private latch: { entered: () => void; released: Promise<void> } | null = null;
  constructor(private readonly inner: SecretStore) {}

  /** The next accounts() call waits until `release()`; `entered` settles when it has started. */
  holdNextAccounts(): { entered: Promise<void>; release: () => void } {
    let entered!: () => void;
    let release!: () => void;
    const enteredP = new Promise<void>((resolve) => (entered = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    this.latch = { entered, released };
    return { entered: enteredP, release };
  }

  get(account: string) {
    return this.inner.get(account);
  }
  set(account: string, secret: string) {
    return this.inner.set(account, secret);
  }
  delete(account: string) {
    return this.inner.delete(account);
  }
  async accounts(prefix: string) {
    const latch = this.latch;
    if (latch) {
      this.latch = null;
      latch.entered();
      await latch.released;
    }
    return this.inner.accounts(prefix);
  }
}

const store = new LatchedStore(keychain);
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
  for (const account of await keychain.accounts('')) await keychain.delete(account).catch(() => undefined);
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

// ---------------------------------------------------------------- queued runs and the origin

/** The gated model of the sandbox's modular competition: a run on it needs an hfToken. */
const MODREF = 'modular-arithmetic-challenge';
const GATED = 'modular-labs/gated-arith-7b';
const ONCE = 'hf_one_time_token_for_the_old_origin_0123';
const KEPT = 'hf_remembered_token_for_the_old_origin_4567';
const gatedRun = (hfToken: string, note: string, extra: Record<string, unknown> = {}) => ({
  competitionId: MODREF,
  kind: 'model-reference',
  body: { modelName: GATED, commitHash: 'c'.repeat(40), problemSetId: 'modular-quick', note, hfToken },
  ...extra,
});

let oldOrigin: TestSandbox;
let newOrigin: TestSandbox;

beforeAll(async () => {
  [oldOrigin, newOrigin] = await Promise.all([
    startTestSandbox({ playgroundPaceMs: 5 }),
    startTestSandbox({ playgroundPaceMs: 5 }),
  ]);
});

afterAll(async () => {
  await oldOrigin.close();
  await newOrigin.close();
});

/** A loopback address where nothing listens: the connection's server is unreachable. */
async function closedAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** Run creations a sandbox received (`POST …/playground/runs`), whatever their body. */
async function runPosts(sb: TestSandbox): Promise<number> {
  const counts = await sb.counts();
  return Object.entries(counts)
    .filter(([key]) => key.startsWith('POST ') && key.endsWith('/playground/runs'))
    .reduce((n, [, v]) => n + v, 0);
}

interface Core {
  wb: Workbench;
  call<T>(method: string, input?: unknown): Promise<T>;
  entry(id: number): Promise<OutboxEntryView>;
  /** Ids named by `outbox.changed` since the core opened. */
  changed: number[];
}

async function openCore(
  dir: string,
  secrets: SecretStore,
  extra: Partial<WorkbenchOptions> = {},
): Promise<Core> {
  const core = await openWorkbench({
    dataDir: dir,
    version: '0.0.0-test',
    builtinSandbox: { baseUrl: oldOrigin.baseUrl, apiKey: oldOrigin.key('participant') },
    secrets,
    heartbeatMs: 60_000,
    probeMs: 60_000,
    client: { timeoutMs: 5000, maxAttempts: 1 },
    // Long enough that an unanswered run waits (pending) while the test moves its connection.
    outboxBackoffMs: { base: 60_000, max: 60_000 },
    ...extra,
  });
  const d = createDispatcher(core.handlers);
  const changed: number[] = [];
  core.on('outbox.changed', (e) => changed.push(...e.ids));
  const call = async <T>(method: string, input: unknown = {}): Promise<T> => {
    const res = await d(method, input);
    if (!res.ok) throw new Error(`${method}: ${res.error.code} ${res.error.message}`);
    return res.value as T;
  };
  const entry = async (id: number) => {
    const found = (await call<OutboxEntryView[]>('outbox.list')).find((e) => e.id === id);
    if (!found) throw new Error(`no outbox entry ${id}`);
    return found;
  };
  return { wb: core, call, entry, changed };
}

/** Waits until an entry was tried and waits for its next attempt because nobody answered. */
function waitingUnanswered(core: Core, id: number): Promise<OutboxEntryView> {
  return vi.waitFor(
    async () => {
      const e = await core.entry(id);
      if (e.status !== 'pending' || e.error === null || e.nextAttemptAt === null)
        throw new Error(`entry ${id} is ${e.status}`);
      return e;
    },
    { timeout: 15_000, interval: 25 },
  );
}

function done(core: Core, id: number): Promise<OutboxEntryView> {
  return vi.waitFor(
    async () => {
      const e = await core.entry(id);
      if (e.status !== 'done') throw new Error(`entry is ${e.status}: ${e.error?.code ?? ''}`);
      return e;
    },
    { timeout: 20_000, interval: 25 },
  );
}

/** The entry kept the user's text (the body as queued, without the token) and says why in words. */
function expectFailedForTheMove(e: OutboxEntryView, note: string, words: RegExp): void {
  expect(e.status).toBe('failed');
  expect(e.error?.code).toBe('TOKEN_ORIGIN_CHANGED');
  expect(e.error?.message).toMatch(/not sent/);
  expect(e.error?.message).toMatch(words);
  expect(e.error?.message).toMatch(/Start the run again (and|on another connection and) type the token/);
  expect(e.request).toMatchObject({
    op: 'playground.run.create',
    competitionId: MODREF,
    body: { modelName: GATED, commitHash: 'c'.repeat(40), problemSetId: 'modular-quick', note },
  });
  expect(JSON.stringify(e)).not.toContain(ONCE);
  expect(JSON.stringify(e)).not.toContain(KEPT);
}

function tokenRefOf(e: OutboxEntryView): string {
  const ref = e.request.op === 'playground.run.create' ? e.request.hfTokenRef : null;
  if (ref === null) throw new Error(`entry ${e.id} carries no token reference`);
  return ref;
}

describe('a queued run’s token and the connection’s origin', () => {
  let dir: string;
  let core: Core;

  beforeAll(async () => {
    dir = tempDir('wb-hf-queued-');
    // Offline, the core probes its active connection often: once the moved connection answers, the
    // outbox is woken at once (as the app does when a server comes back), whatever the backoff.
    core = await openCore(dir, store, { probeMs: 100 });
  });

  afterAll(async () => {
    await core.wb.close();
  });

  /**
   * A run with a token queued while its connection cannot be reached, and a write queued behind it;
   * then the connection moves to the other sandbox. The write behind it going out proves the
   * sender ran against the new origin after the move.
   */
  async function queueWhileUnreachable(token: string, note: string, extra: Record<string, unknown> = {}) {
    const conn = await core.call<ConnectionView>('connections.add', {
      name: `Unreachable ${note}`,
      baseUrl: await closedAddress(),
      apiKey: oldOrigin.key('participant'),
    });
    await core.call('connections.activate', { id: conn.id });
    const run = await core.call<OutboxEntryView>('playground.create', gatedRun(token, note, extra));
    const waiting = await waitingUnanswered(core, run.id);
    expect(['NETWORK_UNREACHABLE', 'TIMEOUT']).toContain(waiting.error?.code);
    const ref = tokenRefOf(waiting);
    expect(await keychain.get(ref)).toBe(token);
    const behind = await core.call<OutboxEntryView>('library.create', {
      kind: 'cheatsheet',
      title: `Queued behind ${note}`,
      content: 'x * y = y * x',
    });
    return { conn, run, ref, behind };
  }

  it('a one-time token is not sent to the new origin: the run fails in words and the token is deleted', async () => {
    const { conn, run, ref, behind } = await queueWhileUnreachable(ONCE, 'one-time');
    expect(isOneTimeTokenRef(ref)).toBe(true);
    const postsBefore = await runPosts(newOrigin);

    await core.call('connections.update', {
      id: conn.id,
      baseUrl: newOrigin.baseUrl,
      apiKey: newOrigin.key('participant'),
    });
    // Decided when the move was saved, before the sender could use the new address.
    expectFailedForTheMove(await core.entry(run.id), 'one-time', /moved from http:\/\/127\.0\.0\.1:\d+ to /);
    expect(core.changed).toContain(run.id);
    expect(await keychain.get(ref)).toBeNull();
    expect(await keychain.accounts(ref)).toEqual([]);

    // The sender runs against the new origin: the write behind it arrives, the run does not.
    expect((await done(core, behind.id)).result).toMatchObject({ title: 'Queued behind one-time' });
    expect(await runPosts(newOrigin)).toBe(postsBefore);
    expectFailedForTheMove(await core.entry(run.id), 'one-time', /moved from/);
  });

  it('a remembered token is not sent either, and is deleted with the other remembered ones', async () => {
    const { conn, run, ref, behind } = await queueWhileUnreachable(KEPT, 'remembered', {
      rememberToken: true,
    });
    expect(ref).toBe(rememberedTokenRef(conn.id, GATED));
    const postsBefore = await runPosts(newOrigin);

    await core.call('connections.update', {
      id: conn.id,
      baseUrl: newOrigin.baseUrl,
      apiKey: newOrigin.key('participant'),
    });
    expectFailedForTheMove(await core.entry(run.id), 'remembered', /moved from/);
    expect(core.changed).toContain(run.id);
    expect(await keychain.accounts(`playground-hf:${conn.id}:`)).toEqual([]);

    await done(core, behind.id);
    expect(await runPosts(newOrigin)).toBe(postsBefore);
    expectFailedForTheMove(await core.entry(run.id), 'remembered', /moved from/);
  });

  it('a path-only change keeps the queued run and its token (same origin)', async () => {
    const conn = await core.call<ConnectionView>('connections.add', {
      name: 'Path only',
      baseUrl: await closedAddress(),
      apiKey: oldOrigin.key('participant'),
    });
    await core.call('connections.activate', { id: conn.id });
    const run = await core.call<OutboxEntryView>('playground.create', gatedRun(ONCE, 'path-only'));
    const waiting = await waitingUnanswered(core, run.id);
    const ref = tokenRefOf(waiting);
    const address = (await core.call<ConnectionView[]>('connections.list')).find(
      (c) => c.id === conn.id,
    )!.baseUrl;
    await core.call('connections.update', { id: conn.id, baseUrl: `${address}/api/public/v1/` });
    const after = await core.entry(run.id);
    expect(after.status).toBe('pending');
    expect(after.error?.code).not.toBe('TOKEN_ORIGIN_CHANGED');
    expect(await keychain.get(ref)).toBe(ONCE);
    await core.call('connections.activate', { id: 'sandbox' });
  });

  it('a run on its way when the connection moves reaches only the old origin; no repeat goes to the new one', async () => {
    // Its own core: the old origin is reachable, and a lost answer is repeated quickly.
    const own = await openCore(tempDir('wb-hf-inflight-'), store, {
      outboxBackoffMs: { base: 50, max: 100 },
    });
    try {
      const conn = await own.call<ConnectionView>('connections.add', {
        name: 'In flight',
        baseUrl: oldOrigin.baseUrl,
        apiKey: oldOrigin.key('participant'),
      });
      await own.call('connections.activate', { id: conn.id });
      // The old origin holds the run's request, then runs it and loses the answer.
      await oldOrigin.fault({
        kind: 'latency',
        ms: 3000,
        method: 'POST',
        path: '/playground/runs',
        count: 1,
      });
      await oldOrigin.fault({ kind: 'drop-answer', method: 'POST', path: '/playground/runs', count: 1 });
      const oldBefore = await runPosts(oldOrigin);
      const newBefore = await runPosts(newOrigin);
      const run = await own.call<OutboxEntryView>('playground.create', gatedRun(ONCE, 'in-flight'));
      const behind = await own.call<OutboxEntryView>('library.create', {
        kind: 'cheatsheet',
        title: 'Queued behind in-flight',
        content: 'x = x',
      });
      await vi.waitFor(
        async () => {
          if ((await runPosts(oldOrigin)) !== oldBefore + 1) throw new Error('not arrived');
        },
        { timeout: 15_000, interval: 25 },
      );
      const onItsWay = await own.entry(run.id);
      expect(onItsWay.status).toBe('sending');

      await own.call('connections.update', {
        id: conn.id,
        baseUrl: newOrigin.baseUrl,
        apiKey: newOrigin.key('participant'),
      });
      expect(await keychain.get(tokenRefOf(onItsWay))).toBeNull();
      // The write behind it goes out only after the run is settled (order is kept).
      await done(own, behind.id);
      const settled = await own.entry(run.id);
      // Its answer was lost, so the sender put it back in the line; the repeat (at the new address)
      // found no token to send and failed locally.
      expect(settled.status).toBe('failed');
      expect(await runPosts(oldOrigin)).toBe(oldBefore + 1);
      expect(await runPosts(newOrigin)).toBe(newBefore);
    } finally {
      await oldOrigin.clearFaults();
      await own.wb.close();
    }
  });
});

describe('a queued run’s token and the connection’s removal', () => {
  it('fails the runs another process queued while the removal was under way, and deletes their tokens', async () => {
    const dir = tempDir('wb-hf-removal-');
    const appStore = new LatchedStore(keychain);
    const app = await openCore(dir, appStore);
    const conn = await app.call<ConnectionView>('connections.add', {
      name: 'Removed',
      baseUrl: await closedAddress(),
      apiKey: oldOrigin.key('participant'),
    });
    // The command line on the same data folder, using that connection.
    const cli = await openCore(dir, keychain);
    try {
      await cli.call('connections.activate', { id: conn.id });
      // The app removes the connection (nothing queued yet); it pauses at its first keychain look-up.
      const latch = appStore.holdNextAccounts();
      const removal = app.call('connections.remove', { id: conn.id });
      await latch.entered;
      const once = await cli.call<OutboxEntryView>('playground.create', gatedRun(ONCE, 'removed once'));
      const kept = await cli.call<OutboxEntryView>('playground.create', {
        ...gatedRun(KEPT, 'removed kept'),
        rememberToken: true,
      });
      // Tried once and waiting: nothing of it is on its way when the removal goes on.
      await waitingUnanswered(cli, once.id);
      const refs = [once, kept].map(tokenRefOf);
      expect(await keychain.get(refs[0]!)).toBe(ONCE);
      expect(await keychain.get(refs[1]!)).toBe(KEPT);
      latch.release();
      await removal;

      expectFailedForTheMove(await cli.entry(once.id), 'removed once', /connection was removed/);
      expectFailedForTheMove(await cli.entry(kept.id), 'removed kept', /connection was removed/);
      expect(app.changed).toEqual(expect.arrayContaining([once.id, kept.id]));
      for (const ref of refs) expect(await keychain.get(ref)).toBeNull();
      expect(await keychain.accounts(`playground-hf:${conn.id}:`)).toEqual([]);
    } finally {
      await cli.wb.close();
      await app.wb.close();
    }
  });
});
