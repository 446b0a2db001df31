import type { AccuracyCell } from '../../../shared/contracts/playground';
import { wilson } from '../../../shared/wilson';
import { percent } from '../lib/format';

/**
 * An accuracy with what it counts and how sure it is: "88.9 %", then "57–98 % · 8 of 9 scored".
 * A share of nine answers is a wide guess; the 95 % interval (Wilson) says how wide.
 */
export function AccuracyText({ cell }: { cell: AccuracyCell }) {
  if (cell.scored === 0 || cell.accuracy === null) return <span className="muted">no scored answer</span>;
  const { low, high } = wilson(cell.correct, cell.scored);
  return (
    <span
      className="pg-accuracy"
      title={`${cell.correct} correct of ${cell.scored} scored answers; 95 % interval (Wilson) ${percent(low)} to ${percent(high)}`}
    >
      {percent(cell.accuracy)}{' '}
      <span className="muted pg-accuracy__interval">
        ({whole(low)}–{whole(high)} %, {cell.correct} of {cell.scored})
      </span>
    </span>
  );
}

/** A bound of the interval as a whole percentage: the interval is not more exact than that. */
const whole = (v: number) => Math.round(v * 100);
