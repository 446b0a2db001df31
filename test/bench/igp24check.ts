/**
 * The whole IGP24 check against PARI/GP, whole process vs whole process:
 * ours = `igp24 check FILE --json` (r, disc, squarefree, square disc, factorization over Z, primes
 * of |disc| below 10^5 and the default Pollard–Brent work); PARI = `gp -q` running polsturm +
 * poldisc + polisirreducible + factor(|disc|, 10^5) and printing one line per polynomial.
 * Classes: random coefficients ~10, ~10^6, ~10^30, cyclotomic (Φ_n(x + k), degree 24), reducible
 * products, and the LMFDB baseline when present. Each class is one file; each process runs
 * ROUNDS times and the median wall time is kept. "all" is one file with every polynomial.
 * Ours runs as the CLI ships (scripts/build-cli.mjs): bundled to plain JavaScript by esbuild, here
 * from the current source into the temporary folder, so no TypeScript loader's start-up (~150 ms of
 * CPU, as much as PARI's whole run on a 100-line class) is counted.
 * Also checks, line by line, that r, the discriminant, irreducibility and the primes of |disc|
 * below 10^5 agree with PARI's, and that no line is left "unknown".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { divExact, mul, taylorShift1 } from '../../src/shared/igp24/poly';
import { randMonic, rng } from '../unit/igp24/gen';

const ROUNDS = 3;
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = process.env.IGP24_DATA_DIR ?? join(repoRoot, '..', 'shared', 'data', 'igp24');
const lmfdbPath = join(dataDir, 'lmfdb_baseline.csv');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

function cyclotomic(n: number): bigint[] {
  let f: bigint[] = [-1n, ...new Array<bigint>(n - 1).fill(0n), 1n];
  for (let d = 1; d < n; d++) if (n % d === 0) f = divExact(f, cyclotomic(d))!;
  return f;
}

const rand = rng(4242);
const classes: { name: string; polys: bigint[][] }[] = [
  { name: 'coeff~10', polys: Array.from({ length: 300 }, () => randMonic(rand, 24, 10n)) },
  { name: 'coeff~1e6', polys: Array.from({ length: 300 }, () => randMonic(rand, 24, 10n ** 6n)) },
  { name: 'coeff~1e30', polys: Array.from({ length: 100 }, () => randMonic(rand, 24, 10n ** 30n)) },
];
const cyclo: bigint[][] = [];
for (const n of [35, 39, 45, 52, 56, 70, 72, 84, 90]) {
  let f = cyclotomic(n);
  for (let k = 0; k < 11; k++) {
    cyclo.push(f);
    f = taylorShift1(f);
  }
}
classes.push({ name: 'cyclotomic', polys: cyclo });
const splits = [
  [12, 12],
  [1, 23],
  [6, 18],
  [8, 8, 8],
  [4, 20],
];
classes.push({
  name: 'reducible',
  polys: Array.from({ length: 100 }, (_, i) =>
    splits[i % splits.length]!.map((d) => randMonic(rand, d, 10n)).reduce(mul),
  ),
});
if (existsSync(lmfdbPath)) {
  const polys = readFileSync(lmfdbPath, 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter((l) => l.includes('"'))
    .map((l) =>
      l
        .slice(l.indexOf('"') + 1, l.lastIndexOf('"'))
        .split(',')
        .map(BigInt),
    );
  classes.push({ name: 'lmfdb', polys });
}
classes.push({ name: 'all', polys: classes.flatMap((c) => c.polys) });

const gp = spawnSync('sh', ['-c', 'command -v gp'], { encoding: 'utf8' }).stdout.trim();
const dir = mkdtempSync(join(tmpdir(), 'igp24-check-bench-'));
const bundle = join(dir, 'igp24.mjs');
try {
  await build({
    absWorkingDir: repoRoot,
    entryPoints: [join(repoRoot, 'src', 'cli', 'igp24.ts')],
    outfile: bundle,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    banner: {
      js: "import { createRequire as __wbRequire } from 'node:module'; const require = __wbRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
} catch (e) {
  rmSync(dir, { recursive: true, force: true });
  throw e;
}
const oursCli = [bundle];

/**
 * Wall time and CPU time (user + system of the child, from bash's `times`) of one process. The
 * ratio uses CPU time: on a shared machine wall time mostly measures the other tenants.
 */
function wall(cmd: string, args: string[]): { ms: number; cpuMs: number; stdout: string } {
  const out = join(dir, 'stdout.txt');
  const t = performance.now();
  const res = spawnSync('bash', ['-c', '"$0" "$@" > "$BENCH_OUT"; times', cmd, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    env: { ...process.env, BENCH_OUT: out },
  });
  const ms = performance.now() - t;
  if (res.error) throw res.error;
  // `times` prints the shell's times, then its children's: "XmY.YYYs XmZ.ZZZs".
  const secs = (res.stdout.trim().split('\n').at(-1) ?? '')
    .split(/\s+/)
    .map((x) => /^(\d+)m([\d.]+)s$/.exec(x))
    .map((m) => (m ? Number(m[1]) * 60 + Number(m[2]) : 0));
  return { ms, cpuMs: ((secs[0] ?? 0) + (secs[1] ?? 0)) * 1000, stdout: readFileSync(out, 'utf8') };
}

