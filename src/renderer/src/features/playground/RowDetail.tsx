/**
 * One result row in full: every field as sent, and the model's output (Stage 1) or the solver's
 * answer (Stage 2) when the core has read it with `includeOutput` / `includeAnswer`.
 */
import { CopyButton } from '../../components/CopyButton';
import type { Names } from './aggregateCharts';
import { columnsFor, type ResultKind } from './columns';
import type { ResultRow, Stage1Row, Stage2Row } from './types';

interface Props {
  kind: ResultKind;
  row: ResultRow;
  /** The long part, read on demand; undefined while it is being read. */
  long?: { text: string | null } | undefined;
  onClose: () => void;
  names?: Names;
}

export function RowDetail({ kind, row, long, onClose, names }: Props) {
  const columns = columnsFor(kind, names);
  const longTitle =
    kind === 'cheatsheet' ? 'Model output' : kind === 'solver-participation' ? 'Solver answer' : null;
  const stage2 = kind === 'solver-participation' ? (row as Stage2Row) : null;
  return (
    <section className="pg-detail" aria-label="Result row" data-testid="pg-row-detail">
      <div className="page__header">
        <h3>Result {row.resultId}</h3>
        <CopyButton text={row.resultId} what="result ID" />
        <CopyButton text={JSON.stringify(row, null, 2)} what="row as JSON" />
        <button type="button" className="btn btn--small btn--ghost" onClick={onClose}>
          Close
        </button>
      </div>
      <dl>
        {columns.map((c) => (
          <div key={c.key} className="contents">
            <dt>{c.title}</dt>
            <dd>{c.text(row)}</dd>
          </div>
        ))}
        <dt>Completed</dt>
        <dd>{row.completedAt ?? '—'}</dd>
        {stage2?.judge && (
          <>
            <dt>Direct declarations</dt>
            <dd>{stage2.judge.directDeclarations.join(', ') || '—'}</dd>
          </>
        )}
        {kind === 'cheatsheet' && (row as Stage1Row).diagnostic && (
          <>
            <dt>Diagnostic message</dt>
            <dd>{(row as Stage1Row).diagnostic?.message}</dd>
          </>
        )}
      </dl>
      {longTitle && (
        <>
          <h4>
            {longTitle} {long?.text ? <CopyButton text={long.text} what={longTitle.toLowerCase()} /> : null}
          </h4>
          {long === undefined ? (
            <p className="muted">Reading…</p>
          ) : long.text === null ? (
            <p className="muted">
              {kind === 'cheatsheet'
                ? 'No output was stored for this row.'
                : 'No valid answer was given for this problem.'}
            </p>
          ) : (
            <pre data-testid="pg-row-long">{long.text}</pre>
          )}
        </>
      )}
    </section>
  );
}
