/**
 * `igp24 reduce` for one polynomial line, as the command line prints it (`--json`) and the app
 * shows it: the line checked, reduced (reduce.ts), and the reduced line checked again, so that a
 * changed signature or field discriminant — which would be a bug, since the field is proved the
 * same — is reported rather than written. The reduced line keeps the original in its comment.
 */

import { type CheckOptions, checkLine } from '../check';
import type { DiscSource, FieldDiscriminant } from '../field/types';
import type { LineError } from '../line/lineFormat';
import { parseLine } from '../line/lineFormat';
import { betterField, reducePolynomial } from './reduce';

export type ReduceOutcome = 'reduced' | 'kept' | 'invalid' | 'no field' | 'failed';

export interface ReduceLineResult {
  line: number;
  valid: boolean;
  errors: LineError[];
  /**
   * 'reduced': a polynomial with a smaller discriminant (or, equal, smaller coefficients) was
   * found; 'kept': none was; 'invalid': the line is not valid; 'no field': reducible or not
   * squarefree; 'failed': the search stopped on an error (`reason`).
   */
  outcome: ReduceOutcome;
  /** Why nothing was reduced, in words, or null. */
  reason: string | null;
  /** Whether the line changed (outcome 'reduced'). */
  changed: boolean;
  /** The line to write: the reduced polynomial with the original in its comment, or the line as it was. */
  text: string;
  /** The output polynomial, a_0..a_24 comma-separated. */
  polynomial: string | null;
  r: number | null;
  /** |disc| of the input polynomial and of the output one (decimal). */
  discAbsBefore: string | null;
  discAbsAfter: string | null;
  /** The field's |d_K|: from the reduction's orders and the reduced line's check, exact before a bound. */
  fieldDiscAbs: string | null;
  discSource: DiscSource | null;
}

/** The comment a reduced line carries: the original polynomial, and its own comment after it. */
const REDUCED_FROM = 'reduced from';

export function reduceLine(text: string, opts: CheckOptions = {}): ReduceLineResult {
  const parsed = opts.parsed ?? parseLine(text, opts);
  // d_K comes from the reduction's own orders, and |disc| is factored there too (more effort than
  // the check's: exact more often), so the check before it spends no ECM curves.
  const before = checkLine(text, { ...opts, parsed, field: false, ecmCurves: 0 });
  const base: ReduceLineResult = {
    line: before.line,
    valid: before.valid,
    errors: before.errors,
    outcome: 'kept',
    reason: null,
    changed: false,
    text,
    polynomial: parsed.canonical,
    r: before.r,
    discAbsBefore: before.discAbs,
    discAbsAfter: before.discAbs,
    fieldDiscAbs: null,
    discSource: null,
  };
  if (!before.valid) {
    const first = before.errors[0];
    const why = first
      ? `: ${first.message}${before.errors.length > 1 ? ` (and ${before.errors.length - 1} more)` : ''}`
      : '';
    return { ...base, outcome: 'invalid', reason: `the line is not valid${why}; fix it, then reduce` };
  }
  if (before.irreducible !== 'proven')
    return {
      ...base,
      outcome: 'no field',
      reason: before.squarefree ? 'reducible: no field to reduce' : 'not squarefree (disc = 0)',
    };
  const f = parsed.coefficients!;
  const hint = parsed.hint.status === 'recognized' ? parsed.hint.primes : [];
  let g: bigint[];
  let reducedField: FieldDiscriminant;
  try {
    ({ g, field: reducedField } = reducePolynomial(f, {
      morePrimes: [...(before.discPrimes ?? []), ...hint],
      trialBound: opts.trialBound,
      known: { r: before.r!, discAbs: BigInt(before.discAbs!) },
    }));
  } catch (e) {
    return {
      ...base,
      outcome: 'failed',
      reason: `not reduced: ${e instanceof Error ? e.message : String(e)}`,
    };
  }
  if (g.every((c, i) => c === f[i]))
    return { ...base, fieldDiscAbs: reducedField.fieldDiscAbs, discSource: reducedField.discSource };
  const polynomial = g.join(',');
  const comment = parsed.comment?.trim() ? ` ${parsed.comment.trim()}` : '';
  const out = `${polynomial} # ${REDUCED_FROM} ${parsed.canonical}${comment === '' ? '' : ';'}${comment}`;
  const after = checkLine(out, { lineNumber: before.line, trialBound: opts.trialBound });
  // Every exact value of d_K found on the way must be the same number.
  const exact = [after.field, reducedField].filter((x) => x?.discSource === 'exact_nfdisc');
  const same =
    after.valid &&
    after.r === before.r &&
    after.field !== null &&
    exact.every((x) => x!.fieldDiscAbs === exact[0]!.fieldDiscAbs);
  if (!same)
    return {
      ...base,
      outcome: 'failed',
      reason: 'not reduced: the reduced polynomial changed r or d_K (checker bug)',
    };
  const field = betterField(after.field!, reducedField);
  return {
    ...base,
    outcome: 'reduced',
    changed: true,
    text: out,
    polynomial,
    discAbsAfter: after.discAbs,
    fieldDiscAbs: field.fieldDiscAbs,
    discSource: field.discSource,
  };
}
