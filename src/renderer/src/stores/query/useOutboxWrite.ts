import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MethodInput, OutboxEntryView } from '../../../../shared/contract';
import { call } from '../../bridge';
import type { OutboxWriteMethod } from './methods';

export type OutboxWriteOptions<M extends OutboxWriteMethod> = Omit<
  UseMutationOptions<OutboxEntryView, Error, MethodInput<M>>,
  'mutationFn'
> & {
  /**
   * Queries this write makes out of date, as keys or key prefixes (e.g. `[['library.list']]`).
   * They are asked again once the write is queued; when the outbox later delivers it, the core
   * invalidates its own cache and announces that with `cache.updated`, which refreshes them again.
   */
  invalidates?: (input: MethodInput<M>, entry: OutboxEntryView) => readonly QueryKey[];
};

/**
 * The one way to write: the contract's outbox-backed method records the write (same database,
 * one transaction) and answers with the queued entry; `mutateAsync(input)` returns that entry, so
 * the caller can follow it (pending, sent, refused with the reason) in the outbox store.
 */
export function useOutboxWrite<M extends OutboxWriteMethod>(
  method: M,
  { invalidates, onSuccess, ...options }: OutboxWriteOptions<M> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: MethodInput<M>) => call(method, input) as Promise<OutboxEntryView>,
    onSuccess: async (entry, input, ...rest) => {
      const keys = invalidates?.(input, entry) ?? [];
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
      return onSuccess?.(entry, input, ...rest);
    },
  });
}
