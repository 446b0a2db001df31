/**
 * Discoverable runs and their price, against a sandbox over real HTTP: `runs models` (ids, names,
 * the credit rate), `runs problems` (sets with sizes, one set's problems), `runs create` saying the
 * price before it spends anything (asked on a terminal, `--yes` for scripts, refused without
 * either), and `leaderboard` saying that more rows exist than the first page shows.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestSandbox } from '../helpers/sandbox';
import { CLI, type CliEnv, type CliResult, signIn, signOut } from './helpers';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const STAGE2 = 'mathematics-distillation-challenge-equational-theories-stage2';
const MODULAR = 'modular-arithmetic-challenge';
const RUNS_POST = `POST /api/public/v1/competitions/${STAGE1}/playground/runs`;

// Every command is a whole process (about a second each on a loaded machine), and a test runs several.
vi.setConfig({ testTimeout: 120_000 });
let sandbox: TestSandbox;
let cli: CliEnv;

beforeAll(async () => {
  let login: CliResult;
  ({ sandbox, cli, login } = await signIn('catalog', { playgroundPaceMs: 20, logger: false }));
  expect(login.code, login.stderr).toBe(0);
});

afterAll(() => signOut(sandbox, cli));

interface Models {
  items: { id: string; name: string }[];
  creditRate: number;
}

/** The app's rounding: credits to cents of a credit. */
const credits = (cells: number, rate: number) => Math.round(cells * rate * 100) / 100;
/** An amount in words: "1 credit", "0.6 credits" (only exactly one is singular). */
const creditWords = (n: number) => `${n} credit${n === 1 ? '' : 's'}`;

/** util-linux `script` gives the command a terminal (a pty); typed-ahead input is its answer. */
const SCRIPT = '/usr/bin/script';
const quote = (a: string) => `'${a.replaceAll("'", "'\\''")}'`;

function onTerminal(args: string[], typed: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const line = [process.execPath, CLI, ...args].map(quote).join(' ');
    const child = spawn(SCRIPT, ['-qec', line, '/dev/null'], {
      env: {
        ...process.env,
        WORKBENCH_DATA_DIR: cli.dataDir,
        WORKBENCH_KEYCHAIN_SERVICE: cli.keychainService,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString();
    });
    // A question that is never answered would hang the test: end it, and the test fails on its code.
    const guard = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(guard);
      resolve({ code, output });
    });
    // A command that ends before reading the answer is judged by its code, not by the broken pipe.
    child.stdin.on('error', () => undefined);
    child.stdin.end(typed);
  });
}

describe('runs models and runs problems', () => {
  it('models: ids and names as a table, the credit rate on stderr; JSON has both', async () => {
    const models = await cli.json<Models>(['runs', 'models', STAGE1]);
    expect(models.items.length).toBeGreaterThan(0);
    expect(typeof models.creditRate).toBe('number');
    const table = await cli.run(['runs', 'models', STAGE1]);
    expect(table.code).toBe(0);
    const lines = table.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^id\s+name$/);
    expect(lines).toHaveLength(models.items.length + 1);
    const first = models.items[0]!;
    expect(lines[1]).toMatch(new RegExp(`^${first.id}\\s+${first.name}$`));
    expect(table.stderr).toContain(`Price: ${models.creditRate} credit`);
    expect(table.stderr).toContain('per cell (one model, one problem, one configuration, one repeat)');
    const stage2 = await cli.run(['runs', 'models', STAGE2]);
    expect(stage2.stderr).toMatch(/ credits? per problem\.\n$/);
  });

  it('problems: the sets with their sizes, and one set’s problems (the ids solver runs take)', async () => {
    const sets = await cli.json<{ id: string; title: string; count: number }[]>(['runs', 'problems', STAGE1]);
    expect(sets.length).toBeGreaterThan(0);
    const table = await cli.run(['runs', 'problems', STAGE1]);
    expect(table.code).toBe(0);
    const lines = table.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^id\s+title\s+count$/);
    expect(lines).toHaveLength(sets.length + 1);
    expect(lines[1]).toMatch(new RegExp(`^${sets[0]!.id}\\s+.*\\s${sets[0]!.count}$`));

    const set = sets[0]!;
    const problems = await cli.run(['runs', 'problems', STAGE1, set.id]);
    expect(problems.code).toBe(0);
    const rows = problems.stdout.trim().split('\n');
    expect(rows[0]).toMatch(/^index\s+equation1\s+equation2\s+answer$/);
    expect(rows).toHaveLength(set.count + 1);

    const leanSets = await cli.json<{ id: string; count: number }[]>(['runs', 'problems', STAGE2]);
    const lean = leanSets.find((s) => s.count > 0)!;
    const detail = await cli.json<{ items: { id: string }[] }>(['runs', 'problems', STAGE2, lean.id]);
    const leanTable = await cli.run(['runs', 'problems', STAGE2, lean.id]);
    expect(leanTable.stdout.split('\n')[0]).toMatch(/^id\s+lhs\s+rhs\s+custom$/);
    expect(leanTable.stdout).toMatch(new RegExp(`^${detail.items[0]!.id}\\s`, 'm'));
  });
});

