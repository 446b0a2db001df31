import { useMemo, useState } from 'react';
import type { Experiments } from '../../../../shared/contracts/experiments';
import {
  chartSeries,
  filterChoices,
  filterRuns,
  NO_FILTER,
  type RunFilter,
  versionMap,
} from './experimentRows';

/**
 * The experiments page's view of experiments.list: the filter (model, problem set, version), the
 * runs it keeps, what it can choose from, and the chart's series over the kept runs.
 */
export function useRunFilter(data: Experiments | undefined) {
  const [filter, setFilter] = useState<RunFilter>(NO_FILTER);
  const runs = data?.runs;
  const versions = useMemo(() => versionMap(data), [data]);
  const choices = useMemo(() => filterChoices(runs ?? []), [runs]);
  const shown = useMemo(() => filterRuns(runs ?? [], filter), [runs, filter]);
  const series = useMemo(() => chartSeries(shown, versions), [shown, versions]);
  const shownIds = useMemo(() => shown.map((r) => r.runId), [shown]);
  return {
    filter,
    set: <K extends keyof RunFilter>(key: K, value: RunFilter[K]) =>
      setFilter((f) => ({ ...f, [key]: value })),
    reset: () => setFilter(NO_FILTER),
    active: filter.model !== null || filter.problemSet !== null || filter.version !== null,
    choices,
    versions,
    shown,
    shownIds,
    series,
  };
}

export type RunFilterState = ReturnType<typeof useRunFilter>;
