import { useCallback, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { itemPath } from '../../../../shared/deepLinks';
import { Empty } from '../../components/Empty';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Loading } from '../../components/Loading';
import { StaleBadge } from '../../components/StaleBadge';
import { formatInteger } from '../../lib/format';
import { BrowseForm } from './BrowseForm';
import { type BrowseFilters, filtersFromParams, filtersToParams, toListQuery } from './filters';
import { ItemList } from './ItemList';
import { NetworkTabs } from './NetworkTabs';
import { asPublicCode } from './publicCode';
import { useNetworkCompetitions, useNetworkListing } from './useNetwork';
import './contributorNetwork.css';

/** The broad listing (spec 4.4): every filter in the URL, one infinite list, offline from the cache. */
export function BrowsePage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const navigate = useNavigate();
  const { competitions, tracks, trackName } = useNetworkCompetitions();
  const listing = useNetworkListing(toListQuery(filters));

  const onChange = useCallback(
    (next: BrowseFilters) => {
      // A public code opens that item directly (any case, spaces around).
      const code = asPublicCode(next.search);
      if (code) {
        navigate(itemPath(code));
        return;
      }
      setParams(filtersToParams(next));
    },
    [navigate, setParams],
  );

  return (
    <section className="page cn-page" aria-labelledby="cn-title" data-testid="cn-browse">
      <header className="page__header">
        <h1 id="cn-title">Contributor Network</h1>
        <NetworkTabs />
      </header>
      <BrowseForm
        filters={filters}
        competitions={competitions}
        tracks={tracks}
        trackName={trackName}
        onChange={onChange}
      />
      <div className="cn-status">
        {listing.offline && (
          <span className="badge badge--warn" data-testid="cn-offline" title="The platform cannot be reached">
            Offline · results from items this computer has seen
          </span>
        )}
        {!listing.offline && listing.stale && (
          <StaleBadge fetchedAt={listing.fetchedAt} error={listing.error} />
        )}
        {listing.items.length > 0 && (
          <span className="muted" data-testid="cn-count">
            {formatInteger(listing.items.length)} shown{listing.hasMore ? ', more as you scroll' : ''}
          </span>
        )}
      </div>
      {listing.items.length > 0 ? (
        <ItemList
          items={listing.items}
          hasMore={listing.hasMore}
          loadingMore={listing.loadingMore}
          loadMore={listing.loadMore}
        />
      ) : listing.error && !listing.offline ? (
        <ErrorPanel
          info={listing.error}
          onRetry={listing.retry}
          context="Could not list the Contributor Network"
        />
      ) : listing.loading ? (
        <Loading label="Loading items…" />
      ) : (
        <Empty title={listing.offline ? 'Nothing seen offline matches' : 'No items match these filters'}>
          {listing.offline ? (
            <p>Only items this computer has already shown are searchable offline.</p>
          ) : (
            <p>
              Try fewer filters, or <Link to="/network">show everything</Link>.
            </p>
          )}
        </Empty>
      )}
    </section>
  );
}
