/**
 * `workbench runs sweep|sweeps|sweep-export` against a sandbox over real HTTP (runs at full speed):
 * the plan alone starts nothing; a refused plan says why and creates nothing; a whole sweep from a
 * YAML file is driven to its winner with a line per round; it is listed and exported; a refusal
 * of the platform pauses it (exit 6) and `--resume` finishes it; Ctrl+C stops waiting (exit 130)
 * and keeps it; killed mid-round (SIGKILL) and resumed, and driven by two commands at once, a
 * sweep sends each round and each cheatsheet once.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SweepPlanView, SweepSummary, SweepView } from '../../src/shared/contracts/sweeps';
import type { TestSandbox } from '../helpers/sandbox';
import { CLI, type CliEnv, type CliResult, signIn, signOut } from './helpers';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
let sandbox: TestSandbox;
let cli: CliEnv;

beforeAll(async () => {
  let login: CliResult;
  ({ sandbox, cli, login } = await signIn('sweeps', { playgroundPaceMs: 0, logger: false }));
  expect(login.code, login.stderr).toBe(0);
});

afterAll(() => signOut(sandbox, cli));

/** A sweep definition file in the test's data folder (removed with it). */
function specFile(name: string, text: string): string {
  const file = join(cli.dataDir, name);
  writeFileSync(file, text);
  return file;
}

/** Three inline variants on hard3: B (a counterexample magma) is the one that helps. */
function raceSpec(name: string, budget: number): string {
  return specFile(
    `${name}.yaml`,
    [
      `competitionId: ${STAGE1}`,
      `name: ${name}`,
      'variants:',
      '  - text: plain short text',
      `  - text: "Use a counterexample magma. ${'x'.repeat(1000)}"`,
      `  - text: ${'y'.repeat(600)}`,
      'models: [gpt-oss-120b]',
      'problemSets: [hard3]',
      `budgetCredits: ${budget}`,
      'confidence: 0.95',
      'seed: 7',
      '',
    ].join('\n'),
  );
}

/** Two variants, one round on the 20 warm-up problems: a sweep that ends at once. */
function smallSpec(name: string): string {
  return specFile(
    `${name}.json`,
    JSON.stringify({
      competitionId: STAGE1,
      name,
      variants: [{ text: 'Try small magmas first.' }, { text: 'Look for a fixed point.', label: 'fixed' }],
      models: ['gpt-oss-120b'],
      problemSets: ['warmup'],
      budgetCredits: 2,
      confidence: 0.9,
    }),
  );
}

/** Requests that change something on the platform (every write is a POST, PATCH, PUT or DELETE). */
async function writesSent(): Promise<string[]> {
  return Object.keys(await sandbox.counts()).filter((k) => !k.startsWith('GET '));
}

/** The environment a command spawned by a test runs in: this test's data folder and keychain. */
function commandEnv(): NodeJS.ProcessEnv {
  return { ...process.env, WORKBENCH_DATA_DIR: cli.dataDir, WORKBENCH_KEYCHAIN_SERVICE: cli.keychainService };
}

/** Requests of `method` the sandbox received to paths containing `part` since the last reset. */
async function sent(method: string, part: string): Promise<number> {
  return Object.entries(await sandbox.counts())
    .filter(([k]) => k.startsWith(`${method} `) && k.includes(part))
    .reduce((n, [, v]) => n + v, 0);
}

async function sweepsNamed(name: string): Promise<SweepSummary[]> {
  return (await cli.json<SweepSummary[]>(['runs', 'sweeps', STAGE1])).filter((s) => s.name === name);
}

/** The whole race, run once for the tests that read it (whichever comes first). */
let raced: Promise<{ res: CliResult; summary: SweepSummary }> | null = null;
function racedSweep(): Promise<{ res: CliResult; summary: SweepSummary }> {
  raced ??= (async () => {
    const res = await cli.run(['runs', 'sweep', raceSpec('race', 40), '--yes', '--watch']);
    expect(res.code, res.stderr).toBe(0);
    const [summary] = await sweepsNamed('race');
    return { res, summary: summary! };
  })();
  return raced;
}

