/**
 * gcd of two large BigInts by Lehmer's method (Knuth, TAOCP vol. 2, 4.5.2, Algorithm L).
 *
 * Plain Euclid spends one full-size BigInt division per quotient, about 0.58 of them per bit: on
 * the 5,000-bit discriminants of coefficient-10^30 polynomials that was most of the time spent on
 * their small primes. Lehmer runs the quotients on the leading 48 bits as plain Numbers (exact
 * below 2^53) and applies them to the full values once per ~24 bits, as two linear combinations
 * with word-size cofactors, which cost far less than divisions. Knuth's test (both bracketing
 * quotients agree) keeps every quotient applied a true one, so the result is exactly gcd(a, b).
 */

/** Leading bits taken as Numbers: quotients and cofactors then stay below 2^49, exact in doubles. */
const HAT_BITS = 48;
/** Below this both values are small enough for plain Euclid to be as cheap. */
const SMALL = 1n << 64n;

/** Bit length of a nonnegative Number below 2^53 (0 for 0). */
function numberBits(x: number): number {
  if (x < 2 ** 32) return 32 - Math.clz32(x);
  return 64 - Math.clz32(Math.floor(x / 2 ** 32));
}

/** Nonnegative gcd(a, b). */
export function gcdLehmer(a0: bigint, b0: bigint): bigint {
  let a = a0 < 0n ? -a0 : a0;
  let b = b0 < 0n ? -b0 : b0;
  if (a < b) [a, b] = [b, a];
  // An upper bound on the bit length of a (a only decreases), refined from each hat.
  let bits = a === 0n ? 0 : a.toString(16).length * 4;
  while (b >= SMALL) {
    let s = Math.max(0, bits - HAT_BITS);
    // x < 2^48 since bits bounds a's bit length.
    let x = Number(a >> BigInt(s));
    const top = numberBits(x);
    if (top < HAT_BITS - 4 && s > 0) {
      // a shrank since the bound was set: shift less so the hat holds ~48 significant bits.
      s = Math.max(0, s + top - HAT_BITS);
      x = Number(a >> BigInt(s));
    }
    bits = s + numberBits(x);
    let y = Number(b >> BigInt(s));
    let A = 1;
    let B = 0;
    let C = 0;
    let D = 1;
    // Algorithm L, step L2-L3: (x + A)/(y + C) and (x + B)/(y + D) bracket a/b's quotient.
    while (y + C > 0 && y + D > 0) {
      const q = Math.floor((x + A) / (y + C));
      if (q !== Math.floor((x + B) / (y + D))) break;
      let t = A - q * C;
      A = C;
      C = t;
      t = B - q * D;
      B = D;
      D = t;
      t = x - q * y;
      x = y;
      y = t;
    }
    if (B === 0) {
      // The hat decided nothing: one full division step.
      const t = a % b;
      a = b;
      b = t;
    } else {
      const na = BigInt(A) * a + BigInt(B) * b;
      b = BigInt(C) * a + BigInt(D) * b;
      a = na;
    }
  }
  while (b !== 0n) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}
