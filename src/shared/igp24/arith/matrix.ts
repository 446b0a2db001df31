/** Integer matrices as rows of BigInt, as the orders (field/) and the lattice reduction (reduce/) keep them. */

/** The n×n identity matrix: Z[α]'s own basis, or a transform that changes nothing. A new array each call. */
export function identityMatrix(n: number): bigint[][] {
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1n : 0n)));
}
