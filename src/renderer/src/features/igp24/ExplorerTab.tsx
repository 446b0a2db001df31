import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Igp24LabelSync } from '../../../../shared/contracts/igp24';
import { ErrorPanel } from '../../components/ErrorPanel';
import { useNow } from '../../components/useNow';
import { age, formatInteger, localTime, localTimeSeconds, parseDate } from '../../lib/format';
import { ClosestTable } from './ClosestTable';
import { Filters, filtersFrom } from './ExplorerFilters';
import { LabelTable } from './LabelTable';
import { RemainingPairs } from './RemainingPairs';
import type { LabelSyncState } from './useLabelSync';

export function ExplorerTab({ labels }: { labels: LabelSyncState }) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(params), [params]);
  const closest = params.get('sort') === 'closest';
  const [total, setTotal] = useState<number | null>(null);
  const onTotal = useCallback((t: number | null) => setTotal(t), []);
  const sync = labels.sync;

  // The latest params, including a change not rendered yet: two quick changes must both stick
  // (react-router's functional update sees only the rendered params).
  const latest = useRef(params);
  latest.current = params;
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(latest.current);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    next.set('tab', 'explorer');
    latest.current = next;
    setParams(next, { replace: true });
  };

  return (
    <div className="igp24-explorer">
      <section className="card section" aria-labelledby="igp24-labels-h">
        <div className="section__header">
          <h2 id="igp24-labels-h">Label progress</h2>
          <SyncLine labels={labels} />
        </div>
        <Unpublished sync={sync} />
        {labels.callError && (
          <ErrorPanel
            info={labels.callError}
            compact
            context="Could not sync label progress"
            onRetry={labels.refresh}
          />
        )}
        {sync?.error && (
          <ErrorPanel
            info={sync.error}
            compact
            context={
              sync.count > 0
                ? 'The last refresh failed; showing the copy from before'
                : 'Could not fetch label progress'
            }
            onRetry={labels.refresh}
          />
        )}
        <Filters filters={filters} params={params} set={set} />
        <div className="igp24-count">
          <p data-testid="igp24-label-count" role="status">
            {total === null ? (
              'Counting…'
            ) : (
              <>
                <strong>{formatInteger(total)}</strong> of {formatInteger(sync?.count ?? 0)} labels match
              </>
            )}
          </p>
          <label className="igp24-sort">
            Order{' '}
            <select
              value={closest ? 'closest' : 't'}
              onChange={(e) => set({ sort: e.target.value === 'closest' ? 'closest' : null })}
              data-testid="igp24-label-sort"
              title="Closest to scoring: the (label, r) pairs your checked lines most likely give, new pairs first, then by your best d_K over the pair’s minimum"
            >
              <option value="t">by t</option>
              <option value="closest">closest to scoring</option>
            </select>
          </label>
        </div>
        {closest ? (
          <ClosestTable filters={filters} onTotal={onTotal} />
        ) : (
          <LabelTable filters={filters} onTotal={onTotal} focusR={filters.r ?? null} />
        )}
        <p className="faint">
          Chips: <span className="igp24-sig is-found">r</span> found by at least one team,{' '}
          <span className="igp24-sig is-open">r</span> allowed and still remaining, blank: not allowed for the
          label. Team placements and leaderboard search by t and r are on the{' '}
          <Link to="/competitions/igp24/leaderboard">competition’s Leaderboard tab</Link>.
        </p>
      </section>
      <RemainingPairs />
    </div>
  );
}

function SyncLine({ labels }: { labels: LabelSyncState }) {
  const now = useNow();
  const s = labels.sync;
  const fetched = parseDate(s?.fetchedAt);
  const next = parseDate(s?.nextRefreshAt);
  const wait = next ? Math.ceil((next.getTime() - now.getTime()) / 1000) : 0;
  return (
    <span className="freshness" data-testid="igp24-sync">
      {s && s.count > 0 && <span>{formatInteger(s.count)} labels</span>}
      {s?.generatedAt && (
        <span className="muted" title={s.generatedAt}>
          · generated {localTime(parseDate(s.generatedAt)!)}
        </span>
      )}
      {fetched && (
        <span className={s?.stale ? 'warn-text' : 'muted'} title={`Fetched ${localTimeSeconds(fetched)}`}>
          · fetched {now.getTime() - fetched.getTime() < 5000 ? 'just now' : `${age(fetched, now)} ago`}
        </span>
      )}
      <button
        type="button"
        className="btn btn--small btn--ghost"
        onClick={labels.refresh}
        disabled={labels.syncing || wait > 0}
        title={
          wait > 0
            ? `The platform caches label progress for up to 120 s: the next refresh is possible in ${wait} s`
            : 'Fetch all labels again'
        }
      >
        {labels.syncing ? 'Fetching all labels…' : wait > 0 ? `Refresh in ${wait} s` : 'Refresh'}
      </button>
    </span>
  );
}

function Unpublished({ sync }: { sync: Igp24LabelSync | null }) {
  if (sync?.published !== false) return null;
  return (
    <div className="igp24-notice" role="note" data-testid="igp24-unpublished">
      <p>
        <strong>Label progress is not published right now.</strong> The platform answered with{' '}
        <code>meta.published = false</code>: it withholds the per-label progress (for example while results
        are being prepared), so the empty list it sent says nothing about which pairs are found.
      </p>
      <p className="muted">
        {sync.count > 0
          ? `Below is the last published copy (generated ${sync.generatedAt ?? 'at an unknown time'}); it may be out of date.`
          : 'There is no earlier published copy on this connection, so nothing can be shown yet. The app asks again at most every 120 s.'}
      </p>
    </div>
  );
}
