/**
 * Cancelling a run: asked first, then queued in the outbox like every write (so it waits there
 * while offline), followed until the platform answers. A refusal (RUN_NOT_CANCELLABLE: the run
 * ended first or was cancelled elsewhere) is kept to be explained where the button was.
 */
import { useState } from 'react';
import type { ApiErrorInfo } from '../../../../shared/api';
import { toErrorInfo } from '../../lib/errors';
import { useOutboxEntry, useOutboxWrite } from '../../stores/query';

export type CancelState =
  | { phase: 'idle' }
  | { phase: 'asking' }
  | { phase: 'cancelling' }
  | { phase: 'refused'; error: ApiErrorInfo };

export function useRunCancel(competitionId: string, runId: string) {
  const [asking, setAsking] = useState(false);
  const [entryId, setEntryId] = useState<number | null>(null);
  const [callError, setCallError] = useState<ApiErrorInfo | null>(null);
  const { entry } = useOutboxEntry(entryId);
  const cancel = useOutboxWrite('playground.cancel');

  let state: CancelState = { phase: 'idle' };
  if (entry?.status === 'failed' && entry.error) state = { phase: 'refused', error: entry.error };
  else if (entry && entry.status !== 'done') state = { phase: 'cancelling' };
  else if (asking) state = { phase: 'asking' };

  const confirm = async () => {
    setCallError(null);
    try {
      const e = await cancel.mutateAsync({ competitionId, runId });
      setEntryId(e.id);
      setAsking(false);
    } catch (err) {
      // Back to the button, with the reason beside it.
      setAsking(false);
      setCallError(toErrorInfo(err));
    }
  };
  return {
    state,
    /** A failed call to the core itself (nothing was queued). */
    callError,
    ask: () => {
      setCallError(null);
      setAsking(true);
    },
    keep: () => setAsking(false),
    confirm,
  };
}
