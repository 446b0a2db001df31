/**
 * analyze (r and disc) in process: the production multimodular Sturm–Habicht path against the
 * BigInt subresultant PRS reference, on the classes of igp24check.ts (same seeds) and the LMFDB
 * baseline when present. Each round times both on the whole class, alternating which goes first;
 * the medians and their ratio (reference / production) are printed, after checking both agree.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyze, analyzeSubresultant } from '../../src/shared/igp24/analyze';
import { divExact, mul, taylorShift1 } from '../../src/shared/igp24/poly';
import { randMonic, rng } from '../unit/igp24/gen';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
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
classes.push({
  name: 'coeff~1e200',
  polys: Array.from({ length: 5 }, () => randMonic(rand, 24, 10n ** 200n)),
});

function time(fn: (f: bigint[]) => unknown, polys: bigint[][]): number {
  const t = performance.now();
  for (const f of polys) fn(f);
  return performance.now() - t;
}

const out: Record<string, unknown> = {};
for (const c of classes) {
  for (const f of c.polys) {
    const a = analyze(f);
    const b = analyzeSubresultant(f);
    if (a.r !== b.r || a.disc !== b.disc) throw new Error(`${c.name}: results differ on ${f.join(',')}`);
  }
  const ref: number[] = [];
  const prod: number[] = [];
  for (let k = 0; k < ROUNDS; k++) {
    if (k % 2 === 0) {
      ref.push(time(analyzeSubresultant, c.polys));
      prod.push(time(analyze, c.polys));
    } else {
      prod.push(time(analyze, c.polys));
      ref.push(time(analyzeSubresultant, c.polys));
    }
  }
  out[c.name] = {
    polys: c.polys.length,
    referenceMs: Number(median(ref).toFixed(2)),
    productionMs: Number(median(prod).toFixed(2)),
    ratio: Number((median(ref) / median(prod)).toFixed(2)),
  };
}
process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
