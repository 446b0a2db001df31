import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { itemPath } from '../../../../shared/deepLinks';
import { localTime, parseDate } from '../../lib/format';
import { AuthorChip } from './AuthorChip';
import type { BenchmarkSortBy, SortDirection } from './benchmarkFilters';
import { percent, totalCost, usd } from './benchmarkWords';
import { PerModelTable } from './PerModelTable';
import type { BenchmarkSummary } from './types';

interface Props {
  rows: readonly BenchmarkSummary[];
  sortBy: BenchmarkSortBy;
  sortDirection: SortDirection;
  onSort(by: BenchmarkSortBy): void;
  /** A model's name for its ID. */
  modelName(id: string): string;
}

/** One row per result; a row opens to its per-model breakdown. Sortable by the spec's three orders. */
export function BenchmarkTable({ rows, sortBy, sortDirection, onSort, modelName }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  const head = (by: BenchmarkSortBy, label: string) => (
    <th aria-sort={sortBy === by ? (sortDirection === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={() => onSort(by)}
        data-testid={`cn-bench-sort-${by}`}
      >
        {label} {sortBy === by ? (sortDirection === 'asc' ? '▲' : '▼') : ''}
      </button>
    </th>
  );
  return (
    <table className="plain-table" data-testid="cn-bench-table">
      <thead>
        <tr>
          <th>Item</th>
          <th>Author</th>
          <th>Team</th>
          {head('avgAccuracy', 'Average accuracy')}
          {head('scoredTotal', 'Scored')}
          <th>Cost</th>
          {head('publishedAt', 'Published')}
          <th>Models</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <Fragment key={r.resultId}>
            <tr data-testid="cn-bench-row" data-result-id={r.resultId}>
              <td>
                {r.publicCode ? <Link to={itemPath(r.publicCode)}>{r.title}</Link> : r.title}
                <div className="muted cn-row__code">{r.publicCode}</div>
              </td>
              <td>
                <AuthorChip author={r.author} />
              </td>
              <td>{r.team ? `Team ${r.team.teamNumber}` : <span className="muted">none</span>}</td>
              <td
                data-testid="cn-bench-accuracy"
                title="The mean of the models' accuracies (each with its interval under Models)"
              >
                {percent(r.avgAccuracy)}
              </td>
              <td>
                {r.scoredCorrect} / {r.scoredTotal}
              </td>
              <td>{usd(totalCost(r))}</td>
              <td>{localTime(parseDate(r.publishedAt) ?? new Date(0))}</td>
              <td>
                <button
                  type="button"
                  className="btn btn--small"
                  aria-expanded={open === r.resultId}
                  onClick={() => setOpen((o) => (o === r.resultId ? null : r.resultId))}
                  data-testid="cn-bench-models"
                >
                  {r.perModel.length} model{r.perModel.length === 1 ? '' : 's'}
                </button>
              </td>
            </tr>
            {open === r.resultId && (
              <tr>
                <td colSpan={8}>
                  <PerModelTable
                    models={r.perModel}
                    modelName={modelName}
                    label={`Models of ${r.title}`}
                    testId="cn-bench-breakdown"
                  />
                  <p className="muted">
                    Problem set {r.problemSet} · activity {r.activityId} · completed{' '}
                    {localTime(parseDate(r.completedAt) ?? new Date(0))}
                  </p>
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}
