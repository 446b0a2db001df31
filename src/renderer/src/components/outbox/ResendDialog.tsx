import type { OutboxEntryView } from '../../../../shared/contract';
import { Dialog } from '../Dialog';
import { QuotedPlatformText } from '../PlatformText';
import type { UnsureWords } from './unsure';

interface Props {
  entry: OutboxEntryView;
  words: UnsureWords;
  open: boolean;
  busy: boolean;
  onKeep: () => void;
  onSend: () => void;
}

/** Sending a write again that may already be on the platform can make a second copy: ask first. */
export function ResendDialog({ entry, words, open, busy, onKeep, onSend }: Props) {
  const listed = entry.candidates?.length ?? 0;
  return (
    <Dialog
      open={open}
      title="Send it again anyway?"
      onClose={onKeep}
      testId="resend-dialog"
      actions={
        <>
          <button type="button" className="btn" onClick={onKeep} disabled={busy}>
            Don’t send
          </button>
          <button
            type="button"
            className="btn btn--danger-solid"
            onClick={onSend}
            disabled={busy}
            data-testid="resend-confirm"
          >
            {busy ? 'Sending…' : 'Send again — it may make a second copy'}
          </button>
        </>
      }
    >
      <p>
        <strong>
          <QuotedPlatformText>{entry.summary}</QuotedPlatformText>
        </strong>{' '}
        may already be on the platform. If it is, sending it again makes {words.secondCopy}.
      </p>
      {listed > 0 && (
        <p>
          {listed === 1 ? `The ${words.record} listed` : `The ${listed} ${words.record}s listed`} will be
          taken as not this write, and not offered for it again.
        </p>
      )}
      <p className="muted">Not sure? Look at {words.where} on the platform’s website first.</p>
    </Dialog>
  );
}
