/**
 * Irreducibility over Q of an integer polynomial of degree n ≥ 1, always definite: the answer
 * comes from the complete factorization over Z (factorZ.ts), so 'reducible' always comes with the
 * irreducible factors and 'proven' means the factorization has exactly one factor.
 */

import type { Poly } from '../arith/poly';
import { factorOverZ } from './factorZ';

export type IrreducibilityStatus = 'proven' | 'reducible';

export interface IrreducibilityResult {
  status: IrreducibilityStatus;
  reason: string;
  /** A proper factor over Z when status is 'reducible' (the first irreducible factor). */
  factor?: Poly;
  /** Degrees of the irreducible factors over Z, ascending, repeated by multiplicity. */
  factorDegrees: number[];
  /** The irreducible factors over Z with multiplicities (primitive, positive leading coefficient). */
  factors: { factor: Poly; multiplicity: number }[];
}

export function irreducibility(f: Poly): IrreducibilityResult {
  const n = f.length - 1;
  if (n < 1) throw new RangeError('irreducibility needs degree ≥ 1');
  const factors = factorOverZ(f);
  const factorDegrees = factors
    .flatMap((x) => Array.from({ length: x.multiplicity }, () => x.factor.length - 1))
    .sort((a, b) => a - b);
  if (factors.length === 1 && factors[0]!.multiplicity === 1)
    return { status: 'proven', reason: 'the factorization over Z has one factor', factorDegrees, factors };
  const repeated = factors.filter((x) => x.multiplicity > 1);
  const reason =
    repeated.length > 0
      ? `not squarefree: repeated factor of degree ${repeated.map((x) => x.factor.length - 1).join(', ')}`
      : `factors over Z of degrees ${factorDegrees.join(', ')}`;
  return { status: 'reducible', reason, factor: (repeated[0] ?? factors[0])!.factor, factorDegrees, factors };
}
