import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { itemPath } from '../../../../shared/deepLinks';
import { Empty } from '../../components/Empty';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Loading } from '../../components/Loading';
import { StaleBadge } from '../../components/StaleBadge';
import { localTime, parseDate } from '../../lib/format';
import { AuthorChip } from './AuthorChip';
import { type Sort, searchProblem } from './filters';
import { NetworkTabs } from './NetworkTabs';
import { PackageDownload } from './PackageDownload';
import { PackageFields } from './PackageFields';
import type { NetworkItem } from './types';
import { usePackageListing } from './useNetwork';
import './contributorNetwork.css';
import { PlatformText } from '../../components/PlatformText';

/**
 * Lean kernel packages (spec 2.7): the listing with its own rules (always this competition and
 * kind; `problemId` exact; `publicCode` exact and case-sensitive), every package field, download.
 */
export function PackagesPage() {
  const [params, setParams] = useSearchParams();
  const problemId = params.get('problem')?.trim() || null;
  const search = params.get('q')?.trim() || null;
  const sort: Sort = params.get('sort') === 'earliest' ? 'earliest' : 'newest';
  const [draft, setDraft] = useState({ problem: problemId ?? '', q: search ?? '' });
  useEffect(() => setDraft({ problem: problemId ?? '', q: search ?? '' }), [problemId, search]);
  const query = useMemo(
    () => ({
      sort,
      ...(problemId ? { problemId } : {}),
      ...(search ? { search } : {}),
    }),
    [problemId, search, sort],
  );
  const listing = usePackageListing(query);
  const problem = searchProblem(draft.q);
  const apply = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) v.trim() ? next.set(k, v.trim()) : next.delete(k);
    setParams(next);
  };

  return (
    <section className="page cn-page" aria-labelledby="cn-pkg-title" data-testid="cn-packages">
      <header className="page__header">
        <h1 id="cn-pkg-title">Lean kernel packages</h1>
        <NetworkTabs />
      </header>
      <form
        className="cn-filters"
        onSubmit={(e) => {
          e.preventDefault();
          if (!problem) apply({ problem: draft.problem, q: draft.q });
        }}
      >
        <label className="field">
          <span>Problem ID (exact)</span>
          <input
            type="text"
            value={draft.problem}
            placeholder="lkc-p01"
            onChange={(e) => setDraft({ ...draft, problem: e.target.value })}
            data-testid="cn-pkg-problem"
          />
        </label>
        <label className="field">
          <span>Title or author</span>
          <input
            type="search"
            value={draft.q}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
            data-testid="cn-pkg-search"
          />
          {problem && <small className="field__error">{problem}</small>}
        </label>
        <label className="field">
          <span>Order</span>
          <select
            value={sort}
            onChange={(e) => apply({ sort: e.target.value === 'earliest' ? 'earliest' : '' })}
          >
            <option value="newest">Newest first</option>
            <option value="earliest">Earliest first</option>
          </select>
        </label>
        <button type="submit" className="btn btn--primary" disabled={problem !== null}>
          Apply
        </button>
      </form>
      <div className="cn-status">
        {listing.offline && (
          <span className="badge badge--warn">Offline · packages this computer has seen</span>
        )}
        {!listing.offline && listing.stale && (
          <StaleBadge fetchedAt={listing.fetchedAt} error={listing.error} />
        )}
      </div>
      {listing.error && listing.items.length === 0 && !listing.offline ? (
        <ErrorPanel info={listing.error} onRetry={listing.retry} context="Could not list the packages" />
      ) : listing.loading ? (
        <Loading label="Loading packages…" />
      ) : listing.items.length === 0 ? (
        <Empty title="No packages match">
          {problemId && <p>The problem ID must match exactly, letter case included.</p>}
        </Empty>
      ) : (
        <ul className="cn-comments">
          {(listing.items as NetworkItem[]).map((p) => (
            <li key={p.id} className="card" data-testid="cn-package">
              <div className="cn-item__head">
                {p.publicCode ? (
                  <Link to={itemPath(p.publicCode)}>
                    <PlatformText>{p.title}</PlatformText>
                  </Link>
                ) : (
                  <strong>
                    <PlatformText>{p.title}</PlatformText>
                  </strong>
                )}
                {p.publicCode && <code className="cn-row__code">{p.publicCode}</code>}
                <AuthorChip author={p.author} />
                <span className="muted">{localTime(parseDate(p.publishedAt) ?? new Date(0))}</span>
                <span className="muted">★ {p.favoriteCount}</span>
              </div>
              {p.remark && <p className="muted">{p.remark}</p>}
              <details>
                <summary>Package details</summary>
                <PackageFields item={p} />
              </details>
              <PackageDownload item={p} />
            </li>
          ))}
        </ul>
      )}
      {listing.hasMore && (
        <button type="button" className="btn" onClick={listing.loadMore} disabled={listing.loadingMore}>
          {listing.loadingMore ? 'Loading…' : 'Show more packages'}
        </button>
      )}
    </section>
  );
}
