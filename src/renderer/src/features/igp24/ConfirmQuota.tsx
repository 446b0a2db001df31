import { dailyCap, type FileLine } from '../../../../shared/igp24';
import { formatInteger, localTime, parseDate } from '../../lib/format';
import { shortLine } from './diagnostics';
import { useQuota } from './useQuota';

/** The lines left out of a submission, and why (the first 20). */
export function LineList({ items }: { items: { line: FileLine; problem: string }[] }) {
  return (
    <ul className="igp24-linelist">
      {items.slice(0, 20).map(({ line, problem }) => (
        <li key={line.lineNumber}>
          <span className="mono">line {line.lineNumber}</span>: {problem}{' '}
          <span className="faint mono">{shortLine(line.text, 60)}</span>
        </li>
      ))}
      {items.length > 20 && <li className="muted">… and {items.length - 20} more</li>}
    </ul>
  );
}

/** The same daily cap as the header's badge (one function), and where it comes from. */
export function ConfirmQuota() {
  const { data: quota } = useQuota();
  const cap = quota ? dailyCap(quota) : null;
  const reset = parseDate(cap?.resetAt);
  return (
    <p data-testid="igp24-confirm-quota" data-limit={cap?.limit ?? ''}>
      {cap && cap.remaining !== null && cap.limit !== null ? (
        <>
          This uses one of the <strong>{formatInteger(cap.remaining)}</strong> submissions your team has left
          today (of {formatInteger(cap.limit)}
          {reset && <>, resets {localTime(reset)}</>}).
        </>
      ) : cap && cap.limit !== null ? (
        <>
          This uses one of your team’s <strong>{formatInteger(cap.limit)}</strong> submissions a day.
        </>
      ) : (
        <>
          This uses one of your team’s daily submissions (5 a day at first, 1,000 once credited with 5 pairs).
        </>
      )}
      {cap && <span className="muted"> The number is {cap.source}.</span>}
    </p>
  );
}
