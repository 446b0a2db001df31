/**
 * Nothing typed is lost or misreported (issue 7): IGP24 drafts, the cursor across the first save,
 * offline creates reconciled with their drafts, custom Lean problems checked before queueing, and
 * unknown cheatsheet placeholders warned about. Serve mode in Chromium against a sandbox process.
 * Screenshots go to test-artifacts/e2e/ (kept-*.png).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, type ServeProc, screenshot, startApp } from './harness';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const LINE = `-1,-1,${'0,'.repeat(22)}1 # mine`;

let app: App;
let serve: ServeProc;
let page: Page;

beforeAll(async () => {
  app = await startApp('kept', { viewport: { width: 1280, height: 860 } });
  ({ serve, page } = app);
  await page.goto(serve.url);
  await page.getByTestId('competition-row').first().waitFor({ timeout: 15_000 });
}, 90_000);

afterAll(() => app?.close());

const go = (hash: string) => page.goto(`${serve.origin}/#${hash}`);
const indicator = () => page.getByTestId('connection-indicator');

async function focusEditor(testId: string) {
  await page.getByTestId(testId).locator('.monaco-editor').waitFor({ timeout: 20_000 });
  await page.getByTestId(testId).locator('.view-lines').click();
}

/** The editor's text through Monaco's own model (the DOM renders only visible lines). */
function editorText(testId: string): Promise<string> {
  return page
    .getByTestId(testId)
    .locator('.view-lines')
    .innerText()
    .then((t) => t.replace(/\u00a0/g, ' '));
}

describe('IGP24 polynomial file', () => {
  it('"Loading editor…" is never drawn over the empty-file hint', async () => {
    // An empty file: the polynomial file another test left is removed (its draft, under the key
    // useIgp24Draft keeps it by), once the page has left the workbench and saved what it held.
    await go('/outbox');
    await page.getByTestId('outbox-summary').waitFor({ timeout: 15_000 });
    const { activeConnectionId } = await rpc<{ activeConnectionId: string }>('app.status', {});
    await rpc('drafts.remove', { key: `igp24:polynomials:${activeConnectionId}` });
    // Hold the editor's code until the loading state has been seen and photographed.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route(/CodeEditor-[^/]*\.js$/, async (route) => {
      await held;
      // The page may have gone on (a reload) and dropped this request meanwhile.
      await route.continue().catch(() => undefined);
    });
    const drop = page.getByTestId('igp24-drop');
    try {
      await page.goto(`${serve.url}#/igp24`);
      await expect.poll(() => drop.innerText(), { timeout: 15_000 }).toContain('Loading editor…');
      await screenshot(page, 'kept-13-loading');
      expect(await drop.innerText()).not.toContain('Drop a .txt file here');
    } finally {
      release();
      await page.unroute(/CodeEditor-[^/]*\.js$/);
    }
    await expect.poll(() => drop.innerText(), { timeout: 20_000 }).toContain('Drop a .txt file here');
    expect(await drop.innerText()).not.toContain('Loading editor…');
  }, 90_000);

  it('the text, the file name and added lines survive a reload; Example asks before replacing', async () => {
    await go('/igp24');
    await page.getByTestId('igp24-open-input').setInputFiles({
      name: 'my-search.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(`# first try\n${LINE}\n`),
    });
    await expect.poll(() => page.locator('#igp24-file-h').innerText()).toContain('my-search.txt');
    await focusEditor('igp24-editor');
    await page.keyboard.press('Control+End');
    await page.keyboard.type('# typed by hand');
    await expect.poll(() => editorText('igp24-editor')).toContain('# typed by hand');

    await page.reload();
    await page.getByTestId('igp24-editor').locator('.monaco-editor').waitFor({ timeout: 20_000 });
    await screenshot(page, 'kept-03-reloaded');
    await expect.poll(() => editorText('igp24-editor'), { timeout: 10_000 }).toContain('# typed by hand');
    expect(await editorText('igp24-editor')).toContain('# first try');
    expect(await page.locator('#igp24-file-h').innerText()).toContain('my-search.txt');
    await screenshot(page, 'kept-03-restored');

    // Example over the user's lines asks; "Add it after my lines" keeps them.
    await page.getByTestId('igp24-example').click();
    await page.getByTestId('igp24-example-ask').waitFor({ timeout: 5_000 });
    await screenshot(page, 'kept-03-example-ask');
    expect(await editorText('igp24-editor')).toContain('# typed by hand');
    await page.getByTestId('igp24-example-append').click();
    await expect.poll(() => editorText('igp24-editor')).toContain('x^24 - x - 1');
    expect(await editorText('igp24-editor')).toContain('# typed by hand');
  }, 120_000);
});

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

