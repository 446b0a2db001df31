/**
 * Chinese remaindering over the fixed word-size primes of `modPrime` (below 2^26, decreasing), in
 * mixed radix (Garner): x = v_0 + v_1·p_0 + v_2·p_0·p_1 + … with digits 0 ≤ v_i < p_i. The digits
 * alone give the sign of the symmetric representative (no BigInt), and the exact value when it is
 * wanted. The prime table, 1/p and the prefix-product inverses are cached across calls, so a run
 * over many polynomials pays for them once.
 */
import { modPrime } from './modular';
import { invMod, reduce } from './wordModP';

/** Primes p_0 > p_1 > … (as modPrime), their reciprocals and running log2 of their products. */
let primes = new Float64Array(0);
let recips = new Float64Array(0);
let log2Prefix = new Float64Array(1);
/** (p_0·…·p_{i-1})⁻¹ mod p_i, filled lazily up to `invFilled`. */
let invPrefix = new Float64Array(0);
let invFilled = 0;

/** Makes the first `k` primes (and their reciprocals and log sums) available. */
export function ensurePrimes(k: number): void {
  if (primes.length >= k) return;
  const size = Math.max(k, 2 * primes.length, 64);
  const p = new Float64Array(size);
  const r = new Float64Array(size);
  const l = new Float64Array(size + 1);
  for (let i = 0; i < size; i++) {
    p[i] = modPrime(i);
    r[i] = 1 / p[i]!;
    l[i + 1] = l[i]! + Math.log2(p[i]!);
  }
  const inv = new Float64Array(size);
  inv.set(invPrefix.subarray(0, invFilled));
  primes = p;
  recips = r;
  log2Prefix = l;
  invPrefix = inv;
}

export const wordPrime = (i: number): number => primes[i]!;
export const wordRecip = (i: number): number => recips[i]!;

/**
 * The fewest primes whose product exceeds 2^(bits + 1), so that every integer of absolute value
 * below 2^bits has a unique symmetric representative modulo their product.
 */
export function primesForBits(bits: number): number {
  let k = 1;
  for (;;) {
    ensurePrimes(k);
    if (log2Prefix[k]! > bits + 1) return k;
    k++;
  }
}

function ensureInvPrefix(k: number): void {
  ensurePrimes(k);
  for (let i = invFilled; i < k; i++) {
    const p = primes[i]!;
    const ip = recips[i]!;
    let prod = 1 % p;
    for (let t = 0; t < i; t++) prod = reduce(prod * (primes[t]! % p), p, ip);
    invPrefix[i] = invMod(prod, p);
  }
  if (k > invFilled) invFilled = k;
}

/**
 * Mixed-radix digits of the x with x ≡ res[off + i] (mod p_i) for i < k, into digits[0..k-1]. The
 * residues are in [0, p_i); p_t mod p_i is p_t - p_i or p_t for the decreasing primes, and every
 * intermediate stays below 2^53.
 */
export function mixedRadix(res: Float64Array, off: number, k: number, digits: Float64Array): void {
  ensureInvPrefix(k);
  for (let i = 0; i < k; i++) {
    const p = primes[i]!;
    const ip = recips[i]!;
    let acc = 0;
    for (let t = i - 1; t >= 0; t--) {
      const pt = primes[t]!;
      acc = reduce(acc * (pt >= p ? pt - p : pt) + digits[t]!, p, ip);
    }
    const d = res[off + i]! - acc;
    digits[i] = reduce((d < 0 ? d + p : d) * invPrefix[i]!, p, ip);
  }
}

/**
 * Sign of the symmetric representative of the mixed-radix number (x > (M - 1)/2 means x - M < 0).
 * (M - 1)/2 has the digits (p_i - 1)/2, so comparing digits from the top decides.
 */
export function mixedRadixSign(digits: Float64Array, k: number): -1 | 0 | 1 {
  let zero = true;
  for (let i = 0; i < k; i++)
    if (digits[i] !== 0) {
      zero = false;
      break;
    }
  if (zero) return 0;
  for (let i = k - 1; i >= 0; i--) {
    const half = (primes[i]! - 1) / 2;
    if (digits[i]! !== half) return digits[i]! > half ? -1 : 1;
  }
  return 1;
}

/**
 * The symmetric representative as a BigInt. A negative one is x - M = -(Σ (p_i - 1 - v_i)·P_i + 1)
 * with P_i = p_0·…·p_{i-1}, so it is built from the complemented digits without forming M. Two
 * digits at a time: v_{i+1}·p_i + v_i and p_i·p_{i+1} are below 2^52.
 */
export function mixedRadixValue(digits: Float64Array, k: number): bigint {
  const sgn = mixedRadixSign(digits, k);
  if (sgn === 0) return 0n;
  const neg = sgn < 0;
  const digit = (i: number): number => (neg ? primes[i]! - 1 - digits[i]! : digits[i]!);
  let x = 0n;
  let i = k - 1;
  if ((k & 1) === 1) {
    x = BigInt(digit(i));
    i--;
  }
  for (; i > 0; i -= 2) {
    const lo = primes[i - 1]!;
    x = x * BigInt(primes[i]! * lo) + BigInt(digit(i) * lo + digit(i - 1));
  }
  return neg ? -(x + 1n) : x;
}

