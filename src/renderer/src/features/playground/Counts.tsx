/** A small count table (outcomes, judge statuses, diagnostics), optionally with its bar chart. */
import type { CountBucket } from '../../../../shared/contracts/playground';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { HistogramChart } from './charts/HistogramChart';
import { countLabel } from './words';

interface Props {
  title: string;
  items: CountBucket[];
  /** Words for the values this count has (outcomes, judge statuses); others are made readable. */
  words?: Record<string, string>;
  /** Names shown as they are (Lean axiom names). */
  asIs?: boolean;
  chart?: boolean;
}

const COLUMNS: readonly DataColumn[] = [
  { key: 'key', title: 'Value' },
  { key: 'count', title: 'Rows', numeric: true },
];

export function Counts({ title, items, words = {}, asIs, chart }: Props) {
  return (
    <div className="pg-counts">
      <h4>{title}</h4>
      {items.length === 0 ? (
        <p className="muted">None.</p>
      ) : (
        <>
          <DataTable
            rows={items}
            columns={COLUMNS}
            label={title}
            rowKey={(b) => b.key}
            renderCell={(field, b) =>
              field === 'key' ? (
                <span title={b.key}>{asIs ? <code>{b.key}</code> : countLabel(b.key, words)}</span>
              ) : undefined
            }
          />
          {chart && (
            <HistogramChart
              bins={items.map((b) => ({
                label: countLabel(b.key, words).split(/[:(]/)[0]!.trim(),
                count: b.count,
              }))}
              label={title}
              unit="rows"
            />
          )}
        </>
      )}
    </div>
  );
}
