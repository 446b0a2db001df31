/**
 * The caller's runs of one competition, newest first, with the spec's filters (status, model,
 * problem set). Each run is named by what it ran (useRunNames), its ID small beside it. Statuses
 * stay live: the core refreshes followed runs and says so. Two ticked runs open side by side in
 * Compare.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { cacheKey } from '../../../../shared/methods';
import { creditsText } from '../../../../shared/playgroundCost';
import { comparePath, runPath } from '../../../../shared/playgroundRoutes';
import { CachedView } from '../../components/CachedView';
import { CursorPager, useCursorStack } from '../../components/CursorPager';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { Freshness } from '../../components/Freshness';
import { useCached } from '../../stores/useCached';
import { RunProgress, RunStatusBadge } from './RunProgress';
import { useModels, useProblemSets } from './usePlayground';
import { useRunNames } from './useRunNames';
import { RUN_STATUSES, runStatusWords } from './words';

/** The run list's columns; the run's own fields fill Created, the others are drawn. */
const RUN_COLUMNS: readonly DataColumn[] = [
  { key: 'pick', title: 'Compare', titleHidden: true, content: true },
  { key: 'run', title: 'Run', content: true, className: 'pg-runs__name' },
  { key: 'status', title: 'Status', content: true },
  { key: 'progress', title: 'Progress', content: true, className: 'pg-runs__progress' },
  { key: 'createdAt', title: 'Created' },
  { key: 'costCredits', title: 'Cost', numeric: true, className: 'pg-nowrap' },
];

interface Props {
  competitionId: string;
  /** The competition's run kind (cheatsheet, solver-participation, model-reference). */
  kind: string;
}

export function RunList({ competitionId, kind }: Props) {
  const equations = kind === 'cheatsheet';
  const [status, setStatus] = useState<(typeof RUN_STATUSES)[number] | null>(null);
  const [modelId, setModelId] = useState<string | null>(null);
  const [problemSet, setProblemSet] = useState<string | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const navigate = useNavigate();
  const models = useModels(competitionId);
  const sets = useProblemSets(competitionId, equations);
  const pager = useCursorStack();
  const input = {
    competitionId,
    status,
    modelId,
    problemSet: equations ? problemSet : null,
    cursor: pager.cursor,
  };
  const page = useCached('playground.runs', input);
  // A refreshed page may list runs the core just stored: name them anew then.
  const { nameOf } = useRunNames(competitionId, kind, [cacheKey('playground.runs', input)]);
  // New filters start again at the first page (a cursor belongs to the filters it came with).
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      pager.reset();
      set(v);
    };
  const toggle = (id: string) =>
    setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p.slice(-1), id]));

  return (
    <section aria-label="Runs" data-testid="pg-run-list">
      <div className="pg-filters">
        <label>
          Status{' '}
          <select
            value={status ?? ''}
            onChange={(e) => filter(setStatus)((e.target.value || null) as typeof status)}
          >
            <option value="">Any</option>
            {RUN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {runStatusWords(s).title}
              </option>
            ))}
          </select>
        </label>
        <label>
          Model{' '}
          <select value={modelId ?? ''} onChange={(e) => filter(setModelId)(e.target.value || null)}>
            <option value="">Any</option>
            {models.data?.items.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
        {equations && (
          <label>
            Problem set{' '}
            <select value={problemSet ?? ''} onChange={(e) => filter(setProblemSet)(e.target.value || null)}>
              <option value="">Any</option>
              {sets.data?.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
            </select>
          </label>
        )}
        <Freshness state={page} />
        <span className="pg-spacer" />
        <button
          type="button"
          className="btn btn--small"
          disabled={picked.length !== 2}
          title={picked.length === 2 ? 'Compare the two ticked runs' : 'Tick two runs to compare them'}
          onClick={() => navigate(comparePath(competitionId, picked[0]!, picked[1]!))}
          data-testid="pg-compare"
        >
          Compare {picked.length}/2
        </button>
      </div>
      <CachedView state={page} loadingLabel="Loading runs…" errorContext="Could not load runs">
        {({ items: runs }) =>
          runs.length === 0 ? (
            <p className="muted">
              No runs
              {status || modelId || problemSet ? ' match these filters' : ' yet: start one under “New run”'}.
            </p>
          ) : (
            <DataTable
              rows={runs}
              columns={RUN_COLUMNS}
              label="Runs"
              className="pg-runs"
              rowKey={(r) => r.runId}
              rowData={(r) => ({ 'data-testid': 'pg-run-row', 'data-run': r.runId })}
              renderCell={(field, r) => {
                const name = nameOf(r);
                if (field === 'pick')
                  return (
                    <input
                      type="checkbox"
                      aria-label={`Compare ${name.title}`}
                      checked={picked.includes(r.runId)}
                      onChange={() => toggle(r.runId)}
                      data-testid="pg-run-pick"
                    />
                  );
                if (field === 'run')
                  return (
                    <>
                      <Link to={runPath(competitionId, r.runId)} data-testid="pg-run-name">
                        {name.title}
                      </Link>
                      <code className="pg-run-id" title="Run ID (select to copy)">
                        {r.runId}
                      </code>
                    </>
                  );
                if (field === 'status') return <RunStatusBadge status={r.status} />;
                if (field === 'progress') return <RunProgress status={r.status} progress={r.progress} />;
                if (field === 'costCredits')
                  return typeof r.costCredits === 'number' ? creditsText(r.costCredits) : '—';
                return undefined;
              }}
            />
          )
        }
      </CachedView>
      <CursorPager label="Run pages" pager={pager} page={page.data} />
    </section>
  );
}
