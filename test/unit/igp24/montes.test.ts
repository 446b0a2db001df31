/**
 * Montes' algorithm (src/shared/igp24/field/montes.ts): the index read off Newton polygons of
 * higher order, against cases worked by hand and against Round 2 on seeded random polynomials with
 * repeated factors mod p. A wrong count of lattice points, a wrong residual polynomial, a wrong key
 * polynomial φ_(r+1) or a wrong residue field shows as a difference from Round 2; the traces show
 * that orders above 1 and residue fields above F_p are reached.
 */
import { describe, expect, it } from 'vitest';
import { mul, type Poly } from '../../../src/shared/igp24/arith/poly';
import { valuation } from '../../../src/shared/igp24/arith/valuation';
import { discriminantSubresultant } from '../../../src/shared/igp24/disc/discriminant';
import { irreducibility } from '../../../src/shared/igp24/factor/irreducibility';
import { dedekind } from '../../../src/shared/igp24/field/dedekind';
import { fieldDiscriminant, fieldWithOrders } from '../../../src/shared/igp24/field/fieldDiscriminant';
import {
  type MontesTrace,
  montesAtFactor,
  montesIndexExponent,
} from '../../../src/shared/igp24/field/montes';
import { repeatedParts } from '../../../src/shared/igp24/field/padicSplit';
import { orderFromParts } from '../../../src/shared/igp24/field/partsOrder';
import { round2 } from '../../../src/shared/igp24/field/round2';
import { factorSmall } from '../../../src/shared/igp24/primes/primes';
import { randBig, rng, squaredTimes } from './gen';

const discValuation = (f: Poly, p: bigint) => valuation(discriminantSubresultant(f), p);
const montes = (f: Poly, p: bigint, trace?: MontesTrace) =>
  montesIndexExponent(f, p, discValuation(f, p), trace);

/** (x − a)^k·(x − b)^(n−k) plus multiples of small powers of p below x^n: repeated roots mod p. */
function clustered(rand: () => number, p: bigint, n: number): Poly {
  const a = randBig(rand, 3n);
  const b = rand() < 0.5 ? a : randBig(rand, 3n);
  const k = 2 + Math.floor(rand() * (n - 2));
  let f: Poly = [1n];
  for (let i = 0; i < n; i++) f = mul(f, [i < k ? -a : -b, 1n]);
  return f.map((c, i) => (i < n ? c + p ** BigInt(1 + Math.floor(rand() * 5)) * randBig(rand, 3n) : c));
}

/** g^k plus p-power multiples below: g irreducible mod p of degree 2 or 3, so F_1 is F_(p^2) or F_(p^3). */
function clusteredAtIrreducible(rand: () => number, p: bigint): Poly {
  const g: Poly =
    p === 2n ? (rand() < 0.5 ? [1n, 1n, 1n] : [1n, 1n, 0n, 1n]) : p === 3n ? [1n, 0n, 1n] : [2n, 0n, 1n];
  const k = 2 + Math.floor(rand() * 3);
  let f: Poly = [1n];
  for (let i = 0; i < k; i++) f = mul(f, g);
  const n = f.length - 1;
  return f.map((c, i) => (i < n ? c + p ** BigInt(1 + Math.floor(rand() * 6)) * randBig(rand, 3n) : c));
}

const round2Index = (f: Poly, p: bigint) =>
  round2(f, p, 1e12, dedekind(f, p), { discValuation: discValuation(f, p) }).indexExponent;

