/**
 * `npm run bench`: runs each benchmark in its own process (so one's garbage and JIT state do not
 * colour another's figures) and prints one JSON document with all results. A benchmark that exits
 * with an error, or prints something that is not JSON, is recorded as failed and makes the command
 * exit 1 after the others have run; a benchmark that runs past BENCH_TIMEOUT_MS (default 20 min) is
 * stopped and failed, so the command always ends.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// BENCH_DIR: another folder of benchmarks (the runner's own test points it at a temporary one).
const here = process.env.BENCH_DIR ?? dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
  .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
  .sort();

if (benches.length === 0) {
  process.stderr.write(`no benchmark matches ${only.join(', ')}\n`);
  process.exit(1);
}

const timeoutMs = Number(process.env.BENCH_TIMEOUT_MS ?? 20 * 60_000);
const results: Record<string, unknown> = {};
const failed: string[] = [];
for (const file of benches) {
  process.stderr.write(`bench ${file}…\n`);
  const res = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
  });
  const why =
    res.error?.message ??
    (res.signal ? `stopped by ${res.signal}` : res.status !== 0 ? `exited ${res.status}` : undefined);
  let parsed: unknown;
  if (!why) {
    try {
      parsed = JSON.parse(res.stdout);
    } catch {
      parsed = undefined;
    }
  }
  if (why || parsed === undefined) {
    failed.push(file);
    results[file] = { error: why ?? 'printed no JSON', stderr: (res.stderr ?? '').slice(-2000) };
    process.stderr.write(`bench ${file} failed: ${why ?? 'printed no JSON'}\n`);
    continue;
  }
  results[file] = parsed;
}
process.stdout.write(
  `${JSON.stringify({ node: process.versions.node, date: new Date().toISOString(), failed, results }, null, 2)}\n`,
);
if (failed.length > 0) process.exitCode = 1;
