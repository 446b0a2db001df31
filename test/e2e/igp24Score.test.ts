/**
 * "Would it score?" in the IGP24 checks table (Chromium, serve mode): the Field discriminant column
 * (exact, an upper bound, "—" for a reducible line) and one outcome per line in words, consistent
 * with the sandbox's label progress; the explorer's "closest to scoring" order of the pairs the
 * checked lines give. The checks table is drawn at 1400 px and, in a page opened at 900 px from
 * the start, at 900 px, light and dark.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, ARTIFACTS, type ServeProc, screenshot, startApp } from './harness';
import { checkAndRank } from './igp24Page';

let app: App;
let serve: ServeProc;

const zeros = (n: number) => '0,'.repeat(n);
const TRINOMIAL = `-1,-1,${zeros(22)}1 # x^24 - x - 1`;
const EISENSTEIN = `-2,${zeros(23)}1 # x^24 - 2`;
const REDUCIBLE = `-1,${zeros(23)}1 # x^24 - 1`;
/** r = 0: no real root. */
const NO_REAL = `1,1,${zeros(22)}1 # x^24 + x + 1`;
/** The field of x^24 - 2 again (a root 3·2^(1/24)): a larger |disc| with the same d_K. */
const SCALED = `-${2n * 3n ** 24n},${zeros(23)}1 # x^24 - 2·3^24`;
const FILE = [TRINOMIAL, REDUCIBLE, EISENSTEIN, NO_REAL, SCALED].join('\n');
const IRREDUCIBLE = [1, 3, 4, 5];
/** Per checked line: its outcome and its exact |d_K|, for the explorer's test. */
const seen = new Map<number, { kind: string; dK: string | null; bound: boolean }>();

/** What each outcome says (ScoreVerdict words), so the badge and its sentence must agree. */
const WORDS: Record<string, RegExp> = {
  newPair: /^\(24T\d+, r = \d+\) is still unfound: the first find scores$/,
  record: /^record: d_K (\d+ digits?|[\d.]+×|slightly) smaller than the current [\d.·^]+$/,
  likelyRecord: /^upper bound below the minimum: d_K ≤ [\d.·^]+, .* smaller than the current /,
  notSmaller: /^pair found; d_K (equals its minimum|.* larger than its minimum) /,
  cannotTell: /^(cannot tell: the discriminant’s unfactored part|pair found)/,
  uncertain: /^\(24T\d+, r = \d+\) only [\d.]+ % likely; [<>\d. ]+% chance of a new pair$/,
};
const HEADLINE: Record<string, string> = {
  newPair: 'new pair',
  record: 'new record',
  likelyRecord: 'likely record',
  notSmaller: 'no score',
  cannotTell: 'cannot tell',
  uncertain: 'group not certain',
};

beforeAll(async () => {
  app = await startApp('igp24-score', { viewport: { width: 1400, height: 900 } });
  ({ serve } = app);
}, 90_000);

afterAll(() => app?.close());

const rowOf = (page: Page, line: number) =>
  page.locator(`[data-testid="igp24-result-row"][data-line="${line}"]`);

/** Opens the IGP24 page, loads the file, runs the checks and ranks the groups, then waits for the outcomes. */
async function checkedAndRanked(page: Page) {
  // Straight to the page: a narrow window folds the menu away.
  await checkAndRank(page, `${serve.url}#/igp24`, { name: 'score.txt', text: FILE, valid: 5, ranked: 4 });
  for (const line of IRREDUCIBLE)
    await expect
      .poll(() => rowOf(page, line).getByTestId('igp24-score-outcome').count(), { timeout: 15_000 })
      .toBe(1);
  // The label progress is synced while the page opens: until it is there the outcome is "unknown".
  for (const line of IRREDUCIBLE)
    await expect
      .poll(() => rowOf(page, line).getByTestId('igp24-score-outcome').getAttribute('data-kind'), {
        timeout: 30_000,
      })
      .not.toBe('unknown');
}

