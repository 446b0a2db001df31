/**
 * `npm run test:data`: checks r and |disc| of every polynomial of the IGP24 LMFDB baseline against
 * its columns `r` and `polydisc_abs`, that every polynomial (all irreducible: they define the
 * fields) gets irreducible "proven" from the factorization over Z, and that every (label, r) of
 * the baseline is in valid_pairs.csv, that the field discriminant (Dedekind, Round 2, the
 * cofactor method; then with Pollard–Brent and ECM; then with the unfactored part split as `igp24 reduce`
 * does) equals `disc_abs` wherever it is said to be exact, and is disc_abs times a square where it
 * is an upper bound (counted, `fieldBounds`; any row not exact fails); then the Galois-group table checks (scripts/galois/testData.ts)
 * on data/galois/transitive24.bin.gz (or $GALOIS_TABLE), and the rank of the constructed label of
 * every fresh polynomial (test/fixtures/galois/fresh.csv, none of them in the baseline), and the
 * hits of a fixed `igp24 search` against PARI/GP (scripts/igp24/searchData.ts). Data dir: $IGP24_DATA_DIR or <repo>/../shared/data/igp24 (never copied into the
 * repo). Prints a JSON summary and `N passed, M failed`; exits 1 on any mismatch or missing file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { DEFAULT_BLOCKS, loadBlocks } from '../src/cli/igp24Search';
import { plans } from '../src/shared/igp24/discover/blocksTable';
import {
  DEFAULT_FIELD_WORK,
  type FieldDiscriminant,
  fieldDiscriminantOf,
} from '../src/shared/igp24/field/index';
import { tableFromBytes } from '../src/shared/igp24/galois/index';
import { analyze, irreducibility, isSquare, parseLine } from '../src/shared/igp24/index';
import { DEFAULT_ECM_CURVES, DEFAULT_RHO_ITERATIONS } from '../src/shared/igp24/primes/factorBudget';
import { factorSmall } from '../src/shared/igp24/primes/primes';
import { freshPlace, readFresh } from './galois/freshRank';
import { galoisDataChecks } from './galois/testData';
import { PLAN_AGREEMENT, planDataChecks, searchDataChecks } from './igp24/searchData';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = process.env.IGP24_DATA_DIR ?? join(repoRoot, '..', 'shared', 'data', 'igp24');
const baselinePath = join(dataDir, 'lmfdb_baseline.csv');
const pairsPath = join(dataDir, 'valid_pairs.csv');
const tablePath = process.env.GALOIS_TABLE ?? join(repoRoot, 'data', 'galois', 'transitive24.bin.gz');
const freshPath = join(repoRoot, 'test', 'fixtures', 'galois', 'fresh.csv');

function fail(message: string): never {
  process.stderr.write(`test:data: ${message}\n`);
  process.stdout.write('0 passed, 1 failed\n');
  process.exit(1);
}

for (const p of [baselinePath, pairsPath, tablePath])
  if (!existsSync(p)) fail(`data file missing: ${p} (set IGP24_DATA_DIR)`);

const start = performance.now();
const pairsText = readFileSync(pairsPath, 'utf8');
const galoisRows: { label: string; r: number; coeffs: string }[] = [];
const pairs = new Set(
  pairsText
    .split(/\r?\n/)
    .slice(1)
    .filter((l) => l.trim() !== ''),
);
const lines = readFileSync(baselinePath, 'utf8')
  .split(/\r?\n/)
  .filter((l) => l.trim() !== '');
if (lines[0]?.replace(/^\uFEFF/, '') !== 'label,r,polydisc_abs,disc_abs,coeffs')
  fail(`unexpected header in ${baselinePath}`);
const ROW = /^(24T[0-9]+),([0-9]+),([0-9]+),([0-9]+),"([^"]*)"$/;
let rows = 0;
let rMismatches = 0;
let discMismatches = 0;
let pairsMissing = 0;
let formatErrors = 0;
let irreducibleProven = 0;
let irreducibleMs = 0;
let fieldMismatches = 0;
let fieldExact = 0;
/** Rows exact with the app's own budget (trial division and DEFAULT_ECM_CURVES). */
let fieldExactAtDefault = 0;
/** Rows exact with Pollard–Brent and ECM, before the unfactored part is split. */
let fieldExactWithRho = 0;
/** Rows whose field discriminant is a right upper bound, not exact: an index prime was not found. */
let fieldBounds = 0;
let fieldMs = 0;
const FIELD_RHO_ITERATIONS = 2_000_000;
/** ECM curves after rho: three rows keep a cofactor of two primes of 12 to 19 digits. */
const FIELD_ECM_CURVES = 150;

