/**
 * A table of accuracies (a run's aggregates, two runs compared, a benchmark's models) over
 * DataTable: its titles sort it, its header stays in view, and each accuracy reads with its
 * interval and counts (AccuracyText) while it sorts by its value.
 */
import type { ReactNode } from 'react';
import type { AccuracyCell } from '../../../shared/contracts/playground';
import { percent } from '../lib/format';
import { AccuracyText } from './AccuracyText';
import { type DataColumn, DataTable } from './DataTable';

/**
 * One row: its cells by column key. An accuracy column's cell is the share (what it sorts by);
 * its counts, under the same key in `counts`, are what is shown (no counts: the share alone).
 */
export type AccuracyRow = Record<string, unknown> & { counts: Readonly<Record<string, AccuracyCell | null>> };

interface Props<T extends AccuracyRow> {
  rows: readonly T[];
  columns: readonly DataColumn[];
  /** Accessible name of the table. */
  label: string;
  testId?: string;
  /** A cell other than an accuracy drawn differently; undefined keeps DataTable's. */
  renderCell?: (field: string, row: T) => ReactNode | undefined;
}

export function AccuracyTable<T extends AccuracyRow>({ rows, columns, label, testId, renderCell }: Props<T>) {
  return (
    <DataTable
      rows={rows}
      columns={columns}
      label={label}
      testId={testId}
      interactive
      searchBox={false}
      renderCell={(field, row) => {
        if (!(field in row.counts)) return renderCell?.(field, row);
        const counts = row.counts[field];
        const share = row[field];
        return counts ? <AccuracyText cell={counts} /> : percent(typeof share === 'number' ? share : null);
      }}
    />
  );
}

/** The accuracy column as every such table titles it. */
export const ACCURACY_COLUMN: DataColumn = {
  key: 'accuracy',
  title: 'Accuracy',
  numeric: true,
  hover: 'Correct answers of scored answers, with its 95 % interval',
};
