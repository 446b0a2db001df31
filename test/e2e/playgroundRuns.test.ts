/**
 * Playground runs by name, end to end in Chromium against the sandbox: a run is named by what it
 * ran (models, configuration, problems, kind) in the run list, on its dashboard and in Compare,
 * never by its ID alone; a run started on the platform only is named from the platform's record;
 * "Start run…" opens the new run's dashboard and clears the form, so a double click or a second
 * start cannot send the same run twice; Compare lists problems by number (8, 9, 10, 11), and the
 * form says how problems are numbered. Screenshots: test-artifacts/e2e/pgruns-*.png (run list,
 * dashboard and compare; light and dark; 1400 and 900 px).
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, screenshot, startApp } from './harness';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';

let app: App;
let page: Page;

beforeAll(async () => {
  app = await startApp('pgruns', { viewport: { width: 1400, height: 900 } }, ['--playground-pace-ms', '30']);
  page = app.page;
  await page.goto(app.serve.url);
  await page.getByTestId('competition-row').first().waitFor({ timeout: 15_000 });
}, 90_000);

afterAll(() => app?.close());

const go = (path: string) => page.goto(`${app.serve.origin}/#${path}`);

/** Text as read: platform names are isolated (FSI … PDI), which a reader does not see. */
const read = (s: string | null) => (s ?? '').replace(/[\u2066-\u2069]/g, '').trim();