const notes: string[] = [];
const perClass: Record<string, unknown>[] = [];
try {
  for (const c of classes) {
    const file = join(dir, `${c.name}.txt`);
    writeFileSync(file, `${c.polys.map((f) => f.join(',')).join('\n')}\n`);
    const oursRuns: number[] = [];
    const oursCpu: number[] = [];
    let oursOut = '';
    for (let k = 0; k < ROUNDS; k++) {
      const r = wall(process.execPath, [...oursCli, 'check', file, '--json']);
      oursRuns.push(r.ms);
      oursCpu.push(r.cpuMs);
      oursOut = r.stdout;
    }
    const ours = oursOut
      .trim()
      .split('\n')
      .map(
        (l) =>
          JSON.parse(l) as {
            irreducible: string | null;
            r: number | null;
            discAbs: string | null;
            discSign: number | null;
            discPrimes: string[] | null;
          },
      );
    const row: Record<string, unknown> = {
      name: c.name,
      count: c.polys.length,
      oursWallMs: Math.round(median(oursRuns)),
      oursCpuMs: Math.round(median(oursCpu)),
      reducible: ours.filter((o) => o.irreducible === 'reducible').length,
      unknown: ours.filter((o) => o.irreducible !== 'reducible' && o.irreducible !== 'proven').length,
    };
    if (gp) {
      const gpFile = join(dir, `${c.name}.gp`);
      const vec = c.polys.map((f) => `Pol([${[...f].reverse().join(',')}])`).join(',');
      writeFileSync(
        gpFile,
        `P=[${vec}];\nfor(i=1,#P,f=P[i];r=polsturm(f);D=poldisc(f);irr=polisirreducible(f);F=if(D,strjoin(apply(x->Str(x),factor(abs(D),10^5)[,1]~),","),"");print(r," ",irr," ",D," ",F));\nquit;\n`,
      );
      const pariRuns: number[] = [];
      const pariCpu: number[] = [];
      let pariOut = '';
      for (let k = 0; k < ROUNDS; k++) {
        const r = wall(gp, ['-q', '-s', '1000000000', gpFile]);
        pariRuns.push(r.ms);
        pariCpu.push(r.cpuMs);
        pariOut = r.stdout;
      }
      const pariRows = pariOut
        .trim()
        .split('\n')
        .map((l) => l.split(' '));
      const disagree = ours.filter(
        (o, i) => (o.irreducible === 'proven' ? '1' : '0') !== pariRows[i]?.[1],
      ).length;
      // Every field PARI computes, line by line: r, disc (with its sign), primes of |disc| < 10^5.
      const small = (ps: string[]) => ps.filter((q) => BigInt(q) < 100_000n).join(',');
      const fieldDiffs = ours.filter((o, i) => {
        const [r, , D, F] = pariRows[i] ?? [];
        const disc = o.discAbs === null ? null : `${o.discSign === -1 ? '-' : ''}${o.discAbs}`;
        const pariPrimes = (F ?? '')
          .replace(/[[\]]/g, '')
          .split(',')
          .filter((x) => x.length > 0);
        return String(o.r) !== r || disc !== D || small(o.discPrimes ?? []) !== small(pariPrimes);
      }).length;
      row.fieldDisagreementsWithPari = fieldDiffs;
      if (fieldDiffs > 0)
        notes.push(`${c.name}: ${fieldDiffs} lines differ from PARI in r, disc or small primes`);
      row.pariWallMs = Math.round(median(pariRuns));
      row.pariCpuMs = Math.round(median(pariCpu));
      row.ratioCpu = Number((median(oursCpu) / median(pariCpu)).toFixed(2));
      row.ratioWall = Number((median(oursRuns) / median(pariRuns)).toFixed(2));
      row.irreducibleDisagreementsWithPari = disagree;
      if (disagree > 0) notes.push(`${c.name}: ${disagree} irreducibility verdicts differ from PARI`);
    }
    perClass.push(row);
    process.stderr.write(`  ${JSON.stringify(row)}\n`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (!gp) notes.push('PARI/GP not installed: no comparison (apt-get install -y pari-gp).');
if (!existsSync(lmfdbPath)) notes.push(`LMFDB baseline not found at ${lmfdbPath}: class skipped.`);
process.stdout.write(
  `${JSON.stringify({ node: process.version, rounds: ROUNDS, runner: 'esbuild bundle of src/cli/igp24.ts', wholeProcess: perClass, notes }, null, 2)}\n`,
);
