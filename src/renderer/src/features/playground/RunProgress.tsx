/** A run's status and progress bar, from the run record (spec: `progress` per kind). */
import { isActive, progressOf, runStatusWords } from './words';

export function RunStatusBadge({ status, uncertain }: { status: string; uncertain?: boolean }) {
  const w = runStatusWords(status);
  return (
    <span
      className={`badge badge--${w.tone}${uncertain ? ' pg-uncertain' : ''}`}
      title={w.hint}
      data-testid="pg-run-status"
    >
      {w.title}
      {uncertain ? ' (unconfirmed)' : ''}
    </span>
  );
}

export function RunProgress({
  status,
  progress,
}: {
  status: string;
  progress: Record<string, unknown> | null | undefined;
}) {
  const p = progressOf(progress);
  if (!p) return <span className="muted">No progress reported yet.</span>;
  const pct = p.total > 0 ? Math.min(100, (p.done / p.total) * 100) : 0;
  return (
    <div className="pg-progress" data-testid="pg-progress">
      <progress
        max={p.total || 1}
        value={p.done}
        aria-label={`${p.done} of ${p.total} ${p.unit}s`}
        className={isActive(status) ? 'is-live' : undefined}
      />
      <span className="pg-progress__text">
        {p.done.toLocaleString('en')} of {p.total.toLocaleString('en')} {p.unit}s · {Math.floor(pct)} %
      </span>
    </div>
  );
}
