import { describeError } from '../../../../shared/errorText';
import { dailyCap } from '../../../../shared/igp24';
import { toErrorInfo } from '../../lib/errors';
import { formatInteger, localTime, parseDate } from '../../lib/format';
import { useQuota } from './useQuota';

/**
 * The team's daily IGP24 cap: "3 of 5 submissions left today" from the last POST's
 * X-RateLimit-* headers, or "1,000 submissions a day" from the spec's rule before the first one.
 * The hover says where the number comes from.
 */
export function QuotaBadge() {
  const { data: q, error } = useQuota();
  if (!q) {
    if (!error) return null;
    // Not swallowed: without the count the team does not know how many submissions are left.
    const words = describeError(toErrorInfo(error));
    return (
      <span className="igp24-quota" data-testid="igp24-quota" title={`${words.title}. ${words.action}`}>
        <span className="badge badge--warn" role="status">
          Daily submissions unknown: {words.title}
        </span>
      </span>
    );
  }
  const cap = dailyCap(q);
  const reset = parseDate(cap.resetAt);
  let text: string;
  let tone = 'neutral';
  if (cap.remaining !== null && cap.limit !== null) {
    text = `${formatInteger(cap.remaining)} of ${formatInteger(cap.limit)} submissions left today${reset ? ` · resets ${localTime(reset)}` : ''}`;
    tone = cap.remaining === 0 ? 'danger' : cap.remaining <= 2 ? 'warn' : 'ok';
  } else if (cap.limit !== null) {
    text = `${formatInteger(cap.limit)} submissions a day${q.source === 'expired' ? ' · a new day began' : ''}`;
  } else {
    text = 'Daily submissions: 5 at first, 1,000 once credited with 5 pairs';
  }
  const title = `${text}: ${cap.source}. Each submission counts once, however many lines it has.`;
  return (
    <span className="igp24-quota" data-testid="igp24-quota" title={title}>
      <span className={`badge badge--${tone}`} data-limit={cap.limit ?? ''}>
        {text}
      </span>
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
