/**
 * Runs the BUILT command line (node out/cli/workbench.js, as `npm run build:cli` leaves it) as a
 * child process, in a temporary data folder (removed after the test file), with the real keychain
 * under a service name of the test's own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { KeychainSecretStore } from '../../src/core/secrets';
import type { ConnectionView } from '../../src/shared/contract';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox';
import { tempDir } from '../helpers/tempDir';

export const CLI = join(import.meta.dirname, '..', '..', 'out', 'cli', 'workbench.js');

/** Commands still running, with their end, so a failed test's leftovers are killed and awaited. */
const running = new Map<ChildProcess, Promise<unknown>>();
afterAll(async () => {
  for (const [child, ended] of running) {
    child.kill('SIGKILL');
    await ended;
  }
});

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliEnv {
  dataDir: string;
  keychainService: string;
  run(
    args: string[],
    opts?: {
      stdin?: string;
      env?: Record<string, string>;
      cwd?: string;
      /** A command that should end at once but hangs is killed after this long (code null). */
      killAfterMs?: number;
    },
  ): Promise<CliResult>;
  json<T>(args: string[], opts?: { stdin?: string }): Promise<T>;
}

export function cliEnv(extra: Record<string, string> = {}): CliEnv {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build:cli\` (npm test does).`);
  const dataDir = tempDir('wb-cli-');
  const keychainService = `participant-workbench-test-${randomUUID()}`;
  const run: CliEnv['run'] = (args, opts = {}) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [CLI, ...args], {
        env: {
          ...process.env,
          WORKBENCH_DATA_DIR: dataDir,
          WORKBENCH_KEYCHAIN_SERVICE: keychainService,
          ...extra,
          ...opts.env,
        },
        stdio: ['pipe', 'pipe', 'pipe'],
        cwd: opts.cwd,
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => {
        stdout += d.toString();
      });
      child.stderr.on('data', (d: Buffer) => {
        stderr += d.toString();
      });
      const guard = opts.killAfterMs ? setTimeout(() => child.kill('SIGKILL'), opts.killAfterMs) : undefined;
      running.set(child, new Promise((ended) => child.once('close', ended)));
      child.on('error', reject);
      child.on('close', (code) => {
        running.delete(child);
        clearTimeout(guard);
        resolve({ code, stdout, stderr });
      });
      // A command may end before it reads its input (refused at once): its code and output are
      // the result, not the broken pipe the input then meets.
      child.stdin.on('error', () => undefined);
      child.stdin.end(opts.stdin ?? '');
    });
  return {
    dataDir,
    keychainService,
    run,
    async json<T>(args: string[], opts?: { stdin?: string }) {
      const res = await run(['--json', ...args], opts);
      if (res.code !== 0) throw new Error(`workbench ${args.join(' ')} exited ${res.code}: ${res.stderr}`);
      return JSON.parse(res.stdout) as T;
    },
  };
}

/**
 * A sandbox and a command line signed in to it as the participant (connection `name`), for a
 * test file's `beforeAll`; `signOut` in its `afterAll` removes the keychain entries and stops the
 * sandbox.
 */
export async function signIn(
  name: string,
  options: Parameters<typeof startTestSandbox>[0],
): Promise<{ sandbox: TestSandbox; cli: CliEnv; login: CliResult }> {
  const sandbox = await startTestSandbox(options);
  const cli = cliEnv();
  const login = await cli.run(['auth', 'login', '--url', sandbox.baseUrl, '--name', name, '--key-stdin'], {
    stdin: `${sandbox.key('participant')}\n`,
  });
  return { sandbox, cli, login };
}

export async function signOut(sandbox: TestSandbox | undefined, cli: CliEnv | undefined): Promise<void> {
  if (cli) {
    const store = new KeychainSecretStore(cli.keychainService);
    for (const c of (await cli.json<{ connections: ConnectionView[] }>(['auth', 'status'])).connections)
      await store.delete(c.id).catch(() => undefined);
  }
  await sandbox?.close();
}
