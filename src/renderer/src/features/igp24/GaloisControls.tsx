import { igp24Actions, useIgp24Store } from './igp24Store';
import { RunProgress } from './RunProgress';

interface Props {
  /** Valid lines, and how many of them have a likely group already. */
  lines: number;
  ranked: number;
  onRank: () => void;
  onCancel: () => void;
}

/** Ranking the likely groups (with progress and cancel) and ordering the table by "would it score?". */
export function GaloisControls({ lines, ranked, onRank, onCancel }: Props) {
  const progress = useIgp24Store((s) => s.galoisProgress);
  const order = useIgp24Store((s) => s.lineOrder);
  return (
    <div className="igp24-toolbar igp24-galois-controls">
      {progress ? (
        <RunProgress
          progress={progress}
          label="Ranking likely groups"
          testId="igp24-galois-progress"
          onCancel={onCancel}
        />
      ) : (
        <button
          type="button"
          className="btn"
          onClick={onRank}
          disabled={lines === 0 || ranked === lines}
          title="The most likely transitive group 24T<t> of each line, from cycle types mod 300 primes"
          data-testid="igp24-rank-groups"
        >
          {ranked > 0 && ranked < lines ? 'Rank the remaining lines' : 'Likely groups'}
        </button>
      )}
      <label className="igp24-inline">
        Order{' '}
        <select
          value={order.sort}
          disabled={ranked === 0}
          onChange={(e) =>
            igp24Actions.setLineOrder({ ...order, sort: e.target.value as 'file' | 'newPair' })
          }
          data-testid="igp24-line-order"
        >
          <option value="file">as in the file</option>
          <option value="newPair">most likely new pair first</option>
        </select>
      </label>
      <label className="igp24-inline">
        <input
          type="checkbox"
          checked={order.onlyNewPairs}
          disabled={ranked === 0}
          onChange={(e) => igp24Actions.setLineOrder({ ...order, onlyNewPairs: e.target.checked })}
          data-testid="igp24-only-new"
        />{' '}
        Only lines likely to give a new pair
      </label>
    </div>
  );
}
