/**
 * A write queued behind an older one that cannot be sent (issue 23, item 5): the command says at
 * once that it is kept in the outbox, names the entry that holds it back, and exits 4, instead of
 * waiting without a word. The platform is a closed local port: every send is refused at once.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startFakePlatform } from '../helpers/fakePlatform';
import { type CliEnv, cliEnv } from './helpers';

vi.setConfig({ testTimeout: 120_000 });

let cli: CliEnv;

beforeAll(async () => {
  // A port that was just listening and is now closed: connections are refused (offline).
  const platform = await startFakePlatform();
  const offline = platform.baseUrl;
  await platform.close();
  cli = cliEnv({ WORKBENCH_SANDBOX_URL: offline, WORKBENCH_SANDBOX_KEY: 'fake-key' });
});

afterAll(() => {
  if (cli) rmSync(cli.dataDir, { recursive: true, force: true });
});

it('library put behind a waiting entry: "kept in the outbox", the blocking entry named, exit 4', async () => {
  const first = join(cli.dataDir, 'first.txt');
  const second = join(cli.dataDir, 'second.txt');
  writeFileSync(first, 'first sheet');
  writeFileSync(second, 'second sheet');

  const older = await cli.run(['library', 'put', 'cheatsheet', first]);
  expect(older.code).toBe(4);
  expect(older.stderr).toContain('Kept in the outbox (entry 1)');

  // The old command waited here for ten minutes and more; a minute is far beyond "at once".
  const blocked = await cli.run(['library', 'put', 'cheatsheet', second], { killAfterMs: 60_000 });
  expect(blocked.code).toBe(4);
  expect(blocked.stderr).toContain('Kept in the outbox (entry 2)');
  expect(blocked.stderr).toContain('behind entry 1, Create cheatsheet “first.txt”');
  expect(blocked.stderr).toContain('NETWORK_UNREACHABLE');

  // Nothing the user wrote is lost: both wait, in order. (The listing command's own core may be
  // trying the first one at that moment: "sending" is waiting too.)
  const list = await cli.json<{ id: number; status: string; summary: string }[]>(['outbox', 'list']);
  expect(list.map((e) => [e.id, e.summary])).toEqual([
    [1, 'Create cheatsheet “first.txt”'],
    [2, 'Create cheatsheet “second.txt”'],
  ]);
  for (const e of list) expect(['pending', 'sending']).toContain(e.status);
});
