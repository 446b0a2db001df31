/** The Playground's reads, named once: every screen of this folder reads through these. */
import { useMemo } from 'react';
import { cacheKey } from '../../../../shared/methods';
import { useContractQueries, useContractQuery } from '../../stores/query';
import { useCached } from '../../stores/useCached';
import { type Names, namesFrom } from './aggregateCharts';

export function useModels(competitionId: string, enabled = true) {
  return useCached('playground.models', { competitionId }, { enabled });
}

export function useProblemSets(competitionId: string, enabled = true) {
  return useCached('playground.problemSets', { competitionId }, { enabled });
}

export function useProblemSet(competitionId: string, problemSetId: string | null) {
  return useCached(
    'playground.problemSet',
    { competitionId, problemSetId: problemSetId ?? '' },
    { enabled: problemSetId !== null },
  );
}

export function useRun(competitionId: string, runId: string) {
  return useCached('playground.run', { competitionId, runId });
}

/** The run's own key: the core's follower announces it whenever rows or the status change. */
export function runKey(competitionId: string, runId: string): string {
  return cacheKey('playground.run', { competitionId, runId });
}

export const WINDOW = 500;

/** The stored rows in windows of 500, as the table scrolls; refreshed when the run changes. */
export function useResultWindows(competitionId: string, runId: string, windows: readonly number[]) {
  const inputs = windows.map((w) => ({ competitionId, runId, offset: w * WINDOW, limit: WINDOW }));
  return useContractQueries('playground.results', inputs, { refreshOn: [runKey(competitionId, runId)] });
}

export function useAggregates(competitionId: string, runId: string) {
  return useContractQuery(
    'playground.aggregates',
    { competitionId, runId },
    { refreshOn: [runKey(competitionId, runId)] },
  );
}

/**
 * Model names from the models list, problem set titles and, for runs with cheatsheets, cheatsheet
 * titles from the library: aggregates, rows and comparisons carry only IDs.
 */
export function useNames(competitionId: string, withCheatsheets: boolean): Names {
  const models = useModels(competitionId);
  const sets = useProblemSets(competitionId);
  const sheets = useCached(
    'library.list',
    { kind: 'cheatsheet', cursor: null },
    { enabled: withCheatsheets },
  );
  const modelItems = models.data?.items;
  const setItems = sets.data ?? undefined;
  const sheetItems = withCheatsheets ? sheets.data?.items : undefined;
  return useMemo(() => namesFrom(modelItems, sheetItems, setItems), [modelItems, sheetItems, setItems]);
}
