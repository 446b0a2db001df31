/**
 * The field discriminant d_K (src/shared/igp24/field/) against PARI/GP's nfdisc: always against the
 * committed fixture (test/fixtures/igp24/field.csv, scripts/igp24/fieldFixtures.ts), and, when `gp`
 * is installed, against gp live on further random polynomials. Exactness: 'exact_nfdisc' only when
 * it is; a square of an unfound prime gives 'mixed_disc' with a bound ≥ the true value.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gpField, localCases } from '../../../scripts/igp24/fieldCases';
import { checkLine } from '../../../src/shared/igp24/check';
import { analyze } from '../../../src/shared/igp24/disc/analyze';
import { irreducibility } from '../../../src/shared/igp24/factor/irreducibility';
import { dedekind } from '../../../src/shared/igp24/field/dedekind';
import { fieldDiscriminant, fieldWithOrders } from '../../../src/shared/igp24/field/fieldDiscriminant';
import { monicFormScale } from '../../../src/shared/igp24/field/nonMonic';
import { repeatedParts } from '../../../src/shared/igp24/field/padicSplit';
import { rootScale } from '../../../src/shared/igp24/field/rootScale';
import { round2 } from '../../../src/shared/igp24/field/round2';
import { factorSmall, withHint } from '../../../src/shared/igp24/primes/primes';
import { indexOf, sumOfOrders } from '../../../src/shared/igp24/reduce/integralBasis';
import { randMonic, rng, squaredTimes, toLine } from './gen';
import { referenceRound2Step } from './reference/round2Step';

interface Row {
  kind: string;
  coefficients: bigint[];
  nfdisc: bigint;
  squarePrimes: bigint[];
}

const fixture: Row[] = readFileSync(join(__dirname, '..', '..', 'fixtures', 'igp24', 'field.csv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((l) => {
    const m = /^([^,]+),"([^"]*)",(-?[0-9]+),"([^"]*)"$/.exec(l);
    if (!m) throw new Error(`bad fixture row: ${l}`);
    return {
      kind: m[1]!,
      coefficients: m[2]!.split(',').map(BigInt),
      nfdisc: BigInt(m[3]!),
      squarePrimes: m[4] === '' ? [] : m[4]!.split(' ').map(BigInt),
    };
  });

// Compositions can be reducible (then there is no field): only irreducible rows are compared.
const irreducibleRows = () =>
  fixture.filter((r) => checkLine(toLine(r.coefficients)).irreducible === 'proven');

const abs = (x: bigint) => (x < 0n ? -x : x);
const hasGp = (() => {
  try {
    execFileSync('sh', ['-c', 'command -v gp'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('field discriminant', () => {
  it('the fixture covers every kind of construction', () => {
    expect(fixture.length).toBeGreaterThanOrEqual(60);
    for (const kind of [
      'random',
      'compose 3·8',
      'compose 4·6',
      'compose 2·12',
      'scaled 2',
      'compositum 3·8',
      'x^24 - 2',
      'monic form 2',
      'monic form 6',
    ])
      expect(fixture.some((r) => r.kind === kind)).toBe(true);
    // Large indices are there: some index [O_K : Z[α]] is above 2^50.
    const hinted = irreducibleRows().map((r) => checkLine(withHint(toLine(r.coefficients), r.squarePrimes)));
    expect(hinted.some((res) => res.field !== null && BigInt(res.field.index) > 2n ** 50n)).toBe(true);
  });

  it('equals nfdisc when the square primes are given as a hint (the fixture, no gp needed)', () => {
    const rows = irreducibleRows();
    expect(rows.length).toBeGreaterThan(fixture.length * 0.8);
    for (const row of rows) {
      const line = withHint(toLine(row.coefficients), row.squarePrimes);
      const res = checkLine(line);
      expect(res.irreducible, row.kind).toBe('proven');
      // Exact or not (a squarefree cofactor of three large primes cannot be told from a square),
      // the value is nfdisc: every index prime is known.
      expect(res.field!.fieldDiscAbs, `${row.kind}: ${line}`).toBe(abs(row.nfdisc).toString());
      // d_K · index² = disc f.
      expect(BigInt(res.field!.fieldDiscAbs) * BigInt(res.field!.index) ** 2n).toBe(BigInt(res.discAbs!));
    }
  });

  it('without a hint: exact values are nfdisc, bounds are at least nfdisc', () => {
    let exact = 0;
    for (const row of irreducibleRows()) {
      const res = checkLine(toLine(row.coefficients));
      const value = BigInt(res.field!.fieldDiscAbs);
      if (res.field!.discSource === 'exact_nfdisc') {
        exact++;
        expect(value, row.kind).toBe(abs(row.nfdisc));
        expect(res.field!.unfactored).toBeNull();
      } else {
        expect(value >= abs(row.nfdisc), row.kind).toBe(true);
        // The bound over the truth is a square of the unfactored part's divisor.
        expect(value % abs(row.nfdisc)).toBe(0n);
        expect(BigInt(res.field!.unfactored!) > 1n).toBe(true);
      }
    }
    expect(exact).toBeGreaterThanOrEqual(10);
  });

  it('the float64 Round 2 step and the BigInt one agree on every prime of the fixture', () => {
    let compared = 0;
    for (const row of fixture.filter((r) => /^(random|compose|x\^24 \+)/.test(r.kind)))
      for (const p of row.squarePrimes) {
        if (p > 1000n) continue;
        const start = dedekind(row.coefficients, p);
        if (start.m === 0) continue;
        const a = round2(row.coefficients, p, 1e9, start);
        const b = round2(row.coefficients, p, 1e9, start, {}, referenceRound2Step);
        expect(a.indexExponent, `${row.kind} at ${p}`).toBe(b.indexExponent);
        compared++;
      }
    expect(compared).toBeGreaterThanOrEqual(10);
  });

  it('the table step (p < 2^13, p^(2e+2) ≥ 2^26) and the BigInt one agree: same index, same order', () => {
    // p^n·g(x/p) has index p^(n(n−1)/2) over Z[α] at least: Round 2 climbs to a denominator p^e
    // beyond the word-size step, where the BigInt products feed the float64 table step.
    const rand = rng(31);
    let beyondWord = 0;
    for (const [p, n] of [
      [2n, 14],
      [3n, 12],
      [5n, 10],
      [7n, 9],
      [3n, 12],
      [2n, 14],
    ] as const) {
      const g = randMonic(rand, n, 3n);
      if (irreducibility(g).status !== 'proven') continue;
      const f = g.map((c, k) => c * p ** BigInt(n - k));
      const start = dedekind(f, p);
      const a = round2(f, p, 1e9, start);
      const b = round2(f, p, 1e9, start, {}, referenceRound2Step);
      expect(a.indexExponent, `${p}: ${toLine(f)}`).toBe(b.indexExponent);
      expect(a.order).toEqual(b.order);
      // The last step started from e − 1: past the word-size limit means the table step ran.
      if (p ** BigInt(2 * a.order!.e) >= 1n << 26n) beyondWord++;
    }
    expect(beyondWord).toBeGreaterThanOrEqual(3);
  });

  it('a square of a prime beyond the trial bound, unfound: mixed_disc, an upper bound naming the cofactor', () => {
    // f(x) = P^24·g(x/P) with g = x^24 − Q has disc = P^552·24^24·Q^23; P, Q > 10^6 are not found
    // by trial division and the cofactor P^552·Q^23 is no perfect power: the index P^276 is unseen.
    const P = 1_000_003n;
    const Q = 1_000_033n;
    const g = [-Q, ...new Array<bigint>(23).fill(0n), 1n];
    const f = g.map((c, k) => c * P ** BigInt(24 - k));
    const res = checkLine(toLine(f));
    expect(res.field!.discSource).toBe('mixed_disc');
    expect(BigInt(res.field!.unfactored!) % P ** 2n).toBe(0n);
    // Told the primes, it is exact, and the bound is above it.
    const hinted = checkLine(withHint(toLine(f), [2n, 3n, P, Q]));
    expect(hinted.field!.discSource).toBe('exact_nfdisc');
    const index = BigInt(hinted.field!.index);
    expect(index % P ** 276n).toBe(0n);
    expect((index / P ** 276n) % P).not.toBe(0n);
    expect(BigInt(res.field!.fieldDiscAbs) > BigInt(hinted.field!.fieldDiscAbs)).toBe(true);
  });

  it('a Round 2 that outruns its work bound makes the prime unknown (mixed), never exact; the index alone needs none', () => {
    // x^24 + x^23 + 64x^8 + 2^18: 2^288 divides disc f, the index is 2^126 (PARI's nfdisc), neither
    // a scaled root nor a monic form: Montes' algorithm reads the index off its polygons, and the
    // order a reduction asks for is Round 2's to climb.
    const f = [2n ** 18n, ...new Array<bigint>(7).fill(0n), 64n, ...new Array<bigint>(14).fill(0n), 1n, 1n];
    const disc = BigInt(checkLine(toLine(f)).discAbs!);
    const primes = [
      2n,
      13n,
      17n,
      7_115_971n,
      72160606331850091331687118081952085861000282833123547275918807n,
    ];
    const tight = fieldWithOrders(f, disc, primes, { maxWork: 1 }).field;
    expect(tight.discSource).toBe('mixed_disc');
    expect(fieldDiscriminant(f, disc, primes, { maxWork: 1 })).toEqual(
      fieldWithOrders(f, disc, primes).field,
    );
    const full = fieldDiscriminant(f, disc, primes);
    expect(full).toMatchObject({
      fieldDiscAbs: '7798417118370293738454730286725281793818331100085820769039188573845856577631813632',
      index: (2n ** 126n).toString(),
      discSource: 'exact_nfdisc',
    });
    expect(BigInt(tight.fieldDiscAbs) >= BigInt(full.fieldDiscAbs) * 4n).toBe(true);
  });

  it("the monic form of a non-monic polynomial starts from that polynomial's ring: its index at once", () => {
    // x^24 + x^23 + 2^23 = 2^23·g(x/2) for g = 2x^24 + x^23 + 1: 2^506 divides disc f and the index
    // is 2^253 = 2^(23·22/2), all of it the ring of g (PARI: nfdisc, factor(poldisc)).
    const f = [2n ** 23n, ...new Array<bigint>(22).fill(0n), 1n, 1n];
    expect(monicFormScale(f, 2n)).toBe(1);
    expect(monicFormScale(f, 3n)).toBe(0);
    const disc = BigInt(checkLine(toLine(f)).discAbs!);
    const primes = [2n, 7n, 11_777n, 45_920_781_197n, 2_955_409_859_759_798_105_958_427n];
    // A work bound of one product: no Round 2 step could run.
    const { field, orders } = fieldWithOrders(f, disc, primes, { maxWork: 1 });
    expect(field).toMatchObject({
      fieldDiscAbs: primes
        .slice(1)
        .reduce((a, b) => a * b, 1n)
        .toString(),
      index: (2n ** 253n).toString(),
      discSource: 'exact_nfdisc',
    });
    expect(indexOf(sumOfOrders(24, orders))).toBe(2n ** 253n);
    // The index alone comes from the reversed polynomial (c_0 = 1 is a unit at 2): the same value.
    expect(fieldDiscriminant(f, disc, primes, { maxWork: 1 })).toEqual(field);
  });

  it('monic forms: the index from the reversed polynomial equals Round 2 from the ring of g (random, a = 2, 3, 4, 6, 12)', () => {
    const rand = rng(424);
    for (let i = 0; i < 10; i++) {
      const a = [2n, 3n, 4n, 6n, 12n][i % 5]!;
      const g = randMonic(rand, 24, 3n);
      const f = g.map((c, k) => (k === 24 ? 1n : c * a ** BigInt(23 - k)));
      if (f[0] === 0n || irreducibility(f).status !== 'proven') continue;
      const d = analyze(f).disc;
      const disc = d < 0n ? -d : d;
      const primes = factorSmall(disc).primes.map(BigInt);
      const { field } = fieldWithOrders(f, disc, primes);
      expect(fieldDiscriminant(f, disc, primes), f.join(',')).toEqual(field);
      expect(BigInt(field.index) % a ** 253n, 'the ring of g at least').toBe(0n);
    }
  });

  it('the index from the repeated parts of f over Z_p equals Round 2 on f itself (random A²·B + p⁴·C)', () => {
    const rand = rng(2029);
    let split = 0;
    for (let i = 0; i < 12; i++) {
      const p = [2n, 3n, 5n, 7n][i % 4]!;
      // f ≡ A²·B (mod p): A's factors repeated, B's mostly simple, several coprime parts.
      const f = squaredTimes(rand, p, [6, 12, 20], 4n);
      if (irreducibility(f).status !== 'proven') continue;
      const d = analyze(f).disc;
      const disc = d < 0n ? -d : d;
      let v = 0;
      for (let x = disc; x % p === 0n; x /= p) v++;
      // The split runs where Dedekind's order is not final (Round 2's place).
      const m = dedekind(f, p).m;
      if (m > 0 && v - 2 * m > 1 && repeatedParts(f, p, v) !== null) split++;
      const primes = factorSmall(disc).primes.map(BigInt);
      expect(fieldDiscriminant(f, disc, primes), f.join(',')).toEqual(fieldWithOrders(f, disc, primes).field);
    }
    expect(split).toBeGreaterThanOrEqual(6);
  });

  it('a monic form whose g(0) is even takes the reverse of g(x + 1): the same d_K as Round 2 from the ring', () => {
    // x^24 + x^23 + 2^24 = 2^23·g(x/2), g = 2x^24 + x^23 + 2: g(0) = 2, g(1) = 5. PARI: nfdisc,
    // factor(poldisc(f)); index 2^253.
    const f = [2n ** 24n, ...new Array<bigint>(22).fill(0n), 1n, 1n];
    const disc = BigInt(checkLine(toLine(f)).discAbs!);
    const primes = [2n, 461n, 275_087n, 332_779n, 24_391_430_197n, 21_738_297_387_875_989n];
    const viaReverse = fieldDiscriminant(f, disc, primes);
    expect(viaReverse).toMatchObject({
      fieldDiscAbs: '93853311594196572485316337046464784171737808896',
      index: (2n ** 253n).toString(),
      discSource: 'exact_nfdisc',
    });
    expect(fieldWithOrders(f, disc, primes).field).toEqual(viaReverse);
  });

  it('a root divisible by p^s is divided out: p^n·h(x/p) and p^2n·h(x/p²) define the field of h, without Round 2', () => {
    const h = [-2n, ...new Array<bigint>(23).fill(0n), 1n]; // x^24 − 2: |d_K| = 2^95·3^24
    for (const s of [1, 2]) {
      const f = h.map((c, k) => c * 2n ** BigInt(s * (24 - k)));
      expect(rootScale(f, 2n)).toBe(s);
      const disc = BigInt(checkLine(toLine(f)).discAbs!);
      // A work bound of one product: no Round 2 step could run.
      const { field, orders } = fieldWithOrders(f, disc, [2n, 3n], { maxWork: 1 });
      expect(field).toMatchObject({
        fieldDiscAbs: (2n ** 95n * 3n ** 24n).toString(),
        index: (2n ** BigInt(276 * s)).toString(),
        discSource: 'exact_nfdisc',
      });
      // The order handed to a reduction, back in α's basis, has that index.
      expect(indexOf(sumOfOrders(24, orders))).toBe(2n ** BigInt(276 * s));
    }
    expect(rootScale(h, 2n)).toBe(0);
  });

  it('a prime power left in the cofactor is found by its root: exact, as with the prime known', () => {
    // Trial bound 2 and only 2 known: the cofactor of x^24 − 2's disc is 3^24.
    const f = [-2n, ...new Array<bigint>(23).fill(0n), 1n];
    const disc = BigInt(checkLine(toLine(f)).discAbs!);
    const found = fieldDiscriminant(f, disc, [2n], { trialBound: 2 });
    expect(found.discSource).toBe('exact_nfdisc');
    expect(found).toEqual(fieldDiscriminant(f, disc, [2n, 3n]));
  });

  it('reducible and invalid lines have no field discriminant', () => {
    expect(checkLine(toLine([-1n, ...new Array<bigint>(23).fill(0n), 1n])).field).toBeNull();
    expect(checkLine('1,2,3').field).toBeNull();
  });

  it.runIf(hasGp)('matches gp live on fresh random and composed polynomials', () => {
    const rand = rng(7);
    const polys = [
      ...Array.from({ length: 4 }, () => randMonic(rand, 24, 3n)),
      ...localCases()
        .filter((c) => c.kind.startsWith('scaled'))
        .slice(0, 3),
    ].map((c) => (Array.isArray(c) ? c : c.coefficients));
    const expected = gpField(
      polys.map((c) => `Pol([${[...c].reverse().join(',')}])`),
      10,
    );
    polys.forEach((c, i) => {
      if (expected[i] === null) return;
      const res = checkLine(withHint(toLine(c), expected[i]!.squarePrimes));
      if (res.irreducible !== 'proven') return;
      expect(res.field!.fieldDiscAbs).toBe(abs(expected[i]!.nfdisc).toString());
    });
  });
});
