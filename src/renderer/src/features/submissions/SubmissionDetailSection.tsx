import { Link, useParams } from 'react-router';
import { CachedView } from '../../components/CachedView';
import { CopyButton } from '../../components/CopyButton';
import { KindLabel } from '../../components/competitionBits';
import { DataTable } from '../../components/DataTable';
import { DownloadButton } from '../../components/DownloadButton';
import { FieldList } from '../../components/FieldValue';
import { Freshness } from '../../components/Freshness';
import { LocalTime } from '../../components/TimeLeft';
import { useCompetition } from '../../lib/useCompetition';
import { useCached } from '../../stores/useCached';
import './submissions.css';

/** One submission as the server stores it (`submissions.get`), with download. */
export function SubmissionDetailSection() {
  const competition = useCompetition();
  const { submissionId = '' } = useParams();
  const state = useCached('submissions.get', { competitionId: competition.id, submissionId });
  const base = `/competitions/${encodeURIComponent(competition.id)}`;
  return (
    <section className="section" aria-labelledby="sub-h" data-testid="submission-detail">
      <nav className="breadcrumb">
        <Link to={`${base}/submissions`}>My submissions</Link> / <code data-id-text>{submissionId}</code>
      </nav>
      <div className="section__header">
        <h2 id="sub-h">
          Submission <code data-id-text>{submissionId}</code>
        </h2>
        <Freshness state={state} />
        {state.data && (
          <DownloadButton competitionId={competition.id} submissionId={submissionId} kind={state.data.kind} />
        )}
      </div>
      <CachedView
        state={state}
        loadingLabel="Loading the submission…"
        errorContext="Could not load the submission"
      >
        {(s) => (
          <div className="card section">
            <dl className="kv">
              <dt>Kind</dt>
              <dd>
                <KindLabel kind={s.kind} />
              </dd>
              {s.slot !== undefined && (
                <>
                  <dt>Slot</dt>
                  <dd>{s.slot}</dd>
                </>
              )}
              <dt>Created</dt>
              <dd>
                <LocalTime iso={s.createdAt} />
              </dd>
              <dt>Updated</dt>
              <dd>
                <LocalTime iso={s.updatedAt} />
              </dd>
              <dt>Submission ID</dt>
              <dd>
                <code data-id-text>{s.submissionId}</code>{' '}
                <CopyButton text={s.submissionId} what="submission ID" />
              </dd>
            </dl>
            <h3>What was sent</h3>
            <FieldList value={s.payload} />
            <h3>Description and lineage</h3>
            {s.meta === null ? (
              <p className="muted">None recorded (an older record).</p>
            ) : Object.keys(s.meta).length === 0 ? (
              <p className="muted">None given.</p>
            ) : (
              <FieldList value={s.meta} />
            )}
            <OtherFields record={s} />
            {s.verifiedPolynomials && s.verifiedPolynomials.length > 0 && (
              <>
                <h3>Verified polynomials</h3>
                <DataTable rows={s.verifiedPolynomials} label="Verified polynomials" />
              </>
            )}
            {s.failedPolynomials && s.failedPolynomials.length > 0 && (
              <>
                <h3>Failed polynomials</h3>
                <DataTable rows={s.failedPolynomials} label="Failed polynomials" />
              </>
            )}
          </div>
        )}
      </CachedView>
    </section>
  );
}

/** Fields shown above, or in their own tables below. */
const SHOWN = [
  'submissionId',
  'competitionId',
  'kind',
  'slot',
  'createdAt',
  'updatedAt',
  'payload',
  'meta',
  'verifiedPolynomials',
  'failedPolynomials',
];

/** Whatever else the record carries (IGP24 batch fields, fields a newer platform adds). */
function OtherFields({ record }: { record: object }) {
  const meta = (record as { meta?: Record<string, unknown> | null }).meta;
  const rest = Object.fromEntries(
    Object.entries(record).filter(
      // IGP24 repeats meta.description at the top level (spec 2.5): shown once, above.
      ([k, v]) => !SHOWN.includes(k) && !(k === 'description' && (v === null || v === meta?.description)),
    ),
  );
  if (Object.keys(rest).length === 0) return null;
  return (
    <>
      <h3>More about this submission</h3>
      <FieldList value={rest} />
    </>
  );
}
