/**
 * Dedekind's criterion (dedekind.ts) for a prime p < 2^20 in float64: residues below 2^20, products
 * below 2^40, and t·h over Z below 2^45, all exact. The check runs it at every known prime whose
 * square divides disc f — on the LMFDB file thousands of times, mostly to find Z[α] p-maximal —
 * where BigInt polynomials mod a small p spent most of their time allocating.
 */

import { invMod } from '../arith/wordModP';
import { modP, mulRaw, type PolyP, trimP } from '../factor/polyModP';
import type { DedekindResult } from './dedekind';

/** Largest p taken here (products of two residues stay exact). */
export const DEDEKIND_WORD_LIMIT = 1 << 20;

/** f monic over Z (lowest degree first), p prime below DEDEKIND_WORD_LIMIT. */
export function dedekindWord(f: readonly bigint[], p: number): DedekindResult {
  const P = BigInt(p);
  const P2 = P * P;
  // f mod p² (below 2^40): F = (f − t·h)/p mod p needs no more of f.
  const f2 = f.map((c) => Number(((c % P2) + P2) % P2));
  const fb = trimP(f2.map((c) => c % p));
  const t = radical(fb, p);
  if (t.length === fb.length) return { m: 0, U: null };
  const h = divmod(fb, t, p).q;
  const th = mulRaw(t, h);
  const F = trimP(f2.map((c, i) => modP((c - (th[i] ?? 0)) / p, p)));
  const Z = gcd(gcd(t, h, p), F, p);
  const m = Z.length - 1;
  return m === 0 ? { m, U: null } : { m, U: divmod(fb, Z, p).q.map(BigInt) };
}

function divmod(a: PolyP, b: PolyP, p: number): { q: PolyP; r: PolyP } {
  const db = b.length - 1;
  const r = a.slice();
  if (r.length <= db) return { q: [], r: trimP(r) };
  const inv = invMod(b[db]!, p);
  const q: PolyP = new Array(r.length - db).fill(0);
  for (let i = r.length - 1; i >= db; i--) {
    const c = modP(r[i]! * inv, p);
    if (c === 0) continue;
    q[i - db] = c;
    for (let j = 0; j <= db; j++) r[i - db + j] = modP(r[i - db + j]! - c * b[j]!, p);
  }
  return { q: trimP(q), r: trimP(r.slice(0, db)) };
}

function monic(a: PolyP, p: number): PolyP {
  if (a.length === 0) return a;
  const inv = invMod(a[a.length - 1]!, p);
  return a.map((c) => modP(c * inv, p));
}

/** The monic gcd. */
function gcd(a0: PolyP, b0: PolyP, p: number): PolyP {
  let a = a0;
  let b = b0;
  while (b.length > 0) [a, b] = [b, divmod(a, b, p).r];
  return monic(a, p);
}

/** The radical of a monic a, as polyModP.ts's radicalFp: w = a / gcd(a, a′), then the p-th powers left. */
function radical(a: PolyP, p: number): PolyP {
  if (a.length <= 1) return [1];
  const d = trimP(a.slice(1).map((c, i) => modP(c * (i + 1), p)));
  if (d.length === 0)
    return radical(
      a.filter((_, i) => i % p === 0),
      p,
    );
  const g = gcd(a, d, p);
  const w = divmod(a, g, p).q;
  let rest = g;
  for (;;) {
    const c = gcd(rest, w, p);
    if (c.length <= 1) break;
    rest = divmod(rest, c, p).q;
  }
  if (rest.length <= 1) return monic(w, p);
  const out = mulRaw(monic(w, p), radical(monic(rest, p), p));
  return trimP(out.map((c) => modP(c, p)));
}
