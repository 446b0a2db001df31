import { ErrorPanel } from '../../components/ErrorPanel';
import { useModelNames } from '../../lib/catalogWords';
import { STAGE1_ID } from '../../lib/targets';
import { percent } from './benchmarkWords';
import { PerModelTable } from './PerModelTable';
import type { NetworkItem } from './types';
import { useBenchmarks } from './useNetwork';

/**
 * The cheatsheet's CN-BMK-001 results. The benchmark listing has no item filter (spec 4.4): it is
 * asked for the author's results (search matches the author's display name), then this item's.
 */
export function ItemBenchmarks({ item }: { item: NetworkItem }) {
  const name = item.author.displayName?.trim() ?? '';
  const bench = useBenchmarks({
    activityId: 'CN-BMK-001',
    sortBy: 'avgAccuracy',
    sortDirection: 'desc',
    ...(name ? { search: name.slice(0, 200) } : {}),
  });
  const modelName = useModelNames(STAGE1_ID);
  const mine = bench.items.filter((r) => r.itemId === item.id);
  const more = mine.length === 0 && bench.hasMore;
  return (
    <section className="section" aria-labelledby="cn-item-bench-title" data-testid="cn-item-benchmarks">
      <h2 id="cn-item-bench-title">Benchmark results</h2>
      {bench.error && mine.length === 0 ? (
        <ErrorPanel
          info={bench.error}
          compact
          onRetry={bench.error.code === 'BENCHMARK_RESULT_CORRUPT' ? undefined : bench.retry}
          context="Could not read the benchmark results"
        />
      ) : mine.length === 0 ? (
        <p className="muted">
          {bench.loading ? 'Reading benchmark results…' : 'CN-BMK-001 has no result for this cheatsheet.'}
          {more && (
            <button type="button" className="btn btn--small" onClick={bench.loadMore}>
              Look further
            </button>
          )}
        </p>
      ) : (
        mine.map((r) => (
          <div key={r.resultId} className="cn-item-bench">
            <p className="muted">
              {r.activityId} · problem set {r.problemSet} · average accuracy {percent(r.avgAccuracy)} (
              {r.scoredCorrect} / {r.scoredTotal})
            </p>
            <PerModelTable
              models={r.perModel}
              modelName={modelName}
              label={`Models of ${r.activityId}, problem set ${r.problemSet}`}
            />
          </div>
        ))
      )}
    </section>
  );
}
