/**
 * Every command of the BUILT `workbench` ends by itself once its work is done or has failed, with
 * a documented exit code, on every connection. The commands come from the program itself
 * (`workbench __commands`, the command tree), so a new one is run here without a word; each runs
 * in four situations: success (a sandbox over HTTP), a usage error, offline (a connection whose
 * port is closed) and a platform error (a sandbox answering every request with a 500). A process
 * still alive GRACE_MS after its last output (or SILENT_MS without any) has hung: it is killed,
 * and the test names it. Plus the known hangs one by one: the built-in Sandbox connection of a
 * fresh machine, and `runs watch|results|create --watch` once the run follower has let go.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox';
import { CLI, type CliEnv, cliEnv, signIn, signOut } from './helpers';

/** Alive this long after its last output: hung (a command's own cleanup takes well under a second). */
const GRACE_MS = 3_000;
/** Alive this long without any output: hung (every situation here answers at once). */
const SILENT_MS = 15_000;
/** After this many hung commands the rest are not started: the test has failed, and says so soon. */
const ENOUGH_HUNG = 8;
/** Commands at a time: two cores, and most of a command's time is start-up and waiting. */
const POOL = 4;
/** The exit codes the README documents (0 done … 5 rate limited). */
const DOCUMENTED = [0, 1, 2, 3, 4, 5];

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const POLY = (k: number) => `-1,-${k},${'0,'.repeat(22)}1 # x^24 - ${k}x - 1`;

vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

interface Leaf {
  path: string[];
  arguments: { name: string; required: boolean; variadic: boolean }[];
  options: { long: string; value: boolean; mandatory: boolean }[];
}

type Situation = 'success' | 'usage error' | 'offline' | 'platform error';

interface Outcome {
  label: string;
  situation: Situation | 'sandbox';
  code: number | null;
  /** Why the watchdog killed it, or null when it ended by itself. */
  hung: string | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Children still running, killed and awaited after the file whatever happened. */
const live = new Map<ChildProcess, Promise<unknown>>();

function alive(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs the built CLI and watches it: once it has printed something, it must end within GRACE_MS
 * of its last output; without any output, within SILENT_MS. Otherwise it is killed and reported.
 */
function runWatched(
  env: CliEnv,
  args: string[],
  opts: { stdin?: string; situation: Outcome['situation']; label?: string },
): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [CLI, ...args], {
      env: {
        ...process.env,
        WORKBENCH_DATA_DIR: env.dataDir,
        WORKBENCH_KEYCHAIN_SERVICE: env.keychainService,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    live.set(child, new Promise((ended) => child.once('close', ended)));
    let stdout = '';
    let stderr = '';
    let last = 0;
    let hung: string | null = null;
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      last = Date.now();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      last = Date.now();
    });
    const watchdog = setInterval(() => {
      if (child.exitCode !== null || child.signalCode !== null || !alive(child.pid)) return;
      const now = Date.now();
      if (last > 0 && now - last > GRACE_MS) hung = `alive ${now - last} ms after its last output`;
      else if (last === 0 && now - started > SILENT_MS) hung = `alive ${SILENT_MS} ms without any output`;
      if (hung) child.kill('SIGKILL');
    }, 100);
    child.on('error', (err) => {
      clearInterval(watchdog);
      reject(err);
    });
    child.on('close', (code) => {
      clearInterval(watchdog);
      live.delete(child);
      resolve({
        label: opts.label ?? args.join(' '),
        situation: opts.situation,
        code,
        hung,
        stdout,
        stderr,
        ms: Date.now() - started,
      });
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(opts.stdin ?? '');
  });
}

async function pool<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return out;
}

