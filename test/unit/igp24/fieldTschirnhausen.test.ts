/**
 * Properties of the field discriminant (src/shared/igp24/field/) that hold whatever the
 * polynomial: the index [O_K : Z[α]] is a whole number, |disc f| = index² · d_K; and d_K belongs to
 * the field, not to the polynomial, so a Tschirnhausen transform g (the characteristic polynomial
 * of θ = t(α), another defining polynomial of the same field when θ generates it) has the same
 * d_K. Seeded random polynomials of degree 6 and 8, fully factored, so both values are exact.
 */
import { describe, expect, it } from 'vitest';
import { mul, type Poly } from '../../../src/shared/igp24/arith/poly';
import { discriminantSubresultant, isSquare } from '../../../src/shared/igp24/disc/discriminant';
import { irreducibility } from '../../../src/shared/igp24/factor/irreducibility';
import { fieldDiscriminantOf } from '../../../src/shared/igp24/field/fieldDiscriminant';
import { factorSmall } from '../../../src/shared/igp24/primes/primes';
import { randBig, randMonic, rng } from './gen';

const abs = (x: bigint) => (x < 0n ? -x : x);

/** a mod f for monic f (ascending coefficients). */
function reduceMod(a: Poly, f: Poly): Poly {
  const n = f.length - 1;
  const r = [...a];
  for (let d = r.length - 1; d >= n; d--) {
    const c = r[d]!;
    if (c === 0n) continue;
    for (let j = 0; j < n; j++) r[d - n + j] = r[d - n + j]! - c * f[j]!;
    r[d] = 0n;
  }
  return Array.from({ length: n }, (_, j) => r[j] ?? 0n);
}

/**
 * The characteristic polynomial of θ = t(α) over Q, f(α) = 0: the traces Tr(θ^k) from the power
 * sums of f's roots, then Newton's identities (exact: the polynomial is monic with integer
 * coefficients).
 */
function charpoly(f: Poly, t: Poly): Poly {
  const n = f.length - 1;
  // Power sums p_j of the roots of f, j < n (p_0 = n), by Newton's identities on f.
  const a = (i: number) => f[i]!;
  const p: bigint[] = [BigInt(n)];
  for (let k = 1; k < n; k++) {
    let s = BigInt(k) * a(n - k);
    for (let i = 1; i < k; i++) s += a(n - i) * p[k - i]!;
    p.push(-s);
  }
  const trace = (x: Poly) => x.reduce((s, c, j) => s + c * p[j]!, 0n);
  const theta = reduceMod(t, f);
  const traces: bigint[] = [];
  let power: Poly = [1n];
  for (let k = 1; k <= n; k++) {
    power = reduceMod(mul(power, theta), f);
    traces.push(trace(power));
  }
  // e_k from the traces P_i: k·e_k = Σ (−1)^(i−1) e_(k−i) P_i.
  const e: bigint[] = [1n];
  for (let k = 1; k <= n; k++) {
    let s = 0n;
    for (let i = 1; i <= k; i++) s += (i % 2 === 1 ? 1n : -1n) * e[k - i]! * traces[i - 1]!;
    expect(s % BigInt(k)).toBe(0n);
    e.push(s / BigInt(k));
  }
  return Array.from({ length: n + 1 }, (_, j) => (((n - j) % 2 === 0 ? 1n : -1n) * e[n - j]!) as bigint);
}

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
