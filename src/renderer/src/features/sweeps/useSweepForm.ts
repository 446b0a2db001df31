/**
 * The new-sweep form's hook: what was typed (kept for the session per competition, so leaving the
 * form and coming back finds it as it was), its check, the live plan and Start. Start calls
 * `sweeps.start`, which answers with the sweep: its view goes into the query cache, the list is
 * read again and the form is cleared. A refusal keeps everything typed, with the error in words.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiErrorInfo } from '../../../../shared/api';
import type { SweepDefinition, SweepView } from '../../../../shared/contracts/sweeps';
import { call } from '../../bridge';
import { toErrorInfo } from '../../lib/errors';
import { readKey } from '../../stores/query';
import {
  checkSweepForm,
  emptySweepForm,
  type SweepForm,
  type SweepFormAction,
  sweepFormReducer,
} from './sweepForm';
import { useSweepPlan } from './useSweepPlan';

const kept = new Map<string, SweepForm>();

/** The form's state for this competition, kept across visits until a sweep starts from it. */
const keptOf = (cid: string) => kept.get(cid) ?? emptySweepForm;

export function useKeptSweepForm(competitionId: string) {
  const [state, setState] = useState(() => ({ cid: competitionId, form: keptOf(competitionId) }));
  // The same page shown for another competition (only the address changed): that one's form.
  const form = state.cid === competitionId ? state.form : keptOf(competitionId);
  useEffect(() => {
    kept.set(competitionId, form);
  }, [competitionId, form]);
  const dispatch = useCallback(
    (a: SweepFormAction) =>
      setState((s) => ({
        cid: competitionId,
        form: sweepFormReducer(s.cid === competitionId ? s.form : keptOf(competitionId), a),
      })),
    [competitionId],
  );
  const clear = useCallback(() => {
    kept.delete(competitionId);
    setState({ cid: competitionId, form: emptySweepForm });
  }, [competitionId]);
  return { form, dispatch, clear };
}

/** `sweeps.start`: one call at a time, its failure in words, its answer put where the sweep's page reads it. */
export function useSweepStart() {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiErrorInfo | null>(null);
  const start = async (definition: SweepDefinition): Promise<SweepView | null> => {
    if (busy) return null;
    setBusy(true);
    setError(null);
    try {
      const view = await call('sweeps.start', definition);
      client.setQueryData(readKey('sweeps.get', { sweepId: view.id }), view);
      await client.invalidateQueries({
        queryKey: readKey('sweeps.list', { competitionId: view.competitionId }),
      });
      return view;
    } catch (e) {
      setError(toErrorInfo(e));
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, start };
}

export function useSweepForm(competitionId: string, onStarted: (view: SweepView) => void) {
  const { form, dispatch, clear } = useKeptSweepForm(competitionId);
  const check = useMemo(() => checkSweepForm(competitionId, form), [competitionId, form]);
  const plan = useSweepPlan(check.planInput);
  const starter = useSweepStart();
  const [tried, setTried] = useState(false);
  const refusal = plan.current ? (plan.plan?.refusal ?? null) : null;
  const ready = check.definition !== null && plan.current && refusal === null;
  const start = async () => {
    setTried(true);
    if (!ready || !check.definition) return;
    const view = await starter.start(check.definition);
    if (!view) return;
    clear();
    setTried(false);
    onStarted(view);
  };
  return {
    form,
    dispatch,
    /** A field's problem, once Start has been pressed. */
    err: (f: keyof typeof check.errors) => (tried ? check.errors[f] : undefined),
    plan,
    refusal,
    ready,
    start,
    starting: starter.busy,
    startError: starter.error,
  };
}

export type SweepFormHook = ReturnType<typeof useSweepForm>;
