/**
 * Residue polynomials mod a small prime p (< 2^20) as `number[]`, ascending, without trailing zeros:
 * the type the factorization mod p hands to the lifts (factorWord.ts → liftWord.ts, hensel.ts), and
 * the product the BigInt lift (hensel.ts) forms its two halves with. A product of two residues is
 * below 2^40, so up to 2^13 of them sum exactly in a float64 and each coefficient is reduced once.
 * The `number[]` DDF/EDF these came with is a test reference now
 * (test/unit/igp24/reference/factorModP.ts): the app and the command line factor with factorWord.ts.
 */
export type PolyP = number[];

/** Drops trailing zero coefficients, in place. */
export const trimP = (a: PolyP): PolyP => {
  let n = a.length;
  while (n > 0 && a[n - 1] === 0) n--;
  a.length = n;
  return a;
};

/**
 * x mod p in [0, p) for an integer-valued float |x| < 2^53: by a division and a product. Below 2^53
 * the rounding of x / p stays under 1/p, so its floor is exact; the last step only guards the edge.
 * Much faster than `%` on floats, which V8 hands to C's fmod; the product below reduces once per
 * coefficient.
 */
export function modP(x: number, p: number): number {
  const r = x - Math.floor(x / p) * p;
  return r < 0 ? r + p : r >= p ? r - p : r;
}

/** Product without reduction of the coefficient sums; callers reduce (< 2^13 terms per sum). */
export function mulRaw(a: PolyP, b: PolyP): PolyP {
  const r: PolyP = new Array(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) {
    const ai = a[i]!;
    if (ai === 0) continue;
    for (let j = 0; j < b.length; j++) r[i + j] = r[i + j]! + ai * b[j]!;
  }
  return r;
}

export function mulP(a: PolyP, b: PolyP, p: number): PolyP {
  if (a.length === 0 || b.length === 0) return [];
  const r = mulRaw(a, b);
  for (let j = 0; j < r.length; j++) r[j] = modP(r[j]!, p);
  return trimP(r);
}
