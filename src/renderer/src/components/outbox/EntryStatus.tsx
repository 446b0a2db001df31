import type { ReactNode } from 'react';
import { isUnreachable } from '../../../../shared/api/errors';
import type { OutboxEntryView, OutboxListEntry } from '../../../../shared/contract';
import { describeError } from '../../../../shared/errorText';
import { toErrorInfo } from '../../lib/errors';
import { useOnline, useOutboxWrite } from '../../stores/query';
import { ErrorPanel } from '../ErrorPanel';
import { LocalTime } from '../TimeLeft';
import { UnsureChoice } from './UnsureChoice';
import { isUnsure } from './unsure';
import './EntryStatus.css';

/** One line of words for where a write is: Saving… / Saved / Pending — offline / Failed: … */
export function entryStateText(entry: OutboxListEntry, online: boolean, doneWord = 'Saved'): string {
  switch (entry.status) {
    case 'sending':
      return online ? 'Sending…' : 'Pending — offline (trying to send…)';
    case 'done':
      return doneWord;
    case 'failed':
      if (isUnsure(entry)) return 'Not sent again: it may already be on the platform';
      return entry.error ? `Failed: ${describeError(entry.error).title}` : 'Failed';
    case 'pending': {
      if (!online) return 'Pending — offline';
      if (entry.error) {
        if (isUnreachable(entry.error)) return 'Pending — offline';
        if (entry.error.status === 429) return 'Pending — rate limited, waiting';
        if (entry.error.code === 'ANSWER_LOST')
          return 'Pending — the answer was lost; checking whether it arrived';
        return `Pending — waiting to retry (${describeError(entry.error).title})`;
      }
      return 'Pending — queued';
    }
  }
}

interface Props {
  entry: OutboxEntryView;
  /** Word for a finished write ("Saved", "Submitted"). */
  doneWord?: string;
  /** Actions for a failed entry (edit and retry, retry, discard). */
  children?: ReactNode;
  testId?: string;
}

/** Inline outbox state for an editor or form, with the error in words when it failed. */
export function EntryStatus({ entry, doneWord, children, testId = 'save-status' }: Props) {
  const online = useOnline();
  const text = entryStateText(entry, online, doneWord);
  const unsure = isUnsure(entry);
  const tone =
    (entry.status === 'sending' && !online) || unsure
      ? 'warn'
      : entry.status === 'done'
        ? 'ok'
        : entry.status === 'failed'
          ? 'error'
          : entry.status === 'sending'
            ? 'busy'
            : 'warn';
  const words = entry.status === 'failed' && entry.error && !unsure ? describeError(entry.error) : null;
  return (
    <div className={`entry-status entry-status--${tone}`} data-testid={testId} data-status={entry.status}>
      <p className="entry-status__line" role="status" aria-live="polite">
        <span className={`entry-status__dot entry-status__dot--${tone}`} aria-hidden="true" />
        <strong>{text}</strong>
        {entry.status === 'pending' && entry.nextAttemptAt && (
          <span className="muted">
            {' '}
            · next attempt <LocalTime iso={entry.nextAttemptAt} />
          </span>
        )}
        {entry.attempts > 1 && entry.status !== 'done' && (
          <span className="muted"> · {entry.attempts} attempts</span>
        )}
      </p>
      {entry.status === 'done' && entry.note && (
        <p className="entry-status__note" data-testid="entry-note">
          {entry.note}
        </p>
      )}
      {unsure && <UnsureChoice entry={entry} />}
      {words && (
        <div className="entry-status__words">
          <p>{words.detail}</p>
          <p className="muted">{words.action}</p>
          <p className="faint">
            <code>{entry.error?.rawCode ?? entry.error?.code}</code>
            {entry.error?.status !== null &&
              entry.error?.status !== undefined &&
              ` · HTTP ${entry.error.status}`}
          </p>
        </div>
      )}
      {children && <div className="entry-status__actions">{children}</div>}
    </div>
  );
}

/**
 * A failed write's "Retry" and "Discard…" (the caller shows its DiscardDialog on `onDiscard`). A
 * write that may already be on the platform is retried by its own "Check again" (UnsureChoice).
 */
export function RetryDiscardButtons({ entry, onDiscard }: { entry: OutboxEntryView; onDiscard: () => void }) {
  const retry = useOutboxWrite('outbox.retry');
  return (
    <>
      {!isUnsure(entry) && (
        <button type="button" className="btn btn--small" onClick={() => retry.mutate({ id: entry.id })}>
          Retry
        </button>
      )}
      <button type="button" className="btn btn--small btn--danger" onClick={onDiscard}>
        Discard…
      </button>
      {retry.error && <ErrorPanel info={toErrorInfo(retry.error)} compact context="Could not retry" />}
    </>
  );
}
