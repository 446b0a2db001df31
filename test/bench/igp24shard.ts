/**
 * IGP24 checks on two cores: the same 2,000-line file through one process (`igp24 check -`, the
 * file on standard input) against two processes (`igp24 check FILE --shard 1/2` and `2/2` at the
 * same time, then `igp24 merge`), whole processes, wall time from the first start to the last
 * exit, median of ROUNDS each, alternated so both see the same load; the ratio two/one; and
 * whether the merged output equals the single one byte for byte. Uses the built command line
 * (out/cli/workbench.js) when present, else tsx on src/cli/igp24.ts.
 * On a shared machine the wall times follow the load (reported as the load average before and
 * after), so the CPU time of each process is reported too when /usr/bin/time is there: the
 * slowest shard's CPU time against the single process's is the wall ratio on two idle cores.
 */
import { spawn } from 'node:child_process';
import {
  closeSync,
  createWriteStream,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randMonic, rng, toLine } from '../unit/igp24/gen';

const ROUNDS = 3;
const LINES = 2000;
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const built = join(repoRoot, 'out', 'cli', 'workbench.js');
const [cmd, prefix] = existsSync(built)
  ? [process.execPath, [built, 'igp24']]
  : [join(repoRoot, 'node_modules', '.bin', 'tsx'), [join(repoRoot, 'src', 'cli', 'igp24.ts')]];

const TIME = '/usr/bin/time';
const timed = existsSync(TIME);

const rand = rng(2402);
const lines: string[] = [];
for (let i = 0; i < LINES; i++)
  lines.push(i % 100 === 0 ? `# block ${i / 100}` : toLine(randMonic(rand, 24, 10n)));
const dir = mkdtempSync(join(tmpdir(), 'bench-shard-'));
const file = join(dir, 'polys.txt');
writeFileSync(file, `${lines.join('\n')}\n`);

let runs = 0;
/**
 * One whole process with `stdin` (a file or nothing) and stdout into `out`; resolves on exit with
 * its CPU time (user + system, ms; NaN without /usr/bin/time).
 */
function run(args: string[], out: string, stdin?: string): Promise<number> {
  const cpuFile = join(dir, `cpu${runs++}.txt`);
  const argv = timed ? ['-f', '%U %S', '-o', cpuFile, cmd, ...prefix, ...args] : [...prefix, ...args];
  return new Promise((done, fail) => {
    const sink = createWriteStream(out);
    sink.on('open', () => {
      const input = stdin === undefined ? 'ignore' : openSync(stdin, 'r');
      const child = spawn(timed ? TIME : cmd, argv, { stdio: [input, sink, 'inherit'] });
      child.on('error', fail);
      child.on('close', (code) => {
        if (typeof input === 'number') closeSync(input);
        sink.close();
        if (code === 2) return fail(new Error(`${args.join(' ')} exited 2`));
        if (!timed) return done(Number.NaN);
        const [user, sys] = readFileSync(cpuFile, 'utf8').trim().split('\n').pop()!.split(' ').map(Number);
        done(Math.round((user! + sys!) * 1000));
      });
    });
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const one: number[] = [];
const two: number[] = [];
const oneCpu: number[] = [];
const shardCpu: number[] = [];
const mergeCpu: number[] = [];
const loadBefore = loadavg()[0]!;
const single = join(dir, 'single.jsonl');
const merged = join(dir, 'merged.jsonl');
const shards = [1, 2].map((i) => join(dir, `shard${i}.jsonl`));
try {
  for (let r = 0; r < ROUNDS; r++) {
    let t = performance.now();
    oneCpu.push(await run(['check', '-'], single, file));
    one.push(performance.now() - t);
    t = performance.now();
    const cpus = await Promise.all(shards.map((s, i) => run(['check', file, '--shard', `${i + 1}/2`], s)));
    mergeCpu.push(await run(['merge', ...shards], merged));
    two.push(performance.now() - t);
    shardCpu.push(Math.max(...cpus));
  }
  const oneMs = median(one);
  const twoMs = median(two);
  process.stdout.write(
    `${JSON.stringify({
      lines: LINES,
      cli: existsSync(built) ? 'out/cli/workbench.js' : 'tsx src/cli/igp24.ts',
      oneProcessMedianMs: Math.round(oneMs),
      twoShardsAndMergeMedianMs: Math.round(twoMs),
      ratioTwoToOne: Number((twoMs / oneMs).toFixed(2)),
      roundsMs: { one: one.map(Math.round), two: two.map(Math.round) },
      cpuMedianMs: timed
        ? { oneProcess: median(oneCpu), slowestShard: median(shardCpu), merge: median(mergeCpu) }
        : null,
      ratioCpuSlowestShardPlusMergeToOne: timed
        ? Number(((median(shardCpu) + median(mergeCpu)) / median(oneCpu)).toFixed(2))
        : null,
      loadAverage: { before: loadBefore, after: loadavg()[0] },
      mergedEqualsSingle: readFileSync(merged).equals(readFileSync(single)),
    })}\n`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
