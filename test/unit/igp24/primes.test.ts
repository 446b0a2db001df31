import { describe, expect, it } from 'vitest';
import { parseLine } from '../../../src/shared/igp24/line/lineFormat';
import { factorSmall, hintComment, withHint } from '../../../src/shared/igp24/primes/primes';

describe('factorSmall', () => {
  it('trial division and Pollard-Brent find products of known primes', () => {
    const ps = [2n, 3n, 1_000_003n, 1_000_033n, 2_147_483_647n, 4_294_967_311n];
    const n = ps.reduce((a, b) => a * b, 1n) * 4n * 9n;
    const r = factorSmall(-n, { rhoIterations: 200_000 });
    expect(r.primes).toEqual(ps.map(String));
    expect(r.cofactor).toBe('one');
  });

  it('a prime cofactor is included and reported', () => {
    const p = 170141183460469231731687303715884105727n; // 2^127 - 1
    const r = factorSmall(12n * p);
    expect(r.primes).toEqual(['2', '3', p.toString()]);
    expect(r.cofactor).toBe('prime');
  });

  it('a power of a large prime left after trial division gives its prime, as PARI does', () => {
    // An index prime squared (LMFDB: 175019448601² in a degree-24 discriminant), a cube, a 5th power.
    for (const [q, k] of [
      [175_019_448_601n, 2],
      [1_000_003n, 3],
      [2n ** 61n - 1n, 5],
    ] as const) {
      const r = factorSmall(6n * q ** BigInt(k));
      expect(r.primes).toEqual(['2', '3', q.toString()]);
      expect(r.cofactor).toBe('one');
    }
    // A power of a composite stays unfactored, whole.
    const c = 1_000_003n * 1_000_033n;
    const r = factorSmall(5n * c ** 2n * c, { rhoIterations: 0 });
    expect(r.primes).toEqual(['5']);
    expect(r.cofactor).toBe('composite');
    expect(BigInt(r.unfactored!)).toBe(c ** 3n);
  });

  it('reports an unfactored composite when the budget is exhausted', () => {
    const p = 170141183460469231731687303715884105727n;
    const q = 2n ** 89n - 1n;
    const r = factorSmall(5n * p * q, { rhoIterations: 0 });
    expect(r.primes).toEqual(['5']);
    expect(r.cofactor).toBe('composite');
    expect(r.unfactored).toBe((p * q).toString());
  });
});

describe('hint helpers', () => {
  const line = ['-2', ...Array(23).fill('0'), '1'].join(',');
  it('round-trips with the line parser', () => {
    const out = withHint(line, [3n, '2', 3n]);
    expect(out).toBe(`${line} # poly_disc_primes=[2,3]`);
    const parsed = parseLine(out);
    expect(parsed.valid).toBe(true);
    expect(parsed.hint).toEqual({ status: 'recognized', primes: ['2', '3'] });
  });
  it('replaces an existing comment; keeps the line without primes', () => {
    expect(withHint(`${line} # old note`, ['7'])).toBe(`${line} # poly_disc_primes=[7]`);
    expect(withHint(`${line} #x`, [])).toBe(`${line} #x`);
    expect(hintComment(['13', '2', '170141183460469231731687303715884105727'])).toBe(
      'poly_disc_primes=[2,13,170141183460469231731687303715884105727]',
    );
  });
});
