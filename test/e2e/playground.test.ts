/**
 * The Playground end to end (issue 10), in serve mode in Debian's Chromium against a sandbox whose
 * evaluators run fast (`--playground-pace-ms 40`): plan and start runs of every kind with their
 * cost shown first, watch them finish, read aggregates and charts, compare, export, cancel, get one
 * notification per run, and read a finished run with the sandbox stopped. Screenshots of the
 * Playground's screens (light and dark, wide and 900 px) go to test-artifacts/e2e/pg-*.png.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, screenshot, startApp } from './harness';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const STAGE2 = 'mathematics-distillation-challenge-equational-theories-stage2';
const MODULAR = 'modular-arithmetic-challenge';
const HASH = 'a3f1c9e07b4d2816c5e9f0a1b2c3d4e5f6a7b8c9';

let app: App;
let page: Page;

interface Note {
  title: string;
  /** `tag` holds the run's ID (one notification per run); `body` names the run in words. */
  options: { body: string; tag: string };
  onclick?: () => void;
}
declare global {
  interface Window {
    __notes: Note[];
  }
}

/** Counts the notifications the page creates (the Web Notifications API, granted). */
const FAKE_NOTIFICATIONS = `
  window.__notes = [];
  class FakeNotification {
    static permission = 'granted';
    static requestPermission() { return Promise.resolve('granted'); }
    constructor(title, options) { this.title = title; this.options = options; window.__notes.push(this); }
    close() {}
  }
  window.Notification = FakeNotification;
`;

beforeAll(async () => {
  app = await startApp('playground', { viewport: { width: 1280, height: 900 }, acceptDownloads: true }, [
    '--playground-pace-ms',
    '40',
  ]);
  page = app.page;
  await page.addInitScript(FAKE_NOTIFICATIONS);
  await page.goto(app.serve.url);
  await page.getByTestId('competition-row').first().waitFor({ timeout: 15_000 });
}, 90_000);

afterAll(() => app?.close());

const shot = (name: string) => screenshot(page, name);

async function openNewRun(competitionId: string) {
  await page.goto(`${app.serve.origin}/#/competitions/${competitionId}/playground`);
  await page.getByTestId('pg-tab-new').click();
}

/**
 * Confirms the price and waits for the platform's answer: the new run's dashboard opens, saying
 * it started. Returns the new run's ID (from the address).
 */
async function confirmAndStart(): Promise<string> {
  await page.getByTestId('pg-start').click();
  await page.getByTestId('pg-confirm-start').click();
  await page.getByTestId('pg-dashboard').getByTestId('pg-started').waitFor({ timeout: 20_000 });
  return decodeURIComponent(page.url().split('/runs/')[1]!);
}

async function waitForStatus(text: string) {
  await expect
    .poll(async () => page.getByTestId('pg-dashboard').getByTestId('pg-run-status').first().textContent(), {
      timeout: 60_000,
    })
    .toBe(text);
}

/**
 * Opens a new Stage 1 run planned with exactly these models (by their names) on warmup problems
 * 0-3. The form keeps what an earlier test typed and did not start, so every model box is set,
 * not only ticked.
 */
async function planStage1(models: string[]) {
  await openNewRun(STAGE1);
  const form = page.getByTestId('pg-form-stage1');
  await form.getByLabel(models[0]!).waitFor();
  const boxes = form.getByRole('group', { name: 'Models' }).getByRole('checkbox');
  for (let i = 0; i < (await boxes.count()); i++) {
    const name = (await boxes.nth(i).locator('xpath=..').textContent())?.trim() ?? '';
    await boxes.nth(i).setChecked(models.includes(name));
  }
  await form.getByTestId('pg-problem-set-select').selectOption('warmup');
  await form.getByTestId('pg-ranges').fill('0-3');
  await form.getByRole('button', { name: 'Use ranges' }).click();
  await expect.poll(() => form.getByTestId('pg-picked').textContent()).toContain('4 picked');
  return form;
}

/** Starts the planned run and watches it to its end on its dashboard (opened by the start); returns its ID. */
async function runToEnd(): Promise<string> {
  const run = await confirmAndStart();
  await waitForStatus('Done');
  return run;
}

/** Two finished Stage 1 runs of warmup problems 0-3: one model, then two. */
async function twoStage1Runs(): Promise<{ firstRun: string; secondRun: string }> {
  await planStage1(['GPT-OSS 120B']);
  const firstRun = await runToEnd();
  await planStage1(['GPT-OSS 120B', 'DeepSeek V3.1']);
  const secondRun = await runToEnd();
  return { firstRun, secondRun };
}

