/**
 * The whole IGP24 check against PARI/GP, whole process vs whole process:
 * ours = `igp24 check FILE --json` (r, disc, squarefree, square disc, factorization over Z, primes
 * of |disc| below 10^5 and the default Pollard–Brent work, the field discriminant); PARI = `gp -q`
 * running polsturm + poldisc + polisirreducible + factor(|disc|, 10^5) + ispseudoprime of a
 * cofactor above 10^10 (the same work as ours, which lists a prime cofactor) + nfdisc([f, 10^5])
 * of an irreducible f, and printing one line per polynomial.
 * Classes: random coefficients ~10, ~10^6, ~10^30, cyclotomic (Φ_n(x + k), degree 24), reducible
 * products, and the LMFDB baseline when present; then the three small classes with every line
 * repeated ten times, whose extra time over the class once compares warm lines (warmLinesRatioCpu).
 * Each class is one file; each process runs
 * ROUNDS times and the median wall time is kept. "all" is one file with every polynomial.
 * Ours runs as the CLI ships (scripts/build-cli.mjs): bundled to plain JavaScript by esbuild, here
 * from the current source into the temporary folder, so no TypeScript loader's start-up (~150 ms of
 * CPU, as much as PARI's whole run on a 100-line class) is counted.
 * Also checks, line by line, that r, the discriminant, irreducibility and the primes of |disc|
 * (below 10^5, and the prime of a prime or prime power left over) agree with PARI's, and that no
 * line is left "unknown".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleIgp24Cli, runTimed } from './lib/cliProcess';
import { igp24Classes, lmfdbPath, median } from './lib/igp24Classes';

const ROUNDS = 3;
const { classes } = igp24Classes();
classes.push({ name: 'all', polys: classes.flatMap((c) => c.polys) });
/**
 * The small classes once more, each line repeated REPEAT times (same work on both sides: neither
 * caches across lines). A 100-line file is mostly start-up and code running before V8 optimizes
 * it; the difference between the two files is the cost of the same lines once warm.
 */
const REPEAT = 10;
const SMALL = ['coeff~10', 'cyclotomic', 'reducible'];
for (const c of classes.filter((x) => SMALL.includes(x.name)))
  classes.push({ name: `${c.name}×${REPEAT}`, polys: Array.from({ length: REPEAT }, () => c.polys).flat() });

const gp = spawnSync('sh', ['-c', 'command -v gp'], { encoding: 'utf8' }).stdout.trim();
const dir = mkdtempSync(join(tmpdir(), 'igp24-check-bench-'));
const bundle = join(dir, 'igp24.mjs');
try {
  await bundleIgp24Cli(bundle);
} catch (e) {
  rmSync(dir, { recursive: true, force: true });
  throw e;
}
const oursCli = [bundle];
const wall = (cmd: string, args: string[]) => runTimed(cmd, args, join(dir, 'stdout.txt'));

const TRIAL = 10n ** 5n;
/**
 * Ours against PARI's factor(|disc|, 10^5): the primes up to 10^5 are the same; PARI's last entry
 * above 10^5 is its cofactor, which every prime ours lists above 10^5 divides; a cofactor that is
 * prime (below 10^10, having no factor up to 10^5, or ispseudoprime: `big`) is listed by ours.
 * Ours may split a composite cofactor further (Pollard–Brent, ECM): 'further'.
 */
function primesAgree(oursPrimes: readonly string[], pariList: readonly string[], big: string | undefined) {
  const ours = oursPrimes.map(BigInt);
  const pari = pariList.map(BigInt);
  const small = (xs: bigint[]) => xs.filter((x) => x <= TRIAL).join(',');
  if (small(ours) !== small(pari)) return 'differ';
  const cofactor = pari.filter((x) => x > TRIAL).reduce((a, b) => a * b, 1n);
  let rest = cofactor;
  for (const q of ours.filter((x) => x > TRIAL)) {
    if (rest % q !== 0n) return 'differ';
    while (rest % q === 0n) rest /= q;
  }
  const cofactorPrime = cofactor > 1n && (cofactor <= 10n ** 10n || (big !== undefined && big !== '-'));
  if (cofactorPrime && rest !== 1n) return 'differ';
  return ours.filter((x) => x > TRIAL).length > (cofactor > 1n ? 1 : 0) ? 'further' : 'same';
}

