/**
 * The likely Galois group, whole process against whole process, CPU time (user + system of the
 * child, from bash's `times`; on a shared machine wall time mostly measures the other tenants):
 * ours = `igp24 galois FILE --json` at the default primes (adaptive: floor 100, blocks of 50, up to
 * 300 good primes), run as the CLI ships — the esbuild bundle of src/cli/igp24.ts, built here from
 * the current source, so no TypeScript loader's start-up is counted; PARI = one `gp` process
 * computing the same Frobenius cycle types (`factormod(f, p, 1)` degree patterns) at the same primes
 * our run used: per polynomial, the first n primes dividing neither poldisc nor the leading
 * coefficient, n being the `primes` our JSON reports for that line (the adaptive count).
 * File: the first 1,000 polynomials of the LMFDB baseline (../shared/data/igp24, or $IGP24_DATA_DIR),
 * topped up with seeded random ones when it is missing. Each process runs ROUNDS times; medians.
 * Also: the polynomials whose cycle-type counts differ from PARI's (ours from frobeniusTypes at the
 * same n), and the group table's load in this process (median of 5), from the file the run used
 * (the binary form unless $GALOIS_TABLE says otherwise) and from the gzipped text.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadTable } from '../../src/cli/igp24Galois';
import { frobeniusTypes, partitionIndex } from '../../src/shared/igp24/galois/index';
import { parseLine } from '../../src/shared/igp24/index';
import { randMonic, rng } from '../unit/igp24/gen';
import { bundleIgp24Cli, runTimed } from './lib/cliProcess';
import { lmfdbLines, median, repoRoot } from './lib/igp24Classes';

const ROUNDS = 3;
const COUNT = 1000;
const tablePath = process.env.GALOIS_TABLE ?? join(repoRoot, 'data', 'galois', 'transitive24.bin.gz');

const rand = rng(2424);
const lmfdb = lmfdbLines();
const lines = lmfdb.slice(0, COUNT);
while (lines.length < COUNT) lines.push(randMonic(rand, 24, 10n).join(','));

const dir = mkdtempSync(join(tmpdir(), 'bench-galois-'));
const file = join(dir, 'polys.txt');
const bundle = join(dir, 'igp24.mjs');
const cpu = (cmd: string, args: string[]) => runTimed(cmd, args, join(dir, 'stdout.txt'));

try {
  writeFileSync(file, `${lines.join('\n')}\n`);
  await bundleIgp24Cli(bundle);
  const oursCpu: number[] = [];
  let oursOut = '';
  for (let k = 0; k < ROUNDS; k++) {
    const r = cpu(process.execPath, [bundle, 'galois', file, '--json', '--table', tablePath]);
    oursCpu.push(r.cpuMs);
    oursOut = r.stdout;
  }
  const ours = oursOut
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { primes: number });
  const primesUsed = ours.map((o) => o.primes);
  const totalPrimes = primesUsed.reduce((a, b) => a + b, 0);

  const polys = lines.map((l) => parseLine(l).coefficients!);
  let pari: { cpuMs: number; mismatches: number } | null = null;
  if (spawnSync('sh', ['-c', 'command -v gp']).status === 0) {
    const gpFile = join(dir, 'frob.gp');
    const vec = polys.map((f) => `Pol([${[...f].reverse().join(',')}])`).join(',');
    writeFileSync(
      gpFile,
      `P=[${vec}];\nN=[${primesUsed.join(',')}];\n` +
        'for(i=1,#P,f=P[i];D=poldisc(f);L=pollead(f);n=0;if(N[i]>0,forprime(p=2,oo,if(D%p&&L%p,n++;' +
        'print1(vecsort(factormod(f,p,1)[,1]~),";");if(n==N[i],break))));print());\nquit;\n',
    );
    const pariCpu: number[] = [];
    let pariOut = '';
    for (let k = 0; k < ROUNDS; k++) {
      const r = cpu('gp', ['-q', '-s', '1000000000', gpFile]);
      pariCpu.push(r.cpuMs);
      pariOut = r.stdout;
    }
    const rows = pariOut.trim().split('\n');
    let mismatches = Math.abs(rows.length - polys.length);
    rows.forEach((row, i) => {
      const f = polys[i];
      if (f === undefined) return;
      const counts = new Map<number, number>();
      for (const t of row.split(';').filter((x) => x.length > 0)) {
        const type = partitionIndex(JSON.parse(t) as number[]);
        counts.set(type, (counts.get(type) ?? 0) + 1);
      }
      const mine = primesUsed[i]! > 0 ? frobeniusTypes(f, primesUsed[i]!).counts : new Map();
      if (counts.size !== mine.size || [...counts].some(([k, v]) => mine.get(k) !== v)) mismatches++;
    });
    pari = { cpuMs: median(pariCpu), mismatches };
  }

  // The table's load in this process, from the file the run used and from the gzipped text.
  const loadMs = (path: string) => {
    const loads: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      loadTable(path);
      loads.push(performance.now() - t0);
    }
    return Math.round(median(loads) * 10) / 10;
  };

  const oursMs = median(oursCpu);
  process.stdout.write(
    `${JSON.stringify(
      {
        node: process.version,
        rounds: ROUNDS,
        runner: 'esbuild bundle of src/cli/igp24.ts',
        polynomials: lines.length,
        fromLmfdb: Math.min(COUNT, lmfdb.length),
        primes: 'adaptive (default), the same count per polynomial for PARI',
        meanPrimesPerPolynomial: Number((totalPrimes / lines.length).toFixed(1)),
        oursCpuMs: Math.round(oursMs),
        oursCpuMsPerPolynomial: Number((oursMs / lines.length).toFixed(2)),
        targetMsPerPolynomial: 5,
        pariCpuMs: pari ? Math.round(pari.cpuMs) : null,
        pariCpuMsPerPolynomial: pari ? Number((pari.cpuMs / lines.length).toFixed(2)) : null,
        ratioCpu: pari ? Number((oursMs / pari.cpuMs).toFixed(2)) : null,
        cycleTypeMismatchesWithPari: pari ? pari.mismatches : null,
        table: tablePath,
        tableLoadMedianMs: loadMs(tablePath),
        notes: pari ? [] : ['PARI/GP not installed: no comparison (apt-get install -y pari-gp).'],
      },
      null,
      2,
    )}\n`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
