import type { OutboxEntryView } from '../../../../shared/contract';
import { describeError } from '../../../../shared/errorText';
import { UnsureChoice } from '../../components/outbox/UnsureChoice';
import { QuotedPlatformText } from '../../components/PlatformText';
import { unsurePanelId } from './OutboxTable';

/** One write that may already be on the platform, above the queue, until the user settles it. */
export function UnsurePanel({ entry }: { entry: OutboxEntryView }) {
  const id = unsurePanelId(entry.id);
  return (
    <section
      id={id}
      tabIndex={-1}
      className="card section outbox-unsure"
      data-testid="unsure-panel"
      aria-labelledby={`${id}-h`}
    >
      <div>
        <h2 id={`${id}-h`}>
          {entry.error ? describeError(entry.error).title : 'This write may already be on the platform'}
        </h2>
        <p className="muted">
          #{entry.id} · <QuotedPlatformText>{entry.summary}</QuotedPlatformText>
        </p>
      </div>
      <UnsureChoice entry={entry} />
    </section>
  );
}
