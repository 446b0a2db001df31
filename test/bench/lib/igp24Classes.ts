/**
 * The polynomial classes the IGP24 benchmarks share (same seeds, same order, so every bench times
 * the same lines): random monic with coefficients ~10, ~10^6, ~10^30; shifted cyclotomics
 * Φ_n(x + k) of degree 24; products of random factors; the LMFDB baseline when present.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { divExact, mul, taylorShift1 } from '../../../src/shared/igp24/arith/poly';
import { randMonic, rng } from '../../unit/igp24/gen';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const dataDir = process.env.IGP24_DATA_DIR ?? join(repoRoot, '..', 'shared', 'data', 'igp24');
export const lmfdbPath = join(dataDir, 'lmfdb_baseline.csv');

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

export interface PolyClass {
  name: string;
  polys: bigint[][];
}

function cyclotomic(n: number): bigint[] {
  let f: bigint[] = [-1n, ...new Array<bigint>(n - 1).fill(0n), 1n];
  for (let d = 1; d < n; d++) if (n % d === 0) f = divExact(f, cyclotomic(d))!;
  return f;
}

/** The coefficient lists (as written in the file) of the LMFDB baseline, or [] without it. */
export function lmfdbLines(): string[] {
  if (!existsSync(lmfdbPath)) return [];
  return readFileSync(lmfdbPath, 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter((l) => l.includes('"'))
    .map((l) => l.slice(l.indexOf('"') + 1, l.lastIndexOf('"')));
}

/** The classes, and the random source after them (for a caller's extra class). */
export function igp24Classes(): { classes: PolyClass[]; rand: () => number } {
  const rand = rng(4242);
  const classes: PolyClass[] = [
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
  const lmfdb = lmfdbLines();
  if (lmfdb.length > 0) classes.push({ name: 'lmfdb', polys: lmfdb.map((l) => l.split(',').map(BigInt)) });
  return { classes, rand };
}
