import { useState } from 'react';
import { Link } from 'react-router';
import type { SubmissionDto } from '../../../../shared/api';
import { CachedView } from '../../components/CachedView';
import { CursorPager, useCursorStack } from '../../components/CursorPager';
import { DownloadButton } from '../../components/DownloadButton';
import { Empty } from '../../components/Empty';
import { Freshness } from '../../components/Freshness';
import { PlatformText } from '../../components/PlatformText';
import { localTime, parseDate } from '../../lib/format';
import { useCached } from '../../stores/useCached';
import { ItemsTable, queuedCount } from './SentBatchView';
import { IGP24_ID } from './useIgp24Spec';

/** Every IGP24 submission of the team, newest first (spec 4.1), paged with the server's cursor. */
export function HistoryTab() {
  const pager = useCursorStack();
  const page = useCached('submissions.mine', { competitionId: IGP24_ID, cursor: pager.cursor });
  return (
    <section className="card section" aria-labelledby="igp24-history-h">
      <div className="section__header">
        <h2 id="igp24-history-h">IGP24 submissions</h2>
        <span className="muted">newest first · page {pager.pageNo}</span>
        <Freshness state={page} />
      </div>
      <CachedView
        state={page}
        loadingLabel="Loading submissions…"
        errorContext="Could not load the submissions"
      >
        {(data) =>
          data.items.length === 0 ? (
            <Empty title="No IGP24 submissions yet">
              <p>Submissions your team sends (here or on the website) appear here.</p>
            </Empty>
          ) : (
            <>
              <ul className="igp24-history" data-testid="igp24-history">
                {data.items.map((s) => (
                  <HistoryItem key={s.submissionId} s={s} />
                ))}
              </ul>
              <CursorPager label="History pages" pager={pager} page={data} />
            </>
          )
        }
      </CachedView>
    </section>
  );
}

function HistoryItem({ s }: { s: SubmissionDto }) {
  const [open, setOpen] = useState(false);
  const accepted = s.verifiedPolynomials?.length ?? 0;
  const rejected = s.failedPolynomials?.length ?? 0;
  const queued = queuedCount(s);
  const created = parseDate(s.createdAt);
  const items = [...(s.verifiedPolynomials ?? []), ...(s.failedPolynomials ?? [])];
  return (
    <li className="igp24-history__item" data-testid="igp24-history-item">
      <div className="igp24-history__line">
        <span className="mono">{created ? localTime(created) : s.createdAt}</span>
        <Link to={`/competitions/${IGP24_ID}/submissions/${encodeURIComponent(s.submissionId)}`}>
          <code>{s.submissionId}</code>
        </Link>
        <span className="ok-text">{accepted} accepted</span>
        <span className={rejected ? 'danger-text' : 'muted'}>{rejected} rejected</span>
        {queued > 0 && <span className="warn-text">{queued} queued</span>}
        {s.description && (
          <span className="muted">
            “<PlatformText>{s.description}</PlatformText>”
          </span>
        )}
        <span className="igp24-history__actions">
          <button
            type="button"
            className="btn btn--small"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
          >
            {open ? 'Hide lines' : 'Show results'}
          </button>
          <DownloadButton competitionId={IGP24_ID} submissionId={s.submissionId} kind={s.kind} small />
        </span>
      </div>
      {open &&
        (items.length > 0 ? <ItemsTable items={items} /> : <p className="muted">No per-line results yet.</p>)}
    </li>
  );
}
