import type { CompetitionDetail } from '../../../../shared/api';
import type { SubmitPrecheck } from '../../../../shared/contract';
import { describeBlockedReason } from '../../../../shared/errorText';
import { formatInteger } from '../../lib/format';
import { useParticipationBlock } from '../../lib/useParticipationBlock';
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

/** Every problem a failed precheck found, in words; field problems are also marked at their fields. */
export function precheckProblems(p: SubmitPrecheck): string[] {
  const out: string[] = [];
  if (!p.canSubmit) {
    out.push(p.blockedReason ? describeBlockedReason(p.blockedReason).title : 'You cannot submit right now');
  }
  const fields = p.payloadErrors.length + p.metaErrors.length + (p.slotError ? 1 : 0);
  if (fields > 0) out.push(`${fields} ${fields === 1 ? 'field needs' : 'fields need'} fixing (marked below)`);
  if (p.size && p.size.maxBytes !== null && p.size.bytes > p.size.maxBytes) {
    out.push(`too large: ${formatInteger(p.size.bytes)} of ${formatInteger(p.size.maxBytes)} bytes`);
  }
  return out;
}

/** "Review and submit…", the confirmation dialog, and the queued submission's state. */
export function SubmitActions({
  flow,
  competition,
  body,
  blocked: formBlocked,
  replaceNote,
  label = 'Review and submit…',
  warnings = [],
}: Props) {
  // Blocked participation comes first: no form edit can fix it, so the form must not invite one.
  const blocked =
    useParticipationBlock(competition.id) ??
    (flow.unsure ? 'The last submission may already be on the platform: settle it below first.' : null) ??
    formBlocked;
  const precheck = flow.precheck;
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
        {precheck && flow.checkedBody === JSON.stringify(body) && (
          <span
            className={!precheck.ok ? 'field__error' : warnings.length ? 'check-warn' : 'check-ok'}
            data-testid="check-result"
            data-warnings={warnings.length}
          >
            {!precheck.ok
              ? `Problems found: ${precheckProblems(precheck).join('; ') || 'the platform refused it'}.`
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
