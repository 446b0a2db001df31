import { memo } from 'react';
import { Link } from 'react-router';
import type { Igp24Targets } from '../../../../shared/contracts/igp24';
import { type CheckResult, type FileLine, withHint } from '../../../../shared/igp24';
import type { GaloisDetail, ScoreOutlook } from '../../../../shared/igp24/galois/index';
import { formatInteger } from '../../lib/format';
import { checkProblem, explorerLink } from './checkWords';
import { shortLine } from './diagnostics';
import { GaloisCells } from './GaloisCells';
import { igp24Actions } from './igp24Store';

export interface RowProps {
  line: FileLine;
  result: CheckResult | undefined;
  selected: boolean;
  target: Igp24Targets['byR'][number] | undefined;
  synced: boolean;
  onReveal: (lineNumber: number) => void;
  galois: GaloisDetail | undefined;
  outlook: ScoreOutlook | undefined;
  onGalois: (lineNumber: number, text: string) => void;
}

/** One line of the checks table; memoized: a run's results redraw only the rows they change. */
export const ResultRow = memo(function ResultRow({
  line,
  result: r,
  selected,
  target,
  synced,
  onReveal,
  galois,
  outlook,
  onGalois,
}: RowProps) {
  const problem = checkProblem(r);
  const recognized = line.result.hint.status === 'recognized' ? line.result.hint.primes : null;
  const hintMatches = recognized !== null && r?.discPrimes && recognized.join(',') === r.discPrimes.join(',');
  return (
    <tr
      className={problem ? 'is-problem' : undefined}
      data-line={line.lineNumber}
      data-testid="igp24-result-row"
    >
      <td>
        <input
          type="checkbox"
          aria-label={`Select line ${line.lineNumber}`}
          checked={selected}
          onChange={(e) => igp24Actions.toggleSelected(line.text, e.target.checked)}
        />
      </td>
      <td className="num">
        <button
          type="button"
          className="link-button"
          onClick={() => onReveal(line.lineNumber)}
          title={shortLine(line.text, 400)}
        >
          {line.lineNumber}
        </button>
        {line.duplicateOf !== null && (
          <span className="badge badge--warn" title={`Same coefficients as line ${line.duplicateOf}`}>
            dup
          </span>
        )}
      </td>
      <GaloisCells detail={galois} outlook={outlook} onOpen={() => onGalois(line.lineNumber, line.text)} />
      {!r ? (
        <td colSpan={8} className="muted">
          not checked yet
        </td>
      ) : !r.valid && r.r === null ? (
        <td colSpan={8} className="danger-text">
          {problem}
        </td>
      ) : (
        <>
          <td className="num" data-testid="igp24-r">
            {r.r}
          </td>
          <td>{r.squarefree ? <Yes>yes</Yes> : <No>no (disc = 0)</No>}</td>
          <td className="igp24-disc" data-testid="igp24-disc">
            <Digits value={r.discAbs ?? ''} />
          </td>
          <td>
            {r.discSign === 0 ? (
              '0'
            ) : r.errors.some((e) => e.code === 'INTERNAL_INCONSISTENCY') ? (
              <No>{r.discSign === 1 ? '+' : '−'} contradicts r</No>
            ) : (
              <span title={`sign(disc) = (−1)^((24−r)/2) = (−1)^${(24 - (r.r ?? 0)) / 2}: consistent with r`}>
                {r.discSign === 1 ? '+' : '−'} ✓
              </span>
            )}
          </td>
          <td>
            {r.irreducible === 'proven' ? (
              <Yes>irreducible (proven)</Yes>
            ) : r.irreducible === 'reducible' ? (
              <No>reducible ({r.factorDegrees?.join(' + ')})</No>
            ) : (
              <span
                className="warn-text"
                title="No prime ruled out every factor degree; the verifier decides"
              >
                not proven
              </span>
            )}
          </td>
          <td>{r.discIsSquare === null ? '—' : r.discIsSquare ? <Yes>yes (⊆ A24)</Yes> : 'no'}</td>
          <td className="igp24-primes">
            {r.discPrimes && r.discPrimes.length > 0 ? (
              <>
                <span className="mono">{r.discPrimes.join(', ')}</span>{' '}
                {hintMatches ? (
                  <span className="badge badge--ok">hint present</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn--small"
                    onClick={() =>
                      igp24Actions.replaceLine(line.lineNumber, withHint(line.text, r.discPrimes!))
                    }
                    title={
                      line.result.comment !== null
                        ? 'Replaces the line’s comment: the hint must be the whole comment (rule 5)'
                        : 'Appends # poly_disc_primes=[…] to the line'
                    }
                    data-testid="igp24-add-hint"
                  >
                    Add hint
                  </button>
                )}
              </>
            ) : (
              <span className="muted">—</span>
            )}
          </td>
          <td>
            {r.r === null ? null : !synced ? (
              <span className="muted">no label data</span>
            ) : target ? (
              <Link to={explorerLink(r.r)} title={`Labels allowing r = ${r.r} with that pair still unfound`}>
                {formatInteger(target.remaining)} label{target.remaining === 1 ? '' : 's'}
              </Link>
            ) : (
              <span className="muted">…</span>
            )}
          </td>
        </>
      )}
    </tr>
  );
});

export function Yes({ children }: { children: React.ReactNode }) {
  return <span className="ok-text">{children}</span>;
}
export function No({ children }: { children: React.ReactNode }) {
  return <span className="danger-text">{children}</span>;
}

/** Every digit, exactly; long numbers fold to head…tail with the full value one click away. */
export function Digits({ value }: { value: string }) {
  if (value.length <= 48) return <span className="mono">{value}</span>;
  return (
    <details className="igp24-digits">
      <summary className="mono">
        {value.slice(0, 12)}…{value.slice(-8)} <span className="muted">({value.length} digits)</span>
      </summary>
      <span className="mono igp24-digits__full">{value}</span>
    </details>
  );
}
