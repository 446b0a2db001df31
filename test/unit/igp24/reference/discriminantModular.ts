/**
 * Test reference (not shipped): disc(f) by the multimodular method, independent of the subresultant
 * PRS the app and the command line use (src/shared/igp24/disc/): Res(f, f') by Euclid modulo
 * word-size primes (< 2^26), combined by CRT up to a Hadamard bound on the Sylvester matrix,
 * symmetric remainder for the sign. The tests compare both on random polynomials.
 */
import { log2Norm, modPrime, powMod } from '../../../../src/shared/igp24/arith/modular';
import { abs, bitLength, derivative, lc, type Poly } from '../../../../src/shared/igp24/arith/poly';
import { invMod } from '../../../../src/shared/igp24/arith/wordModP';
import { signFactor } from '../../../../src/shared/igp24/disc/discriminant';

const LIMB_BITS = 26;
const LIMB = 2 ** LIMB_BITS;
const LIMB_MASK = BigInt(LIMB - 1);

/** |c| split into base-2^26 limbs, most significant first, plus the sign. */
export interface Limbs {
  neg: boolean;
  limbs: number[];
}

export function toLimbs(c: bigint): Limbs {
  const neg = c < 0n;
  let a = abs(c);
  const limbs: number[] = [];
  while (a > 0n) {
    limbs.push(Number(a & LIMB_MASK));
    a >>= BigInt(LIMB_BITS);
  }
  limbs.reverse();
  return { neg, limbs };
}

export function limbsMod(x: Limbs, p: number): number {
  let acc = 0;
  for (const l of x.limbs) acc = (acc * LIMB + l) % p;
  return x.neg && acc !== 0 ? p - acc : acc;
}

/** Resultant of A and B (ascending residues mod p, leading coefficients nonzero) by Euclid. */
export function resultantModP(A0: number[], B0: number[], p: number): number {
  let A = A0.slice();
  let B = B0.slice();
  let result = 1;
  while (true) {
    const m = A.length - 1;
    const k = B.length - 1;
    if (k < 0) return 0;
    if (k === 0) return (result * powMod(B[0]!, m, p)) % p;
    // R = A mod B in place.
    const inv = invMod(B[k]!, p);
    const R = A;
    for (let i = m; i >= k; i--) {
      const q = (R[i]! * inv) % p;
      if (q === 0) continue;
      for (let j = 0; j <= k; j++) {
        const v = (R[i - k + j]! - ((q * B[j]!) % p)) % p;
        R[i - k + j] = v < 0 ? v + p : v;
      }
    }
    let r = k - 1;
    while (r >= 0 && R[r] === 0) r--;
    if (r < 0) return 0;
    R.length = r + 1;
    if ((m & 1) === 1 && (k & 1) === 1) result = result === 0 ? 0 : p - result;
    result = (result * powMod(B[k]!, m - r, p)) % p;
    A = B;
    B = R;
  }
}

/** Garner CRT state with cached inverses of prefix products. */
const INV_PREFIX: number[] = [];
function invPrefix(i: number): number {
  while (INV_PREFIX.length <= i) {
    const j = INV_PREFIX.length;
    const pj = modPrime(j);
    let prod = 1;
    for (let t = 0; t < j; t++) prod = (prod * (modPrime(t) % pj)) % pj;
    INV_PREFIX.push(invMod(prod, pj));
  }
  return INV_PREFIX[i]!;
}

/**
 * Reconstructs the integer with |x| ≤ 2^boundBits from residues modulo modPrime(0..k-1) (the
 * caller uses enough primes for the product to exceed 2^(boundBits+1)); symmetric remainder.
 */
export function crtSymmetric(residues: number[], boundBits: number): bigint {
  const k = residues.length;
  const v: number[] = new Array(k);
  for (let i = 0; i < k; i++) {
    const p = modPrime(i);
    let acc = 0;
    for (let j = i - 1; j >= 0; j--) acc = (acc * (modPrime(j) % p) + v[j]!) % p;
    let d = ((residues[i]! - acc) % p) * invPrefix(i);
    d %= p;
    v[i] = d < 0 ? d + p : d;
  }
  let x = 0n;
  let M = 1n;
  for (let i = k - 1; i >= 0; i--) x = x * BigInt(modPrime(i)) + BigInt(v[i]!);
  for (let i = 0; i < k; i++) M *= BigInt(modPrime(i));
  if (bitLength(x) > boundBits) x -= M;
  return x;
}

/** Res(f, f') by the multimodular method. */
export function resultantWithDerivativeModular(f: Poly): bigint {
  const n = f.length - 1;
  const df = derivative(f);
  // Hadamard: |Res(f, f')| ≤ ||f||^(n-1) · ||f'||^n.
  const boundBits = Math.ceil((n - 1) * log2Norm(f) + n * log2Norm(df) + 1e-9 * n) + 2;
  const fl = f.map(toLimbs);
  const dl = df.map(toLimbs);
  const residues: number[] = [];
  let bits = 0;
  for (let i = 0; bits < boundBits + 2; i++) {
    const p = modPrime(i);
    const fp = fl.map((x) => limbsMod(x, p));
    const dp = dl.map((x) => limbsMod(x, p));
    if (fp[n] === 0 || dp[n - 1] === 0) throw new RangeError('unlucky prime divides a leading coefficient');
    residues.push(resultantModP(fp, dp, p));
    bits += Math.log2(p);
  }
  return crtSymmetric(residues, boundBits);
}

export function discriminantModular(f: Poly): bigint {
  const n = f.length - 1;
  if (n < 1) throw new RangeError('discriminant needs degree ≥ 1');
  if (n === 1) return 1n;
  return (signFactor(n) * resultantWithDerivativeModular(f)) / lc(f);
}
