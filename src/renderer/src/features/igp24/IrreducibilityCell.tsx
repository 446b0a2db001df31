import type { CheckResult } from '../../../../shared/igp24';
import { REDUCE_TITLE } from './ReduceControls';

interface Props {
  result: CheckResult;
  /** Reduces this line; null while a reduction runs. */
  onReduce: (() => void) | null;
}

/** Irreducible (proven, with "Reduce" for this line), reducible with its factor degrees, or not proven. */
export function IrreducibilityCell({ result: r, onReduce }: Props) {
  if (r.irreducible === 'reducible')
    return (
      <span className="danger-text igp24-clamp" title={`reducible (${r.factorDegrees?.join(' + ')})`}>
        reducible ({r.factorDegrees?.join(' + ')})
      </span>
    );
  if (r.irreducible !== 'proven')
    return (
      <span className="warn-text" title="No prime ruled out every factor degree; the verifier decides">
        not proven
      </span>
    );
  return (
    <>
      <span className="ok-text">irreducible (proven)</span>
      <div>
        <button
          type="button"
          className="btn btn--small"
          disabled={onReduce === null}
          onClick={onReduce ?? undefined}
          title={onReduce === null ? 'A reduction is running' : `Reduce this line: ${REDUCE_TITLE}`}
          data-testid="igp24-reduce-line"
        >
          Reduce
        </button>
      </div>
    </>
  );
}
