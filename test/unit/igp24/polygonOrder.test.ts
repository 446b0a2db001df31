import { describe, expect, it } from 'vitest';
import { mul, type Poly, taylorShift } from '../../../src/shared/igp24/arith/poly';
import { valuation } from '../../../src/shared/igp24/arith/valuation';
import { discriminantSubresultant } from '../../../src/shared/igp24/disc/discriminant';
import { irreducibility } from '../../../src/shared/igp24/factor/irreducibility';
import { dedekind } from '../../../src/shared/igp24/field/dedekind';
import { montesIndexExponent } from '../../../src/shared/igp24/field/montes';
import { closedUnderProducts, polygonOrder } from '../../../src/shared/igp24/field/polygonOrder';
import { type Order, round2 } from '../../../src/shared/igp24/field/round2';
import { randBig, rng } from './gen';
import { referenceRound2Step } from './reference/round2Step';

/** f with f(x + a) = x^n + Σ p^(c_k)·r_k·x^k: one root a mod p, a polygon set by the c_k. */
function oneRoot(rand: () => number, p: bigint, n: number): Poly {
  const a = randBig(rand, 3n);
  const g: Poly = [];
  for (let k = 0; k < n; k++) g.push(p ** BigInt(1 + Math.floor(rand() * 6)) * (randBig(rand, 4n) || 1n));
  g.push(1n);
  return taylorShift(g, -a);
}

/** v_p([O : Z[α]]) of an order given by its Hermite numerators over p^e. */
const indexOfOrder = (o: { e: number; H: bigint[][] }, p: bigint) =>
  o.H.reduce((s, row, i) => s + o.e - valuation(row[i]!, p), 0);

describe("the Newton polygon's order", () => {
  it('is none for an Eisenstein polynomial and for one with two roots mod p', () => {
    // x² − 2 at 2: Eisenstein, Z[α] is 2-maximal.
    expect(polygonOrder([-2n, 0n, 1n], 2n)).toBeNull();
    // (x − 1)(x − 2) + 3·… at 3: two distinct roots mod 3.
    expect(
      polygonOrder(
        mul([-1n, 1n], [-2n, 1n]).map((c, i) => (i === 0 ? c + 9n : c)),
        3n,
      ),
    ).toBeNull();
  });

  it('is Z[α/p] for x² − p²·5 (one side of slope 1): index p', () => {
    const o = polygonOrder([-(49n * 5n), 0n, 1n], 7n)!;
    expect(o.indexExponent).toBe(1);
    expect(indexOfOrder(o.order, 7n)).toBe(1);
  });

  it("is an order of the index it states, p-maximal where f is p-regular, and Round 2 from it ends where Round 2 from Dedekind's does", () => {
    const rand = rng(2_718);
    let regular = 0;
    let climbed = 0;
    for (let t = 0; t < 240; t++) {
      const p = [2n, 3n, 5n, 7n][t % 4]!;
      const f = oneRoot(rand, p, 4 + (t % 9));
      const disc = discriminantSubresultant(f);
      if (disc === 0n || irreducibility(f).status !== 'proven') continue;
      const o = polygonOrder(f, p);
      if (o === null) continue;
      expect(indexOfOrder(o.order, p), `f = ${f.join(',')}`).toBe(o.indexExponent);
      expect(closedUnderProducts(o.order, f, p)).toBe(true);
      const v = valuation(disc, p);
      const fromDedekind = round2(f, p, 1e12, dedekind(f, p), { discValuation: v }, referenceRound2Step)
        .indexExponent!;
      const fromPolygon = round2(f, p, 1e12, o, { discValuation: v }, referenceRound2Step).indexExponent!;
      expect(fromPolygon, `f = ${f.join(',')} at ${p}`).toBe(fromDedekind);
      expect(o.indexExponent).toBeLessThanOrEqual(fromDedekind);
      expect(montesIndexExponent(f, p, v)).toBe(fromDedekind);
      if (o.indexExponent === fromDedekind) regular++;
      else climbed++;
    }
    // Both kinds occur: the test covers the p-maximal case and the start for Round 2.
    expect(regular).toBeGreaterThan(20);
    expect(climbed).toBeGreaterThan(5);
  });

  it('refuses a span that is not closed under products', () => {
    // span{1, α/2}: over α² = 3, (α/2)² = 3/4 is not in it; over α² = 12, (α/2)² = 3 is.
    const halfAlpha: Order = {
      e: 1,
      H: [
        [2n, 0n],
        [0n, 1n],
      ],
    };
    expect(closedUnderProducts(halfAlpha, [-3n, 0n, 1n], 2n)).toBe(false);
    expect(closedUnderProducts(halfAlpha, [-12n, 0n, 1n], 2n)).toBe(true);
  });
});
