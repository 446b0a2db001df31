/**
 * Cancel goes through the outbox like every write; the guessed path and RUN_NOT_CANCELLABLE are
 * explained where the button was (the run ended first, or someone cancelled it elsewhere).
 */
import { useState } from 'react';
import { describeError } from '../../../../shared/errorText';
import { call } from '../../bridge';
import { toErrorInfo } from '../../lib/errors';
import { OUTBOX_CHANGED, useContractQuery } from '../../stores/query';

export function CancelRun({ competitionId, runId }: { competitionId: string; runId: string }) {
  const [asking, setAsking] = useState(false);
  const [entryId, setEntryId] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const outbox = useContractQuery(
    'outbox.list',
    {},
    { enabled: entryId !== null, refreshOn: [OUTBOX_CHANGED] },
  );
  const entry = outbox.data?.find((e) => e.id === entryId) ?? null;
  const refused = entry?.status === 'failed' && entry.error ? describeError(entry.error) : null;

  const cancel = async () => {
    setMessage(null);
    try {
      const e = await call('playground.cancel', { competitionId, runId });
      setEntryId(e.id);
      setAsking(false);
    } catch (err) {
      setMessage(describeError(toErrorInfo(err)).title);
    }
  };
  if (refused)
    return (
      <span className="pg-field-error" role="alert" data-testid="pg-cancel-refused">
        {refused.title}: {refused.detail} {refused.action}
      </span>
    );
  if (entry && entry.status !== 'done')
    return <span className="muted">Cancelling… (waits in the outbox while offline)</span>;
  if (asking)
    return (
      <span className="pg-confirm">
        Stop this run? The unexecuted part is not charged.
        <button
          type="button"
          className="btn btn--small btn--danger"
          onClick={cancel}
          data-testid="pg-cancel-confirm"
        >
          Cancel run
        </button>
        <button type="button" className="btn btn--small btn--ghost" onClick={() => setAsking(false)}>
          Keep running
        </button>
      </span>
    );
  return (
    <>
      <button
        type="button"
        className="btn btn--small btn--danger"
        onClick={() => setAsking(true)}
        data-testid="pg-cancel"
      >
        Cancel…
      </button>
      {message && <span className="pg-field-error">{message}</span>}
    </>
  );
}
