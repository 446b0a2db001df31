import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MethodInput, OutboxEntryView } from '../../../../shared/contract';
import { call } from '../../bridge';
import { readKey } from './keys';
import type { OutboxWriteMethod } from './methods';
import { forgetEntry, recordEntry } from './outbox';

/** Every write that changes the outbox: the queued writes, and dropping one (`outbox.discard`). */
export type OutboxMethod = OutboxWriteMethod | 'outbox.discard';
/** A queued write answers with its entry; a discard with nothing. */
export type OutboxWriteResult<M extends OutboxMethod> = M extends 'outbox.discard' ? null : OutboxEntryView;

export type OutboxWriteOptions<M extends OutboxMethod> = Omit<
  UseMutationOptions<OutboxWriteResult<M>, Error, MethodInput<M>>,
  'mutationFn'
> & {
  /**
   * Queries this write makes out of date, as keys or key prefixes (e.g. `[['library.list']]`).
   * They are asked again once the write is queued; when the outbox later delivers it, the core
   * invalidates its own cache and announces that with `cache.updated`, which refreshes them again.
   */
  invalidates?: (input: MethodInput<M>, result: OutboxWriteResult<M>) => readonly QueryKey[];
};

/**
 * The one way to write: the contract's outbox-backed method records the write (same database,
 * one transaction) and answers with the queued entry; `mutateAsync(input)` returns that entry.
 * The entry is followed at once (useOutboxEntry(entry.id) shows it: pending, sent, refused with
 * the reason) and the queue and its counts are read again.
 */
export function useOutboxWrite<M extends OutboxMethod>(
  method: M,
  { invalidates, onSuccess, ...options }: OutboxWriteOptions<M> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: MethodInput<M>) => call(method, input) as Promise<OutboxWriteResult<M>>,
    onSuccess: async (result, input, ...rest) => {
      const entry: OutboxEntryView | null = result;
      if (entry) recordEntry(client, entry);
      else if (method === 'outbox.discard') forgetEntry(client, (input as MethodInput<'outbox.discard'>).id);
      const keys = [
        readKey('outbox.list', {}),
        readKey('outbox.summary', {}),
        ...(invalidates?.(input, result) ?? []),
      ];
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
      return onSuccess?.(result, input, ...rest);
    },
  });
}

export interface OutboxCommands {
  /**
   * Send a failed entry again. One that may already be on the platform (MAYBE_DELIVERED) is
   * checked again; with `resend` it is sent again on purpose (a second copy if the first arrived).
   */
  retry(id: number, options?: { resend?: boolean }): Promise<OutboxEntryView>;
  /** For a write that may already be on the platform: this listed record is it (done with it). */
  adopt(id: number, candidateId: string): Promise<OutboxEntryView>;
  /** Correct the body of an entry not yet sent (or refused) in place. */
  edit(id: number, body: Record<string, unknown>): Promise<OutboxEntryView>;
  /** Send a conflicting update again over the server's newer copy. */
  overwrite(id: number): Promise<OutboxEntryView>;
  /** Drop an entry that was not sent; its text is lost. */
  discard(id: number): Promise<void>;
}

/** The outbox's own commands on a queued entry, each an outbox write. */
export function useOutboxCommands(): OutboxCommands {
  const retry = useOutboxWrite('outbox.retry').mutateAsync;
  const adopt = useOutboxWrite('outbox.adopt').mutateAsync;
  const edit = useOutboxWrite('outbox.edit').mutateAsync;
  const overwrite = useOutboxWrite('outbox.overwrite').mutateAsync;
  const discard = useOutboxWrite('outbox.discard').mutateAsync;
  return useMemo(
    () => ({
      retry: (id, options) => retry(options?.resend ? { id, resend: true } : { id }),
      adopt: (id, candidateId) => adopt({ id, candidateId }),
      edit: (id, body) => edit({ id, body }),
      overwrite: (id) => overwrite({ id }),
      discard: async (id) => {
        await discard({ id });
      },
    }),
    [retry, adopt, edit, overwrite, discard],
  );
}
