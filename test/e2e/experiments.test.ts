/**
 * Experiments end to end (issue 20), in serve mode against a sandbox with fast evaluators: write a
 * cheatsheet, run it, edit it, run again, edit it once more (not run); the item's history shows
 * the versions with a diff; the experiments page lists both runs with their versions, compares
 * them with the diff of their texts, and submits the best version — whose text, not the item's
 * current one, is what reaches the platform. Two versions race in a sweep made in the form. The
 * page still reads with the platform down.
 * Screenshots (light and dark, 1400 and 900 px) go to test-artifacts/e2e/xp-*.png.
 */
import { createHash } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, screenshot, startApp } from './harness';
import { findWideTables } from './wordsOnScreen';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const stamp = Date.now();
const TITLE = `Experiment sheet ${stamp}`;
const TEXT_1 = `First try ${stamp}: when {{equation1}} forces a constant operation, {{equation2}} follows.`;
const TEXT_2 = `Second try ${stamp}: check {{equation1}} on the two-element magmas before {{equation2}}.`;
const TEXT_3 = `Third, not run ${stamp}: {{equation1}} and {{equation2}}.`;
/** What Monaco shows (its spaces are no-break spaces on screen). */
const shown = (text: string) => text.replace(/\u00a0/g, ' ');
const sha = (t: string) => createHash('sha256').update(t, 'utf8').digest('hex');

let app: App;
let page: Page;
let itemId = '';
let emptyShown = false;
const runs: string[] = [];

beforeAll(async () => {
  app = await startApp('experiments', { viewport: { width: 1400, height: 900 } }, [
    '--playground-pace-ms',
    // Fast enough for a sweep's few hundred cells; its runs still show running before done.
    '10',
  ]);
  page = app.page;
  await page.goto(app.serve.url);
  await page.getByTestId('competition-row').first().waitFor({ timeout: 15_000 });
  await story();
}, 420_000);

afterAll(() => app?.close());

const go = (path: string) => page.goto(`${app.serve.origin}/#${path}`);

async function focusEditor() {
  await page.getByTestId('editor').locator('.monaco-editor').waitFor({ timeout: 20_000 });
  await page.getByTestId('editor').locator('.view-lines').click();
}

/** Types the text over the editor's and saves; waits until the server has it. */
async function writeAndSave(text: string) {
  await focusEditor();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
  await page.keyboard.press('Control+s');
  // vi.waitFor, not expect.poll: this also runs in beforeAll.
  await vi.waitFor(
    async () =>
      expect(await page.getByTestId('save-status').getAttribute('data-status')).toMatch(/done|clean/),
    { timeout: 30_000, interval: 100 },
  );
}

/** One Stage 1 run of the cheatsheet on four warm-up problems; waits until it is done. */
async function runCheatsheet(): Promise<string> {
  await go(`/competitions/${STAGE1}/playground`);
  await page.getByTestId('pg-tab-new').click();
  const form = page.getByTestId('pg-form-stage1');
  await form.getByLabel('GPT-OSS 120B').check();
  await form.getByTestId('pg-problem-set-select').selectOption('warmup');
  await form.getByTestId('pg-ranges').fill('0-3');
  await form.getByRole('button', { name: 'Use ranges' }).click();
  await form.getByLabel('With cheatsheets from your library').check();
  await form.getByLabel(TITLE).check();
  await page.getByTestId('pg-start').click();
  await page.getByTestId('pg-confirm-start').click();
  // The start opens the new run's dashboard.
  await page.getByTestId('pg-dashboard').getByTestId('pg-started').waitFor({ timeout: 20_000 });
  const runId = decodeURIComponent(page.url().split('/runs/')[1]!);
  await vi.waitFor(
    async () =>
      expect(await page.getByTestId('pg-dashboard').getByTestId('pg-run-status').first().textContent()).toBe(
        'Done',
      ),
    { timeout: 60_000, interval: 200 },
  );
  return runId;
}

