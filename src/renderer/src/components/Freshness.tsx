import { age, localTimeSeconds, parseDate } from '../lib/format';
import type { CachedState } from '../stores/useCached';
import { StaleBadge } from './StaleBadge';
import { useNow } from './useNow';

/** "Updated 2 min ago" or the stale badge, plus a refresh button: the age of every number shown. */
export function Freshness({ state }: { state: CachedState<unknown> }) {
  const now = useNow();
  const at = parseDate(state.fetchedAt);
  if (state.data === null) return null;
  return (
    <span className="freshness">
      {state.stale ? (
        <StaleBadge fetchedAt={state.fetchedAt} error={state.error} />
      ) : (
        at && (
          <span className="freshness__age" title={`Fetched ${localTimeSeconds(at)} (${state.fetchedAt})`}>
            Updated {now.getTime() - at.getTime() < 5000 ? 'just now' : `${age(at, now)} ago`}
          </span>
        )
      )}
      <button
        type="button"
        className="btn btn--small btn--ghost"
        onClick={state.refresh}
        disabled={state.refreshing}
        aria-label="Refresh"
        title="Refresh"
      >
        {state.refreshing ? 'Refreshing…' : 'Refresh'}
      </button>
    </span>
  );
}
