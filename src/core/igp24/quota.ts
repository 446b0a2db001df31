/**
 * The team's daily IGP24 cap as last seen: the X-RateLimit-* headers of the newest IGP24 POST in
 * the outbox (spec 8: every IGP24 POST answers with them, its 429 too). Read from the outbox, so
 * it survives restarts and needs no request of its own (a GET's headers describe another limit).
 */
import type { Igp24Quota } from '../../shared/contracts/igp24';
import type { OutboxEntryView } from '../../shared/contracts/work';
// The cap rule alone, not the entry module: the main process has no use for the maths.
import { PAIRS_FOR_RAISED_CAP } from '../../shared/igp24/line/dailyCap';
import { IGP24_COMPETITION_ID } from '../api/igp24';

const RATE_LIMITED = 'IGP24_SUBMISSION_RATE_LIMIT_EXCEEDED';

export function isIgp24Submission(e: OutboxEntryView): boolean {
  return e.request.op === 'submission.create' && e.request.competitionId === IGP24_COMPETITION_ID;
}

export function quotaFrom(
  entries: readonly OutboxEntryView[],
  now = Date.now(),
  credited: CreditedPairs = { pairs: null, unknown: null },
): Igp24Quota {
  const mine = entries.filter(isIgp24Submission);
  const waitingEntries = mine.filter((e) => e.status === 'pending' || e.status === 'sending');
  const nextAttemptAt =
    waitingEntries
      .map((e) => e.nextAttemptAt)
      .filter((t): t is string => t !== null)
      .sort()[0] ?? null;
  const base = {
    waiting: waitingEntries.length,
    nextAttemptAt,
    creditedPairs: credited.pairs,
    creditedPairsUnknown: credited.pairs === null ? credited.unknown : null,
  };
  const seen = mine
    .map((e) => ({ e, rl: e.rateLimit ?? e.error?.rateLimit ?? null }))
    .filter((x) => x.rl !== null && (x.rl.limit !== null || x.rl.remaining !== null))
    .sort((a, b) =>
      a.e.updatedAt < b.e.updatedAt ? 1 : a.e.updatedAt > b.e.updatedAt ? -1 : b.e.id - a.e.id,
    );
  const last = seen[0];
  if (!last?.rl) {
    return { limit: null, remaining: null, resetAt: null, observedAt: null, source: 'none', ...base };
  }
  const { limit, remaining, resetAt } = last.rl;
  const expired = resetAt !== null && Date.parse(resetAt) <= now;
  return {
    limit,
    remaining: expired ? null : remaining,
    resetAt,
    observedAt: last.e.updatedAt,
    source: expired ? 'expired' : last.e.error?.code === RATE_LIMITED ? 'rate-limited' : 'submission',
    ...base,
  };
}

/** The team's credited pairs for the cap's rule, or why they cannot be counted, in words. */
export interface CreditedPairs {
  pairs: number | null;
  /** Set when `pairs` is null: what could not be read. */
  unknown: string | null;
}

const LABEL_T = /^24T(\d+)$/;
const WHOLE = /^\d+$/;

/** A whole number sent as a number or as digits; anything else is not read. */
function whole(v: unknown): number | null {
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0) return v;
  if (typeof v === 'string' && WHOLE.test(v)) return Number(v);
  return null;
}

/** The (t, r) of one placement row: `t` (or a `label` 24T<t>) and `r`; null when either is absent. */
function pairOf(row: Record<string, unknown>): string | null {
  const fromLabel = typeof row.label === 'string' ? LABEL_T.exec(row.label)?.[1] : undefined;
  const t = whole(row.t) ?? (fromLabel === undefined ? null : Number(fromLabel));
  const r = whole(row.r);
  return t === null || r === null ? null : `${t}:${r}`;
}

const SOME_PLACEMENTS = (n: number, of: number) =>
  `${n === of ? 'your team’s placements carry' : `${n} of your team’s ${of} placements carry`} no group index and real-root count this version can read (fields t or label 24T<t>, and r)`;

/**
 * Distinct (t, r) pairs among the first page of a team's placement rows (their fields are not
 * shown in the spec; docs/spec-gaps.md). Five readable pairs settle the rule whatever the other
 * rows hold; fewer are a count only when every row was read and there is no further page, so a
 * platform with other field names gets "unknown" in words, never a wrong cap of 5.
 */
export function creditedPairsOf(rows: readonly Record<string, unknown>[], morePages: boolean): CreditedPairs {
  const pairs = new Set<string>();
  let unreadable = 0;
  for (const row of rows) {
    const pair = pairOf(row);
    if (pair === null) unreadable++;
    else pairs.add(pair);
  }
  if (pairs.size >= PAIRS_FOR_RAISED_CAP) return { pairs: pairs.size, unknown: null };
  if (unreadable > 0) return { pairs: null, unknown: SOME_PLACEMENTS(unreadable, rows.length) };
  if (morePages)
    return {
      pairs: null,
      unknown: `the first page of your team’s placements holds only ${pairs.size} distinct pairs and more pages follow`,
    };
  return { pairs: pairs.size, unknown: null };
}
