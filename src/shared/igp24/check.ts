/**
 * checkLine: the full local check of one polynomial line, returning exactly the object printed by
 * `igp24 check --json`. Invalid lines have null in every computed field.
 * Deterministic: no clock is read, every search is bounded by counted work, so the same line gives
 * the same result on every machine. Lines with a coefficient over MAX_CHECK_DIGITS digits are not
 * computed (the discriminant alone would have ~46 times as many digits) and say so.
 */

import { bitLength } from './arith/poly';
import { maybeSquare } from './arith/squareFilter';
import { analyze, analyzeFactored } from './disc/analyze';
import { isSquare, signConsistent } from './disc/discriminant';
import { irreducibility } from './factor/irreducibility';
import { fieldDiscriminantOf } from './field/fieldDiscriminant';
import type { FieldDiscriminant } from './field/types';
import { type LineError, type LineParseOptions, type LineParseResult, parseLine } from './line/lineFormat';
import { DEFAULT_ECM_CURVES } from './primes/factorBudget';
import { factorSmall } from './primes/primes';

/** Largest coefficient (decimal digits, sign excluded) the maths checks accept. */
export const MAX_CHECK_DIGITS = 200;
const CHECK_LIMIT = 10n ** BigInt(MAX_CHECK_DIGITS);

export interface CheckResult {
  line: number;
  valid: boolean;
  errors: LineError[];
  r: number | null;
  squarefree: boolean | null;
  discAbs: string | null;
  discSign: -1 | 0 | 1 | null;
  /** Whether disc is a nonzero perfect square (Galois group inside A_24); null when disc = 0. */
  discIsSquare: boolean | null;
  irreducible: 'proven' | 'reducible' | null;
  /** Degrees of the irreducible factors over Z, ascending, repeated by multiplicity ([24] when proven). */
  factorDegrees: number[] | null;
  /** The irreducible factors over Z (coefficients a_0..a_d as decimal strings) with multiplicities. */
  factors: { coefficients: string[]; multiplicity: number }[] | null;
  /** Prime factors of |disc| found within the budget (ascending decimal strings). */
  discPrimes: string[] | null;
  /** The number field's discriminant d_K (valid irreducible lines; null otherwise). */
  field: FieldDiscriminant | null;
}

export interface CheckOptions extends LineParseOptions {
  /** Line number reported in `line` (default 1). */
  lineNumber?: number;
  /** Pollard–Brent budget in iterations for the disc primes beyond 10^5 (default 0: trial division only). */
  rhoIterations?: number;
  /** ECM budget in curves for a composite part of at most 39 digits rho left (default DEFAULT_ECM_CURVES). */
  ecmCurves?: number;
  /** Trial division bound (default 100,000). */
  trialBound?: number;
  /** parseLine(text, options) when the caller has it already (parseFile parses every line). */
  parsed?: LineParseResult;
  /** false: leave `field` null (a reduction computes d_K itself, with more effort; a ranking needs none). */
  field?: boolean;
}

/** The result of a line no check could be run on: invalid, with these errors and nothing computed. */
export function uncheckedResult(line: number, errors: LineError[]): CheckResult {
  return {
    line,
    valid: false,
    errors,
    r: null,
    squarefree: null,
    discAbs: null,
    discSign: null,
    discIsSquare: null,
    irreducible: null,
    factorDegrees: null,
    factors: null,
    discPrimes: null,
    field: null,
  };
}

export function checkLine(text: string, opts: CheckOptions = {}): CheckResult {
  const line = opts.lineNumber ?? 1;
  const parsed = opts.parsed ?? parseLine(text, opts);
  const empty = uncheckedResult(line, parsed.errors);
  if (!parsed.valid || parsed.coefficients === null) return empty;
  // An exact comparison (|c| < 10^200 has at most 200 digits), not a digit count from the bit
  // length, which rounds up and refused 200-digit values starting with 9. No toString either: it
  // is slow on the huge values a hostile file holds.
  if (parsed.coefficients.some((c) => (c < 0n ? -c : c) >= CHECK_LIMIT)) {
    // For the message only: log10(2) bits per digit, never under the limit just crossed.
    const bits = Math.max(...parsed.coefficients.map(bitLength));
    const digits = Math.max(MAX_CHECK_DIGITS + 1, Math.floor((bits - 1) * Math.LOG10E * Math.LN2) + 1);
    return {
      ...empty,
      errors: [
        {
          code: 'COEFFICIENT_TOO_LARGE',
          message: `a coefficient has about ${digits} digits; the local checks stop at ${MAX_CHECK_DIGITS} digits`,
        },
      ],
    };
  }
  try {
    const f = parsed.coefficients;
    const irr = irreducibility(f);
    // A squarefree reducible f: r and disc from its factors (smaller sequences), with resultants
    // that spare the primality test of a composite cofactor of disc.
    const factored =
      irr.status === 'reducible' && irr.factors.every((x) => x.multiplicity === 1)
        ? analyzeFactored(
            f,
            irr.factors.map((x) => x.factor),
          )
        : null;
    const { r, disc } = factored ?? analyze(f);
    const squarefree = disc !== 0n;
    const discAbs = disc < 0n ? -disc : disc;
    const errors = [...parsed.errors];
    if (squarefree && !signConsistent(disc, f.length - 1, r))
      errors.push({ code: 'INTERNAL_INCONSISTENCY', message: 'sign(disc) contradicts r (checker bug)' });
    const small = squarefree
      ? factorSmall(discAbs, {
          rhoIterations: opts.rhoIterations,
          ecmCurves: opts.ecmCurves ?? DEFAULT_ECM_CURVES,
          trialBound: opts.trialBound,
          squareDivisors: factored?.squareDivisors,
        })
      : null;
    const primes = small?.primes ?? [];
    const valid = errors.length === 0;
    // d_K from the primes found and the line's own hint (the primes the platform is told of).
    const field =
      valid && small !== null && irr.status === 'proven' && opts.field !== false
        ? fieldDiscriminantOf(f, discAbs, small, hintPrimes(parsed), {
            trialBound: Math.min(Math.max(opts.trialBound ?? 100_000, 2), 10_000_000),
          })
        : null;
    return {
      line,
      valid,
      errors,
      r,
      squarefree,
      discAbs: discAbs.toString(),
      discSign: disc > 0n ? 1 : disc < 0n ? -1 : 0,
      discIsSquare: squarefree ? maybeSquare(disc) && isSquare(disc) : null,
      irreducible: irr.status,
      factorDegrees: irr.factorDegrees,
      factors: irr.factors.map((x) => ({ coefficients: x.factor.map(String), multiplicity: x.multiplicity })),
      discPrimes: primes,
      field,
    };
  } catch (e) {
    return {
      ...empty,
      errors: [
        { code: 'INTERNAL_ERROR', message: `check failed: ${e instanceof Error ? e.message : String(e)}` },
      ],
    };
  }
}

const hintPrimes = (parsed: LineParseResult): string[] =>
  parsed.hint.status === 'recognized' ? parsed.hint.primes : [];
