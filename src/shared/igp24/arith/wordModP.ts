/**
 * Word-size arithmetic modulo a prime p < 2^26 in float64, without BigInt: a product of two
 * residues is below 2^52, so it is exact, and `reduce` brings any integer-valued |x| < 2^52 back to
 * [0, p) with one multiplication by the precomputed 1/p (a float division or `%` costs several
 * times more, and these run millions of times per ranking). Every result is an exact integer, so
 * the same input gives the same output on every machine.
 */
import type { Poly } from './poly';

/** Largest modulus the word-size routines accept (exclusive). */
export const WORD_MODULUS_LIMIT = 2 ** 26;

/**
 * x mod p in [0, p) for an integer-valued x with |x| + p ≤ 2^53, with ip = 1 / p. x·ip is within
 * 2/p of x/p, so its floor is off by at most one and one correction step suffices; |q·p| ≤ |x| + p
 * stays exact.
 */
export function reduce(x: number, p: number, ip: number): number {
  const r = x - Math.floor(x * ip) * p;
  return r < 0 ? r + p : r >= p ? r - p : r;
}

/** a·b mod m for residues a, b in [0, m), m < 2^26. */
export function mulMod(a: number, b: number, m: number, im = 1 / m): number {
  return reduce(a * b, m, im);
}

/** a^e mod m (a in [0, m), integer e ≥ 0 below 2^53, m < 2^26). */
export function powMod(a: number, e: number, m: number): number {
  const im = 1 / m;
  let r = 1 % m;
  let b = a;
  for (let k = e; k > 0; k = Math.floor(k / 2)) {
    if (k % 2 === 1) r = reduce(r * b, m, im);
    b = reduce(b * b, m, im);
  }
  return r;
}

/** a⁻¹ mod m (gcd(a, m) = 1) by the extended Euclidean algorithm on plain numbers. */
export function invMod(a: number, m: number): number {
  let r0 = a;
  let r1 = m;
  let s0 = 1;
  let s1 = 0;
  while (r1 !== 0) {
    const q = Math.floor(r0 / r1);
    const r2 = r0 - q * r1;
    r0 = r1;
    r1 = r2;
    const s2 = s0 - q * s1;
    s0 = s1;
    s1 = s2;
  }
  if (r0 !== 1) throw new RangeError(`${a} is not invertible modulo ${m}`);
  return s0 < 0 ? s0 + m : s0;
}

/**
 * The coefficients of an integer polynomial split once into base-2^26 limbs (most significant
 * first, with the sign), so that reducing it modulo many primes costs a few float operations per
 * limb instead of one BigInt remainder per coefficient and prime.
 */
export interface PolyLimbs {
  neg: Uint8Array;
  limbs: Float64Array[];
}

const LIMB = 2 ** 26;
const LIMB_MASK = BigInt(LIMB - 1);

export function polyLimbs(f: Poly): PolyLimbs {
  const neg = new Uint8Array(f.length);
  const limbs: Float64Array[] = [];
  f.forEach((c, i) => {
    neg[i] = c < 0n ? 1 : 0;
    let a = c < 0n ? -c : c;
    const out: number[] = [];
    while (a > 0n) {
      out.push(Number(a & LIMB_MASK));
      a >>= 26n;
    }
    limbs.push(Float64Array.from(out.reverse()));
  });
  return { neg, limbs };
}

/** f mod m into out[0..deg f] (residues in [0, m), m < 2^26; trailing zeros kept). */
export function residuesInto(f: PolyLimbs, m: number, out: Float64Array): void {
  const im = 1 / m;
  for (let i = 0; i < f.limbs.length; i++) {
    const ls = f.limbs[i]!;
    let acc = 0;
    // acc < m < 2^26 and each limb < 2^26, so acc·2^26 + limb + m ≤ 2^53.
    for (let k = 0; k < ls.length; k++) acc = reduce(acc * LIMB + ls[k]!, m, im);
    out[i] = f.neg[i] === 1 && acc !== 0 ? m - acc : acc;
  }
}
