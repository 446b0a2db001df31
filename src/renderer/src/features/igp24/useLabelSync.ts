import type { ApiErrorInfo } from '../../../../shared/api/errors';
import type { Igp24LabelSync } from '../../../../shared/contracts/igp24';
import { cacheKey } from '../../../../shared/methods';
import { toErrorInfo } from '../../lib/errors';
import { useContractQuery } from '../../stores/query';

/**
 * The core announces a new local label copy under this key: reads of the copy (label queries,
 * targets) name it in `refreshOn` and are asked again when it changes.
 */
export const LABELS_KEY = cacheKey('igp24.labelsSync', {});

export interface LabelSyncState {
  sync: Igp24LabelSync | null;
  syncing: boolean;
  callError: ApiErrorInfo | null;
  refresh(): void;
}

/**
 * Syncs label progress while shown (the core fetches at most once per 120 s). A connection
 * switch resets every read in the query layer, so views of the copy ask again by themselves.
 */
export function useLabelSync(): LabelSyncState {
  const q = useContractQuery('igp24.labelsSync', {});
  return {
    sync: q.data ?? null,
    syncing: q.isFetching,
    callError: q.error ? toErrorInfo(q.error) : null,
    refresh: () => void q.refetch(),
  };
}
