/**
 * The field discriminant of a line's number field K = Q[x]/(f): d_K = disc(f) / [O_K : Z[α]]²,
 * what the platform credits per label and signature (spec 2.5 `fieldDiscAbs`, `discSource`; 2.6
 * `minimumDiscAbs`). Exact when every prime whose square divides disc(f) is known; otherwise exact
 * at the known primes, with the unfactored part named and the value stated as an upper bound —
 * the distinction the platform draws between `exact_nfdisc` and `mixed_disc`.
 */
export type DiscSource = 'exact_nfdisc' | 'mixed_disc';

export interface FieldDiscriminant {
  /** |d_K| in decimal: exact for 'exact_nfdisc'; for 'mixed_disc' an upper bound (|disc f| over the index² at the known primes). */
  fieldDiscAbs: string;
  /** [O_K : Z[α]] at the primes handled (decimal); the whole index when exact. */
  index: string;
  discSource: DiscSource;
  /** The cofactor of |disc f| not factored (decimal) whose square divisors are unknown; null when exact. */
  unfactored: string | null;
}

/**
 * An order O ⊇ Z[α] as a Hermite basis: ω_i = H_i(α) / den, H_i of degree i (lower triangular,
 * lowest degree first), the lattice of numerators containing den·Z^n.
 */
export interface OrderBasis {
  den: bigint;
  H: bigint[][];
}
