/**
 * The team's daily IGP24 cap as last seen: the X-RateLimit-* headers of the newest IGP24 POST in
 * the outbox (spec 8: every IGP24 POST answers with them, its 429 too). Read from the outbox, so
 * it survives restarts and needs no request of its own (a GET's headers describe another limit).
 */
import type { Igp24Quota } from '../../../shared/contracts/igp24';
import type { OutboxEntryView } from '../../../shared/contracts/work';
import { IGP24_COMPETITION_ID } from '../api/igp24';

const RATE_LIMITED = 'IGP24_SUBMISSION_RATE_LIMIT_EXCEEDED';

export function isIgp24Submission(e: OutboxEntryView): boolean {
  return e.request.op === 'submission.create' && e.request.competitionId === IGP24_COMPETITION_ID;
}

export function quotaFrom(
  entries: readonly OutboxEntryView[],
  now = Date.now(),
  creditedPairs: number | null = null,
): Igp24Quota {
  const mine = entries.filter(isIgp24Submission);
  const waitingEntries = mine.filter((e) => e.status === 'pending' || e.status === 'sending');
  const nextAttemptAt =
    waitingEntries
      .map((e) => e.nextAttemptAt)
      .filter((t): t is string => t !== null)
      .sort()[0] ?? null;
  const base = { waiting: waitingEntries.length, nextAttemptAt, creditedPairs };
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

/**
 * Distinct (t, r) pairs among placement rows. The rows' fields are not shown in the spec; rows
 * with a numeric `t` (or a `label` 24T<t>) and a numeric `r` count (docs/spec-gaps.md).
 */
export function distinctPairs(rows: readonly Record<string, unknown>[]): number {
  const pairs = new Set<string>();
  for (const row of rows) {
    const t =
      typeof row.t === 'number'
        ? row.t
        : typeof row.label === 'string'
          ? row.label.replace(/^24T/, '')
          : null;
    if (t !== null && typeof row.r === 'number') pairs.add(`${t}:${row.r}`);
  }
  return pairs.size;
}
