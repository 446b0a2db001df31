/**
 * One queued write of this folder (a run started or cancelled), followed in the outbox until the
 * platform answers: re-read whenever the core says the outbox changed.
 */
import type { OutboxEntryView } from '../../../../shared/contract';
import { OUTBOX_CHANGED, useContractQuery } from '../../stores/query';

export function useOutboxEntry(entryId: number | null): OutboxEntryView | null {
  const outbox = useContractQuery(
    'outbox.list',
    {},
    { enabled: entryId !== null, refreshOn: [OUTBOX_CHANGED] },
  );
  if (entryId === null) return null;
  return outbox.data?.find((e) => e.id === entryId) ?? null;
}
