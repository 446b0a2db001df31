/**
 * `/competitions/:competitionId/experiments`: every run of mine in this competition, the version
 * each ran, accuracy over time, comparisons of the runs picked, and the best version so far.
 * Everything is read from this computer (experiments.list and friends answer from SQLite), so
 * the page works with the platform down.
 */
import { useState } from 'react';
import { Link, useOutletContext } from 'react-router';
import type { CompetitionDetail } from '../../../../shared/api';
import type { TextVersion } from '../../../../shared/contracts/experiments';
import { playgroundPath } from '../../../../shared/playgroundRoutes';
import { Empty } from '../../components/Empty';
import { ErrorPanel } from '../../components/ErrorPanel';
import { ExperimentsTabs } from '../../components/ExperimentsTabs';
import { Loading } from '../../components/Loading';
import { toErrorInfo } from '../../lib/errors';
import { offersSweeps } from '../../lib/experimentsRoutes';
import { useContractQuery } from '../../stores/query';
import { AccuracyOverTime } from './AccuracyOverTime';
import { BestVersionPanel } from './BestVersionPanel';
import { CompareManyView } from './CompareManyView';
import { CompareTwoView } from './CompareTwoView';
import { RunFilters } from './RunFilters';
import { RunsTable } from './RunsTable';
import { useModelNames } from './useModelNames';
import { useRunFilter } from './useRunFilter';
import { useRunSelection } from './useRunSelection';
import { VersionDialog } from './VersionDialog';
import './experiments.css';

export function ExperimentsPage() {
  const { competition } = useOutletContext<{ competition: CompetitionDetail }>();
  const competitionId = competition.id;
  const list = useContractQuery('experiments.list', { competitionId });
  const view = useRunFilter(list.data);
  const selection = useRunSelection(view.shownIds);
  const modelName = useModelNames(competitionId);
  const [opened, setOpened] = useState<TextVersion | null>(null);

  const tabs = <ExperimentsTabs competitionId={competitionId} sweeps={offersSweeps(competition)} />;
  if (list.error)
    return (
      <>
        {tabs}
        <ErrorPanel
          info={toErrorInfo(list.error)}
          onRetry={() => list.refetch()}
          context="Could not read your experiments from this computer"
        />
      </>
    );
  if (list.isPending)
    return (
      <>
        {tabs}
        <Loading label="Reading your runs and versions…" />
      </>
    );
  const runs = list.data.runs;
  return (
    <div className="xp-page" data-testid="xp-page">
      {tabs}
      <div className="page__header">
        <h2>Experiments</h2>
        <span className="muted">
          Every Playground run of yours in this competition, tied to the text it ran. Kept on this computer:
          it works offline.
        </span>
      </div>
      {runs.length === 0 ? (
        <Empty title="No runs yet">
          <p>
            Start a run in the <Link to={playgroundPath(competitionId)}>Playground</Link>; each run is listed
            here with the version of the cheatsheet or solver it ran.
          </p>
        </Empty>
      ) : (
        <>
          <BestVersionPanel competition={competition} choices={view.choices} modelName={modelName} />
          <RunFilters view={view} modelName={modelName} total={runs.length} />
          <AccuracyOverTime series={view.series} modelName={modelName} />
          <RunsTable
            runs={view.shown}
            versions={view.versions}
            modelName={modelName}
            selection={selection}
            onOpenVersion={setOpened}
          />
          {selection.mode === 'two' && (
            <CompareTwoView
              competitionId={competitionId}
              runA={selection.selected[0]!}
              runB={selection.selected[1]!}
              modelName={modelName}
            />
          )}
          {selection.mode === 'many' && (
            <CompareManyView
              competitionId={competitionId}
              runIds={selection.selected}
              modelName={modelName}
            />
          )}
        </>
      )}
      <VersionDialog version={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
