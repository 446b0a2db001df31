/**
 * Command-line start-up, whole process (spawn to exit), against `node -e 0` timed in the same
 * rounds (each round runs every command once, so a noisy moment colours them all alike):
 * - `workbench --version` and `workbench --help` (node out/cli/workbench.js: the built bundle);
 * - `workbench competitions list --json` answered from the cache (a copy fresher than a minute):
 *   on a platform connection (a sandbox in this process stands in for the platform; the key from
 *   WORKBENCH_API_KEY) and on the built-in Sandbox connection, which the command starts itself
 *   when it sends a request, so a cached read must not start it.
 * Targets (issue 36): --version and --help ≤ 1.5× `node -e 0`, a cached read ≤ 2.5×.
 * Needs `npm run build:cli` first (BENCH_CLI=PATH times another build of workbench.js). Prints one
 * JSON document: medians (ms) and ratios.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../../src/sandbox';

const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const root = join(import.meta.dirname, '..', '..');
const cli = process.env.BENCH_CLI ?? join(root, 'out', 'cli', 'workbench.js');
if (!existsSync(cli)) throw new Error('Run `npm run build:cli` first.');

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** Spawn to exit, once. Asynchronous: the sandbox answering the platform runs lives in this process. */
async function timeOnce(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const t0 = performance.now();
  const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
    // A command that does not end is a failure of its own, not a figure.
    const timer = setTimeout(() => child.kill(), 60_000);
    let err = '';
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.on('error', reject);
    child.on('close', (c) => {
      clearTimeout(timer);
      resolve({ code: c, stderr: err });
    });
  });
  const ms = performance.now() - t0;
  if (code !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${code}: ${stderr}`);
  return ms;
}

// The platform: a sandbox in this process, reached through a connection the user added.
const platformDir = mkdtempSync(join(tmpdir(), 'wb-bench-cli-sbx-'));
const platform = await startSandbox({ dataDir: platformDir, logger: false });
const participant = platform.keys.find((k) => k.name === 'participant')!;
const base: NodeJS.ProcessEnv = { ...process.env, WORKBENCH_KEYCHAIN_SERVICE: 'participant-workbench-bench' };
for (const name of [
  'WORKBENCH_API_KEY',
  'WORKBENCH_API_KEY_FILE',
  'WORKBENCH_SANDBOX_URL',
  'WORKBENCH_SANDBOX_KEY',
])
  delete base[name];
const dirs = [mkdtempSync(join(tmpdir(), 'wb-bench-cli-')), mkdtempSync(join(tmpdir(), 'wb-bench-cli-'))];
// The key from the environment: the same whether or not an OS keychain answers here.
const platformEnv = { ...base, WORKBENCH_DATA_DIR: dirs[0], WORKBENCH_API_KEY: participant.apiKey };
// A fresh data folder: its active connection is the built-in Sandbox, started by the command.
const sandboxEnv = { ...base, WORKBENCH_DATA_DIR: dirs[1] };
const node = process.execPath;
const list = [cli, 'competitions', 'list', '--json'];

try {
  await timeOnce(node, [cli, 'auth', 'login', '--url', platform.baseUrl, '--name', 'bench'], platformEnv);
  // Fills both caches (the second starts the built-in Sandbox); again before a copy would be
  // older than the command's minute, so every timed read below is answered from the cache.
  let filledAt = 0;
  const fill = async () => {
    await timeOnce(node, list, platformEnv);
    await timeOnce(node, list, sandboxEnv);
    filledAt = Date.now();
  };
  const cases: Record<string, [string[], NodeJS.ProcessEnv]> = {
    nodeE0: [['-e', '0'], base],
    version: [[cli, '--version'], sandboxEnv],
    help: [[cli, '--help'], sandboxEnv],
    cachedReadPlatform: [list, platformEnv],
    cachedReadSandbox: [list, sandboxEnv],
  };
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
  for (let i = 0; i < RUNS; i++) {
    if (Date.now() - filledAt > 40_000) await fill();
    for (const [name, [args, env]] of Object.entries(cases))
      times[name]!.push(await timeOnce(node, args, env));
  }
  const m = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)])) as Record<
    string,
    number
  >;
  const ratio = (k: string) => +(m[k]! / m.nodeE0!).toFixed(2);
  // Each round's command against the same round's `node -e 0`: a busy moment weighs on both.
  const paired = (k: string) => +median(times[k]!.map((t, i) => t / times.nodeE0![i]!)).toFixed(2);
  const targets: Record<string, number> = {
    version: 1.5,
    help: 1.5,
    cachedReadPlatform: 2.5,
    cachedReadSandbox: 2.5,
  };
  process.stdout.write(
    `${JSON.stringify(
      {
        runs: RUNS,
        medianMs: Object.fromEntries(Object.entries(m).map(([k, v]) => [k, Math.round(v)])),
        ratioToNodeE0: Object.fromEntries(Object.keys(targets).map((k) => [k, ratio(k)])),
        pairedRatioMedian: Object.fromEntries(Object.keys(targets).map((k) => [k, paired(k)])),
        target: targets,
        met: Object.fromEntries(Object.entries(targets).map(([k, t]) => [k, ratio(k) <= t])),
      },
      null,
      2,
    )}\n`,
  );
} finally {
  // Its key leaves the keychain (if one answered); the active connection cannot be removed.
  await timeOnce(node, [cli, '-c', 'Sandbox', 'auth', 'logout', 'bench'], platformEnv).catch(() => undefined);
  await platform.close();
  for (const dir of [...dirs, platformDir]) rmSync(dir, { recursive: true, force: true });
}
