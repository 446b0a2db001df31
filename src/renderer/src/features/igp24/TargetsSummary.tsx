import { memo } from 'react';
import { Link } from 'react-router';
import type { Igp24Targets } from '../../../../shared/contracts/igp24';
import { GroupLabel } from '../../components/GroupLabel';
import { formatInteger } from '../../lib/format';
import { explorerLink } from './checkWords';
import type { LabelSyncState } from './useLabelSync';

/** The targets for the r values computed so far; memoized: a check's results do not redraw it. */
export const TargetsSummary = memo(function TargetsSummary({
  targets,
  labels,
}: {
  targets: Igp24Targets | null;
  labels: LabelSyncState;
}) {
  const sync = labels.sync;
  if (!targets || targets.byR.length === 0) return null;
  return (
    <div className="igp24-targets" data-testid="igp24-targets">
      <h3>Targets for the computed r</h3>
      {sync?.published === false && (
        <p className="warn-text">
          Label progress is not published right now
          {sync.count > 0 ? '; these counts come from the last published copy.' : '.'}
        </p>
      )}
      {(sync?.count ?? 0) === 0 ? (
        <p className="muted">No label-progress data yet, so targets cannot be computed.</p>
      ) : (
        <ul>
          {targets.byR.map((t) => (
            <li key={t.r}>
              <strong>r = {t.r}</strong>: {formatInteger(t.remaining)} of {formatInteger(t.allowed)} labels
              allowing r = {t.r} still have it remaining
              {t.examples.length > 0 && (
                <>
                  , e.g.{' '}
                  {t.examples.map((label, i) => (
                    <span key={label}>
                      <GroupLabel label={label} />
                      {i < t.examples.length - 1 && ', '}
                    </span>
                  ))}
                </>
              )}{' '}
              · <Link to={explorerLink(t.r)}>open in the explorer</Link>
            </li>
          ))}
        </ul>
      )}
      <p className="faint">
        The verifier assigns the Galois group label; a polynomial counts for (24T&lt;t&gt;, r) only if its
        group is 24T&lt;t&gt;. These are the labels where your r would still be a first.
      </p>
    </div>
  );
});
