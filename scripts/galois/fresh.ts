/**
 * Writes test/fixtures/galois/fresh.csv: degree-24 polynomials that are not in the LMFDB baseline,
 * each with the Galois group it has by construction (`label,r,"coeffs"`, constant term first like
 * lmfdb_baseline.csv). Deterministic (fixed seed); needs GAP with TransGrp (`gap`) and PARI/GP (`gp`).
 *
 *   npx tsx scripts/galois/fresh.ts [--out test/fixtures/galois/fresh.csv] [--pari-primes 1000]
 *
 * Families, in this order in the file:
 * - random: random monic f with coefficients in [−5, 5], irreducible; the group is S24 = 24T25000,
 *   proven below for each one (Jordan);
 * - wreath: g(h(x)) with random monic g of degree m and h of degree k, m·k = 24, irreducible; the
 *   group lies in S_k ≀ S_m (the roots of h(x) = β, one block per root β of g). Proven: it maps onto
 *   S_m (Gal(g) = S_m, checked with PARI) and lies in no index-2 subgroup (discriminants). That it is
 *   all of S_k ≀ S_m is generic, not proven. The label comes from GAP (scripts/galois/fresh.g);
 * - cyclotomic: Φ_n(x + s) for the seven fields Q(ζ_n) of degree 24 (n = 70, 78, 90 give the fields
 *   of 35, 39, 45), s ∈ {±1, ±2}; the group is (Z/n)^* in its regular action (proven, classical).
 *   These fields are in the LMFDB baseline (24T2/24T3): fresh polynomials, not fresh fields.
 *
 * Checks, stopping with an error when one fails: irreducible by our factorization over Z; the label is
 * a candidate of our exact filter (rankGroups); and, independently of our code, every factorization
 * pattern of f mod p that PARI finds at the first `--pari-primes` primes not dividing disc f is a
 * cycle type of the labelled group in the table (a necessary condition, by Frobenius).
 * r is our real-root count.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { add, divExact, mul, type Poly } from '../../src/shared/igp24/arith/poly';
import { partitionIndex } from '../../src/shared/igp24/galois/partitions';
import { type GaloisTable, typePosition } from '../../src/shared/igp24/galois/table';
import { tableFromBytes } from '../../src/shared/igp24/galois/tableBinary';
import { analyze, irreducibility, isSquare } from '../../src/shared/igp24/index';
import { randMonic, rng } from '../../test/unit/igp24/gen';
import { freshPlace } from './freshRank';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SEED = 20_240_024;
const RANDOM_COUNT = 20;
const WREATH_EACH = 4;
/** Coefficient bound of the random f, g and h. */
const BOUND = 5n;
/** n with φ(n) = 24 whose Q(ζ_n) are distinct (70, 78, 90 repeat 35, 39, 45). */
const CYCLOTOMIC_N = [35, 39, 45, 52, 56, 72, 84];
/** Jordan: a primitive group of degree 24 with a p-cycle, p prime ≤ 21, contains A24. */
const JORDAN_PRIMES = [13, 17, 19];

type Family = 'random' | 'wreath' | 'cyclotomic';
interface Built {
  family: Family;
  what: string;
  label: string;
  f: Poly;
}

/** g(h(x)) by Horner. */
function compose(g: Poly, h: Poly): Poly {
  let out: Poly = [g[g.length - 1]!];
  for (let i = g.length - 2; i >= 0; i--) out = add(mul(out, h), [g[i]!]);
  return out;
}

function cyclotomic(n: number): Poly {
  let f: Poly = [-1n, ...Array<bigint>(n - 1).fill(0n), 1n];
  for (let d = 1; d < n; d++) if (n % d === 0) f = divExact(f, cyclotomic(d))!;
  return f;
}

const isIrreducible = (f: Poly): boolean => irreducibility(f).status === 'proven';

