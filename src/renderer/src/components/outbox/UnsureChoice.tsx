import type { OutboxEntryView } from '../../../../shared/contract';
import { describeError } from '../../../../shared/errorText';
import { ErrorPanel } from '../ErrorPanel';
import { LocalTime } from '../TimeLeft';
import { ResendDialog } from './ResendDialog';
import { unsureWords } from './unsure';
import { useUnsureChoice } from './useUnsureChoice';
import './UnsureChoice.css';
import { QuotedPlatformText } from '../PlatformText';

/**
 * A write that may already be on the platform, settled by the user: the records made since it was
 * queued that could be it, each with "This is it"; "Check again"; and "Send again anyway", which
 * asks first because it can make a second copy. Shown on the Outbox page and in every form's
 * status of such a write (EntryStatus).
 */
export function UnsureChoice({ entry }: { entry: OutboxEntryView }) {
  const choice = useUnsureChoice(entry);
  const words = unsureWords(entry.request.op);
  const why = entry.error ? describeError(entry.error).detail : null;
  const candidates = entry.candidates ?? [];
  const working = choice.state.step === 'working' ? choice.state : null;
  const plural = candidates.length === 1 ? words.record : `${words.record}s`;
  return (
    <div className="unsure" data-testid="unsure-choice" data-entry={entry.id}>
      {why && <p>{why}</p>}
      {candidates.length > 0 ? (
        <>
          <p className="unsure__ask">
            It was queued <LocalTime iso={entry.createdAt} />. Since then the platform made{' '}
            {candidates.length === 1 ? `this ${plural}` : `these ${candidates.length} ${plural}`}: is{' '}
            {candidates.length === 1 ? 'it' : 'one of them'} this write?
          </p>
          <ul className="unsure__list" aria-label={`${plural} that could be this write`}>
            {candidates.map((c) => (
              <li key={c.id} className="unsure__candidate" data-testid="unsure-candidate" data-id={c.id}>
                <div className="unsure__what">
                  <span className="unsure__label">
                    <QuotedPlatformText>{c.label}</QuotedPlatformText>
                  </span>
                  <span className="muted">
                    {c.madeAt ? (
                      <>
                        made <LocalTime iso={c.madeAt} />
                      </>
                    ) : (
                      'the platform does not say when it was made'
                    )}
                  </span>
                </div>
                <button
                  type="button"
                  className="btn btn--small btn--primary"
                  onClick={() => void choice.adopt(c.id)}
                  disabled={working !== null}
                  aria-label={`This is it: ${c.label}`}
                  data-testid="unsure-adopt"
                >
                  {working?.action === 'adopt' && working.candidateId === c.id ? 'Recording…' : 'This is it'}
                </button>
              </li>
            ))}
          </ul>
          <p className="unsure__hint muted">
            “This is it” records the write as done with that {words.record}; nothing is sent.
          </p>
        </>
      ) : (
        <p className="unsure__ask" data-testid="unsure-none">
          The check found no {words.record} that could be it. Look at {words.where} on the platform’s website:
          if it is there, discard this entry; if it is not, send it again.
        </p>
      )}
      <div className="unsure__actions">
        <button
          type="button"
          className="btn btn--small"
          onClick={() => void choice.check()}
          disabled={working !== null}
          data-testid="unsure-check"
        >
          {working?.action === 'check' ? 'Checking…' : 'Check again'}
        </button>
        <button
          type="button"
          className="btn btn--small btn--danger"
          onClick={choice.askResend}
          disabled={working !== null}
          data-testid="unsure-resend"
        >
          Send again anyway…
        </button>
        <span className="unsure__hint muted">
          If the first attempt did arrive, sending again makes {words.secondCopy}.
        </span>
      </div>
      {choice.error && <ErrorPanel info={choice.error} compact context="Could not do that" />}
      <ResendDialog
        entry={entry}
        words={words}
        open={choice.state.step === 'confirming' || working?.action === 'resend'}
        busy={working?.action === 'resend'}
        onKeep={choice.keep}
        onSend={() => void choice.resend()}
      />
    </div>
  );
}
