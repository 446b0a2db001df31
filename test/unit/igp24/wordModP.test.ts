/** Word-size arithmetic modulo small primes against BigInt on random inputs. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  invMod,
  mulMod,
  polyLimbs,
  powMod,
  reduce,
  residuesInto,
} from '../../../src/shared/igp24/arith/wordModP';

const mod = (x: bigint, p: bigint) => ((x % p) + p) % p;
/** Primes below 2^26, small ones and ones at the top of the range. */
const PRIMES = [2, 3, 5, 7, 1999, 65_521, 1_048_573, 16_777_213, 67_108_859];
const prime = fc.constantFrom(...PRIMES);

describe('word-size arithmetic modulo p < 2^26', () => {
  it('reduce agrees with BigInt for every integer with |x| + p ≤ 2^53', () => {
    fc.assert(
      fc.property(prime, fc.bigInt({ min: -(2n ** 53n), max: 2n ** 53n }), (p, x) => {
        const P = BigInt(p);
        // Clamp into the precondition, and probe just around multiples of p, where x / p rounds.
        const lim = 2n ** 53n - P;
        const y = x > lim ? lim : x < -lim ? -lim : x;
        for (const z of [y, y - mod(y, P), y - mod(y, P) - 1n, y - mod(y, P) + P - 1n])
          if (z <= lim && z >= -lim) expect(reduce(Number(z), p, 1 / p)).toBe(Number(mod(z, P)));
      }),
      { numRuns: 3000 },
    );
  });

  it('mulMod, powMod and invMod agree with BigInt', () => {
    fc.assert(
      fc.property(prime, fc.nat(), fc.nat(), fc.nat({ max: 2 ** 40 }), (p, a0, b0, e) => {
        const a = a0 % p;
        const b = b0 % p;
        const P = BigInt(p);
        expect(mulMod(a, b, p)).toBe(Number((BigInt(a) * BigInt(b)) % P));
        let r = 1n;
        let base = BigInt(a);
        for (let k = BigInt(e); k > 0n; k >>= 1n) {
          if (k & 1n) r = (r * base) % P;
          base = (base * base) % P;
        }
        expect(powMod(a, e, p)).toBe(Number(r % P));
        if (a !== 0) expect(Number((BigInt(invMod(a, p)) * BigInt(a)) % P)).toBe(1);
      }),
      { numRuns: 2000 },
    );
  });

  it('invMod refuses a non-invertible residue', () => {
    expect(() => invMod(0, 7)).toThrow(/not invertible/);
    expect(() => invMod(6, 9)).toThrow(/not invertible/);
  });

  it('residues of big coefficients agree with BigInt remainders', () => {
    fc.assert(
      fc.property(
        prime,
        fc.array(fc.bigInt({ min: -(10n ** 200n), max: 10n ** 200n }), { minLength: 1, maxLength: 30 }),
        (p, f) => {
          const out = new Float64Array(f.length);
          residuesInto(polyLimbs(f), p, out);
          expect([...out]).toEqual(f.map((c) => Number(mod(c, BigInt(p)))));
        },
      ),
      { numRuns: 500 },
    );
  });
});
