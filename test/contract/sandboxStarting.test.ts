/**
 * The built-in Sandbox started by the first request (the app's and serve mode's way since the
 * first screen no longer waits for it): app.status says it is starting while it starts, and the
 * core says so with `connection.status` at the start and at the end, so a loading screen can say
 * why it waits. A real sandbox over HTTP, started when the test lets it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher, openWorkbench, type Workbench } from '../../src/core';
import type { Dispatch } from '../../src/core/dispatch';
import { MemorySecretStore } from '../../src/core/secrets';
import type { AppStatus } from '../../src/shared/contract';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox';
import { tempDir } from '../helpers/tempDir';

let sb: TestSandbox;
let wb: Workbench;
let dispatch: Dispatch;
let letStart: () => void = () => {};
const statuses: boolean[] = [];

beforeAll(async () => {
  sb = await startTestSandbox({ dataDir: tempDir('wb-starting-sbx-') });
  const allowed = new Promise<void>((resolve) => {
    letStart = resolve;
  });
  wb = await openWorkbench({
    dataDir: tempDir('wb-starting-'),
    version: 'test',
    secrets: new MemorySecretStore(),
    checkAtOnce: false,
    builtinSandbox: {
      apiKey: sb.key('participant'),
      start: async () => {
        await allowed;
        return { baseUrl: sb.baseUrl, apiKey: sb.key('participant') };
      },
    },
  });
  wb.on('connection.status', (s) => statuses.push(s.sandboxStarting));
  dispatch = createDispatcher(wb.handlers);
});

afterAll(async () => {
  letStart();
  await wb?.close();
  await sb?.close();
});

const status = async () => ((await dispatch('app.status', {})) as { value: AppStatus }).value;

describe('a Sandbox started by the first request', () => {
  it('is not starting before a request, starting while it starts, and done once it answers', async () => {
    expect((await status()).sandboxStarting).toBe(false);
    const list = dispatch('competitions.list', {});
    await expect.poll(async () => (await status()).sandboxStarting).toBe(true);
    expect(statuses).toContain(true);
    letStart();
    const res = await list;
    expect(res.ok).toBe(true);
    await expect.poll(async () => (await status()).sandboxStarting).toBe(false);
    expect(statuses.at(-1)).toBe(false);
  });
});
