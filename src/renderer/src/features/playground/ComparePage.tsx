/**
 * Two runs of one competition problem by problem: both answers, what only one solves, and the
 * accuracy difference per model with McNemar's exact p-value over the shared problems (from the
 * core). The runs are named by what they ran; problems come in the order of their numbers.
 */
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Run } from '../../../../shared/api/playground';
import { bareSetTitle } from '../../../../shared/playgroundProblems';
import { playgroundPath, runPath } from '../../../../shared/playgroundRoutes';
import { CompareModelsTable } from '../../components/CompareModelsTable';
import { DataTable } from '../../components/DataTable';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Loading } from '../../components/Loading';
import { toErrorInfo } from '../../lib/errors';
import { useContractQuery } from '../../stores/query';
import { runKey, useNames, useProblemSets } from './usePlayground';
import { type NameOf, useRunNames } from './useRunNames';
import { problemLabel } from './words';

const answer = (x: { correct: boolean | null; answer: unknown } | null) =>
  x === null ? '—' : `${String(x.answer ?? '—')}${x.correct === null ? '' : x.correct ? ' ✓' : ' ✗'}`;

const PROBLEM_COLUMNS = [
  { key: 'problem', title: 'Problem' },
  { key: 'model', title: 'Model' },
  { key: 'a', title: 'A', hover: 'Run A’s answer: ✓ right, ✗ wrong' },
  { key: 'b', title: 'B', hover: 'Run B’s answer: ✓ right, ✗ wrong' },
  { key: 'only', title: 'Solved only by' },
];

export function ComparePage() {
  const { competitionId = '' } = useParams();
  const [params] = useSearchParams();
  const a = params.get('a') ?? '';
  const b = params.get('b') ?? '';
  const [only, setOnly] = useState<'all' | 'a' | 'b'>('all');
  const navigate = useNavigate();
  const names = useNames(competitionId, false);
  const { nameOf } = useRunNames(competitionId, null, [runKey(competitionId, a), runKey(competitionId, b)]);
  const sets = useProblemSets(competitionId).data;
  const setTitle = useMemo(() => {
    const titles = new Map((sets ?? []).map((s) => [s.id, s.title]));
    return (id: string) => bareSetTitle(titles.get(id) || id);
  }, [sets]);
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
        <h2>Compare two runs</h2>
        <span className="pg-spacer" />
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
      <dl className="pg-compare-runs" data-testid="pg-compare-runs">
        <ComparedRun
          letter="A"
          competitionId={competitionId}
          run={cmp.data?.runA ?? { runId: a }}
          nameOf={nameOf}
        />
        <ComparedRun
          letter="B"
          competitionId={competitionId}
          run={cmp.data?.runB ?? { runId: b }}
          nameOf={nameOf}
        />
      </dl>
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
            <span className="muted">
              {problems.length} {problems.length === 1 ? 'problem' : 'problems'}
            </span>
          </div>
          <DataTable
            rows={problems.map((p) => ({
              problem: problemLabel(p.key, setTitle),
              model: p.modelId === null ? null : names.model(p.modelId),
              a: answer(p.a),
              b: answer(p.b),
              only: p.onlySolvedBy ? p.onlySolvedBy.toUpperCase() : '',
            }))}
            columns={PROBLEM_COLUMNS}
            label="Problems of both runs"
            testId="pg-compare-problems"
            interactive
            searchHint="problem, model…"
            maxHeight={360}
            highlight={(row) => row.only !== ''}
            highlightLabel="Solved by one run only"
          />
        </>
      )}
    </div>
  );
}

/** "A: Cheatsheet run: GPT-OSS 120B · baseline · Warm-up, problems 0–3", its ID small after it. */
function ComparedRun(props: {
  letter: string;
  competitionId: string;
  run: Pick<Run, 'runId'> & Partial<Run>;
  nameOf: NameOf;
}) {
  const { letter, competitionId, run, nameOf } = props;
  const { runId } = run;
  return (
    <div data-testid={`pg-compare-run-${letter.toLowerCase()}`}>
      <dt>{letter}</dt>
      <dd>
        <Link to={runPath(competitionId, runId)}>{nameOf(run).title}</Link>
        <code className="pg-run-id" title="Run ID (select to copy)">
          {runId}
        </code>
      </dd>
    </div>
  );
}
