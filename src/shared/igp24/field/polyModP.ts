/**
 * Polynomials over F_p for any prime p, BigInt coefficients in [0, p), lowest degree first,
 * no trailing zeros (the zero polynomial is []). What Dedekind's criterion needs: products,
 * division, gcd and the radical (the product of the distinct irreducible factors). The word-size
 * code in factor/ serves primes below 2^26; a square dividing disc f can be any size.
 */

import { mul } from '../arith/poly';
import { modM } from '../arith/polyModM';

export type PolyFp = bigint[];

/** a mod p in [0, p) (arith/polyModM.ts's modM under this module's name). */
export const modp = modM;

export function trimFp(a: PolyFp): PolyFp {
  let n = a.length;
  while (n > 0 && a[n - 1] === 0n) n--;
  return n === a.length ? a : a.slice(0, n);
}

export const reduceFp = (a: readonly bigint[], p: bigint): PolyFp => trimFp(a.map((c) => modp(c, p)));

/**
 * A leading coefficient that is a zero divisor modulo a composite modulus (field/cofactor.ts runs
 * these routines modulo an unfactored number): factor = gcd(coefficient, modulus), a divisor of it.
 */
export class ZeroDivisor extends Error {
  constructor(readonly factor: bigint) {
    super('zero divisor');
  }
}

/** a⁻¹ mod p (p prime, a ≢ 0; for a composite p, throws ZeroDivisor when gcd(a, p) > 1). */
export function invMod(a: bigint, p: bigint): bigint {
  let [r0, r1] = [modp(a, p), p];
  let [s0, s1] = [1n, 0n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
  }
  if (r0 !== 1n) throw new ZeroDivisor(r0);
  return modp(s0, p);
}

export function mulFp(a: PolyFp, b: PolyFp, p: bigint): PolyFp {
  return reduceFp(mul(a, b), p);
}

export function subFp(a: PolyFp, b: PolyFp, p: bigint): PolyFp {
  const n = Math.max(a.length, b.length);
  const out: bigint[] = [];
  for (let i = 0; i < n; i++) out.push(modp((a[i] ?? 0n) - (b[i] ?? 0n), p));
  return trimFp(out);
}

/** Quotient and remainder of a by b ≠ 0. */
export function divmodFp(a: PolyFp, b: PolyFp, p: bigint): { q: PolyFp; r: PolyFp } {
  const db = b.length - 1;
  if (db < 0) throw new Error('division by zero polynomial');
  const r = a.slice();
  if (r.length <= db) return { q: [], r: trimFp(r) };
  const inv = invMod(b[db]!, p);
  const q = new Array<bigint>(r.length - db).fill(0n);
  for (let i = r.length - 1; i >= db; i--) {
    const c = modp(r[i]! * inv, p);
    if (c === 0n) continue;
    q[i - db] = c;
    for (let j = 0; j <= db; j++) r[i - db + j] = modp(r[i - db + j]! - c * b[j]!, p);
  }
  return { q: trimFp(q), r: trimFp(r.slice(0, db)) };
}

export function monicFp(a: PolyFp, p: bigint): PolyFp {
  if (a.length === 0) return a;
  const inv = invMod(a[a.length - 1]!, p);
  return a.map((c) => modp(c * inv, p));
}

/** The monic gcd (gcd(0, 0) = []). */
export function gcdFp(a0: PolyFp, b0: PolyFp, p: bigint): PolyFp {
  let a = a0;
  let b = b0;
  while (b.length > 0) [a, b] = [b, divmodFp(a, b, p).r];
  return monicFp(a, p);
}

export function derivFp(a: PolyFp, p: bigint): PolyFp {
  return reduceFp(
    a.slice(1).map((c, i) => c * BigInt(i + 1)),
    p,
  );
}

/** a = b(x^p) → b (over F_p the p-th root of a, since Frobenius fixes F_p); a′ = 0 is assumed. */
const pthRoot = (a: PolyFp, p: number): PolyFp => a.filter((_, i) => i % p === 0);

/**
 * The radical of a monic a: the product of its distinct monic irreducible factors. w = a / gcd(a, a′)
 * holds (once each) the factors whose multiplicity p does not divide; what is left of the gcd once
 * every factor of w is removed is a p-th power, whose root's radical supplies the rest.
 */
export function radicalFp(a: PolyFp, p: bigint): PolyFp {
  if (a.length <= 1) return [1n];
  const d = derivFp(a, p);
  if (d.length === 0) return radicalFp(pthRoot(a, Number(p)), p);
  const g = gcdFp(a, d, p);
  const w = divmodFp(a, g, p).q;
  let rest = g;
  for (;;) {
    const c = gcdFp(rest, w, p);
    if (c.length <= 1) break;
    rest = divmodFp(rest, c, p).q;
  }
  if (rest.length <= 1) return monicFp(w, p);
  return mulFp(monicFp(w, p), radicalFp(monicFp(rest, p), p), p);
}
