/**
 * f split over Z_p by its factorization mod p. With f ≡ P_1 ⋯ P_m (mod p), P_i = g_i^(e_i) for
 * distinct irreducible g_i, Hensel's lemma lifts it to f = F_1 ⋯ F_m over Z_p, and
 * Z_p[x]/(f) ≅ Π Z_p[x]/(F_i) (the parts are coprime mod p, so their resultants are units): the
 * index of Z[α] at p is the sum of the parts' indices, and a part with e_i = 1 adds nothing. Round
 * 2's step costs about the fourth power of the degree, so a polynomial of degree 24 split into
 * parts of degree 8 and 16 costs a fifth as much (Cohen 6.1; PARI splits the same way before
 * Round 4).
 *
 * A part is known mod p^k only. Round 2 on it works modulo p^(2e+2) with p^e at most its index,
 * so k = v_p(disc f) + 2 gives every step the same numbers as the true factor would.
 */

import { factorModPWord } from '../factor/factorWord';
import { liftFactors } from '../factor/hensel';
import { divmodFp, gcdFp, mulFp, radicalFp, reduceFp } from './polyModP';

/** Largest p whose factorization mod p is computed here (factorWord.ts's word range). */
const MAX_P = 2 ** 20;

/** A lifted part F ≡ g^e (mod p), e ≥ 2, with g (residues mod p, monic irreducible). */
export interface RepeatedPart {
  factor: number[];
  part: bigint[];
}

/**
 * The lifted parts F_i with e_i ≥ 2 (monic, coefficients in (0, p^k]), or null when f mod p is a
 * single part (nothing to split) or p is out of range.
 */
export function repeatedParts(f: readonly bigint[], p: bigint, v: number): RepeatedPart[] | null {
  if (p >= BigInt(MAX_P)) return null;
  const P = Number(p);
  const fb = reduceFp(f, p);
  const t = radicalFp(fb, p);
  const irreducibles = irreducibleFactors(t, P);
  if (irreducibles.length < 2) return null;
  // P_i: the largest divisor of f mod p whose irreducible factors all divide g_i (g_i^(e_i) for an
  // irreducible g_i); repeated when it is more than g_i itself.
  const parts: { g: number[]; u: number[]; repeated: boolean }[] = [];
  let rest = fb;
  for (const g of irreducibles) {
    const gb = g.map(BigInt);
    let u = [1n];
    for (let d = gcdFp(rest, gb, p); d.length > 1; d = gcdFp(rest, d, p)) {
      rest = divmodFp(rest, d, p).q;
      u = mulFp(u, d, p);
    }
    parts.push({ g, u: u.map(Number), repeated: u.length > g.length });
  }
  const M = p ** BigInt(v + 2);
  const lifted = liftFactors(
    f.slice(),
    parts.map((x) => x.u),
    P,
    M,
  );
  const out: RepeatedPart[] = [];
  lifted.forEach((F, i) => {
    if (!parts[i]!.repeated) return;
    // A coefficient ≡ 0 (mod p^k) stands as p^k: its valuation is then at least what is known.
    out.push({ factor: parts[i]!.g, part: F.map((c, j) => (c === 0n && j < F.length - 1 ? M : c)) });
  });
  return out;
}

/** The monic irreducible factors of a squarefree monic t mod p (residues; p < 2^20). */
export function irreducibleFactors(t: readonly bigint[], p: number): number[][] {
  if (t.length <= 1) return [];
  if (p > 2) return factorModPWord(t.map(Number), p);
  // p = 2 (factorWord.ts takes odd primes): trial division by every monic polynomial of each degree
  // in turn; the first that divides is irreducible (t has degree ≤ 24: divisors of degree ≤ 12).
  const out: number[][] = [];
  let rest = t.slice();
  for (let d = 1; 2 * d <= rest.length - 1; d++)
    for (let bits = 0; bits < 1 << d; bits++) {
      const g = [...Array.from({ length: d }, (_, i) => BigInt((bits >> i) & 1)), 1n];
      for (;;) {
        const { q, r } = divmodFp(rest, g, 2n);
        if (r.length > 0) break;
        out.push(g.map(Number));
        rest = q;
      }
    }
  if (rest.length > 1) out.push(rest.map(Number));
  return out;
}
