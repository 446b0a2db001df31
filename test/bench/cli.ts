/**
 * Command-line start-up, whole process (spawn to exit), in the same run:
 * - `workbench --version` (node out/cli/workbench.js: the built bundle; no core is opened);
 * - `workbench competitions list --json` answered from the cache (a copy fresher than a minute;
 *   opens the SQLite store and the core, the Sandbox connection with its address from the
 *   environment, so no keychain and no sandbox start);
 * - `npm run igp24 -- --help`, the command line before (npm + tsx).
 * Needs `npm run build:cli` first. Prints one JSON document: medians (ms) and ratios.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../../src/sandbox';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const root = join(import.meta.dirname, '..', '..');
const cli = join(root, 'out', 'cli', 'workbench.js');
if (!existsSync(cli)) throw new Error('Run `npm run build:cli` first.');

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** Spawn to exit, RUNS times. Asynchronous: the sandbox answering the first run lives in this process. */
async function time(cmd: string, args: string[], env: NodeJS.ProcessEnv, runs = RUNS): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
      let err = '';
      child.stderr.on('data', (d: Buffer) => {
        err += d.toString();
      });
      child.on('error', reject);
      child.on('close', (c) => resolve({ code: c, stderr: err }));
    });
    const ms = performance.now() - t0;
    if (code !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${code}: ${stderr}`);
    times.push(ms);
  }
  return times;
}

const sandbox = await startSandbox({
  dataDir: mkdtempSync(join(tmpdir(), 'wb-bench-cli-sbx-')),
  logger: false,
});
const participant = sandbox.keys.find((k) => k.name === 'participant')!;
const env = {
  ...process.env,
  WORKBENCH_DATA_DIR: mkdtempSync(join(tmpdir(), 'wb-bench-cli-')),
  WORKBENCH_SANDBOX_URL: sandbox.baseUrl,
  WORKBENCH_SANDBOX_KEY: participant.apiKey,
};
try {
  // Fill the cache once; every timed run below is answered from it.
  await time(process.execPath, [cli, 'competitions', 'list', '--json'], env, 1);
  const version = await time(process.execPath, [cli, '--version'], env);
  const cached = await time(process.execPath, [cli, 'competitions', 'list', '--json'], env);
  const igp24Help = await time('npm', ['run', '--silent', 'igp24', '--', '--help'], env);
  const m = {
    version: median(version),
    competitionsListCached: median(cached),
    igp24Help: median(igp24Help),
  };
  process.stdout.write(
    `${JSON.stringify(
      {
        runs: RUNS,
        medianMs: Object.fromEntries(Object.entries(m).map(([k, v]) => [k, Math.round(v)])),
        ratioToNpmIgp24Help: {
          version: +(m.version / m.igp24Help).toFixed(3),
          competitionsListCached: +(m.competitionsListCached / m.igp24Help).toFixed(3),
        },
        under300ms: { version: m.version < 300, competitionsListCached: m.competitionsListCached < 300 },
      },
      null,
      2,
    )}\n`,
  );
} finally {
  await sandbox.close();
}
