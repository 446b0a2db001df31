import { localTime, parseDate } from '../../lib/format';
import { useQuota } from './useQuota';

/** "3 of 5 submissions left today" from the last IGP24 POST's X-RateLimit-* headers. */
export function QuotaBadge() {
  const q = useQuota();
  if (!q) return null;
  const reset = parseDate(q.resetAt);
  const resetText = reset ? ` · resets ${localTime(reset)}` : '';
  let text: string;
  let tone = 'neutral';
  let title: string;
  if (q.source === 'none') {
    text = 'Daily submissions: not known yet';
    title =
      'The platform reports the team’s remaining IGP24 submissions (X-RateLimit-* headers) on each submission; none was sent from this connection yet. Teams start with 5 a day, 1000 once credited with 5 distinct scoreable pairs.';
  } else if (q.source === 'expired') {
    text = `Daily submissions: a new day began (limit was ${q.limit ?? '?'})`;
    title = `The last known count reset at ${q.resetAt}; the next submission reports the new count.`;
  } else {
    text = `${q.remaining ?? '?'} of ${q.limit ?? '?'} submissions left today${resetText}`;
    tone = q.remaining === 0 ? 'danger' : q.remaining !== null && q.remaining <= 2 ? 'warn' : 'ok';
    title = `As reported by the platform with the last IGP24 submission (${q.observedAt}). Each POST counts once, however many lines it has.`;
  }
  return (
    <span className="igp24-quota" data-testid="igp24-quota" title={title}>
      <span className={`badge badge--${tone}`}>{text}</span>
      {q.waiting > 0 && (
        <span className="badge badge--warn">
          {q.waiting} waiting in the outbox
          {q.nextAttemptAt &&
            parseDate(q.nextAttemptAt) &&
            ` until ${localTime(parseDate(q.nextAttemptAt)!)}`}
        </span>
      )}
    </span>
  );
}
