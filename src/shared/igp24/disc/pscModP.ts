/**
 * Principal subresultant coefficients psc_j(f, f') mod p, j = 0..n-1, from the Euclidean
 * remainder sequence F_0 = f, F_1 = f', F_{i+1} = F_{i-1} mod F_i over F_p (typed arrays, no
 * BigInt). With n_i = deg F_i and c_i = lc F_i, the fundamental theorem of subresultants (over any
 * field, so any p with p ∤ lc f and p > n) gives psc_j = 0 unless j is some n_i, and
 *
 *   psc_{n_i} = (-1)^(Σ_{t<i} (n_{t-1} - n_i)(n_t - n_i)) · Π_{t<i} c_t^(n_{t-1} - n_{t+1}) · c_i^(n_{i-1} - n_i),
 *
 * from psc_j(A, B) = (-1)^((deg A - j)(deg B - j)) · lc(B)^(deg A - deg R) · psc_j(B, R) for j ≤ deg R
 * (R = A mod B) and psc_{deg B}(A, B) = lc(B)^(deg A - deg B). For j = 0 this is the usual Euclidean
 * resultant Res(f, f').
 *
 * A modular inverse costs as much as ~25 multiplications, so the sequence is computed without
 * them: G_{i+1} = (pseudo-remainder of G_{i-1} by G_i) = λ_{i+1} F_{i+1}, with the scalar λ tracked
 * alongside, so c_i = lc(G_i) / λ_i. Each psc is then a quotient N / D, and all the D of one prime
 * are inverted together (one inverse and three multiplications each).
 */
import { invMod, reduce } from '../arith/wordModP';

/** a^e mod p for the small exponents here (degree gaps), with 1/p passed in (no division). */
function pow(a: number, e: number, p: number, ip: number): number {
  let r = 1;
  for (let b = a; e > 0; e >>= 1) {
    if ((e & 1) === 1) r = reduce(r * b, p, ip);
    if (e > 1) b = reduce(b * b, p, ip);
  }
  return r;
}

/** Scratch buffers reused across calls (grown on demand). */
let bufA = new Float64Array(32);
let bufB = new Float64Array(32);
let degs = new Int32Array(32);
let num = new Float64Array(32);
let den = new Float64Array(32);
let pre = new Float64Array(32);

function grow(n: number): void {
  if (bufA.length >= n + 1) return;
  bufA = new Float64Array(2 * (n + 1));
  bufB = new Float64Array(2 * (n + 1));
  degs = new Int32Array(2 * (n + 1));
  num = new Float64Array(2 * (n + 1));
  den = new Float64Array(2 * (n + 1));
  pre = new Float64Array(2 * (n + 1));
}

/**
 * Writes psc_j(f, f') mod p to out[off + j·stride] for j = 0..n-1 (zeros included). `f` holds the
 * residues of f mod p (f[n] ≠ 0), p < 2^26 prime, p > n, ip = 1/p.
 */
export function pscModP(
  f: Float64Array,
  n: number,
  p: number,
  ip: number,
  out: Float64Array,
  off: number,
  stride: number,
): void {
  grow(n);
  let A = bufA;
  let B = bufB;
  for (let i = 0; i <= n; i++) A[i] = f[i]!;
  for (let i = 1; i <= n; i++) B[i - 1] = reduce(i * f[i]!, p, ip);
  for (let j = 0; j < n; j++) out[off + j * stride] = 0;
  let m = n;
  let k = n - 1;
  degs[0] = n;
  let len = 1;
  // λ_{i-1}, λ_i, and Π_{t<i} lc(G_t)^(n_{t-1} - n_{t+1}), Π_{t<i} λ_t^(same) mod p.
  let lamPrev = 1;
  let lam = 1;
  let numProd = 1;
  let denProd = 1;
  let normal = true;
  for (;;) {
    degs[len] = k;
    const g = B[k]!;
    // Exponents are 1 and 2 in the usual case where each degree drops by one.
    const gap = m - k;
    const gPow = gap === 1 ? g : pow(g, gap, p, ip);
    num[len] = reduce(numProd * gPow, p, ip);
    den[len] = reduce(denProd * (gap === 1 ? lam : pow(lam, gap, p, ip)), p, ip);
    len++;
    if (k === 0) break;
    // A ← prem(A, B) in place, scaling by g only on the steps that subtract (counted in `steps`).
    // The reduction is written out: this loop is most of the work.
    let steps = 0;
    for (let i = m; i >= k; i--) {
      const top = A[i]!;
      if (top === 0) continue;
      steps++;
      const base = i - k;
      for (let j = 0; j < base; j++) {
        const x = g * A[j]!;
        const y = x - Math.floor(x * ip) * p;
        A[j] = y < 0 ? y + p : y >= p ? y - p : y;
      }
      for (let j = 0; j < k; j++) {
        const x = g * A[base + j]! - top * B[j]!;
        const y = x - Math.floor(x * ip) * p;
        A[base + j] = y < 0 ? y + p : y >= p ? y - p : y;
      }
      A[i] = 0;
    }
    let r = k - 1;
    while (r >= 0 && A[r] === 0) r--;
    if (r < 0) break;
    if (r !== k - 1) normal = false;
    // Π_{t≤i} c_t^(n_{t-1} - n_{t+1}): the factor recorded above times c_i^(n_i - n_{i+1}).
    const drop = k - r;
    numProd = reduce(num[len - 1]! * (drop === 1 ? g : pow(g, drop, p, ip)), p, ip);
    denProd = reduce(den[len - 1]! * (drop === 1 ? lam : pow(lam, drop, p, ip)), p, ip);
    // rem(G_{i-1}, G_i) = λ_{i-1} F_{i+1}, scaled by g^steps.
    const gSteps = steps === gap + 1 ? reduce(gPow * g, p, ip) : pow(g, steps, p, ip);
    const lamNext = reduce(gSteps * lamPrev, p, ip);
    lamPrev = lam;
    lam = lamNext;
    const T = A;
    A = B;
    B = T;
    m = k;
    k = r;
  }
  // Batch inversion of den[1..len-1]: prefix products, one inverse, then back.
  let acc = 1;
  for (let i = 1; i < len; i++) {
    pre[i] = acc;
    acc = reduce(acc * den[i]!, p, ip);
  }
  let inv = invMod(acc, p);
  for (let i = len - 1; i >= 1; i--) {
    // inv = (d_1 … d_i)⁻¹, so d_i⁻¹ = inv · (d_1 … d_{i-1}).
    let v = reduce(num[i]! * reduce(inv * pre[i]!, p, ip), p, ip);
    inv = reduce(inv * den[i]!, p, ip);
    const d = degs[i]!;
    // Parity of Σ_{t<i} (n_{t-1} - n_i)(n_t - n_i); every term is even while the degrees drop
    // by one at a time (products of consecutive integers).
    let odd = 0;
    if (!normal) for (let t = 1; t < i; t++) odd ^= (degs[t - 1]! ^ d) & (degs[t]! ^ d) & 1;
    if (odd === 1 && v !== 0) v = p - v;
    out[off + d * stride] = v;
  }
}
