import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Empty } from '../../components/Empty';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Loading } from '../../components/Loading';
import { StaleBadge } from '../../components/StaleBadge';
import { useModelNames } from '../../lib/catalogWords';
import { STAGE1_ID } from '../../lib/targets';
import { BenchmarkChart } from './BenchmarkChart';
import { BenchmarkTable } from './BenchmarkTable';
import {
  type BenchmarkFilters,
  type BenchmarkSortBy,
  benchmarkFiltersFromParams,
  benchmarkFiltersToParams,
  benchmarkProblems,
  toBenchmarkQuery,
} from './benchmarkFilters';
import { NetworkTabs } from './NetworkTabs';
import { useBenchmarks } from './useNetwork';
import './contributorNetwork.css';

const MODELS = ['gpt-oss-120b', 'qwen3-235b-a22b'];

/** CN-BMK-001 results (spec 2.8): every filter and order in the URL, per-model breakdown, a chart. */
export function BenchmarksPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => benchmarkFiltersFromParams(params), [params]);
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters]);
  const problems = benchmarkProblems(draft);
  const bench = useBenchmarks(toBenchmarkQuery(filters));
  const apply = (next: BenchmarkFilters) => setParams(benchmarkFiltersToParams(next));
  const onSort = (by: BenchmarkSortBy) =>
    apply({
      ...filters,
      sortBy: by,
      sortDirection: filters.sortBy === by && filters.sortDirection === 'desc' ? 'asc' : 'desc',
    });
  const models = [...new Set([...MODELS, ...bench.items.flatMap((r) => r.perModel.map((m) => m.modelId))])];
  // The activity's models by their names in Stage 1's model list.
  const modelName = useModelNames(STAGE1_ID);

  return (
    <section className="page cn-page" aria-labelledby="cn-bench-title" data-testid="cn-benchmarks">
      <header className="page__header">
        <h1 id="cn-bench-title">Cheatsheet benchmarks</h1>
        <NetworkTabs />
      </header>
      <p className="muted">
        Activity {filters.activityId}: Stage 1 cheatsheets on problem set hard3 with two models. It no longer
        runs new work; completed results stay readable. Restricting to one model recalculates the averages.
      </p>
      <form
        className="cn-filters"
        onSubmit={(e) => {
          e.preventDefault();
          if (Object.keys(problems).length === 0) apply(draft);
        }}
      >
        <label className="field">
          <span>Model</span>
          <select
            value={draft.modelId ?? ''}
            onChange={(e) => apply({ ...draft, modelId: e.target.value || null })}
            data-testid="cn-bench-model"
          >
            <option value="">Both models</option>
            {models.map((m) => (
              <option key={m} value={m}>
                {modelName(m)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Minimum average accuracy</span>
          <input
            type="text"
            value={draft.minAvgAccuracy}
            placeholder="e.g. 60% or 0.6"
            onChange={(e) => setDraft({ ...draft, minAvgAccuracy: e.target.value })}
            aria-invalid={Boolean(problems.minAvgAccuracy)}
            data-testid="cn-bench-min"
          />
          {problems.minAvgAccuracy && <small className="field__error">{problems.minAvgAccuracy}</small>}
        </label>
        <label className="field">
          <span>Author or team number</span>
          <input
            type="search"
            value={draft.search}
            onChange={(e) => setDraft({ ...draft, search: e.target.value })}
            data-testid="cn-bench-search"
          />
          {problems.search && <small className="field__error">{problems.search}</small>}
        </label>
        <button
          type="submit"
          className="btn btn--primary"
          disabled={Object.keys(problems).length > 0}
          data-testid="cn-bench-apply"
        >
          Apply
        </button>
      </form>
      <div className="cn-status">
        {bench.stale && <StaleBadge fetchedAt={bench.fetchedAt} error={bench.error} />}
        {bench.items.length > 0 && <span className="muted">{bench.items.length} results shown</span>}
      </div>
      {bench.error && bench.items.length === 0 ? (
        <BenchmarkError error={bench.error} retry={bench.retry} />
      ) : bench.loading ? (
        <Loading label="Loading benchmark results…" />
      ) : bench.items.length === 0 ? (
        <Empty title="No results match these filters">
          <p>Lower the minimum accuracy or clear the search.</p>
        </Empty>
      ) : (
        <>
          <BenchmarkChart rows={bench.items} />
          <BenchmarkTable
            modelName={modelName}
            rows={bench.items}
            sortBy={filters.sortBy}
            sortDirection={filters.sortDirection}
            onSort={onSort}
          />
          {bench.hasMore && (
            <button
              type="button"
              className="btn"
              onClick={bench.loadMore}
              disabled={bench.loadingMore}
              data-testid="cn-bench-more"
            >
              {bench.loadingMore ? 'Loading…' : 'Show more results'}
            </button>
          )}
        </>
      )}
    </section>
  );
}

/** A corrupt stored result is not retried (it stays corrupt); unavailable results are. */
function BenchmarkError({
  error,
  retry,
}: {
  error: NonNullable<ReturnType<typeof useBenchmarks>['error']>;
  retry(): void;
}) {
  if (error.code === 'BENCHMARK_RESULT_CORRUPT')
    return <ErrorPanel info={error} context="A stored benchmark result is damaged" />;
  return <ErrorPanel info={error} onRetry={retry} context="Could not load the benchmark results" />;
}
