/**
 * The likely Galois group of one polynomial line: exactly the object printed per line by
 * `igp24 galois --json`. Invalid, reducible and non-squarefree lines get a `reason` and no ranking
 * (the filter and the Chebotarev frequencies assume an irreducible squarefree polynomial).
 */

import type { Poly } from '../arith/poly';
import { type CheckResult, checkLine } from '../check';
import type { LineError } from '../line/lineFormat';
import { parseLine } from '../line/lineFormat';
import { rankAdaptive, STOP_RULE } from './adaptive';
import type { RankedGroup } from './rank';
import type { GaloisTable } from './table';

/**
 * Good primes per ranking at most, by default (the sampling stops earlier when decided: adaptive.ts). Measured on the LMFDB sample ("The default: 300 good primes" of docs/igp24-galois.md, in the git history): with 100
 * primes the true label is first for ~95% of the polynomials, with 300 for ~99% and the top ten no
 * longer change order between runs of 300 and 500 for almost all lines, at ~3× less time than 1,000.
 */
export const DEFAULT_GALOIS_PRIMES = 300;
export const MAX_GALOIS_PRIMES = 20_000;
/** How many of the most likely groups are listed. */
export const GALOIS_TOP = 10;

export interface GaloisForLine {
  line: number;
  valid: boolean;
  errors: LineError[];
  /** Why no group is computed (null when a ranking is given). */
  reason: string | null;
  r: number | null;
  discIsSquare: boolean | null;
  /** Number of good primes used (0 when no ranking). */
  primes: number;
  candidates: number | null;
  ranking: Omit<RankedGroup, 'inA24'>[] | null;
}

/** Why a checked line has no group, or null when it can be ranked. */
export function noGroupReason(check: CheckResult): string | null {
  if (!check.valid)
    return `no group computed: ${check.errors[0]?.message ?? 'the line is not a valid IGP24 polynomial'}`;
  if (check.squarefree === false) return 'not squarefree (disc = 0): no Galois group of degree 24 to compute';
  if (check.irreducible === 'reducible')
    return `reducible (factor degrees ${check.factorDegrees?.join(', ')}): the Galois group is not transitive`;
  if (check.irreducible !== 'proven' || check.r === null || check.discIsSquare === null)
    return 'irreducibility not established';
  return null;
}

/** Ranking for a line already checked (the app's check worker has the CheckResult). */
export function galoisFromCheck(
  check: CheckResult,
  f: Poly,
  table: GaloisTable,
  primes = DEFAULT_GALOIS_PRIMES,
): GaloisForLine & { rankingWithParity: RankedGroup[] | null } {
  const reason = noGroupReason(check);
  const base = {
    line: check.line,
    valid: check.valid,
    errors: check.errors,
    reason,
    r: check.r,
    discIsSquare: check.discIsSquare,
  };
  if (reason !== null)
    return { ...base, primes: 0, candidates: null, ranking: null, rankingWithParity: null };
  const disc = BigInt(check.discAbs!) * BigInt(check.discSign!);
  // `primes` is the ceiling: the sampling stops earlier once the ranking is decided (adaptive.ts).
  // More than the default ("More primes", --primes 1000) is a request for more evidence: exactly
  // that many primes, no early stop.
  const rule = primes > DEFAULT_GALOIS_PRIMES ? { ...STOP_RULE, floor: primes } : STOP_RULE;
  const res = rankAdaptive(
    table,
    f,
    { disc, r: check.r!, discIsSquare: check.discIsSquare! },
    primes,
    GALOIS_TOP,
    rule,
  );
  return {
    ...base,
    primes: res.sample.primes.length,
    candidates: res.candidates,
    ranking: res.ranking.map(({ inA24: _, ...rest }) => rest),
    rankingWithParity: res.ranking,
  };
}

export interface GaloisLineOptions {
  lineNumber?: number;
  primes?: number;
}

/** As `galoisForLine`, with whether each ranked group lies in A24 (the app's detail view shows it). */
export type GaloisDetail = Omit<GaloisForLine, 'ranking'> & { ranking: RankedGroup[] | null };

export function galoisDetail(text: string, table: GaloisTable, opts: GaloisLineOptions = {}): GaloisDetail {
  // Neither disc primes nor d_K are reported here: trial division bound to the minimum, no ECM,
  // no field discriminant.
  const check = checkLine(text, {
    lineNumber: opts.lineNumber,
    trialBound: 2,
    rhoIterations: 0,
    ecmCurves: 0,
    field: false,
  });
  const parsed = parseLine(text);
  const f = parsed.coefficients ?? [];
  const { rankingWithParity, ranking: _, ...rest } = galoisFromCheck(check, f, table, opts.primes);
  return { ...rest, ranking: rankingWithParity };
}

/** Exactly the object `igp24 galois --json` prints for a line. */
export function galoisForLine(text: string, table: GaloisTable, opts: GaloisLineOptions = {}): GaloisForLine {
  const { ranking, ...rest } = galoisDetail(text, table, opts);
  return { ...rest, ranking: ranking?.map(({ inA24: _, ...g }) => g) ?? null };
}