describe('IGP24 drafts per connection', () => {
  it('each connection keeps its own polynomial file; switching swaps them', async () => {
    const builtin = { id: (await rpc<{ activeConnectionId: string }>('app.status', {})).activeConnectionId };
    const second = await rpc<{ id: string }>('connections.add', {
      name: 'Second account',
      baseUrl: app.sandbox.baseUrl,
      apiKey: app.apiKey,
    });
    // The first connection's file, opened here (not the one the test above leaves).
    await go('/igp24');
    await page.getByTestId('igp24-open-input').setInputFiles({
      name: 'first-account.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(`# the first file\n${LINE}\n`),
    });
    await expect.poll(() => editorText('igp24-editor'), { timeout: 20_000 }).toContain('# the first file');

    await rpc('connections.activate', { id: second.id });
    await expect
      .poll(() => editorText('igp24-editor'), { timeout: 20_000 })
      .not.toContain('# the first file');
    expect(await page.locator('#igp24-file-h').innerText()).toContain('polynomials.txt');
    await focusEditor('igp24-editor');
    await page.keyboard.type('# the second file');
    await expect.poll(() => editorText('igp24-editor')).toContain('# the second file');
    await screenshot(page, 'kept-03-second-connection');

    await rpc('connections.activate', { id: builtin.id });
    await expect.poll(() => editorText('igp24-editor'), { timeout: 20_000 }).toContain('# the first file');
    expect(await editorText('igp24-editor')).not.toContain('# the second file');
    expect(await page.locator('#igp24-file-h').innerText()).toContain('first-account.txt');

    await rpc('connections.activate', { id: second.id });
    await expect.poll(() => editorText('igp24-editor'), { timeout: 20_000 }).toContain('# the second file');
    await rpc('connections.activate', { id: builtin.id });
    await rpc('connections.remove', { id: second.id });
  }, 120_000);
});

describe('saving a new cheatsheet', () => {
  it('the first Ctrl+S keeps the cursor where it was and undo goes back past the save', async () => {
    await go('/library/cheatsheet/new');
    await focusEditor('editor');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('First line\nsecond line');
    await page.keyboard.press('Control+s');
    // The create is done when the editor has the server's id in its address.
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/cheatsheet\/chs_/);
    await expect
      .poll(() => page.getByTestId('save-status').getAttribute('data-status'), { timeout: 20_000 })
      .toMatch(/done|clean/);
    await page.keyboard.type(' more');
    await expect.poll(() => editorText('editor')).toContain('more');
    await screenshot(page, 'kept-04-after-save');
    expect(await editorText('editor')).toBe('First line\nsecond line more');

    // Undo: first the words typed after the save, then (past the save) words typed before it.
    await page.keyboard.press('Control+z');
    await expect.poll(() => editorText('editor')).toBe('First line\nsecond line');
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await editorText('editor')).length).toBeLessThan(22);
  }, 120_000);
});

