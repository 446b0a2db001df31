import type { CheckResult } from '../../../../shared/igp24';
import { type GaloisDetail, type ScoreOutlook, scoreVerdict } from '../../../../shared/igp24/galois/index';
import { GroupLabel } from '../../components/GroupLabel';
import { formatInteger } from '../../lib/format';
import { noGroupWords, percent } from './galoisWords';
import { ScoreCell } from './ScoreCell';

interface Props {
  detail: GaloisDetail | undefined;
  outlook: ScoreOutlook | undefined;
  /** The line's check: reducible or invalid lines never score; its field discriminant decides a record. */
  result: CheckResult | undefined;
  onOpen: () => void;
}

/** The checks table's "Likely group" and "Would it score?" cells of one line. */
export function GaloisCells({ detail, outlook, result, onOpen }: Props) {
  if (!detail)
    return (
      <td colSpan={2} className="muted igp24-ctable__span2">
        not ranked yet
      </td>
    );
  const top = detail.ranking?.[0];
  if (!top)
    return (
      <td
        colSpan={2}
        className="muted igp24-ctable__span2"
        title={noGroupWords(detail)}
        data-testid="igp24-galois-none"
      >
        <span className="igp24-clamp">{noGroupWords(detail)}</span>
      </td>
    );
  return (
    <>
      <td data-testid="igp24-galois">
        <button
          type="button"
          className="link-button"
          onClick={onOpen}
          title="The ranked candidates, and more primes"
          data-testid="igp24-galois-open"
        >
          <GroupLabel label={top.label} testId="igp24-galois-top" />
        </button>
        <div className="igp24-small igp24-line">{percent(top.posterior)} likely</div>
        <div className="muted igp24-small igp24-line">
          {formatInteger(detail.candidates ?? 0)} candidate{detail.candidates === 1 ? '' : 's'} ·{' '}
          {formatInteger(detail.primes)} primes
        </div>
      </td>
      <td data-testid="igp24-score">
        <ScoreCell verdict={scoreVerdict(result, outlook)} outlook={outlook} />
      </td>
    </>
  );
}
