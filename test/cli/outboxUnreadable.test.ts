/**
 * A queued write whose stored data was damaged (raw SQL through the store's database, as damage
 * from outside would be): `workbench outbox list` says why and the command that removes it, retry
 * refuses it in words, and discard drops it. The platform is a closed local port (offline).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openStore } from '../../src/core/store/db';
import { startFakePlatform } from '../helpers/fakePlatform';
import { type CliEnv, cliEnv } from './helpers';

vi.setConfig({ testTimeout: 120_000 });

let cli: CliEnv;

beforeAll(async () => {
  const platform = await startFakePlatform();
  const offline = platform.baseUrl;
  await platform.close();
  cli = cliEnv({ WORKBENCH_SANDBOX_URL: offline, WORKBENCH_SANDBOX_KEY: 'fake-key' });
});

afterAll(() => {
  if (cli) rmSync(cli.dataDir, { recursive: true, force: true });
});

it('outbox list says why a damaged entry cannot be sent and how to remove it; retry refuses it; discard drops it', async () => {
  const file = join(cli.dataDir, 'sheet.txt');
  writeFileSync(file, 'a sheet');
  expect((await cli.run(['library', 'put', 'cheatsheet', file])).code).toBe(4);
  const { db } = openStore(join(cli.dataDir, 'workbench.db'));
  try {
    db.prepare(`UPDATE outbox SET request = json_set(request, '$.body', json('[1]')) WHERE id = 1`).run();
  } finally {
    db.close();
  }

  const list = await cli.run(['outbox', 'list']);
  expect(list.code).toBe(0);
  expect(list.stdout).toMatch(
    /1\s+failed\s+Create cheatsheet “sheet\.txt”.*This write can no longer be read/,
  );
  expect(list.stderr).toContain(
    'Entry 1 (Create cheatsheet “sheet.txt”): What the workbench stored for this write no longer matches what this version reads: the request body must be an object (not “[1]”). It is not sent. Remove it with `workbench outbox discard 1`',
  );

  const retry = await cli.run(['outbox', 'retry', '1']);
  expect(retry.code).not.toBe(0);
  expect(retry.stderr).toContain('This write can no longer be read');

  expect((await cli.run(['outbox', 'discard', '1'])).code).toBe(0);
  expect(await cli.json<unknown[]>(['outbox', 'list'])).toEqual([]);
});
