/**
 * Whether a construction is generic enough to have the whole group its plan claims, in the way
 * small coefficients most often fail it (docs/igp24.md, "Discovery"): a sign character.
 *
 * - f(g(x)) with Gal(g − β) = S_a: the group lies in the index-2 subgroup of S_a ≀ H whose inner
 *   permutations have signs multiplying to 1 exactly when N = ∏ disc_x(g(x) − β_i) over the roots
 *   β_i of f is a square (√N is what that subgroup fixes); N = Res_y(f(y), D(y)) with
 *   D(y) = disc_x(g(x) − y).
 * - a compositum of f1 and f2: the direct product loses its C2 × C2 quotient when the two fields'
 *   quadratic resolvents coincide: disc f1 and disc f2 non-squares whose product is a square.
 */
import { type Poly, sub } from '../arith/poly';
import { discriminant, isSquare } from '../disc/discriminant';
import { subresultantPrs } from '../disc/subresultant';

/** Res(A, B) for nonzero A, B of degree ≥ 1 (either degree first). */
export function resultant(A: Poly, B: Poly): bigint {
  const [da, db] = [A.length - 1, B.length - 1];
  if (da >= db) return subresultantPrs(A, B).resultant;
  return ((da * db) % 2 === 1 ? -1n : 1n) * subresultantPrs(B, A).resultant;
}

/**
 * D(y) = disc_x(g(x) − y), of degree deg g − 1, from its values at y = 0 … deg g − 1 by Newton's
 * forward differences: D(y) = Σ_k (Δ^k D(0) / k!) · y(y − 1)…(y − k + 1), each quotient exact for
 * a polynomial with integer coefficients.
 */
export function innerDiscriminant(g: Poly): Poly {
  const a = g.length - 1;
  const diffs: bigint[] = [];
  for (let y = 0; y < a; y++) diffs.push(discriminant(sub(g, [BigInt(y)])));
  const out: bigint[] = new Array(a).fill(0n);
  let falling: bigint[] = [1n];
  let factorial = 1n;
  for (let k = 0; k < a; k++) {
    if (k > 0) {
      for (let i = a - 1; i >= k; i--) diffs[i] = diffs[i]! - diffs[i - 1]!;
      factorial *= BigInt(k);
      // falling ← falling · (y − (k − 1)).
      const next: bigint[] = new Array(falling.length + 1).fill(0n);
      falling.forEach((c, i) => {
        next[i + 1] = next[i + 1]! + c;
        next[i] = next[i]! - c * BigInt(k - 1);
      });
      falling = next;
    }
    const q = diffs[k]! / factorial;
    falling.forEach((c, i) => {
      out[i] = out[i]! + q * c;
    });
  }
  while (out.length > 1 && out[out.length - 1] === 0n) out.pop();
  return out;
}

/** Whether f(g(x)) misses the whole S_a ≀ Gal(f) by the sign character (N a square). */
export function compositionLosesSign(f: Poly, g: Poly): boolean {
  const D = innerDiscriminant(g);
  if (D.length < 2) return isSquare(D[0] ?? 0n);
  return isSquare(resultant(f, D));
}

/** Whether the compositum of f1 and f2 misses the direct product by a shared quadratic resolvent. */
export function compositumSharesSign(f1: Poly, f2: Poly): boolean {
  const d1 = discriminant(f1);
  const d2 = discriminant(f2);
  return !isSquare(d1) && !isSquare(d2) && isSquare(d1 * d2);
}