describe('runs sweep', () => {
  it('--plan prints the variants, rounds and costs and starts nothing', async () => {
    await sandbox.resetCounts();
    const res = await cli.run(['runs', 'sweep', raceSpec('planned', 40), '--plan']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toMatch(
      /^Sweep “planned” in \S+: 3 variants raced on 400 problems \(hard3, in the order of seed 7\)\.$/m,
    );
    expect(res.stdout).toMatch(/^ {2}A {2}Variant A\s+16 bytes {2}[0-9a-f]{12}$/m);
    expect(res.stdout).toMatch(/^ {2}B {2}Variant B\s+1028 bytes /m);
    expect(res.stdout).toMatch(/^ {2}C {2}Variant C\s+600 bytes /m);
    expect(res.stdout).toMatch(/^Rounds: at most \d+, the first on 20 problems/m);
    expect(res.stdout).toMatch(
      /^ {2}Worst case: +\d+ rounds?, [\d,]+ problems?, [\d,]+ cells?, [\d.]+ credits?/m,
    );
    expect(res.stdout).toMatch(/^ {2}Expected case: +\d+ rounds?, .*\(one variant/m);
    expect(res.stdout).toMatch(/^ {2}Full grid: +1,200 cells, 60 credits/m);
    expect(res.stdout).toMatch(/^ {2}In dollars: /m);
    expect(await writesSent()).toEqual([]);
    expect(await sweepsNamed('planned')).toEqual([]);
    // The same plan as data.
    const plan = await cli.json<SweepPlanView>(['runs', 'sweep', raceSpec('planned', 40), '--plan']);
    expect(plan).toMatchObject({ pool: 400, refusal: null, budgetCredits: 40 });
    expect(plan.variants.map((v) => v.bytes)).toEqual([16, 1028, 600]);
  });

  it('a plan that cannot start says why, exits 2 and creates nothing', async () => {
    await sandbox.resetCounts();
    const res = await cli.run(['runs', 'sweep', raceSpec('refused', 1), '--yes', '--watch']);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(
      /^Error: The sweep cannot start as it is: The first round alone .* costs 3 credits, more than the budget of 1\. .* Nothing was started\.$/m,
    );
    expect(res.stdout).toBe('');
    expect(await writesSent()).toEqual([]);
    expect(await sweepsNamed('refused')).toEqual([]);
  });

  it('says what is wrong in the file by the field’s place, and starts nothing', async () => {
    const file = specFile(
      'wrong.yaml',
      [
        `competitionId: ${STAGE1}`,
        'name: wrong',
        'variants:',
        '  - text: a',
        '  - file: missing.txt',
        '  - {cheatsheet: chs_x, version: 1234567}',
        'models: gpt-oss-120b',
        'problemSets: [hard3]',
        'budgetCredits: 10',
        'confidence: 2',
        '',
      ].join('\n'),
    );
    const res = await cli.run(['runs', 'sweep', file, '--plan']);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/^ {2}variants\[1\]\.file: cannot read .*missing\.txt/m);
    expect(res.stderr).toMatch(
      /^ {2}variants\[2\]\.version: was read as the number 1234567: put the hash in quotes/m,
    );
    const fixed = file.replace('wrong.yaml', 'wrong2.yaml');
    writeFileSync(
      fixed,
      [
        `competitionId: ${STAGE1}`,
        'name: wrong',
        'variants: [{text: a}, {text: b}]',
        'models: gpt-oss-120b',
        'problemSets: [hard3]',
        'budgetCredits: 10',
        'confidence: 2',
        '',
      ].join('\n'),
    );
    const schema = await cli.run(['runs', 'sweep', fixed, '--plan']);
    expect(schema.code).toBe(2);
    expect(schema.stderr).toContain(`The sweep definition in ${fixed} is not valid:`);
    expect(schema.stderr).toMatch(/^ {2}models: must be a list/m);
    expect(schema.stderr).toMatch(/^ {2}confidence: must be at most 0\.999/m);
  });

  it('drives a whole sweep to its winner: a line per round, then the winner and the credits', async () => {
    const { res, summary } = await racedSweep();
    const rounds = res.stdout.split('\n').filter((l) => l.startsWith('Round '));
    expect(rounds.length).toBeGreaterThan(0);
    expect(rounds[0]).toMatch(
      /^Round 1: variants A B C, problems 1–20 of 400, 60 cells, 3 credits; leader [ABC] \(\d+\.\d %\); (none dropped|dropped .*)\.$/,
    );
    expect(rounds.at(-1)).toMatch(/dropped .*\(p = [\d.e-]+\)/);
    expect(res.stdout).toMatch(
      new RegExp(
        `^Sweep ${summary.id} ended with a winner after ${rounds.length} rounds?: B “Variant B”, \\d+\\.\\d % correct \\(\\d+ of \\d+ answers scored; 95 % interval [\\d.]+ %–[\\d.]+ %\\), ahead of every other variant at 95 % confidence\\.$`,
        'm',
      ),
    );
    expect(res.stdout).toMatch(/^Credits: [\d.]+ credits? spent of the budget of 40 credits\.$/m);
    // The plan and the notes went to stderr.
    expect(res.stderr).toMatch(/^Started sweep \S+; this command drives it/m);
    expect(summary).toMatchObject({
      status: 'ended',
      variants: 3,
      winner: 'B: Variant B',
      budgetCredits: 40,
    });
  });

  it('runs sweeps lists it; sweep-export has one CSV row per round and variant', async () => {
    const { summary } = await racedSweep();
    const table = await cli.run(['runs', 'sweeps', STAGE1]);
    expect(table.code).toBe(0);
    expect(table.stdout.split('\n')[0]).toMatch(
      /^sweep\s+status\s+variants\s+rounds\s+credits\s+created\s+winner\s+name$/,
    );
    expect(table.stdout).toMatch(
      new RegExp(
        `^${summary.id}\\s+ended\\s+3\\s+${summary.rounds}\\s+[\\d.]+/40\\s.*\\sB: Variant B\\s+race$`,
        'm',
      ),
    );
    const view = await cli.json<SweepView>(['runs', 'sweep-export', summary.id]);
    const csv = await cli.run(['runs', 'sweep-export', summary.id, '--csv']);
    expect(csv.code).toBe(0);
    const lines = csv.stdout.trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^sweep,sweepId,round,runId,/);
    expect(lines).toHaveLength(1 + view.rounds.reduce((n, r) => n + r.variants.length, 0));
    const out = join(cli.dataDir, 'race.csv');
    const written = await cli.run(['runs', 'sweep-export', summary.id, '-o', out]);
    expect(written.code).toBe(0);
    expect(written.stdout).toBe('');
    const bad = await cli.run(['runs', 'sweep-export', 'nope']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('`workbench runs sweeps COMPETITION` lists them');
    // The winner's exact text, to submit: the bytes it raced with (its SHA-256), and into a file.
    const winner = view.plan.variants[view.winner!]!;
    const text = await cli.run(['runs', 'sweep-export', summary.id, '--winner']);
    expect(text.code, text.stderr).toBe(0);
    expect(createHash('sha256').update(text.stdout).digest('hex')).toBe(winner.sha256);
    const best = join(cli.dataDir, 'best.txt');
    const toFile = await cli.run(['runs', 'sweep-export', summary.id, '--winner', '-o', best]);
    expect(toFile.code, toFile.stderr).toBe(0);
    expect(readFileSync(best, 'utf8')).toBe(text.stdout);
    expect(toFile.stderr).toContain(`Wrote the winner’s text to ${best}.`);
    const both = await cli.run(['runs', 'sweep-export', summary.id, '--winner', '--csv']);
    expect(both.code).toBe(2);
  });

  it('a refused round pauses it (exit 6, with the words and the command); --resume finishes it', async () => {
    await sandbox.fault({
      kind: 'status',
      status: 403,
      code: 'RUN_BUDGET_EXCEEDED',
      method: 'POST',
      path: '/playground/runs',
      count: 1,
    });
    let sweepId: string;
    try {
      const res = await cli.run(['runs', 'sweep', smallSpec('paused'), '--yes']);
      expect(res.code, res.stderr).toBe(6);
      const said = /^Sweep (\S+) paused: Round 1 was not started: .* \(RUN_BUDGET_EXCEEDED\)$/m.exec(
        res.stderr,
      );
      expect(said, res.stderr).not.toBeNull();
      sweepId = said![1]!;
      expect(res.stderr).toContain(`To go on: workbench runs sweep --resume ${sweepId}`);
      const noWinner = await cli.run(['runs', 'sweep-export', sweepId, '--winner']);
      expect(noWinner.code).toBe(1);
      expect(noWinner.stdout).toBe('');
      expect(noWinner.stderr).toContain(`Sweep ${sweepId} has no winner yet (paused); go on with:`);
    } finally {
      await sandbox.clearFaults();
    }
    const resumed = await cli.run(['--json', 'runs', 'sweep', '--resume', sweepId, '--watch']);
    expect(resumed.code, resumed.stderr).toBe(0);
    const lines = resumed.stdout.trim().split('\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({ sweepId, round: 1, variants: ['A', 'B'] });
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ id: sweepId, status: 'ended', pause: null });
  });

  it('Ctrl+C stops waiting, keeps the sweep and says how to go on (exit 130)', async () => {
    // Every run start is answered 503 until cleared: the round waits in the outbox.
    await sandbox.fault({
      kind: 'status',
      status: 503,
      code: 'RUN_STORE_FAILED',
      method: 'POST',
      path: '/playground/runs',
    });
    let child: ChildProcess | undefined;
    try {
      const res = await new Promise<CliResult>((resolve, reject) => {
        child = spawn(process.execPath, [CLI, 'runs', 'sweep', smallSpec('stopped'), '--yes'], {
          env: {
            ...process.env,
            WORKBENCH_DATA_DIR: cli.dataDir,
            WORKBENCH_KEYCHAIN_SERVICE: cli.keychainService,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stdout = '';
        let stderr = '';
        let signalled = false;
        child.stdout!.on('data', (d: Buffer) => {
          stdout += d.toString();
        });
        child.stderr!.on('data', (d: Buffer) => {
          stderr += d.toString();
          // It waits for the outbox's next try of the round: now it is waiting.
          if (!signalled && /^Waiting /m.test(stderr)) {
            signalled = true;
            child!.kill('SIGINT');
          }
        });
        // Never left behind: a command that does not hear the signal is killed (code null).
        const guard = setTimeout(() => child!.kill('SIGKILL'), 30_000);
        child.on('error', reject);
        child.on('close', (code) => {
          clearTimeout(guard);
          resolve({ code, stdout, stderr });
        });
      });
      expect(res.code, res.stderr).toBe(130);
      const said = /^Stopped waiting\. Sweep (\S+) is kept \(racing\)/m.exec(res.stderr);
      expect(said, res.stderr).not.toBeNull();
      expect(res.stderr).toContain(`To go on: workbench runs sweep --resume ${said![1]}`);
      await sandbox.clearFaults();
      const resumed = await cli.run(['runs', 'sweep', '--resume', said![1]!]);
      expect(resumed.code, resumed.stderr).toBe(0);
      expect(resumed.stdout).toMatch(/^Sweep \S+ ended (with|without) a winner after 1 round/m);
    } finally {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await sandbox.clearFaults();
    }
  });

  it('two commands driving one sweep at once send each round and each cheatsheet once', async () => {
    // Every run start takes 150 ms to answer, so the second command joins while rounds are on their way.
    await sandbox.fault({ kind: 'latency', ms: 150, method: 'POST', path: '/playground/runs' });
    await sandbox.resetCounts();
    const env = commandEnv();
    const children: ChildProcess[] = [];
    const finished = (child: ChildProcess) =>
      new Promise<CliResult>((resolve, reject) => {
        let stdout = '';
        let stderr = '';
        child.stdout!.on('data', (d: Buffer) => {
          stdout += d.toString();
        });
        child.stderr!.on('data', (d: Buffer) => {
          stderr += d.toString();
        });
        child.on('error', reject);
        child.on('close', (code) => resolve({ code, stdout, stderr }));
      });
    try {
      const first = spawn(
        process.execPath,
        [CLI, 'runs', 'sweep', raceSpec('twice', 40), '--yes', '--watch'],
        {
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      children.push(first);
      const firstDone = finished(first);
      const sweepId = await new Promise<string>((resolve) => {
        let said = '';
        first.stderr!.on('data', (d: Buffer) => {
          said += d.toString();
          const m = /^Started sweep (\S+);/m.exec(said);
          if (m) resolve(m[1]!);
        });
      });
      const second = spawn(process.execPath, [CLI, 'runs', 'sweep', '--resume', sweepId], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(second);
      const secondDone = finished(second);
      const [one, two] = await Promise.all([firstDone, secondDone]);
      expect(one.code, one.stderr).toBe(0);
      expect(two.code, two.stderr).toBe(0);
      const view = await cli.json<SweepView>(['runs', 'sweep-export', sweepId]);
      expect(view.status).toBe('ended');
      expect(await sent('POST', '/playground/runs')).toBe(view.rounds.length);
      expect(await sent('POST', 'cheatsheets')).toBe(3);
    } finally {
      for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
      await sandbox.clearFaults();
    }
  });

  it('killed mid-round and resumed, sends no round twice', async () => {
    // Result reads answer slowly, so round 1's run is on the platform and being read when it is killed.
    await sandbox.fault({ kind: 'latency', ms: 400, method: 'GET', path: '/results' });
    await sandbox.resetCounts();
    const env = commandEnv();
    let child: ChildProcess | undefined;
    try {
      child = spawn(process.execPath, [CLI, 'runs', 'sweep', raceSpec('killed', 40), '--yes'], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let said = '';
      child.stderr!.on('data', (d: Buffer) => {
        said += d.toString();
      });
      const running = child;
      // Killed once round 1's run is on the platform and its results are being read (no write on its way).
      await vi.waitFor(
        async () => {
          if (running.exitCode !== null) throw new Error(`ended before round 1 ran: ${said}`);
          expect(await sent('POST', '/playground/runs')).toBe(1);
          expect(await sent('GET', '/results')).toBeGreaterThan(0);
        },
        { timeout: 20_000, interval: 20 },
      );
      child.kill('SIGKILL');
      const sweepId = /^Started sweep (\S+);/m.exec(said)![1]!;
      await new Promise<void>((resolve) => {
        if (child!.exitCode !== null || child!.signalCode !== null) resolve();
        else child!.once('exit', () => resolve());
      });
      await sandbox.clearFaults();
      const resumed = await cli.run(['runs', 'sweep', '--resume', sweepId]);
      expect(resumed.code, resumed.stderr).toBe(0);
      const view = await cli.json<SweepView>(['runs', 'sweep-export', sweepId]);
      expect(view.status).toBe('ended');
      expect(await sent('POST', '/playground/runs')).toBe(view.rounds.length);
      expect(await sent('POST', 'cheatsheets')).toBe(3);
    } finally {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await sandbox.clearFaults();
    }
  });
});
