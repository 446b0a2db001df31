import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divExact, mul, primitivePart } from '../../../src/shared/igp24/arith/poly';
import { factorOverZ } from '../../../src/shared/igp24/factor/factorZ';
import { irreducibility } from '../../../src/shared/igp24/factor/irreducibility';
import { randMonic, rng } from './gen';

/** The n-th cyclotomic polynomial, by exact division of x^n - 1 by Φ_d for the proper divisors d. */
function cyclotomic(n: number): bigint[] {
  let f: bigint[] = [-1n, ...new Array<bigint>(n - 1).fill(0n), 1n];
  for (let d = 1; d < n; d++) if (n % d === 0) f = divExact(f, cyclotomic(d))!;
  return f;
}

const key = (f: bigint[]) => f.join(',');
const sortedKeys = (fs: bigint[][]) => fs.map(key).sort();

/** A random irreducible monic factor of the given degree (random polynomials almost always are). */
function irreducibleOfDegree(rand: () => number, d: number, bound: bigint): bigint[] {
  for (;;) {
    const g = randMonic(rand, d, bound);
    if (d === 1 || irreducibility(g).status === 'proven') return g;
  }
}

describe('factorization over Z', () => {
  it('degree-24 cyclotomic polynomials (abelian groups, no 24-cycle) are proven irreducible', () => {
    for (const n of [35, 39, 45, 52, 56, 70, 72, 84, 90]) {
      const phi = cyclotomic(n);
      expect(phi.length - 1).toBe(24);
      const r = irreducibility(phi);
      expect(r.status).toBe('proven');
      expect(r.factorDegrees).toEqual([24]);
    }
  });

  it('products of random factors of every degree split of 24 are recovered exactly', () => {
    const rand = rng(21);
    const splits = [
      [12, 12],
      [1, 23],
      [2, 22],
      [3, 21],
      [4, 20],
      [5, 19],
      [6, 18],
      [7, 17],
      [8, 16],
      [9, 15],
      [10, 14],
      [11, 13],
      [6, 6, 6, 6],
      [1, 1, 2, 4, 8, 8],
      [3, 3, 3, 3, 3, 3, 3, 3],
    ];
    for (const split of splits) {
      const parts = split.map((d) => irreducibleOfDegree(rand, d, 20n));
      const f = parts.reduce(mul);
      const r = irreducibility(f);
      expect(r.status).toBe('reducible');
      expect(r.factorDegrees).toEqual([...split].sort((a, b) => a - b));
      expect(sortedKeys(r.factors.map((x) => x.factor))).toEqual(sortedKeys(parts));
    }
  });

  it('property: any product of 2-4 irreducible factors (non-monic too) factors back exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 1, max: 3 }),
        (seed, k, lead) => {
          const rand = rng(seed);
          let left = 24;
          const parts: bigint[][] = [];
          for (let i = 0; i < k; i++) {
            const d = i === k - 1 ? left : 1 + Math.floor(rand() * (left - (k - 1 - i)));
            left -= d;
            parts.push(irreducibleOfDegree(rand, d, 50n));
          }
          parts[0] = primitivePart([...parts[0]!.slice(0, -1), BigInt(lead)]);
          const f = parts.reduce(mul);
          const got = factorOverZ(f);
          const expected = parts.filter(
            (p) => p.length > 1 && (p.length > 2 || irreducibility(p).status === 'proven'),
          );
          expect(got.reduce((a, x) => a + (x.factor.length - 1) * x.multiplicity, 0)).toBe(24);
          expect(got.flatMap((x) => Array(x.multiplicity).fill(x.factor)).reduce(mul)).toEqual(
            primitivePart(f),
          );
          if (parts.every((p) => irreducibility(p).status === 'proven'))
            expect(sortedKeys(got.flatMap((x) => Array(x.multiplicity).fill(x.factor)))).toEqual(
              sortedKeys(expected),
            );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a non-squarefree polynomial is reducible with the repeated factor and its multiplicity', () => {
    const rand = rng(22);
    const g = irreducibleOfDegree(rand, 5, 10n);
    const h = irreducibleOfDegree(rand, 14, 10n);
    const r = irreducibility(mul(mul(g, g), h));
    expect(r.status).toBe('reducible');
    expect(r.factor).toEqual(g);
    expect(r.factors).toContainEqual({ factor: g, multiplicity: 2 });
    expect(r.factorDegrees).toEqual([5, 5, 14]);
  });

  it('the answer never depends on which primes were tried', () => {
    const rand = rng(23);
    const inputs = [
      cyclotomic(84),
      mul(irreducibleOfDegree(rand, 12, 10n), irreducibleOfDegree(rand, 12, 10n)),
      randMonic(rand, 24, 10n ** 6n),
      mul(cyclotomic(35), [-3n, 1n]).slice(0),
    ];
    for (const f of inputs) {
      const base = factorOverZ(f);
      for (const firstPrime of [3, 10, 40, 120]) expect(factorOverZ(f, { firstPrime })).toEqual(base);
    }
  });

  it('agrees with PARI factor() on random products when gp is installed', () => {
    const gp = spawnSync('sh', ['-c', 'command -v gp'], { encoding: 'utf8' }).stdout.trim();
    const rand = rng(24);
    const fs = Array.from({ length: 20 }, (_, i) =>
      i % 2 ? randMonic(rand, 24, 100n) : mul(randMonic(rand, 10, 100n), randMonic(rand, 14, 100n)),
    );
    const ours = fs.map((f) =>
      factorOverZ(f)
        .map((x) => `${x.factor.length - 1}^${x.multiplicity}`)
        .sort()
        .join(' '),
    );
    if (!gp) {
      // Without PARI the degrees must still multiply back to 24.
      for (const o of ours) expect(o.length).toBeGreaterThan(0);
      return;
    }
    const script = fs
      .map(
        (f) =>
          `F=factor(Pol([${[...f].reverse().join(',')}]));print(vecsort(vector(#F~,i,Str(poldegree(F[i,1]),"^",F[i,2]))))`,
      )
      .join('\n');
    const out = spawnSync(gp, ['-q', '-f'], { input: `${script}\nquit\n`, encoding: 'utf8' })
      .stdout.trim()
      .split('\n');
    const pari = out.map((l) =>
      l
        .replace(/[[\]"\s]/g, '')
        .split(',')
        .sort()
        .join(' '),
    );
    expect(ours).toEqual(pari);
  });
});