describe("Montes' algorithm", () => {
  it('counts the lattice points under the polygons on cases worked by hand', () => {
    // x² − p³: one side from (0, 3) to (2, 0), the point (1, 1) under it; Q(√p) has v_p(d_K) = 1.
    expect(montes([-(5n ** 3n), 0n, 1n], 5n)).toBe(1);
    // x³ − 7²·3: side (0, 2)–(3, 0), slope −2/3, only (1, 1) under it; tamely ramified, v_7(d_K) = 2.
    expect(montes([-(49n * 3n), 0n, 0n, 1n], 7n)).toBe(1);
    // x² − 3²·2 at 3: side (0, 2)–(2, 0), degree 2, R = y² − 2 separable mod 3: (1, 1) counts.
    expect(montes([-18n, 0n, 1n], 3n)).toBe(1);
    // x² + 2x + 17 at 2: φ_1 = x − 1 gives x² + 4x + 20, side (0, 2)–(2, 0), R = (y + 1)² over F_2,
    // one point under it: order 2 follows, with φ_2 = φ_1 + 2 (its points one more). disc = −64,
    // d_K = −4 (Q(i)): index 2².
    const trace: MontesTrace = { order: 0, residueDegree: 0 };
    expect(montes([17n, 2n, 1n], 2n, trace)).toBe(2);
    expect(trace.order).toBeGreaterThanOrEqual(2);
    // Nothing repeated mod p (x² + 1 at 3): nothing to count.
    expect(montes([1n, 0n, 1n], 3n)).toBe(0);
    // (x² + 2x + 4)² + 2^6 at 2: φ_1 = x, side (0, 4)–(4, 0) with six points under it and
    // R = (y² + y + 1)² over F_2; φ_2 = x² + 2x + 4, residues in F_4, one side of length 2 with one
    // point counted twice ([F_4 : F_2] = 2), its R a square again (one more order, no point).
    // Round 2 agrees: 8.
    const g: Poly = [4n, 2n, 1n];
    const f = mul(g, g).map((c, i) => (i === 0 ? c + 64n : c));
    const deep: MontesTrace = { order: 0, residueDegree: 0 };
    expect(montes(f, 2n, deep)).toBe(8);
    expect(round2Index(f, 2n)).toBe(8);
    expect(deep).toEqual({ order: 3, residueDegree: 2 });
  });

  it('equals Round 2 on random polynomials with repeated roots mod p, reaching orders above 1', () => {
    const rand = rng(3_141);
    let tried = 0;
    let higher = 0;
    for (let t = 0; t < 700; t++) {
      const p = [2n, 3n, 5n, 7n][t % 4]!;
      const f = clustered(rand, p, 4 + (t % 9));
      if (discriminantSubresultant(f) === 0n || irreducibility(f).status !== 'proven') continue;
      if (dedekind(f, p).m === 0) continue;
      tried++;
      const trace: MontesTrace = { order: 0, residueDegree: 0 };
      expect(montes(f, p, trace), `p = ${p}, f = ${f.join(',')}`).toBe(round2Index(f, p));
      if (trace.order > 1) higher++;
    }
    expect(tried).toBeGreaterThan(150);
    expect(higher).toBeGreaterThan(20);
  });

  it('equals Round 2 where f mod p is a power of an irreducible of degree 2 or 3 (residues in F_(p^2), F_(p^3))', () => {
    const rand = rng(1_618);
    let tried = 0;
    let higher = 0;
    for (let t = 0; t < 160; t++) {
      const p = [2n, 3n, 5n][t % 3]!;
      const f = clusteredAtIrreducible(rand, p);
      if (discriminantSubresultant(f) === 0n || irreducibility(f).status !== 'proven') continue;
      if (dedekind(f, p).m === 0) continue;
      tried++;
      const trace: MontesTrace = { order: 0, residueDegree: 0 };
      expect(montes(f, p, trace), `p = ${p}, f = ${f.join(',')}`).toBe(round2Index(f, p));
      expect(trace.residueDegree).toBeGreaterThanOrEqual(2);
      if (trace.order > 1) higher++;
    }
    expect(tried).toBeGreaterThan(60);
    expect(higher).toBeGreaterThan(5);
  });

  it("the shares at f's repeated factors mod p add up to the whole index", () => {
    const rand = rng(99);
    let split = 0;
    for (let t = 0; t < 60; t++) {
      const p = [2n, 3n, 5n, 7n][t % 4]!;
      // f ≡ A²·B (mod p): linear and other factors repeated, coprime parts over Z_p.
      const f = squaredTimes(rand, p, [4, 6, 10], 3n);
      if (discriminantSubresultant(f) === 0n || irreducibility(f).status !== 'proven') continue;
      const v = discValuation(f, p);
      const parts = repeatedParts(f, p, v);
      if (parts === null || dedekind(f, p).m === 0) continue;
      split++;
      const shares = parts.map(({ factor }) => montesAtFactor(f, factor.map(BigInt), p, v)!);
      expect(
        shares.reduce((a, b) => a + b, 0),
        f.join(','),
      ).toBe(montes(f, p));
      expect(montes(f, p)).toBe(round2Index(f, p));
    }
    expect(split).toBeGreaterThanOrEqual(15);
  });

  it('the check (Montes) and the reduction (Round 2, orders kept) find the same d_K', () => {
    const rand = rng(2_718);
    let compared = 0;
    for (let t = 0; t < 200 && compared < 15; t++) {
      const p = [2n, 3n][t % 2]!;
      const f = clustered(rand, p, 8);
      const d = discriminantSubresultant(f);
      if (d === 0n || irreducibility(f).status !== 'proven') continue;
      const disc = d < 0n ? -d : d;
      if (dedekind(f, p).m === 0) continue;
      const primes = factorSmall(disc).primes.map(BigInt);
      expect(fieldDiscriminant(f, disc, primes), f.join(',')).toEqual(fieldWithOrders(f, disc, primes).field);
      compared++;
    }
    expect(compared).toBe(15);
  });
});

describe("a reduction's order from the p-adic parts", () => {
  it("joins the parts' orders into Round 2's p-maximal order of f (the same Hermite basis)", () => {
    const rand = rng(4_242);
    let joined = 0;
    for (let t = 0; t < 80 && joined < 20; t++) {
      const p = [2n, 3n, 5n][t % 3]!;
      // f ≡ A²·B (mod p): a repeated part and others, coprime over Z_p.
      const f = squaredTimes(rand, p, [3, 4, 6], 2n);
      if (discriminantSubresultant(f) === 0n || irreducibility(f).status !== 'proven') continue;
      const v = discValuation(f, p);
      const parts = repeatedParts(f, p, v);
      if (parts === null || dedekind(f, p).m === 0) continue;
      const shares = parts.map(({ factor }) => montesAtFactor(f, factor.map(BigInt), p, v));
      const fromParts = orderFromParts(f, p, parts, shares, 1e12);
      const whole = round2(f, p, 1e12, dedekind(f, p), { discValuation: v });
      expect(fromParts, f.join(',')).not.toBeNull();
      expect(fromParts!.indexExponent).toBe(whole.indexExponent);
      expect(fromParts!.order).toEqual(whole.order);
      joined++;
    }
    expect(joined).toBe(20);
  });
});
