/**
 * One data folder for serve mode and the command line, real processes over real HTTP: what the
 * built `workbench` command makes (a connection, a library version, a Playground run) is there in
 * serve mode, through the contract calls its pages make, while serve mode runs on the same
 * folder. Without a folder named, both use the desktop app's (here under a temporary
 * XDG_CONFIG_HOME), and serve mode brings along the data it kept in its own folder before.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDispatcher } from '../../src/core/dispatch';
import { MemorySecretStore } from '../../src/core/secrets';
import { openWorkbench } from '../../src/core/workbench';
import { OLD_FOLDER_NOTE } from '../../src/serve/dataDir';
import type { ConnectionView } from '../../src/shared/contract';
import type { TextVersion } from '../../src/shared/contracts/experiments';
import { type ServeProc, startServe } from '../e2e/harness';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox';
import { tempDir } from '../helpers/tempDir';
import { type CliEnv, cliEnv, signOut } from './helpers';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';

// Every command is a whole process (about a second each on a loaded machine), and serve mode one more.
vi.setConfig({ testTimeout: 180_000 });
let sandbox: TestSandbox;
const clis: CliEnv[] = [];
const serves: ServeProc[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox({ playgroundPaceMs: 20, logger: false });
});

afterAll(async () => {
  for (const serve of serves) await serve.stop();
  // The keychain entries of the connections each command line added.
  for (const cli of clis) await signOut(undefined, cli);
  await sandbox?.close();
});

/** Serve mode in its own process; the caller's environment decides its data folder. */
async function serveMode(env: NodeJS.ProcessEnv): Promise<ServeProc> {
  const serve = await startServe({ env });
  serves.push(serve);
  return serve;
}

/** A contract call to serve mode over HTTP, as its pages make it. */
async function rpc<T>(serve: ServeProc, method: string, input: unknown = {}): Promise<T> {
  const res = await fetch(`${serve.origin}/rpc/${method}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-workbench-token': new URL(serve.url).searchParams.get('token')!,
    },
    body: JSON.stringify(input),
  });
  const body = (await res.json()) as { ok: boolean; value?: T; error?: { message: string } };
  if (!body.ok) throw new Error(`${method}: ${body.error?.message}`);
  return body.value as T;
}

async function login(cli: CliEnv, name: string): Promise<void> {
  const res = await cli.run(['auth', 'login', '--url', sandbox.baseUrl, '--name', name, '--key-stdin'], {
    stdin: `${sandbox.key('participant')}\n`,
  });
  expect(res.code, res.stderr).toBe(0);
}

describe('serve mode and the command line on one data folder', () => {
  it('WORKBENCH_DATA_DIR for both: a connection, a version and a run the command line makes while serve mode runs appear there', async () => {
    const cli = cliEnv();
    clis.push(cli);
    // Started first and left running: nothing it holds keeps the commands out of the folder.
    const serve = await serveMode({
      WORKBENCH_DATA_DIR: cli.dataDir,
      WORKBENCH_KEYCHAIN_SERVICE: cli.keychainService,
    });
    expect(serve.output()).toContain(`running on the data folder ${cli.dataDir}.`);

    await login(cli, 'shared');
    const file = join(cli.dataDir, 'sheet.txt');
    writeFileSync(file, 'Look for a two-element counterexample first.');
    const sheet = (
      await cli.json<{ id: string }>(['library', 'put', 'cheatsheet', file, '--title', 'Shared sheet'])
    ).id;
    const { runId } = await cli.json<{ runId: string; run: { status: string } }>([
      'runs',
      'create',
      STAGE1,
      '--models',
      'gpt-oss-120b',
      '--problems',
      'warmup:0-2',
      '--config',
      sheet,
      '--watch',
      '--yes',
    ]);

    const connection = (await rpc<ConnectionView[]>(serve, 'connections.list')).find(
      (c) => c.name === 'shared',
    );
    expect(connection).toMatchObject({ kind: 'platform', baseUrl: sandbox.baseUrl, keySet: true });
    // Serve mode keeps its own choice of connection (the command's is saved for the next start):
    // the user switches to the new one, which reads with the key the command saved.
    await rpc(serve, 'connections.activate', { id: connection!.id });
    // The version the command saved, with the run started from it: kept on this computer only.
    const versions = await rpc<TextVersion[]>(serve, 'library.history', { kind: 'cheatsheet', id: sheet });
    // On failure, what both logged in the folder (a keychain read that failed, say) comes with it.
    const log = join(cli.dataDir, 'logs', 'main.log');
    expect(versions, existsSync(log) ? readFileSync(log, 'utf8') : 'no log').toEqual([
      expect.objectContaining({
        itemId: sheet,
        title: 'Shared sheet',
        source: 'cli',
        bytes: Buffer.byteLength('Look for a two-element counterexample first.'),
        runs: 1,
      }),
    ]);
    await expect
      .poll(
        async () =>
          (
            await rpc<{ data: { items: { runId: string }[] } | null }>(serve, 'playground.runs', {
              competitionId: STAGE1,
              cursor: null,
            })
          ).data?.items.map((r) => r.runId),
        { timeout: 30_000, interval: 300 },
      )
      .toContain(runId);
  });

  it('no folder named: both use the app’s, and serve mode copies in the data it kept in its own folder before', async () => {
    const home = tempDir('wb-shared-home-');
    const env = { XDG_CONFIG_HOME: join(home, 'config'), XDG_DATA_HOME: join(home, 'data') };
    const shared = join(env.XDG_CONFIG_HOME, 'Participant Workbench');
    // What an earlier serve mode left in its own folder: a draft, in its database.
    const old = join(env.XDG_DATA_HOME, 'participant-workbench', 'serve');
    const before = await openWorkbench({
      dataDir: old,
      version: '0.0.0-test',
      builtinSandbox: { baseUrl: 'http://127.0.0.1:9', apiKey: 'sandbox-key' },
      secrets: new MemorySecretStore(),
      checkAtOnce: false,
    });
    const put = await createDispatcher(before.handlers)('drafts.put', {
      key: 'cheatsheet:new',
      text: 'written in serve mode’s old folder',
    });
    expect(put.ok).toBe(true);
    await before.close();

    const cli = cliEnv({ WORKBENCH_DATA_DIR: '', XDG_CONFIG_HOME: env.XDG_CONFIG_HOME });
    clis.push(cli);
    const serve = await serveMode({
      ...env,
      WORKBENCH_DATA_DIR: undefined,
      WORKBENCH_KEYCHAIN_SERVICE: cli.keychainService,
    });
    expect(serve.output()).toContain(
      `Copied the data serve mode kept before from ${old} to ${shared}, the folder the desktop app and the \`workbench\` command use.`,
    );
    expect(serve.output()).toContain(`running on the data folder ${shared}.`);
    expect(await rpc<{ text: string } | null>(serve, 'drafts.get', { key: 'cheatsheet:new' })).toMatchObject({
      text: 'written in serve mode’s old folder',
    });
    // The old folder is left as it was, with a note that says where its data went.
    expect(existsSync(join(old, 'workbench.db'))).toBe(true);
    expect(readFileSync(join(old, OLD_FOLDER_NOTE), 'utf8')).toContain(shared);

    await login(cli, 'default folder');
    const names = (await rpc<ConnectionView[]>(serve, 'connections.list')).map((c) => c.name);
    expect(names).toContain('default folder');
    // The command line used the app's folder, not the one its test environment would have given.
    expect(existsSync(join(cli.dataDir, 'workbench.db'))).toBe(false);
  });
});
