/**
 * The likely Galois group: `igp24 galois FILE --json` (default primes) on 1,000 polynomials, whole
 * process, against `igp24 check FILE --json` on the same file in the same run (ratio); the group
 * table's load time (gunzip + parse, median of 5) and heap; and the choice of the default number of primes:
 * time per polynomial and how often the true label is ranked first (ties counted) for 100, 200, 300
 * and 500 good primes on 300 LMFDB polynomials (when ../shared/data/igp24 is present).
 * Table: $GALOIS_TABLE, else data/galois/transitive24.txt.gz; reported with its group count.
 * Frobenius cycle types against PARI/GP: our `frobeniusTypes` (the first 300 good primes) on every
 * polynomial of the file, CPU time in this process, against one whole `gp` process computing the
 * same degree patterns (`factormod(f, p, 1)` at the first 300 primes not dividing poldisc) over the
 * same file; ms per polynomial, the ratio, and the polynomials whose cycle-type counts differ.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import {
  DEFAULT_GALOIS_PRIMES,
  frobeniusTypes,
  parseTable,
  partitionIndex,
  rankGroups,
} from '../../src/shared/igp24/galois/index';
import { analyze, isSquare, parseLine } from '../../src/shared/igp24/index';
import { randMonic, rng } from '../unit/igp24/gen';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = process.env.IGP24_DATA_DIR ?? join(repoRoot, '..', 'shared', 'data', 'igp24');
const lmfdbPath = join(dataDir, 'lmfdb_baseline.csv');
const tablePath = process.env.GALOIS_TABLE ?? join(repoRoot, 'data', 'galois', 'transitive24.txt.gz');
const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
const cli = join(repoRoot, 'src', 'cli', 'igp24.ts');

const lmfdb: { label: string; r: number; coeffs: string }[] = existsSync(lmfdbPath)
  ? readFileSync(lmfdbPath, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => {
        const [label, r] = l.split(',');
        return { label: label!, r: Number(r), coeffs: l.split('"')[1]! };
      })
  : [];
const rand = rng(2424);
const lines = lmfdb.slice(0, 1000).map((x) => x.coeffs);
while (lines.length < 1000) lines.push(randMonic(rand, 24, 10n).join(','));

const dir = mkdtempSync(join(tmpdir(), 'bench-galois-'));
const file = join(dir, 'polys.txt');
writeFileSync(file, `${lines.join('\n')}\n`);
const wall = (args: string[]) => {
  const t = performance.now();
  const res = spawnSync(tsx, [cli, ...args], { encoding: 'utf8', maxBuffer: 256 << 20 });
  if (res.status === 2) throw new Error(res.stderr);
  return performance.now() - t;
};
const galoisMs = wall(['galois', file, '--json', '--table', tablePath]);

// Frobenius cycle types: ours in this process (CPU time, after one warm-up polynomial), PARI as one
// whole gp process (CPU time of the child, from bash's `times`) over the same polynomials.
const polys = lines.map((l) => parseLine(l).coefficients!);
const cpuMs = () => process.cpuUsage().user / 1000 + process.cpuUsage().system / 1000;
frobeniusTypes(polys[0]!, DEFAULT_GALOIS_PRIMES);
const c0 = cpuMs();
const ours = polys.map((f) => frobeniusTypes(f, DEFAULT_GALOIS_PRIMES).counts);
const oursFrobMs = cpuMs() - c0;
let pari: { ms: number; mismatches: number } | null = null;
if (spawnSync('sh', ['-c', 'command -v gp']).status === 0) {
  const gpFile = join(dir, 'frob.gp');
  const vec = polys.map((f) => `Pol([${[...f].reverse().join(',')}])`).join(',');
  writeFileSync(
    gpFile,
    `P=[${vec}];\nfor(i=1,#P,f=P[i];D=poldisc(f);n=0;forprime(p=2,oo,if(D%p,n++;print1(vecsort(factormod(f,p,1)[,1]~),";");if(n==${DEFAULT_GALOIS_PRIMES},break)));print());\nquit;\n`,
  );
  const res = spawnSync('bash', ['-c', 'gp -q -s 1000000000 "$0" > "$0.out"; times', gpFile], {
    encoding: 'utf8',
  });
  const secs = (res.stdout.trim().split('\n').at(-1) ?? '')
    .split(/\s+/)
    .map((x) => /^(\d+)m([\d.]+)s$/.exec(x))
    .map((m) => (m ? Number(m[1]) * 60 + Number(m[2]) : 0));
  const out = readFileSync(`${gpFile}.out`, 'utf8').trim().split('\n');
  let mismatches = 0;
  out.forEach((row, i) => {
    const counts = new Map<number, number>();
    for (const t of row.split(';').filter((x) => x.length > 0)) {
      const type = partitionIndex(JSON.parse(t) as number[]);
      counts.set(type, (counts.get(type) ?? 0) + 1);
    }
    const mine = ours[i]!;
    if (counts.size !== mine.size || [...counts].some(([k, v]) => mine.get(k) !== v)) mismatches++;
  });
  if (out.length !== polys.length) mismatches += Math.abs(polys.length - out.length);
  pari = { ms: ((secs[0] ?? 0) + (secs[1] ?? 0)) * 1000, mismatches };
}
const frobenius = {
  primes: DEFAULT_GALOIS_PRIMES,
  oursMsPerPolynomial: Number((oursFrobMs / polys.length).toFixed(2)),
  pariMsPerPolynomial: pari ? Number((pari.ms / polys.length).toFixed(2)) : null,
  ratio: pari ? Number((oursFrobMs / pari.ms).toFixed(2)) : null,
  cycleTypeMismatchesWithPari: pari ? pari.mismatches : null,
};
process.stderr.write(`  frobenius ${JSON.stringify(frobenius)}\n`);
const checkMs = wall(['check', file, '--json']);

const mem = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () => parseTable(gunzipSync(readFileSync(tablePath)).toString('utf8'));
const loads: number[] = [];
for (let i = 0; i < 5; i++) {
  const t0 = performance.now();
  load();
  loads.push(performance.now() - t0);
}
const loadMs = median(loads);
globalThis.gc?.();
const heap0 = mem();
const table = load();
globalThis.gc?.();
const heapMB = (mem() - heap0) / 2 ** 20;

const study = [100, 200, 300, 500].map((primes) => {
  const sample = lmfdb.filter((x) => table.indexOfT(Number(x.label.slice(3))) >= 0).slice(0, 300);
  let first = 0;
  const t = performance.now();
  for (const row of sample) {
    const f = parseLine(row.coeffs).coefficients!;
    const { counts } = frobeniusTypes(f, primes);
    const res = rankGroups(table, { counts, r: row.r, discIsSquare: isSquare(analyze(f).disc) }, table.size);
    const mine = res.ranking.find((g) => g.label === row.label);
    if (mine && res.ranking[0]!.logLikelihood === mine.logLikelihood) first++;
  }
  return {
    primes,
    polynomials: sample.length,
    trueLabelFirst: first,
    msPerPolynomial: (performance.now() - t) / Math.max(1, sample.length),
  };
});
rmSync(dir, { recursive: true, force: true });

process.stdout.write(
  `${JSON.stringify({
    polynomials: lines.length,
    fromLmfdb: Math.min(1000, lmfdb.length),
    tableGroups: table.size,
    galoisWholeProcessMs: Math.round(galoisMs),
    checkWholeProcessMs: Math.round(checkMs),
    ratioGaloisToCheck: Number((galoisMs / checkMs).toFixed(2)),
    frobenius,
    tableLoadMedianMs: Math.round(loadMs),
    tableHeapMB: Number(heapMB.toFixed(1)),
    primesStudy: study.map((s) => ({ ...s, msPerPolynomial: Number(s.msPerPolynomial.toFixed(1)) })),
  })}\n`,
);