function fieldWithRho(
  f: bigint[],
  discAbs: bigint,
  rhoIterations: number,
  ecmCurves = 0,
  split = false,
): FieldDiscriminant {
  const small = factorSmall(discAbs, { rhoIterations, ecmCurves });
  // split: as `igp24 reduce` builds its order (the unfactored part split by Dedekind's zero
  // divisors, Round 2 allowed 8 times the steps).
  return fieldDiscriminantOf(
    f,
    discAbs,
    small,
    [],
    split ? { splitCofactor: true, maxWork: 8 * DEFAULT_FIELD_WORK } : {},
  );
}

/**
 * A value said to be exact must be disc_abs; an upper bound (index primes not found) must be
 * disc_abs times a square (the unknown index part's).
 */
function fieldRight(value: FieldDiscriminant, truth: bigint): boolean {
  const bound = BigInt(value.fieldDiscAbs);
  if (value.discSource === 'exact_nfdisc') return bound === truth;
  return bound % truth === 0n && isSquare(bound / truth);
}
let passed = 0;
let failed = 0;
const examples: string[] = [];
for (let i = 1; i < lines.length; i++) {
  rows++;
  // A line now and then, so a slow run shows where it is.
  if (rows % 250 === 0)
    process.stderr.write(
      `test:data: ${rows} of ${lines.length - 1} rows, ${Math.round((performance.now() - start) / 1000)} s\n`,
    );
  const m = ROW.exec(lines[i]!);
  if (!m) {
    formatErrors++;
    failed++;
    examples.push(`row ${i + 1}: unparsable`);
    continue;
  }
  const [, label, rText, discText, fieldText, coeffs] = m;
  galoisRows.push({ label: label!, r: Number(rText), coeffs: coeffs! });
  const parsed = parseLine(coeffs!);
  let ok = true;
  if (!parsed.valid || !parsed.coefficients) {
    formatErrors++;
    ok = false;
    examples.push(`row ${i + 1}: line parser rejects coeffs: ${parsed.errors.map((e) => e.code).join(',')}`);
  } else {
    const { r, disc } = analyze(parsed.coefficients);
    const discAbs = disc < 0n ? -disc : disc;
    if (r !== Number(rText)) {
      rMismatches++;
      ok = false;
      examples.push(`row ${i + 1}: r = ${r}, expected ${rText}`);
    }
    const t = performance.now();
    const irr = irreducibility(parsed.coefficients);
    irreducibleMs += performance.now() - t;
    if (irr.status === 'proven') irreducibleProven++;
    else {
      ok = false;
      examples.push(`row ${i + 1}: not proven irreducible (${irr.reason})`);
    }
    if (discAbs.toString() !== discText) {
      discMismatches++;
      ok = false;
      examples.push(`row ${i + 1}: |disc| differs`);
    }
    // The field discriminant against disc_abs: first as the app and the command line compute it
    // (trial division and ECM's default curves), then, where that is a bound, with Pollard–Brent within
    // FIELD_RHO_ITERATIONS (the baseline's index primes reach ~10^9) and ECM. All must be right.
    const tf = performance.now();
    const atDefault = fieldWithRho(parsed.coefficients, discAbs, DEFAULT_RHO_ITERATIONS, DEFAULT_ECM_CURVES);
    const withRho =
      atDefault.discSource === 'exact_nfdisc'
        ? atDefault
        : fieldWithRho(parsed.coefficients, discAbs, FIELD_RHO_ITERATIONS, FIELD_ECM_CURVES);
    const field =
      withRho.discSource === 'exact_nfdisc'
        ? withRho
        : fieldWithRho(parsed.coefficients, discAbs, FIELD_RHO_ITERATIONS, FIELD_ECM_CURVES, true);
    fieldMs += performance.now() - tf;
    if (atDefault.discSource === 'exact_nfdisc') fieldExactAtDefault++;
    let fieldOk = true;
    if (withRho.discSource === 'exact_nfdisc') fieldExactWithRho++;
    for (const value of new Set([atDefault, withRho, field])) {
      if (fieldRight(value, BigInt(fieldText!))) continue;
      fieldOk = false;
      examples.push(
        `row ${i + 1}: field discriminant ${value.fieldDiscAbs} (${value.discSource}${value.unfactored ? `, unfactored ${value.unfactored}` : ''}), expected ${fieldText}`,
      );
    }
    if (!fieldOk) {
      fieldMismatches++;
      ok = false;
    } else if (field.discSource === 'exact_nfdisc') fieldExact++;
    else fieldBounds++;
  }
  if (!pairs.has(`${label},${rText}`)) {
    pairsMissing++;
    ok = false;
    examples.push(`row ${i + 1}: (${label}, ${rText}) not in valid_pairs.csv`);
  }
  if (ok) passed++;
  else failed++;
}
const table = tableFromBytes(new Uint8Array(gunzipSync(readFileSync(tablePath))));
const galois = galoisDataChecks(table, pairsText, galoisRows, examples);
if (galois.groups !== 25_000) examples.push(`the group table has ${galois.groups} of 25,000 groups`);
if (!galois.targetsMet)
  examples.push(
    `likely groups: true label first for ${galois.rankFirst} of ${galois.polynomialsWithLabelInTable} (target 99 %), top 5 for ${galois.rankTop5} (target all)`,
  );
