/** `npm run igp24 -- …` (tsx on src/cli/igp24.ts) as a child process, for the stream-mode tests. */
import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
const cli = join(process.cwd(), 'src', 'cli', 'igp24.ts');

/** Runs to the end with `input` on standard input (a pipe, as in a shell pipeline). */
export function runIgp24(args: string[], input = '') {
  return spawnSync(tsx, [cli, ...args], { input, encoding: 'utf8', timeout: 120_000, maxBuffer: 64 << 20 });
}

export interface Running {
  child: ChildProcessWithoutNullStreams;
  /** Resolves with the first `n` output lines once they are printed; rejects if the output ends first. */
  lines(n: number): Promise<string[]>;
  exit: Promise<number | null>;
  /** What it printed on standard error so far. */
  stderr(): string;
}

/**
 * Starts a command whose standard input the test writes piece by piece. Kill `child` when done.
 * `direct`: Node with tsx's loader, not tsx's wrapper process, so that a signal reaches the command
 * itself (as Ctrl-C in a terminal does: the wrapper relays a signal sent to it alone, and kills
 * the command when it has not answered within 30 ms).
 */
export function startIgp24(args: string[], opts: { direct?: boolean } = {}): Running {
  const command = opts.direct
    ? ([process.execPath, ['--import', 'tsx', cli, ...args]] as const)
    : ([tsx, [cli, ...args]] as const);
  const child = spawn(command[0], command[1], { stdio: ['pipe', 'pipe', 'pipe'] });
  let text = '';
  let ended = false;
  const waiters: (() => void)[] = [];
  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };
  let errors = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (d: string) => {
    errors += d;
  });
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (d: string) => {
    text += d;
    wake();
  });
  child.stdout.on('end', () => {
    ended = true;
    wake();
  });
  const exit = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const lines = (n: number) =>
    new Promise<string[]>((resolve, reject) => {
      const test = () => {
        const done = text.split('\n').slice(0, -1);
        if (done.length >= n) resolve(done.slice(0, n));
        else if (ended) reject(new Error(`the output ended after ${done.length} lines: ${text}${errors}`));
        else waiters.push(test);
      };
      test();
    });
  return { child, lines, exit, stderr: () => errors };
}
