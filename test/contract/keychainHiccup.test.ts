/**
 * A keychain that does not answer for a moment (its daemon restarting, a busy session bus) is an
 * error the user reads, never "this connection has no key": before, the core went on without the
 * key, so a queued write was sent keyless and failed for it, and reads and versions went to another
 * cache partition, where the user's are not. Through the core over real HTTP to a sandbox.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDispatcher, openWorkbench, type Workbench } from '../../src/core';
import type { Dispatch } from '../../src/core/dispatch';
import { MemorySecretStore } from '../../src/core/secrets';
import type { ConnectionView, OutboxEntryView } from '../../src/shared/contract';
import type { TextVersion } from '../../src/shared/contracts/experiments';
import { describeError } from '../../src/shared/errorText';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox';
import { removeTempDirs, tempDir } from '../helpers/tempDir';

/** Keys in memory; while `away`, reads fail as they do when the keychain's daemon went away. */
class HiccupKeychain extends MemorySecretStore {
  away = false;
  failedReads = 0;
  override async get(account: string): Promise<string | null> {
    if (this.away) {
      this.failedReads++;
      throw new Error('Platform failure: DBus error: The name org.freedesktop.secrets was not provided');
    }
    return super.get(account);
  }
}

type Listed = { data: { items: unknown[] } | null; error: unknown };

let sb: TestSandbox | undefined;
let wb: Workbench | undefined;
let dispatch: Dispatch;
const keychain = new HiccupKeychain();
const dirs: string[] = [];

async function call<T>(method: string, input: unknown = {}): Promise<T> {
  const res = await dispatch(method, input);
  if (!res.ok) throw new Error(`${method}: ${res.error.code} ${res.error.message}`);
  return res.value as T;
}

beforeAll(async () => {
  const sbData = tempDir('wb-hiccup-sbx-');
  const wbData = tempDir('wb-hiccup-');
  dirs.push(sbData, wbData);
  sb = await startTestSandbox({ dataDir: sbData, logger: false });
  wb = await openWorkbench({
    dataDir: wbData,
    version: 'test',
    builtinSandbox: { baseUrl: sb.baseUrl, apiKey: 'not-this-connection' },
    secrets: keychain,
    heartbeatMs: 60_000,
    probeMs: 60_000,
    client: { timeoutMs: 5000, maxAttempts: 1 },
  });
  dispatch = createDispatcher(wb.handlers);
});

afterAll(async () => {
  try {
    await wb?.close();
    await sb?.close();
  } finally {
    removeTempDirs(dirs);
  }
});

describe('a keychain that does not answer for a moment', () => {
  it('fails the read in words, then serves the connection with its key; a queued write waits and is sent once, with the key', async () => {
    const added = await call<ConnectionView>('connections.add', {
      name: 'Mine',
      baseUrl: sb!.baseUrl,
      apiKey: sb!.key('participant'),
    });
    // Activating drops the client: the next request reads the key.
    keychain.away = true;
    await call('connections.activate', { id: added.id });
    const failed = await dispatch('library.list', { kind: 'cheatsheet', cursor: null });
    expect(failed.ok).toBe(false);
    const error = failed.ok ? null : failed.error;
    expect(error, error?.message).toMatchObject({ code: 'KEYCHAIN_UNANSWERED', retryAfterSec: 2 });
    expect(error?.message).toMatch(/^Reading this connection's API key failed: .*not provided\.$/);
    // In the app's words: what failed, that nothing was sent, what to do.
    expect(describeError(error!)).toMatchObject({
      title: 'The system keychain did not answer',
      detail: expect.stringContaining('Nothing was sent'),
      action: expect.stringContaining('Try again in a moment'),
    });
    // Back: the next read has the key, and the platform answers it.
    keychain.away = false;
    const listed = await call<Listed>('library.list', { kind: 'cheatsheet', cursor: null });
    expect(listed.error).toBeNull();
    expect(listed.data?.items.length).toBeGreaterThan(0);

    // Away again while a write is queued: it is not sent without the key, and goes once it is back.
    keychain.away = true;
    await call('connections.activate', { id: added.id });
    const text = 'Try the two-element magma first.\n';
    const queued = await call<OutboxEntryView>('library.create', {
      kind: 'cheatsheet',
      title: 'Hiccup',
      content: text,
    });
    await vi.waitFor(() => expect(keychain.failedReads).toBeGreaterThan(1), {
      timeout: 10_000,
      interval: 20,
    });
    keychain.away = false;
    const done = await vi.waitFor(
      async () => {
        const entry = (await call<OutboxEntryView[]>('outbox.list')).find((e) => e.id === queued.id);
        if (entry?.status !== 'done') throw new Error(`entry is ${entry?.status ?? 'gone'}`);
        return entry;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(done.attempts).toBe(1);
    const id = (done.result as { id: string }).id;
    // Its version is where this connection's history is read.
    const versions = await call<TextVersion[]>('library.history', { kind: 'cheatsheet', id });
    expect(versions.map((v) => ({ title: v.title, bytes: v.bytes }))).toEqual([
      { title: 'Hiccup', bytes: Buffer.byteLength(text) },
    ]);
  });
});
