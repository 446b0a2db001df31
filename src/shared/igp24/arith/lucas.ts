/**
 * The almost extra strong Lucas probable-prime test (Q = 1, P the least integer ≥ 3 with
 * (P² − 4 | n) = −1), the Lucas half of the Baillie–PSW test as PARI's ispseudoprime runs it.
 *
 * With n + 1 = d·2^s (d odd), an odd prime n satisfies V_d ≡ ±2 (mod n) or V_{d·2^r} ≡ 0 for some
 * 0 ≤ r < s − 1. Only the V sequence is needed (V_{2k} = V_k² − 2, V_{2k+1} = V_k·V_{k+1} − P),
 * two products per bit of d, so the whole test costs about as much as three Miller–Rabin rounds.
 */
import { isSquare } from '../disc/discriminant';

/** Jacobi symbol (a | n) for odd n > 0. */
export function jacobi(a0: bigint, n0: bigint): -1 | 0 | 1 {
  let a = a0 % n0;
  if (a < 0n) a += n0;
  let n = n0;
  let t: -1 | 1 = 1;
  while (a !== 0n) {
    while ((a & 1n) === 0n) {
      a >>= 1n;
      const r = n & 7n;
      if (r === 3n || r === 5n) t = t === 1 ? -1 : 1;
    }
    [a, n] = [n, a];
    if ((a & 3n) === 3n && (n & 3n) === 3n) t = t === 1 ? -1 : 1;
    a %= n;
  }
  return n === 1n ? t : 0;
}

/** Past this P without a −1 symbol, n is tested for being a square (squares never give −1). */
const SQUARE_CHECK_AT = 20n;

/** true when the odd n > 3 (with no factor below 60) passes the almost extra strong Lucas test. */
export function lucasProbablePrime(n: bigint): boolean {
  let P = 3n;
  for (;;) {
    const j = jacobi(P * P - 4n, n);
    if (j === -1) break;
    // (P² − 4 | n) = 0: a common factor below n.
    if (j === 0) return false;
    if (P === SQUARE_CHECK_AT && isSquare(n)) return false;
    P++;
  }
  let d = n + 1n;
  let s = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    s++;
  }
  // Ladder over the bits of d: (v, w) = (V_k, V_{k+1}), starting at k = 1. Adding n − P or n − 2
  // keeps the values to reduce nonnegative.
  const nMinusP = n - P;
  const nMinus2 = n - 2n;
  let v = P;
  let w = (P * P + nMinus2) % n;
  const bits = d.toString(2);
  for (let i = 1; i < bits.length; i++) {
    if (bits[i] === '1') {
      v = (v * w + nMinusP) % n;
      w = (w * w + nMinus2) % n;
    } else {
      w = (v * w + nMinusP) % n;
      v = (v * v + nMinus2) % n;
    }
  }
  if (v === 2n || v === nMinus2) return true;
  for (let r = 0; r < s - 1; r++) {
    if (v === 0n) return true;
    v = (v * v + nMinus2) % n;
  }
  return false;
}
