/**
 * RUN_BUDGET_EXCEEDED through the core, over real HTTP to a sandbox: `bob` starts with 200
 * credits, so a run costing more fails in the outbox with that code, keeps its request, and the
 * words for it say what to do next; a run within the balance then starts.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createDispatcher, type Workbench } from '../../src/core';
import type { Dispatch } from '../../src/core/dispatch';
import type { OutboxEntryView } from '../../src/shared/contract';
import { describeError } from '../../src/shared/errorText';
import { openPlaygroundWorkbench } from '../helpers/playgroundWorkbench';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox';
import { tempDir } from '../helpers/tempDir';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const MODELS = ['gpt-oss-120b', 'qwen3-235b-a22b', 'deepseek-v3.1', 'llama-4-maverick', 'mistral-large-2'];

let sb: TestSandbox;
let wb: Workbench;
let dispatch: Dispatch;

async function call<T>(method: string, input: unknown = {}): Promise<T> {
  const res = await dispatch(method, input);
  if (!res.ok) throw new Error(`${method}: ${res.error.code} ${res.error.message}`);
  return res.value as T;
}

async function create(problems: number, repeat: number): Promise<OutboxEntryView> {
  const entry = await call<OutboxEntryView>('playground.create', {
    competitionId: STAGE1,
    kind: 'cheatsheet',
    body: {
      models: MODELS,
      problems: Array.from({ length: problems }, (_, index) => ({ problemSet: 'hard3', index })),
      repeat,
    },
  });
  return vi.waitFor(
    async () => {
      const e = (await call<OutboxEntryView[]>('outbox.list')).find((x) => x.id === entry.id);
      if (e?.status !== 'done' && e?.status !== 'failed') throw new Error('not settled');
      return e;
    },
    { timeout: 20_000, interval: 50 },
  );
}

beforeAll(async () => {
  sb = await startTestSandbox({ playgroundPaceMs: 0 });
  wb = await openPlaygroundWorkbench(sb, {
    dataDir: tempDir('wb-pgbudget-'),
    account: 'bob',
  });
  dispatch = createDispatcher(wb.handlers);
});

afterAll(async () => {
  await wb.close();
  await sb.close();
});

it('a run costing more than the balance fails with RUN_BUDGET_EXCEEDED and words that say what to do', async () => {
  // 5 models × 400 problems × 3 repeats × 0.05 credits = 300 credits; bob has 200.
  const refused = await create(400, 3);
  expect(refused.status).toBe('failed');
  expect(refused.error?.code).toBe('RUN_BUDGET_EXCEEDED');
  expect(refused.error?.status).toBe(403);
  // The request is kept, so nothing typed is lost.
  expect((refused.request as { body?: { repeat?: number } }).body?.repeat).toBe(3);
  const words = describeError(refused.error!);
  expect(words.title).toBe('Not enough Playground credit');
  expect(words.action).toMatch(/Select fewer models, problems or repeats/);
  expect(`${words.title} ${words.detail} ${words.action}`).not.toContain('RUN_BUDGET_EXCEEDED');
  // 5 × 40 × 1 × 0.05 = 10 credits: within the balance, so the budget was the only reason.
  const fits = await create(40, 1);
  expect(fits.status).toBe('done');
});
