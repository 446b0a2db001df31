/**
 * The renderer's cached reads now live in the query layer (./query): one TanStack Query cache
 * whose data are the core's cache-first answers, kept in step with `cache.updated` and the
 * connection. This module keeps the names older code imports.
 */
import type { MethodInput } from '../../../shared/contract';
import { queryClient } from './query/client';
import { readKey } from './query/keys';
import type { CachedMethod } from './query/methods';
import { readContract } from './query/read';

export type { CachedData, CachedMethod } from './query/methods';

/** Ask the core again for one read (shown or not); a failure is kept as the read's error. */
export async function fetchQuery<M extends CachedMethod>(method: M, input: MethodInput<M>): Promise<void> {
  await queryClient
    .fetchQuery({ queryKey: readKey(method, input), queryFn: () => readContract(method, input) })
    .catch(() => undefined);
}

/** Refreshes every read shown on screen now (the command palette's "Refresh"). */
export function refreshShown(): void {
  void queryClient.refetchQueries({ type: 'active' });
}
