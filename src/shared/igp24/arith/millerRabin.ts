/**
 * Primality for BigInt: deterministic Miller–Rabin below 3.3·10^24, Baillie–PSW above.
 *
 * Below 3.3·10^24 the 13 prime bases 2..41 are proven to expose every composite, so the answer is
 * exact there. Above it, one strong test to base 2 and an almost extra strong Lucas test
 * (lucas.ts), the Baillie–PSW combination PARI's ispseudoprime uses: no composite below 2^64
 * passes it (checked against the complete list of base-2 strong pseudoprimes below 2^64) and no
 * composite of any size passing it is known, while composites passing all 13 Miller–Rabin bases
 * can be constructed. It costs about four Miller–Rabin rounds instead of thirteen on a prime (a
 * composite almost always fails the first round either way), and primes are what the check meets
 * as the cofactor of a discriminant.
 */
import { lucasProbablePrime } from './lucas';

/**
 * base^exp mod mod by fixed 4-bit windows: the same value as the binary ladder with about a quarter
 * of its multiplications besides the squarings (Miller–Rabin on a 500-bit disc cofactor was the
 * largest single cost of checking small-coefficient polynomials).
 */
export function powModBig(base: bigint, exp: bigint, mod: bigint): bigint {
  let b = base % mod;
  if (b < 0n) b += mod;
  if (exp <= 0n) return 1n;
  // table[i] = b^i mod mod for i < 16.
  const table: bigint[] = [1n % mod, b];
  for (let i = 2; i < 16; i++) table.push((table[i - 1]! * b) % mod);
  const hex = exp.toString(16);
  let r = table[Number.parseInt(hex[0]!, 16)]!;
  for (let k = 1; k < hex.length; k++) {
    for (let j = 0; j < 4; j++) r = (r * r) % mod;
    const w = Number.parseInt(hex[k]!, 16);
    if (w !== 0) r = (r * table[w]!) % mod;
  }
  return r;
}

/** 2^exp mod mod (mod odd > 2, exp > 0): a multiplication by 2 is a shift, folded into the squaring's reduction. */
function pow2Mod(exp: bigint, mod: bigint): bigint {
  const bits = exp.toString(2);
  let r = 2n;
  for (let i = 1; i < bits.length; i++) r = (bits[i] === '1' ? (r * r) << 1n : r * r) % mod;
  return r;
}

const BASES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n];
const SMALL = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n, 43n, 47n, 53n, 59n, 61n];
/** Below this the 13 bases above decide primality exactly (Sorenson and Webster, 2015). */
const MR_EXACT_BELOW = 3_317_044_064_679_887_385_961_981n;

/** Strong probable-prime test of the odd n > 61 to base a, with n − 1 = d·2^s. */
function strongProbablePrime(n: bigint, a: bigint, d: bigint, s: number): boolean {
  let x = a === 2n ? pow2Mod(d, n) : powModBig(a, d, n);
  const nMinus1 = n - 1n;
  if (x === 1n || x === nMinus1) return true;
  for (let i = 1; i < s; i++) {
    x = (x * x) % n;
    if (x === nMinus1) return true;
  }
  return false;
}

/** true when n is prime (exact below 3.3·10^24; a Baillie–PSW probable prime above). */
export function isProbablePrime(n: bigint): boolean {
  if (n < 2n) return false;
  for (const p of SMALL) {
    if (n === p) return true;
    if (n % p === 0n) return false;
  }
  let d = n - 1n;
  let s = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    s++;
  }
  if (n >= MR_EXACT_BELOW) return strongProbablePrime(n, 2n, d, s) && lucasProbablePrime(n);
  for (const a of BASES) if (!strongProbablePrime(n, a, d, s)) return false;
  return true;
}

/** The Baillie–PSW test alone at any size (odd n with no factor up to 61), for the tests. */
export function isBailliePswProbablePrime(n: bigint): boolean {
  let d = n - 1n;
  let s = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    s++;
  }
  return strongProbablePrime(n, 2n, d, s) && lucasProbablePrime(n);
}
