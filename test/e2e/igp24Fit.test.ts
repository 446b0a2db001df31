/**
 * The IGP24 tables fit their cards (Chromium, serve mode, 1400 and 900 px wide): long numbers are
 * elided in the middle with every digit in the title and in a copy, groups read as names
 * ("S24 (24T25000)", order 24!), and a hint whose primes do not divide the discriminant is said
 * to be so, as `igp24 check` says it.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, type ServeProc, screenshot, startApp } from './harness';
import { checkAndRank } from './igp24Page';

let app: App;
let serve: ServeProc;
let page: Page;

const zeros = (n: number) => '0,'.repeat(n);
// x^24 − x − 1: |disc| = 101 · 2347 · 5714547093403974893094772369 (34 digits), group S24.
const TRINOMIAL = `-1,-1,${zeros(22)}1 # poly_disc_primes=[2,3]`;
const EISENSTEIN = `-2,${zeros(23)}1 # x^24 - 2`;
const REDUCIBLE = `-1,${zeros(23)}1 # x^24 - 1`;
const FILE = [TRINOMIAL, EISENSTEIN, REDUCIBLE].join('\n');
const LONG_PRIME = '5714547093403974893094772369';

beforeAll(async () => {
  app = await startApp('igp24-fit', { viewport: { width: 1400, height: 900 } });
  ({ serve, page } = app);
  await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: serve.origin });
  // The tokened address once: the session cookie lets every test open its page by address.
  await page.goto(serve.url);
  await page.getByTestId('competition-row').first().waitFor({ timeout: 20_000 });
}, 90_000);

afterAll(() => app?.close());

const rowOf = (line: number) => page.locator(`[data-testid="igp24-result-row"][data-line="${line}"]`);

/**
 * The workbench showing the test file checked and ranked, from a fresh page: the first test gets
 * there step by step; the others start here, whatever ran before them.
 */
async function rankedFile() {
  await checkAndRank(page, `${serve.origin}/#/igp24?tab=polynomials`, {
    name: 'fit.txt',
    text: FILE,
    valid: 3,
    ranked: 2,
  });
}

/** How far a table reaches past its card's content box, and whether its scroll region scrolls sideways. */
async function overflow(table: Locator): Promise<{ past: number; scrolls: boolean }> {
  return table.evaluate((t) => {
    const card = t.closest('.card')!;
    const style = getComputedStyle(card);
    const right = card.getBoundingClientRect().right - Number.parseFloat(style.paddingRight);
    const region = t.parentElement!;
    return {
      past: Math.max(0, t.getBoundingClientRect().right - right, t.scrollWidth - t.clientWidth),
      scrolls: region.scrollWidth > region.clientWidth + 1,
    };
  });
}

