import type { CompetitionDetail } from '../../../../shared/api';
import { SubmitConfirm } from './SubmitConfirm';
import { SubmitStatus } from './SubmitStatus';
import type { SubmitBodyInput, SubmitFlow } from './useSubmitFlow';

interface Props {
  flow: SubmitFlow;
  competition: CompetitionDetail;
  body: SubmitBodyInput;
  /** Why the button is disabled, shown next to it (e.g. over the size limit). */
  blocked?: string | null;
  replaceNote: string;
  label?: string;
  /** Not blocking, but never passed over in silence: shown with the check and in the review. */
  warnings?: readonly string[];
}

/** "Review and submit…", the confirmation dialog, and the queued submission's state. */
export function SubmitActions({
  flow,
  competition,
  body,
  blocked,
  replaceNote,
  label = 'Review and submit…',
  warnings = [],
}: Props) {
  return (
    <>
      <div className="submit-actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={Boolean(blocked) || flow.checking}
          onClick={() => void flow.review(body)}
          data-testid="submit-review"
        >
          {flow.checking ? 'Checking…' : label}
        </button>
        <button
          type="button"
          className="btn"
          disabled={flow.checking}
          onClick={() => void flow.check(body)}
          data-testid="submit-check"
        >
          Check against the live schema
        </button>
        {blocked && (
          <span className="field__error" data-testid="submit-blocked">
            {blocked}
          </span>
        )}
        {!blocked && flow.precheck && flow.checkedBody === JSON.stringify(body) && (
          <span
            className={!flow.precheck.ok ? 'field__error' : warnings.length ? 'check-warn' : 'check-ok'}
            data-testid="check-result"
            data-warnings={warnings.length}
          >
            {!flow.precheck.ok
              ? 'Problems found: see the fields'
              : warnings.length
                ? `⚠ Passes the live schema and /me checks, but: ${warnings.join(' ')}`
                : '✓ Passes the live schema and /me checks'}
          </span>
        )}
      </div>
      <SubmitConfirm
        flow={flow}
        competition={competition}
        body={body}
        replaceNote={replaceNote}
        warnings={warnings}
      />
      <SubmitStatus flow={flow} competitionId={competition.id} body={body} />
    </>
  );
}
