/** Benchmark filters: URL round trip, every filter and sort, and 422 values kept out of the query. */
import { describe, expect, it } from 'vitest';
import {
  benchmarkFiltersFromParams,
  benchmarkFiltersToParams,
  benchmarkProblems,
  parseMinAccuracy,
  toBenchmarkQuery,
} from '../../../src/renderer/src/features/contributorNetwork/benchmarkFilters';

describe('benchmark filters', () => {
  it('round-trip every filter and the order through the URL', () => {
    const p = new URLSearchParams(
      'competition=s1&problemSet=hard3&model=gpt-oss-120b&min=0.5&q=alice&sortBy=scoredTotal&dir=asc',
    );
    const f = benchmarkFiltersFromParams(p);
    expect(f.activityId).toBe('CN-BMK-001');
    expect(benchmarkFiltersToParams(f).toString()).toBe(p.toString());
    expect(toBenchmarkQuery(f)).toEqual({
      activityId: 'CN-BMK-001',
      competitionId: 's1',
      problemSet: 'hard3',
      modelId: 'gpt-oss-120b',
      minAvgAccuracy: 0.5,
      search: 'alice',
      sortBy: 'scoredTotal',
      sortDirection: 'asc',
    });
  });
  it('defaults to the highest average accuracy first', () => {
    const f = benchmarkFiltersFromParams(new URLSearchParams('sortBy=bogus'));
    expect(toBenchmarkQuery(f)).toEqual({
      activityId: 'CN-BMK-001',
      sortBy: 'avgAccuracy',
      sortDirection: 'desc',
    });
    expect(benchmarkFiltersToParams(f).toString()).toBe('');
  });
  it('reads percentages and refuses accuracies outside 0..1', () => {
    expect(parseMinAccuracy('80%')).toBeCloseTo(0.8);
    expect(parseMinAccuracy('80')).toBeCloseTo(0.8);
    expect(parseMinAccuracy('0.25')).toBe(0.25);
    expect(parseMinAccuracy('')).toBeNull();
    expect(parseMinAccuracy('150%')).toBe('invalid');
    expect(parseMinAccuracy('abc')).toBe('invalid');
    const f = benchmarkFiltersFromParams(new URLSearchParams('min=abc'));
    expect(benchmarkProblems(f)).toHaveProperty('minAvgAccuracy');
    expect(toBenchmarkQuery(f)).not.toHaveProperty('minAvgAccuracy');
  });
  it('keeps an over-long search out', () => {
    const f = benchmarkFiltersFromParams(new URLSearchParams({ q: 'x'.repeat(201) }));
    expect(benchmarkProblems(f)).toHaveProperty('search');
    expect(toBenchmarkQuery(f)).not.toHaveProperty('search');
  });
});
