/**
 * The likely Galois group in the IGP24 checks table (Chromium, serve mode): ranked in workers that
 * fetch the group table from the app's own files, the top group with its posterior, a reason for a
 * reducible line, the detail with the ranked candidates and "More primes", and the order by
 * "would it score?".
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, type ServeProc, screenshot, startApp } from './harness';
import { checkAndRank } from './igp24Page';

let app: App;
let serve: ServeProc;
let page: Page;

const zeros = (n: number) => '0,'.repeat(n);
const TRINOMIAL = `-1,-1,${zeros(22)}1 # x^24 - x - 1`;
const EISENSTEIN = `-2,${zeros(23)}1 # x^24 - 2`;
const REDUCIBLE = `-1,${zeros(23)}1 # x^24 - 1`;
const FILE = [TRINOMIAL, REDUCIBLE, EISENSTEIN].join('\n');

beforeAll(async () => {
  app = await startApp('igp24-galois', { viewport: { width: 1400, height: 900 } });
  ({ serve, page } = app);
  // The tokened address once: the session cookie lets every test open its page by address.
  await page.goto(serve.url);
  await page.getByTestId('competition-row').first().waitFor({ timeout: 20_000 });
}, 90_000);

afterAll(() => app?.close());

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

const rowOf = (line: number) => page.locator(`[data-testid="igp24-result-row"][data-line="${line}"]`);

/**
 * The workbench showing the test file checked and ranked, from a fresh page: the first test gets
 * there step by step; the others start here, whatever ran before them.
 */
async function rankedFile() {
  await checkAndRank(page, `${serve.origin}/#/igp24?tab=polynomials`, {
    name: 'groups.txt',
    text: FILE,
    valid: 3,
    ranked: 2,
  });
}

// Each test may have to check and rank the file itself (rankedFile), about a minute at most.
describe('IGP24 likely Galois groups', { timeout: 120_000 }, () => {
  it('ranks every line in workers: the top group with its posterior, a reason for a reducible line', async () => {
    await page.goto(serve.url);
    await page.getByRole('link', { name: 'IGP24', exact: true }).click();
    await page.getByTestId('igp24-open-input').setInputFiles({
      name: 'groups.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(FILE),
    });
    await page.getByTestId('igp24-run-checks').click();
    await expect.poll(() => page.getByTestId('igp24-r').count(), { timeout: 30_000 }).toBe(3);
    const rank = page.getByTestId('igp24-rank-groups');
    await expect.poll(() => rank.isEnabled(), { timeout: 15_000 }).toBe(true);
    await rank.click();
    await expect.poll(() => page.getByTestId('igp24-galois-top').count(), { timeout: 60_000 }).toBe(2);
    // x^24 - x - 1 has the full symmetric group: 24T25000, r = 2.
    expect(await rowOf(1).getByTestId('igp24-galois-top').innerText()).toBe('S24 (24T25000)');
    expect(await rowOf(1).getByTestId('igp24-galois').innerText()).toMatch(
      // The only candidate from the first block of good primes on: the sampling stops there.
      /% likely\s*[\d,]+ candidates? · 100 primes/,
    );
    expect(await rowOf(2).getByTestId('igp24-galois-none').innerText()).toMatch(/reducible \(factor degrees/);
    expect(await rowOf(3).getByTestId('igp24-galois-top').innerText()).toMatch(/^(\S.* \()?24T\d+\)?$/);
    // Would it score? from the sandbox's label progress.
    await expect
      .poll(() => rowOf(1).getByTestId('igp24-score-outcome').getAttribute('title'), { timeout: 15_000 })
      .toMatch(/^[<>\d. ]+% chance of a new pair$/);
    expect(await rowOf(1).getByTestId('igp24-score').innerText()).toMatch(
      /^(new pair\s+\(24T25000, r = 2\) is still unfound|(new record|no score|cannot tell)\s+(record|pair found|cannot tell))/,
    );
    expect(await rank.isDisabled()).toBe(true);
    await page.getByTestId('igp24-results').scrollIntoViewIfNeeded();
    await shots('igp24-07-groups');
  }, 120_000);

  it('the detail lists the ranked candidates; More primes ranks the line again with 1,000', async () => {
    await rankedFile();
    await rowOf(3).getByTestId('igp24-galois-open').click();
    const dialog = page.getByTestId('igp24-galois-detail');
    await dialog.waitFor();
    const summary = dialog.getByTestId('igp24-galois-summary');
    expect(await summary.innerText()).toMatch(/r = 2; .* at (100|150|200|250|300) good primes/);
    const ranking = dialog.getByTestId('igp24-galois-ranking');
    expect(await ranking.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await ranking.locator('tbody tr').first().innerText()).toMatch(
      /^1\s+(\S.* \()?24T\d+\)?\s+[\d,.×⁰¹²³⁴⁵⁶⁷⁸⁹!/ ]+\s+(yes|no)\s+-?[\d.]+\s+[<>\d. ]+%$/,
    );
    expect(await dialog.getByTestId('igp24-galois-outlook').innerText()).toMatch(
      /Most likely: (\S.* \()?24T\d+\)? with r = 2, [<>\d. ]+% likely — /,
    );
    await shots('igp24-08-group-detail');
    await dialog.getByTestId('igp24-galois-more').click();
    await expect.poll(() => summary.innerText(), { timeout: 60_000 }).toMatch(/at 1,000 good primes/);
    expect(await dialog.getByTestId('igp24-galois-more').innerText()).toBe('More primes (3,000)');
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await rowOf(3).getByTestId('igp24-galois').innerText()).toMatch(/1,000 primes/);
  }, 120_000);

  it('orders the lines by the chance of a new pair, and can show only the likely ones', async () => {
    await rankedFile();
    const chance = async (line: number) => {
      const text = (await rowOf(line).getByTestId('igp24-score-outcome').getAttribute('title')) ?? '';
      const m = /([\d.]+) % chance/.exec(text);
      return m ? Number(m[1]) : text.includes('> 99.9') ? 100 : 0;
    };
    const chances = new Map([
      [1, await chance(1)],
      [3, await chance(3)],
    ]);
    await page.getByTestId('igp24-line-order').selectOption('newPair');
    const order = await page
      .getByTestId('igp24-result-row')
      .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-line'))));
    const expected = [1, 3].sort((a, b) => chances.get(b)! - chances.get(a)! || a - b);
    expect(order).toEqual([...expected, 2]);
    await page.getByTestId('igp24-only-new').check();
    const shown = await page
      .getByTestId('igp24-result-row')
      .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-line'))));
    expect(shown).toEqual(expected.filter((l) => chances.get(l)! >= 50));
    await page.getByTestId('igp24-only-new').uncheck();
    await page.getByTestId('igp24-line-order').selectOption('file');
    expect(await page.getByTestId('igp24-result-row').count()).toBe(3);
  });
});
