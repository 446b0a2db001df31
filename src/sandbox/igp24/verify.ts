import {
  analyze,
  factorSmall,
  irreducibility,
  isSquare,
  MAX_CHECK_DIGITS,
  parseLine,
  type poly,
} from '../../shared/igp24';
import { fieldDiscriminantOf } from '../../shared/igp24/field/index';
import { DEFAULT_GALOIS_PRIMES, frobeniusTypes, rankGroups } from '../../shared/igp24/galois/index';
import { galoisTable } from './galoisTable';
import { allowedR, baselineOf, labelOf, standInLabel } from './labels';
import type { AcceptedItem, RejectedItem } from './types';

const SANDBOX_LIMIT = 10n ** BigInt(MAX_CHECK_DIGITS);

export type Verdict = Omit<AcceptedItem, 'polynomialIndex'> | Omit<RejectedItem, 'polynomialIndex'>;

/**
 * The sandbox's stand-in verifier for one polynomial line (already format-checked): the real r
 * and |disc| come from the shared IGP24 math; reducible or non-squarefree polynomials are
 * rejected; the label is the top-ranked transitive group from the Frobenius cycle types at the
 * default number of good primes (the sandbox's stand-in for the platform's exact computation), or,
 * without the group table, the seeded stand-in of labels.ts (its allowedR contains r);
 * `fieldDiscAbs` is the field discriminant |d_K| (field/): exact ('exact_nfdisc') when every prime
 * whose square may divide disc f is known from trial division to 10^5 and the line's own hint,
 * else ('mixed_disc') the upper bound |disc f| / index² at the known primes.
 */
export function verifyLine(line: string): Verdict {
  const parsed = parseLine(line);
  if (!parsed.valid || !parsed.coefficients || parsed.canonical === null) {
    return {
      status: 'rejected',
      reason: `Line fails the format checks: ${parsed.errors[0]?.message ?? 'invalid'}.`,
    };
  }
  const f = parsed.coefficients;
  // Same bound as the local checks, exactly (|c| < 10^200): larger ones would cost minutes a line.
  if (f.some((c) => (c < 0n ? -c : c) >= SANDBOX_LIMIT)) {
    return {
      status: 'rejected',
      reason: `COEFFICIENT_TOO_LARGE: a coefficient has more than ${MAX_CHECK_DIGITS} digits.`,
    };
  }
  const { r, disc } = analyze(f);
  if (disc === 0n) {
    return {
      status: 'rejected',
      reason: 'NOT_SQUAREFREE: the polynomial has a repeated factor (discriminant 0).',
    };
  }
  const irr = irreducibility(f);
  if (irr.status === 'reducible') {
    return { status: 'rejected', reason: `REDUCIBLE: the polynomial is reducible over Q (${irr.reason}).` };
  }
  const ranked = rankedLabel(f, r, disc);
  const t = ranked ?? standInLabel(parsed.canonical, r);
  // A ranked group contains the conjugation type of r by construction (the exact filter).
  if (ranked === null && !allowedR(t).includes(r)) {
    return { status: 'rejected', reason: 'SIGNATURE_NOT_ALLOWED: r is not allowed for the group.' };
  }
  const discAbs = disc < 0n ? -disc : disc;
  const small = factorSmall(discAbs, { rhoIterations: 0 });
  const hint = parsed.hint.status === 'recognized' ? parsed.hint.primes : [];
  const field = fieldDiscriminantOf(f, discAbs, small, hint);
  return {
    status: 'accepted',
    label: labelOf(t),
    t,
    r,
    scoreable: true,
    ...baselineOf(t, r),
    fieldDiscAbs: field.fieldDiscAbs,
    discSource: field.discSource,
  };
}

/** The top-ranked group (ties by smallest t), or null without the table (or no candidate). */
function rankedLabel(f: poly.Poly, r: number, disc: bigint): number | null {
  const table = galoisTable();
  if (table === null) return null;
  const { counts } = frobeniusTypes(f, DEFAULT_GALOIS_PRIMES);
  return rankGroups(table, { counts, r, discIsSquare: isSquare(disc) }, 1).ranking[0]?.t ?? null;
}

/** Canonical coefficient string of a format-valid line (duplicates share it), or null. */
export function canonicalOf(line: string): string | null {
  const p = parseLine(line);
  return p.valid ? p.canonical : null;
}

/**
 * Verdicts for a batch, in line order; duplicates (same canonical coefficients) get the verdict of
 * their first occurrence (spec 4.2 rule 6: the first occurrence's line and hint are used).
 */
export function verifyBatch(lines: string[]): Verdict[] {
  const cache = new Map<string, Verdict>();
  return lines.map((line) => {
    const key = canonicalOf(line) ?? line;
    let v = cache.get(key);
    if (!v) {
      v = verifyLine(line);
      cache.set(key, v);
    }
    return v;
  });
}