/**
 * Whether Gal(g) = S_m, proven with PARI: polgalois up to degree 7; above, Jordan (g irreducible, a
 * Frobenius with a part q prime, m/2 < q ≤ m − 3, so a power is a q-cycle and the group is primitive
 * and contains A_m; disc g not a square). A random g with small coefficients can have a smaller group (with
 * this seed, 2 of the first 4 quartics had D4; the ranking then rightly put S6 ≀ D4 = 24T24980 first).
 */
function symmetricByPari(g: Poly): boolean {
  const script = [
    'isSym(g) = {',
    '  my(m = poldegree(g), D = poldisc(g));',
    '  if (!polisirreducible(g), return(0));',
    '  if (m <= 7, return(polgalois(g)[1] == m!));',
    '  if (issquare(D), return(0));',
    '  forprime(p = 2, 10^5, if (D % p, my(F = factormod(g, p)[, 1]);',
    '    for (i = 1, #F, my(d = poldegree(F[i])); if (isprime(d) && 2 * d > m && d <= m - 3, return(1)))));',
    '  0',
    '}',
    `print(isSym(Polrev([${g.join(',')}])));`,
    'quit;',
    '',
  ].join('\n');
  // gp echoes the definition read from stdin: the answer is the last line.
  return execFileSync('gp', ['-q'], { input: script, encoding: 'utf8' }).trim().split('\n').pop() === '1';
}

/**
 * G ≤ S_k ≀ S_m lies in no index-2 subgroup of it: the abelianization of S_k ≀ S_m is C2 × C2 (sign of
 * the base, sign on the blocks), whose three characters are read off √disc g, √disc f (the sign in
 * S24 is base sign × block sign^k) and their product. So none of disc f, disc g, disc f · disc g may
 * be a square.
 */
function fullWreathSigns(f: Poly, g: Poly): boolean {
  const df = analyze(f).disc;
  const dg = analyze(g).disc;
  return !isSquare(df) && !isSquare(dg) && !isSquare(df * dg);
}

/** The labels GAP gives the constructed groups (it also checks their actions, see fresh.g). */
function gapLabels(): Map<string, string> {
  const out = execFileSync('gap', ['-q', join(repoRoot, 'scripts', 'galois', 'fresh.g')], {
    encoding: 'utf8',
  });
  const labels = new Map<string, string>();
  for (const line of out.split('\n')) {
    const m = /^(wreath [0-9]+ [0-9]+|cyclotomic [0-9]+) ([0-9]+)$/.exec(line.trim());
    if (m) labels.set(m[1]!, `24T${m[2]}`);
  }
  return labels;
}

function build(labels: Map<string, string>): Built[] {
  const label = (key: string): string => {
    const l = labels.get(key);
    if (!l) throw new Error(`GAP gave no label for ${key}`);
    return l;
  };
  const rand = rng(SEED);
  const out: Built[] = [];
  for (let n = 0; n < RANDOM_COUNT; ) {
    const f = randMonic(rand, 24, BOUND);
    if (!isIrreducible(f)) continue;
    out.push({ family: 'random', what: 'random', label: '24T25000', f });
    n++;
  }
  for (const [k, m] of [
    [12, 2],
    [8, 3],
    [6, 4],
    [4, 6],
    [3, 8],
    [2, 12],
  ] as const) {
    for (let n = 0; n < WREATH_EACH; ) {
      const g = randMonic(rand, m, BOUND);
      const f = compose(g, randMonic(rand, k, BOUND));
      if (!isIrreducible(f) || !fullWreathSigns(f, g) || !symmetricByPari(g)) continue;
      out.push({ family: 'wreath', what: `S${k} wr S${m}`, label: label(`wreath ${k} ${m}`), f });
      n++;
    }
  }
  for (const n of CYCLOTOMIC_N) {
    const s = [1n, -1n, 2n, -2n][Math.floor(rand() * 4)]!;
    out.push({
      family: 'cyclotomic',
      what: `Phi_${n}(x${s > 0n ? '+' : ''}${s})`,
      label: label(`cyclotomic ${n}`),
      f: compose(cyclotomic(n), [s, 1n]),
    });
  }
  return out;
}

