import type { CheckResult } from '../../../../shared/igp24';
import { LongNumber } from '../../components/LongNumber';
import { formatInteger } from '../../lib/format';

/**
 * The checks table's "Field discriminant" cell: |d_K| of K = Q[x]/(f), elided in the middle like
 * the discriminant (every digit on hover and in a copy). Exact, or "≤" an upper bound when part of
 * |disc| stayed unfactored (that part on hover); "—" where there is no field (reducible, not
 * squarefree); "not computed" where the check did not compute it.
 */
export function FieldCell({ result: r }: { result: CheckResult }) {
  if (r.squarefree === false || r.irreducible === 'reducible' || r.field === null)
    return (
      <span className="faint" title="No number field: the polynomial is not irreducible and squarefree">
        —
      </span>
    );
  if (r.field === undefined)
    return (
      <span className="muted" title="This check did not compute the field discriminant">
        not computed
      </span>
    );
  const f = r.field;
  const exact = f.discSource === 'exact_nfdisc';
  const index = f.index === '1' ? 'Z[α] is the whole ring of integers' : `index [O_K : Z[α]] = ${f.index}`;
  return (
    <>
      <span data-testid="igp24-field">
        {!exact && <span title="An upper bound">≤ </span>}
        <LongNumber value={f.fieldDiscAbs} />
      </span>
      <div
        className="igp24-small igp24-line"
        data-testid="igp24-field-kind"
        title={
          exact
            ? `Exact: every prime whose square divides |disc| is known; ${index}`
            : `Upper bound: the part of |disc| not factored (${formatInteger(f.unfactored?.length ?? 0)} digits${f.unfactored ? `: ${f.unfactored}` : ''}) may hide a square factor that would make d_K smaller; ${index} at the known primes`
        }
      >
        {exact ? <span className="ok-text">exact</span> : <span className="warn-text">upper bound</span>}
      </div>
    </>
  );
}
