/**
 * The exact proof behind every reduction: g(θ) = 0 for θ = N(α)/den in K = Q[α]/(f), i.e.
 * Σ g_k·N^k·den^(n−k) ≡ 0 (mod f) over Z, by Horner (for an integral θ with the powers of den
 * divided out as it goes). With g monic irreducible of degree n this
 * makes θ a generator of K with minimal polynomial g: the same field, whatever the floating-point
 * search that proposed g got wrong.
 */

/** a·b mod f over Z (f monic of degree n; a, b of degree < n). */
function mulModMonic(a: readonly bigint[], b: readonly bigint[], f: readonly bigint[]): bigint[] {
  const n = f.length - 1;
  const r = new Array<bigint>(2 * n - 1).fill(0n);
  for (let i = 0; i < a.length; i++) {
    const ai = a[i]!;
    if (ai === 0n) continue;
    for (let j = 0; j < b.length; j++) if (b[j] !== 0n) r[i + j] = r[i + j]! + ai * b[j]!;
  }
  for (let k = 2 * n - 2; k >= n; k--) {
    const c = r[k]!;
    if (c === 0n) continue;
    for (let j = 0; j < n; j++) r[k - n + j] = r[k - n + j]! - c * f[j]!;
  }
  return r.slice(0, n);
}

export function annihilates(
  f: readonly bigint[],
  N: readonly bigint[],
  den: bigint,
  g: readonly bigint[],
): boolean {
  if (den > 1n) {
    const integral = annihilatesIntegral(f, N, den, g);
    if (integral !== null) return integral;
  }
  const n = f.length - 1;
  const m = g.length - 1;
  let acc: bigint[] = [g[m]!];
  let denPower = 1n;
  for (let k = m - 1; k >= 0; k--) {
    denPower *= den;
    acc = mulModMonic(acc, N, f);
    acc[0] = (acc[0] ?? 0n) + g[k]! * denPower;
  }
  while (acc.length < n) acc.push(0n);
  return acc.every((c) => c === 0n);
}

/**
 * The same Horner scheme with small numbers when θ = N(α)/den is integral (θ ∈ O ⊆ (1/den)·Z[α],
 * as every element the search proposes): h_k = Σ_(i≥k) g_i·θ^(i−k) lies in O, so den·h_k has
 * integer coefficients, and den·h_k = (den·h_(k+1))·N / den + g_k·den divides exactly. The sizes
 * stay those of one element instead of growing by den at every step (den^m in all). Null when a
 * division is not exact: θ was not integral, and the general scheme decides.
 */
function annihilatesIntegral(
  f: readonly bigint[],
  N: readonly bigint[],
  den: bigint,
  g: readonly bigint[],
): boolean | null {
  const n = f.length - 1;
  const m = g.length - 1;
  let acc: bigint[] = [g[m]! * den];
  for (let k = m - 1; k >= 0; k--) {
    acc = mulModMonic(acc, N, f);
    for (let i = 0; i < acc.length; i++) {
      const c = acc[i]!;
      if (c === 0n) continue;
      const q = c / den;
      if (q * den !== c) return null;
      acc[i] = q;
    }
    acc[0] = (acc[0] ?? 0n) + g[k]! * den;
  }
  while (acc.length < n) acc.push(0n);
  return acc.every((c) => c === 0n);
}