describe('a cheatsheet written offline', () => {
  it('once the outbox has sent it, the library lists the item, not a draft, and opening it restores nothing', async () => {
    const title = `Kept offline ${Date.now()}`;
    await go(`/competitions/${STAGE1}`);
    await page.getByTestId('participation').waitFor({ timeout: 15_000 });
    await app.stopSandbox();
    try {
      await expect.poll(() => indicator().getAttribute('data-state'), { timeout: 15_000 }).toBe('offline');
      await go('/library/cheatsheet/new');
      await focusEditor('editor');
      await page.getByTestId('editor-title').fill(title);
      await focusEditor('editor');
      await page.keyboard.press('Control+a');
      await page.keyboard.type('Written offline: {{equation1}} implies {{equation2}}.');
      await page.keyboard.press('Control+s');
      await expect
        .poll(() => page.getByTestId('save-status').innerText(), { timeout: 15_000 })
        .toContain('Pending — offline');
      await go('/library/cheatsheets');
      await expect
        .poll(() => page.getByTestId('pending-creates').innerText(), { timeout: 10_000 })
        .toContain(title);
    } finally {
      await app.restartSandbox();
    }
    await expect.poll(() => indicator().getAttribute('data-state'), { timeout: 30_000 }).toBe('online');
    const row = page.locator(`[data-testid="library-row"][data-title="${title}"]`);
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('pending-creates').count(), { timeout: 10_000 }).toBe(0);
    // Reading the list again (a new visit) shows no draft of it either.
    await go('/outbox');
    await go('/library/cheatsheets');
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    await screenshot(page, 'kept-05-library');
    const drafts = page.getByTestId('new-drafts');
    expect((await drafts.count()) === 0 ? '' : await drafts.innerText()).not.toContain(title);

    await row.getByRole('link', { name: title }).click();
    await expect
      .poll(() => page.getByTestId('save-status').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('clean');
    await screenshot(page, 'kept-05-opened');
    expect(await page.getByTestId('draft-restored').count()).toBe(0);
  }, 180_000);
});

describe('custom Lean problems', () => {
  it('\\diamond becomes ◇ in the fields; a bad equation is refused at the field and never queued', async () => {
    await go('/library/lean-problems');
    const lhs = page.getByTestId('lean-lhs');
    await lhs.click();
    await page.keyboard.type('x \\diamond y = y \\diamond x');
    // The last abbreviation is still open at the caret: leaving the field expands it.
    await page.getByTestId('lean-rhs').click();
    await page.keyboard.type('x * (y * z) = (x * y) * z');
    await screenshot(page, 'kept-06-typed');
    await expect.poll(() => lhs.inputValue()).toBe('x ◇ y = y ◇ x');
    await page.getByTestId('lean-problem-form').getByRole('button', { name: 'Create problem' }).click();
    const err = page.getByTestId('lean-problem-form').locator('#rhsText');
    await expect.poll(() => err.innerText().catch(() => ''), { timeout: 10_000 }).toContain('◇');
    await screenshot(page, 'kept-06-refused');
    // Nothing went to the outbox.
    await go('/outbox');
    await page.getByTestId('outbox-summary').waitFor({ timeout: 10_000 });
    expect(await page.locator('[data-testid="outbox-row"][data-status="failed"]').count()).toBe(0);
    expect(await page.getByTestId('outbox-badge').count()).toBe(0);
  }, 120_000);
});

describe('cheatsheet placeholders', () => {
  it('an unknown {{equation3}} is warned about in the check and in the review', async () => {
    await go(`/competitions/${STAGE1}/submit`);
    await focusEditor('submit-content-editor');
    await page.keyboard.type('Compare {{equation1}} with {{equation3}}.');
    await page.getByTestId('submit-check').click();
    const result = page.getByTestId('check-result');
    await expect
      .poll(() => result.innerText().catch(() => ''), { timeout: 30_000 })
      .toMatch(/Passes|Problems/);
    await screenshot(page, 'kept-09-check');
    expect(await result.innerText()).not.toMatch(/^✓/);
    expect(await result.innerText()).toContain('{{equation3}}');
    await page.getByTestId('submit-review').click();
    const confirm = page.getByTestId('submit-confirm');
    await confirm.getByTestId('confirm-replaces').waitFor({ timeout: 30_000 });
    await screenshot(page, 'kept-09-review');
    expect(await confirm.innerText()).toContain('{{equation3}}');
  }, 120_000);
});
