/**
 * Perfect powers among the large cofactors of a discriminant: |disc| = |d_K|·index², so a prime
 * above the trial bound often divides it squared, and the cofactor left after trial division is
 * then q², not a prime. Its prime q is found by taking roots; PARI's factor(n, lim) reports it too.
 */
import { bitLength } from './poly';
import { maybeSquare } from './squareFilter';

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

/** Whether k ≥ 2 is prime (k at most a few hundred: trial division). */
function isSmallPrime(k: number): boolean {
  for (let d = 2; d * d <= k; d++) if (k % d === 0) return false;
  return k >= 2;
}

/**
 * A necessary condition for a k-th power (k an odd prime): its residue mod each prime q ≡ 1 (mod k)
 * is a k-th power there, which holds for only (q − 1)/k + 1 of the q residues. Four such q (their
 * product below 2^53, one BigInt remainder) let through about one random number in 10^3–10^6, so
 * the exact root runs almost only on actual powers.
 */
interface PowerFilter {
  product: bigint;
  moduli: number[];
  tables: Uint8Array[];
}
const filters = new Map<number, PowerFilter | null>();

function powerFilter(k: number): PowerFilter | null {
  let f = filters.get(k);
  if (f !== undefined) return f;
  const moduli: number[] = [];
  let product = 1;
  for (let q = 2 * k + 1; moduli.length < 4 && q < 4096; q += 2 * k) {
    if (!isSmallPrime(q) || product * q >= 2 ** 53) continue;
    moduli.push(q);
    product *= q;
  }
  f =
    moduli.length === 0
      ? null
      : {
          product: BigInt(product),
          moduli,
          tables: moduli.map((q) => {
            const t = new Uint8Array(q);
            for (let x = 0; x < q; x++) {
              let y = 1;
              for (let i = 0; i < k; i++) y = (y * x) % q;
              t[y] = 1;
            }
            return t;
          }),
        };
  filters.set(k, f);
  return f;
}

function maybePower(n: bigint, k: number): boolean {
  if (k === 2) return maybeSquare(n);
  const f = powerFilter(k);
  if (f === null) return true;
  const r = Number(n % f.product);
  for (let i = 0; i < f.moduli.length; i++) if (f.tables[i]![r % f.moduli[i]!] === 0) return false;
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
  for (let k = 2; root > 1n && minRootBits * k <= bitLength(root); k++) {
    if (!isSmallPrime(k) || !maybePower(root, k)) continue;
    const r = iroot(root, k);
    if (r ** BigInt(k) === root) {
      root = r;
      exponent *= k;
      k = 1;
    }
  }
  return { root, exponent };
}