/**
 * CRT weights for the first K primes: w_i = (M/p_i)⁻¹ mod p_i with M = p_0·…·p_{K-1}, so that
 * x/M ≡ Σ (r_i·w_i mod p_i)/p_i (mod 1). Cached per K (up to WEIGHT_CACHE_LIMIT); the table for
 * K - 1 follows from the one for K in K multiplications (w_i·p_{K-1}), so a run builds one table
 * from scratch and walks the rest down.
 */
const WEIGHT_CACHE_LIMIT = 600;
const weightTables: (Float64Array | undefined)[] = [];

function weightsFromScratch(K: number): Float64Array {
  ensurePrimes(K);
  const w = new Float64Array(K);
  for (let i = 0; i < K; i++) {
    const p = primes[i]!;
    const ip = recips[i]!;
    let prod = 1;
    // p_t mod p_i: the primes decrease and p_t < 2·p_i.
    for (let t = 0; t < K; t++)
      if (t !== i) prod = reduce(prod * (t < i ? primes[t]! - p : primes[t]!), p, ip);
    w[i] = invMod(prod, p);
  }
  return w;
}

export function crtWeights(K: number): Float64Array {
  const cached = weightTables[K];
  if (cached !== undefined) return cached;
  let from = K + 1;
  while (from < weightTables.length && weightTables[from] === undefined) from++;
  let w = from < weightTables.length ? weightTables[from]! : weightsFromScratch(K);
  for (let top = w.length; top > K; top--) {
    const pt = primes[top - 1]!;
    const next = new Float64Array(top - 1);
    // p_{top-1} < p_i for every i < top - 1, so it is its own residue.
    for (let i = 0; i < top - 1; i++) next[i] = reduce(w[i]! * pt, primes[i]!, recips[i]!);
    w = next;
    if (top - 1 <= WEIGHT_CACHE_LIMIT) weightTables[top - 1] = w;
  }
  if (K <= WEIGHT_CACHE_LIMIT) weightTables[K] = w;
  return w;
}

const RADIX = 2 ** 26;
let sums = new Float64Array(16);

/**
 * Sign of the x with |x| < M/4 (M = p_0·…·p_{K-1}) and x ≡ res[off + i] (mod p_i), or null when
 * undecided. x/M mod 1 = Σ (r_i·w_i mod p_i)/p_i mod 1 is summed exactly in fixed point from the
 * fractions y_i/p_i truncated to D base-2^26 digits (each digit an exact integer division), so the
 * sum is below the true fraction by less than K·2^(-26·D). The fraction lies in (0, 1/4) for x > 0
 * and in (3/4, 1) for x < 0; only an x within K·2^(-26·D)·M of zero is left undecided.
 */
export function crtSignFixedPoint(res: Float64Array, off: number, K: number, D: number): -1 | 0 | 1 | null {
  const w = crtWeights(K);
  if (sums.length < D) sums = new Float64Array(2 * D);
  const s = sums;
  s.fill(0, 0, D);
  let zero = true;
  for (let i = 0; i < K; i++) {
    const r = res[off + i]!;
    if (r === 0) continue;
    zero = false;
    const p = primes[i]!;
    const ip = recips[i]!;
    let rem = reduce(r * w[i]!, p, ip);
    for (let d = 0; d < D; d++) {
      // rem·2^26 < 2^52; its quotient by p is exact after one correction step.
      const a = rem * RADIX;
      let q = Math.floor(a * ip);
      rem = a - q * p;
      if (rem < 0) {
        q--;
        rem += p;
      } else if (rem >= p) {
        q++;
        rem -= p;
      }
      s[d] = s[d]! + q;
    }
  }
  if (zero) return 0;
  // Carries (every sum is an exact integer below 2^52); the integer part is dropped.
  for (let d = D - 1; d > 0; d--) {
    const c = Math.floor(s[d]! / RADIX);
    s[d] = s[d]! - c * RADIX;
    s[d - 1] = s[d - 1]! + c;
  }
  s[0] = s[0]! - Math.floor(s[0]! / RADIX) * RADIX;
  if (s[0]! < RADIX / 2) return 1;
  // Negative when 1 - f ≥ K·2^(-26·D): some digit above the last is not all ones, or the last
  // leaves room for K.
  for (let d = 0; d < D - 1; d++) if (s[d] !== RADIX - 1) return -1;
  return RADIX - s[D - 1]! >= K ? -1 : null;
}

/**
 * Sign of the symmetric residue x of res[off..off+K-1], given |x| < M_K/4; also returns the number
 * of primes K' ≤ K with |x| < M_K'/4 (a certified smaller bound, so the exact value needs only
 * those). An undecided fixed-point sum means |x| < K·2^(-26·D)·M_K, which is such a bound: the
 * prefix of primes shrinks to it and the sum is redone with more digits. Hadamard bounds can
 * exceed the actual value by thousands of bits (shifted cyclotomics, small discriminants), and
 * this costs about K' digit steps per 26 bits of the gap instead of the K^2/2 of mixed radix.
 */
export function crtSign(res: Float64Array, off: number, K: number): { sign: -1 | 0 | 1; primes: number } {
  let D = 4;
  for (;;) {
    const s = crtSignFixedPoint(res, off, K, D);
    if (s !== null) return { sign: s, primes: K };
    // |x| < 2^bits with a bit of margin for the float logarithms.
    const bits = log2Prefix[K]! + Math.log2(K) - 26 * D + 1;
    const next = primesForBits(bits + 1);
    if (next < K) K = next;
    D *= 2;
  }
}
