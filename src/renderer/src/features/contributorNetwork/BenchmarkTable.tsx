import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { itemPath } from '../../../../shared/deepLinks';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { localTime, parseDate } from '../../lib/format';
import { AuthorChip } from './AuthorChip';
import { type BenchmarkSortBy, SORT_BY, type SortDirection } from './benchmarkFilters';
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

const COLUMNS: readonly DataColumn[] = [
  { key: 'item', title: 'Item', content: true },
  { key: 'author', title: 'Author', content: true },
  { key: 'team', title: 'Team', content: true },
  {
    key: 'avgAccuracy',
    title: 'Average accuracy',
    numeric: true,
    hover: "The mean of the models' accuracies (each with its interval under Models)",
  },
  { key: 'scoredTotal', title: 'Scored', numeric: true },
  { key: 'cost', title: 'Cost', numeric: true },
  { key: 'publishedAt', title: 'Published' },
  { key: 'models', title: 'Models', content: true },
];

/** One row per result; a row opens to its per-model breakdown. Sortable by the spec's three orders. */
export function BenchmarkTable({ rows, sortBy, sortDirection, onSort, modelName }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  const cell = (field: string, r: BenchmarkSummary): ReactNode | undefined => {
    switch (field) {
      case 'item':
        return (
          <>
            {r.publicCode ? <Link to={itemPath(r.publicCode)}>{r.title}</Link> : r.title}
            <div className="muted cn-row__code">{r.publicCode}</div>
          </>
        );
      case 'author':
        return <AuthorChip author={r.author} />;
      case 'team':
        return r.team ? `Team ${r.team.teamNumber}` : <span className="muted">none</span>;
      case 'avgAccuracy':
        return <span data-testid="cn-bench-accuracy">{percent(r.avgAccuracy)}</span>;
      case 'scoredTotal':
        return `${r.scoredCorrect} / ${r.scoredTotal}`;
      case 'cost':
        return usd(totalCost(r));
      case 'publishedAt':
        return localTime(parseDate(r.publishedAt) ?? new Date(0));
      case 'models':
        return (
          <button
            type="button"
            className="btn btn--small"
            aria-expanded={open === r.resultId}
            onClick={() => setOpen((o) => (o === r.resultId ? null : r.resultId))}
            data-testid="cn-bench-models"
          >
            {r.perModel.length} model{r.perModel.length === 1 ? '' : 's'}
          </button>
        );
      default:
        return undefined;
    }
  };
  return (
    <DataTable
      rows={rows}
      columns={COLUMNS}
      label="Benchmark results"
      testId="cn-bench-table"
      rowKey={(r) => r.resultId}
      rowData={(r) => ({ 'data-testid': 'cn-bench-row', 'data-result-id': r.resultId })}
      order={{
        sort: { key: sortBy, dir: sortDirection },
        keys: SORT_BY,
        onSort: (key) => {
          const by = SORT_BY.find((k) => k === key);
          if (by) onSort(by);
        },
        testId: (key) => `cn-bench-sort-${key}`,
      }}
      renderCell={cell}
      rowDetail={(r) =>
        open === r.resultId ? (
          <>
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
          </>
        ) : null
      }
    />
  );
}
