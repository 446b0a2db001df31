/**
 * One run, live from the core's cache, named by what it ran (its ID small under the name): status,
 * progress, Cancel, aggregates with charts, every result row in a virtualized table, and CSV
 * exports. The core's follower reads the platform; this page only re-reads the cache when the
 * core says the run changed.
 */
import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { ApiErrorInfo } from '../../../../shared/api';
import { creditsText } from '../../../../shared/playgroundCost';
import { playgroundPath } from '../../../../shared/playgroundRoutes';
import { call } from '../../bridge';
import { CachedView } from '../../components/CachedView';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Freshness } from '../../components/Freshness';
import { LocalTime } from '../../components/TimeLeft';
import { saveTextFile } from '../../lib/download';
import { toErrorInfo } from '../../lib/errors';
import { AggregatesView } from './AggregatesView';
import type { Names } from './aggregateCharts';
import { CancelRun } from './CancelRun';
import type { ResultKind } from './columns';
import { ResultsSection } from './ResultsSection';
import { RunProgress, RunStatusBadge } from './RunProgress';
import type { StartedState } from './StartBar';
import { runKey, useAggregates, useNames, useRun } from './usePlayground';
import { useRunNames } from './useRunNames';
import { isActive } from './words';
import './playground.css';

export function RunDashboardPage() {
  const { competitionId = '', runId = '' } = useParams();
  const run = useRun(competitionId, runId);
  // Opened by the form that just started this run: say so (and what a check after a lost answer found).
  const told = useLocation().state as StartedState | null;
  const started = told?.started === true ? told : null;
  const aggregates = useAggregates(competitionId, runId);
  const cheatsheets = aggregates.data?.kind === 'cheatsheet';
  const base = useNames(competitionId, cheatsheets);
  const runNames = useRunNames(competitionId, aggregates.data?.kind ?? null, [runKey(competitionId, runId)]);
  // A cheatsheet by the title and version this run ran, the same in the chart and the table.
  const names = useMemo<Names>(
    () => ({ ...base, cheatsheet: (id) => runNames.cheatsheetOf(runId, id) }),
    [base, runNames, runId],
  );
  return (
    <div className="pg-dashboard" data-testid="pg-dashboard">
      <nav className="breadcrumb" aria-label="Playground">
        <Link to={playgroundPath(competitionId)}>Playground</Link> / run
      </nav>
      <CachedView state={run} loadingLabel="Loading the run…" errorContext="Could not load this run">
        {(r) => {
          const kind = (r.kind ?? aggregates.data?.kind ?? 'cheatsheet') as ResultKind;
          return (
            <>
              <div className="page__header">
                <h2 className="pg-run-title">
                  <span data-testid="pg-run-name">{runNames.nameOf(r).title}</span>
                  <code className="pg-run-id" title="Run ID (select to copy)" data-testid="pg-run-id">
                    {r.runId}
                  </code>
                </h2>
                <RunStatusBadge status={r.status} />
                <Freshness state={run} />
                <span className="pg-spacer" />
                <ExportButtons competitionId={competitionId} runId={runId} />
                {/* A run record without canCancel (a guessed field) is cancellable while active. */}
                {(r.canCancel ?? isActive(r.status)) && (
                  <CancelRun competitionId={competitionId} runId={runId} />
                )}
              </div>
              {started && (
                <p role="status" className="notice" data-testid="pg-started">
                  Run started: it is on the platform, and this page follows it.
                  {started.note && (
                    <span className="muted pg-note" data-testid="pg-started-note">
                      {' '}
                      {started.note}
                    </span>
                  )}
                </p>
              )}
              <RunProgress status={r.status} progress={r.progress} />
              <p className="muted pg-run-facts">
                {r.createdAt && (
                  <>
                    Created <LocalTime iso={r.createdAt} />
                  </>
                )}
                {r.finishedAt && (
                  <>
                    {' · '}finished <LocalTime iso={r.finishedAt} />
                  </>
                )}
                {typeof r.costCredits === 'number' && (
                  // A cancelled run is charged for what ran: its cost is the platform's figure after
                  // the cancel, not the price it was started at.
                  <>
                    {' '}
                    · {r.status === 'cancelled' ? 'charged' : 'cost'} {creditsText(r.costCredits)}
                  </>
                )}
              </p>
              {aggregates.error ? (
                <ErrorPanel
                  info={toErrorInfo(aggregates.error)}
                  compact
                  onRetry={() => aggregates.refetch()}
                />
              ) : (
                <AggregatesView
                  aggregates={aggregates.data ?? null}
                  summary={r.summary ?? null}
                  names={names}
                  status={r.status}
                />
              )}
              <ResultsSection competitionId={competitionId} runId={runId} kind={kind} names={names} />
            </>
          );
        }}
      </CachedView>
    </div>
  );
}

function ExportButtons({ competitionId, runId }: { competitionId: string; runId: string }) {
  const [error, setError] = useState<ApiErrorInfo | null>(null);
  const save = useCallback(
    async (what: 'playground.exportResults' | 'playground.exportAggregates') => {
      setError(null);
      try {
        const file = await call(what, { competitionId, runId });
        saveTextFile(file.filename, file.csv, 'text/csv');
      } catch (e) {
        setError(toErrorInfo(e));
      }
    },
    [competitionId, runId],
  );
  return (
    <>
      <button type="button" className="btn btn--small" onClick={() => save('playground.exportResults')}>
        Export results CSV
      </button>
      <button type="button" className="btn btn--small" onClick={() => save('playground.exportAggregates')}>
        Export aggregates CSV
      </button>
      {error && <ErrorPanel info={error} compact context="Could not export" />}
    </>
  );
}
