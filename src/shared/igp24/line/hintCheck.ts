/**
 * What a line's `poly_disc_primes=[...]` hint (spec 4.2 rule 5) is worth once the discriminant is
 * known: the one reading of a hint for the command line (`igp24 check`) and the app (diagnostics,
 * checks table), so both say the same thing. The parser alone only knows the hint is well formed
 * (`recognized`); whether its primes divide the discriminant needs the check's |disc|.
 * A hint never makes a line invalid: the platform ignores an unusable one.
 */
import type { Hint } from './lineFormat';

export type HintCheck =
  | { status: 'none' }
  | { status: 'ignored'; reason: string }
  /** Well formed, but the discriminant is not computed (yet): not compared. */
  | { status: 'unchecked'; primes: string[] }
  /** Every hint prime divides the discriminant. */
  | { status: 'divides'; primes: string[] }
  /** Some hint primes do not divide the discriminant (`missing`, in the hint's order). */
  | { status: 'notDividing'; primes: string[]; missing: string[] };

/** The parser's hint against the check's |disc| (a decimal string, or null when not computed). */
export function checkHint(hint: Hint, discAbs: string | null): HintCheck {
  if (hint.status !== 'recognized') return hint;
  if (discAbs === null) return { status: 'unchecked', primes: hint.primes };
  const disc = BigInt(discAbs);
  const missing = hint.primes.filter((p) => disc % BigInt(p) !== 0n);
  return missing.length > 0
    ? { status: 'notDividing', primes: hint.primes, missing }
    : { status: 'divides', primes: hint.primes };
}

const primesWord = (n: number) => `${n} prime${n === 1 ? '' : 's'}`;

/** The hint in words ("hint primes not dividing the discriminant: 2, 3"), or null without a hint. */
export function hintWords(c: HintCheck): string | null {
  switch (c.status) {
    case 'none':
      return null;
    case 'ignored':
      return `hint ignored: ${c.reason}`;
    case 'unchecked':
      return `hint recognized: ${primesWord(c.primes.length)}, not yet compared with the discriminant`;
    case 'divides':
      return `hint recognized: ${c.primes.length === 1 ? 'its prime divides' : `all ${c.primes.length} primes divide`} the discriminant`;
    case 'notDividing':
      return `hint prime${c.missing.length === 1 ? '' : 's'} not dividing the discriminant: ${c.missing.join(', ')}`;
  }
}
