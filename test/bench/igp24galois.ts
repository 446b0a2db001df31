/**
 * The likely Galois group: `igp24 galois FILE --json` (default primes) on 1,000 polynomials, whole
 * process, against `igp24 check FILE --json` on the same file in the same run (ratio); the group
 * table's load time (gunzip + parse, median of 5) and heap; and the choice of the default number of primes:
 * time per polynomial and how often the true label is ranked first (ties counted) for 100, 200, 300
 * and 500 good primes on 300 LMFDB polynomials (when ../shared/data/igp24 is present).
 * Table: $GALOIS_TABLE, else data/galois/transitive24.txt.gz; reported with its group count.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { frobeniusTypes, parseTable, rankGroups } from '../../src/shared/igp24/galois/index';
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
    tableLoadMedianMs: Math.round(loadMs),
    tableHeapMB: Number(heapMB.toFixed(1)),
    primesStudy: study.map((s) => ({ ...s, msPerPolynomial: Number(s.msPerPolynomial.toFixed(1)) })),
  })}\n`,
);
