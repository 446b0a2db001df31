import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, type ServeProc, screenshot, startApp } from './harness';

let app: App;
let serve: ServeProc;
let page: Page;

const GOOD = `-1,-1,${'0,'.repeat(22)}1 # x^24 - x - 1`;
const BAD = `1,2,3,x^24 # not a polynomial line`;
const HINTED = `3,-1,${'0,'.repeat(22)}1 # poly_disc_primes=[5,3]`;
const FILE = ['# test file', GOOD, BAD, '', HINTED, GOOD].join('\n');
/** (x+1)^24 + 2, coefficients a_0..a_24: x^24 + 2 moved by x → x + 1, which "Reduce" moves back. */
const SHIFTED = Array.from({ length: 25 }, (_, k) => {
  let c = 1n;
  for (let i = 0; i < k; i++) c = (c * BigInt(24 - i)) / BigInt(i + 1);
  return k === 0 ? c + 2n : c;
}).join(',');
const REDUCED = `2,${'0,'.repeat(23)}1 # reduced from ${SHIFTED}`;

beforeAll(async () => {
  app = await startApp('igp24', { viewport: { width: 1360, height: 900 } });
  ({ serve, page } = app);
  // The tokened address once: the session cookie lets every test open its page by address.
  await page.goto(serve.url);
  await page.getByTestId('competition-row').first().waitFor({ timeout: 20_000 });
}, 90_000);

afterAll(() => app?.close());

/**
 * The workbench with the test file open, its lines counted. Each test starts here (or further, with
 * `checked`), so none relies on what an earlier one left on the page.
 */
async function openFile() {
  await page.goto(`${serve.origin}/#/igp24?tab=polynomials`);
  // A fresh page: the checks an earlier test ran stay in the page's memory, and the same lines
  // would count as checked already (Run checks disabled).
  await page.reload();
  await expect.poll(() => page.locator('h1').innerText(), { timeout: 15_000 }).toBe('IGP24 workbench');
  // An empty file first: the draft restored after the reload may be an earlier test's edit of the
  // same file (the same name and line count, a hint rewritten), whose parse would pass the waits
  // below before this file's own parse has landed, and Run checks would check its lines.
  await page.getByTestId('igp24-open-input').setInputFiles({
    name: 'empty.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('# nothing yet\n'),
  });
  await expect
    .poll(() => page.getByTestId('igp24-status').innerText(), { timeout: 15_000 })
    .toMatch(/^0 \/ 1,000 polynomials/);
  await page.getByTestId('igp24-open-input').setInputFiles({
    name: 'search.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(FILE),
  });
  await expect
    .poll(() => page.locator('#igp24-file-h').innerText(), { timeout: 15_000 })
    .toContain('search.txt');
  await expect
    .poll(() => page.getByTestId('igp24-status').innerText(), { timeout: 15_000 })
    .toMatch(/4 \/ 1,000 polynomials/);
}

/** The test file open and checked: one result row per valid line. */
async function checked() {
  await openFile();
  await page.getByTestId('igp24-run-checks').click();
  try {
    await expect.poll(() => page.getByTestId('igp24-r').count(), { timeout: 20_000 }).toBe(3);
  } catch (err) {
    // Seen rarely in CI with 2 of 3 (not reproduced alone): what each row shows then, a line left
    // unchecked or a check that failed and why, goes into the report.
    const rows = await page.getByTestId('igp24-result-row').allInnerTexts();
    const status = await page.getByTestId('igp24-status').innerText();
    throw new Error(`${(err as Error).message}\nrows:\n${rows.join('\n')}\nstatus: ${status}`);
  }
}

/** The editor's text without its white space (Monaco wraps long lines and draws no-break spaces). */
async function editorLetters(): Promise<string> {
  return (await page.getByTestId('igp24-editor').locator('.view-lines').innerText()).replace(/\s+/g, '');
}

