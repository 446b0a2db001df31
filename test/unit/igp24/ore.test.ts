/**
 * Ore's theorem (src/shared/igp24/field/ore.ts): the index read off Newton polygons when f is
 * p-regular, against cases worked by hand and against Round 2 on seeded random polynomials with
 * repeated roots mod p. A wrong count of lattice points, a wrong residual polynomial or a
 * refinement to a wrong lift shows as a difference from Round 2.
 */
import { describe, expect, it } from 'vitest';
import { mul, type Poly } from '../../../src/shared/igp24/arith/poly';
import { discriminantSubresultant } from '../../../src/shared/igp24/disc/discriminant';
import { irreducibility } from '../../../src/shared/igp24/factor/irreducibility';
import { dedekind } from '../../../src/shared/igp24/field/dedekind';
import { fieldDiscriminant, fieldWithOrders } from '../../../src/shared/igp24/field/fieldDiscriminant';
import { oreAtFactor, oreIndexExponent } from '../../../src/shared/igp24/field/ore';
import { repeatedParts } from '../../../src/shared/igp24/field/padicSplit';
import { round2 } from '../../../src/shared/igp24/field/round2';
import { factorSmall } from '../../../src/shared/igp24/primes/primes';
import { randBig, rng, squaredTimes } from './gen';

const valuation = (x0: bigint, p: bigint) => {
  let v = 0;
  for (let x = x0 < 0n ? -x0 : x0; x % p === 0n; x /= p) v++;
  return v;
};

/** (x − a)^k·(x − b)^(n−k) plus multiples of small powers of p below x^n: repeated roots mod p. */
function clustered(rand: () => number, p: bigint, n: number): Poly {
  const a = randBig(rand, 3n);
  const b = rand() < 0.5 ? a : randBig(rand, 3n);
  const k = 2 + Math.floor(rand() * (n - 2));
  let f: Poly = [1n];
  for (let i = 0; i < n; i++) f = mul(f, [i < k ? -a : -b, 1n]);
  return f.map((c, i) => (i < n ? c + p ** BigInt(1 + Math.floor(rand() * 5)) * randBig(rand, 3n) : c));
}

describe("Ore's theorem", () => {
  it('counts the lattice points under the polygon on cases worked by hand', () => {
    // x² − p³: one side from (0, 3) to (2, 0), the point (1, 1) under it; Q(√p) has v_p(d_K) = 1.
    expect(oreIndexExponent([-(5n ** 3n), 0n, 1n], 5n)).toBe(1);
    // x³ − 7²·3: side (0, 2)–(3, 0), slope −2/3, only (1, 1) under it; tamely ramified, v_7(d_K) = 2.
    expect(oreIndexExponent([-(49n * 3n), 0n, 0n, 1n], 7n)).toBe(1);
    // x² − 3²·2 at 3: side (0, 2)–(2, 0), degree 2, R = y² − 2 separable mod 3: (1, 1) counts.
    expect(oreIndexExponent([-18n, 0n, 1n], 3n)).toBe(1);
    // x² + 2x + 17 at 2: the lift a = 1 gives f(x + 1) = x² + 4x + 20, side (0, 2)–(2, 0) with
    // R = y² + 1 = (y + 1)² over F_2: not regular. The refined lift 1 + 2 gives x² + 8x + 32, one
    // side (0, 5)–(2, 0) with (1, 1) and (1, 2) under it. disc = −64, d_K = −4 (Q(i)): index 2².
    const f: Poly = [17n, 2n, 1n];
    expect(oreIndexExponent(f, 2n, 0)).toBeNull();
    expect(oreIndexExponent(f, 2n)).toBe(2);
    // Nothing repeated mod p (x² + 1 at 3): nothing to count.
    expect(oreIndexExponent([1n, 0n, 1n], 3n)).toBe(0);
    // A repeated factor of degree 2 mod 3 (x² + 1): not linear, left to Round 2.
    expect(
      oreIndexExponent(
        mul([1n, 0n, 1n], [1n + 9n, 0n, 1n]).map((c, i) => c + (i === 0 ? 27n : 0n)),
        3n,
      ),
    ).toBeNull();
  });

  it('equals Round 2 wherever it answers, on random polynomials with repeated roots mod p', () => {
    const rand = rng(3_141);
    let answered = 0;
    let refined = 0;
    let tried = 0;
    for (let t = 0; t < 900; t++) {
      const p = [2n, 3n, 5n, 7n][t % 4]!;
      const f = clustered(rand, p, 4 + (t % 9));
      const disc = discriminantSubresultant(f);
      if (disc === 0n || irreducibility(f).status !== 'proven') continue;
      const start = dedekind(f, p);
      if (start.m === 0) continue;
      tried++;
      const ore = oreIndexExponent(f, p);
      if (ore === null) continue;
      answered++;
      if (oreIndexExponent(f, p, 0) === null) refined++;
      const expected = round2(f, p, 1e12, start, valuation(disc, p)).indexExponent;
      expect(ore, `p = ${p}, f = ${f.join(',')}`).toBe(expected);
    }
    // Most are p-regular, and some only after a better lift.
    expect(answered).toBeGreaterThan(0.8 * tried);
    expect(refined).toBeGreaterThanOrEqual(10);
  });

  it('the check (Ore) and the reduction (Round 2, orders kept) find the same d_K', () => {
    const rand = rng(2_718);
    let compared = 0;
    for (let t = 0; t < 200 && compared < 15; t++) {
      const p = [2n, 3n][t % 2]!;
      const f = clustered(rand, p, 8);
      const d = discriminantSubresultant(f);
      if (d === 0n || irreducibility(f).status !== 'proven') continue;
      const disc = d < 0n ? -d : d;
      if (dedekind(f, p).m === 0 || oreIndexExponent(f, p) === null) continue;
      const primes = factorSmall(disc).primes.map(BigInt);
      expect(fieldDiscriminant(f, disc, primes), f.join(',')).toEqual(fieldWithOrders(f, disc, primes).field);
      compared++;
    }
    expect(compared).toBe(15);
  });

  it('a root where f is regular takes its share from Ore, the other parts from Round 2: the d_K of Round 2 on f', () => {
    const rand = rng(99);
    let mixed = 0;
    for (let t = 0; t < 60; t++) {
      const p = [2n, 3n, 5n, 7n][t % 4]!;
      // f ≡ A²·B (mod p): linear and other factors repeated, coprime parts over Z_p.
      const f = squaredTimes(rand, p, [4, 6, 10], 3n);
      const d = discriminantSubresultant(f);
      if (d === 0n || irreducibility(f).status !== 'proven') continue;
      const disc = d < 0n ? -d : d;
      const v = valuation(disc, p);
      const m = dedekind(f, p).m;
      if (m === 0 || v - 2 * m <= 1) continue;
      const parts = repeatedParts(f, p, v) ?? [];
      const atRoot = parts.some(({ factor }) => oreAtFactor(f, factor, p) !== null);
      if (oreIndexExponent(f, p) === null && atRoot) mixed++;
      const primes = factorSmall(disc).primes.map(BigInt);
      expect(fieldDiscriminant(f, disc, primes), f.join(',')).toEqual(fieldWithOrders(f, disc, primes).field);
    }
    expect(mixed).toBeGreaterThanOrEqual(15);
  });
});
