import { Link } from 'react-router';
import type { SubmissionDto } from '../../../../shared/api';
import { CachedView } from '../../components/CachedView';
import { CursorPager, useCursorStack } from '../../components/CursorPager';
import { DataTable } from '../../components/DataTable';
import { DownloadButton } from '../../components/DownloadButton';
import { Empty } from '../../components/Empty';
import { Freshness } from '../../components/Freshness';
import { SubmissionLine } from '../../components/submit/describeSubmission';
import { useCompetition } from '../../lib/useCompetition';
import { useCached } from '../../stores/useCached';
import './submissions.css';

const ORDER_NOTE: Record<string, string> = {
  'model-reference': 'Current entries, ordered by slot.',
  'igp24-polynomial': 'Every submission, newest first.',
  cheatsheet: 'Your team’s current entry (zero or one).',
  'solver-participation': 'Current entries, one per track.',
};

const SLOT = { key: 'slot', title: 'Slot', numeric: true };
const COLUMNS = [
  { key: 'submission', title: 'Submission' },
  { key: 'entry', title: 'Entry', wrap: true },
  { key: 'updatedAt', title: 'Updated' },
  { key: 'actions', title: 'Actions' },
];

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
            <DataTable
              rows={items.map((sub) => ({
                ...(kind === 'model-reference' ? { slot: sub.slot ?? null } : {}),
                submission: sub.submissionId,
                entry: sub.kind,
                updatedAt: sub.updatedAt,
                actions: '',
                sub,
              }))}
              columns={kind === 'model-reference' ? [SLOT, ...COLUMNS] : COLUMNS}
              label="My submissions"
              testId="my-submissions"
              interactive
              searchBox={false}
              rowKey={(row) => row.submission}
              rowData={(row) => ({
                'data-testid': 'submission-row',
                'data-id': row.submission,
                'data-slot': row.sub.slot,
              })}
              renderCell={(field, { sub }) => {
                if (field === 'submission')
                  return (
                    <Link to={`${base}/submissions/${encodeURIComponent(sub.submissionId)}`}>
                      {/* A submission has no name: its ID is what the platform and the CLI know it by. */}
                      <code data-id-text>{sub.submissionId}</code>
                    </Link>
                  );
                if (field === 'entry') return <SubmissionLine s={{ ...sub, slot: undefined }} />;
                if (field === 'actions')
                  return (
                    <DownloadButton
                      competitionId={competition.id}
                      submissionId={sub.submissionId}
                      kind={sub.kind}
                      small
                    />
                  );
                return undefined;
              }}
            />
          )
        }
      </CachedView>
      <CursorPager label="Submission pages" pager={pager} page={page} withFirst rangePrefix="" />
    </section>
  );
}
