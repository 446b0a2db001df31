import { formatInteger } from '../../lib/format';
import type { Progress } from './igp24Store';

interface Props {
  progress: Progress;
  label: string;
  testId: string;
  onCancel: () => void;
}

/** A running pool's "n / m" with its bar and a Cancel that stops every worker at once. */
export function RunProgress({ progress, label, testId, onCancel }: Props) {
  return (
    <>
      <progress value={progress.done} max={progress.total} aria-label={label} data-testid={testId} />
      <span className="mono">
        {formatInteger(progress.done)} / {formatInteger(progress.total)}
      </span>
      <button type="button" className="btn btn--small" onClick={onCancel}>
        Cancel
      </button>
    </>
  );
}