async function both(name: string) {
  await page.emulateMedia({ colorScheme: 'light' });
  await screenshot(page, `${name}-light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('IGP24 polynomial files', () => {
  it('the nav leads to the workbench; an opened file shows per-line diagnostics and the limits', async () => {
    await page.goto(serve.url);
    await page.getByRole('link', { name: 'IGP24', exact: true }).click();
    await expect.poll(() => page.locator('h1').innerText(), { timeout: 15_000 }).toBe('IGP24 workbench');
    await page.getByTestId('igp24-open-input').setInputFiles({
      name: 'search.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(FILE),
    });
    const diags = page.getByTestId('igp24-diagnostics');
    // Until the opened file is read, the page shows the draft an earlier test left (the same file
    // with a hint added): wait for this file's own hint diagnostic.
    await expect.poll(() => diags.innerText().catch(() => ''), { timeout: 15_000 }).toMatch(/hint ignored/);
    const text = await diags.innerText();
    expect(text).toMatch(/line 3:\d+\s+error\s+FIELD_COUNT/i);
    expect(text).toContain('DUPLICATE');
    const status = page.getByTestId('igp24-status');
    await expect.poll(() => status.innerText(), { timeout: 10_000 }).toMatch(/4 \/ 1,000 polynomials/);
    expect(await status.innerText()).toMatch(/body [\d,]+ \/ 1,000,000 bytes/);
    expect(await status.innerText()).toMatch(/envelope [\d,]+ \/ 1,310,720 bytes/);
    expect(await status.innerText()).toMatch(/3 valid · 1 invalid · 1 duplicate/);
    // The editor holds the file (Monaco renders the lines).
    await expect
      .poll(() => page.getByTestId('igp24-editor').innerText(), { timeout: 10_000 })
      .toMatch(/x\^24\s-\sx\s-\s1/); // Monaco renders spaces as no-break spaces
  });

  it('a dropped file replaces the text', async () => {
    await openFile();
    const dt = await page.evaluateHandle((content) => {
      const d = new DataTransfer();
      d.items.add(new File([content], 'dropped.txt', { type: 'text/plain' }));
      return d;
    }, FILE);
    await page.getByTestId('igp24-drop').dispatchEvent('drop', { dataTransfer: dt });
    await expect
      .poll(() => page.locator('#igp24-file-h').innerText(), { timeout: 5_000 })
      .toContain('dropped.txt');
  });

  it('checks run in a worker and show r and the discriminant per line; targets come from label progress', async () => {
    await checked();
    const rows = page.getByTestId('igp24-result-row');
    const first = rows.first();
    expect(await first.getByTestId('igp24-r').innerText()).toBe('2');
    expect(await first.getByTestId('igp24-disc').innerText()).toMatch(/^\d+/);
    expect(await first.innerText()).toMatch(/irreducible \(proven\)|not proven/);
    const targets = page.getByTestId('igp24-targets');
    await expect
      .poll(() => targets.innerText().catch(() => ''), { timeout: 15_000 })
      .toMatch(/r = 2: [\d,]+ of [\d,]+ labels/);
    await page.getByTestId('igp24-targets').scrollIntoViewIfNeeded();
    await both('igp24-01-checks');
  });

  it('"Add hint" writes the discriminant primes into the line', async () => {
    await checked();
    const hinted = page.getByTestId('igp24-result-row').nth(1);
    await hinted.getByTestId('igp24-add-hint').click();
    await expect
      .poll(() => page.getByTestId('igp24-editor').innerText(), { timeout: 5_000 })
      .toMatch(/poly_disc_primes=\[[\d,]+\]/);
    await expect.poll(() => page.getByTestId('igp24-diagnostics').innerText()).toMatch(/hint recognized/);
  });

  it('"Reduce" replaces a selected line by its reduction in the editor; Ctrl+Z brings the line back', async () => {
    await page.goto(`${serve.origin}/#/igp24?tab=polynomials`);
    await page.reload();
    await expect.poll(() => page.locator('h1').innerText(), { timeout: 15_000 }).toBe('IGP24 workbench');
    await page.getByTestId('igp24-open-input').setInputFiles({
      name: 'reduce.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('# to reduce'),
    });
    await expect
      .poll(() => page.locator('#igp24-file-h').innerText(), { timeout: 15_000 })
      .toContain('reduce.txt');
    const editor = page.getByTestId('igp24-editor');
    await editor.locator('.view-lines').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(`\n${SHIFTED}`);
    const typed = `#toreduce${SHIFTED}`;
    await expect.poll(editorLetters, { timeout: 10_000 }).toBe(typed);

    // The line parsed as typed (a tick is kept by the line's text, so it must be the final one).
    await expect
      .poll(() => page.getByTestId('igp24-status').innerText(), { timeout: 15_000 })
      .toMatch(/\b1 valid\b/);
    // Nothing ticked: Reduce says why it cannot start.
    const reduce = page.getByTestId('igp24-reduce');
    await expect.poll(() => reduce.isDisabled(), { timeout: 15_000 }).toBe(true);
    expect(await reduce.getAttribute('title')).toMatch(/Tick the lines to reduce/);
    await page.getByRole('checkbox', { name: 'Select line 2' }).check();
    await expect.poll(() => reduce.innerText()).toBe('Reduce 1 line');
    await both('igp24-06-reduce');
    // The progress shows while the worker reduces (seen by the page itself, however short).
    await page.evaluate(() => {
      const w = window as unknown as { sawReducing?: boolean };
      w.sawReducing = false;
      new MutationObserver((_, o) => {
        if (!document.querySelector('[data-testid="igp24-reduce-progress"]')) return;
        w.sawReducing = true;
        o.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await reduce.click();

    const reduced = `#toreduce${REDUCED.replace(/\s+/g, '')}`;
    await expect.poll(editorLetters, { timeout: 20_000 }).toBe(reduced);
    expect(await page.evaluate(() => (window as unknown as { sawReducing?: boolean }).sawReducing)).toBe(
      true,
    );
    const summary = page.getByTestId('igp24-reduce-summary');
    await expect.poll(() => summary.innerText(), { timeout: 10_000 }).toMatch(/^1 line reduced\./);
    expect(await summary.innerText()).toMatch(
      /Line 2: same discriminant \(41 digits\), smaller coefficients/,
    );
    // The reduced line is checked at once: x^24 + 2 has r = 0.
    await expect.poll(() => page.getByTestId('igp24-r').allInnerTexts(), { timeout: 20_000 }).toEqual(['0']);
    await summary.scrollIntoViewIfNeeded();
    await both('igp24-06-reduced');

    // The editor's own undo puts the line back as it was typed.
    await editor.locator('.view-lines').click();
    await page.keyboard.press('Control+z');
    await expect.poll(editorLetters, { timeout: 10_000 }).toBe(typed);
  }, 90_000);

  it('submitting the file leaves the bad line out, shows the verified line with its label, and the history lists it', async () => {
    await openFile();
    await page.getByTestId('igp24-submit-file').click();
    const dialog = page.getByTestId('igp24-confirm');
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await dialog.innerText()).toMatch(/left out: one such line makes the platform refuse/);
    expect(await dialog.innerText()).toMatch(/duplicate/);
    await screenshot(page, 'igp24-02-confirm');
    await page.getByTestId('igp24-confirm-send').click();
    const sent = page.getByTestId('igp24-sent').first();
    await expect.poll(() => sent.getByTestId('igp24-batch-done').count(), { timeout: 20_000 }).toBe(1);
    expect(await sent.getByTestId('igp24-queued-count').innerText()).toBe('3');
    const items = sent.getByTestId('igp24-item');
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(3);
    const accepted = sent.locator('[data-testid="igp24-item"][data-status="accepted"]');
    await expect.poll(() => accepted.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(await accepted.first().getByTestId('igp24-item-label').innerText()).toMatch(
      /^(\S.* \()?24T\d+\)?$/,
    );
    // The daily cap as the POST's X-RateLimit-* headers reported it.
    await expect
      .poll(() => page.getByTestId('igp24-quota').innerText(), { timeout: 10_000 })
      .toMatch(/[\d,]+ of 1,000 submissions left today/);
    await sent.scrollIntoViewIfNeeded();
    await both('igp24-03-submitted');

    // The history (the submission this test sent; a separate test would need one of its own).
    await page.getByRole('link', { name: 'Submissions', exact: true }).click();
    const history = page.getByTestId('igp24-history-item');
    await expect.poll(() => history.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    expect(await history.first().innerText()).toMatch(/accepted/);
    await screenshot(page, 'igp24-04-history');
  });
});

describe('IGP24 explorer', () => {
  it('shows all 25,000 labels in a virtualized table; filtering by r narrows it', async () => {
    await page.goto(`${serve.origin}/#/igp24`);
    await page.getByRole('link', { name: 'Explorer', exact: true }).click();
    const count = page.getByTestId('igp24-label-count');
    await expect.poll(() => count.innerText(), { timeout: 20_000 }).toMatch(/^25,000 of 25,000 labels match/);
    const rows = page.getByTestId('igp24-label-row');
    await expect.poll(() => rows.first().innerText(), { timeout: 10_000 }).toContain('24T1');
    // Only the rows in view exist in the DOM.
    expect(await rows.count()).toBeLessThan(80);
    // Jump to the end: the last label is fetched and shown.
    await page.getByTestId('igp24-label-scroll').evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await expect
      .poll(() => page.getByTestId('igp24-label-table').innerText(), { timeout: 10_000 })
      .toContain('24T25000');
    await page.getByTestId('igp24-filter-r').selectOption('4');
    await page.getByTestId('igp24-filter-state').selectOption('remaining');
    // The count says "Counting…" while each filter is applied: wait for both filters' count.
    let narrowed = Number.NaN;
    await expect
      .poll(
        async () => {
          if (!page.url().includes('rState=remaining')) return false;
          narrowed = Number((await count.innerText()).split(' ')[0]!.replace(/,/g, ''));
          return Number.isFinite(narrowed) && narrowed < 25_000;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(narrowed).toBeGreaterThan(0);
    expect(page.url()).toContain('r=4');
    await expect
      .poll(() => page.getByTestId('igp24-pairs').innerText(), { timeout: 10_000 })
      .toMatch(/24T\d+/);
    await both('igp24-05-explorer');
  });
});

describe('IGP24 discovery', () => {
  it('a search in workers lists the best polynomial per pair; Stop and Continue; its hits go into the file in one action', async () => {
    // The test file (4 polynomial lines) first: the hits are counted onto it.
    await openFile();
    await page.getByRole('link', { name: 'Discover', exact: true }).click();
    const status = page.getByTestId('igp24-discover-status');
    try {
      // A long one first: stopped, it keeps its place; continued, it goes on from there.
      await page.getByTestId('igp24-discover-candidates').fill('100000');
      await page.getByTestId('igp24-discover-start').click();
      await expect.poll(() => status.getAttribute('data-status'), { timeout: 10_000 }).toBe('running');
      const tried = page.getByTestId('igp24-discover-tried');
      await expect
        .poll(async () => Number((await tried.innerText()).split(' / ')[0]!.replace(/\D/g, '')), {
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
      await page.getByTestId('igp24-discover-stop').click();
      await expect.poll(() => status.getAttribute('data-status')).toBe('stopped');
      const atStop = await tried.innerText();
      await page.getByTestId('igp24-discover-resume').click();
      await expect.poll(() => status.getAttribute('data-status')).toBe('running');
      await expect.poll(() => tried.innerText(), { timeout: 20_000 }).not.toBe(atStop);
      await page.getByTestId('igp24-discover-stop').click();

      // A short one to its end.
      await page.getByTestId('igp24-discover-candidates').fill('30');
      await page.getByTestId('igp24-discover-start').click();
      await expect.poll(() => status.getAttribute('data-status'), { timeout: 60_000 }).toBe('done');
    } finally {
      // Nothing left running for the next test, also when this one fails.
      if ((await status.getAttribute('data-status')) === 'running')
        await page.getByTestId('igp24-discover-stop').click();
    }
    const pairs = page.getByTestId('igp24-discover-pair');
    const found = await pairs.count();
    expect(found).toBeGreaterThan(0);
    const shown = await pairs.evaluateAll((els) => els.map((e) => e.getAttribute('data-pair')));
    for (const p of shown) expect(p).toMatch(/^24T\d+:\d+$/);
    expect(new Set(shown).size).toBe(shown.length);
    await both('igp24-08-discover');

    await page.getByTestId('igp24-discover-add').click();
    await expect
      .poll(() => page.getByTestId('igp24-discover-added').innerText())
      .toContain(`Added ${found} line`);
    await page
      .getByRole('navigation', { name: 'IGP24 sections' })
      .getByRole('link', { name: 'Polynomials' })
      .click();
    await expect
      .poll(() => page.getByTestId('igp24-status').innerText(), { timeout: 15_000 })
      .toMatch(new RegExp(`^${4 + found} / 1,000 polynomials`));
  });

  it('aimed at the remaining pairs the constructions reach (r = 0), makes each candidate by its group plan', async () => {
    await page.goto(`${serve.origin}/#/igp24?tab=discover`);
    await page.getByTestId('igp24-discover-candidates').fill('20');
    await page.getByTestId('igp24-discover-aim').check();
    await expect.poll(() => page.getByTestId('igp24-discover-targets').isDisabled()).toBe(true);
    await page.getByTestId('igp24-discover-r').selectOption('0');
    await page.getByTestId('igp24-discover-start').click();
    const status = page.getByTestId('igp24-discover-status');
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 60_000 }).toBe('done');
    const made = await page.getByTestId('igp24-discover-hits').locator('tbody tr').allInnerTexts();
    expect(made.length).toBeGreaterThan(0);
    // Each construction names the group it was planned for (24T<t>: …); every pair has r = 0.
    for (const row of made) expect(row).toMatch(/24T\d+: (f\(g\(x\)\)|compositum|Phi|2cos|generic)/);
    const pairs = await page
      .getByTestId('igp24-discover-pair')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-pair')));
    for (const p of pairs) expect(p).toMatch(/:0$/);
  });
});
