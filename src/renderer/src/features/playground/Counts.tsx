/** A small count table (outcomes, judge statuses, diagnostics), optionally with its bar chart. */
import type { CountBucket } from '../../../../shared/contracts/playground';
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

export function Counts({ title, items, words = {}, asIs, chart }: Props) {
  return (
    <div className="pg-counts">
      <h4>{title}</h4>
      {items.length === 0 ? (
        <p className="muted">None.</p>
      ) : (
        <>
          <table className="plain-table">
            <tbody>
              {items.map((b) => (
                <tr key={b.key}>
                  <td title={b.key}>{asIs ? <code>{b.key}</code> : countLabel(b.key, words)}</td>
                  <td className="num">{b.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
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