/** The checks table, light and dark, at the page's width (full page and the table alone). */
async function shots(page: Page, width: number) {
  await page.getByTestId('igp24-results').scrollIntoViewIfNeeded();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await screenshot(page, `igp24-score-${scheme}-${width}`);
    await page.getByTestId('igp24-results-scroll').screenshot({
      path: join(ARTIFACTS, `igp24-score-table-${scheme}-${width}.png`),
      animations: 'disabled',
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('IGP24 would it score?', () => {
  it('shows the field discriminant and one outcome per line in words; the explorer orders their pairs closest to scoring first', async () => {
    const page = app.page;
    await checkedAndRanked(page);
    expect(await page.locator('.igp24-ctable thead').innerText()).toContain('Field discriminant');
    // The reducible line has no number field and never scores.
    expect(await rowOf(page, 2).getByTestId('igp24-field-cell').innerText()).toBe('—');
    // Irreducible lines: the exact |d_K| (or ≤ a bound) in words, never the platform's field names.
    for (const line of IRREDUCIBLE) {
      const cell = rowOf(page, line).getByTestId('igp24-field-cell');
      expect(await cell.getByTestId('igp24-field-kind').innerText()).toMatch(/^(exact|upper bound)$/);
      expect(await cell.innerText()).not.toMatch(/exact_nfdisc|mixed_disc|not computed/);
      const dK = await cell.locator('.long-number').getAttribute('data-value');
      expect(dK).toMatch(/^[1-9]\d*$/);
      const outcome = rowOf(page, line).getByTestId('igp24-score-outcome');
      const kind = (await outcome.getAttribute('data-kind'))!;
      expect(Object.keys(WORDS)).toContain(kind);
      expect(await outcome.innerText()).toBe(HEADLINE[kind]);
      expect(await rowOf(page, line).getByTestId('igp24-score-words').getAttribute('title')).toMatch(
        WORDS[kind]!,
      );
      seen.set(line, {
        kind,
        dK,
        bound: (await cell.getByTestId('igp24-field-kind').innerText()) === 'upper bound',
      });
    }
    // x^24 - 2 is maximal at 2 and 3: d_K = disc f. Its multiple 3·2^(1/24) gives the same field.
    expect(seen.get(3)!.dK).toBe(
      await rowOf(page, 3).getByTestId('igp24-disc').locator('.long-number').getAttribute('data-value'),
    );
    expect(seen.get(5)!.dK).toBe(seen.get(3)!.dK);
    expect(
      BigInt(
        (await rowOf(page, 5).getByTestId('igp24-disc').locator('.long-number').getAttribute('data-value'))!,
      ),
    ).toBeGreaterThan(BigInt(seen.get(5)!.dK!));
    // The same sentence in the line's detail.
    await rowOf(page, 1).getByTestId('igp24-galois-open').click();
    const dialog = page.getByTestId('igp24-galois-detail');
    const said = await rowOf(page, 1).getByTestId('igp24-score-words').getAttribute('title');
    expect(await dialog.getByTestId('igp24-galois-verdict').innerText()).toContain(said!);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await shots(page, 1400);

    // The explorer orders the pairs of these lines closest to scoring first (part of this test: it
    // reads the lines checked above).
    await page.getByRole('link', { name: 'Explorer', exact: true }).click();
    await page.getByTestId('igp24-label-sort').selectOption('closest');
    const rows = page.getByTestId('igp24-closest-row');
    // Lines 3 and 5 give one pair (the same field): three pairs from four lines.
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(3);
    expect(page.url()).toContain('sort=closest');
    const read = await rows.evaluateAll((trs) =>
      trs.map((tr) => ({
        cells: [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
        min: tr.querySelector('.long-number')?.getAttribute('data-value') ?? null,
        words: tr.querySelector('[data-testid="igp24-closest-words"]')?.textContent ?? '',
      })),
    );
    const rank = (w: string) =>
      w.startsWith('new pair')
        ? 0
        : /below the minimum/.test(w)
          ? 1
          : /(above|equals) the minimum/.test(w)
            ? 2
            : 3;
    expect(read.map((x) => rank(x.words))).toEqual(read.map((x) => rank(x.words)).sort((a, b) => a - b));
    expect(read.map((x) => Number(/\(line (\d+)\)$/.exec(x.words)?.[1])).sort()).toEqual([1, 3, 4]);
    for (const row of read) {
      const line = Number(/\(line (\d+)\)$/.exec(row.words)![1]);
      const { kind, dK, bound } = seen.get(line)!;
      // The table's outcome and the explorer's row agree, by exact comparison with the minimum.
      if (row.min === null) {
        expect(row.words).toBe(`new pair (line ${line})`);
        expect(kind).toBe('newPair');
      } else {
        expect(row.words).toMatch(/^d_K (≤ )?[\d.·^]+: (.* below|.* above|equals) the minimum \(line \d\)$/);
        const below = BigInt(dK!) < BigInt(row.min);
        expect(kind).toBe(bound ? (below ? 'likelyRecord' : 'cannotTell') : below ? 'record' : 'notSmaller');
        expect(row.words.startsWith('d_K ≤')).toBe(bound);
        expect(row.words.includes(': equals the minimum')).toBe(BigInt(dK!) === BigInt(row.min));
        expect(row.words.includes('below')).toBe(BigInt(dK!) < BigInt(row.min));
      }
      expect(row.cells.at(-1)).toBe(line === 3 ? '2' : '1');
    }
    expect(await page.getByTestId('igp24-label-count').innerText()).toMatch(/^\d of 25,000 labels match/);
    await screenshot(page, 'igp24-score-explorer');
    await page.getByTestId('igp24-label-sort').selectOption('t');
    await expect
      .poll(() => page.getByTestId('igp24-label-row').count(), { timeout: 10_000 })
      .toBeGreaterThan(2);
  }, 210_000);

  it('draws the checks table in a page opened 900 px wide', async () => {
    const page = await app.context.newPage();
    try {
      await page.setViewportSize({ width: 900, height: 900 });
      await checkedAndRanked(page);
      // Every column still shows: no cell of the row is cut to nothing.
      const widths = await rowOf(page, 1)
        .locator('td')
        .evaluateAll((tds) => tds.map((td) => td.clientWidth));
      expect(Math.min(...widths)).toBeGreaterThan(15);
      const scroller = page.getByTestId('igp24-results-scroll');
      expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      await shots(page, 900);
    } finally {
      await page.close();
    }
  }, 150_000);
});
