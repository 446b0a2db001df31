import type { ScoreOutlook, ScoreVerdict } from '../../../../shared/igp24/galois/index';
import { newPairWords } from './galoisWords';

/** The badge's look per answer: scores (green), likely (amber), no or not known (grey). */
const BADGE: Record<ScoreVerdict['scores'], string> = {
  yes: 'badge badge--ok',
  likely: 'badge badge--warn',
  no: 'badge badge--neutral',
  unknown: 'badge badge--neutral',
};

/**
 * "Would it score?" of one line: the outcome in a few words (new pair, new record, no score,
 * cannot tell…) and one line of why, the whole sentence on hover and in the line's detail dialog.
 */
export function ScoreCell({
  verdict,
  outlook,
}: {
  verdict: ScoreVerdict | undefined;
  outlook: ScoreOutlook | undefined;
}) {
  if (!verdict)
    return (
      <span className="muted" title={outlook ? undefined : 'Waiting for the label progress'}>
        …
      </span>
    );
  return (
    <>
      <span
        className={BADGE[verdict.scores]}
        title={outlook ? newPairWords(outlook) : undefined}
        data-testid="igp24-score-outcome"
        data-kind={verdict.kind}
      >
        {verdict.headline}
      </span>
      <div
        className={`igp24-small igp24-clamp ${verdict.scores === 'yes' ? 'ok-text' : 'muted'}`}
        title={verdict.words}
        data-testid="igp24-score-words"
      >
        {verdict.words}
      </div>
    </>
  );
}
