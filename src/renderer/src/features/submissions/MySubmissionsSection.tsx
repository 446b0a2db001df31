import { Link } from 'react-router';
import type { SubmissionDto } from '../../../../shared/api';
import { CachedView } from '../../components/CachedView';
import { CursorPager, useCursorStack } from '../../components/CursorPager';
import { DownloadButton } from '../../components/DownloadButton';
import { Empty } from '../../components/Empty';
import { Freshness } from '../../components/Freshness';
import { SubmissionLine } from '../../components/submit/describeSubmission';
import { LocalTime } from '../../components/TimeLeft';
import { useCompetition } from '../../lib/useCompetition';
import { useCached } from '../../stores/useCached';
import './submissions.css';

const ORDER_NOTE: Record<string, string> = {
  'model-reference': 'Current entries, ordered by slot.',
  'igp24-polynomial': 'Every submission, newest first.',
  cheatsheet: 'Your team’s current entry (zero or one).',
  'solver-participation': 'Current entries, one per track.',
};

/** `/submissions/mine` for this competition, cursor-paged, with detail and download. */
export function MySubmissionsSection() {
  const competition = useCompetition();
  const pager = useCursorStack();
  const state = useCached('submissions.mine', { competitionId: competition.id, cursor: pager.cursor });
  const page = state.data;
  const pageNo = pager.pageNo;
  const base = `/competitions/${encodeURIComponent(competition.id)}`;
  const kind = competition.submissionSpec.kind;
  // Pagination is not a snapshot (spec 2.1): de-duplicate by ID within what is shown.
  const items: SubmissionDto[] = [];
  const seen = new Set<string>();
  for (const s of page?.items ?? []) if (!seen.has(s.submissionId)) seen.add(s.submissionId) && items.push(s);
  if (kind === 'model-reference') items.sort((a, b) => (a.slot ?? 0) - (b.slot ?? 0));

  return (
    <section className="section" aria-labelledby="mine-h">
      <div className="section__header">
        <h2 id="mine-h">My submissions</h2>
        <Freshness state={state} />
        <Link className="btn btn--small btn--primary" to={`${base}/submit`}>
          Submit…
        </Link>
      </div>
      <p className="field__hint">{ORDER_NOTE[kind] ?? 'Your current entries.'}</p>
      <CachedView
        state={state}
        loadingLabel="Loading your submissions…"
        errorContext="Could not load your submissions"
      >
        {() =>
          items.length === 0 ? (
            <Empty title={pageNo === 1 ? 'You have not submitted anything here yet' : 'This page is empty'}>
              {pageNo === 1 && (
                <p>
                  <Link to={`${base}/submit`}>Submit an entry</Link>.
                </p>
              )}
            </Empty>
          ) : (
            <div className="table-frame">
              <table className="plain-table submissions-table" data-testid="my-submissions">
                <thead>
                  <tr>
                    {kind === 'model-reference' && (
                      <th scope="col" className="num">
                        Slot
                      </th>
                    )}
                    <th scope="col">Submission</th>
                    <th scope="col">Entry</th>
                    <th scope="col">Updated</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((s) => (
                    <tr
                      key={s.submissionId}
                      data-testid="submission-row"
                      data-id={s.submissionId}
                      data-slot={s.slot}
                    >
                      {kind === 'model-reference' && <td className="num">{s.slot ?? '—'}</td>}
                      <td>
                        <Link to={`${base}/submissions/${encodeURIComponent(s.submissionId)}`}>
                          {/* A submission has no name: its ID is what the platform and the CLI know it by. */}
                          <code data-id-text>{s.submissionId}</code>
                        </Link>
                      </td>
                      <td>
                        <SubmissionLine s={{ ...s, slot: undefined }} />
                      </td>
                      <td>
                        <LocalTime iso={s.updatedAt} />
                      </td>
                      <td>
                        <DownloadButton
                          competitionId={competition.id}
                          submissionId={s.submissionId}
                          kind={s.kind}
                          small
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </CachedView>
      <CursorPager label="Submission pages" pager={pager} page={page} withFirst rangePrefix="" />
    </section>
  );
}