/** Light and dark, wide and 900 px; `part` is scrolled into view (the shell scrolls, not the page). */
async function shots(name: string, part?: Locator) {
  for (const width of [1400, 900]) {
    await page.setViewportSize({ width, height: 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await part?.scrollIntoViewIfNeeded();
      await screenshot(page, `${name}-${scheme}-${width}`);
    }
  }
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * What every test reads, made once before any of them (so each passes alone and in any order):
 * the empty page; a cheatsheet written, run, edited, run again and edited once more, in the app.
 */
async function story() {
  // Before any run the page says what to do.
  await go(`/competitions/${STAGE1}/experiments`);
  await page.getByText('No runs yet').waitFor({ timeout: 20_000 });
  emptyShown = true;
  await screenshot(page, 'xp-empty-light-1400');
  await go('/library/cheatsheet/new');
  await focusEditor();
  await page.getByTestId('editor-title').fill(TITLE);
  await writeAndSave(TEXT_1);
  await page.waitForURL(/cheatsheet\/chs_/, { timeout: 30_000 });
  itemId = decodeURIComponent(page.url().split('/cheatsheet/')[1]!);
  runs.push(await runCheatsheet());
  await go(`/library/cheatsheet/${encodeURIComponent(itemId)}`);
  await writeAndSave(TEXT_2);
  runs.push(await runCheatsheet());
  await go(`/library/cheatsheet/${encodeURIComponent(itemId)}`);
  await writeAndSave(TEXT_3);
}

describe('Experiments', () => {
  it('says what to do before any run, and the story ran: two runs of one saved cheatsheet', () => {
    expect(emptyShown).toBe(true);
    expect(itemId).toMatch(/^chs_/);
    expect(new Set(runs).size).toBe(2);
  });

  it('shows the item’s history newest first, two versions as a diff, and restores one as a draft', async () => {
    await go(`/library/cheatsheet/${encodeURIComponent(itemId)}`);
    await page.getByTestId('editor-history').click();
    const dialog = page.getByTestId('history-dialog');
    const rows = dialog.getByTestId('history-version');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(3);
    expect(await rows.evaluateAll((r) => r.map((x) => x.getAttribute('data-sha')))).toEqual([
      sha(TEXT_3),
      sha(TEXT_2),
      sha(TEXT_1),
    ]);
    expect(await rows.first().innerText()).toContain('Saved in the app');
    // The versions that ran say so (the sweep test, if it ran first, ran this text once more).
    expect(Number(await rows.nth(1).locator('td.num').innerText())).toBeGreaterThanOrEqual(1);
    expect(await rows.first().locator('td.num').innerText()).toBe('0');
    await rows.nth(1).getByRole('checkbox').check();
    await rows.nth(2).getByRole('checkbox').check();
    const diff = dialog.getByTestId('history-diff');
    await diff.locator('.monaco-diff-editor').waitFor({ timeout: 20_000 });
    await expect.poll(async () => shown(await diff.innerText())).toContain('Second try');
    await shots('xp-history');

    await rows.nth(2).getByTestId('history-restore').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => shown(await page.getByTestId('editor').locator('.view-lines').innerText()), {
        timeout: 20_000,
      })
      .toContain('First try');
    // A restore is a draft: nothing was saved, the server still has the third text.
    await page.getByTestId('discard-draft').click();
    await expect
      .poll(async () => shown(await page.getByTestId('editor').locator('.view-lines').innerText()), {
        timeout: 20_000,
      })
      .toContain('Third, not run');
  }, 120_000);

  it('lists both runs with their versions, compares them with the diff of their texts', async () => {
    await go(`/competitions/${STAGE1}`);
    await page.getByTestId('tab-experiments').click();
    const table = page.getByTestId('xp-runs');
    // Both runs of the story (a sweep test run before adds its own run).
    await expect
      .poll(() => table.getByTestId('xp-pick').count(), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    const text = await table.innerText();
    expect(text).toContain(sha(TEXT_1).slice(0, 8));
    expect(text).toContain(sha(TEXT_2).slice(0, 8));
    expect(text).not.toContain(sha(TEXT_3).slice(0, 8));
    const curve = page.getByTestId('xp-chart').locator('.recharts-line-curve').first();
    await curve.waitFor({ state: 'attached' });
    // Points, not a line: runs of different versions are not one trend.
    await expect.poll(() => curve.evaluate((e) => getComputedStyle(e).strokeWidth)).toBe('0px');
    await expect
      .poll(() => page.getByTestId('xp-chart').locator('.recharts-line-dot').count())
      .toBeGreaterThan(1);
    await page.getByLabel(`Pick run ${runs[0]}`).check();
    await page.getByLabel(`Pick run ${runs[1]}`).check();
    const two = page.getByTestId('xp-compare-two');
    await expect
      .poll(() => two.getByTestId('xp-compare-models').innerText(), { timeout: 20_000 })
      .toContain('GPT-OSS 120B');
    const diff = two.getByTestId('xp-diff');
    await diff.locator('.monaco-diff-editor').waitFor({ timeout: 20_000 });
    await expect.poll(async () => shown(await diff.innerText())).toContain('First try');
    expect(shown(await diff.innerText())).toContain('Second try');
    // Runs, chart and comparison fit the page at 900 and 1400 px: no table wider than its card.
    for (const width of [900, 1400]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await findWideTables(page), `${width} px`).toEqual([]);
    }
    await shots('xp-page');
    await shots('xp-compare', two);
  }, 120_000);

  it('submits the best version’s text, not the item’s current one', async () => {
    await go(`/competitions/${STAGE1}/experiments`);
    await expect
      .poll(() => page.getByTestId('xp-pick').count(), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    const best = page.getByTestId('xp-best');
    const hash = await best.getByTestId('xp-best-hash').innerText({ timeout: 20_000 });
    const bestText = [TEXT_1, TEXT_2].find((t) => sha(t).startsWith(hash));
    expect(bestText).toBeDefined();
    await best.getByTestId('xp-best-submit').click();
    const dialog = page.getByTestId('xp-submit-dialog');
    await dialog.getByTestId('submit-review').click();
    const confirm = page.getByTestId('submit-confirm');
    await confirm.getByTestId('submit-confirm-button').click();
    await expect
      .poll(() => dialog.getByTestId('submit-status').getAttribute('data-status'), { timeout: 60_000 })
      .toBe('done');
    const mine = (await fetch(
      `${app.sandbox.baseUrl}/api/public/v1/competitions/${STAGE1}/submissions/mine`,
      {
        headers: { authorization: `Bearer ${app.apiKey}` },
      },
    ).then((r) => r.json())) as { data: { items: Array<{ submissionId: string }> } };
    const id = mine.data.items[0]!.submissionId;
    const sent = await fetch(
      `${app.sandbox.baseUrl}/api/public/v1/competitions/${STAGE1}/submissions/${id}/download`,
      { headers: { authorization: `Bearer ${app.apiKey}` } },
    ).then((r) => r.text());
    expect(sent).toBe(bestText);
    expect(sent).not.toBe(TEXT_3);
    await dialog.getByRole('button', { name: 'Close' }).click();
  }, 120_000);

  it('races two versions of the cheatsheet in a sweep made in the form, to a winner', async () => {
    await go(`/competitions/${STAGE1}/experiments`);
    await page.getByTestId('xp-tab-sweeps').click();
    await page.getByTestId('sw-new').click();
    const form = page.getByTestId('sw-form');
    await form.getByTestId('sw-name').fill(`Two tries ${stamp}`);
    await form.getByTestId('sw-add-version').click();
    await form.getByTestId('sw-sheet-select').selectOption(itemId);
    const versions = form.getByTestId('sw-version');
    await expect.poll(() => versions.count(), { timeout: 20_000 }).toBe(3);
    // The two run versions (the newest, not run, is left out).
    await versions.nth(1).check();
    await versions.nth(2).check();
    await form.getByTestId('sw-models').getByLabel('GPT-OSS 120B').check();
    await form
      .getByTestId('sw-problem-sets')
      .getByLabel(/Hard 3/)
      .check();
    await form.getByTestId('sw-budget').fill('15');
    // The plan: two variants on the 400 problems of Hard 3.
    const plan = page.getByTestId('sw-plan');
    await expect.poll(() => plan.getByTestId('sw-plan-variant').count(), { timeout: 20_000 }).toBe(2);
    await expect.poll(() => plan.getByTestId('sw-full-grid').innerText()).toMatch(/800 cells, 40 credits/);
    await page.getByTestId('sw-start').click();
    await page.getByTestId('sw-confirm-start').click();
    const view = page.getByTestId('sw-page');
    // The second text names a magma, which the sandbox's evaluator rewards: it wins as variant A.
    await expect
      .poll(() => view.getByTestId('sw-status').innerText(), { timeout: 90_000 })
      .toMatch(/^Ended: winner A/);
    await expect.poll(() => view.getByTestId('sw-standings').locator('tbody tr').count()).toBe(2);
    await view.getByTestId('sw-submit-winner').waitFor();
    await shots('xp-sweep', view);
  }, 120_000);

  it('reads with the platform down', async () => {
    await go(`/competitions/${STAGE1}/experiments`);
    await app.stopSandbox();
    try {
      await expect
        .poll(() => page.getByTestId('connection-indicator').getAttribute('data-state'), { timeout: 30_000 })
        .toBe('offline');
      await page.reload();
      await expect
        .poll(() => page.getByTestId('xp-pick').count(), { timeout: 30_000 })
        .toBeGreaterThanOrEqual(2);
      await page.getByTestId('xp-best-hash').waitFor();
      await screenshot(page, 'xp-page-offline-light-1400');
    } finally {
      // The platform back, for whichever test runs next.
      await app.restartSandbox();
      await expect
        .poll(() => page.getByTestId('connection-indicator').getAttribute('data-state'), { timeout: 30_000 })
        .not.toBe('offline');
    }
  }, 120_000);
});