/** A contract method through the page's own serve session (as the renderer calls it). */
async function rpc<T>(method: string, input: unknown): Promise<T> {
  const res = await page.evaluate(
    async ([m, body]) => {
      const r = await fetch(`/rpc/${m}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await r.json()) as { ok: boolean; value?: unknown; error?: unknown };
    },
    [method, input] as const,
  );
  if (!res.ok) throw new Error(`${method}: ${JSON.stringify(res.error)}`);
  return res.value as T;
}

/** Run starts this app queued so far. */
async function startsQueued(): Promise<number> {
  const entries = await rpc<{ request: { op: string } }[]>('outbox.list', {});
  return entries.filter((e) => e.request.op === 'playground.run.create').length;
}

/** Runs of Stage 1 the platform has for this account (the sandbox's own list, not the app's). */
async function platformRuns(): Promise<string[]> {
  const res = await fetch(
    `${app.sandbox.baseUrl}/api/public/v1/competitions/${STAGE1}/playground/runs?limit=100`,
    { headers: { authorization: `Bearer ${app.apiKey}` } },
  );
  const body = (await res.json()) as { data: { items: { runId: string }[] } };
  return body.data.items.map((r) => r.runId);
}

/** A run started on the platform only (as from another computer): the app never sent it. */
async function startElsewhere(body: Record<string, unknown>): Promise<string> {
  const res = await fetch(`${app.sandbox.baseUrl}/api/public/v1/competitions/${STAGE1}/playground/runs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${app.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { runId: string } }).data.runId;
}

/** The New run form of Stage 1 with these models ticked (by name) and these problems of Warm-up. */
async function plan(models: string[], ranges: string, picked: number) {
  await go(`/competitions/${STAGE1}/playground`);
  await page.getByTestId('pg-tab-new').click();
  const form = page.getByTestId('pg-form-stage1');
  await form.getByLabel(models[0]!).waitFor();
  for (const m of models) await form.getByLabel(m).check();
  await form.getByTestId('pg-problem-set-select').selectOption('warmup');
  await form.getByTestId('pg-ranges').fill(ranges);
  await form.getByRole('button', { name: 'Use ranges' }).click();
  await expect.poll(() => form.getByTestId('pg-picked').textContent()).toContain(`${picked} picked`);
  return form;
}

/** Confirms the price; the new run's dashboard opens. Answers the run's ID (from the address). */
async function confirm(): Promise<string> {
  await page.getByTestId('pg-start').click();
  await page.getByTestId('pg-confirm-start').click();
  return opened();
}

async function opened(): Promise<string> {
  await page.getByTestId('pg-dashboard').getByTestId('pg-started').waitFor({ timeout: 20_000 });
  return decodeURIComponent(page.url().split('/runs/')[1]!);
}

async function untilDone(runId: string) {
  await go(`/competitions/${STAGE1}/playground/runs/${runId}`);
  await expect
    .poll(() => page.getByTestId('pg-dashboard').getByTestId('pg-run-status').first().textContent(), {
      timeout: 60_000,
    })
    .toBe('Done');
}

/** Light and dark, 1400 and 900 px wide; `part` is scrolled into view (the shell scrolls, not the page). */
async function shots(name: string, part?: Locator) {
  for (const width of [1400, 900]) {
    await page.setViewportSize({ width, height: 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await part?.scrollIntoViewIfNeeded();
      await screenshot(page, `pgruns-${name}-${scheme}-${width}`);
    }
  }
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('Playground runs by name', () => {
  it('a started run opens its dashboard and the form is cleared: a double click or a second start sends no second run', async () => {
    const form = await plan(['GPT-OSS 120B'], '0-3', 4);
    // The numbers typed are the platform's, and the form says so.
    expect(await form.getByTestId('pg-numbering').textContent()).toBe(
      'Problems are numbered as on the platform, from 0: this set has problems 0–19.',
    );
    expect(await form.getByTestId('pg-picked').textContent()).toBe('4 picked: problems 0–3');
    await form.getByTestId('pg-numbering').scrollIntoViewIfNeeded();
    await screenshot(page, 'pgruns-form-light-1400');
    const queuedBefore = await startsQueued();
    const onPlatformBefore = await platformRuns();

    await page.getByTestId('pg-start').click();
    // Two quick clicks on "Spend … and start".
    await page.getByTestId('pg-confirm-start').dblclick();
    const runId = await opened();
    expect(page.url()).toContain(`/competitions/${STAGE1}/playground/runs/`);
    // The name is what the run ran; until the run's record (or its start here) is read, it says so.
    await expect
      .poll(async () => read(await page.getByTestId('pg-run-name').textContent()), { timeout: 20_000 })
      .toBe('Cheatsheet run: GPT-OSS 120B · baseline (no cheatsheet) · Warm-up, problems 0–3');
    expect(await page.getByTestId('pg-run-id').textContent()).toBe(runId);

    // Back to the form: it is empty, so "Start run…" asks for models and problems, not for money.
    await go(`/competitions/${STAGE1}/playground`);
    await page.getByTestId('pg-tab-new').click();
    const again = page.getByTestId('pg-form-stage1');
    await again.getByLabel('GPT-OSS 120B').waitFor();
    expect(await again.getByLabel('GPT-OSS 120B').isChecked()).toBe(false);
    expect(await again.getByTestId('pg-problem-set-select').inputValue()).toBe('');
    await page.getByTestId('pg-start').click();
    await expect.poll(() => again.locator('.field-problem').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('pg-confirm-start').count()).toBe(0);

    // Exactly one run: one start queued here, one run more on the platform.
    expect(await startsQueued()).toBe(queuedBefore + 1);
    const onPlatform = await platformRuns();
    expect(onPlatform.filter((id) => !onPlatformBefore.includes(id))).toEqual([runId]);
  }, 120_000);

  it('the run list names each run by what it ran, a run started elsewhere by the platform’s record', async () => {
    await plan(['GPT-OSS 120B', 'DeepSeek V3.1'], '8-11', 4);
    const mine = await confirm();
    const elsewhere = await startElsewhere({
      models: ['deepseek-v3.1'],
      problems: [0, 1, 2].map((index) => ({ problemSet: 'hard3', index })),
      repeat: 2,
    });
    await untilDone(mine);
    await go(`/competitions/${STAGE1}/playground`);
    const list = page.getByTestId('pg-run-list');
    const row = (id: string) => list.locator(`[data-testid="pg-run-row"][data-run="${id}"]`);
    await row(elsewhere).waitFor({ timeout: 20_000 });
    const name = async (id: string) => read(await row(id).getByTestId('pg-run-name').textContent());
    await expect
      .poll(() => name(mine))
      .toBe(
        'Cheatsheet run: GPT-OSS 120B and DeepSeek V3.1 · baseline (no cheatsheet) · Warm-up, problems 8–11',
      );
    await expect
      .poll(() => name(elsewhere))
      .toBe('Cheatsheet run: DeepSeek V3.1 · baseline (no cheatsheet) · 2 repeats · Hard 3, problems 0–2');
    // The ID is there, small, beside the name; never the name itself.
    for (const id of [mine, elsewhere]) {
      expect(await row(id).locator('.pg-run-id').textContent()).toBe(id);
      expect(await name(id)).not.toContain('run_');
    }
    // Credits in words, singular or plural as the amount is.
    const costs = await list.locator('td.num').allTextContents();
    expect(costs.every((c) => c === '—' || /^[\d.,]+ credits?$/.test(c))).toBe(true);
    expect(costs.filter((c) => /^1 credits$/.test(c))).toEqual([]);
    await shots('list');
  }, 120_000);

  it('Compare names both runs and lists problems by number; the dashboard’s rows name models and problems', async () => {
    await plan(['GPT-OSS 120B'], '8-11', 4);
    const a = await confirm();
    await plan(['GPT-OSS 120B', 'DeepSeek V3.1'], '8-11', 4);
    const b = await confirm();
    await untilDone(a);
    await untilDone(b);

    // The dashboard: the results table says what the chart says.
    const first = page.getByTestId('pg-result-row').first();
    await first.waitFor();
    const cells = await first.locator('td').allTextContents();
    expect(cells.map(read)).toEqual(
      expect.arrayContaining(['GPT-OSS 120B', 'Warm-up, problem 8', 'baseline (no cheatsheet)']),
    );
    await shots('dashboard');
    await shots('dashboard-results', page.getByTestId('pg-results-table'));

    await go(`/competitions/${STAGE1}/playground`);
    const list = page.getByTestId('pg-run-list');
    for (const id of [a, b])
      await list.locator(`[data-testid="pg-run-row"][data-run="${id}"]`).getByTestId('pg-run-pick').check();
    await page.getByTestId('pg-compare').click();
    const runs = page.getByTestId('pg-compare-runs');
    await runs.waitFor();
    await expect
      .poll(async () => read(await runs.getByTestId('pg-compare-run-a').textContent()))
      .toBe(`ACheatsheet run: GPT-OSS 120B · baseline (no cheatsheet) · Warm-up, problems 8–11${a}`);
    await expect
      .poll(async () => read(await runs.getByTestId('pg-compare-run-b').textContent()))
      .toBe(
        `BCheatsheet run: GPT-OSS 120B and DeepSeek V3.1 · baseline (no cheatsheet) · Warm-up, problems 8–11${b}`,
      );
    expect(read(await page.getByTestId('pg-compare-page').locator('h2').textContent())).toBe(
      'Compare two runs',
    );
    const problems = page.getByTestId('pg-compare-problems');
    await expect.poll(() => problems.locator('tbody tr').count()).toBe(8);
    const numbers = (await problems.locator('tbody tr td:first-child').allTextContents()).map((t) =>
      Number(/problem (\d+)$/.exec(read(t))?.[1]),
    );
    // By number: 8, 8, 9, 9, 10, 10, 11, 11 (as text it would be 10, 11, 8, 9).
    expect(numbers).toEqual([8, 8, 9, 9, 10, 10, 11, 11]);
    await shots('compare');
  }, 180_000);
});
