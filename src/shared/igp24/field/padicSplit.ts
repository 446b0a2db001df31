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

/** A lifted part F ≡ g^e (mod p), e ≥ 2, with g (residues mod p, monic; for p = 2 maybe a product). */
export interface RepeatedPart {
  factor: number[];
  part: bigint[];
}

/**
 * The lifted parts F_i with e_i ≥ 2 (monic, coefficients in (0, p^k]), or null when f mod p is a
 * single part (nothing to split) or p is out of range. For p = 2 the factors without a root stay
 * together, as one part (coprime to the others, which is all the split needs).
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

/** The monic irreducible factors of a squarefree monic t mod p (for p = 2, see below). */
function irreducibleFactors(t: readonly bigint[], p: number): number[][] {
  const residues = t.map(Number);
  if (p > 2) return factorModPWord(residues, p);
  // p = 2 (factorWord.ts takes odd primes): x and x + 1 apart, the rest as one factor.
  const out: number[][] = [];
  let rest = t.slice();
  for (const root of [0n, 1n]) {
    const lin = [root, 1n]; // x − root = x + root mod 2
    const { q, r } = divmodFp(rest, lin, 2n);
    if (r.length === 0) {
      out.push(lin.map(Number));
      rest = q;
    }
  }
  if (rest.length > 1) out.push(rest.map(Number));
  return out;
}
