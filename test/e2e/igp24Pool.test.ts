/**
 * IGP24 checks at file scale in Chromium: a 1,000-line file is checked by a pool of workers with
 * progress and Cancel stops every worker at once; the table of a 1,000-line check holds only the
 * rows in view while every line is counted; a hostile line gets its reason while the page keeps
 * answering; a file over limits.maxBytes is refused at once, in words, before any parsing.
 */
import type { Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randMonic, rng, toLine } from '../unit/igp24/gen';
import { type App, type ServeProc, screenshot, startApp } from './harness';

let app: App;
let serve: ServeProc;
let page: Page;
/** Check workers alive in the page (Playwright reports each start and end). */
const checkWorkers = new Set<Worker>();

const rand = rng(1212);
// Coefficients near 10^30: enough work (several seconds) that the run is still going when Cancel is
// clicked, even on a quiet machine.
const THOUSAND = Array.from({ length: 1000 }, () => toLine(randMonic(rand, 24, 10n ** 30n))).join('\n');

beforeAll(async () => {
  app = await startApp('igp24pool', { viewport: { width: 1360, height: 900 } });
  ({ serve, page } = app);
  // Four cores as the page sees them: a pool of three check workers (one core stays with the UI).
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 4 }),
  );
  page.on('worker', (w) => {
    if (!w.url().includes('check.worker')) return;
    checkWorkers.add(w);
    w.on('close', () => checkWorkers.delete(w));
  });
  await page.goto(serve.url);
  await page.getByRole('link', { name: 'IGP24', exact: true }).click();
  await page.getByTestId('igp24-open-input').waitFor({ state: 'attached', timeout: 20_000 });
}, 90_000);

afterAll(() => app?.close());

async function open(name: string, text: string) {
  await page.getByTestId('igp24-open-input').setInputFiles({
    name,
    mimeType: 'text/plain',
    buffer: Buffer.from(text),
  });
}

const checkedCount = async () => {
  const m = /([\d,]+) of ([\d,]+) valid lines checked/.exec(
    await page.locator('.igp24-checks .section__header').innerText(),
  );
  return m ? Number(m[1]!.replace(/,/g, '')) : -1;
};
const progressDone = async () =>
  Number(
    (await page
      .getByTestId('igp24-check-progress')
      .getAttribute('value')
      .catch(() => null)) ?? -1,
  );

