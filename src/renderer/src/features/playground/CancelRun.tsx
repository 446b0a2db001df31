/**
 * Cancel goes through the outbox like every write; the guessed path and RUN_NOT_CANCELLABLE are
 * explained where the button was (the run ended first, or someone cancelled it elsewhere).
 */
import { describeError } from '../../../../shared/errorText';
import { useRunCancel } from './useRunCancel';

export function CancelRun({ competitionId, runId }: { competitionId: string; runId: string }) {
  const { state, callError, ask, keep, confirm } = useRunCancel(competitionId, runId);
  if (state.phase === 'refused') {
    const refused = describeError(state.error);
    return (
      <span className="pg-field-error" role="alert" data-testid="pg-cancel-refused">
        {refused.title}: {refused.detail} {refused.action}
      </span>
    );
  }
  if (state.phase === 'cancelling')
    return <span className="muted">Cancelling… (waits in the outbox while offline)</span>;
  if (state.phase === 'asking')
    return (
      <span className="pg-confirm">
        Stop this run? The unexecuted part is not charged.
        <button
          type="button"
          className="btn btn--small btn--danger"
          onClick={confirm}
          data-testid="pg-cancel-confirm"
        >
          Cancel run
        </button>
        <button type="button" className="btn btn--small btn--ghost" onClick={keep}>
          Keep running
        </button>
      </span>
    );
  return (
    <>
      <button type="button" className="btn btn--small btn--danger" onClick={ask} data-testid="pg-cancel">
        Cancel…
      </button>
      {callError && <span className="pg-field-error">{describeError(callError).title}</span>}
    </>
  );
}
