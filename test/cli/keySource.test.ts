/**
 * The built `workbench` command on a machine without a keychain (the session bus points nowhere):
 * the key comes from WORKBENCH_API_KEY or a key file, serves every command, and is never printed
 * or saved.
 */
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConnectionView } from '../../src/shared/contract';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox';
import { type CliEnv, type CliResult, cliEnv } from './helpers';

// Every command is a whole process (about a second each on a loaded machine), and a test runs several.
vi.setConfig({ testTimeout: 120_000 });

interface Status {
  connections: ConnectionView[];
  active: string;
  keySource: string;
  test: { ok: boolean; error: { code: string } | null };
}

let sandbox: TestSandbox;
let cli: CliEnv;
let dir: string;
let key: string;

/** Nothing the command printed holds the key. */
function expectNoKey(res: CliResult): void {
  expect(res.stdout).not.toContain(key);
  expect(res.stderr).not.toContain(key);
}

/** No file in the data folder (database, its journal, logs) holds the key. */
function expectKeyNowhereOnDisk(): void {
  const files = readdirSync(cli.dataDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  expect(files.length).toBeGreaterThan(0);
  for (const f of files) expect(readFileSync(join(f.parentPath, f.name)).includes(key)).toBe(false);
}

function keyFile(name: string, content: string, mode: number): string {
  const file = join(dir, name);
  writeFileSync(file, content);
  chmodSync(file, mode);
  return file;
}

async function status(env: Record<string, string>, args: string[] = []): Promise<Status> {
  const res = await cli.run(['--json', ...args, 'auth', 'status'], { env });
  expectNoKey(res);
  expect(res.code).toBe(0);
  return JSON.parse(res.stdout) as Status;
}

beforeAll(async () => {
  sandbox = await startTestSandbox({ logger: false });
  key = sandbox.key('participant');
  dir = mkdtempSync(join(tmpdir(), 'wb-keyfile-'));
  cli = cliEnv({
    // No Secret Service answers: the keys live in each process's memory only.
    DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(dir, 'no-bus')}`,
    // The built-in Sandbox connection is this test's sandbox (no second one is started).
    WORKBENCH_SANDBOX_URL: sandbox.baseUrl,
    WORKBENCH_SANDBOX_KEY: key,
  });
  // Every test works on the connection "headless", active; the first test signs in again to read
  // what the command says about it.
  const login = await cli.run(
    ['auth', 'login', '--url', sandbox.baseUrl, '--name', 'headless', '--key-stdin'],
    {
      stdin: key,
    },
  );
  expect(login.code, login.stderr).toBe(0);
});

afterAll(async () => {
  await sandbox?.close();
  if (cli) rmSync(cli.dataDir, { recursive: true, force: true });
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('without a keychain', () => {
  it('auth login says the key cannot be kept after it, and how later commands get it', async () => {
    const login = await cli.run(
      ['auth', 'login', '--url', sandbox.baseUrl, '--name', 'headless', '--key-stdin'],
      { stdin: key },
    );
    expect(login.code, login.stderr).toBe(0);
    expect(login.stderr).toContain('No OS keychain answered, so the key cannot be kept after this command.');
    expect(login.stderr).toContain('set WORKBENCH_API_KEY');
    expect(login.stderr).toContain('WORKBENCH_API_KEY_FILE=PATH or pass --key-file PATH');
    expectNoKey(login);
    // Indeed: the next command has no key.
    const next = await cli.run(['competitions', 'list']);
    expect(next.code).toBe(3);
    expect(next.stderr).toContain('(NO_API_KEY)');
  });

  it('WORKBENCH_API_KEY serves every command for its connection; status names it; never printed or saved', async () => {
    const env = { WORKBENCH_API_KEY: key };
    const list = await cli.run(['--json', 'competitions', 'list'], { env });
    expectNoKey(list);
    expect(list.code).toBe(0);
    expect((JSON.parse(list.stdout) as { id: string }[]).map((c) => c.id)).toContain('igp24');

    const s = await status(env);
    expect(s.keySource).toBe('WORKBENCH_API_KEY (environment)');
    expect(s.connections.find((c) => c.id === s.active)).toMatchObject({
      name: 'headless',
      keyStorage: 'environment',
      keyLast4: key.slice(-4),
    });
    expect(s.test.ok).toBe(true);
    const table = await cli.run(['auth', 'status'], { env });
    expectNoKey(table);
    expect(table.stderr).toContain('Key of “headless”: WORKBENCH_API_KEY (environment).');
    expectKeyNowhereOnDisk();
  });

  it('with --connection the variable serves that connection, not the active one', async () => {
    const other = await cli.run(
      ['auth', 'login', '--url', sandbox.baseUrl, '--name', 'other', '--key-stdin'],
      {
        stdin: sandbox.key('reader'),
      },
    );
    expect(other.code).toBe(0);
    const s = await status({ WORKBENCH_API_KEY: key }, ['-c', 'headless']);
    expect(s.connections.find((c) => c.name === 'headless')).toMatchObject({
      active: true,
      keyStorage: 'environment',
    });
    expect(s.connections.find((c) => c.name === 'other')).toMatchObject({
      keySet: false,
      keyStorage: 'none',
    });
    // Back to "headless" for the other tests.
    const back = await cli.run(
      ['auth', 'login', '--url', sandbox.baseUrl, '--name', 'headless', '--key-stdin'],
      {
        stdin: key,
      },
    );
    expect(back.code).toBe(0);
  });

  it('a key file only its owner can use serves commands, from WORKBENCH_API_KEY_FILE or --key-file', async () => {
    const file = keyFile('owner-only', `\n  ${key}  \n\n`, 0o600);
    const list = await cli.run(['--json', 'competitions', 'list'], { env: { WORKBENCH_API_KEY_FILE: file } });
    expectNoKey(list);
    expect(list.code).toBe(0);
    expect((await status({ WORKBENCH_API_KEY_FILE: file })).keySource).toBe(`key file ${file}`);
    const viaOption = await status({}, ['--key-file', file]);
    expect(viaOption).toMatchObject({ keySource: `key file ${file}`, test: { ok: true } });
    expectKeyNowhereOnDisk();
  });

  it('a key file group or others can read is refused in words with the fix, exit 2', async () => {
    const file = keyFile('shared', key, 0o644);
    const res = await cli.run(['competitions', 'list'], { env: { WORKBENCH_API_KEY_FILE: file } });
    expectNoKey(res);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain(
      `The key file ${file} (WORKBENCH_API_KEY_FILE) can be used by other users (mode 0644)`,
    );
    expect(res.stderr).toContain(`Run chmod 600 ${file} and repeat the command.`);
    expect(res.stdout).toBe('');
  });

  it('an empty or missing key file is refused in words, exit 2', async () => {
    const empty = keyFile('empty', ' \n', 0o600);
    const e = await cli.run(['--key-file', empty, 'competitions', 'list']);
    expect(e.code).toBe(2);
    expect(e.stderr).toContain(`The key file ${empty} (--key-file) is empty. Put the API key in it.`);
    const missing = join(dir, 'missing');
    const m = await cli.run(['competitions', 'list'], { env: { WORKBENCH_API_KEY_FILE: missing } });
    expect(m.code).toBe(2);
    expect(m.stderr).toContain(`The key file ${missing} (WORKBENCH_API_KEY_FILE) does not exist.`);
  });

  it('WORKBENCH_API_KEY comes before the key file', async () => {
    const file = keyFile('revoked', sandbox.key('revoked'), 0o600);
    const s = await status({ WORKBENCH_API_KEY: key, WORKBENCH_API_KEY_FILE: file });
    expect(s).toMatchObject({ keySource: 'WORKBENCH_API_KEY (environment)', test: { ok: true } });
  });

  it('the built-in Sandbox keeps its own key and says the variable is not used for it', async () => {
    const env = { WORKBENCH_API_KEY: sandbox.key('revoked') };
    const res = await cli.run(['-c', 'Sandbox', 'competitions', 'list'], { env });
    expect(res.code).toBe(0);
    expect(res.stderr).toContain('The built-in Sandbox keeps its own key');
    const s = await status(env, ['-c', 'Sandbox']);
    expect(s).toMatchObject({ active: 'sandbox', keySource: 'built in (Sandbox)', test: { ok: true } });
  });
});
