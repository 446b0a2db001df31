/**
 * Every page, light and dark, against the sandbox of this project of the test matrix (default or
 * variant): each one says what it is in a heading and shows words — no blank page, no crash, no
 * `undefined`, `NaN` or `[object Object]`, no error code without its sentence. The screenshots
 * (test-artifacts/e2e/every-page-<mode>-…, wide light and dark, 900 px dark) are the ones looked
 * at for each mode.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VARIANT } from '../helpers/sandbox';
import { type App, screenshot, startApp } from './harness';

const MODE = VARIANT ? 'variant' : 'default';
const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';

/** Pages by route; `:first` steps open the first item of a list. */
const PAGES: Array<[name: string, path: string]> = [
  ['competitions', '/competitions'],
  ['igp24-overview', '/competitions/igp24'],
  ['igp24-leaderboard', '/competitions/igp24/leaderboard'],
  ['stage1-leaderboard', `/competitions/${STAGE1}/leaderboard`],
  ['stage1-submit', `/competitions/${STAGE1}/submit`],
  ['stage1-submissions', `/competitions/${STAGE1}/submissions`],
  ['igp24-submission', '/competitions/igp24/submissions/sub_igp_tm0007_3'],
  ['stage1-playground', `/competitions/${STAGE1}/playground`],
  ['lean-playground', '/competitions/lean-kernel-challenge/playground'],
  ['model-reference-playground', '/competitions/modular-arithmetic-challenge/playground'],
  ['unknown-kind', '/competitions/sandbox-proof-golf'],
  ['unknown-kind-submit', '/competitions/sandbox-proof-golf/submit'],
  ['no-capabilities', '/competitions/sandbox-quiet'],
  ['library', '/library/cheatsheets'],
  ['library-templates', '/library/solver-templates'],
  ['library-lean', '/library/lean-problems'],
  ['new-cheatsheet', '/library/cheatsheet/new'],
  ['playground-index', '/playground'],
  ['igp24-workbench', '/igp24'],
  ['network', '/network'],
  ['network-packages', '/network/packages'],
  ['network-benchmarks', '/network/benchmarks'],
  ['network-publish', '/network/publish'],
  ['outbox', '/outbox'],
  ['settings', '/settings/connections'],
];

/** Text a page must never show: a value that escaped its words, or a crash. */
const BROKEN = /\bundefined\b|\bNaN\b|\[object Object\]|Something went wrong|Cannot read properties/;
/**
 * An error code (spec 7 style) on its own, not in the parentheses after its sentence. Codes set
 * apart as codes (`<code>`, under the sentence of an error panel or a reason) are left out of the
 * text this is matched against.
 */
const BARE_CODE = /(?<!\()\b[A-Z]{3,}_[A-Z_]{3,}\b(?!\))/;

let app: App;
let page: Page;

beforeAll(async () => {
  app = await startApp(`every-${MODE}`, { viewport: { width: 1400, height: 900 } });
  page = app.page;
  await page.goto(app.serve.url);
  await page.getByTestId('competition-row').first().waitFor({ timeout: 20_000 });
}, 90_000);

afterAll(() => app?.close());

/** Waits until the page has a heading and nothing is still loading, then returns its text. */
async function settled(): Promise<string> {
  const main = page.locator('main');
  await expect
    .poll(
      () =>
        main
          .locator('h1')
          .first()
          .textContent()
          .catch(() => ''),
      { timeout: 15_000 },
    )
    .not.toBe('');
  await expect.poll(() => main.locator('[aria-busy="true"], .loading').count(), { timeout: 15_000 }).toBe(0);
  return main.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    for (const c of copy.querySelectorAll('code')) c.remove();
    // A detached node has no layout, so no line breaks between blocks: keep words apart.
    for (const e of copy.querySelectorAll('*')) e.append(' ');
    return copy.textContent ?? '';
  });
}

describe(`every page (${MODE} platform)`, () => {
  for (const [name, path] of PAGES) {
    it(`${name}: a heading, words, light and dark`, async () => {
      await page.goto(`${app.serve.origin}/#${path}`);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        const text = await settled();
        expect(text).not.toMatch(BROKEN);
        expect(text).not.toMatch(BARE_CODE);
        await screenshot(page, `every-page-${MODE}-${name}-${colorScheme}`);
      }
      // The narrow window people put beside an editor.
      await page.setViewportSize({ width: 900, height: 900 });
      // The side menu slides into a drawer at this width: shoot once it has.
      await page.evaluate(() =>
        // An animation replaced midway rejects `finished`; it is over all the same.
        Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
      );
      await screenshot(page, `every-page-${MODE}-${name}-dark-900`);
      await page.setViewportSize({ width: 1400, height: 900 });
    });
  }

  it('a Contributor Network item opened from the list', async () => {
    await page.goto(`${app.serve.origin}/#/network`);
    await page.emulateMedia({ colorScheme: 'light' });
    const first = page.getByTestId('cn-row-link').first();
    await first.waitFor({ timeout: 15_000 });
    await first.click();
    await expect.poll(() => page.url()).toMatch(/#\/network\/items\//);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const text = await settled();
      expect(text).not.toMatch(BROKEN);
      expect(text).not.toMatch(BARE_CODE);
      await screenshot(page, `every-page-${MODE}-network-item-${colorScheme}`);
    }
  });
});
