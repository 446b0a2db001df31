import type { GaloisDetail, PairOutlook, ScoreOutlook } from '../../../../shared/igp24/galois/index';
import { Dialog } from '../../components/Dialog';
import { GroupLabel, GroupOrder } from '../../components/GroupLabel';
import { LongNumber } from '../../components/LongNumber';
import { formatInteger } from '../../lib/format';
import { newPairWords, noGroupWords, percent } from './galoisWords';

interface Props {
  lineNumber: number | null;
  detail: GaloisDetail | undefined;
  outlook: ScoreOutlook | undefined;
  /** Good primes for "More primes", or null when there is no more to offer. */
  morePrimes: number | null;
  busy: boolean;
  onMore: () => void;
  onClose: () => void;
}

/** The ranked candidates of one line: label, order, parity, log-likelihood, posterior; more primes. */
export function GaloisDetailDialog({
  lineNumber,
  detail,
  outlook,
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
            </ul>
          )}
          <table className="plain-table" data-testid="igp24-galois-ranking">
            <thead>
              <tr>
                <th scope="col" className="num">
                  Rank
                </th>
                <th scope="col">Group</th>
                <th scope="col" className="num">
                  Order
                </th>
                <th scope="col">Inside A24</th>
                <th scope="col" className="num" title="Natural log of the chance of the observed cycle types">
                  Log-likelihood
                </th>
                <th scope="col" className="num" title="With every candidate equally likely beforehand">
                  Posterior
                </th>
              </tr>
            </thead>
            <tbody>
              {ranking.map((g, i) => (
                <tr key={g.t}>
                  <td className="num">{i + 1}</td>
                  <td>
                    <GroupLabel label={g.label} />
                  </td>
                  <td className="num">
                    <GroupOrder order={g.order} />
                  </td>
                  <td>{g.inA24 ? 'yes' : 'no'}</td>
                  <td className="num mono">{g.logLikelihood.toFixed(2)}</td>
                  <td className="num">{percent(g.posterior)}</td>
                </tr>
              ))}
            </tbody>
          </table>
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
