/**
 * Two runs of one competition problem by problem: both answers, what only one solves, and the
 * accuracy difference per model with McNemar's exact p-value over the shared problems (from the core).
 */
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { playgroundPath, runPath } from '../../../../shared/playgroundRoutes';
import { CompareModelsTable } from '../../components/CompareModelsTable';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Loading } from '../../components/Loading';
import { toErrorInfo } from '../../lib/errors';
import { useContractQuery } from '../../stores/query';
import { runKey, useNames } from './usePlayground';
import { problemLabel } from './words';

const answer = (x: { correct: boolean | null; answer: unknown } | null) =>
  x === null ? '—' : `${String(x.answer ?? '—')}${x.correct === null ? '' : x.correct ? ' ✓' : ' ✗'}`;

export function ComparePage() {
  const { competitionId = '' } = useParams();
  const [params] = useSearchParams();
  const a = params.get('a') ?? '';
  const b = params.get('b') ?? '';
  const [only, setOnly] = useState<'all' | 'a' | 'b'>('all');
  const navigate = useNavigate();
  const names = useNames(competitionId, false);
  const cmp = useContractQuery(
    'playground.compare',
    { competitionId, runA: a, runB: b },
    { enabled: a !== '' && b !== '', refreshOn: [runKey(competitionId, a), runKey(competitionId, b)] },
  );
  const problems = useMemo(
    () => (cmp.data?.problems ?? []).filter((p) => only === 'all' || p.onlySolvedBy === only),
    [cmp.data, only],
  );
  if (!a || !b) return <p className="muted">Pick two runs in the run list to compare them.</p>;
  return (
    <div className="pg-compare" data-testid="pg-compare-page">
      <nav className="breadcrumb" aria-label="Playground">
        <Link to={playgroundPath(competitionId)}>Playground</Link> / compare
      </nav>
      <div className="page__header">
        <h2>
          Run <code>{a}</code> (A) against <code>{b}</code> (B)
        </h2>
        <button
          type="button"
          className="btn btn--small"
          onClick={() => {
            // "Open both": B in a new window, A here.
            window.open(`#${runPath(competitionId, b)}`, '_blank', 'noopener');
            navigate(runPath(competitionId, a));
          }}
        >
          Open both
        </button>
      </div>
      {cmp.error && (
        <ErrorPanel info={toErrorInfo(cmp.error)} onRetry={() => cmp.refetch()} context="Could not compare" />
      )}
      {cmp.isPending && <Loading label="Comparing…" />}
      {cmp.data && (
        <>
          <CompareModelsTable models={cmp.data.models} modelName={names.model} testId="pg-compare-models" />
          <div className="pg-filters">
            {(['all', 'a', 'b'] as const).map((o) => (
              <label key={o}>
                <input type="radio" checked={only === o} onChange={() => setOnly(o)} />{' '}
                {o === 'all' ? 'Every problem' : `Solved by ${o.toUpperCase()} only`}
              </label>
            ))}
            <span className="muted">{problems.length} problems</span>
          </div>
          <div className="pg-scroll">
            <table className="plain-table" data-testid="pg-compare-problems">
              <thead>
                <tr>
                  <th scope="col">Problem</th>
                  <th scope="col">Model</th>
                  <th scope="col">A</th>
                  <th scope="col">B</th>
                  <th scope="col">Solved only by</th>
                </tr>
              </thead>
              <tbody>
                {problems.map((p) => (
                  <tr key={`${p.key}|${p.modelId}`} className={p.onlySolvedBy ? 'is-highlighted' : undefined}>
                    <td title={p.key}>{problemLabel(p.key)}</td>
                    <td>{p.modelId === null ? '—' : names.model(p.modelId)}</td>
                    <td>{answer(p.a)}</td>
                    <td>{answer(p.b)}</td>
                    <td>{p.onlySolvedBy ? p.onlySolvedBy.toUpperCase() : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
