import { useState } from 'react';
import { Link } from 'react-router';
import { isOp } from '../../../../shared/contracts/outboxEntry';
import { useOutboxEntry } from '../../stores/query';
import { DiscardDialog } from '../outbox/DiscardDialog';
import { EntryStatus } from '../outbox/EntryStatus';
import type { SubmitBodyInput, SubmitFlow } from './useSubmitFlow';

interface Props {
  flow: SubmitFlow;
  competitionId: string;
  /** The form's current values, for "edit and retry". */
  body: SubmitBodyInput;
}

/** Where the queued submission is, its answer once done, and the three actions if refused. */
export function SubmitStatus({ flow, competitionId, body }: Props) {
  const { entry } = useOutboxEntry(flow.entryId);
  const [discarding, setDiscarding] = useState(false);
  if (!entry) return null;
  const result = entry.status === 'done' && isOp(entry, 'submission.create') ? entry.result : null;
  return (
    <div className="submit-status">
      <EntryStatus entry={entry} doneWord="Submitted" testId="submit-status">
        {entry.status === 'failed' && flow.unsure && (
          <button type="button" className="btn btn--small btn--danger" onClick={() => setDiscarding(true)}>
            Discard…
          </button>
        )}
        {entry.status === 'failed' && !flow.unsure && (
          <>
            <button
              type="button"
              className="btn btn--small btn--primary"
              onClick={() => void flow.review(body)}
              data-testid="submit-edit-retry"
            >
              Edit and retry with the values above
            </button>
            <button type="button" className="btn btn--small" onClick={() => void flow.retry()}>
              Retry as is
            </button>
            <button type="button" className="btn btn--small btn--danger" onClick={() => setDiscarding(true)}>
              Discard…
            </button>
          </>
        )}
      </EntryStatus>
      {result && (
        <div className="submit-result" data-testid="submit-result">
          {result.batchId !== undefined ? (
            <p>
              IGP24 batch <code data-testid="igp24-batch-id">{result.batchId}</code>{' '}
              {result.submissionStatus ?? 'queued'}:{' '}
              <strong data-testid="igp24-queued">{result.queuedCount ?? 0}</strong> queued for verification,{' '}
              <strong data-testid="igp24-rejected">{result.rejectedCount ?? 0}</strong> rejected at once.
              Results appear under My submissions as verification completes.
            </p>
          ) : (
            <p>
              Stored as <code>{result.submissionId}</code>
              {result.slot !== undefined && <> in slot {result.slot}</>}.
            </p>
          )}
          <p>
            <Link to={`/competitions/${encodeURIComponent(competitionId)}/submissions`}>
              See my submissions
            </Link>
          </p>
        </div>
      )}
      <DiscardDialog
        entry={discarding ? entry : null}
        onClose={() => setDiscarding(false)}
        onDiscarded={flow.reset}
      />
    </div>
  );
}
