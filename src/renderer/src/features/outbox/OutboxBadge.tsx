import { useOutboxSummary } from '../../stores/query';
import './outbox.css';

/** Count of writes not yet on the server (pending) and refused ones (failed), for the shell. */
export function OutboxBadge() {
  const summary = useOutboxSummary().data;
  if (!summary || (summary.pending === 0 && summary.failed === 0)) return null;
  const title = `${summary.pending} pending, ${summary.failed} failed`;
  return (
    <span
      className={summary.failed > 0 ? 'outbox-badge outbox-badge--failed' : 'outbox-badge'}
      data-testid="outbox-badge"
      data-pending={summary.pending}
      data-failed={summary.failed}
      title={title}
    >
      <span aria-hidden="true">{summary.pending + summary.failed}</span>
      <span className="visually-hidden"> ({title})</span>
    </span>
  );
}
