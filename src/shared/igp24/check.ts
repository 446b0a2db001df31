/**
 * checkLine: the full local check of one polynomial line, returning exactly the object printed by
 * `igp24 check --json`. Invalid lines have null in every computed field.
 */
import { analyze } from './analyze';
import { isSquare, signConsistent } from './discriminant';
import { irreducibility } from './irreducibility';
import { type LineError, type LineParseOptions, parseLine } from './lineFormat';
import { factorSmall } from './primes';

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
  irreducible: 'proven' | 'reducible' | 'unknown' | null;
  /** Prime factors of |disc| found within the budget (ascending decimal strings). */
  discPrimes: string[] | null;
}

export interface CheckOptions extends LineParseOptions {
  /** Line number reported in `line` (default 1). */
  lineNumber?: number;
  /** Pollard–Brent budget in ms for the disc primes (default 50; 0 = trial division only). */
  factorBudgetMs?: number;
  /** Trial division bound (default 100,000). */
  trialBound?: number;
  /** Clock for the budget (default Date.now). */
  now?: () => number;
  /** Maximum number of primes for the irreducibility DDF (default 40). */
  maxPrimes?: number;
}

export function checkLine(text: string, opts: CheckOptions = {}): CheckResult {
  const line = opts.lineNumber ?? 1;
  const parsed = parseLine(text, opts);
  const empty: CheckResult = {
    line,
    valid: false,
    errors: parsed.errors,
    r: null,
    squarefree: null,
    discAbs: null,
    discSign: null,
    discIsSquare: null,
    irreducible: null,
    discPrimes: null,
  };
  if (!parsed.valid || parsed.coefficients === null) return empty;
  try {
    const f = parsed.coefficients;
    const { r, disc } = analyze(f);
    const squarefree = disc !== 0n;
    const discAbs = disc < 0n ? -disc : disc;
    const errors = [...parsed.errors];
    if (squarefree && !signConsistent(disc, f.length - 1, r))
      errors.push({ code: 'INTERNAL_INCONSISTENCY', message: 'sign(disc) contradicts r (checker bug)' });
    const irr = irreducibility(f, { maxPrimes: opts.maxPrimes });
    const primes = squarefree
      ? factorSmall(discAbs, {
          deadlineMs: opts.factorBudgetMs ?? 50,
          trialBound: opts.trialBound,
          now: opts.now,
        }).primes
      : [];
    return {
      line,
      valid: errors.length === 0,
      errors,
      r,
      squarefree,
      discAbs: discAbs.toString(),
      discSign: disc > 0n ? 1 : disc < 0n ? -1 : 0,
      discIsSquare: squarefree ? isSquare(disc) : null,
      irreducible: irr.status,
      discPrimes: primes,
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
