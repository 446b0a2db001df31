/**
 * Running the IGP24 command line the way it ships, for the whole-process benchmarks: bundled to
 * plain JavaScript by esbuild (as scripts/build-cli.mjs does), so no TypeScript loader's start-up
 * (~150 ms of CPU) is counted, and timed by CPU, not wall time.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from './igp24Classes';

/**
 * Bundles src/cli/igp24.ts from the current source to `outfile` (an .mjs path), split like
 * scripts/build-cli.mjs: each command's module is a chunk beside it, loaded when that command runs,
 * so `check` does not load `galois`'s tables and node:zlib.
 */
export async function bundleIgp24Cli(outfile: string): Promise<void> {
  await build({
    absWorkingDir: repoRoot,
    entryPoints: { [basename(outfile, '.mjs')]: join(repoRoot, 'src', 'cli', 'igp24.ts') },
    outdir: dirname(outfile),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    banner: {
      js: "import { createRequire as __wbRequire } from 'node:module'; const require = __wbRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}

/**
 * Wall time, CPU time (user + system of the child, from bash's `times`) and stdout of one process,
 * its stdout written to `outFile`. Ratios use CPU time: on a shared machine wall time mostly
 * measures the other tenants.
 */
export function runTimed(
  cmd: string,
  args: string[],
  outFile: string,
): { ms: number; cpuMs: number; stdout: string } {
  const t = performance.now();
  const res = spawnSync('bash', ['-c', '"$0" "$@" > "$BENCH_OUT"; times', cmd, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    env: { ...process.env, BENCH_OUT: outFile },
  });
  const ms = performance.now() - t;
  if (res.error) throw res.error;
  // `times` prints the shell's times, then its children's: "XmY.YYYs XmZ.ZZZs".
  const secs = (res.stdout.trim().split('\n').at(-1) ?? '')
    .split(/\s+/)
    .map((x) => /^(\d+)m([\d.]+)s$/.exec(x))
    .map((m) => (m ? Number(m[1]) * 60 + Number(m[2]) : 0));
  return { ms, cpuMs: ((secs[0] ?? 0) + (secs[1] ?? 0)) * 1000, stdout: readFileSync(outFile, 'utf8') };
}
