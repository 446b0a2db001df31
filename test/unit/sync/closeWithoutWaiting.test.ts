/**
 * Closing the core leaves nothing on its way. A connectivity probe still waiting for a server that
 * never answers used to stay in flight after close() until its own deadline: the command line,
 * done after the one 20 s deadline of its read, stayed alive for a second probe (38 s in all).
 * Here the platform answers the command's read at once and never answers the probe.
 */
import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDispatcher, openWorkbench, type Workbench } from '../../../src/core';
import { MemorySecretStore } from '../../../src/core/secrets';
import { type FakePlatform, sendData, startFakePlatform } from '../../helpers/fakePlatform';
import { tempDir } from '../../helpers/tempDir';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe('closing the core', () => {
  it('lets a connectivity probe on its way go at once, instead of waiting for its answer', async () => {
    const probes: IncomingMessage[] = [];
    let wb: Workbench | undefined;
    let platform: FakePlatform | undefined;
    cleanup = async () => {
      await wb?.close();
      await platform?.close();
    };
    platform = await startFakePlatform({
      // The probe (GET /competitions?limit=1) gets no answer, ever.
      '/competitions': (_req, _res, raw) => void probes.push(raw),
      '/cheatsheets': (_req, res) => sendData(res, { items: [], nextCursor: null }),
    });
    wb = await openWorkbench({
      dataDir: tempDir('wb-close-'),
      version: 'test',
      builtinSandbox: { baseUrl: platform.baseUrl, apiKey: 'cp_test_silent' },
      secrets: new MemorySecretStore(),
    });
    // The command's work: a read the platform answers.
    const res = await createDispatcher(wb.handlers)('library.list', { kind: 'cheatsheet', cursor: null });
    expect(res).toMatchObject({ ok: true, value: { data: { items: [] } } });
    await vi.waitFor(() => expect(probes).toHaveLength(1));
    const probe = probes[0]!;
    const letGo = new Promise<void>((resolve) => probe.socket.once('close', () => resolve()));
    const toClose = wb;
    wb = undefined;
    // Closed, and the probe let go, at once: not after the client's 15 s per attempt.
    const done = Promise.all([toClose.close(), letGo]).then(() => 'closed');
    await expect(Promise.race([done, sleep(1_000).then(() => 'still waiting')])).resolves.toBe('closed');
  });
});

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