async function shots(name: string) {
  for (const width of [1400, 900]) {
    await page.setViewportSize({ width, height: 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `${name}-${scheme}-${width}`);
    }
  }
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

// Each test may have to check and rank the file itself (rankedFile), about a minute at most.
describe('IGP24 tables fit their cards', { timeout: 120_000 }, () => {
  it('checks and ranks a file; the hint of x^24 − x − 1 is said not to divide its discriminant', async () => {
    await page.goto(serve.url);
    await page.getByRole('link', { name: 'IGP24', exact: true }).click();
    await page.getByTestId('igp24-open-input').setInputFiles({
      name: 'fit.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(FILE),
    });
    const diags = page.getByTestId('igp24-diagnostics');
    // Before the checks: well formed, not compared yet.
    await expect
      .poll(() => diags.innerText().catch(() => ''), { timeout: 15_000 })
      .toContain('hint recognized: 2 primes, not yet compared with the discriminant');
    await page.getByTestId('igp24-run-checks').click();
    await expect.poll(() => page.getByTestId('igp24-r').count(), { timeout: 30_000 }).toBe(3);
    await expect
      .poll(() => diags.innerText())
      .toMatch(/line 1:\d+\s+warning\s+HINT_NOT_DIVIDING\s+hint primes not dividing the discriminant: 2, 3/i);
    expect(await rowOf(1).getByTestId('igp24-add-hint').innerText()).toBe('Fix hint');
    const rank = page.getByTestId('igp24-rank-groups');
    await expect.poll(() => rank.isEnabled(), { timeout: 15_000 }).toBe(true);
    await rank.click();
    await expect.poll(() => page.getByTestId('igp24-galois-top').count(), { timeout: 60_000 }).toBe(2);
    expect(await rowOf(1).getByTestId('igp24-galois-top').innerText()).toBe('S24 (24T25000)');
    await page.getByTestId('igp24-results').scrollIntoViewIfNeeded();
    await shots('igp24-09-fit');
  }, 120_000);

  it('the checks table is not wider than its card at 1400 and 900 px', async () => {
    await rankedFile();
    const table = page.getByTestId('igp24-results');
    await table.scrollIntoViewIfNeeded();
    for (const width of [1400, 900]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => overflow(table), { timeout: 5_000 }).toEqual({ past: 0, scrolls: false });
    }
    await page.setViewportSize({ width: 1400, height: 900 });
  });

  it('a long prime shows elided on one line, whole in its title and in a copy of the cell', async () => {
    await rankedFile();
    const prime = rowOf(1).locator(`[data-testid="igp24-prime"][data-value="${LONG_PRIME}"]`);
    expect(await prime.getAttribute('title')).toBe(LONG_PRIME);
    const seen = await prime.evaluate((el) => {
      const shown = el.cloneNode(true) as HTMLElement;
      for (const hidden of shown.querySelectorAll('.long-number__middle')) hidden.remove();
      const lineHeight = Number.parseFloat(getComputedStyle(el).lineHeight) || 16;
      return { text: shown.textContent, oneLine: el.getBoundingClientRect().height < 1.5 * lineHeight };
    });
    expect(seen).toEqual({ text: '5714…2369 28 digits', oneLine: true });
    // Copying the whole cell (as a selection and Ctrl+C would) gives every digit, no "…".
    const copied = await rowOf(1)
      .locator('.igp24-primes__list')
      .evaluate(async (el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        getSelection()!.removeAllRanges();
        getSelection()!.addRange(range);
        document.execCommand('copy');
        getSelection()!.removeAllRanges();
        return navigator.clipboard.readText();
      });
    expect(copied).toBe(`101, 2347, ${LONG_PRIME}`);
  });

  it('the likely group of a line reads as a name, its order as 24!, in words that agree', async () => {
    await rankedFile();
    await rowOf(1).getByTestId('igp24-galois-open').click();
    const dialog = page.getByTestId('igp24-galois-detail');
    await dialog.waitFor();
    expect(await dialog.getByTestId('igp24-galois-summary').innerText()).toMatch(
      /1 of the 25,000 transitive groups of degree 24 contains every cycle type/,
    );
    const first = dialog.getByTestId('igp24-galois-ranking').locator('tbody tr').first();
    expect(await first.innerText()).toMatch(/^1\s+S24 \(24T25000\)\s+24!\s+no\s/);
    expect(await first.locator('.group-order').getAttribute('title')).toBe(
      '620,448,401,733,239,439,360,000 elements',
    );
    await expect
      .poll(() => dialog.getByTestId('igp24-galois-outlook').innerText(), { timeout: 15_000 })
      .toMatch(/^Most likely: S24 \(24T25000\) with r = 2, [<>\d. ]+% likely — (still unfound|found by)/);
    await shots('igp24-10-fit-detail');
    await dialog.getByRole('button', { name: 'Close' }).click();
  }, 60_000);

  it('a line’s targets link opens the explorer on its r', async () => {
    await rankedFile();
    const link = rowOf(1).getByRole('link', { name: /labels?$/ });
    // A plain link to the route: no router component per row.
    expect(await link.getAttribute('href')).toBe('#/igp24?tab=explorer&r=2&rState=remaining');
    await link.click();
    await expect.poll(() => page.getByTestId('igp24-filter-r').inputValue(), { timeout: 10_000 }).toBe('2');
    expect(page.url()).toContain('tab=explorer');
  });

  it('the explorer’s label table fits its card too, with group names', async () => {
    await page.goto(`${serve.origin}/#/igp24`);
    await page.getByRole('link', { name: 'Explorer', exact: true }).click();
    const rows = page.getByTestId('igp24-label-row');
    await expect.poll(() => rows.first().innerText(), { timeout: 20_000 }).toMatch(/^24T1 C24\s/);
    await shots('igp24-11-fit-explorer');
    const scroll = page.getByTestId('igp24-label-scroll');
    for (const width of [1400, 900]) {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(() => scroll.evaluate((el) => el.scrollWidth - el.clientWidth), { timeout: 5_000 })
        .toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1400, height: 900 });
  }, 60_000);
});
