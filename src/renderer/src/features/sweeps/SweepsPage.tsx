/**
 * `/competitions/:competitionId/experiments/sweeps`: the Playground sweeps of this competition,
 * each with its name, where it stands in words, its rounds and credits spent of its budget, and
 * "New sweep". Read from this computer (sweeps.list answers from SQLite), so it works offline.
 */
import { Link } from 'react-router';
import type { SweepSummary } from '../../../../shared/contracts/sweeps';
import { DataTable } from '../../components/DataTable';
import { Empty } from '../../components/Empty';
import { ErrorPanel } from '../../components/ErrorPanel';
import { ExperimentsTabs } from '../../components/ExperimentsTabs';
import { Loading } from '../../components/Loading';
import { LocalTime } from '../../components/TimeLeft';
import { toErrorInfo } from '../../lib/errors';
import { newSweepPath, offersSweeps, sweepPath } from '../../lib/experimentsRoutes';
import { useCompetition } from '../../lib/useCompetition';
import { useContractQueries, useContractQuery } from '../../stores/query';
import { SWEEP_SENTENCE, spentText, summaryStatusText } from './sweepWords';
import './sweeps.css';

const COLUMNS = [
  { key: 'name', title: 'Sweep', rowHeader: true, content: true },
  { key: 'status', title: 'Status', wrap: true },
  { key: 'variants', title: 'Variants', numeric: true },
  { key: 'rounds', title: 'Rounds', numeric: true },
  { key: 'credits', title: 'Credits spent', numeric: true },
  { key: 'started', title: 'Started', content: true },
];

export function SweepsPage() {
  const competition = useCompetition();
  const cid = competition.id;
  const swept = offersSweeps(competition);
  const list = useContractQuery('sweeps.list', { competitionId: cid }, { enabled: swept });
  const items = list.data ?? [];
  // Paused and ended sweeps say why in their view (the summary carries no pause or end reason).
  const needing = items.filter((s) => s.status === 'paused' || (s.status === 'ended' && !s.winner));
  const views = useContractQueries(
    'sweeps.get',
    needing.map((s) => ({ sweepId: s.id })),
  );
  const viewById = new Map(needing.map((s, i) => [s.id, views[i]?.data ?? null]));
  const rows = items.map((s: SweepSummary) => ({
    id: s.id,
    name: s.name,
    status: summaryStatusText(s, viewById.get(s.id)),
    variants: s.variants,
    rounds: s.rounds,
    credits: spentText(s.spentCredits, s.budgetCredits),
    started: s.createdAt,
  }));

  if (!swept)
    return (
      <Empty title="Sweeps race Stage 1 cheatsheets">
        <p>This competition takes no cheatsheets in its Playground, so there is nothing to sweep here.</p>
      </Empty>
    );
  return (
    <div className="sw-page" data-testid="sw-list-page">
      <ExperimentsTabs competitionId={cid} sweeps />
      <div className="page__header sw-header">
        <h2>Sweeps</h2>
        <Link className="btn btn--primary" to={newSweepPath(cid)} data-testid="sw-new">
          New sweep…
        </Link>
      </div>
      {list.error ? (
        <ErrorPanel
          info={toErrorInfo(list.error)}
          onRetry={() => list.refetch()}
          context="Could not read your sweeps from this computer"
        />
      ) : list.isPending ? (
        <Loading label="Reading your sweeps…" />
      ) : items.length === 0 ? (
        <Empty title="No sweeps yet">
          <p>{SWEEP_SENTENCE}</p>
          <p>
            <Link to={newSweepPath(cid)}>Plan a sweep</Link>: its price is shown before anything starts.
          </p>
        </Empty>
      ) : (
        <>
          <p className="muted sw-intro">{SWEEP_SENTENCE} Kept on this computer: the list works offline.</p>
          <DataTable
            rows={rows}
            columns={COLUMNS}
            label="Sweeps of this competition"
            testId="sw-list"
            rowKey={(r) => r.id}
            rowData={(r) => ({ 'data-sweep': r.id })}
            renderCell={(field, r) => {
              if (field === 'name') return <Link to={sweepPath(cid, r.id)}>{r.name}</Link>;
              if (field === 'started') return <LocalTime iso={r.started} />;
              return undefined;
            }}
          />
        </>
      )}
    </div>
  );
}
