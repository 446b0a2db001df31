/**
 * Sweeps through the core, over real HTTP to a sandbox (docs/sweeps.md): a sweep runs to a winner
 * with the round prices the sandbox charges, survives being closed and opened again at any point
 * and being driven by two workbenches with no round or cheatsheet sent twice (two processes at
 * once: test/cli/sweeps.test.ts), and pauses in words, nothing lost,
 * when the platform refuses a round for its credit balance.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createDispatcher, type Workbench } from '../../src/core';
import type { Run } from '../../src/shared/api';
import type { Cached, OutboxEntryView } from '../../src/shared/contract';
import type { SweepDefinition, SweepView } from '../../src/shared/contracts/sweeps';
import { openPlaygroundWorkbench } from '../helpers/playgroundWorkbench';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox';
import { tempDir } from '../helpers/tempDir';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';

let sb: TestSandbox;
const open: Workbench[] = [];

beforeAll(async () => {
  sb = await startTestSandbox({ playgroundPaceMs: 0 });
});

afterAll(async () => {
  await Promise.all(open.map((w) => w.close()));
  await sb.close();
});

async function workbench(dataDir: string, account = 'participant') {
  const wb = await openPlaygroundWorkbench(sb, { dataDir, account });
  open.push(wb);
  const dispatch = createDispatcher(wb.handlers);
  const call = async <T>(method: string, input: unknown = {}): Promise<T> => {
    const res = await dispatch(method, input);
    if (!res.ok) throw new Error(`${method}: ${res.error.code} ${res.error.message}`);
    return res.value as T;
  };
  const close = async () => {
    open.splice(open.indexOf(wb), 1);
    await wb.close();
  };
  return { wb, call, close };
}

function definition(name: string, over: Partial<SweepDefinition> = {}): SweepDefinition {
  return {
    competitionId: STAGE1,
    name,
    variants: [
      // The sandbox's evaluator: +1 point per 200 characters (at most 10) and +10 for a helpful word.
      { text: `plain ${name}`, label: 'plain' },
      { text: `Look for a counterexample magma (${name}). ${'x'.repeat(1000)}`, label: 'helpful' },
      { text: `${name} ${'y'.repeat(600)}`, label: 'long' },
    ],
    models: ['gpt-oss-120b'],
    problemSets: ['hard3'],
    budgetCredits: 40,
    confidence: 0.95,
    seed: 7,
    ...over,
  };
}

async function ended(call: <T>(m: string, i?: unknown) => Promise<T>, id: string): Promise<SweepView> {
  return vi.waitFor(
    async () => {
      const v = await call<SweepView | null>('sweeps.get', { sweepId: id });
      if (v?.status !== 'ended' && v?.status !== 'paused') throw new Error(`still ${v?.status}`);
      return v;
    },
    { timeout: 30_000, interval: 50 },
  );
}

async function posts(part: string): Promise<number> {
  const counts = await sb.counts();
  return Object.entries(counts)
    .filter(([k]) => k.startsWith('POST ') && k.includes(part))
    .reduce((n, [, v]) => n + v, 0);
}

it('races to the best variant, and its rounds cost what the sandbox charges', async () => {
  const { call } = await workbench(tempDir('wb-sweep-'));
  const plan = await call<SweepView['plan']>('sweeps.plan', definition('price'));
  expect(plan.refusal).toBeNull();
  expect(plan.variants.map((v) => v.label)).toEqual(['plain', 'helpful', 'long']);
  expect(plan.pool).toBe(400);
  const started = await call<SweepView>('sweeps.start', definition('price'));
  const view = await ended(call, started.id);
  expect(view.status).toBe('ended');
  expect(view.end).toBe('winner');
  expect(view.winner).toBe(1);
  expect(view.standings[1]!.status).toBe('winner');
  for (const s of view.standings.filter((x) => x.variant !== 1)) {
    expect(s.status).toBe('dropped');
    expect(s.droppedP!).toBeLessThanOrEqual(view.roundAlpha);
  }
  let charged = 0;
  for (const r of view.rounds) {
    const run = await call<Cached<Run>>('playground.run', { competitionId: STAGE1, runId: r.runId });
    expect(run.data?.costCredits).toBeCloseTo(r.credits, 9);
    charged += run.data!.costCredits as number;
  }
  expect(view.spentCredits).toBeCloseTo(charged, 9);
  expect(view.spentCredits).toBeLessThanOrEqual(40);
  const csv = await call<{ text: string }>('sweeps.export', { sweepId: view.id, format: 'csv' });
  expect(csv.text.trim().split('\n')).toHaveLength(
    1 + view.rounds.reduce((n, r) => n + r.variants.length, 0),
  );
  for (const r of view.rounds) expect(csv.text).toContain(r.runId!);
});

it('closed and opened again at four points of its work, then driven by two workbenches, sends each round and cheatsheet once', async () => {
  const dir = tempDir('wb-sweep-kill-');
  await sb.resetCounts();
  let first = await workbench(dir);
  const started = await first.call<SweepView>(
    'sweeps.start',
    definition('restart', {
      variants: definition('restart')
        .variants.slice(0, 2)
        .concat({ text: `tied ${'z'.repeat(20)}`, label: 'tied' }),
    }),
  );
  // Closed and opened again four times while it goes on, each time at another point of its work.
  for (const ms of [0, 15, 40, 90]) {
    await new Promise((r) => setTimeout(r, ms));
    await first.close();
    first = await workbench(dir);
    await first.call('sweeps.resume', { sweepId: started.id });
  }
  const second = await workbench(dir);
  await second.call('sweeps.resume', { sweepId: started.id });
  const view = await ended(first.call, started.id);
  expect(view.status).toBe('ended');
  expect(view.winner).toBe(1);
  expect(await posts('/playground/runs')).toBe(view.rounds.length);
  expect(await posts('cheatsheets')).toBe(3);
  const runIds = view.rounds.map((r) => r.runId);
  expect(new Set(runIds).size).toBe(runIds.length);
});

it('a round the platform refuses for its credit balance pauses the sweep in words, and nothing is lost', async () => {
  // bob has 200 credits. Four alike variants never separate; 5 models make a problem cost 1 credit,
  // so rounds up to 153 problems (153 credits) fit and the next 77 do not.
  const alike = Array.from({ length: 4 }, (_, i) => ({ text: `${'w'.repeat(200)} alike ${i}` }));
  const { call } = await workbench(tempDir('wb-sweep-budget-'), 'bob');
  const def = definition('balance', {
    variants: alike,
    models: ['gpt-oss-120b', 'qwen3-235b-a22b', 'deepseek-v3.1', 'llama-4-maverick', 'mistral-large-2'],
    budgetCredits: 1000,
  });
  const started = await call<SweepView>('sweeps.start', def);
  const paused = await ended(call, started.id);
  expect(paused.status).toBe('paused');
  expect(paused.pause?.code).toBe('RUN_BUDGET_EXCEEDED');
  expect(paused.pause?.message).toMatch(/Round 7 was not started/);
  const refused = paused.rounds.at(-1)!;
  expect(refused.state).toBe('refused');
  expect(paused.winner).toBeNull();
  // The refused round is kept in the outbox with its request; resuming tries it again.
  const entry = (await call<OutboxEntryView[]>('outbox.list')).find((e) => e.id === refused.entryId)!;
  expect(entry.status).toBe('failed');
  expect(entry.request.op === 'playground.run.create' && entry.request.body.problems).toHaveLength(77);
  const resumed = await call<SweepView>('sweeps.resume', { sweepId: started.id });
  expect(['racing', 'paused']).toContain(resumed.status);
  const again = await ended(call, started.id);
  expect(again.status).toBe('paused');
  expect(again.rounds).toHaveLength(paused.rounds.length);
  // Discarded in the Outbox, the refused round is planned anew on Resume: one new entry, same round.
  const before = await posts('/playground/runs');
  await call('outbox.discard', { id: again.rounds.at(-1)!.entryId });
  await call<SweepView>('sweeps.resume', { sweepId: started.id });
  const anew = await ended(call, started.id);
  expect(anew.status).toBe('paused');
  expect(anew.rounds).toHaveLength(paused.rounds.length);
  expect(anew.rounds.at(-1)!.entryId).not.toBe(again.rounds.at(-1)!.entryId);
  expect(await posts('/playground/runs')).toBe(before + 1);
});

it('a round whose answer is lost after the platform made it is not sent again unless proven absent', async () => {
  const { call } = await workbench(tempDir('wb-sweep-lost-'));
  await sb.resetCounts();
  await sb.fault({ kind: 'drop-answer', method: 'POST', path: '/playground/runs', count: 1 });
  const started = await call<SweepView>('sweeps.start', definition('lost'));
  const view = await ended(call, started.id);
  await sb.clearFaults();
  const runs = await posts('/playground/runs');
  if (view.status === 'ended') {
    // The lost answer was checked and the run found: one run per round, the lost one adopted.
    expect(view.winner).toBe(1);
    expect(runs).toBe(view.rounds.length);
  } else {
    // A platform whose run list cannot tell the run apart: the user decides, nothing is sent again.
    expect(view.pause?.code).toBe('MAYBE_DELIVERED');
    expect(runs).toBe(view.rounds.length);
  }
});

it('pauses before its next round when a variant cheatsheet was edited on the platform, and goes on once its text is back', async () => {
  const { call } = await workbench(tempDir('wb-sweep-edited-'));
  await sb.resetCounts();
  // Alike variants never separate, so the sweep has a next round to hold back.
  const alike = ['a', 'b'].map((label) => ({ text: `${'v'.repeat(300)} alike ${label}`, label }));
  const name = `edited-${Date.now()}`;
  // Round 1's rows come slowly, so the edit lands while it runs, before round 2 is planned.
  await sb.fault({ kind: 'latency', method: 'GET', path: '/results', ms: 1500 });
  try {
    const started = await call<SweepView>('sweeps.start', definition(name, { variants: alike }));
    await vi.waitFor(
      async () => {
        const v = await call<SweepView>('sweeps.get', { sweepId: started.id });
        if (!v.rounds[0]?.runId) throw new Error('round 1 not started yet');
      },
      { timeout: 20_000, interval: 20 },
    );
    const b = await cheatsheetTitled(`Sweep ${name} — B`);
    await patchCheatsheet(b, 'an edit made on the website');
    await sb.clearFaults();
    const paused = await ended(call, started.id);
    expect(paused.status).toBe('paused');
    expect(paused.pause?.code).toBe('VARIANT_CHANGED');
    expect(paused.pause?.message).toMatch(/Variant B's cheatsheet was edited after the sweep began/);
    expect(paused.rounds).toHaveLength(1);
    expect(await posts('/playground/runs')).toBe(1);

    // Its text put back, Resume goes on with the same two texts.
    await patchCheatsheet(b, alike[1]!.text);
    await call('sweeps.resume', { sweepId: started.id });
    const view = await ended(call, started.id);
    expect(view.status).toBe('ended');
    expect(view.rounds.length).toBeGreaterThan(1);
    expect(await posts('/playground/runs')).toBe(view.rounds.length);
  } finally {
    await sb.clearFaults();
  }
});

async function cheatsheetTitled(prefix: string): Promise<string> {
  const res = await fetch(`${sb.baseUrl}/api/public/v1/cheatsheets?limit=100`, {
    headers: { authorization: `Bearer ${sb.key('participant')}` },
  });
  const items = ((await res.json()) as { data: { items: { id: string; title: string }[] } }).data.items;
  const found = items.find((i) => i.title.startsWith(prefix));
  if (!found) throw new Error(`no cheatsheet titled ${prefix}…`);
  return found.id;
}

async function patchCheatsheet(id: string, content: string): Promise<void> {
  const res = await fetch(`${sb.baseUrl}/api/public/v1/cheatsheets/${id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${sb.key('participant')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  });
  if (!res.ok) throw new Error(`PATCH cheatsheet: ${res.status} ${await res.text()}`);
}
