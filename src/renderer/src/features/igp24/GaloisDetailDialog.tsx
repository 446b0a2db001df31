import type {
  GaloisDetail,
  PairOutlook,
  ScoreOutlook,
  ScoreVerdict,
} from '../../../../shared/igp24/galois/index';
import { DataTable } from '../../components/DataTable';
import { Dialog } from '../../components/Dialog';
import { GroupLabel, GroupOrder } from '../../components/GroupLabel';
import { LongNumber } from '../../components/LongNumber';
import { formatInteger } from '../../lib/format';
import { newPairWords, noGroupWords, percent } from './galoisWords';

interface Props {
  lineNumber: number | null;
  detail: GaloisDetail | undefined;
  outlook: ScoreOutlook | undefined;
  /** "Would it score?" for the line (its check and field discriminant with the outlook). */
  verdict: ScoreVerdict | undefined;
  /** Good primes for "More primes", or null when there is no more to offer. */
  morePrimes: number | null;
  busy: boolean;
  onMore: () => void;
  onClose: () => void;
}

const RANKING_COLUMNS = [
  { key: 'rank', title: 'Rank', numeric: true },
  { key: 'group', title: 'Group' },
  { key: 'order', title: 'Order', numeric: true },
  { key: 'inA24', title: 'Inside A24' },
  {
    key: 'logLikelihood',
    title: 'Log-likelihood',
    numeric: true,
    hover: 'Natural log of the chance of the observed cycle types',
  },
  {
    key: 'posterior',
    title: 'Posterior',
    numeric: true,
    hover: 'With every candidate equally likely beforehand',
  },
];

/** The ranked candidates of one line: label, order, parity, log-likelihood, posterior; more primes. */
export function GaloisDetailDialog({
  lineNumber,
  detail,
  outlook,
  verdict,
  morePrimes,
  busy,
  onMore,
  onClose,
}: Props) {
  const ranking = detail?.ranking ?? null;
  return (
    <Dialog
      open={lineNumber !== null}
      title={`Likely Galois group of line ${lineNumber ?? ''}`}
      onClose={onClose}
      testId="igp24-galois-detail"
      wide
      actions={
        <>
          {ranking && morePrimes !== null && (
            <button
              type="button"
              className="btn"
              onClick={onMore}
              disabled={busy}
              data-testid="igp24-galois-more"
            >
              {busy ? 'Ranking…' : `More primes (${formatInteger(morePrimes)})`}
            </button>
          )}
          <button type="button" className="btn btn--primary" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      {!detail ? null : !ranking ? (
        <p>{noGroupWords(detail)}</p>
      ) : (
        <>
          <p data-testid="igp24-galois-summary">
            r = {detail.r}; the discriminant is{' '}
            {detail.discIsSquare ? 'a square (group inside A24)' : 'not a square'}.{' '}
            {candidatesWords(detail.candidates ?? 0)} every cycle type seen at{' '}
            <strong>{formatInteger(detail.primes)} good primes</strong> and the type of complex conjugation;
            they are ranked by how likely those cycle types are in each.
          </p>
          {outlook && (
            <ul className="igp24-outlook" data-testid="igp24-galois-outlook">
              {outlook.pairs.map((p, i) => (
                <li key={p.label}>
                  <PairWords pair={p} first={i === 0} />
                </li>
              ))}
              <li>
                <strong>{newPairWords(outlook)}</strong>
              </li>
              {verdict && (
                <li data-testid="igp24-galois-verdict">
                  Would it score? <strong>{verdict.headline}</strong>: {verdict.words}
                </li>
              )}
            </ul>
          )}
          <DataTable
            rows={ranking.map((g, i) => ({
              rank: i + 1,
              group: g.label,
              order: g.order,
              inA24: g.inA24 ? 'yes' : 'no',
              logLikelihood: g.logLikelihood,
              posterior: g.posterior,
            }))}
            columns={RANKING_COLUMNS}
            label="Candidate groups, most likely first"
            testId="igp24-galois-ranking"
            interactive
            searchBox={false}
            rowKey={(row) => row.group}
            renderCell={(field, row) => {
              if (field === 'group') return <GroupLabel label={row.group} />;
              if (field === 'order') return <GroupOrder order={row.order} />;
              if (field === 'logLikelihood')
                return <span className="mono">{row.logLikelihood.toFixed(2)}</span>;
              if (field === 'posterior') return percent(row.posterior);
              return undefined;
            }}
          />
          <p className="muted igp24-small">
            A local estimate from Frobenius cycle types (Chebotarev): the platform computes the group exactly.
            Close posteriors at the top are near-ties that more primes separate.
          </p>
        </>
      )}
    </Dialog>
  );
}

/** "1 of the 25,000 … contains", "12 of the 25,000 … contain". */
export function candidatesWords(n: number): string {
  return `${formatInteger(n)} of the 25,000 transitive groups of degree 24 ${n === 1 ? 'contains' : 'contain'}`;
}

/**
 * One likely (group, r) pair: how likely the group is, and whether the pair is still unfound; for
 * a found pair, the smallest |disc| credited so far (elided, every digit on hover and in a copy).
 */
function PairWords({ pair: p, first }: { pair: PairOutlook; first: boolean }) {
  return (
    <>
      {first ? 'Most likely: ' : ''}
      <GroupLabel label={p.label} /> with r = {p.r}, {percent(p.posterior)} likely —{' '}
      {p.status === 'unknown' ? (
        'label progress not loaded'
      ) : p.status === 'remaining' ? (
        'still unfound'
      ) : (
        <>
          found by {formatInteger(p.teams ?? 0)} team{p.teams === 1 ? '' : 's'}
          {p.minimumDiscAbs && (
            <>
              ; smallest |disc| so far <LongNumber value={p.minimumDiscAbs} />
            </>
          )}
        </>
      )}
    </>
  );
}
