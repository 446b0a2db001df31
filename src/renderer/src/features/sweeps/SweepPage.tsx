/**
 * `/competitions/:competitionId/experiments/sweeps/:sweepId`: one sweep. Where it stands (with
 * Pause or Resume), credits spent of its budget, each variant's accuracy and its difference to the
 * leader, the rounds with their runs, accuracy round by round, the problems where the variants
 * disagree, and the winner to submit. Read from this computer: it works offline, and follows the
 * race as the core announces each change.
 */
import { Link, useParams } from 'react-router';
import { Empty } from '../../components/Empty';
import { ErrorPanel } from '../../components/ErrorPanel';
import { ExperimentsTabs } from '../../components/ExperimentsTabs';
import { Loading } from '../../components/Loading';
import { toErrorInfo } from '../../lib/errors';
import { sweepsPath } from '../../lib/experimentsRoutes';
import { useCompetition } from '../../lib/useCompetition';
import { OUTBOX_CHANGED, useContractQuery, useOnline } from '../../stores/query';
import { FlipsTable } from './FlipsTable';
import { RaceChart } from './RaceChart';
import { RoundsTable } from './RoundsTable';
import { StandingsTable } from './StandingsTable';
import { SweepHeader } from './SweepHeader';
import './sweeps.css';

export function SweepPage() {
  const competition = useCompetition();
  const cid = competition.id;
  const { sweepId = '' } = useParams();
  const online = useOnline();
  // A round waiting in the outbox shows as queued or refused: the outbox's changes refresh it too.
  const sweep = useContractQuery('sweeps.get', { sweepId }, { refreshOn: [OUTBOX_CHANGED] });
  const view = sweep.data;
  return (
    <div className="sw-page" data-testid="sw-page">
      <ExperimentsTabs competitionId={cid} sweeps />
      <nav className="breadcrumb" aria-label="Sweeps">
        <Link to={sweepsPath(cid)}>Sweeps</Link> / {view ? view.name : 'Sweep'}
      </nav>
      {sweep.error ? (
        <ErrorPanel
          info={toErrorInfo(sweep.error)}
          onRetry={() => sweep.refetch()}
          context="Could not read this sweep from this computer"
        />
      ) : sweep.isPending ? (
        <Loading label="Reading the sweep…" />
      ) : !view ? (
        <Empty title="No such sweep here">
          <p>
            This computer keeps no sweep by this address for the connection in use: it may have been started
            with another connection. <Link to={sweepsPath(cid)}>See the sweeps of this competition</Link>.
          </p>
        </Empty>
      ) : (
        <>
          <SweepHeader view={view} competition={competition} />
          {!online && view.status !== 'ended' && (
            <p className="notice notice--warn" data-testid="sw-offline">
              Offline: the race goes on once the platform can be reached. What is shown was stored on this
              computer.
            </p>
          )}
          <section className="sw-card" aria-labelledby="sw-variants-title">
            <h3 id="sw-variants-title">Variants</h3>
            <StandingsTable view={view} />
          </section>
          <section className="sw-card" aria-labelledby="sw-chart-title">
            <h3 id="sw-chart-title">Accuracy round by round</h3>
            <RaceChart view={view} />
          </section>
          <section className="sw-card" aria-labelledby="sw-rounds-title">
            <h3 id="sw-rounds-title">Rounds</h3>
            <RoundsTable view={view} />
          </section>
          <section className="sw-card" aria-labelledby="sw-flips-title">
            <h3 id="sw-flips-title">Where the variants disagree</h3>
            <FlipsTable view={view} />
          </section>
        </>
      )}
    </div>
  );
}
