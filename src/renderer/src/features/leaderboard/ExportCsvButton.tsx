import { useState } from 'react';
import type { ApiErrorInfo } from '../../../../shared/api';
import type { MethodInput } from '../../../../shared/contract';
import { call } from '../../bridge';
import { ErrorPanel } from '../../components/ErrorPanel';
import { saveTextFile } from '../../lib/download';
import { toErrorInfo } from '../../lib/errors';
import { formatInteger } from '../../lib/format';

type ExportInput = MethodInput<'leaderboard.exportCsv'>;
type State =
  | { phase: 'idle' }
  | { phase: 'running' }
  | { phase: 'done'; rows: number; filename: string }
  | { phase: 'error'; error: ApiErrorInfo };

/**
 * Exports every page of a table (the core fetches them all), not just the one on screen. Its
 * parent keys it by the input, so a result line never outlives the table it was about.
 */
export function ExportCsvButton({
  input,
  disabledReason = null,
}: {
  input: ExportInput;
  /** Why there is nothing to export now; the button is disabled and says so. */
  disabledReason?: string | null;
}) {
  const [state, setState] = useState<State>({ phase: 'idle' });
  const run = async () => {
    setState({ phase: 'running' });
    try {
      const result = await call('leaderboard.exportCsv', input);
      // Hand the CSV to the browser's download machinery; no file system access from the renderer.
      saveTextFile(result.filename, result.csv, 'text/csv');
      setState({ phase: 'done', rows: result.rows, filename: result.filename });
    } catch (e) {
      setState({ phase: 'error', error: toErrorInfo(e) });
    }
  };
  return (
    <span className="export">
      <button
        type="button"
        className="btn btn--small"
        onClick={run}
        disabled={state.phase === 'running' || disabledReason !== null}
        title={disabledReason ?? undefined}
      >
        {state.phase === 'running' ? 'Exporting…' : 'Export CSV'}
      </button>
      <span className="export__status" role="status" aria-live="polite">
        {state.phase === 'running' && <span className="muted">Fetching all pages…</span>}
        {state.phase === 'done' && (
          <span className="muted" data-testid="export-result">
            Exported {formatInteger(state.rows)} {state.rows === 1 ? 'row' : 'rows'} to{' '}
            <code>{state.filename}</code>
          </span>
        )}
      </span>
      {state.phase === 'error' && (
        <span className="export__error">
          <ErrorPanel info={state.error} compact context="Export failed" />
        </span>
      )}
    </span>
  );
}
