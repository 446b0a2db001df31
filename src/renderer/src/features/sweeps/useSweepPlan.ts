/**
 * The plan of what is being typed, from `sweeps.plan` through the query layer: asked a moment
 * after the last change (not at every keystroke), the previous plan kept on screen meanwhile and
 * marked as not current, so the form never flickers and Start never goes on an old price.
 */
import { useEffect, useState } from 'react';
import type { SweepDefinition } from '../../../../shared/contracts/sweeps';
import { toErrorInfo } from '../../lib/errors';
import { useContractQuery } from '../../stores/query';

export const PLAN_DEBOUNCE_MS = 400;

/** `value` once it has not changed for `ms` (compared by content, so a new equal object waits for nothing). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const same = JSON.stringify(value) === JSON.stringify(settled);
  useEffect(() => {
    if (same) return;
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, same, ms]);
  return settled;
}

/** Never sent: the input of the skipped query while nothing can be planned. */
const NOTHING: SweepDefinition = {
  competitionId: '-',
  name: '-',
  variants: [],
  models: [],
  problemSets: [],
  budgetCredits: 1,
  confidence: 0.95,
};

export function useSweepPlan(input: SweepDefinition | null) {
  const asked = useDebounced(input, PLAN_DEBOUNCE_MS);
  const plan = useContractQuery('sweeps.plan', asked ?? NOTHING, {
    enabled: asked !== null,
    placeholderData: (previous) => previous,
  });
  const typing = JSON.stringify(asked) !== JSON.stringify(input);
  const shown = input === null ? undefined : plan.data;
  return {
    /** The last plan worked out (possibly for an earlier input: see `current`). */
    plan: shown,
    /** The plan shown is the one of what is typed now. */
    current: shown !== undefined && !typing && !plan.isPlaceholderData && !plan.isFetching,
    /** Waiting for the typing to settle or for the core's answer. */
    working: input !== null && (typing || plan.isFetching),
    error: input !== null && !typing && plan.error ? toErrorInfo(plan.error) : null,
    retry: () => void plan.refetch(),
  };
}