describe('IGP24 checks at file scale', () => {
  it('a 1,000-line file is checked by several workers with progress; Cancel stops them at once', async () => {
    await open('thousand.txt', THOUSAND);
    const status = page.getByTestId('igp24-status');
    await expect.poll(() => status.innerText(), { timeout: 15_000 }).toMatch(/1,000 \/ 1,000 polynomials/);
    await page.getByTestId('igp24-run-checks').click();
    // Progress moves in small steps while three workers share the lines.
    await expect.poll(progressDone, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => checkWorkers.size, { timeout: 10_000 }).toBe(3);
    const before = await progressDone();
    expect(before).toBeLessThan(1000);
    await page.getByRole('button', { name: 'Cancel' }).click();
    // Cancel terminates the workers (no waiting for a line to finish); the limits below only bound
    // how long this busy test machine takes to report it.
    await expect.poll(() => page.getByTestId('igp24-check-progress').count(), { timeout: 5_000 }).toBe(0);
    // Every worker is gone: nothing can add a result any more.
    await expect.poll(() => checkWorkers.size, { timeout: 5_000 }).toBe(0);
    const stopped = await checkedCount();
    expect(stopped).toBeGreaterThan(0);
    expect(stopped).toBeLessThan(1000);
    // The next page frames change nothing either (results of finished lines are kept).
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await checkedCount()).toBe(stopped);

    // Run again: a fresh pool checks the remaining lines to the end.
    await page.getByTestId('igp24-run-checks').click();
    await expect.poll(checkedCount, { timeout: 180_000, interval: 500 }).toBe(1000);
    await expect.poll(() => page.getByTestId('igp24-check-progress').count()).toBe(0);
    expect(await page.locator('.igp24-checks .section__header').innerText()).toMatch(/last run [\d,]+ ms/);
    // The workers factored with the command line's WebAssembly kernel: the CSP lets it compile.
    expect(await page.locator('.igp24-checks [data-kernel]').getAttribute('data-kernel')).toBe('webassembly');
  }, 240_000);

  it('a 1,000-line check counts every line while the table holds only the rows in view', async () => {
    // Small coefficients: the whole check takes about a second of work.
    const r = rng(2525);
    const small = Array.from({ length: 1000 }, () => toLine(randMonic(r, 24, 10n))).join('\n');
    await open('small.txt', small);
    await expect
      .poll(() => page.getByTestId('igp24-status').innerText(), { timeout: 15_000 })
      .toMatch(/1,000 \/ 1,000 polynomials/);
    const rows = page.getByTestId('igp24-result-row');
    const table = page.getByTestId('igp24-results');
    // Every line is in the table, as a count: only the rows in view (about a dozen) are drawn.
    await expect.poll(() => table.getAttribute('aria-rowcount')).toBe('1001');
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await rows.count()).toBeLessThan(40);
    await page.getByTestId('igp24-run-checks').click();
    // While results arrive the table stays small (results land in the rows in view).
    await expect.poll(progressDone, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await rows.count()).toBeLessThan(40);
    await expect.poll(checkedCount, { timeout: 120_000, interval: 250 }).toBe(1000);
    expect(await rows.count()).toBeLessThan(40);
    // The last line is there when scrolled to, with its result; still only the rows in view.
    await page.getByTestId('igp24-results-scroll').evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    const last = page.locator('[data-testid="igp24-result-row"][data-line="1000"]');
    await expect.poll(() => last.count(), { timeout: 5_000 }).toBe(1);
    expect(await last.getByTestId('igp24-r').innerText()).toMatch(/^\d+$/);
    expect(await rows.count()).toBeLessThan(40);
    await page.getByTestId('igp24-results-scroll').evaluate((el) => {
      el.scrollTop = 0;
    });
    await page.getByTestId('igp24-results').scrollIntoViewIfNeeded();
    for (const width of [1400, 900]) {
      await page.setViewportSize({ width, height: 900 });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await screenshot(page, `igp24-12-checks-1000-${scheme}-${width}`);
      }
    }
    await page.setViewportSize({ width: 1360, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
  }, 180_000);

  it('a 1 MB file can be edited at once while the rest of it comes into the editor', async () => {
    const r = rng(3636);
    const lines = Array.from({ length: 990 }, () => toLine(randMonic(r, 24, 10n ** 38n)));
    await open('one-mb.txt', ['# a large file', ...lines].join('\n'));
    const editor = page.getByTestId('igp24-editor');
    // The top of the file is there first: typed into while the rest arrives.
    const firstLine = editor.locator('.view-line').first();
    await expect.poll(() => firstLine.textContent(), { timeout: 15_000 }).toMatch(/^#\s+a\s+large\s+file$/);
    await firstLine.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' edited');
    // All of it arrives, the edit kept: every line is read, none twice, none cut.
    await editor.locator(':scope:not([aria-busy="true"]) .view-lines').waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.getByTestId('igp24-status').innerText(), { timeout: 15_000 })
      .toMatch(/990 \/ 1,000 polynomials.*990 valid/s);
    await expect.poll(() => firstLine.textContent()).toMatch(/^#\s+a\s+large\s+file\s+edited$/);
    // The table lists 990 lines and draws only those in view.
    await expect.poll(() => page.getByTestId('igp24-results').getAttribute('aria-rowcount')).toBe('991');
    expect(await page.getByTestId('igp24-result-row').count()).toBeLessThan(40);
  }, 60_000);

  it('a 100,000-digit coefficient gets a reason within seconds while the page keeps answering', async () => {
    const hostile = [`3${'7'.repeat(99_999)}`, ...Array<string>(23).fill('0'), '1'].join(',');
    const rest = Array.from({ length: 600 }, () => toLine(randMonic(rand, 24, 10n ** 30n)));
    await open('hostile.txt', [hostile, ...rest].join('\n'));
    await expect
      .poll(() => page.getByTestId('igp24-status').innerText(), { timeout: 15_000 })
      .toMatch(/601 \/ 1,000 polynomials/);
    await page.getByTestId('igp24-run-checks').click();
    await expect.poll(progressDone, { timeout: 20_000 }).toBeGreaterThanOrEqual(0);
    // Typing into the description works during the check: typed and read back while the
    // check's progress is still shown (an order of events, not a time).
    await page.locator('#igp24-description').fill('typed during the check');
    expect(await page.locator('#igp24-description').inputValue()).toBe('typed during the check');
    expect(await page.getByTestId('igp24-check-progress').count()).toBe(1);
    const row = page.locator('[data-testid="igp24-result-row"][data-line="1"]');
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toMatch(/100,000 digits|local checks stop/);
    // Leave no check running for the next test: cancel it unless the other lines are done already.
    const cancel = page.getByRole('button', { name: 'Cancel' });
    if (await cancel.isVisible()) await cancel.click({ timeout: 5_000 }).catch(() => undefined);
    await expect.poll(() => page.getByTestId('igp24-check-progress').count(), { timeout: 30_000 }).toBe(0);
  }, 90_000);

  it('a file over limits.maxBytes is refused at once, in words, before any line is parsed', async () => {
    const line = toLine(randMonic(rng(7), 24, 10n ** 40n));
    const big = Array.from({ length: Math.ceil(1_100_000 / (line.length + 1)) }, () => line).join('\n');
    await open('too-big.txt', big);
    const status = page.getByTestId('igp24-status');
    await expect
      .poll(() => status.innerText(), { timeout: 5_000 })
      .toMatch(/take [\d,]+ bytes; one submission allows at most 1,000,000 bytes/);
    expect(await page.getByTestId('igp24-refused').innerText()).toMatch(/no line was parsed/);
    expect(await page.getByTestId('igp24-diagnostics').count()).toBe(0);
    expect(await page.getByTestId('igp24-run-checks').isDisabled()).toBe(true);
  }, 30_000);
});