/** A TCP relay to `port`: a connection is made through it, then it is closed (offline, refused). */
async function relayTo(port: number): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((inbound) => {
    const outbound = connect(port, '127.0.0.1');
    for (const s of [inbound, outbound]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as { port: number }).port,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

// One run of the harness is enough: it is about processes ending, which the sandbox's variant mode
// does not change, and it would double about a minute of the test budget; vitest.config.ts leaves
// this file out of the variant project.
describe('every command ends once its output has ended', () => {
  let main: TestSandbox;
  let broken: TestSandbox | undefined;
  let relay: { port: number; close: () => Promise<void> } | undefined;
  let cli: CliEnv;
  const ids = {
    sheet: '',
    poly: '',
    shards: ['', ''],
    cheatsheet: '',
    doomed: '',
    submission: '',
    run: '',
    cancelRun: '',
    failedEntries: [0, 0],
    cnItem: '',
    cnPackage: '',
    sweepSpec: '',
    sweep: '',
  };

  const json = async <T>(args: string[]): Promise<T> => {
    const res = await runWatched(cli, ['-c', 'main', '--json', ...args], { situation: 'success' });
    if (res.code !== 0 || res.hung)
      throw new Error(`setup: workbench ${args.join(' ')}: ${res.code} ${res.stderr}`);
    return JSON.parse(res.stdout) as T;
  };

  beforeAll(async () => {
    ({ sandbox: main, cli } = await signIn('main', {
      playgroundPaceMs: 10,
      igp24VerifyDelayMs: 10,
      logger: false,
      // The offline connection reaches it through a relay, under another port's Host.
      anyHost: true,
    }));
    broken = await startTestSandbox({ logger: false });
    relay = await relayTo(Number(new URL(main.baseUrl).port));
    const login = (name: string, url: string, key: string) =>
      runWatched(cli, ['auth', 'login', '--url', url, '--name', name, '--key-stdin'], {
        stdin: `${key}\n`,
        situation: 'success',
      });
    for (const [name, url, key] of [
      ['broken', broken.baseUrl, broken.key('participant')],
      ['gone', `http://127.0.0.1:${relay.port}`, main.key('participant')],
      ['spare', main.baseUrl, main.key('participant')],
    ] as const) {
      const res = await login(name, url, key);
      if (res.code !== 0) throw new Error(`setup: login ${name}: ${res.stderr}`);
    }
    // Offline: the port that answered the login refuses connections from now on.
    await relay.close();
    relay = undefined;
    // A platform error: every API request of the "broken" connection is answered with a 500.
    await broken.fault({ kind: 'status', status: 500, code: 'RUN_STORE_FAILED' });

    ids.sheet = join(cli.dataDir, 'sheet.txt');
    writeFileSync(ids.sheet, 'Try small magmas first.\n');
    ids.poly = join(cli.dataDir, 'poly.txt');
    writeFileSync(ids.poly, `${POLY(3)}\n${POLY(5)}\n`);
    ids.cheatsheet = (
      await json<{ id: string }>(['library', 'put', 'cheatsheet', ids.sheet, '--title', 'Kept'])
    ).id;
    ids.doomed = (
      await json<{ id: string }>(['library', 'put', 'cheatsheet', ids.sheet, '--title', 'Doomed'])
    ).id;
    // IGP24 keeps every submission (a Stage 1 one is replaced by the next, the harness's own).
    ids.submission = (
      await json<{ submission: { submissionId: string } }>(['submit', 'igp24', ids.poly])
    ).submission.submissionId;
    const start = ['runs', 'create', STAGE1, '--models', 'gpt-oss-120b', '--problems', 'warmup:0', '--yes'];
    ids.run = (await json<{ runId: string }>(start)).runId;
    // A sweep of one round (two variants on the 20 warm-up problems), driven to its end.
    ids.sweepSpec = join(cli.dataDir, 'sweep.json');
    writeFileSync(
      ids.sweepSpec,
      JSON.stringify({
        competitionId: STAGE1,
        name: 'Exits',
        variants: [{ text: 'Try small magmas first.' }, { text: 'Look for a fixed point.' }],
        models: ['gpt-oss-120b'],
        problemSets: ['warmup'],
        budgetCredits: 2,
        confidence: 0.9,
      }),
    );
    ids.sweep = (await json<{ id: string }>(['runs', 'sweep', ids.sweepSpec, '--yes'])).id;
    ids.cnItem = (
      await json<{ items: { id: string }[] }>(['cn', 'list', '--kind', 'cheatsheet', '--limit', '1'])
    ).items[0]!.id;
    ids.cnPackage = (await json<{ items: { id: string }[] }>(['cn', 'packages', '--limit', '1']))
      .items[0]!.id;
    // Two refused writes: one to retry, one to discard.
    for (const n of [1, 2]) {
      await runWatched(
        cli,
        [
          '-c',
          'main',
          'library',
          'put',
          'cheatsheet',
          ids.sheet,
          '--id',
          `missing-${n}`,
          '--base',
          '2020-01-01T00:00:00Z',
        ],
        { situation: 'success' },
      );
    }
    const failed = (await json<{ id: number; status: string }[]>(['outbox', 'list'])).filter(
      (e) => e.status === 'failed',
    );
    ids.failedEntries = [failed[0]?.id ?? 0, failed[1]?.id ?? 0];
    for (const [i, shard] of ['1/2', '2/2'].entries()) {
      const out = await runWatched(cli, ['igp24', 'check', ids.poly, '--shard', shard], {
        situation: 'success',
      });
      ids.shards[i] = join(cli.dataDir, `shard${i}.jsonl`);
      writeFileSync(ids.shards[i]!, out.stdout);
    }
    // Last, and cancelled first: 800 cells at 10 ms each are still running when `runs cancel` comes.
    ids.cancelRun = (
      await json<{ runId: string }>([
        'runs',
        'create',
        STAGE1,
        '--models',
        'gpt-oss-120b,qwen3-235b-a22b',
        '--problems',
        'hard3:0-399',
        '--yes',
      ])
    ).runId;
  });

  afterAll(async () => {
    for (const [child, ended] of live) {
      child.kill('SIGKILL');
      await ended;
    }
    await relay?.close();
    await broken?.close();
    await signOut(main, cli);
  });

  /** Arguments that make each command do its work against the "main" sandbox. */
  function successArgs(leaf: Leaf): { args: string[]; stdin?: string } {
    const name = leaf.path.join(' ');
    const table: Record<string, string[]> = {
      'auth login': ['--url', main.baseUrl, '--name', 'extra', '--key-stdin'],
      'auth logout': ['spare'],
      'submissions show': ['igp24', ids.submission],
      'submissions download': ['igp24', ids.submission, '-o', '-'],
      'library get': ['cheatsheet', ids.cheatsheet],
      'library put': ['cheatsheet', ids.sheet, '--title', 'Put'],
      'library rm': ['cheatsheet', ids.doomed],
      'runs create': [STAGE1, '--models', 'gpt-oss-120b', '--problems', 'warmup:0', '--yes', '--watch'],
      'runs cancel': [STAGE1, ids.cancelRun],
      'runs sweep': [ids.sweepSpec, '--yes', '--watch'],
      'runs sweep-export': [ids.sweep, '--csv'],
      'igp24 merge': [...ids.shards],
      'igp24 labels': ['--limit', '3'],
      // A few candidates against the platform's remaining pairs (the session's part of the command).
      'igp24 search': ['--candidates', '3', '--open'],
      'cn list': ['--limit', '3'],
      'cn packages': ['--limit', '1'],
      'cn show': [ids.cnItem],
      'cn fork': [ids.cnItem],
      'cn publish': [
        '--competition',
        STAGE1,
        '--kind',
        'cheatsheet',
        '--file',
        ids.sheet,
        '--title',
        'Shared',
      ],
      'cn download': [ids.cnPackage, '-o', join(cli.dataDir, 'package.tar.gz'), '--force'],
      'outbox retry': [String(ids.failedEntries[0])],
      'outbox adopt': [String(ids.failedEntries[0]), 'x'],
      'outbox discard': [String(ids.failedEntries[1])],
      __complete: ['library'],
    };
    const stdin = name === 'auth login' ? `${main.key('participant')}\n` : undefined;
    if (table[name]) return { args: table[name], stdin };
    // Any other command, a new one too: its arguments by their names.
    const byName: Record<string, string> = {
      id: STAGE1,
      competition: STAGE1,
      kind: 'cheatsheet',
      file: name.startsWith('igp24') ? ids.poly : ids.sheet,
      files: name.startsWith('igp24') ? ids.poly : ids.sheet,
      code: ids.cnItem,
      run: ids.run,
      entry: String(ids.failedEntries[0]),
      shell: 'bash',
    };
    const args = leaf.arguments.filter((a) => a.required).map((a) => byName[a.name] ?? 'x');
    if (args.length < leaf.arguments.filter((a) => a.required).length) throw new Error(name);
    for (const o of leaf.options.filter((o) => o.mandatory)) {
      const value = { '--competition': STAGE1, '--kind': 'cheatsheet', '--r': '0' }[o.long] ?? 'x';
      args.push(o.long, ...(o.value ? [value] : []));
    }
    // Commands that read a run or an item by its ID use the ones made above.
    if (name === 'library history' || name === 'library show') args[1] = ids.cheatsheet;
    return { args, stdin };
  }

  /** A usage error each command meets, after the core has opened where it can be found there. */
  function usageArgs(leaf: Leaf, success: string[]): string[] {
    const table: Record<string, string[]> = {
      'library list': ['cheatsheets'],
      'library get': ['cheatsheets', 'x'],
      'library put': ['cheatsheets', ids.sheet],
      'library rm': ['cheatsheets', 'x'],
      'library history': ['cheatsheets', 'x'],
      'library show': ['cheatsheets', 'x'],
      'cn list': ['--kind', 'nope'],
      'runs list': [STAGE1, '--status', 'nope'],
      'runs create': [STAGE1, '--repeat', 'x', '--yes'],
      'outbox retry': ['x'],
      'outbox adopt': ['x', 'y'],
      'outbox discard': ['x'],
      'auth logout': ['nosuch'],
      completions: ['nope'],
      submit: [STAGE1, join(cli.dataDir, 'no-such-file.txt')],
    };
    // Otherwise: an option no command has (commander refuses it before anything runs).
    return table[leaf.path.join(' ')] ?? [...success, '--no-such-option'];
  }

  it('runs every command and subcommand in four situations; each ends by itself with a documented code', async () => {
    const started = Date.now();
    const tree = await runWatched(cli, ['__commands'], { situation: 'success' });
    expect(tree.code).toBe(0);
    const leaves = JSON.parse(tree.stdout) as Leaf[];
    // The tree is the program's: every top-level command (shell completion's list) is in it.
    const top = (await runWatched(cli, ['__complete'], { situation: 'success' })).stdout
      .split('\n')
      .filter((w) => w && !w.startsWith('-'));
    expect(top.filter((t) => !leaves.some((l) => l.path[0] === t))).toEqual([]);
    expect(leaves.length).toBeGreaterThan(40);

    const jobs: { args: string[]; stdin?: string; situation: Situation; label: string }[] = [];
    for (const leaf of leaves) {
      const name = leaf.path.join(' ');
      const ok = successArgs(leaf);
      const on = (connection: string, args: string[]) => ['-c', connection, ...leaf.path, ...args];
      jobs.push({ args: on('main', ok.args), stdin: ok.stdin, situation: 'success', label: name });
      jobs.push({ args: on('main', usageArgs(leaf, ok.args)), situation: 'usage error', label: name });
      // Signing in elsewhere: to the address that is down, or to the one that fails.
      const login = (url: string, key: string) => ({
        args: ['--url', url, '--name', 'other', '--key-stdin'],
        stdin: `${key}\n`,
      });
      const offline =
        name === 'auth login'
          ? login('http://127.0.0.1:9', main.key('participant'))
          : { args: ok.args, stdin: ok.stdin };
      const failing =
        name === 'auth login'
          ? login(broken!.baseUrl, broken!.key('participant'))
          : { args: ok.args, stdin: ok.stdin };
      // Logging out of the connection the others use would take it away from them; an outbox
      // entry is named by its number alone, so the other situations leave the success's ones be.
      const mine =
        name === 'auth logout'
          ? ['nosuch']
          : name.startsWith('outbox ')
            ? ok.args.map((a) => (/^\d+$/.test(a) ? '999999' : a))
            : null;
      jobs.push({
        args: on('gone', mine ?? offline.args),
        stdin: offline.stdin,
        situation: 'offline',
        label: name,
      });
      jobs.push({
        args: on('broken', mine ?? failing.args),
        stdin: failing.stdin,
        situation: 'platform error',
        label: name,
      });
    }
    // The cancel first, while its run is still going.
    jobs.sort(
      (a, b) =>
        Number(b.label === 'runs cancel' && b.situation === 'success') -
        Number(a.label === 'runs cancel' && a.situation === 'success'),
    );
    let hung = 0;
    const outcomes = await pool(jobs, POOL, async (j): Promise<Outcome> => {
      if (hung >= ENOUGH_HUNG)
        return {
          ...j,
          code: null,
          hung: `not run: ${hung} commands hung already`,
          stdout: '',
          stderr: '',
          ms: 0,
        };
      const o = await runWatched(cli, j.args, { stdin: j.stdin, situation: j.situation, label: j.label });
      if (o.hung) hung++;
      return o;
    });
    const say = (o: Outcome) =>
      `${o.situation}: workbench ${o.label} → ${o.hung ?? `exit ${o.code}`} (${o.ms} ms)\n    ${o.stderr.trim().split('\n').slice(0, 3).join('\n    ')}`;
    // The point of it all: nothing outlives its output.
    expect(outcomes.filter((o) => o.hung !== null || o.code === null).map(say)).toEqual([]);
    expect(outcomes.filter((o) => !DOCUMENTED.includes(o.code!)).map(say)).toEqual([]);
    expect(outcomes.filter((o) => o.situation === 'usage error' && o.code !== 2).map(say)).toEqual([]);
    expect(
      outcomes
        .filter((o) => o.situation === 'success' && o.code !== 0 && !EXPECTED_NONZERO.has(o.label))
        .map(say),
    ).toEqual([]);
    // Said, so a slow harness is noticed: about 20 s on two cores.
    console.info(`every command: ${outcomes.length} runs in ${Math.round((Date.now() - started) / 1000)} s`);
  });

  it('on the built-in Sandbox of a fresh machine: done or refused, the command ends (and its Sandbox with it)', async () => {
    // No connection of its own: the built-in Sandbox, started by the command when it needs it.
    const fresh = cliEnv();
    const cases: [string[], number][] = [
      [['outbox', 'list'], 0],
      [['outbox', 'discard', '1'], 2],
      [['library', 'list', 'cheatsheets'], 2],
      [['library', 'get', 'cheatsheets', 'x'], 2],
      [['library', 'history', 'cheatsheets', 'x'], 2],
      [['cn', 'list', '--kind', 'nope'], 2],
      [['competitions', 'list'], 0],
    ];
    const outcomes = await pool(cases, POOL, ([args]) => runWatched(fresh, args, { situation: 'sandbox' }));
    const said = (args: string[], end: string) => `workbench ${args.join(' ')} → ${end}`;
    expect(outcomes.map((o, i) => said(cases[i]![0], o.hung ?? `exit ${o.code}`))).toEqual(
      cases.map(([args, code]) => said(args, `exit ${code}`)),
    );
  });

  it('runs watch, results and create --watch end with the reason once the run follower has let go (exit 1)', async () => {
    // Every results read of the platform is refused from now on: the follower lets go of the run.
    await main.fault({ kind: 'status', status: 400, code: 'MALFORMED_BODY', path: '/results' });
    try {
      const start = [
        'runs',
        'create',
        STAGE1,
        '--models',
        'gpt-oss-120b',
        '--problems',
        'warmup:0-2',
        '--yes',
      ];
      const { runId } = await json<{ runId: string }>(start);
      const ended = await pool(
        [
          ['runs', 'watch', STAGE1, runId],
          ['runs', 'results', STAGE1, runId],
          [...start, '--watch'],
        ],
        POOL,
        (args) => runWatched(cli, ['-c', 'main', ...args], { situation: 'success' }),
      );
      for (const o of ended) {
        expect(o.hung, o.label).toBeNull();
        expect(o.code, `${o.label}: ${o.stderr}`).toBe(1);
        expect(o.stderr, o.label).toMatch(
          /^Error: The platform could not read the request \(MALFORMED_BODY\)$/m,
        );
        expect(o.stderr, o.label).toMatch(
          /The workbench stopped following run \S+ at \S+, before it ended or all its results were read/,
        );
        expect(o.stderr, o.label).toMatch(/To try once more: workbench runs watch /);
      }
      expect(ended[0]!.stderr).toContain(`stopped following run ${runId}`);
      // The reason is kept with the run: a script reading the results as JSON sees it too.
      const res = await runWatched(cli, ['-c', 'main', '--json', 'runs', 'watch', STAGE1, runId], {
        situation: 'success',
      });
      expect(res.code).toBe(1);
      expect(JSON.parse(res.stdout)).toMatchObject({
        error: { code: 'MALFORMED_BODY', path: expect.stringContaining(runId) },
      });
    } finally {
      await main.clearFaults();
    }
  });
});

/** Success-situation commands that end non-zero by design with the sample above (and why). */
const EXPECTED_NONZERO = new Set<string>([
  // The refused entry is not one that may already be on the platform: there is nothing to adopt.
  'outbox adopt',
]);
