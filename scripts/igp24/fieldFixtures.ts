/**
 * Writes test/fixtures/igp24/field.csv: for each polynomial of fieldCases.ts, PARI/GP's nfdisc
 * (the field discriminant, signed) and the primes whose square divides disc f (from PARI's full
 * factorization), so the test can pass them as a hint and expect an exact value without gp.
 * Needs `gp` on PATH. Run: npx tsx scripts/igp24/fieldFixtures.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GP_CASES, gpField, localCases } from './fieldCases';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(repoRoot, 'test', 'fixtures', 'igp24', 'field.csv');

const polyExpr = (c: bigint[]) => `Pol([${[...c].reverse().join(',')}])`;

{
  const local = localCases();
  const kinds = [...local.map((c) => c.kind), ...GP_CASES.map((c) => c.kind)];
  const results = gpField([...local.map((c) => polyExpr(c.coefficients)), ...GP_CASES.map((c) => c.expr)]);
  const rows = ['kind,coefficients,nfdisc,square_primes'];
  const seen = new Set<string>();
  results.forEach((r, i) => {
    if (r === null) {
      process.stderr.write(`skipped (gp did not finish): ${kinds[i]}\n`);
      return;
    }
    const key = r.coefficients.join(',');
    if (seen.has(key) || r.coefficients.length !== 25) return;
    seen.add(key);
    rows.push(`${kinds[i]},"${key}",${r.nfdisc},"${r.squarePrimes.join(' ')}"`);
  });
  writeFileSync(out, `${rows.join('\n')}\n`);
  process.stdout.write(`${rows.length - 1} polynomials written to ${out}\n`);
}
