/** Exact characteristic polynomials for the IGP24 tests (no shipped code depends on them). */
import { expect } from 'vitest';
import { mul, type Poly } from '../../../src/shared/igp24/arith/poly';

/** a mod f for monic f (ascending coefficients). */
function reduceMod(a: Poly, f: Poly): Poly {
  const n = f.length - 1;
  const r = [...a];
  for (let d = r.length - 1; d >= n; d--) {
    const c = r[d]!;
    if (c === 0n) continue;
    for (let j = 0; j < n; j++) r[d - n + j] = r[d - n + j]! - c * f[j]!;
    r[d] = 0n;
  }
  return Array.from({ length: n }, (_, j) => r[j] ?? 0n);
}

/**
 * The characteristic polynomial of θ = t(α)/den over Q, f(α) = 0: the traces Tr(t(α)^k) from
 * the power sums of f's roots, then Newton's identities; e_k(θ) = e_k(t(α))/den^k. Fails the test
 * unless every coefficient is an integer (θ an algebraic integer).
 */
export function charpoly(f: Poly, t: Poly, den = 1n): Poly {
  const n = f.length - 1;
  // Power sums p_j of the roots of f, j < n (p_0 = n), by Newton's identities on f.
  const a = (i: number) => f[i]!;
  const p: bigint[] = [BigInt(n)];
  for (let k = 1; k < n; k++) {
    let s = BigInt(k) * a(n - k);
    for (let i = 1; i < k; i++) s += a(n - i) * p[k - i]!;
    p.push(-s);
  }
  const trace = (x: Poly) => x.reduce((s, c, j) => s + c * p[j]!, 0n);
  const theta = reduceMod(t, f);
  const traces: bigint[] = [];
  let power: Poly = [1n];
  for (let k = 1; k <= n; k++) {
    power = reduceMod(mul(power, theta), f);
    traces.push(trace(power));
  }
  // e_k from the traces P_i: k·e_k = Σ (−1)^(i−1) e_(k−i) P_i.
  const e: bigint[] = [1n];
  for (let k = 1; k <= n; k++) {
    let s = 0n;
    for (let i = 1; i <= k; i++) s += (i % 2 === 1 ? 1n : -1n) * e[k - i]! * traces[i - 1]!;
    expect(s % BigInt(k)).toBe(0n);
    e.push(s / BigInt(k));
  }
  for (const [k, x] of e.entries()) expect(x % den ** BigInt(k), `e_${k} of an integral element`).toBe(0n);
  for (let k = 0; k <= n; k++) e[k] = e[k]! / den ** BigInt(k);
  return Array.from({ length: n + 1 }, (_, j) => (((n - j) % 2 === 0 ? 1n : -1n) * e[n - j]!) as bigint);
}
