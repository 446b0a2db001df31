import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MethodInput, MethodResult } from '../../../../shared/contract';
import { call } from '../../bridge';

/**
 * Writes of the workbench's own settings, kept on this machine and never sent to the platform:
 * the connections and the update switch. They change no server or outbox state, so they do not
 * go through the outbox (useOutboxWrite); the core applies them at once.
 */
export type LocalWriteMethod =
  | 'connections.add'
  | 'connections.update'
  | 'connections.remove'
  | 'updates.set';

export type LocalWriteOptions<M extends LocalWriteMethod> = Omit<
  UseMutationOptions<MethodResult<M>, Error, MethodInput<M>>,
  'mutationFn'
> & {
  /** Queries this write makes out of date, read again once the core answered. */
  invalidates?: readonly QueryKey[];
};

export function useLocalWrite<M extends LocalWriteMethod>(
  method: M,
  { invalidates = [], onSuccess, ...options }: LocalWriteOptions<M> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: MethodInput<M>) => call(method, input),
    onSuccess: async (result, input, ...rest) => {
      await Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
      return onSuccess?.(result, input, ...rest);
    },
  });
}
