/**
 * The app and the command line on one data folder: two cores in this process and the built
 * `workbench` command as a child process all open the same SQLite file and drain the same queue
 * of writes left from an earlier run, concurrently, against the sandbox. Every write must reach
 * the sandbox exactly once (a cheatsheet create has no idempotency key: a double send would
 * create a second item).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createDispatcher, openWorkbench, type Workbench } from '../../src/core';
import { SANDBOX_ID } from '../../src/core/connections';
import { MemorySecretStore } from '../../src/core/secrets';
import { openStore } from '../../src/core/store/db';
import { OutboxRepo } from '../../src/core/store/outbox';
import type { OutboxEntryView } from '../../src/shared/contract';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox';
import { tempDir } from '../helpers/tempDir';

// Every command is a whole process (about a second each on a loaded machine), and a test runs several.
vi.setConfig({ testTimeout: 120_000 });
const WRITES = 40;
const CLI = join(import.meta.dirname, '..', '..', 'out', 'cli', 'workbench.js');

let sb: TestSandbox;
const dataDir = tempDir('wb-two-senders-');
const cores: Workbench[] = [];
/** Every command line started, so afterAll can stop one a failed test left running. */
const clis: { child: ChildProcess; closed: Promise<number | null> }[] = [];

beforeAll(async () => {
  sb = await startTestSandbox({ logger: false });
  // Writes queued by an earlier run that ended before sending them.
  const { db } = openStore(join(dataDir, 'workbench.db'));
  const repo = new OutboxRepo(db);
  for (let i = 0; i < WRITES; i++) {
    repo.insert(
      SANDBOX_ID,
      {
        op: 'library.create',
        kind: 'cheatsheet',
        body: { title: `two senders ${i}`, content: `x = x ${i}` },
      },
      `Create cheatsheet ${i}`,
    );
  }
  db.close();
  // Each request takes a while, so the senders overlap on almost every entry.
  await sb.fault({ kind: 'latency', ms: 15 });
  await sb.resetCounts();
});

afterAll(async () => {
  // A failed test may leave its command line running: kill it and wait before the sandbox goes.
  for (const { child, closed } of clis) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await closed;
  }
  for (const c of cores) await c.close();
  await sb.close();
});

function runCli(args: string[]): Promise<number | null> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build:cli\` (npm test does).`);
  const child = spawn(process.execPath, [CLI, ...args], {
    env: {
      ...process.env,
      WORKBENCH_DATA_DIR: dataDir,
      WORKBENCH_SANDBOX_URL: sb.baseUrl,
      WORKBENCH_SANDBOX_KEY: sb.key('participant'),
    },
    stdio: 'ignore',
  });
  const closed = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  clis.push({ child, closed: closed.catch(() => null) });
  return closed;
}

it('two cores and the command line drain one outbox concurrently: every write is sent exactly once', async () => {
  const open = () =>
    openWorkbench({
      dataDir,
      version: 'test',
      builtinSandbox: { baseUrl: sb.baseUrl, apiKey: sb.key('participant') },
      secrets: new MemorySecretStore(),
      client: { timeoutMs: 5000, maxAttempts: 1 },
    });
  // Both start sending at once: openWorkbench sends what the last run left.
  const [a, b] = await Promise.all([open(), open()]);
  cores.push(a!, b!);
  const list = (wb: Workbench) =>
    createDispatcher(wb.handlers)('outbox.list', {}).then((r) =>
      r.ok ? (r.value as OutboxEntryView[]) : [],
    );
  const allDone = new Promise<void>((resolve) => {
    const check = () =>
      void list(a!).then((entries) => {
        if (entries.filter((e) => e.status === 'done').length === WRITES) resolve();
      });
    a!.on('outbox.changed', check);
    b!.on('outbox.changed', check);
    check();
  });
  // The command line joins while they are sending: every command opens the core, which sends.
  const cli = await Promise.all([runCli(['outbox', 'list']), runCli(['outbox', 'list'])]);
  expect(cli).toEqual([0, 0]);
  await allDone;

  const entries = await list(b!);
  expect(entries).toHaveLength(WRITES);
  // One attempt each: no entry was ever taken by a second sender.
  expect(entries.map((e) => e.attempts)).toEqual(Array(WRITES).fill(1));
  const counts = await sb.counts();
  const creates = Object.entries(counts).filter(([k]) => /^POST \S*\/cheatsheets$/.test(k));
  expect(creates.map(([, n]) => n)).toEqual([WRITES]);
  const created = entries.map((e) => (e.result as { title: string }).title).sort();
  expect(new Set(created).size).toBe(WRITES);
});
