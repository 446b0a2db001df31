import { useCallback, useMemo, useState } from 'react';

/** What a selection of runs opens: nothing, one run, the two-run comparison, or the many-run table. */
export type SelectionMode = 'none' | 'one' | 'two' | 'many';

export const MAX_COMPARED = 50; // experiments.compareMany takes at most 50 runs

export function selectionMode(count: number): SelectionMode {
  return count === 0 ? 'none' : count === 1 ? 'one' : count === 2 ? 'two' : 'many';
}

/**
 * The runs picked in the experiments table, in the order they were picked (the first is A in a
 * two-run comparison). Runs that left the list (another connection, a filter) are dropped from
 * what is compared, so a comparison never names a run that is not on screen.
 */
export function useRunSelection(visibleRunIds: readonly string[]) {
  const [picked, setPicked] = useState<string[]>([]);
  const selected = useMemo(() => {
    const visible = new Set(visibleRunIds);
    return picked.filter((id) => visible.has(id));
  }, [picked, visibleRunIds]);
  const toggle = useCallback((runId: string) => {
    setPicked((p) =>
      p.includes(runId) ? p.filter((x) => x !== runId) : p.length >= MAX_COMPARED ? p : [...p, runId],
    );
  }, []);
  const clear = useCallback(() => setPicked([]), []);
  return {
    selected,
    isSelected: (runId: string) => selected.includes(runId),
    toggle,
    clear,
    mode: selectionMode(selected.length),
    full: selected.length >= MAX_COMPARED,
  };
}

export type RunSelection = ReturnType<typeof useRunSelection>;
