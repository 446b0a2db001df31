/**
 * Starting a run: the body goes to the outbox (so a run started offline starts once the connection
 * is back), and the queued entry is followed until the platform answers with the new run or a
 * refusal. A refusal keeps the entry, so a corrected form edits and resends the same entry instead
 * of queueing a second run. A start whose answer was lost and that the platform cannot show absent
 * is `unsure`: it may already have started, so nothing more is started (nor the entry edited) until
 * the user adopts one of the runs listed with it, checks again or sends it again on purpose.
 */
import { useState } from 'react';
import type { ApiErrorInfo } from '../../../../shared/api';
import type { MethodInput, OutboxEntryView } from '../../../../shared/contract';
import { isOp } from '../../../../shared/contracts/outboxEntry';
import { isUnsure } from '../../components/outbox/unsure';
import { toErrorInfo } from '../../lib/errors';
import { useOutboxCommands, useOutboxEntry, useOutboxWrite } from '../../stores/query';

export type CreateInput = MethodInput<'playground.create'>;

export type CreateState =
  | { phase: 'idle' }
  /** `checking`: the answer to a send was lost; the outbox looks for the run before sending again. */
  | { phase: 'queued'; entryId: number; offline: boolean; checking?: true }
  /** `note`: what a check after a lost answer found (or which listed run was adopted), in words. */
  | { phase: 'started'; runId: string; note?: string }
  | { phase: 'unsure'; entry: OutboxEntryView }
  | { phase: 'refused'; entryId: number; error: ApiErrorInfo };

export function useRunCreate() {
  const [entryId, setEntryId] = useState<number | null>(null);
  const [callError, setCallError] = useState<ApiErrorInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const { entry } = useOutboxEntry(entryId);
  const commands = useOutboxCommands();
  const create = useOutboxWrite('playground.create');

  let state: CreateState = { phase: 'idle' };
  if (entry?.status === 'done') {
    const runId = isOp(entry, 'playground.run.create') ? entry.result?.runId : undefined;
    if (typeof runId === 'string')
      state = entry.note ? { phase: 'started', runId, note: entry.note } : { phase: 'started', runId };
  } else if (entry && isUnsure(entry)) {
    state = { phase: 'unsure', entry };
  } else if (entry?.status === 'failed' && entry.error) {
    state = { phase: 'refused', entryId: entry.id, error: entry.error };
  } else if (entry?.error?.code === 'ANSWER_LOST') {
    state = { phase: 'queued', entryId: entry.id, offline: false, checking: true };
  } else if (entry) {
    state = { phase: 'queued', entryId: entry.id, offline: entry.attempts > 0 || entry.error !== null };
  }

  const start = async (input: CreateInput) => {
    if (busy || state.phase === 'queued' || state.phase === 'unsure') return;
    setBusy(true);
    setCallError(null);
    try {
      let e: OutboxEntryView;
      if (state.phase === 'refused' && input.kind !== 'model-reference') {
        // A refused run is corrected in place: the same outbox entry, with the new body.
        e = await commands.edit(state.entryId, input.body);
      } else {
        // A model-reference body may carry a token, which must never be stored in an outbox body:
        // the refused entry is dropped and the core queues a new one (keeping the token aside).
        if (state.phase === 'refused') await commands.discard(state.entryId);
        e = await create.mutateAsync(input);
      }
      setEntryId(e.id);
    } catch (err) {
      setCallError(toErrorInfo(err));
    } finally {
      setBusy(false);
    }
  };
  const reset = () => {
    setEntryId(null);
    setCallError(null);
  };
  return { state, callError, busy, start, reset };
}
