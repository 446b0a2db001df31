/**
 * Dedekind's criterion (Cohen, A Course in Computational Algebraic Number Theory, 6.1.4): with
 * f ≡ Π t_i^e_i mod p, t the product of the distinct t_i and h = f / t (both lifted to Z with
 * coefficients in [0, p)), F = (f − t·h) / p and Z = gcd(F, t, h) mod p: Z[α] is p-maximal exactly
 * when Z = 1. Otherwise O′ = Z[α] + (U(α)/p)·Z[α] with U = f / Z mod p is an order with
 * [O′ : Z[α]] = p^deg Z — Round 2's first step for free, and often the last: when v_p(disc f) −
 * 2·deg Z ≤ 1, no further p can divide the index. A few gcds of degree-24 polynomials mod p,
 * against a Round 2 step's n⁴ products: most squares dividing a discriminant end here.
 */

import { gcdInt } from '../arith/poly';
import { DEDEKIND_WORD_LIMIT, dedekindWord } from './dedekindWord';
import { divmodFp, gcdFp, radicalFp, reduceFp, ZeroDivisor } from './polyModP';

export interface DedekindResult {
  /** deg Z: v_p([O′ : Z[α]]); 0 when Z[α] is p-maximal. */
  m: number;
  /** U = f / Z mod p (coefficients in [0, p)), when m > 0. */
  U: bigint[] | null;
}

/** For a prime p: below 2^20 in float64 (dedekindWord.ts), else in BigInt. */
export function dedekindAtPrime(f: readonly bigint[], p: bigint): DedekindResult {
  return p < BigInt(DEDEKIND_WORD_LIMIT) ? dedekindWord(f, Number(p)) : dedekind(f, p);
}

/**
 * f monic over Z (lowest degree first), p prime — or composite (field/cofactor.ts), where a zero
 * divisor met on the way is thrown.
 */
export function dedekind(f: readonly bigint[], p: bigint): DedekindResult {
  const fb = reduceFp(f, p);
  const t = radicalFp(fb, p);
  // Every factor of f mod p simple: Z[α] is p-maximal.
  if (t.length === fb.length) return { m: 0, U: null };
  const h = divmodFp(fb, t, p).q;
  const th = productZ(t, h);
  const diff = f.map((c, i) => c - (th[i] ?? 0n));
  // Always divisible for a prime p. Modulo a composite p (field/cofactor.ts) t·h ≡ f holds modulo
  // every prime of p, but perhaps not modulo p itself: the content's gcd with p then splits p.
  if (diff.some((c) => c % p !== 0n)) throw new ZeroDivisor(diff.reduce((g, c) => gcdInt(g, c), p));
  const F = diff.map((c) => c / p);
  const Z = gcdFp(gcdFp(t, h, p), reduceFp(F, p), p);
  const m = Z.length - 1;
  return m === 0 ? { m, U: null } : { m, U: divmodFp(fb, Z, p).q };
}

function productZ(a: readonly bigint[], b: readonly bigint[]): bigint[] {
  const out = new Array<bigint>(a.length + b.length - 1).fill(0n);
  for (let i = 0; i < a.length; i++)
    for (let j = 0; j < b.length; j++) out[i + j] = out[i + j]! + a[i]! * b[j]!;
  return out;
}
