/** Miller–Rabin primality for BigInt (deterministic below 3.3·10^24, probabilistic above). */

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

const BASES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n];
const SMALL = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n, 43n, 47n, 53n, 59n, 61n];

/** true when n is prime (probable prime with 13 fixed bases above 3.3·10^24). */
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
  outer: for (const a of BASES) {
    let x = powModBig(a, d, n);
    if (x === 1n || x === n - 1n) continue;
    for (let i = 1; i < s; i++) {
      x = (x * x) % n;
      if (x === n - 1n) continue outer;
    }
    return false;
  }
  return true;
}
