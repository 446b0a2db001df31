/** A small count table (outcomes, judge statuses, diagnostics), optionally with its bar chart. */
import type { CountBucket } from '../../../../shared/contracts/playground';
import { HistogramChart } from './charts/HistogramChart';
import { JUDGE_STATUS_WORDS, STAGE1_OUTCOME_WORDS, STAGE2_OUTCOME_WORDS } from './words';

const WORDS: Record<string, string> = {
  ...STAGE1_OUTCOME_WORDS,
  ...STAGE2_OUTCOME_WORDS,
  ...JUDGE_STATUS_WORDS,
};

export function Counts({ title, items, chart }: { title: string; items: CountBucket[]; chart?: boolean }) {
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
                  <td title={WORDS[b.key]}>{b.key}</td>
                  <td className="num">{b.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {chart && (
            <HistogramChart
              bins={items.map((b) => ({ label: b.key, count: b.count }))}
              label={title}
              unit="rows"
            />
          )}
        </>
      )}
    </div>
  );
}
