/**
 * analyze (r and disc) in process: the production multimodular Sturm–Habicht path against the
 * BigInt subresultant PRS reference, on the classes of igp24check.ts (same seeds) and the LMFDB
 * baseline when present. Each round times both on the whole class, alternating which goes first;
 * the medians and their ratio (reference / production) are printed, after checking both agree.
 */
import { analyze, analyzeSubresultant } from '../../src/shared/igp24/disc/analyze';
import { randMonic } from '../unit/igp24/gen';
import { igp24Classes, median } from './lib/igp24Classes';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const { classes, rand } = igp24Classes();
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
