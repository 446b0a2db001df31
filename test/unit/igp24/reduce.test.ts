/**
 * The reduction (src/shared/igp24/reduce/): the order it works in is O_K when d_K is exact (every
 * basis element integral, the index the field discriminant's); the polynomial it returns defines
 * the same field (same exact d_K, same r), never has a larger discriminant than the input, and
 * reducing it again changes nothing. Cases worked by hand, then seeded random Tschirnhausen
 * transforms of degree 6, 8 and 24.
 */
import { describe, expect, it } from 'vitest';
import type { Poly } from '../../../src/shared/igp24/arith/poly';
import { checkLine } from '../../../src/shared/igp24/check';
import { analyze } from '../../../src/shared/igp24/disc/analyze';
import { discriminantSubresultant } from '../../../src/shared/igp24/disc/discriminant';
import { irreducibility } from '../../../src/shared/igp24/factor/irreducibility';
import { fieldWithOrders } from '../../../src/shared/igp24/field/fieldDiscriminant';
import { factorSmall } from '../../../src/shared/igp24/primes/primes';
import { annihilates } from '../../../src/shared/igp24/reduce/annihilates';
import { indexOf, sumOfOrders } from '../../../src/shared/igp24/reduce/integralBasis';
import { reduceLine } from '../../../src/shared/igp24/reduce/line';
import { reducePolynomial } from '../../../src/shared/igp24/reduce/reduce';
import { charpoly } from './charpoly';
import { randBig, randMonic, rng } from './gen';

const abs = (x: bigint) => (x < 0n ? -x : x);
const line = (f: Poly) => f.join(',');

/** The field of f with every prime of |disc f| found, and the orders behind it. */
function withOrders(f: Poly) {
  const discAbs = abs(discriminantSubresultant(f));
  const small = factorSmall(discAbs, { rhoIterations: 2_000_000 });
  return fieldWithOrders(f, discAbs, small.primes.map(BigInt));
}

/** A random θ = t(α) generating Q(α): its characteristic polynomial, squarefree. */
function transform(f: Poly, rand: () => number, bound: bigint): Poly {
  for (;;) {
    const t = Array.from({ length: f.length - 1 }, (_, k) => (k < 4 ? randBig(rand, bound) : 0n));
    const g = charpoly(f, t);
    if (discriminantSubresultant(g) !== 0n) return g;
  }
}