const notes: string[] = [];
const perClass: Record<string, unknown>[] = [];
try {
  for (const c of classes) {
    const file = join(dir, `${c.name}.txt`);
    writeFileSync(file, `${c.polys.map((f) => f.join(',')).join('\n')}\n`);
    const oursRuns: number[] = [];
    const oursCpu: number[] = [];
    let oursOut = '';
    for (let k = 0; k < ROUNDS; k++) {
      const r = wall(process.execPath, [...oursCli, 'check', file, '--json']);
      oursRuns.push(r.ms);
      oursCpu.push(r.cpuMs);
      oursOut = r.stdout;
    }
    const ours = oursOut
      .trim()
      .split('\n')
      .map(
        (l) =>
          JSON.parse(l) as {
            irreducible: string | null;
            r: number | null;
            discAbs: string | null;
            discSign: number | null;
            discPrimes: string[] | null;
            field: { fieldDiscAbs: string; discSource: string } | null;
          },
      );
    const row: Record<string, unknown> = {
      name: c.name,
      count: c.polys.length,
      oursWallMs: Math.round(median(oursRuns)),
      oursCpuMs: Math.round(median(oursCpu)),
      reducible: ours.filter((o) => o.irreducible === 'reducible').length,
      unknown: ours.filter((o) => o.irreducible !== 'reducible' && o.irreducible !== 'proven').length,
    };
    if (gp) {
      const gpFile = join(dir, `${c.name}.gp`);
      const vec = c.polys.map((f) => `Pol([${[...f].reverse().join(',')}])`).join(',');
      writeFileSync(
        gpFile,
        // factor(n, 10^5) leaves its last entry untested; ours tests a cofactor between 10^10 and
        // 2^512 (a prime one is listed in discPrimes and goes into the hint), so PARI does too.
        `P=[${vec}];\nfor(i=1,#P,f=P[i];r=polsturm(f);D=poldisc(f);irr=polisirreducible(f);L=if(D,factor(abs(D),10^5)[,1]~,[]);c=if(#L,L[#L],1);big=if(c>10^10&&c<2^512,if(ispseudoprime(c),c,"-"),"-");K=if(irr,abs(nfdisc([f,10^5])),"-");print(r," ",irr," ",D," ",strjoin(apply(x->Str(x),L),",")," ",big," ",K));\nquit;\n`,
      );
      const pariRuns: number[] = [];
      const pariCpu: number[] = [];
      let pariOut = '';
      for (let k = 0; k < ROUNDS; k++) {
        const r = wall(gp, ['-q', '-s', '1000000000', gpFile]);
        pariRuns.push(r.ms);
        pariCpu.push(r.cpuMs);
        pariOut = r.stdout;
      }
      const pariRows = pariOut
        .trim()
        .split('\n')
        .map((l) => l.split(' '));
      const disagree = ours.filter(
        (o, i) => (o.irreducible === 'proven' ? '1' : '0') !== pariRows[i]?.[1],
      ).length;
      // Every field PARI computes, line by line: r, disc (with its sign), and the primes of |disc|
      // (primesAgree). Lines where ours split a composite part PARI's list leaves whole are counted.
      let factoredFurther = 0;
      const fieldDiffs = ours.filter((o, i) => {
        const [r, , D, F, big] = pariRows[i] ?? [];
        const disc = o.discAbs === null ? null : `${o.discSign === -1 ? '-' : ''}${o.discAbs}`;
        const primes = primesAgree(
          o.discPrimes ?? [],
          (F ?? '').split(',').filter((x) => x.length > 0),
          big,
        );
        if (primes === 'further') factoredFurther++;
        return String(o.r) !== r || disc !== D || primes === 'differ';
      }).length;
      // d_K: an exact value of ours must be PARI's (nfdisc's with 10^5 is exact at the primes below
      // it and assumes the rest squarefree, so it may stand below a bound of ours).
      row.fieldDiscExact = ours.filter((o) => o.field?.discSource === 'exact_nfdisc').length;
      row.fieldDiscDisagreementsWithPari = ours.filter(
        (o, i) => o.field?.discSource === 'exact_nfdisc' && o.field.fieldDiscAbs !== pariRows[i]?.[5],
      ).length;
      row.linesFactoredBeyondPari = factoredFurther;
      row.fieldDisagreementsWithPari = fieldDiffs;
      if (fieldDiffs > 0)
        notes.push(`${c.name}: ${fieldDiffs} lines differ from PARI in r, disc or the primes of |disc|`);
      row.pariWallMs = Math.round(median(pariRuns));
      row.pariCpuMs = Math.round(median(pariCpu));
      row.ratioCpu = Number((median(oursCpu) / median(pariCpu)).toFixed(2));
      row.ratioWall = Number((median(oursRuns) / median(pariRuns)).toFixed(2));
      row.irreducibleDisagreementsWithPari = disagree;
      if (disagree > 0) notes.push(`${c.name}: ${disagree} irreducibility verdicts differ from PARI`);
    }
    const once = perClass.find((x) => `${x.name}×${REPEAT}` === c.name);
    if (once !== undefined && gp) {
      // Warm lines only: (time of the file ×REPEAT − time of the file once) on each side.
      const extra = (k: 'oursCpuMs' | 'pariCpuMs') => (row[k] as number) - (once[k] as number);
      row.warmLinesRatioCpu = Number((extra('oursCpuMs') / extra('pariCpuMs')).toFixed(2));
    }
    perClass.push(row);
    process.stderr.write(`  ${JSON.stringify(row)}\n`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (!gp) notes.push('PARI/GP not installed: no comparison (apt-get install -y pari-gp).');
if (!existsSync(lmfdbPath)) notes.push(`LMFDB baseline not found at ${lmfdbPath}: class skipped.`);
process.stdout.write(
  `${JSON.stringify({ node: process.version, rounds: ROUNDS, runner: 'esbuild bundle of src/cli/igp24.ts', wholeProcess: perClass, notes }, null, 2)}\n`,
);
