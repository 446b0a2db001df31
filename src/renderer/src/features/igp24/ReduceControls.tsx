import { formatInteger } from '../../lib/format';
import { outcomeWords, summaryWords } from './reduceRun';
import type { LineReducer } from './useReduceLines';
import type { CheckJob } from './workers/check.worker';

/** What the summary lists line by line at most; the rest is counted. */
const SHOWN = 6;

export const REDUCE_TITLE =
  'A polynomial of the same number field with a smaller discriminant (as PARI’s polredbest): it replaces the line, with the original in its comment. Ctrl+Z in the editor undoes it.';

interface Props {
  reducer: LineReducer;
  /** The selected valid lines. */
  targets: CheckJob[];
}

/** "Reduce" for the selected lines: the button, or while it runs where it is and Cancel. */
export function ReduceControls({ reducer, targets }: Props) {
  const { state } = reducer;
  if (state.status === 'running')
    return (
      <div className="igp24-toolbar igp24-reduce" role="status" data-testid="igp24-reduce-progress">
        <span>{summaryWords(state)}</span>
        <progress value={state.done} max={state.total} aria-label="Reducing lines" />
        <button
          type="button"
          className="btn btn--small"
          onClick={reducer.cancel}
          data-testid="igp24-reduce-cancel"
        >
          Cancel
        </button>
      </div>
    );
  const n = targets.length;
  return (
    <div className="igp24-toolbar igp24-reduce">
      <button
        type="button"
        className="btn"
        disabled={n === 0}
        onClick={() => void reducer.run(targets)}
        title={n === 0 ? 'Tick the lines to reduce in the table first' : REDUCE_TITLE}
        data-testid="igp24-reduce"
      >
        {n === 0 ? 'Reduce' : `Reduce ${n === 1 ? '1 line' : `${formatInteger(n)} lines`}`}
      </button>
    </div>
  );
}

/** What the last run did, line by line, until dismissed or the next run. */
export function ReduceSummary({
  reducer,
  onReveal,
}: {
  reducer: LineReducer;
  onReveal: (lineNumber: number) => void;
}) {
  const { state } = reducer;
  if (state.status === 'idle' || state.status === 'running') return null;
  const shown = state.lines.slice(0, SHOWN);
  const wrote = state.lines.some((l) => l.outcome === 'reduced');
  return (
    <div
      className={`notice igp24-reduce-summary${state.status === 'failed' ? ' notice--error' : ''}`}
      role="status"
      data-testid="igp24-reduce-summary"
    >
      <p className="igp24-reduce-summary__head">
        <strong>{summaryWords(state)}</strong>
        {wrote && <span className="muted"> Ctrl+Z in the editor undoes a line’s reduction.</span>}
        <button
          type="button"
          className="btn btn--small btn--ghost igp24-reduce-summary__dismiss"
          onClick={reducer.dismiss}
        >
          Dismiss
        </button>
      </p>
      {shown.length > 0 && (
        <ul>
          {shown.map((l) => (
            <li key={l.lineNumber}>
              <button
                type="button"
                className="link-button"
                onClick={() => onReveal(l.lineNumber)}
                title="Show this line in the editor"
              >
                Line {l.lineNumber}
              </button>
              : {outcomeWords(l)}
            </li>
          ))}
          {state.lines.length > SHOWN && (
            <li className="muted">and {formatInteger(state.lines.length - SHOWN)} more lines</li>
          )}
        </ul>
      )}
    </div>
  );
}
