/**
 * Properties of the field discriminant (src/shared/igp24/field/) that hold whatever the
 * polynomial: the index [O_K : Z[α]] is a whole number, |disc f| = index² · d_K; and d_K belongs to
 * the field, not to the polynomial, so a Tschirnhausen transform g (the characteristic polynomial
 * of θ = t(α), another defining polynomial of the same field when θ generates it) has the same
 * d_K. Seeded random polynomials of degree 6 and 8, fully factored, so both values are exact.
 */
import { describe, expect, it } from 'vitest';
import type { Poly } from '../../../src/shared/igp24/arith/poly';
import { discriminantSubresultant, isSquare } from '../../../src/shared/igp24/disc/discriminant';
import { irreducibility } from '../../../src/shared/igp24/factor/irreducibility';
import { fieldDiscriminantOf } from '../../../src/shared/igp24/field/fieldDiscriminant';
import { factorSmall } from '../../../src/shared/igp24/primes/primes';
import { charpoly } from './charpoly';
import { randBig, randMonic, rng } from './gen';

const abs = (x: bigint) => (x < 0n ? -x : x);

/** d_K of f with every prime of |disc f| found (trial division and a large Pollard–Brent budget). */
function field(f: Poly) {
  const discAbs = abs(discriminantSubresultant(f));
  return {
    discAbs,
    field: fieldDiscriminantOf(f, discAbs, factorSmall(discAbs, { rhoIterations: 2_000_000 })),
  };
}

describe('the field discriminant, property by property', () => {
  it('charpoly is right on a case worked by hand: θ = α² for x² − 2 gives (y − 2)²', () => {
    expect(charpoly([-2n, 0n, 1n], [0n, 0n, 1n])).toEqual([4n, -4n, 1n]);
  });

  it('|disc f| = index² · d_K, and d_K is unchanged under random Tschirnhausen transforms', () => {
    const rand = rng(40);
    let transforms = 0;
    // Transforms whose index is more than 1: d_K differs from |disc g| there, Round 2 did work.
    let withIndex = 0;
    for (let trial = 0; trial < 40 && transforms < 12; trial++) {
      const f = randMonic(rand, trial % 2 === 0 ? 6 : 8, 9n);
      if (irreducibility(f).status !== 'proven') continue;
      const ours = field(f);
      if (ours.field.discSource !== 'exact_nfdisc') continue;
      const dK = BigInt(ours.field.fieldDiscAbs);
      expect(ours.discAbs % dK).toBe(0n);
      expect(isSquare(ours.discAbs / dK)).toBe(true);
      // θ = t(α) with small coefficients; a θ in a proper subfield has a repeated charpoly (disc 0).
      const t = Array.from({ length: f.length - 1 }, () => randBig(rand, 2n));
      const g = charpoly(f, t);
      if (discriminantSubresultant(g) === 0n) continue;
      const theirs = field(g);
      if (theirs.field.discSource !== 'exact_nfdisc') continue;
      expect(BigInt(theirs.field.fieldDiscAbs), `f = ${f}, t = ${t}`).toBe(dK);
      expect(isSquare(theirs.discAbs / dK)).toBe(true);
      transforms++;
      if (theirs.discAbs > dK) withIndex++;
    }
    expect(transforms).toBeGreaterThanOrEqual(8);
    expect(withIndex).toBeGreaterThanOrEqual(8);
  });
});
