/**
 * Polynomials over Z/MZ (M any modulus, often a prime power p^k), `bigint[]`, ascending,
 * coefficients in [0, M), no trailing zeros: what Hensel's lifts (factor/hensel.ts), Montes'
 * expansions (field/montes.ts) and the join of p-adic parts' orders (field/partsOrder.ts) compute
 * with. Division is by monic polynomials only (their leading coefficient needs no inverse mod M).
 */

import { mul, type Poly } from './poly';

export const modM = (a: bigint, M: bigint): bigint => {
  const r = a % M;
  return r < 0n ? r + M : r;
};

function trimM(a: Poly): Poly {
  let n = a.length;
  while (n > 0 && a[n - 1] === 0n) n--;
  a.length = n;
  return a;
}

export const reduceM = (a: Poly, M: bigint): Poly => trimM(a.map((c) => modM(c, M)));

export function mulM(a: Poly, b: Poly, M: bigint): Poly {
  return reduceM(mul(a, b), M);
}

export function addM(a: Poly, b: Poly, M: bigint): Poly {
  const n = Math.max(a.length, b.length);
  const r: Poly = new Array(n);
  for (let i = 0; i < n; i++) r[i] = (a[i] ?? 0n) + (b[i] ?? 0n);
  return reduceM(r, M);
}

export const subM = (a: Poly, b: Poly, M: bigint): Poly =>
  addM(
    a,
    b.map((c) => -c),
    M,
  );

/** Quotient and remainder of a by a MONIC b, mod M. */
export function divModMonic(a: Poly, b: Poly, M: bigint): { q: Poly; r: Poly } {
  const db = b.length - 1;
  if (a.length - 1 < db) return { q: [], r: a.slice() };
  const r = a.slice();
  const q: Poly = new Array(a.length - db).fill(0n);
  for (let i = a.length - 1; i >= db; i--) {
    const c = modM(r[i]!, M);
    q[i - db] = c;
    if (c === 0n) continue;
    for (let j = 0; j <= db; j++) r[i - db + j] = r[i - db + j]! - c * b[j]!;
  }
  r.length = db;
  return { q: reduceM(q, M), r: reduceM(r, M) };
}
