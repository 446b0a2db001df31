/**
 * One run, live from the core's cache: status, progress, Cancel, aggregates with charts, every
 * result row in a virtualized table, and CSV exports. The core's follower reads the platform; this
 * page only re-reads the cache when the core says the run changed.
 */
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ApiErrorInfo } from '../../../../shared/api';
import { playgroundPath } from '../../../../shared/playgroundRoutes';
import { call } from '../../bridge';
import { CachedView } from '../../components/CachedView';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Freshness } from '../../components/Freshness';
import { LocalTime } from '../../components/TimeLeft';
import { saveTextFile } from '../../lib/download';
import { toErrorInfo } from '../../lib/errors';
import { AggregatesView } from './AggregatesView';
import { CancelRun } from './CancelRun';
import type { ResultKind } from './columns';
import { ResultsSection } from './ResultsSection';
import { RunProgress, RunStatusBadge } from './RunProgress';
import { useAggregates, useNames, useRun } from './usePlayground';
import { isActive } from './words';
import './playground.css';

export function RunDashboardPage() {
  const { competitionId = '', runId = '' } = useParams();
  const run = useRun(competitionId, runId);
  const aggregates = useAggregates(competitionId, runId);
  const names = useNames(competitionId, aggregates.data?.kind === 'cheatsheet');
  return (
    <div className="pg-dashboard" data-testid="pg-dashboard">
      <nav className="breadcrumb" aria-label="Playground">
        <Link to={playgroundPath(competitionId)}>Playground</Link> / run <code>{runId}</code>
      </nav>
      <CachedView state={run} loadingLabel="Loading the run…" errorContext="Could not load this run">
        {(r) => {
          const kind = (r.kind ?? aggregates.data?.kind ?? 'cheatsheet') as ResultKind;
          return (
            <>
              <div className="page__header">
                <h2>Run {r.runId}</h2>
                <RunStatusBadge status={r.status} />
                <Freshness state={run} />
                <span className="pg-spacer" />
                <ExportButtons competitionId={competitionId} runId={runId} />
                {/* A run record without canCancel (a guessed field) is cancellable while active. */}
                {(r.canCancel ?? isActive(r.status)) && (
                  <CancelRun competitionId={competitionId} runId={runId} />
                )}
              </div>
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
                {typeof r.costCredits === 'number' && <> · cost {r.costCredits} credits</>}
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
                />
              )}
              <ResultsSection competitionId={competitionId} runId={runId} kind={kind} />
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
