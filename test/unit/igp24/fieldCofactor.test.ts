/**
 * The unfactored cofactor of |disc f| (src/shared/igp24/field/cofactor.ts): Dedekind's criterion
 * modulo a composite number. A square of index primes too large to find is settled by an order
 * proved without factoring it; primes whose local structure differs are split apart by a zero
 * divisor. Each is checked against the same line with those primes known (the prime path).
 */
import { describe, expect, it } from 'vitest';
import { mul } from '../../../src/shared/igp24/arith/poly';
import { analyze } from '../../../src/shared/igp24/disc/analyze';
import { irreducibility } from '../../../src/shared/igp24/factor/irreducibility';
import { isOrder, resolveCofactor } from '../../../src/shared/igp24/field/cofactor';
import { fieldDiscriminant } from '../../../src/shared/igp24/field/fieldDiscriminant';

const B = 100_000n;
const q1 = 1_000_003n;
const q2 = 1_000_033n;
const abs = (x: bigint) => (x < 0n ? -x : x);
const add = (a: readonly bigint[], b: readonly bigint[]) =>
  Array.from({ length: Math.max(a.length, b.length) }, (_, i) => (a[i] ?? 0n) + (b[i] ?? 0n));
const scale = (a: readonly bigint[], k: bigint) => a.map((c) => c * k);
/** x^22 + 3x^7 − x + 2, lowest degree first. */
const H = [2n, -1n, 0n, 0n, 0n, 0n, 0n, 3n, ...new Array<bigint>(14).fill(0n), 1n];
const xMinus = (a: bigint) => [-a, 1n];

/** Trial division of n up to B: the primes found and the cofactor left. */
function trial(n: bigint): { primes: bigint[]; cofactor: bigint } {
  let cofactor = n;
  const primes: bigint[] = [];
  for (let p = 2n; p <= B; p++)
    if (cofactor % p === 0n) {
      primes.push(p);
      while (cofactor % p === 0n) cofactor /= p;
    }
  return { primes, cofactor };
}

