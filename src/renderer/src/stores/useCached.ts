import { useCallback } from 'react';
import type { ApiErrorInfo } from '../../../shared/api';
import type { Cached, MethodInput } from '../../../shared/contract';
import { toErrorInfo } from '../lib/errors';
import type { CachedData, CachedMethod } from './query/methods';
import { useContractQuery } from './query/useContractQuery';

export interface CachedState<T> {
  data: T | null;
  fetchedAt: string | null;
  /** True when the copy is old or the last refresh failed; `error` then says why. */
  stale: boolean;
  error: ApiErrorInfo | null;
  /** Nothing to show yet and nothing went wrong (false while the read is skipped). */
  loading: boolean;
  refreshing: boolean;
  refresh(): void;
}

export interface CachedOptions {
  /** False skips the read: no call, `data` null, not loading. */
  enabled?: boolean;
  /** Ask again every so many milliseconds while shown. */
  refetchInterval?: number | false;
}

/** Read a Cached<T> method and keep it fresh while mounted (a view over useContractQuery). */
export function useCached<M extends CachedMethod>(
  method: M,
  input: MethodInput<M>,
  options: CachedOptions = {},
): CachedState<CachedData<M>> {
  const enabled = options.enabled ?? true;
  const query = useContractQuery(method, input, { enabled, refetchInterval: options.refetchInterval });
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);

  const cached = (query.data ?? null) as Cached<CachedData<M>> | null;
  // The call itself failed (host down, input refused); the core's own errors live in `cached`.
  const callError = query.error ? toErrorInfo(query.error) : null;
  const data = cached?.data ?? null;
  const error = callError ?? cached?.error ?? null;
  return {
    data,
    fetchedAt: cached?.fetchedAt ?? null,
    // A failed call with data still on screen means that data may be out of date.
    stale: data !== null && (Boolean(cached?.stale) || callError !== null),
    error,
    loading: enabled && data === null && error === null,
    refreshing: query.isFetching,
    refresh,
  };
}
