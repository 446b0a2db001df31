import { type UseQueryOptions, type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query';
import type { MethodInput, MethodResult } from '../../../../shared/contract';
import { readKey } from './keys';
import type { QueryMethod } from './methods';
import { readContract } from './read';

export type ContractQueryOptions<M extends QueryMethod, TData = MethodResult<M>> = Omit<
  UseQueryOptions<MethodResult<M>, Error, TData, readonly [M, MethodInput<M>]>,
  'queryKey' | 'queryFn' | 'meta'
> & {
  /** Other `cache.updated` keys (or OUTBOX_CHANGED) that make this read out of date. */
  refreshOn?: readonly string[];
};

/**
 * One read of the contract, kept fresh while shown. `enabled: false` skips it (no call at all);
 * `refetchInterval` polls (a number, or a function of the query that returns false to stop).
 * Failures of the call itself are `error` (a WorkbenchCallError: use toErrorInfo for words).
 */
export function useContractQuery<M extends QueryMethod, TData = MethodResult<M>>(
  method: M,
  input: MethodInput<M>,
  { refreshOn, ...options }: ContractQueryOptions<M, TData> = {},
): UseQueryResult<TData, Error> {
  return useQuery({
    ...options,
    queryKey: readKey(method, input),
    queryFn: () => readContract(method, input),
    meta: refreshOn ? { refreshOn } : undefined,
  });
}

/**
 * Several reads of one method at once, one result per input in the same order: e.g. the windows
 * of a long list fetched by offset as they scroll into view. Inputs with the same value share one
 * call; a read no longer asked for is simply not shown.
 */
export function useContractQueries<M extends QueryMethod>(
  method: M,
  inputs: readonly MethodInput<M>[],
  { enabled, refreshOn }: { enabled?: boolean; refreshOn?: readonly string[] } = {},
): UseQueryResult<MethodResult<M>, Error>[] {
  return useQueries({
    queries: inputs.map((input) => ({
      queryKey: readKey(method, input),
      queryFn: () => readContract(method, input),
      enabled,
      meta: refreshOn ? { refreshOn } : undefined,
    })),
  });
}
