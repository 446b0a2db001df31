// @vitest-environment happy-dom
/**
 * The sweeps' hooks in a real React root against a stand-in for the core: the plan asked once the
 * typing settles (the previous plan kept, marked not current meanwhile), Start putting the answered
 * sweep where its page reads it (or its refusal in words), Pause and Resume replacing the view on
 * screen, the exports saved as files, and the form kept across visits until a sweep starts.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { core, appStatus, renderHook } = await vi.hoisted(async () => await import('../fakeCore'));

const saved = vi.hoisted(() => [] as Array<{ filename: string; text: string; mime?: string }>);
vi.mock('../../../../src/renderer/src/lib/download', () => ({
  saveTextFile: (filename: string, text: string, mime?: string) => saved.push({ filename, text, mime }),
  saveBlob: () => undefined,
}));

import { useSweepActions } from '../../../../src/renderer/src/features/sweeps/useSweepActions';
import { useKeptSweepForm, useSweepStart } from '../../../../src/renderer/src/features/sweeps/useSweepForm';
import { PLAN_DEBOUNCE_MS, useSweepPlan } from '../../../../src/renderer/src/features/sweeps/useSweepPlan';
import {
  createQueryClient,
  QueryProvider,
  readKey,
  STATUS_KEY,
} from '../../../../src/renderer/src/stores/query';
import type { SweepDefinition, SweepPlanView, SweepView } from '../../../../src/shared/contracts/sweeps';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const SWEEP_ID = '6f1c2a52-0d7e-4a4b-9f55-1d2a3b4c5d6e';

const def = (budgetCredits: number): SweepDefinition => ({
  competitionId: STAGE1,
  name: 'Hints',
  variants: [{ text: 'one' }, { text: 'two' }],
  models: ['gpt-oss-120b'],
  problemSets: ['hard3'],
  repeat: 1,
  budgetCredits,
  confidence: 0.95,
  firstSlice: 20,
});

const planFor = (input: Record<string, unknown>, refusal: string | null = null) =>
  ({ name: input.name, budgetCredits: input.budgetCredits, refusal }) as unknown as SweepPlanView;

const sweepView = (extra: Partial<SweepView> = {}) =>
  ({ id: SWEEP_ID, competitionId: STAGE1, name: 'Hints', status: 'racing', ...extra }) as SweepView;

let client: QueryClient;
let unmount = () => {};

async function mount<P, T>(hook: (p: P) => T, props: P) {
  const wrap = (children: ReactNode) => createElement(QueryProvider, { client, children });
  const r = renderHook(hook, props, wrap);
  unmount = r.unmount;
  await vi.waitFor(() => expect(r.seen.length).toBeGreaterThan(0));
  return r;
}

beforeEach(() => {
  core.reset();
  saved.length = 0;
  client = createQueryClient();
  client.setQueryData(STATUS_KEY, appStatus('conn-a'));
});
afterEach(() => {
  unmount();
  client.clear();
});

describe('useSweepPlan', () => {
  it('asks for the plan once the typing settles, keeping the last plan on screen meanwhile', async () => {
    core.answer = (method, input) => (method === 'sweeps.plan' ? planFor(input) : null);
    const r = await mount((input: SweepDefinition | null) => useSweepPlan(input), def(10));
    await vi.waitFor(() => expect(r.result.current!.current).toBe(true));
    expect(r.result.current!.plan?.budgetCredits).toBe(10);
    // Three changes in quick succession: one plan, of the last.
    r.update(def(11));
    r.update(def(12));
    r.update(def(13));
    await vi.waitFor(() => expect(r.result.current!.working).toBe(true));
    expect(r.result.current!.current).toBe(false);
    expect(r.result.current!.plan?.budgetCredits).toBe(10);
    await vi.waitFor(() => expect(r.result.current!.current).toBe(true), { timeout: PLAN_DEBOUNCE_MS * 4 });
    expect(r.result.current!.plan?.budgetCredits).toBe(13);
    expect(core.callsOf('sweeps.plan').map((c) => c.input.budgetCredits)).toEqual([10, 13]);
    expect(r.result.current!.working).toBe(false);
  });

  it('asks nothing while the form cannot be planned, and shows no old plan then', async () => {
    core.answer = (method, input) => (method === 'sweeps.plan' ? planFor(input) : null);
    const r = await mount(
      (input: SweepDefinition | null) => useSweepPlan(input),
      null as SweepDefinition | null,
    );
    await new Promise((res) => setTimeout(res, PLAN_DEBOUNCE_MS + 100));
    expect(core.callsOf('sweeps.plan')).toHaveLength(0);
    expect(r.result.current).toMatchObject({ plan: undefined, current: false, working: false, error: null });
    r.update(def(5));
    await vi.waitFor(() => expect(r.result.current!.current).toBe(true), { timeout: PLAN_DEBOUNCE_MS * 4 });
    r.update(null);
    await vi.waitFor(() => expect(r.result.current!.plan).toBeUndefined());
  });

  it('hands on the refusal and the failure in words', async () => {
    core.answer = (_method, input) => {
      if (input.budgetCredits === 1)
        throw new Error('The template marks {{x}} but gives it no alternatives.');
      return planFor(input, 'A sweep needs at least two different variants to race.');
    };
    const r = await mount((input: SweepDefinition | null) => useSweepPlan(input), def(2));
    await vi.waitFor(() => expect(r.result.current!.current).toBe(true));
    expect(r.result.current!.plan?.refusal).toBe('A sweep needs at least two different variants to race.');
    r.update(def(1));
    await vi.waitFor(() => expect(r.result.current!.error).not.toBeNull(), { timeout: PLAN_DEBOUNCE_MS * 4 });
    expect(r.result.current!.error?.message).toContain('gives it no alternatives');
  });
});

describe('useSweepStart', () => {
  it('puts the answered sweep where its page reads it and reads the list again', async () => {
    const view = sweepView();
    core.answer = (method) => (method === 'sweeps.start' ? view : []);
    const listKey = readKey('sweeps.list', { competitionId: STAGE1 });
    client.setQueryData(listKey, []);
    const r = await mount(() => useSweepStart(), {});
    let answered: SweepView | null = null;
    answered = await r.result.current!.start(def(40));
    expect(answered).toEqual(view);
    expect(client.getQueryData(readKey('sweeps.get', { sweepId: SWEEP_ID }))).toEqual(view);
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(core.callsOf('sweeps.start')[0]!.input).toEqual(def(40));
    expect(r.result.current!.error).toBeNull();
  });

  it('keeps the refusal in words and answers null', async () => {
    core.answer = () => {
      throw new Error('The first round alone costs 60 credits, more than the budget of 40.');
    };
    const r = await mount(() => useSweepStart(), {});
    expect(await r.result.current!.start(def(40))).toBeNull();
    await vi.waitFor(() => expect(r.result.current!.error).not.toBeNull());
    expect(r.result.current!.error?.message).toContain('more than the budget');
    expect(r.result.current!.busy).toBe(false);
  });
});

describe('useSweepActions', () => {
  it('replaces the view on screen with the one Pause and Resume answer', async () => {
    core.answer = (method) =>
      method === 'sweeps.pause'
        ? sweepView({ status: 'paused', pause: { code: 'PAUSED', message: 'Paused.' } })
        : sweepView({ status: 'racing' });
    const key = readKey('sweeps.get', { sweepId: SWEEP_ID });
    client.setQueryData(key, sweepView());
    const r = await mount(() => useSweepActions(SWEEP_ID), {});
    await r.result.current!.pause();
    expect((client.getQueryData(key) as SweepView).status).toBe('paused');
    await r.result.current!.resume();
    expect((client.getQueryData(key) as SweepView).status).toBe('racing');
    expect(core.calls.map((c) => c.method)).toEqual(['sweeps.pause', 'sweeps.resume']);
  });

  it('saves an export as the file the core names, and says why one failed', async () => {
    core.answer = (_m, input) => {
      if (input.format === 'json') throw new Error('No sweep is kept for this connection.');
      return { filename: 'sweep-hints.csv', text: 'round,variant\n' };
    };
    const r = await mount(() => useSweepActions(SWEEP_ID), {});
    await r.result.current!.exportAs('csv');
    expect(saved).toEqual([{ filename: 'sweep-hints.csv', text: 'round,variant\n', mime: 'text/csv' }]);
    await r.result.current!.exportAs('json');
    await vi.waitFor(() => expect(r.result.current!.exportError?.message).toContain('No sweep is kept'));
    expect(saved).toHaveLength(1);
  });
});

describe('useKeptSweepForm', () => {
  it('finds the form as it was left, per competition, until it is cleared', async () => {
    const first = await mount((cid: string) => useKeptSweepForm(cid), STAGE1 as string);
    first.result.current!.dispatch({ type: 'name', name: 'Kept' });
    await vi.waitFor(() => expect(first.result.current!.form.name).toBe('Kept'));
    unmount();
    const again = await mount((cid: string) => useKeptSweepForm(cid), STAGE1 as string);
    expect(again.result.current!.form.name).toBe('Kept');
    // The same page, another competition: that one's form, and the first kept as it was.
    again.update('another-competition');
    await vi.waitFor(() => expect(again.result.current!.form.name).toBe(''));
    again.result.current!.dispatch({ type: 'name', name: 'Other' });
    await vi.waitFor(() => expect(again.result.current!.form.name).toBe('Other'));
    again.update(STAGE1);
    await vi.waitFor(() => expect(again.result.current!.form.name).toBe('Kept'));
    unmount();
    const back = await mount((cid: string) => useKeptSweepForm(cid), STAGE1);
    back.result.current!.clear();
    await vi.waitFor(() => expect(back.result.current!.form.name).toBe(''));
    unmount();
    const cleared = await mount((cid: string) => useKeptSweepForm(cid), STAGE1);
    expect(cleared.result.current!.form.name).toBe('');
  });
});
