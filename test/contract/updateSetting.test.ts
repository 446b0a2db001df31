/** The Settings switch for updates: on by default, kept in SQLite across restarts. */
import { expect, it } from 'vitest';
import { createDispatcher, openWorkbench } from '../../src/core';
import { MemorySecretStore } from '../../src/core/secrets';
import { tempDir } from '../helpers/tempDir';

it('updates are on until switched off, and stay off after a restart', async () => {
  const dataDir = tempDir('wb-updates-');
  const open = () =>
    openWorkbench({
      dataDir,
      version: 'test',
      // Never contacted: no call here reaches a platform.
      builtinSandbox: { baseUrl: 'http://127.0.0.1:9', apiKey: 'cp_unused' },
      secrets: new MemorySecretStore(),
      client: { timeoutMs: 500, maxAttempts: 1 },
    });
  const first = await open();
  const call1 = createDispatcher(first.handlers);
  expect(await call1('updates.get', {})).toEqual({ ok: true, value: { enabled: true } });
  expect(await call1('updates.set', { enabled: false })).toEqual({ ok: true, value: { enabled: false } });
  expect((await call1('updates.set', { enabled: 'no' })).ok).toBe(false);
  await first.close();
  const second = await open();
  expect(await createDispatcher(second.handlers)('updates.get', {})).toEqual({
    ok: true,
    value: { enabled: false },
  });
  await second.close();
});
