import { useCallback, useEffect, useRef } from 'react';
import type { ApiErrorInfo } from '../../../shared/api';
import type { MethodInput } from '../../../shared/contract';
import { cacheKey } from '../../../shared/methods';
import { type CachedData, type CachedMethod, fetchQuery, subscribeQuery, useQueryStore } from './queryStore';

export interface CachedState<T> {
  data: T | null;
  fetchedAt: string | null;
  /** True when the copy is old or the last refresh failed; `error` then says why. */
  stale: boolean;
  error: ApiErrorInfo | null;
  /** Nothing to show yet and nothing went wrong. */
  loading: boolean;
  refreshing: boolean;
  refresh(): void;
}

/** Read a Cached<T> method and keep it fresh while mounted. */
export function useCached<M extends CachedMethod>(
  method: M,
  input: MethodInput<M>,
): CachedState<CachedData<M>> {
  const key = cacheKey(method, input);
  const inputRef = useRef(input);
  inputRef.current = input;

  // Subscribe by key, not by object identity: callers pass fresh literals on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the input's value.
  useEffect(() => subscribeQuery(method, inputRef.current), [method, key]);

  const entry = useQueryStore((s) => s.entries[key]);
  const refresh = useCallback(() => void fetchQuery(method, inputRef.current), [method]);

  const cached = entry?.cached ?? null;
  const data = (cached?.data ?? null) as CachedData<M> | null;
  const error = entry?.callError ?? cached?.error ?? null;
  return {
    data,
    fetchedAt: cached?.fetchedAt ?? null,
    // A failed call with data still on screen means that data may be out of date.
    stale: data !== null && (Boolean(cached?.stale) || Boolean(entry?.callError)),
    error,
    loading: data === null && error === null,
    refreshing: entry?.inFlight ?? true,
    refresh,
  };
}
