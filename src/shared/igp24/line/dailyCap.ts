/**
 * The team's daily IGP24 submission cap, one answer for every screen (spec 8): "5 at first; 1000
 * once the team is credited with at least 5 distinct scoreable (24T<t>, r) pairs; each POST
 * counts once". The X-RateLimit-* headers of the last IGP24 POST are the platform's own count and
 * win when they are current; before the first POST (or after the reset) the rule gives the cap
 * from the team's credited pairs.
 */
import type { Igp24Quota } from '../../contracts/igp24';

export const DAILY_CAP_INITIAL = 5;
export const DAILY_CAP_RAISED = 1000;
export const PAIRS_FOR_RAISED_CAP = 5;

export interface DailyCap {
  /** Submissions a day; null only when neither the headers nor the rule can tell. */
  limit: number | null;
  /** Left today; null when not reported (before the first POST, or after the reset). */
  remaining: number | null;
  resetAt: string | null;
  /** Where the numbers come from, in words. */
  source: string;
}

/** The cap the spec's rule gives for a number of credited pairs (null: not known). */
export function capFromRule(creditedPairs: number | null): number | null {
  if (creditedPairs === null) return null;
  return creditedPairs >= PAIRS_FOR_RAISED_CAP ? DAILY_CAP_RAISED : DAILY_CAP_INITIAL;
}

export function dailyCap(q: Igp24Quota): DailyCap {
  const fromHeaders = (q.source === 'submission' || q.source === 'rate-limited') && q.limit !== null;
  if (fromHeaders) {
    return {
      limit: q.limit,
      remaining: q.remaining,
      resetAt: q.resetAt,
      source: 'as the platform reported with your last IGP24 submission (X-RateLimit-* headers)',
    };
  }
  const rule = capFromRule(q.creditedPairs);
  const pairs =
    q.creditedPairs === null
      ? ''
      : `your team is credited with ${q.creditedPairs} scoreable pair${q.creditedPairs === 1 ? '' : 's'}, `;
  return {
    limit: rule,
    remaining: null,
    resetAt: null,
    source:
      rule === null
        ? `from the platform's rule: ${DAILY_CAP_INITIAL} a day at first, ${DAILY_CAP_RAISED} once your team is credited with ${PAIRS_FOR_RAISED_CAP} distinct scoreable pairs (${q.creditedPairsUnknown ?? "your team's pairs could not be read yet"})`
        : `from the platform's rule (${pairs}${rule === DAILY_CAP_RAISED ? `at least ${PAIRS_FOR_RAISED_CAP}` : `fewer than ${PAIRS_FOR_RAISED_CAP}`} gives ${rule} a day); the count left is reported with your next submission`,
  };
}
