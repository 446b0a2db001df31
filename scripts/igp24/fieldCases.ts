/**
 * The polynomials of the field-discriminant fixture (test/fixtures/igp24/field.csv), deterministic
 * (fixed seeds): random ones and constructions with a large index [O_K : Z[α]] — compositions
 * g(h(x)), scalings p^24·g(x/p), x^24 + p^k·(…), composita and cyclotomic subfields — the last
 * two built by PARI/GP in fieldFixtures.ts. Used by that script and by the test's live comparison.
 */
import { execFileSync } from 'node:child_process';
import { randMonic, rng } from '../../test/unit/igp24/gen';

export interface FieldCase {
  kind: string;
  /** a_0..a_24. */
  coefficients: bigint[];
}

/** g(h(x)), by Horner. */
export function compose(g: bigint[], h: bigint[]): bigint[] {
  // Horner: g(h) = (…(g_d·h + g_(d−1))·h + …) + g_0.
  let acc: bigint[] = [g[g.length - 1]!];
  for (let i = g.length - 2; i >= 0; i--) {
    const next = new Array<bigint>(acc.length + h.length - 1).fill(0n);
    for (let a = 0; a < acc.length; a++) for (let b = 0; b < h.length; b++) next[a + b]! += acc[a]! * h[b]!;
    next[0] = next[0]! + g[i]!;
    acc = next;
  }
  return acc;
}

/** Polynomials built here (composita and cyclotomic subfields come from gp in the script). */
export function localCases(): FieldCase[] {
  const rand = rng(20261129);
  const out: FieldCase[] = [];
  for (let i = 0; i < 24; i++)
    out.push({ kind: 'random', coefficients: randMonic(rand, 24, i % 2 ? 10n : 5n) });
  for (const [dg, dh] of [
    [3, 8],
    [4, 6],
    [2, 12],
    [6, 4],
    [8, 3],
    [12, 2],
  ] as const)
    for (let i = 0; i < 3; i++)
      out.push({
        kind: `compose ${dg}·${dh}`,
        coefficients: compose(randMonic(rand, dg, 3n), randMonic(rand, dh, 3n)),
      });
  for (const p of [2n, 3n, 5n, 7n])
    for (let i = 0; i < 2; i++) {
      const g = randMonic(rand, 24, 4n);
      out.push({ kind: `scaled ${p}`, coefficients: g.map((c, k) => c * p ** BigInt(24 - k)) });
    }
  for (const p of [2n, 3n, 5n])
    for (const k of [2n, 3n]) {
      const r = randMonic(rand, 12, 2n);
      const f = new Array<bigint>(25).fill(0n);
      f[24] = 1n;
      for (let j = 0; j < r.length - 1; j++) f[2 * j] = p ** k * r[j]!;
      f[0] = f[0]! + p;
      out.push({ kind: `x^24 + ${p}^${k}·r`, coefficients: f });
    }
  out.push({ kind: 'x^24 - 2', coefficients: [-2n, ...new Array<bigint>(23).fill(0n), 1n] });
  out.push({ kind: 'x^24 - 12', coefficients: [-12n, ...new Array<bigint>(23).fill(0n), 1n] });
  // Monic forms a^23·g(x/a) of non-monic g = a·x^24 + … (field/nonMonic.ts).
  for (const a of [2n, 3n, 4n, 6n])
    for (let i = 0; i < 2; i++) {
      const g = randMonic(rand, 24, 4n);
      if (g[23] === 0n) g[23] = 1n;
      out.push({
        kind: `monic form ${a}`,
        coefficients: g.map((c, k) => (k === 24 ? 1n : c * a ** BigInt(23 - k))),
      });
    }
  return out;
}

/** gp expressions for the cases built by PARI itself (polcompositum, polsubcyclo). */
export const GP_CASES: { kind: string; expr: string }[] = [
  { kind: 'compositum 3·8', expr: 'polcompositum(x^3-x-1, x^8-3)[1]' },
  { kind: 'compositum 4·6', expr: 'polcompositum(x^4-2, x^6+x+1)[1]' },
  { kind: 'compositum 2·12', expr: 'polcompositum(x^2+5, x^12-x-1)[1]' },
  { kind: 'compositum 3·8 b', expr: 'polcompositum(x^3-2, x^8+2)[1]' },
  { kind: 'compositum 4·6 b', expr: 'polcompositum(x^4+3, x^6-2)[1]' },
  { kind: 'cyclotomic 35', expr: 'polcyclo(35)' },
  { kind: 'cyclotomic 72', expr: 'polcyclo(72)' },
  { kind: 'cyclotomic 45 shifted', expr: 'subst(polcyclo(45), x, x+3)' },
  { kind: 'cyclotomic subfield 73', expr: 'polsubcyclo(73, 24)' },
  { kind: 'cyclotomic subfield 97', expr: 'polsubcyclo(97, 24)' },
  { kind: 'cyclotomic(3x) 84', expr: '3^24*subst(polcyclo(84), x, x/3)' },
];

/**
 * One gp run: for each polynomial expression, its coefficients, nfdisc and the primes whose square
 * divides disc f; null for a case gp did not finish within `seconds` (a discriminant too hard to
 * factor).
 */
export function gpField(
  exprs: string[],
  seconds = 60,
): ({ coefficients: bigint[]; nfdisc: bigint; squarePrimes: bigint[] } | null)[] {
  const helper =
    'fd(f)=my(F=factor(abs(poldisc(f))));[nfdisc(f),vector(#F~,i,if(F[i,2]>1,F[i,1],0))];\n' +
    'show(f)=my(r=alarm(' +
    seconds +
    ',fd(f)));print(Vecrev(f));' +
    'if(type(r)=="t_ERROR",print("timeout");print("[]"),print(r[1]);print(r[2]));\n';
  const body = helper + exprs.map((e) => `show(${e});`).join('\n');
  const text = execFileSync('gp', ['-q', '-s', '1000000000'], { input: `${body}\n`, encoding: 'utf8' });
  const lines = text.trim().split('\n');
  const vec = (s: string) =>
    s
      .replace(/[[\]\s]/g, '')
      .split(',')
      .filter((x) => x !== '')
      .map(BigInt);
  const res = [];
  for (let i = 0; i + 2 < lines.length; i += 3)
    res.push(
      lines[i + 1]!.trim() === 'timeout'
        ? null
        : {
            coefficients: vec(lines[i]!),
            nfdisc: BigInt(lines[i + 1]!.trim()),
            squarePrimes: vec(lines[i + 2]!).filter((p) => p !== 0n),
          },
    );
  if (res.length !== exprs.length) throw new Error(`gp answered ${res.length} of ${exprs.length}`);
  return res;
}
