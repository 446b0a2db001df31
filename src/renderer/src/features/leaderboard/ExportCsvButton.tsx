import { useState } from 'react';
import type { ApiErrorInfo } from '../../../../shared/api';
import type { MethodInput } from '../../../../shared/contract';
import { call } from '../../bridge';
import { ErrorPanel } from '../../components/ErrorPanel';
import { toErrorInfo } from '../../lib/errors';
import { formatInteger } from '../../lib/format';

type ExportInput = MethodInput<'leaderboard.exportCsv'>;
type State =
  | { phase: 'idle' }
  | { phase: 'running' }
  | { phase: 'done'; rows: number; filename: string }
  | { phase: 'error'; error: ApiErrorInfo };

/** Hand the CSV to the browser's download machinery; no file system access from the renderer. */
function download(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoke later: some engines start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Exports every page of a table (the core fetches them all), not just the one on screen. */
export function ExportCsvButton({ input }: { input: ExportInput }) {
  const [state, setState] = useState<State>({ phase: 'idle' });
  const run = async () => {
    setState({ phase: 'running' });
    try {
      const result = await call('leaderboard.exportCsv', input);
      download(result.filename, result.csv);
      setState({ phase: 'done', rows: result.rows, filename: result.filename });
    } catch (e) {
      setState({ phase: 'error', error: toErrorInfo(e) });
    }
  };
  return (
    <span className="export">
      <button type="button" className="btn btn--small" onClick={run} disabled={state.phase === 'running'}>
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