/** Factorization patterns of each f at its first `count` primes not dividing disc f, from PARI. */
function pariPatterns(polys: Poly[], count: number): number[][][] {
  const dir = mkdtempSync(join(tmpdir(), 'fresh-gp-'));
  try {
    const script = join(dir, 'patterns.gp');
    const body = polys.map((f) => `pat(Polrev([${f.join(',')}]), ${count});`).join('\n');
    writeFileSync(
      script,
      [
        'pat(f, N) = {',
        '  my(D = poldisc(f), out = List());',
        '  forprime(p = 2, oo, if (D % p, my(F = factormod(f, p)[, 1]);',
        '    listput(out, vector(#F, i, poldegree(F[i]))); if (#out == N, break)));',
        '  print(Vec(out));',
        '}',
        body,
        'quit;',
        '',
      ].join('\n'),
    );
    const text = execFileSync('gp', ['-q', '-s', '1000000000', script], {
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    });
    return text
      .split('\n')
      .filter((l) => l.startsWith('['))
      .map((l) => JSON.parse(l) as number[][]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Jordan's theorem: the group is S24 when one PARI pattern has a part 13, 17 or 19 (then a power of
 * that Frobenius is a p-cycle; a transitive group of degree 24 with a p-cycle, p > 12, is primitive)
 * and disc f is not a square. */
const provesS24 = (patterns: number[][], f: Poly): boolean =>
  !isSquare(analyze(f).disc) && patterns.some((parts) => parts.some((x) => JORDAN_PRIMES.includes(x)));

function main(): void {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: join(repoRoot, 'test', 'fixtures', 'galois', 'fresh.csv') },
      'pari-primes': { type: 'string', default: '1000' },
    },
  });
  const pariPrimes = Number(values['pari-primes']);
  const table: GaloisTable = tableFromBytes(
    new Uint8Array(gunzipSync(readFileSync(join(repoRoot, 'data', 'galois', 'transitive24.bin.gz')))),
  );
  const built = build(gapLabels());
  const patterns = pariPatterns(
    built.map((b) => b.f),
    pariPrimes,
  );
  if (patterns.length !== built.length)
    throw new Error(`PARI answered for ${patterns.length} of ${built.length}`);
  const rows: string[] = ['label,r,coeffs'];
  const summary: Record<string, { polynomials: number; proven: number; label: string }> = {};
  built.forEach((b, i) => {
    const g = table.indexOfT(Number(b.label.slice(3)));
    if (g < 0) throw new Error(`${b.label} is not in the table`);
    for (const parts of patterns[i]!)
      if (typePosition(table.types[g]!, partitionIndex(parts)) < 0)
        throw new Error(
          `${b.what} #${i + 1}: PARI pattern ${parts.join(',')} is not a cycle type of ${b.label}`,
        );
    const row = { label: b.label, r: analyze(b.f).r, coeffs: b.f.join(',') };
    const place = freshPlace(table, row);
    if (!place.candidate)
      throw new Error(`${b.what} #${i + 1}: ${b.label} is not a candidate of the exact filter`);
    const proven = b.family === 'cyclotomic' || (b.family === 'random' && provesS24(patterns[i]!, b.f));
    if (b.family === 'random' && !proven) throw new Error(`random #${i + 1}: S24 not proven by Jordan`);
    summary[b.what] ??= { polynomials: 0, proven: 0, label: b.label };
    const s = summary[b.what]!;
    s.polynomials++;
    if (proven) s.proven++;
    rows.push(`${row.label},${row.r},"${row.coeffs}"`);
  });
  writeFileSync(values.out!, `${rows.join('\n')}\n`);
  process.stdout.write(
    `${JSON.stringify({ written: values.out, polynomials: built.length, pariPrimes, summary })}\n`,
  );
}

main();
