import { useRef } from 'react';
import type { OutboxListEntry } from '../../../../shared/contract';
import { useBusyAction } from '../../lib/useBusyAction';
import { useOutboxCommands } from '../../stores/query';
import { Dialog } from '../Dialog';
import { ErrorPanel } from '../ErrorPanel';
import { QuotedPlatformText } from '../PlatformText';
import { entryText } from './entryText';

interface Props {
  entry: OutboxListEntry | null;
  onClose: () => void;
  onDiscarded?: () => void;
}

/**
 * Discarding drops the user's text for good, so the dialog says so and shows the text in a
 * selectable box ("Select all", then copy with the keyboard: clipboard access is denied in the app).
 */
export function DiscardDialog({ entry, onClose, onDiscarded }: Props) {
  const textRef = useRef<HTMLTextAreaElement>(null);
  const { busy, error, run } = useBusyAction();
  const commands = useOutboxCommands();
  const text = entry ? entryText(entry.request) : '';
  // Its stored data cannot be read: there is no text to show, and none to save from here.
  const unreadable = entry !== null && entry.request === null;
  const discard = () =>
    entry &&
    run(async () => {
      await commands.discard(entry.id);
      onDiscarded?.();
      onClose();
    });
  return (
    <Dialog
      open={entry !== null}
      title="Discard this write?"
      onClose={onClose}
      testId="discard-dialog"
      actions={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Keep it
          </button>
          <button
            type="button"
            className="btn btn--danger-solid"
            onClick={discard}
            disabled={busy}
            data-testid="discard-confirm"
          >
            {busy ? 'Discarding…' : 'Discard — the text is lost'}
          </button>
        </>
      }
    >
      <p>
        <strong>
          <QuotedPlatformText>{entry?.summary ?? ''}</QuotedPlatformText>
        </strong>{' '}
        will not be sent.{' '}
        {unreadable
          ? 'What the workbench stored for it can no longer be read, so there is nothing to show or send.'
          : text
            ? 'The text below exists only in this outbox: once discarded it is lost.'
            : 'Nothing you wrote is lost.'}
      </p>
      {text && (
        <>
          <label className="field">
            <span>Your text (copy it before discarding)</span>
            <textarea ref={textRef} className="copy-box" readOnly value={text} rows={8} />
          </label>
          <div>
            <button
              type="button"
              className="btn btn--small"
              onClick={() => {
                textRef.current?.focus();
                textRef.current?.select();
              }}
            >
              Select all text
            </button>{' '}
            <span className="field__hint">Then press Ctrl+C (⌘C on macOS).</span>
          </div>
        </>
      )}
      {error && <ErrorPanel info={error} compact />}
    </Dialog>
  );
}
