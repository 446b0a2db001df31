/**
 * The quadratic-subfield invariant: the polynomial side (quadratic.ts) on fields with known
 * quadratic subfields, the GAP side (quadraticData.ts, its converter and its shipped checksum), and
 * its use in the ranking (exact filter, deterministic).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeQuadratic } from '../../../scripts/galois/convertQuadratic';
import type { Poly } from '../../../src/shared/igp24/arith/poly';
import { frobeniusTypes } from '../../../src/shared/igp24/galois/frobenius';
import { partitionIndex } from '../../../src/shared/igp24/galois/partitions';
import { quadraticBound, quadraticPrep } from '../../../src/shared/igp24/galois/quadratic';
import { rankGroups } from '../../../src/shared/igp24/galois/rank';
import { analyze, isSquare } from '../../../src/shared/igp24/index';
import { QUADRATIC_DATA } from '../../../src/shared/igp24/tables/quadraticData';
import { fixtureTable } from './galoisFixture';
import { ddfPattern, squarefreeModP } from './reference/factorModP';

const poly = (cs: number[]): Poly => cs.map(BigInt);
// K = F(√5), F = Q[y]/(y^12 − y − 1): f = Res_y(y^12 − y − 1, (x − y)^2 − 5) (PARI/GP polresultant).
const WITH_SQRT5 = poly([
  244109371, 343752, -586349999, 962500, 643912500, 371250, -429918500, -33000, 193334625, -13750, -61875660,
  -540, 14437498, -2, -2475000, 0, 309375, 0, -27500, 0, 1650, 0, -60, 0, 1,
]);
// K = F(√2, √3), F = Q[y]/(y^6 − y − 1): quadratic subfields Q(√2), Q(√3), Q(√6).
const WITH_SQRT2_SQRT3 = poly([
  842161, 1896280, 156782, -1048956, -3109953, -1505776, -96470, -882572, 833303, 886136, -889198, -257520,
  1343476, 45212, -666114, -1744, 155835, -60, -20304, -4, 1506, 0, -60, 0, 1,
]);
// x^24 − x − 1: Galois group S24, no quadratic subfield.
const NONE = poly([-1, -1, ...Array(22).fill(0), 1]);

const isPrime = (n: number) => {
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return n >= 2;
};

const bound = (f: Poly) => quadraticBound(analyze(f).disc, frobeniusTypes(f, 300));

describe('quadratic subfields from the polynomial', () => {
  // Their |disc f| keeps large index primes unsplit (exact: false); the count is still the true one.
  it('finds the one quadratic subfield of F(√5)', () => {
    expect(bound(WITH_SQRT5).bound).toBe(1);
  });

  it('finds the three quadratic subfields of F(√2, √3)', () => {
    expect(bound(WITH_SQRT2_SQRT3).bound).toBe(3);
  });

  it('finds none for x^24 − x − 1, and Q(√disc) is not a subfield', () => {
    expect(bound(NONE)).toEqual({ bound: 0, exact: true, discMayBeSubfield: false });
  });

  it('is the same for the same input', () => {
    expect(bound(WITH_SQRT2_SQRT3)).toEqual(bound(WITH_SQRT2_SQRT3));
  });

  it("gets each prime's cycle type from frobeniusTypes, equal to the BigInt factorization mod p", () => {
    const s = frobeniusTypes(WITH_SQRT5, 200);
    expect(s.types).toHaveLength(200);
    // The BigInt reference: the same good primes in ascending order, and at each the same type.
    const primes: number[] = [];
    const types: number[] = [];
    for (let p = 2; primes.length < 200; p++) {
      if (!isPrime(p) || !squarefreeModP(WITH_SQRT5, p)) continue;
      primes.push(p);
      types.push(partitionIndex(ddfPattern(WITH_SQRT5, p)));
    }
    expect(s.primes).toEqual(primes);
    expect([...s.types]).toEqual(types);
    const counts = new Map<number, number>();
    for (const t of types) counts.set(t, (counts.get(t) ?? 0) + 1);
    expect(s.counts).toEqual(counts);
  });
});

describe('quadratic subfields of the groups (GAP)', () => {
  it('quadraticData.ts is the file the README describes', () => {
    const text = readFileSync(join(process.cwd(), 'src', 'shared', 'igp24', 'tables', 'quadraticData.ts'));
    const sha = createHash('sha256').update(text).digest('hex');
    expect(readFileSync(join(process.cwd(), 'data', 'galois', 'README.md'), 'utf8')).toContain(sha);
    expect(QUADRATIC_DATA).toHaveLength(25_000);
  });

  it('agrees with the GAP sample fixture for every group in it', () => {
    const raw = readFileSync(
      join(process.cwd(), 'test', 'fixtures', 'galois', 'quadratic-sample.txt'),
      'utf8',
    );
    const lines = raw.trim().split('\n');
    expect(lines).toHaveLength(332);
    for (const line of lines) {
      const t = Number(line.split(' ')[0]);
      // encodeQuadratic on this one line (as group 1 of 1) gives the character stored for t.
      expect(encodeQuadratic(`1 ${line.split(' ').slice(1).join(' ')}`, 1)).toBe(QUADRATIC_DATA[t - 1]);
    }
  });

  it('the converter encodes counts and flags, and refuses bad or missing lines in words', () => {
    expect(encodeQuadratic('2 3 false\n1 0 true\n3 7 true\n', 3)).toBe('147');
    expect(() => encodeQuadratic('1 2 true\n', 1)).toThrow(/2 quadratic subfields \(expected 0, 1, 3 or 7\)/);
    expect(() => encodeQuadratic('1 1 yes\n', 1)).toThrow(/bad discInK/);
    expect(() => encodeQuadratic('1 1 true\n', 2)).toThrow(/group t=2 missing/);
    expect(() => encodeQuadratic('1 1 true\n1 0 true\n', 1)).toThrow(/computed twice/);
  });

  it('A24 groups always have the point stabilizer in A24', () => {
    const table = fixtureTable();
    for (let g = 0; g < table.size; g++)
      if (table.inA24[g] === 1) expect((QUADRATIC_DATA.charCodeAt(table.t[g]! - 1) - 48) & 1).toBe(1);
  });
});

describe('the invariant in the ranking', () => {
  const table = fixtureTable();
  const input = (f: Poly) => {
    const s = frobeniusTypes(f, 300);
    const { disc, r } = analyze(f);
    return { counts: s.counts, r, discIsSquare: isSquare(disc), quadratic: quadraticBound(disc, s) };
  };

  it('excludes the groups with more quadratic subfields than the polynomial allows, when exact', () => {
    const withQ = rankGroups(table, input(NONE), table.size);
    const { quadratic: _, ...plain } = input(NONE);
    const without = rankGroups(table, plain, table.size);
    expect(withQ.candidates).toBeLessThanOrEqual(without.candidates);
    for (const g of withQ.ranking) expect(QUADRATIC_DATA.charCodeAt(g.t - 1) - 48).toBeLessThan(2);
    expect(withQ.ranking[0]!.t).toBe(25000);
  });

  it('lowers the groups with fewer quadratic subfields than passed the test by ln(47/48) per prime', () => {
    const withQ = rankGroups(table, input(WITH_SQRT5), table.size);
    const { quadratic: _, ...plain } = input(WITH_SQRT5);
    const without = new Map(rankGroups(table, plain, table.size).ranking.map((g) => [g.t, g.logLikelihood]));
    const step = 300 * Math.log(47 / 48);
    let lowered = 0;
    for (const g of withQ.ranking) {
      const drop = g.logLikelihood - without.get(g.t)!;
      const hasOne = (QUADRATIC_DATA.charCodeAt(g.t - 1) - 48) >> 1 >= 1;
      if (!hasOne) {
        expect(drop).toBeLessThanOrEqual(step + 1e-5);
        lowered++;
      } else expect(drop).toBeGreaterThanOrEqual(step - 1e-5);
    }
    expect(lowered).toBeGreaterThan(0);
    expect(rankGroups(table, input(WITH_SQRT5), 10)).toEqual(rankGroups(table, input(WITH_SQRT5), 10));
  });
});

describe('the large primes of |disc f| (a cofactor left after trial division)', () => {
  // Primes above the trial bound (10,007 the first): a power of one of them is split (exact), a
  // product of two is not.
  const Q0 = 10_007n;
  const Q1 = 1_000_003n;
  const Q2 = 2_147_483_647n;
  it('splits a prime power q^k for every k it can take, prime or composite', () => {
    for (const q of [Q0, Q1, Q2])
      for (const k of [12, 13, 14, 15, 16, 18, 21, 24, 25, 27, 30, 35, 36, 49]) {
        const prep = quadraticPrep(-(3n ** 5n) * 4n * q ** BigInt(k));
        expect(prep.exact).toBe(true);
        expect(prep.exps.get(q)).toBe(k);
        expect(prep.rest).toBe(1n);
      }
  });
  it('leaves a product of two large primes unsplit', () => {
    const prep = quadraticPrep(Q1 ** 12n * Q2 ** 12n);
    expect(prep.exact).toBe(false);
    expect(prep.rest).toBe(Q1 ** 12n * Q2 ** 12n);
  });
});
