import { Link } from 'react-router';
// The group names alone (pure data and words), not the ranking's entry galois/index.ts.
import { groupLabelText } from '../../../../shared/igp24/galois/groupNames';
import { CursorPager, useCursorStack } from '../../components/CursorPager';
import { ErrorPanel } from '../../components/ErrorPanel';
import { GroupLabel } from '../../components/GroupLabel';
import { ScrollRegion } from '../../components/ScrollRegion';
import { useCached } from '../../stores/useCached';

const PAIRS_PAGE = 500;

/** Allowed (t, r) pairs nobody has found, ordered by t then r, paged with the server's cursor. */
export function RemainingPairs() {
  const pager = useCursorStack();
  const page = useCached('igp24.remainingPairs', { cursor: pager.cursor, limit: PAIRS_PAGE });
  const data = page.data;
  return (
    <section className="card section" aria-labelledby="igp24-pairs-h">
      <div className="section__header">
        <h2 id="igp24-pairs-h">Remaining pairs</h2>
        <span className="muted">
          allowed (24T&lt;t&gt;, r) with no team credit yet · ordered by t, then r · page {pager.pageNo}
        </span>
      </div>
      {page.error && !data && <ErrorPanel info={page.error} onRetry={page.refresh} />}
      {page.error && data && (
        <ErrorPanel
          info={page.error}
          compact
          context="The last refresh failed; showing the page from before"
          onRetry={page.refresh}
        />
      )}
      {data && !data.meta.published && (
        <div className="igp24-notice" role="note">
          <p>
            <strong>Remaining pairs are not published right now</strong> (<code>meta.published = false</code>
            ): the empty list does not mean every pair is found.
          </p>
        </div>
      )}
      {data?.meta.published && (
        <>
          <ScrollRegion className="igp24-pairs" label="Remaining pairs" testId="igp24-pairs">
            {data.items.map((p) => (
              <Link
                key={`${p.t}:${p.r}`}
                className="igp24-pair"
                to={`/igp24?tab=explorer&labels=${encodeURIComponent(p.label)}`}
                title={`${groupLabelText(p.label)}, r = ${p.r}: nobody has found it yet`}
              >
                <GroupLabel label={p.label} />
                <span className="muted"> r={p.r}</span>
              </Link>
            ))}
          </ScrollRegion>
          <CursorPager label="Remaining pairs pages" pager={pager} page={data} rangePrefix="pairs " />
          {data.items.length > 0 && (
            <p>
              <Link
                className="btn btn--small"
                to={`/igp24?tab=discover&${data.items.map((p) => `target=${encodeURIComponent(`${p.label}:${p.r}`)}`).join('&')}`}
                data-testid="igp24-pairs-discover"
              >
                Search for the pairs of this page
              </Link>
            </p>
          )}
          <p className="faint">generated {data.generatedAt} · refreshed at most every 120 s</p>
        </>
      )}
    </section>
  );
}
