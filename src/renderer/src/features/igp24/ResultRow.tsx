import { memo } from 'react';
import type { Igp24Targets } from '../../../../shared/contracts/igp24';
import { type CheckResult, checkHint, type FileLine, hintWords, withHint } from '../../../../shared/igp24';
import type { GaloisDetail, ScoreOutlook } from '../../../../shared/igp24/galois/index';
import { LongNumber } from '../../components/LongNumber';
import { VirtualRow } from '../../components/VirtualRow';
import { formatInteger } from '../../lib/format';
import { checkProblem, explorerLink } from './checkWords';
import { shortLine } from './diagnostics';
import { FieldCell } from './FieldCell';
import { GaloisCells } from './GaloisCells';
import { IrreducibilityCell } from './IrreducibilityCell';
import { igp24Actions } from './igp24Store';

/**
 * Every row of the checks table is this tall, so the table's height is known without laying its
 * rows out and only the rows in view exist in the page (CheckTable): a 1,000-line file draws about
 * a dozen, and a check adding results redraws only those. The cells keep to it (igp24.css).
 */
export const CHECK_ROW_HEIGHT = 70;

export interface RowProps {
  /** Position in the table (0 first) and where the row starts (px): rows are placed, not flowed. */
  index: number;
  top: number;
  line: FileLine;
  result: CheckResult | undefined;
  selected: boolean;
  target: Igp24Targets['byR'][number] | undefined;
  synced: boolean;
  onReveal: (lineNumber: number) => void;
  galois: GaloisDetail | undefined;
  outlook: ScoreOutlook | undefined;
  onGalois: (lineNumber: number, text: string) => void;
  /** "Reduce this line"; null while a reduction runs. */
  onReduce: ((lineNumber: number, text: string) => void) | null;
}

/**
 * One line of the checks table (CheckTable: only the rows in view exist), of a fixed height: each
 * cell keeps to its lines and says the rest on hover. Memoized: a run's results redraw only the
 * rows they change.
 */
export const ResultRow = memo(function ResultRow({
  index,
  top,
  line,
  result: r,
  selected,
  target,
  synced,
  onReveal,
  galois,
  outlook,
  onGalois,
  onReduce,
}: RowProps) {
  const problem = checkProblem(r);
  return (
    <VirtualRow
      item={{ index, start: top }}
      height={CHECK_ROW_HEIGHT}
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
      <GaloisCells
        detail={galois}
        outlook={outlook}
        result={r}
        onOpen={() => onGalois(line.lineNumber, line.text)}
      />
      {!r ? (
        <td colSpan={COMPUTED_COLUMNS} className="muted igp24-ctable__span6">
          not checked yet
        </td>
      ) : !r.valid && r.r === null ? (
        <td
          colSpan={COMPUTED_COLUMNS}
          className="danger-text igp24-ctable__span6"
          title={problem ?? undefined}
        >
          <span className="igp24-clamp">{problem}</span>
        </td>
      ) : (
        <>
          <td className="num" data-testid="igp24-r">
            {r.r}
          </td>
          <td className="igp24-ctable__disc" data-testid="igp24-disc-cell">
            <DiscCell result={r} />
          </td>
          <td className="igp24-ctable__disc" data-testid="igp24-field-cell">
            <FieldCell result={r} />
          </td>
          <td>
            <IrreducibilityCell
              result={r}
              onReduce={onReduce ? () => onReduce(line.lineNumber, line.text) : null}
            />
          </td>
          <td className="igp24-primes">
            <PrimesCell line={line} result={r} />
          </td>
          <td>
            {r.r === null ? null : !synced ? (
              <span className="muted">no label data</span>
            ) : target ? (
              // A plain link (the hash route as text): a router <Link> per row would look up the
              // page's <base> on every render of every row.
              <a
                href={`#${explorerLink(r.r)}`}
                title={`Labels allowing r = ${r.r} with that pair still unfound`}
              >
                {formatInteger(target.remaining)} label{target.remaining === 1 ? '' : 's'}
              </a>
            ) : (
              <span className="muted">…</span>
            )}
          </td>
        </>
      )}
    </VirtualRow>
  );
});

export function Yes({ children }: { children: React.ReactNode }) {
  return <span className="ok-text">{children}</span>;
}
export function No({ children }: { children: React.ReactNode }) {
  return <span className="danger-text">{children}</span>;
}

/** Columns after the likely group: r, discriminant, field discriminant, irreducibility, small primes, targets. */
const COMPUTED_COLUMNS = 6;

/**
 * |disc| elided in the middle (every digit on hover and in a copy), with what the checks say of
 * it: zero (not squarefree), its sign against r, and whether it is a square.
 */
function DiscCell({ result: r }: { result: CheckResult }) {
  if (r.squarefree === false) return <No>0: not squarefree</No>;
  const sign = r.discSign === 1 ? '+' : '−';
  const contradicts = r.errors.some((e) => e.code === 'INTERNAL_INCONSISTENCY');
  return (
    <>
      <span data-testid="igp24-disc">
        <LongNumber value={r.discAbs ?? ''} />
      </span>
      <div className="igp24-small igp24-clamp">
        {contradicts ? (
          <No>sign {sign} contradicts r</No>
        ) : (
          <span title={`sign(disc) = (−1)^((24−r)/2) = (−1)^${(24 - (r.r ?? 0)) / 2}: consistent with r`}>
            sign {sign} ✓
          </span>
        )}
        {' · '}
        {r.discIsSquare === null ? (
          '—'
        ) : r.discIsSquare ? (
          <Yes>square (group ⊆ A24)</Yes>
        ) : (
          <span className="muted">not a square</span>
        )}
      </div>
    </>
  );
}

/** The small primes of |disc| (long ones elided) and the hint: add it, or fix a wrong one. */
function PrimesCell({ line, result: r }: { line: FileLine; result: CheckResult }) {
  const primes = r.discPrimes ?? [];
  if (primes.length === 0) return <span className="muted">—</span>;
  const hint = checkHint(line.result.hint, r.discAbs);
  const present = hint.status === 'divides' && hint.primes.join(',') === primes.join(',');
  const wrong = hint.status === 'notDividing';
  return (
    <>
      <span className="igp24-primes__list igp24-clamp" title={primes.join(', ')}>
        {primes.map((p, i) => (
          <span key={p}>
            <LongNumber value={p} testId="igp24-prime" />
            {i < primes.length - 1 && ', '}
          </span>
        ))}
      </span>{' '}
      {present ? (
        <span className="badge badge--ok">hint present</span>
      ) : (
        <button
          type="button"
          className={wrong ? 'btn btn--small igp24-hint-wrong' : 'btn btn--small'}
          onClick={() => igp24Actions.replaceLine(line.lineNumber, withHint(line.text, primes))}
          title={
            wrong
              ? `${hintWords(hint)}: replaces the hint with the primes found`
              : line.result.comment !== null
                ? 'Replaces the line’s comment: the hint must be the whole comment (rule 5)'
                : 'Appends # poly_disc_primes=[…] to the line'
          }
          data-testid="igp24-add-hint"
        >
          {wrong ? 'Fix hint' : 'Add hint'}
        </button>
      )}
    </>
  );
}
