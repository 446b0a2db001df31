/**
 * The built-in Sandbox connection (a fresh data folder's active one) is started by the first
 * request a command sends to it, once per command: `--help`, `outbox list` and a read answered
 * from the cache never start it (issue 36, start-up). Its key is known before it starts, so the
 * cached copy is found without it.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cliEnv } from './helpers';

// Each command is a whole process; the one that starts the Sandbox takes a second or more.
vi.setConfig({ testTimeout: 120_000 });

describe('the built-in Sandbox on the command line', () => {
  it('starts for the first request only, not for --help, outbox list or a read from the cache', async () => {
    const cli = cliEnv();
    // The Sandbox keeps its database in the data folder: a start makes the folder.
    const folder = join(cli.dataDir, 'sandbox');
    expect((await cli.run(['--help'])).code).toBe(0);
    expect((await cli.run(['outbox', 'list'])).code).toBe(0);
    expect(existsSync(folder)).toBe(false);

    const first = await cli.json<{ id: string }[]>(['competitions', 'list']);
    expect(first.length).toBeGreaterThan(0);
    expect(existsSync(folder)).toBe(true);

    // Removed, it would be made again by a start.
    rmSync(folder, { recursive: true, force: true });
    expect(await cli.json<{ id: string }[]>(['competitions', 'list'])).toEqual(first);
    expect((await cli.run(['outbox', 'list'])).code).toBe(0);
    expect(existsSync(folder)).toBe(false);
  });
});
