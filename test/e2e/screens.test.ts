/**
 * Screens that must not mislead and must read in words (issue 7): blocked submit, default slot,
 * unknown teams, per-table export state, explorer filters that keep typing, column titles in
 * words, copy buttons, sortable leaderboards.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeBlockedReason } from '../../src/shared/errorText';
import { VARIANT } from '../helpers/sandbox';
import { type App, type ServeProc, screenshot, startApp } from './harness';

let app: App;
let serve: ServeProc;
let page: Page;

beforeAll(async () => {
  app = await startApp('screens', { viewport: { width: 1400, height: 900 } });
  ({ serve, page } = app);
  await page.goto(serve.url);
  await page.getByTestId('competition-row').first().waitFor({ timeout: 20_000 });
}, 90_000);

afterAll(() => app?.close());

const go = (path: string) => page.goto(`${serve.origin}/#${path}`);

describe('a competition you cannot submit to', () => {
  it('disables submit with the reason in words and never says a missing entry will be replaced', async () => {
    await go('/competitions/lean-kernel-challenge/submit');
    const blocked = page.getByTestId('submit-blocked');
    const title = describeBlockedReason('BEFORE_WINDOW').title;
    await expect.poll(() => blocked.innerText().catch(() => ''), { timeout: 15_000 }).toContain(title);
    expect(await page.getByTestId('submit-review').isDisabled()).toBe(true);
    expect(await page.getByTestId('competition-submit').count()).toBe(0);
    const track = await page.getByTestId('track-entry-kernel').innerText();
    expect(track).toContain('no current entry');
    expect(track).not.toContain('will be replaced');

    await page.getByTestId('submit-check').click();
    const result = page.getByTestId('check-result');
    await expect.poll(() => result.innerText().catch(() => ''), { timeout: 15_000 }).toContain(title);
    expect(await result.innerText()).not.toContain('see the fields');
    await screenshot(page, 'screens-blocked-submit');
  });
});

describe('model references', () => {
  it('preselect the first empty slot, and say "will be replaced" only on an occupied one', async () => {
    await go('/competitions/modular-arithmetic-challenge/submit');
    const slot2 = page.getByTestId('slot-2');
    await expect
      .poll(() => slot2.innerText().catch(() => ''), { timeout: 15_000 })
      .toContain('will be filled');
    expect(await slot2.locator('input').isChecked()).toBe(true);
    expect(await page.getByTestId('slot-1').innerText()).not.toContain('will be replaced');
    await page.getByTestId('slot-1').click();
    await expect.poll(() => page.getByTestId('slot-1').innerText()).toContain('will be replaced');
  });
});

describe('team placements', () => {
  // Its waits add up to more than the default 30 s a test: on a loaded machine each may need it.
  it('an unknown team has no public placements, and there is nothing to export', async () => {
    await go('/competitions/igp24/leaderboard');
    // Type once the page has its data (the leaderboard's rows), not into a page still arriving.
    const board = page.locator('section', { has: page.locator('#leaderboard-h') });
    await expect.poll(() => board.locator('tbody tr').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const form = page.getByRole('form', { name: 'Team placements' });
    await form.getByRole('textbox').fill('no-such-team');
    await form.getByRole('button', { name: 'Show placements' }).click();
    const panel = page.locator('section', { has: page.locator('#placements-panel-h') });
    await expect
      .poll(() => panel.innerText(), { timeout: 30_000 })
      .toContain('Team no-such-team has no public placements');
    expect(await panel.innerText()).not.toMatch(/may not be public/);
    expect(await panel.getByRole('button', { name: 'Export CSV' }).isDisabled()).toBe(true);
  }, 75_000);
});

describe('leaderboard export', () => {
  // Its waits add up to more than the default 30 s a test: on a loaded machine each may need it.
  it('the "Exported … rows" line belongs to its own competition', async () => {
    // Both competitions already read once, as after a little browsing: the page stays mounted.
    await go('/competitions/mathematics-distillation-challenge-equational-theories-stage2/leaderboard');
    await expect.poll(() => page.locator('#leaderboard-h').count(), { timeout: 15_000 }).toBe(1);
    await go('/competitions/mathematics-distillation-challenge-equational-theories-stage1/leaderboard');
    const board = page.locator('section', { has: page.locator('#leaderboard-h') });
    await expect.poll(() => board.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const download = page.waitForEvent('download');
    await board.getByRole('button', { name: 'Export CSV' }).click();
    await download;
    await expect.poll(() => page.getByTestId('export-result').count(), { timeout: 15_000 }).toBe(1);
    await go('/competitions/mathematics-distillation-challenge-equational-theories-stage2/leaderboard');
    await expect.poll(() => page.locator('h1').innerText(), { timeout: 15_000 }).toMatch(/Stage 2/);
    await expect.poll(() => board.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.getByTestId('export-result').count()).toBe(0);
  }, 75_000);
});

describe('IGP24 explorer filters', () => {
  const field = (k: string) => page.locator(`#igp24-f-${k}`);
  const url = () => decodeURIComponent(new URL(page.url()).hash);

  // The page stays mounted between tests (a hash navigation), and so does text typed and not
  // applied, which is what these tests are about: each starts from Clear, whatever ran before it.
  beforeEach(async () => {
    await go('/igp24?tab=explorer');
    await page.getByRole('button', { name: 'Clear' }).click();
    for (const k of ['labels', 'tMin', 'tMax', 'minTeams', 'maxDisc'])
      await expect.poll(() => field(k).inputValue()).toBe('');
    await expect.poll(() => page.locator('.igp24-filters .field__error').count()).toBe(0);
  });

  it('keep what is typed in the next field while the previous one is applied', async () => {
    await field('tMin').click();
    await page.keyboard.type('100');
    await page.keyboard.press('Tab');
    // Slow typing, as a person types: the blur's apply lands between the keystrokes.
    await page.keyboard.type('300', { delay: 120 });
    await expect.poll(url, { timeout: 10_000 }).toContain('tMax=300');
    expect(await field('tMax').inputValue()).toBe('300');
    expect(url()).toContain('tMin=100');
    expect(await page.locator('.igp24-filters .field__error').count()).toBe(0);
  });

  it('choosing "r allowed" keeps text not applied yet', async () => {
    await field('tMin').fill('500');
    await field('tMin').press('Enter');
    await expect.poll(url, { timeout: 10_000 }).toContain('tMin=500');
    // "30" is below "t from": not applied (an error on blur), but it must not be thrown away.
    await field('tMax').fill('30');
    await page.getByTestId('igp24-filter-r').selectOption('4');
    await expect.poll(url, { timeout: 10_000 }).toContain('r=4');
    expect(await field('tMax').inputValue()).toBe('30');
  });

  it('Clear clears text not applied yet, including text with an error', async () => {
    await field('tMin').fill('7');
    await field('tMin').press('Enter');
    await expect.poll(url, { timeout: 10_000 }).toContain('tMin=7');
    await page.getByTestId('igp24-filter-r').selectOption('4');
    await expect.poll(url, { timeout: 10_000 }).toContain('r=4');
    await field('labels').fill('nonsense');
    await field('labels').press('Enter');
    await expect.poll(() => page.locator('.igp24-filters .field__error').count()).toBeGreaterThan(0);
    await field('maxDisc').fill('12');
    await page.getByRole('button', { name: 'Clear' }).click();
    for (const k of ['labels', 'tMin', 'tMax', 'minTeams', 'maxDisc'])
      await expect.poll(() => field(k).inputValue()).toBe('');
    expect(await page.getByTestId('igp24-filter-r').inputValue()).toBe('');
    expect(await page.locator('.igp24-filters .field__error').count()).toBe(0);
  });
});

describe('the daily IGP24 cap', () => {
  it('is the same number in the header and in the dialog before any submission, with its source', async () => {
    await go('/igp24');
    const badge = page.getByTestId('igp24-quota');
    await expect.poll(() => badge.innerText().catch(() => ''), { timeout: 15_000 }).toContain('1,000');
    expect(await badge.innerText()).not.toMatch(/not known/);
    expect(await badge.getAttribute('title')).toMatch(/rule/);
    const line = `-1,-1,${'0,'.repeat(22)}1 # x^24 - x - 1`;
    await page.getByTestId('igp24-open-input').setInputFiles({
      name: 'cap.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(`${line}\n`),
    });
    await expect
      .poll(() => page.getByTestId('igp24-status').innerText(), { timeout: 15_000 })
      .toMatch(/1 valid/);
    await page.getByTestId('igp24-submit-file').click();
    const quota = page.getByTestId('igp24-confirm-quota');
    await expect.poll(() => quota.innerText().catch(() => ''), { timeout: 15_000 }).toContain('1,000');
    if (VARIANT) {
      // Placements without readable t/r and a standing without a team ID: the credited pairs are
      // unknown, so both rules are named with the reason, never a made-up number.
      expect(await quota.getAttribute('data-limit')).toBe('');
      expect(await quota.innerText()).toMatch(/5 a day at first, 1,000 once credited/);
      expect(await quota.innerText()).toMatch(/names no team/);
    } else {
      expect(await quota.getAttribute('data-limit')).toBe('1000');
      expect(await quota.innerText()).not.toMatch(/5 a day/);
    }
    await screenshot(page, 'screens-cap-dialog');
    await page.keyboard.press('Escape');
  });
});

describe('tables in words', () => {
  it('column titles are words with the field name on hover, and times are local with the ISO value on hover', async () => {
    await go('/competitions/igp24/leaderboard');
    const board = page.locator('section', { has: page.locator('#leaderboard-h') });
    await expect.poll(() => board.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const head = await board.locator('thead').innerText();
    // Named fields in the default mode's words; the variant's other names spelled out.
    expect(head).toContain(VARIANT ? 'Last entry' : 'Last submission');
    expect(head).toContain(VARIANT ? 'Team number' : 'Team ID');
    expect(head).not.toMatch(/[a-z][A-Z]|\.|_/);
    const timeField = VARIANT ? 'lastEntryAt' : 'lastSubmissionAt';
    expect(await board.locator(`th[data-field="${timeField}"]`).getAttribute('title')).toContain(timeField);
    const time = board.locator('tbody tr').first().locator('time');
    const iso = await time.getAttribute('title');
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await time.innerText()).not.toBe(iso);
  });

  it('an IGP24 record reads as sentences and tables, not JSON', async () => {
    await go('/competitions/igp24/submissions/sub_igp_tm0007_3');
    const detail = page.getByTestId('submission-detail');
    await expect.poll(() => detail.innerText(), { timeout: 15_000 }).toContain('Verified polynomials');
    const text = await detail.innerText();
    expect(text).not.toMatch(/payload\.|meta\s*\{|[[{]\s*"|\[\]/);
    expect(text).toContain('with a duplicate');
    await screenshot(page, 'screens-igp24-record');
  });
});

describe('copy, sort, search and links', () => {
  it('Copy puts a team ID on the clipboard', async () => {
    await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: serve.origin });
    await go('/competitions/mathematics-distillation-challenge-equational-theories-stage1/leaderboard');
    const board = page.locator('section', { has: page.locator('#leaderboard-h') });
    await expect.poll(() => board.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const cell = board
      .locator('tbody tr')
      .first()
      .locator('td', { has: page.getByTestId('copy-button') })
      .first();
    const teamId = (await cell.innerText()).replace(/\s*Copy$/, '').trim();
    await cell.getByTestId('copy-button').click();
    await expect.poll(() => cell.getByTestId('copy-button').innerText()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(teamId);
  });

  it('leaderboard columns sort the loaded rows, and the box searches', async () => {
    await go('/competitions/mathematics-distillation-challenge-equational-theories-stage1/leaderboard');
    const board = page.locator('section', { has: page.locator('#leaderboard-h') });
    const names = () => board.locator('tbody tr td:nth-child(3)').allInnerTexts();
    const teamName = VARIANT ? 'team.label' : 'teamName';
    await expect.poll(() => board.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await names();
    await board.locator(`th[data-field="${teamName}"] button`).click();
    const asc = await names();
    expect(asc).toEqual([...before].sort((a, b) => a.localeCompare(b, undefined, { numeric: true })));
    await board.locator(`th[data-field="${teamName}"] button`).click();
    expect(await names()).toEqual([...asc].reverse());
    expect(await board.locator(`th[data-field="${teamName}"]`).getAttribute('aria-sort')).toBe('descending');
    await board.getByTestId('table-search').fill(before[0]!);
    // Every row is searched: the matches come once the pages are read.
    await expect.poll(() => names(), { timeout: 15_000 }).toContain(before[0]);
    expect((await names()).length).toBeLessThan(before.length);
  });

  it('the search box searches every row, reading pages not yet seen; then the pager knows the total', async () => {
    await go('/competitions/mathematics-distillation-challenge-equational-theories-stage1/leaderboard');
    // A fresh page: a search another test typed into this board stays in the page's memory and
    // leaves it one page long.
    await page.reload();
    const board = page.locator('section', { has: page.locator('#leaderboard-h') });
    const pager = board.getByRole('navigation', { name: 'Leaderboard pages' });
    const names = () => board.locator('tbody tr td:nth-child(3)').allInnerTexts();
    await expect.poll(() => board.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // The page may still hold a search typed before (same route, not reloaded): start without one.
    await board.getByTestId('table-search').fill('');
    await pager.waitFor();
    const first = await names();
    // A name on page 2, not on page 1: the search must find it without the user paging.
    await pager.getByRole('button', { name: 'Next' }).click();
    // Page 2's rows, not the empty table shown while it loads.
    await expect
      .poll(async () => {
        const now = await names();
        return now.length > 0 && now.join() !== first.join();
      })
      .toBe(true);
    const later = (await names()).find((n) => !first.some((f) => f.includes(n)))!;
    expect(later).toBeTruthy();
    await pager.getByRole('button', { name: 'Back' }).click();
    await expect.poll(async () => (await names()).join()).toBe(first.join());

    await board.getByTestId('table-search').fill(later);
    const status = board.getByRole('status').filter({ hasText: 'match' });
    await expect
      .poll(() => status.innerText().catch(() => ''), { timeout: 15_000 })
      .toMatch(/ of [\d,]+ rows match/);
    expect(await names()).toContain(later);
    const total = Number(/ of ([\d,]+) rows match/.exec(await status.innerText())![1]!.replace(/,/g, ''));
    expect(total).toBeGreaterThan(first.length);
    await screenshot(page, 'screens-leaderboard-search-every-row');

    await board.getByTestId('table-search').fill('');
    await expect.poll(() => pager.innerText()).toContain(`of ${total.toLocaleString('en-US')}`);
  });

  it('another competition’s leaderboard starts at its first page, not at the page left open', async () => {
    await go('/competitions/mathematics-distillation-challenge-equational-theories-stage1/leaderboard');
    // A fresh page: a search another test typed into this board stays in the page's memory and
    // leaves it one page long.
    await page.reload();
    const board = page.locator('section', { has: page.locator('#leaderboard-h') });
    const pager = board.getByRole('navigation', { name: 'Leaderboard pages' });
    await expect.poll(() => board.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => pager.getByRole('button', { name: 'Back' }).isEnabled()).toBe(true);
    await go('/competitions/igp24/leaderboard');
    await expect.poll(() => board.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const shown = await board.innerText();
    expect(shown).not.toContain('Page 2');
    expect(shown).not.toContain('Could not load');
  });

  it('an IGP24 team name opens its placements', async () => {
    await go('/competitions/igp24/leaderboard');
    const board = page.locator('section', { has: page.locator('#leaderboard-h') });
    const panel = page.locator('section', { has: page.locator('#placements-panel-h') });
    let name: string;
    if (VARIANT) {
      // Rows that name a team by number and label carry no team ID to open: the name is text,
      // and the panel takes a typed team ID.
      await expect.poll(() => board.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await board.locator('tbody tr').first().getByRole('link').count()).toBe(0);
      name = 'tm_0007';
      await panel.getByLabel('Team ID').fill(name);
      await panel.getByRole('button', { name: 'Show placements' }).click();
    } else {
      const link = board.locator('tbody tr').first().getByRole('link');
      await expect.poll(() => link.count(), { timeout: 15_000 }).toBe(1);
      name = await link.innerText();
      await link.click();
    }
    await expect
      .poll(
        () =>
          panel
            .locator('#placements-h')
            .innerText()
            .catch(() => ''),
        { timeout: 15_000 },
      )
      .toMatch(/Placements of team /);
    expect(name.length).toBeGreaterThan(0);
    await expect.poll(() => panel.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  });

  it('capability chips link to what they name, the Contributor Network included', async () => {
    // A list without capabilities (the variant) shows a dash there; the detail page has the chips.
    const chipsOf = async (id: string, title: string) => {
      if (VARIANT) {
        await go(`/competitions/${id}`);
        return page.locator('dl.kv .chips');
      }
      await go('/competitions');
      return page.getByTestId('competition-row').filter({ hasText: title }).first();
    };
    const igp24 = await chipsOf('igp24', 'IGP24');
    await igp24.getByRole('link', { name: 'Leaderboard', exact: true }).first().click();
    await expect.poll(() => page.url()).toContain('/competitions/igp24/leaderboard');
    const stage1 = await chipsOf('mathematics-distillation-challenge-equational-theories-stage1', 'Stage 1');
    await stage1.getByRole('link', { name: 'Contributor Network', exact: true }).first().click();
    await expect.poll(() => page.url()).toMatch(/#\/network\?competition=/);
    await page.getByTestId('cn-browse').waitFor({ timeout: 15_000 });
    await go('/competitions');
    await page.getByTestId('competition-row').first().waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('competition-row').allInnerTexts()).not.toContainEqual(
      expect.stringMatching(/\bsoon\b/i),
    );
  });
});
