import type { CompetitionDetail } from '../../../../shared/api';
import { type ApiErrorInfo, isUnreachable } from '../../../../shared/api/errors';
import { describeBlockedReason, describeError } from '../../../../shared/errorText';
import { ErrorPanel } from '../ErrorPanel';
import '../ByteCounter.css';
import { byteStatus } from '../../lib/bytes';
import { Dialog } from '../Dialog';
import { SubmissionLine } from './describeSubmission';
import type { SubmitBodyInput, SubmitFlow } from './useSubmitFlow';

interface Props {
  flow: SubmitFlow;
  competition: CompetitionDetail;
  body: SubmitBodyInput;
  /** What the submission does to current entries, in words, by kind. */
  replaceNote: string;
  /** Not blocking, but worth a last look (e.g. unknown cheatsheet placeholders). */
  warnings?: readonly string[];
}

/**
 * The pre-check could not ask the platform, so the submission may still be queued for later:
 * the platform is unreachable, or (INTERNAL, on purpose) the call never got through to the core
 * at all, e.g. the serve host is down. A refusal with any other code blocks the send.
 */
function precheckOffline(info: ApiErrorInfo | null): boolean {
  return info !== null && (isUnreachable(info) || info.code === 'INTERNAL');
}

/** The last look before sending: eligibility, size, schema problems and what is replaced. */
export function SubmitConfirm({ flow, competition, body, replaceNote, warnings = [] }: Props) {
  const p = flow.precheck;
  const offline = !p && precheckOffline(flow.precheckError);
  const problems = p
    ? [
        ...p.payloadErrors.map((f) => ({ ...f, where: 'payload' })),
        ...p.metaErrors.map((f) => ({ ...f, where: 'meta' })),
      ]
    : [];
  const canSend = p ? p.ok : Boolean(offline);
  const replacing = p?.replaces ?? [];
  const isReplace = replacing.length > 0;
  const size = p?.size ? byteStatus(p.size.bytes, p.size.maxBytes) : null;
  return (
    <Dialog
      open={flow.confirmOpen}
      title={`Submit to ${competition.title}?`}
      onClose={flow.closeConfirm}
      testId="submit-confirm"
      wide
      actions={
        <>
          <button type="button" className="btn" onClick={flow.closeConfirm}>
            Cancel
          </button>
          <button
            type="button"
            className={isReplace ? 'btn btn--danger-solid' : 'btn btn--primary'}
            disabled={!canSend || flow.busy || flow.checking}
            onClick={() => void flow.submit(body)}
            data-testid="submit-confirm-button"
          >
            {flow.busy
              ? 'Queuing…'
              : offline
                ? 'Queue the submission'
                : isReplace
                  ? 'Replace and submit'
                  : 'Submit'}
          </button>
        </>
      }
    >
      {flow.checking && <p className="muted">Checking with the platform…</p>}
      {p && !p.canSubmit && p.blockedReason && (
        <div className="error-panel error-panel--compact" role="alert" data-testid="blocked-reason">
          <p className="error-panel__title">{describeBlockedReason(p.blockedReason).title}</p>
          <p className="error-panel__detail">{describeBlockedReason(p.blockedReason).detail}</p>
          <p className="error-panel__action">{describeBlockedReason(p.blockedReason).action}</p>
        </div>
      )}
      {offline && flow.precheckError && (
        <div className="notice notice--warn" data-testid="precheck-offline">
          <p>
            <strong>Could not check with the platform:</strong> {describeError(flow.precheckError).title}.
          </p>
          <p>
            The submission can be queued now. It is sent, and checked by the platform, when the connection is
            back; if it is refused you will find it in the Outbox with the reason.
          </p>
        </div>
      )}
      {!p && flow.precheckError && !offline && (
        <ErrorPanel info={flow.precheckError} compact context="The check failed" />
      )}
      {size && (
        <p data-testid="confirm-size" className={`byte-text byte-text--${size.level}`}>
          Size: {size.text}
        </p>
      )}
      {p?.slotError && <p className="field__error">Slot: {p.slotError}</p>}
      {warnings.length > 0 && (
        <div className="notice notice--warn" data-testid="confirm-warnings">
          <p>
            <strong>Check before sending:</strong>
          </p>
          <ul>
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      )}
      {problems.length > 0 && (
        <div className="notice notice--error" data-testid="confirm-problems">
          <p>
            <strong>Fix these first</strong> (they are also shown at their fields):
          </p>
          <ul>
            {problems.map((f) => (
              <li key={`${f.where}${f.path}${f.code}`}>
                <code>
                  {f.where}
                  {f.path}
                </code>
                : {f.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {p && (
        <div className={isReplace ? 'notice notice--warn' : 'notice'} data-testid="confirm-replaces">
          <p>
            <strong>{replaceNote}</strong>
          </p>
          {isReplace ? (
            <>
              <p>This replaces:</p>
              <ul>
                {replacing.map((s) => (
                  <li key={s.submissionId}>
                    <SubmissionLine s={s} />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="muted">Nothing is replaced.</p>
          )}
        </div>
      )}
      {flow.submitError && (
        <ErrorPanel info={flow.submitError} compact context="Could not queue the submission" />
      )}
    </Dialog>
  );
}