const galoisOk =
  galois.groups === 25_000 &&
  galois.pairsMismatched === 0 &&
  galois.trueLabelNotCandidate === 0 &&
  galois.targetsMet;
if (galoisOk) passed++;
else failed++;
// Fresh polynomials: their constructed label must be first (the baseline's figure does not cover
// polynomials outside it), and they must really be outside it.
const baselineCoeffs = new Set(galoisRows.map((row) => row.coeffs));
const freshPlaces = readFresh(freshPath).map((row) => freshPlace(table, row));
const freshInBaseline = freshPlaces.filter((p) => baselineCoeffs.has(p.row.coeffs)).length;
const freshFirst = freshPlaces.filter((p) => p.rank === 1).length;
for (const p of freshPlaces)
  if (p.rank !== 1)
    examples.push(
      `fresh ${p.row.label} (r = ${p.row.r}): ${p.candidate ? `rank ${p.rank}` : 'not a candidate'}, winner ${p.winner}`,
    );
if (freshInBaseline > 0) examples.push(`${freshInBaseline} fresh polynomials are in the LMFDB baseline`);
if (freshFirst === freshPlaces.length && freshInBaseline === 0) passed++;
else failed++;
const fresh = { polynomials: freshPlaces.length, first: freshFirst, inBaseline: freshInBaseline };
// igp24 search's hits against PARI (irreducible, r) and the valid pairs; its plans against polgalois.
const search = searchDataChecks(table, new Set([...pairs].map((p) => p.replace(',', ':'))), examples);
if (search.hits > 0 && search.pariAgrees === search.hits && search.pairsNotValid === 0) passed++;
else failed++;
const planChecks = planDataChecks(plans(loadBlocks(DEFAULT_BLOCKS)), examples);
if (
  planChecks.polynomials > 0 &&
  planChecks.reducible === 0 &&
  planChecks.agree >= PLAN_AGREEMENT * planChecks.polynomials
)
  passed++;
else failed++;
// Exactness as a whole: one check, failed unless every row's field discriminant is exact.
if (fieldExact === rows) passed++;
else {
  failed++;
  examples.push(`field discriminant exact on ${fieldExact} of ${rows} rows`);
}
const ms = Math.round(performance.now() - start);
const summary = {
  rows,
  rMismatches,
  discMismatches,
  fieldMismatches,
  fieldExact,
  fieldExactAtDefault,
  fieldExactWithRho,
  fieldBounds,
  fieldMs: Math.round(fieldMs),
  irreducibleProven,
  irreducibleMs: Math.round(irreducibleMs),
  pairsMissing,
  formatErrors,
  galois,
  fresh,
  search,
  planChecks,
  ms,
};
process.stdout.write(`${JSON.stringify(summary)}\n`);
process.stdout.write(`fresh: ${fresh.first} of ${fresh.polynomials} first\n`);
for (const e of examples.slice(0, 20)) process.stderr.write(`${e}\n`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exitCode = failed > 0 || rows === 0 ? 1 : 0;
