/**
 * "Would it score?" as one outcome per checked line: the platform credits each (24T<t>, r) pair and
 * keeps, per label and signature, the smallest field discriminant credited (spec 2.6
 * `signatures[].minimumDiscAbs`). So a line scores when its likely pair is still remaining (a new
 * pair), or when its exact |d_K| is below that minimum (a new record). Every decision is an exact
 * BigInt comparison of the decimal strings; floats only shape the words ("3.2× smaller").
 * Structural types only, so the renderer can use it (no zod).
 */
import type { DiscSource } from '../field/types';
import type { ScoreOutlook } from './score';

/** Below this posterior the most likely group is not taken as the line's group. */
export const GROUP_CERTAIN = 0.9;

export type VerdictKind =
  | 'newPair'
  | 'record'
  | 'likelyRecord'
  | 'notSmaller'
  | 'cannotTell'
  | 'rejected'
  | 'uncertain'
  | 'unknown';

export interface ScoreVerdict {
  kind: VerdictKind;
  /** Whether the line would score: yes, likely (a bound or an uncertain group), no, or not known. */
  scores: 'yes' | 'likely' | 'no' | 'unknown';
  /** A few words for a badge: "new pair", "new record", "no score", "cannot tell". */
  headline: string;
  /** One sentence: what decides it, with numbers. */
  words: string;
}

/** What the verdict reads of a check result (CheckResult fits). */
export interface CheckedLike {
  valid: boolean;
  squarefree: boolean | null;
  irreducible: 'proven' | 'reducible' | null;
  factorDegrees: number[] | null;
  field?: {
    fieldDiscAbs: string;
    discSource: DiscSource;
    unfactored: string | null;
  } | null;
}

/** A probability as a percentage people read: 99.2 %, 0.4 %, < 0.1 %. */
export function percent(p: number): string {
  if (p > 0 && p < 0.001) return '< 0.1 %';
  if (p < 1 && p > 0.999) return '> 99.9 %';
  return `${(p * 100).toFixed(1)} %`;
}

/** A positive decimal integer in scientific form for words: "1.4·10^52"; below a million as is. */
export function sci(decimal: string): string {
  const s = decimal.replace(/^0+(?=\d)/, '');
  if (s.length <= 6) return s;
  let e = s.length - 1;
  let m = (Number(s.slice(0, 15)) / 10 ** (Math.min(15, s.length) - 1)).toFixed(1);
  if (m === '10.0') {
    m = '1.0';
    e += 1;
  }
  return `${m}·10^${e}`;
}

/** log10(a / b) for positive decimal integers of any length (for words and ordering only). */
export function log10Ratio(a: string, b: string): number {
  const lg = (s: string) => Math.log10(Number(`0.${s.slice(0, 17)}`)) + s.length;
  return lg(a.replace(/^0+(?=\d)/, '')) - lg(b.replace(/^0+(?=\d)/, ''));
}

/**
 * "3.2× smaller" within a digit, "5 digits smaller" beyond (whole digits, rounded down), from
 * |log10 ratio|. The direction word is the caller's, from the exact comparison: a float near 0
 * must never turn "smaller" into "larger".
 */
export function howMuch(lg: number, word: string): string {
  const x = Math.abs(lg);
  if (x < 1) return 10 ** x < 1.05 ? `slightly ${word}` : `${(10 ** x).toFixed(1)}× ${word}`;
  const d = Math.floor(x);
  return `${d} digit${d === 1 ? '' : 's'} ${word}`;
}

const verdict = (
  kind: VerdictKind,
  scores: ScoreVerdict['scores'],
  headline: string,
  words: string,
): ScoreVerdict => ({ kind, scores, headline, words });

/**
 * The outcome of one line: its check (reducible or invalid lines never score), its Galois outlook
 * against the synced label progress (the most likely group's pair), and its field discriminant.
 * Undefined while the outlook is not there yet (not ranked, or progress still loading).
 */
export function scoreVerdict(
  check: CheckedLike | undefined,
  outlook: ScoreOutlook | undefined,
): ScoreVerdict | undefined {
  if (check && (!check.valid || check.squarefree === false))
    return verdict('rejected', 'no', 'no score', 'invalid line: the verifier rejects it');
  if (check?.irreducible === 'reducible')
    return verdict(
      'rejected',
      'no',
      'no score',
      `reducible (${check.factorDegrees?.join(' + ') ?? '?'}): the verifier rejects it`,
    );
  const pair = outlook?.pairs[0];
  if (!outlook || !pair) return undefined;
  const name = `(${pair.label}, r = ${pair.r})`;
  if (pair.status === 'unknown')
    return verdict('unknown', 'unknown', 'not known', `label progress for ${pair.label} not loaded`);
  if (pair.posterior < GROUP_CERTAIN)
    return verdict(
      'uncertain',
      outlook.newPairChance >= 0.5 ? 'likely' : 'unknown',
      'group not certain',
      `${name} only ${percent(pair.posterior)} likely; ${percent(outlook.newPairChance)} chance of a new pair`,
    );
  if (pair.status === 'remaining')
    return verdict('newPair', 'yes', 'new pair', `${name} is still unfound: the first find scores`);
  const min = pair.minimumDiscAbs;
  if (min === null)
    return verdict('cannotTell', 'unknown', 'cannot tell', 'pair found; its minimum d_K is not published');
  const field = check?.field;
  if (field === undefined || field === null)
    return verdict(
      'cannotTell',
      'unknown',
      'cannot tell',
      `pair found, minimum ${sci(min)}; field discriminant not computed`,
    );
  const dK = BigInt(field.fieldDiscAbs);
  const below = dK < BigInt(min);
  const lg = log10Ratio(field.fieldDiscAbs, min);
  if (field.discSource === 'mixed_disc') {
    const unfactored = field.unfactored ? ` (${field.unfactored.length} digits)` : '';
    return below
      ? verdict(
          'likelyRecord',
          'likely',
          'likely record',
          `upper bound below the minimum: d_K ≤ ${sci(field.fieldDiscAbs)}, ${howMuch(lg, 'smaller')} than the current ${sci(min)}`,
        )
      : verdict(
          'cannotTell',
          'unknown',
          'cannot tell',
          `cannot tell: the discriminant’s unfactored part${unfactored} leaves only d_K ≤ ${sci(field.fieldDiscAbs)}, not below the current ${sci(min)}`,
        );
  }
  if (below)
    return verdict(
      'record',
      'yes',
      'new record',
      `record: d_K ${howMuch(lg, 'smaller')} than the current ${sci(min)}`,
    );
  if (dK === BigInt(min))
    return verdict('notSmaller', 'no', 'no score', `pair found; d_K equals its minimum ${sci(min)}`);
  return verdict(
    'notSmaller',
    'no',
    'no score',
    `pair found; d_K ${howMuch(lg, 'larger')} than its minimum ${sci(min)}`,
  );
}
