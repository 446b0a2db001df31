/**
 * The elliptic curve method (src/shared/igp24/primes/ecm.ts) and its place in factorSmall: the
 * composite cofactors Pollard–Brent leaves, two primes of 12 to 16 digits.
 */
import { describe, expect, it } from 'vitest';
import { isProbablePrime } from '../../../src/shared/igp24/arith/millerRabin';
import { ecm, ecmB1, ecmCurve } from '../../../src/shared/igp24/primes/ecm';
import { ECM_MAX_BITS, factorSmall } from '../../../src/shared/igp24/primes/primes';

/** The first prime at or above n. */
function primeFrom(n: bigint): bigint {
  let p = n | 1n;
  while (!isProbablePrime(p)) p += 2n;
  return p;
}

describe('ECM', () => {
  it('splits products of two primes of 10 to 14 digits, each factor proper', () => {
    for (const [a, b] of [
      [10n ** 10n, 10n ** 13n],
      [3n * 10n ** 11n, 7n * 10n ** 12n],
      [10n ** 12n, 10n ** 14n],
    ] as const) {
      const p = primeFrom(a + 12_345n);
      const q = primeFrom(b + 67_891n);
      const { factor, used } = ecm(p * q, 60);
      expect(factor === p || factor === q, `${p}·${q}: ${factor}`).toBe(true);
      expect(used).toBeGreaterThan(0);
    }
  });

  it('finds nothing in a prime and spends exactly its curves', () => {
    const p = primeFrom(10n ** 30n);
    expect(ecm(p, 4)).toEqual({ factor: null, used: 4 });
  });

  it('is deterministic: the same curve gives the same answer', () => {
    const n = primeFrom(10n ** 11n) * primeFrom(5n * 10n ** 15n);
    const first = [6n, 7n, 8n, 9n, 10n].map((s) => ecmCurve(n, s, 2_000));
    const again = [6n, 7n, 8n, 9n, 10n].map((s) => ecmCurve(n, s, 2_000));
    expect(again).toEqual(first);
    expect(first.some((f) => f !== null)).toBe(true);
  });

  it('raises B1 with the curve number', () => {
    expect([0, 24, 25, 114, 115].map(ecmB1)).toEqual([2_000, 2_000, 11_000, 11_000, 50_000]);
  });
});

describe('factorSmall with ECM', () => {
  const p = primeFrom(4n * 10n ** 12n);
  const q = primeFrom(9n * 10n ** 15n);

  it('finds both primes of a cofactor rho leaves within its budget', () => {
    const n = 6n * p * q;
    expect(factorSmall(n, { rhoIterations: 20_000 }).cofactor).toBe('composite');
    const r = factorSmall(n, { rhoIterations: 20_000, ecmCurves: 60 });
    expect(r.primes).toEqual(['2', '3', p.toString(), q.toString()]);
    expect(r.cofactor).toBe('one');
  });

  it('leaves a part above ECM_MAX_BITS alone (curves enough would find its 13-digit prime)', () => {
    const big = primeFrom(2n ** BigInt(ECM_MAX_BITS - 30));
    const n = p * big;
    expect(n.toString(2).length).toBeGreaterThan(ECM_MAX_BITS);
    const r = factorSmall(n, { ecmCurves: 1_000 });
    expect(r.cofactor).toBe('composite');
    expect(r.unfactored).toBe(n.toString());
  });
});
