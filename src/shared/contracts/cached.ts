import type { ApiErrorInfo } from '../api/errors';

/**
 * Every read answers from the local cache at once. `stale` is true when the copy is older than
 * the freshness window or the last refresh failed; `error` is that failure. `data` is null only
 * when nothing was ever fetched for this query.
 */
export interface Cached<T> {
  data: T | null;
  fetchedAt: string | null;
  stale: boolean;
  error: ApiErrorInfo | null;
}