describe('the order a reduction works in', () => {
  it('is O_K: the index is the field discriminant’s, every basis element integral (large indices)', () => {
    const rand = rng(7);
    let checked = 0;
    for (let trial = 0; trial < 40 && checked < 10; trial++) {
      const p = [2n, 3n, 5n][trial % 3]!;
      const n = trial % 2 === 0 ? 6 : 8;
      // p^n·g(x/p) has index at least p^(n(n−1)/2) over Z[α]: Round 2 has work at p.
      const g = randMonic(rand, n, 3n);
      const f = g.map((c, k) => c * p ** BigInt(n - k));
      if (irreducibility(f).status !== 'proven') continue;
      const { field, orders } = withOrders(f);
      if (field.discSource !== 'exact_nfdisc') continue;
      const basis = sumOfOrders(n, orders);
      expect(indexOf(basis)).toBe(BigInt(field.index));
      for (const row of basis.H) charpoly(f, row, basis.den); // fails on a non-integral coefficient
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });
});

describe('annihilates', () => {
  it('proves g(θ) = 0 exactly and refuses a near miss', () => {
    // θ = (1 + α)/2 with α² = −3: θ² − θ + 1 = 0.
    expect(annihilates([3n, 0n, 1n], [1n, 1n], 2n, [1n, -1n, 1n])).toBe(true);
    expect(annihilates([3n, 0n, 1n], [1n, 1n], 2n, [2n, -1n, 1n])).toBe(false);
  });

  it('decides a θ that is not integral too (the den-free Horner does not apply)', () => {
    // θ = α/2 with α² = −3: θ² = −3/4, so no monic integer g has g(θ) = 0.
    expect(annihilates([3n, 0n, 1n], [0n, 1n], 2n, [1n, 0n, 1n])).toBe(false);
    expect(annihilates([3n, 0n, 1n], [0n, 1n], 2n, [0n, 0n, 1n])).toBe(false);
  });

  it('agrees with the characteristic polynomial on random degree-8 elements over large denominators', () => {
    const rand = rng(17);
    for (let t = 0; t < 6; t++) {
      const f = randMonic(rand, 8, 50n);
      const u = Array.from({ length: 8 }, () => randBig(rand, 30n));
      const g = charpoly(f, u);
      // θ = u(α) written over den = 7^20·2^45: integral, the numerators den·u.
      const den = 7n ** 20n * 2n ** 45n;
      const N = u.map((c) => c * den);
      expect(annihilates(f, N, den, g)).toBe(true);
      const wrong = g.slice();
      wrong[0] = wrong[0]! + 1n;
      expect(annihilates(f, N, den, wrong)).toBe(false);
    }
  });
});

describe('reducePolynomial', () => {
  it('finds the textbook answers: x² − 12 → x² − 3, x⁴ + 256 → x⁴ + 1', () => {
    expect(reducePolynomial([-12n, 0n, 1n]).g).toEqual([-3n, 0n, 1n]);
    const q = reducePolynomial([256n, 0n, 0n, 0n, 1n]);
    expect(q.g).toEqual([1n, 0n, 0n, 0n, 1n]);
    expect(q.discAbs).toBe(256n);
  });

  it('keeps the field and r, never enlarges |disc|, and is idempotent (degree 6 and 8)', () => {
    const rand = rng(11);
    let reduced = 0;
    for (let trial = 0; trial < 30 && reduced < 10; trial++) {
      const base = randMonic(rand, trial % 2 === 0 ? 6 : 8, 5n);
      if (irreducibility(base).status !== 'proven') continue;
      const f = transform(base, rand, 3n);
      const res = reducePolynomial(f);
      expect(res.discAbs <= abs(discriminantSubresultant(f))).toBe(true);
      expect(abs(discriminantSubresultant(res.g))).toBe(res.discAbs);
      const a = withOrders(f).field;
      const b = withOrders(res.g).field;
      if (a.discSource === 'exact_nfdisc' && b.discSource === 'exact_nfdisc')
        expect(b.fieldDiscAbs).toBe(a.fieldDiscAbs);
      // The value the rounds report: never below the truth, and the truth when exact.
      if (a.discSource === 'exact_nfdisc') {
        expect(BigInt(res.field.fieldDiscAbs) >= BigInt(a.fieldDiscAbs)).toBe(true);
        if (res.field.discSource === 'exact_nfdisc') expect(res.field.fieldDiscAbs).toBe(a.fieldDiscAbs);
      }
      expect(irreducibility(res.g).status).toBe('proven');
      expect(analyze(res.g).r).toBe(analyze(f).r);
      expect(reducePolynomial(res.g).g, `reduce(reduce(${line(f)}))`).toEqual(res.g);
      reduced++;
    }
    expect(reduced).toBeGreaterThanOrEqual(8);
  });
});

describe('reduceLine', () => {
  it('on a large field (|disc| ~ 10^480) writes only a valid line: no coefficient of 10^200 or more', () => {
    // The order's short elements here have coefficients beyond the line format's limit; the first
    // version wrote one (smaller |disc|, 10^200-sized coefficients) and then refused its own line.
    const rand = rng(5);
    randMonic(rand, 24, 9n);
    const f = randMonic(rand, 24, 10n ** 10n - 1n);
    const res = reduceLine(f.join(','));
    expect(res.outcome === 'reduced' || res.outcome === 'kept', res.reason ?? '').toBe(true);
    const again = checkLine(res.text);
    expect(again.valid).toBe(true);
    expect(again.r).toBe(res.r);
    expect(BigInt(res.discAbsAfter!) <= BigInt(res.discAbsBefore!)).toBe(true);
  });
});
