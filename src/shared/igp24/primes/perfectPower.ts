/**
 * Perfect powers among the large cofactors of a discriminant: |disc| = |d_K|·index², so a prime
 * above the trial bound often divides it squared, and the cofactor left after trial division is
 * then q², not a prime. Its prime q is found by taking roots; PARI's factor(n, lim) reports it too.
 */
import { isSmallPrime, powMod } from '../arith/modular';
import { bitLength } from '../arith/poly';
import { maybeSquare } from '../arith/squareFilter';

/** ⌊n^(1/k)⌋ for n ≥ 0, k ≥ 1 (Newton from an over-estimate). */
export function iroot(n: bigint, k: number): bigint {
  if (n < 2n || k === 1) return n;
  const K = BigInt(k);
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / k));
  while (true) {
    const y = ((K - 1n) * x + n / x ** (K - 1n)) / K;
    if (y >= x) return x;
    x = y;
  }
}

/**
 * A necessary condition for a k-th power (k an odd prime): its residue x mod each prime q ≡ 1
 * (mod k) is 0 or a k-th power there, i.e. x^((q − 1)/k) ≡ 1, true for only (q − 1)/k + 1 of the q
 * residues. Up to four such q below 2^16 (their product below 2^53: one BigInt remainder) let
 * through about one random number in 10^3–10^12, so the exact root runs almost only on actual powers.
 */
const filters = new Map<number, { product: bigint; moduli: number[] }>();

function powerFilter(k: number): { product: bigint; moduli: number[] } {
  let f = filters.get(k);
  if (f !== undefined) return f;
  const moduli: number[] = [];
  let product = 1;
  for (let q = 2 * k + 1; moduli.length < 4 && q < 65_536 && product * q < 2 ** 53; q += 2 * k) {
    if (!isSmallPrime(q)) continue;
    moduli.push(q);
    product *= q;
  }
  f = { product: BigInt(product), moduli };
  filters.set(k, f);
  return f;
}

function maybePower(n: bigint, k: number): boolean {
  if (k === 2) return maybeSquare(n);
  const { product, moduli } = powerFilter(k);
  if (moduli.length === 0) return true;
  const r = Number(n % product);
  for (const q of moduli) {
    const x = r % q;
    if (x !== 0 && powMod(x, (q - 1) / k, q) !== 1) return false;
  }
  return true;
}

/**
 * The root of n = root^exponent with the largest exponent whose root has at least minRootBits
 * bits (n > 1 with no prime factor below 2^minRootBits: every root is above it too, so only
 * k ≤ bits / minRootBits can be, and only prime k need a try, as an ℓ·m-th power is an ℓ-th
 * power first, whose root may then be a power again). exponent 1 when n is no such power.
 */
export function perfectPowerRoot(n: bigint, minRootBits: number): { root: bigint; exponent: number } {
  let root = n;
  let exponent = 1;
  let bits = bitLength(root);
  for (let k = 2; root > 1n && minRootBits * k <= bits; k++) {
    if (!isSmallPrime(k) || !maybePower(root, k)) continue;
    const r = iroot(root, k);
    if (r ** BigInt(k) === root) {
      root = r;
      bits = bitLength(root);
      exponent *= k;
      k = 1;
    }
  }
  return { root, exponent };
}
