import { Link, useParams } from 'react-router';
import { CachedView } from '../../components/CachedView';
import { DataTable } from '../../components/DataTable';
import { Freshness } from '../../components/Freshness';
import { LocalTime } from '../../components/TimeLeft';
import { useCached } from '../../stores/useCached';
import { KindLabel } from '../competitions/bits';
import { useCompetition } from '../competitions/useCompetition';
import { DownloadButton } from './DownloadButton';
import './submissions.css';

function Value({ v }: { v: unknown }) {
  if (typeof v === 'string') {
    return v.includes('\n') || v.length > 120 ? <pre className="value-pre">{v}</pre> : <code>{v}</code>;
  }
  return <pre className="value-pre">{JSON.stringify(v, null, 2)}</pre>;
}

/** One submission as the server stores it (`submissions.get`), with download. */
export function SubmissionDetailSection() {
  const competition = useCompetition();
  const { submissionId = '' } = useParams();
  const state = useCached('submissions.get', { competitionId: competition.id, submissionId });
  const base = `/competitions/${encodeURIComponent(competition.id)}`;
  return (
    <section className="section" aria-labelledby="sub-h" data-testid="submission-detail">
      <nav className="breadcrumb">
        <Link to={`${base}/submissions`}>My submissions</Link> / <code>{submissionId}</code>
      </nav>
      <div className="section__header">
        <h2 id="sub-h">Submission {submissionId}</h2>
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
              {Object.entries(s.payload).map(([k, v]) => (
                <div key={`p-${k}`} className="kv__row">
                  <dt>payload.{k}</dt>
                  <dd>
                    <Value v={v} />
                  </dd>
                </div>
              ))}
              <dt>meta</dt>
              <dd>
                {s.meta === null ? (
                  <span className="muted">null (older record)</span>
                ) : Object.keys(s.meta).length === 0 ? (
                  <span className="muted">none</span>
                ) : (
                  <Value v={s.meta} />
                )}
              </dd>
            </dl>
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