describe('runs create: the price first, then the question', () => {
  it('without a terminal and without --yes: refused (exit 2) with the price, and nothing is sent', async () => {
    const { creditRate } = await cli.json<Models>(['runs', 'models', STAGE1]);
    // What the outbox holds already (the other tests' runs, in whatever order they ran).
    const before = await cli.json<unknown[]>(['outbox', 'list']);
    await sandbox.resetCounts();
    const args = [
      'runs',
      'create',
      STAGE1,
      '--models',
      'gpt-oss-120b,deepseek-v3.1',
      '--problems',
      'warmup:0-2',
    ];
    const res = await cli.run([...args, '--repeat', '2']);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('there is no terminal to ask on: add --yes to start it.');
    // 2 models × 3 problems × the baseline × 2 repeats.
    expect(res.stderr).toContain(
      `Price: 12 cells × ${creditWords(creditRate)} = ${creditWords(credits(12, creditRate))}`,
    );
    expect(res.stderr).toContain('In dollars: not known before it runs');
    expect((await sandbox.counts())[RUNS_POST]).toBeUndefined();
    expect(await cli.json<unknown[]>(['outbox', 'list'])).toEqual(before);
  });

  it('--yes starts it and says the price; --json carries it as price', async () => {
    const { creditRate } = await cli.json<Models>(['runs', 'models', STAGE1]);
    const started = await cli.json<{ runId: string; price: Record<string, unknown> }>([
      'runs',
      'create',
      STAGE1,
      '--models',
      'gpt-oss-120b',
      '--problems',
      'warmup:0-2',
      '--yes',
    ]);
    expect(started.runId).toBeTruthy();
    expect(started.price).toEqual({
      cells: 3,
      unit: 'cell',
      creditRate,
      credits: credits(3, creditRate),
      usd: null,
    });
    const human = await cli.run([
      'runs',
      'create',
      STAGE1,
      '--models',
      'gpt-oss-120b',
      '--problems',
      'warmup:0',
      '-y',
    ]);
    expect(human.code).toBe(0);
    expect(human.stderr).toContain(
      `Price: 1 cell × ${creditWords(creditRate)} = ${creditWords(credits(1, creditRate))}`,
    );
    expect(human.stdout).toMatch(/^Started run \S+\. Follow it: workbench runs watch /);
  });

  it('a model-reference run is priced by its problem set’s cases', async () => {
    const { creditRate } = await cli.json<Models>(['runs', 'models', MODULAR]);
    const set = (await cli.json<{ id: string; count: number }[]>(['runs', 'problems', MODULAR]))[0]!;
    const body = join(cli.dataDir, 'modular-run.json');
    writeFileSync(
      body,
      JSON.stringify({ modelName: 'someone/small-model', commitHash: 'a'.repeat(40), problemSetId: set.id }),
    );
    const res = await cli.run(['runs', 'create', MODULAR, '--body', body]);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain(
      `Price: ${set.count} case${set.count === 1 ? '' : 's'} × ${creditWords(creditRate)} = ${creditWords(credits(set.count, creditRate))}`,
    );
  });

  // `script` is util-linux's (Debian's essential bsdutils): there on every Linux this runs on.
  it('on a terminal it asks: no starts nothing (exit 1), yes starts the run', async () => {
    const { creditRate } = await cli.json<Models>(['runs', 'models', STAGE1]);
    const args = ['runs', 'create', STAGE1, '--models', 'gpt-oss-120b', '--problems', 'warmup:0-1'];
    const question = `Spend ${creditWords(credits(2, creditRate))} and start this run? [y/N]`;
    await sandbox.resetCounts();
    const no = await onTerminal(args, 'n\n');
    expect(no.output).toContain(question);
    expect(no.output).toContain('Nothing was started.');
    expect(no.code).toBe(1);
    expect((await sandbox.counts())[RUNS_POST]).toBeUndefined();

    const yes = await onTerminal(args, 'y\n');
    expect(yes.output).toContain(question);
    expect(yes.output).toMatch(/Started run \S+\./);
    expect(yes.code).toBe(0);
    expect((await sandbox.counts())[RUNS_POST]).toBe(1);
  });
});

describe('leaderboard', () => {
  it('says on stderr that rows exist beyond the first page, and not with --all', async () => {
    const firstPage = await cli.json<unknown[]>(['leaderboard', STAGE1]);
    const all = await cli.json<unknown[]>(['leaderboard', STAGE1, '--all']);
    // The seeded leaderboard has more rows than one page (40+ against pages of 25).
    expect(all.length).toBeGreaterThan(firstPage.length);
    const shown = await cli.run(['leaderboard', STAGE1]);
    expect(shown.code).toBe(0);
    expect(shown.stdout.trim().split('\n')).toHaveLength(firstPage.length + 1);
    expect(shown.stderr).toContain(
      `More rows exist beyond these ${firstPage.length}; the platform does not say how many. Every row: workbench leaderboard ${STAGE1} --all (or --csv).`,
    );
    const every = await cli.run(['leaderboard', STAGE1, '--all']);
    expect(every.stderr).not.toContain('More rows exist');
  });
});