describe('the unfactored cofactor', () => {
  it('a square of two index primes beyond the trial bound is settled by an order, without factoring it', () => {
    // f = (x − 5)²·H + s²·(x³ + x + 1): modulo each q | s, 5 is a double root with q² | f(5),
    // so q divides the index (Dedekind); v_q(disc f) = 2 leaves q out of d_K.
    const s = q1 * q2;
    const f = add(mul(mul(xMinus(5n), xMinus(5n)), H), scale([1n, 1n, 0n, 1n], s * s));
    expect(irreducibility(f).status).toBe('proven');
    const res = resolveCofactor(f, s * s, B, null);
    expect(res).toMatchObject({ primes: [], index: s, unresolved: 1n });
    // The order itself, for a reduction's basis: θ = U(α)/s with s² | disc.
    expect(res.orders.map((o) => o.s)).toEqual([s]);

    // The same line two ways: every other prime of disc f given, q1 and q2 not (the order) or
    // given too (Dedekind and Round 2 at each prime).
    const disc = abs(analyze(f).disc);
    // What is left above B besides s² is 369793 times a 651-digit number, each to the first power
    // (PARI's factor): passed as known, they are skipped as primes of the first power should be.
    const { primes, cofactor } = trial(disc);
    const others = [...primes, cofactor / (s * s)];
    const composite = fieldDiscriminant(f, disc, others);
    const prime = fieldDiscriminant(f, disc, [...others, q1, q2]);
    expect(composite).toEqual(prime);
    expect(composite).toMatchObject({ discSource: 'exact_nfdisc', index: s.toString() });
  });

  it('splitAll (a reduction): a part that is no power is split by Dedekind modulo itself', () => {
    // c = s²·w with w a prime beyond B³ whose square does not divide disc f: no perfect power, so
    // the check leaves all of c unresolved; modulo c the zero divisor of s's double root splits off w.
    const s = q1 * q2;
    const f = add(mul(mul(xMinus(5n), xMinus(5n)), H), scale([1n, 1n, 0n, 1n], s * s));
    const w = 1_000_000_000_000_000_003n;
    expect(resolveCofactor(f, s * s * w, B, null)).toMatchObject({ index: 1n, unresolved: s * s * w });
    const split = resolveCofactor(f, s * s * w, B, null, true);
    expect(split).toMatchObject({ primes: [w], index: s, unresolved: 1n });
    expect(split.orders.map((o) => o.s)).toEqual([s]);
  });

  it('primes with different local structure are split apart by a zero divisor and found', () => {
    // Modulo q1: a triple root at 5 (f ≡ (x − 5)³·H); modulo q2: a double root at 7 with q2² | f(7).
    // gcd(f, f′) has degree 2 modulo q1 and 1 modulo q2: Euclid modulo q1·q2 meets a zero divisor.
    const at1 = add(mul(mul(mul(xMinus(5n), xMinus(5n)), xMinus(5n)), H.slice(1)), scale([1n, 1n], q1));
    const at2 = add(mul(mul(xMinus(7n), xMinus(7n)), H), scale([1n, 0n, 1n], q2 * q2));
    const M1 = q1 * q1;
    const M2 = q2 * q2;
    // Coefficientwise CRT: f ≡ at1 (mod q1²), f ≡ at2 (mod q2²); both monic of degree 24.
    const inv = (a: bigint, m: bigint) => {
      let [r0, r1, s0, s1] = [((a % m) + m) % m, m, 1n, 0n];
      while (r1 !== 0n) {
        const q = r0 / r1;
        [r0, r1, s0, s1] = [r1, r0 - q * r1, s1, s0 - q * s1];
      }
      return ((s0 % m) + m) % m;
    };
    const k = inv(M1, M2);
    const f = at1.map((a, i) => {
      const b = at2[i] ?? 0n;
      const t = ((((b - a) * k) % M2) + M2) % M2;
      return a + M1 * t;
    });
    expect(f.at(-1)).toBe(1n);
    expect(f.every((c, i) => (c - at1[i]!) % M1 === 0n && (c - (at2[i] ?? 0n)) % M2 === 0n)).toBe(true);
    const res = resolveCofactor(f, M1 * M2, B, null);
    expect([...res.primes].sort()).toEqual([q1, q2].sort());
    expect(res).toMatchObject({ index: 1n, unresolved: 1n });
  });

  it('a part it cannot settle stays unresolved and the value a bound', () => {
    // A square of primes where Z[α] is maximal (no double root with q² | f(a)): m = 0 proves
    // nothing about a composite s (q1·q2 squarefree or not), so the part stays named.
    const f = add(mul(mul(xMinus(5n), xMinus(5n)), H), scale([1n], q1 * q2));
    const res = resolveCofactor(f, (q1 * q2) ** 2n, B, null);
    expect(res.index).toBe(1n);
    expect(res.unresolved).toBe((q1 * q2) ** 2n);
  });

  it('the order check: θ = U(α)/s with U = f/(x − 5) mod s is integral only when s² divides f(5)', () => {
    const s = q1 * q2;
    const U = (f: bigint[]) => {
      // f / (x − 5) by synthetic division, reduced mod s (exact: f(5) ≡ 0 mod s in both cases).
      const q: bigint[] = new Array<bigint>(f.length - 1).fill(0n);
      let carry = 0n;
      for (let i = f.length - 1; i >= 1; i--) {
        carry = f[i]! + 5n * carry;
        q[i - 1] = ((carry % s) + s) % s;
      }
      return q;
    };
    const square = mul(mul(xMinus(5n), xMinus(5n)), H);
    const index = add(square, scale([1n, 1n, 0n, 1n], s * s));
    const ramified = add(square, scale([1n, 1n, 0n, 1n], s));
    expect(isOrder(index, U(index), s)).toBe(true);
    expect(isOrder(ramified, U(ramified), s)).toBe(false);
  });

  it('a prime power is found by its root, and a part below B³ that is no power is squarefree', () => {
    const f = add(mul(mul(xMinus(5n), xMinus(5n)), H), [q1]);
    expect(resolveCofactor(f, q1 ** 3n, B, null)).toEqual({
      primes: [q1],
      index: 1n,
      unresolved: 1n,
      orders: [],
    });
    expect(resolveCofactor(f, q1 * q2, B, null)).toEqual({
      primes: [],
      index: 1n,
      unresolved: 1n,
      orders: [],
    });
    expect(resolveCofactor(f, q1 * q2, B, q1 * q2)).toEqual({
      primes: [],
      index: 1n,
      unresolved: 1n,
      orders: [],
    });
  });
});