describe('Playground', () => {
  it('is reached from the sidebar and from the competition', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Playground' }).click();
    const index = page.getByTestId('pg-index');
    await index.waitFor();
    await expect.poll(() => index.getByRole('link').count()).toBeGreaterThanOrEqual(4);
    await page.goto(`${app.serve.origin}/#/competitions/${STAGE1}`);
    await page
      .getByRole('navigation', { name: 'Competition sections' })
      .getByRole('link', { name: 'Playground' })
      .click();
    await page.getByTestId('pg-page').waitFor();
    expect(page.url()).toContain(`/competitions/${STAGE1}/playground`);
  }, 60_000);

  it('plans a Stage 1 run with its cost, starts it, watches it finish and reads aggregates and a chart', async () => {
    await openNewRun(STAGE1);
    const form = page.getByTestId('pg-form-stage1');
    await form.getByLabel('GPT-OSS 120B').check();
    await form.getByTestId('pg-problem-set-select').selectOption('warmup');
    await form.getByTestId('pg-ranges').fill('0-3');
    await form.getByRole('button', { name: 'Use ranges' }).click();
    await expect.poll(() => form.getByTestId('pg-picked').textContent()).toContain('4 picked');
    // 1 model × 4 problems × baseline × 1 repeat, priced with the models list rate.
    await expect.poll(() => form.getByTestId('pg-cost').textContent()).toMatch(/4 cells · [\d.]+ credits/);
    // The start opens the new run's dashboard.
    await confirmAndStart();
    await waitForStatus('Done');
    await expect.poll(() => page.getByTestId('pg-results-count').textContent()).toContain('4 stored');
    await expect.poll(() => page.getByTestId('pg-result-row').count()).toBe(4);
    const chart = page.getByTestId('pg-accuracy-chart');
    await chart.locator('.recharts-bar-rectangle').first().waitFor({ state: 'attached' });
    await expect.poll(() => page.getByTestId('pg-accuracy-table').locator('tbody tr').count()).toBe(1);
    // Models by the names the models list gives them, not their IDs.
    await expect.poll(() => page.getByTestId('pg-accuracy-table').textContent()).toContain('GPT-OSS 120B');
    // Every accuracy with its interval and what it counts, and a word on the rows it leaves out.
    const cell = await page.getByTestId('pg-accuracy-table').locator('tbody tr td').last().innerText();
    expect(cell).toMatch(/^\d+\.\d % \(\d+–\d+ %, \d of [1-4]\)$/);
    expect(await page.locator('.pg-accuracy-note').innerText()).toMatch(
      /Accuracy is correct answers of scored answers/,
    );
    // A row in full, with its copy buttons.
    await page.getByTestId('pg-result-row').first().getByRole('button').first().click();
    await page.getByTestId('pg-row-detail').waitFor();
    await shot('pg-dashboard-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot('pg-dashboard-dark');
    await page.emulateMedia({ colorScheme: 'light' });
  }, 120_000);

  it('shows one notification per ended run, named by what it ran, and a click opens its dashboard', async () => {
    await planStage1(['GPT-OSS 120B']);
    const firstRun = await runToEnd();
    const notes = () =>
      page.evaluate((id) => window.__notes.filter((n) => n.options.tag.endsWith(`|${id}`)), firstRun);
    await expect.poll(async () => (await notes()).length, { timeout: 20_000 }).toBe(1);
    // Its body says what the run ran, not its ID.
    const [note] = await notes();
    expect(note!.options.body).toBe(
      'Cheatsheet run: GPT-OSS 120B · baseline (no cheatsheet) · Warm-up, problems 0–3. Open its dashboard.',
    );
    await page.goto(`${app.serve.origin}/#/competitions/${STAGE1}/playground`);
    await page.evaluate(() => window.__notes.at(-1)?.onclick?.());
    await page.getByTestId('pg-dashboard').waitFor();
    expect(page.url()).toContain(`/playground/runs/${firstRun}`);
  }, 60_000);

  it('compares with a second run and exports CSV', async () => {
    await planStage1(['GPT-OSS 120B']);
    const firstRun = await runToEnd();
    // The started run's form was cleared: the second run is planned anew, with a second model.
    const form = await planStage1(['GPT-OSS 120B', 'DeepSeek V3.1']);
    await expect.poll(() => form.getByTestId('pg-cost').textContent()).toMatch(/8 cells/);
    const secondRun = await runToEnd();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export results CSV' }).click();
    const file = await (await download).path();
    const lines = readFileSync(file!, 'utf8').trim().split(/\r?\n/);
    expect(lines).toHaveLength(9);
    expect(lines[0]).toContain('resultId');
    // One diagnostic column in words and one for its code.
    expect(lines[0]!.split(',')).toEqual(expect.arrayContaining(['diagnostic', 'diagnostic_code']));
    expect(lines[0]!.split(',')).not.toContain('diagnostic.code');
    expect(lines[0]!.split(',')).not.toContain('diagnostic.message');
    await page.goto(`${app.serve.origin}/#/competitions/${STAGE1}/playground`);
    const pick = (id: string) =>
      page.locator(`[data-testid="pg-run-row"][data-run="${id}"]`).getByTestId('pg-run-pick');
    await pick(firstRun).check();
    await pick(secondRun).check();
    await page.getByTestId('pg-compare').click();
    const models = page.getByTestId('pg-compare-models');
    await models.waitFor({ timeout: 20_000 });
    await expect.poll(() => models.textContent()).toContain('GPT-OSS 120B');
    // Each run's accuracy with its interval, counted over the shared problems.
    expect(await models.locator('tbody tr').first().innerText()).toMatch(
      /\d+\.\d % \(\d+–\d+ %, \d+ of \d+\)/,
    );
    await expect
      .poll(() => page.getByTestId('pg-compare-problems').locator('tbody tr').count())
      .toBeGreaterThan(0);
    await shot('pg-compare');
  }, 120_000);

  it('starts a Stage 2 run with pasted solver code', async () => {
    await openNewRun(STAGE2);
    const form = page.getByTestId('pg-form-stage2');
    await form.getByLabel('Paste code').check();
    await form.getByTestId('pg-solver-code').fill('def solve : Bool := true');
    await form.getByTestId('pg-problem-set-select').selectOption('lean-basics');
    // Problems by what they ask (their two sides), their IDs as small print.
    await expect.poll(() => form.locator('.pg-checks label').first().innerText()).toMatch(/\S+ ⇒ \S+/);
    await form.getByTestId('pg-pick-all').click();
    await expect.poll(() => form.getByTestId('pg-cost').textContent()).toMatch(/12 problems/);
    await confirmAndStart();
    await waitForStatus('Done');
    await page.getByTestId('pg-aggregates').waitFor();
    await expect.poll(() => page.getByTestId('pg-results-count').textContent()).toContain('12 stored');
    // Each chart names every bar, even in its narrow column (no label skipped for room).
    const counted = page
      .getByTestId('pg-aggregates')
      .locator('.pg-counts', { has: page.getByTestId('pg-histogram') });
    expect(await counted.count()).toBeGreaterThan(0);
    for (const counts of await counted.all()) {
      const rows = await counts.locator('tbody tr').count();
      await expect.poll(() => counts.locator('.pg-chart__tick').count()).toBe(rows);
    }
  }, 120_000);

  it('explains a refused model-reference run at the field and starts it once corrected', async () => {
    await openNewRun(MODULAR);
    const form = page.getByTestId('pg-form-mref');
    await form.getByTestId('pg-model-name').fill('modular-labs/gated-arith-7b');
    await form.getByTestId('pg-commit-hash').fill(HASH.slice(0, 10));
    await expect.poll(() => form.getByTestId('pg-hash-hint').textContent()).toBe('10 of 40 characters.');
    await form.getByTestId('pg-commit-hash').fill(HASH);
    await form.getByTestId('pg-problem-set-select').selectOption('modular-quick');
    await page.getByTestId('pg-start').click();
    await page.getByTestId('pg-confirm-start').click();
    const refused = page.getByTestId('pg-refused');
    await refused.waitFor({ timeout: 20_000 });
    expect(await refused.getAttribute('data-code')).toBe('INVALID_MODEL_REFERENCE');
    await expect
      .poll(() => form.locator('.field-problem').allTextContents())
      .toContainEqual(expect.stringContaining('gated'));
    // Everything typed is still there; add the token and start again.
    expect(await form.getByTestId('pg-model-name').inputValue()).toBe('modular-labs/gated-arith-7b');
    await form.getByTestId('pg-hf-token').fill('hf_secret_e2e_token');
    const run = await confirmAndStart();
    expect(run).not.toBe('');
    expect(await page.content()).not.toContain('hf_secret_e2e_token');
    // The form was cleared for the next run: nothing of this one (nor its token) is there.
    await openNewRun(MODULAR);
    expect(await page.getByTestId('pg-model-name').inputValue()).toBe('');
    expect(await page.getByTestId('pg-hf-token').inputValue()).toBe('');
  }, 120_000);

  it('cancels a running run', async () => {
    await openNewRun(STAGE1);
    const form = page.getByTestId('pg-form-stage1');
    await form.getByLabel('GPT-OSS 120B').check();
    await form.getByTestId('pg-problem-set-select').selectOption('hard3');
    await form.getByTestId('pg-pick-all').click();
    await expect.poll(() => form.getByTestId('pg-picked').textContent()).toContain('400 picked');
    await confirmAndStart();
    await screenshot(page, 'pg-running');
    await page.getByTestId('pg-cancel').click();
    await page.getByTestId('pg-cancel-confirm').click();
    await waitForStatus('Cancelled');
  }, 120_000);

  it('screenshots: the Playground page, a new-run form, a dashboard and a comparison, light and dark, 1280 and 900 px', async () => {
    const { firstRun, secondRun } = await twoStage1Runs();
    const screens: [string, string, string][] = [
      ['page', `/competitions/${STAGE1}/playground`, 'pg-page'],
      ['new-run', `/competitions/${STAGE1}/playground`, 'pg-form-stage1'],
      ['dashboard', `/competitions/${STAGE1}/playground/runs/${secondRun}`, 'pg-accuracy-chart'],
      [
        'compare',
        `/competitions/${STAGE1}/playground/compare?a=${firstRun}&b=${secondRun}`,
        'pg-compare-models',
      ],
    ];
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [1280, 900]) {
        await page.setViewportSize({ width, height: 900 });
        for (const [name, route, ready] of screens) {
          await page.goto(`${app.serve.origin}/#${route}`);
          if (name === 'new-run') await page.getByTestId('pg-tab-new').click();
          await page.getByTestId(ready).waitFor();
          await expect.poll(() => page.getByText(/^Loading/).count(), { timeout: 15_000 }).toBe(0);
          await shot(`pg-${name}-${scheme}-${width}`);
        }
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 900 });
    // A run the platform does not know: said in words, with what to do next.
    await page.goto(`${app.serve.origin}/#/competitions/${STAGE1}/playground/runs/run_unknown`);
    const error = page.getByTestId('pg-dashboard').getByRole('alert');
    await error.waitFor({ timeout: 20_000 });
    expect(await error.textContent()).toContain('Could not load this run');
    expect((await error.locator('.error-panel__action').textContent())?.length).toBeGreaterThan(10);
    await shot('pg-dashboard-error');
  }, 120_000);

  it('lists Lean kernel runs by history category, an unconfirmed status explained', async () => {
    await page.goto(`${app.serve.origin}/#/competitions/lean-kernel-challenge/playground`);
    const list = page.getByTestId('pg-lean-runs');
    await list.waitFor({ timeout: 20_000 });
    await expect.poll(() => list.getByTestId('pg-lean-row').count()).toBeGreaterThan(4);
    await expect
      .poll(() => list.getByTestId('pg-lean-category').allTextContents())
      .toEqual(expect.arrayContaining(['Accepted', 'Rejected', 'Failed']));
    await list.getByRole('tab', { name: 'Failed' }).click();
    // Failed lists failed runs and runs whose status is unconfirmed, said in words.
    await expect
      .poll(async () => new Set(await list.getByTestId('pg-lean-category').allTextContents()))
      .toEqual(new Set(['Failed']));
    const rows = await list.getByTestId('pg-lean-row').allTextContents();
    expect(rows).toContainEqual(expect.stringContaining('listed as failed until confirmed'));
    expect(rows.join(' ')).not.toMatch(/STATUS_UNCONFIRMED/);
    await shot('pg-lean-light-1280');
  }, 60_000);

  it('reads a finished run with the sandbox stopped', async () => {
    const { firstRun, secondRun } = await twoStage1Runs();
    // Before this page reloads: however often the core announced them, each ended run was notified exactly once.
    const perRun = () =>
      page.evaluate(
        (ids) => ids.map((id) => window.__notes.filter((n) => n.options.tag.endsWith(`|${id}`)).length),
        [firstRun, secondRun],
      );
    await expect.poll(perRun, { timeout: 20_000 }).toEqual([1, 1]);
    await app.stopSandbox();
    try {
      await page.goto(`${app.serve.origin}/#/competitions/${STAGE1}/playground/runs/${firstRun}`);
      await page.reload();
      await waitForStatus('Done');
      await expect.poll(() => page.getByTestId('pg-result-row').count()).toBe(4);
      await page
        .getByTestId('pg-accuracy-chart')
        .locator('.recharts-bar-rectangle')
        .first()
        .waitFor({ state: 'attached' });
      // The copy on screen says it could not be refreshed.
      await page.getByTestId('pg-dashboard').getByTestId('stale-badge').first().waitFor({ timeout: 20_000 });
      await shot('pg-dashboard-offline');
    } finally {
      // Back for the tests that run after this one, in whatever order they run.
      await app.restartSandbox();
    }
    await expect
      .poll(() => page.getByTestId('connection-indicator').getAttribute('data-state'), { timeout: 30_000 })
      .toBe('online');
  }, 120_000);
});
