/**
 * The rounds so far: which variants ran on which problems of the sweep's order, what each cost,
 * where its run stands (with a link to the run's dashboard), and who was dropped after it.
 */
import { Link } from 'react-router';
import type { SweepView } from '../../../../shared/contracts/sweeps';
import { creditsText } from '../../../../shared/playgroundCost';
import { runPath } from '../../../../shared/playgroundRoutes';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { letter, problemsText, ROUND_STATE_WORDS } from './sweepWords';

const COLUMNS: DataColumn[] = [
  { key: 'round', title: 'Round', rowHeader: true, numeric: true },
  { key: 'variants', title: 'Variants' },
  { key: 'problems', title: 'Problems', className: 'sw-nowrap' },
  { key: 'cells', title: 'Cells', numeric: true },
  { key: 'credits', title: 'Credits', numeric: true, className: 'sw-nowrap' },
  { key: 'state', title: 'State', wrap: true },
  { key: 'run', title: 'Run', content: true, className: 'sw-nowrap' },
  { key: 'dropped', title: 'Dropped after it' },
];

export function RoundsTable({ view }: { view: SweepView }) {
  if (view.rounds.length === 0)
    return (
      <p className="muted" data-testid="sw-no-rounds">
        {view.status === 'preparing'
          ? 'No round yet: the variants’ cheatsheets are being created on the platform first.'
          : 'No round yet.'}
      </p>
    );
  const rows = view.rounds.map((r) => ({
    round: r.round + 1,
    variants: r.variants.map(letter).join(', '),
    problems: problemsText(r.start, r.end),
    cells: r.cells,
    credits: creditsText(r.credits),
    state: ROUND_STATE_WORDS[r.state],
    run: r.runId,
    dropped: r.dropped.length ? r.dropped.map(letter).join(', ') : '—',
  }));
  return (
    <DataTable
      rows={rows}
      columns={COLUMNS}
      label="Rounds of the sweep"
      testId="sw-rounds"
      rowKey={(r) => String(r.round)}
      rowData={(r) => ({ 'data-round': r.round })}
      renderCell={(field, r) => {
        if (field !== 'run') return undefined;
        if (!r.run) return <span className="muted">not started yet</span>;
        return (
          <Link to={runPath(view.competitionId, r.run)} title={`Open the run’s dashboard (${r.run})`}>
            Open the run
          </Link>
        );
      }}
    />
  );
}
