/**
 * The benchmark table's filters and order (spec 4.4 benchmark query), kept in the URL. Values the
 * platform would refuse with 422 never leave the form: blank ones are left out, a minimum accuracy
 * outside 0..1 or a search over 200 characters is explained instead of sent.
 */
export const BENCHMARK_ACTIVITY = 'CN-BMK-001';
export const SORT_BY = ['avgAccuracy', 'publishedAt', 'scoredTotal'] as const;
export type BenchmarkSortBy = (typeof SORT_BY)[number];
export type SortDirection = 'desc' | 'asc';

export interface BenchmarkFilters {
  activityId: string;
  competitionId: string | null;
  problemSet: string | null;
  modelId: string | null;
  /** As typed (a number 0..1, or a percentage the form converts). */
  minAvgAccuracy: string;
  search: string;
  sortBy: BenchmarkSortBy;
  sortDirection: SortDirection;
}

export interface BenchmarkQuery {
  activityId: string;
  competitionId?: string;
  problemSet?: string;
  modelId?: string;
  minAvgAccuracy?: number;
  search?: string;
  sortBy: BenchmarkSortBy;
  sortDirection: SortDirection;
}

const clean = (v: string | null) => {
  const t = v?.trim() ?? '';
  return t === '' ? null : t;
};

export function benchmarkFiltersFromParams(p: URLSearchParams): BenchmarkFilters {
  const sortBy = p.get('sortBy');
  return {
    activityId: clean(p.get('activity')) ?? BENCHMARK_ACTIVITY,
    competitionId: clean(p.get('competition')),
    problemSet: clean(p.get('problemSet')),
    modelId: clean(p.get('model')),
    minAvgAccuracy: p.get('min') ?? '',
    search: p.get('q') ?? '',
    sortBy: (SORT_BY as readonly string[]).includes(sortBy ?? '')
      ? (sortBy as BenchmarkSortBy)
      : 'avgAccuracy',
    sortDirection: p.get('dir') === 'asc' ? 'asc' : 'desc',
  };
}

export function benchmarkFiltersToParams(f: BenchmarkFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.activityId !== BENCHMARK_ACTIVITY) p.set('activity', f.activityId);
  if (f.competitionId) p.set('competition', f.competitionId);
  if (f.problemSet) p.set('problemSet', f.problemSet);
  if (f.modelId) p.set('model', f.modelId);
  if (f.minAvgAccuracy.trim() !== '') p.set('min', f.minAvgAccuracy.trim());
  if (f.search.trim() !== '') p.set('q', f.search.trim());
  if (f.sortBy !== 'avgAccuracy') p.set('sortBy', f.sortBy);
  if (f.sortDirection !== 'desc') p.set('dir', f.sortDirection);
  return p;
}

/** The minimum accuracy as 0..1: "0.8", "80%" and "80" (a percentage) all mean 0.8. */
export function parseMinAccuracy(text: string): number | null | 'invalid' {
  const t = text.trim();
  if (t === '') return null;
  const pct = t.endsWith('%');
  const n = Number(pct ? t.slice(0, -1) : t);
  if (!Number.isFinite(n)) return 'invalid';
  const v = pct || n > 1 ? n / 100 : n;
  return v >= 0 && v <= 1 ? v : 'invalid';
}

export function benchmarkProblems(f: BenchmarkFilters): Record<string, string> {
  const p: Record<string, string> = {};
  if (parseMinAccuracy(f.minAvgAccuracy) === 'invalid')
    p.minAvgAccuracy = 'Write the minimum accuracy as a number from 0 to 1, or a percentage like 80%.';
  if ([...f.search.trim()].length > 200) p.search = 'A search can be at most 200 characters.';
  return p;
}

export function toBenchmarkQuery(f: BenchmarkFilters): BenchmarkQuery {
  const q: BenchmarkQuery = { activityId: f.activityId, sortBy: f.sortBy, sortDirection: f.sortDirection };
  if (f.competitionId) q.competitionId = f.competitionId;
  if (f.problemSet) q.problemSet = f.problemSet;
  if (f.modelId) q.modelId = f.modelId;
  const min = parseMinAccuracy(f.minAvgAccuracy);
  if (typeof min === 'number') q.minAvgAccuracy = min;
  const search = f.search.trim();
  if (search !== '' && [...search].length <= 200) q.search = search;
  return q;
}
