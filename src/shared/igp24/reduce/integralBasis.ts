/**
 * The order a reduction works in: the sum of the orders the field discriminant found
 * (field/fieldDiscriminant.ts `fieldWithOrders`), each of index a power of one prime or of one
 * square part's root. Their indices are pairwise coprime, so the sum is maximal wherever one of
 * them is: O_K itself when d_K is exact, otherwise an order maximal at every settled part (as
 * PARI's polredbest works in an order from a partial factorization).
 */

import { identityMatrix } from '../arith/matrix';
import { gcdInt } from '../arith/poly';
import { hermiteModD } from '../field/lattice';
import type { OrderBasis } from '../field/types';

/** The Hermite basis of Σ O_i over the least common denominator, reduced to lowest terms. */
export function sumOfOrders(n: number, orders: readonly OrderBasis[]): OrderBasis {
  let D = 1n;
  for (const o of orders) D = (D / gcdInt(D, o.den)) * o.den;
  if (D === 1n) return { den: 1n, H: identityMatrix(n) };
  // Numerators over D: each order's rows times D/den; D·Z^n lies in every one of them.
  const gens = orders.flatMap((o) => o.H.map((row) => row.map((x) => x * (D / o.den))));
  let H = hermiteModD(gens, D, n);
  let g = D;
  for (const row of H) for (const x of row) g = gcdInt(g, x);
  if (g > 1n) {
    H = H.map((row) => row.map((x) => x / g));
    D /= g;
  }
  return { den: D, H };
}

/** [O : Z[α]] = D^n / Π diag(H): the index the basis stands for. */
export function indexOf(basis: OrderBasis): bigint {
  let num = 1n;
  let prod = 1n;
  for (let i = 0; i < basis.H.length; i++) {
    num *= basis.den;
    prod *= basis.H[i]![i]!;
  }
  return num / prod;
}
