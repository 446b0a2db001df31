/**
 * Daily work end to end (issue 3): editors, drafts, the offline outbox, all submit flows and
 * downloads, in serve mode in Debian's Chromium against a sandbox process that the test stops and
 * restarts. Every outcome is checked in the UI and, where it matters, over HTTP on the sandbox.
 * Screenshots go to test-artifacts/e2e/ (work-*.png).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/core/store/db';
import { type App, type SandboxProc, type ServeProc, screenshot, startApp } from './harness';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const MODULAR = 'modular-arithmetic-challenge';
const HASH_A = 'a3f1c9e07b4d2816c5e9f0a1b2c3d4e5f6a7b8c9';
const HASH_B = '0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e';

let app: App;
let sandbox: SandboxProc;
let apiKey: string;
let serve: ServeProc;
let page: Page;
/** Console errors and CSP violations seen by the page; must stay empty. */
const consoleErrors: string[] = [];

beforeAll(async () => {
  app = await startApp('work', { viewport: { width: 1280, height: 860 }, acceptDownloads: true });
  ({ sandbox, serve, page, apiKey } = app);
  page.on('console', (m) => {
    const text = m.text();
    // Requests refused while the sandbox is deliberately stopped are expected; the meta CSP's
    // frame-ancestors notice comes from index.html (the header CSP carries it too).
    if (m.type() === 'error' && !/Failed to load resource|frame-ancestors/.test(text))
      consoleErrors.push(text);
  });
  page.on('pageerror', (e) => consoleErrors.push(`pageerror: ${e.message}`));
  // Slot 2 of the model references holds a model before any page is read, so "(d)" replaces an
  // existing entry whichever test opened the slots first (a copy read earlier stays fresh a while).
  const seeded = await api(`/competitions/${MODULAR}/submissions`, {
    method: 'POST',
    body: JSON.stringify({ payload: { modelName: 'e2e/before', commitHash: 'b'.repeat(40) }, slot: 2 }),
  });
  expect(seeded.status).toBe(201);
  await page.goto(serve.url);
  await page.getByTestId('competition-row').first().waitFor({ timeout: 15_000 });
}, 90_000);

afterAll(() => app?.close());

/**
 * Each test answers for the console errors logged while it ran (a test of its own at the end
 * would find nothing when it runs first, as in a shuffled order).
 */
afterEach(() => {
  expect(consoleErrors.splice(0)).toEqual([]);
});

/** The public API of the sandbox, as the participant. */
async function api<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${sandbox.baseUrl}/api/public/v1${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${apiKey}`,
      'content-type': 'application/json',
      ...(init.headers ?? {}),
    },
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

async function listAll<T>(path: string): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | null = null;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const q: string = cursor ? `${sep}cursor=${encodeURIComponent(cursor)}&limit=100` : `${sep}limit=100`;
    const { body } = await api<{ data: { items: T[]; nextCursor: string | null } }>(`${path}${q}`);
    out.push(...body.data.items);
    cursor = body.data.nextCursor;
  } while (cursor);
  return out;
}

/**
 * Gives the participant a current Stage 1 cheatsheet with this text, over the API (each new one
 * replaces the last), so a test that needs a submission does not rely on an earlier test's.
 */
async function submitStage1(content: string): Promise<void> {
  const res = await api(`/competitions/${STAGE1}/submissions`, {
    method: 'POST',
    body: JSON.stringify({ payload: { content } }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

/**
 * Makes sure the participant's current Stage 1 submission has this text, sending one only when
 * it has not: replacing it would leave a page that listed it before with a row that is gone.
 */
/** A current Stage 1 submission with this content (submitted when there is none): its id. */
async function haveStage1Submission(content: string): Promise<string> {
  const find = async () =>
    (
      await listAll<{ submissionId: string; payload: { content: string } }>(
        `/competitions/${STAGE1}/submissions/mine`,
      )
    ).find((s) => s.payload.content === content)?.submissionId;
  const id = (await find()) ?? (await submitStage1(content).then(find));
  if (!id) throw new Error(`no Stage 1 submission with ${JSON.stringify(content)}`);
  return id;
}

const indicator = () => page.getByTestId('connection-indicator');

async function go(hash: string) {
  await page.goto(`${serve.origin}/#${hash}`);
}

/** Waits for Monaco inside a test id and puts the keyboard focus in its text area. */
async function focusEditor(testId: string) {
  const editor = page.getByTestId(testId).locator('.monaco-editor');
  await editor.waitFor({ timeout: 20_000 });
  await page.getByTestId(testId).locator('.view-lines').click();
}

async function editorText(testId: string): Promise<string> {
  const text = await page.getByTestId(testId).locator('.view-lines').innerText();
  return text.replace(/\u00a0/g, ' ');
}

describe('Monaco is bundled', () => {
  it('loads offline-capable from the app itself, with no CSP violation', async () => {
    const external: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.origin !== serve.origin && !u.protocol.startsWith('blob') && !u.protocol.startsWith('data'))
        external.push(r.url());
    });
    await go('/library/solver-template/new');
    await focusEditor('editor');
    // The editor worker starts from the app's own origin.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .map((e) => e.name)
              .join('\n'),
          ),
        {
          timeout: 10_000,
        },
      )
      .toMatch(/editor\.worker/);
    expect(external).toEqual([]);
    expect(consoleErrors.filter((e) => /Content Security Policy|Refused to/.test(e))).toEqual([]);
  }, 180_000);
});

describe('Lean editor', () => {
  it('(b) a solver template typed with \\forall abbreviations ends up containing ∀', async () => {
    const title = `E2E Lean ${Date.now()}`;
    await go('/library/solver-template/new');
    await focusEditor('editor');
    await page.getByTestId('editor-title').fill(title);
    await focusEditor('editor');
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type('theorem t : \\forall x : Nat, x = x \\and True := by\n');
    await page.keyboard.type('exact \\<> ');
    await expect.poll(() => editorText('editor')).toContain('∀ x : Nat, x = x ∧ True');
    await expect.poll(() => editorText('editor')).toContain('exact ⟨⟩');
    expect(await editorText('editor')).not.toContain('\\forall');
    await screenshot(page, 'work-01-lean-editor');

    // Saved to the server with the symbols, not the abbreviations.
    await page.keyboard.press('Control+s');
    await expect
      .poll(() => page.getByTestId('save-status').getAttribute('data-status'), { timeout: 20_000 })
      .toMatch(/done|clean/);
    await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/solver-template\/stp_/);
    const items = await listAll<{ id: string; title: string }>('/solver-templates');
    const mine = items.filter((i) => i.title === title);
    expect(mine).toHaveLength(1);
    const full = await api<{ data: { solverCode: string } }>(`/solver-templates/${mine[0]!.id}`);
    expect(full.body.data.solverCode).toContain('∀ x : Nat');
    expect(full.body.data.solverCode).not.toContain('\\forall');
  }, 180_000);
});

describe('cheatsheet size limit', () => {
  it('(c) an over-limit cheatsheet is blocked with the byte numbers shown', async () => {
    await go(`/competitions/${STAGE1}/submit`);
    // A fresh form: a submission another test made on this page leaves it saying "Submitted".
    await page.reload();
    await focusEditor('submit-content-editor');
    // Whatever a draft holds is replaced.
    await page.keyboard.press('Control+a');
    // 10,240 is the Stage 1 limit: 10,200 ASCII bytes + 36 × "◇" (3 bytes each) = 10,308.
    await page.keyboard.insertText(`${'a'.repeat(10_200)}${'◇'.repeat(36)}`);
    const counter = page.getByTestId('submit-form-cheatsheet').getByTestId('byte-counter');
    await expect.poll(() => counter.getAttribute('data-level'), { timeout: 10_000 }).toBe('over');
    expect(await counter.innerText()).toContain('10,308 / 10,240 bytes — 68 over');
    expect(await page.getByTestId('submit-review').isDisabled()).toBe(true);
    expect(await page.getByTestId('submit-blocked').innerText()).toContain('10,308 / 10,240 bytes — 68 over');
    await screenshot(page, 'work-02-over-limit');

    // The counter turns red before the limit is passed.
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText('b'.repeat(10_100));
    await expect.poll(() => counter.getAttribute('data-level')).toBe('limit');
    expect(await page.getByTestId('submit-review').isDisabled()).toBe(false);
  }, 180_000);
});

describe('offline outbox', () => {
  const title = `Offline sheet ${Date.now()}`;
  const content = `Offline cheatsheet ${Date.now()}: if {{equation1}} forces a constant operation, {{equation2}} follows.`;

  it('(a) a cheatsheet written offline shows pending, then is saved and submitted exactly once', async () => {
    const saveStatus = page.getByTestId('save-status');
    const dialog = page.getByTestId('editor-submit-dialog');
    const submitStatus = dialog.getByTestId('submit-status');
    const toolbarHeight = () =>
      page.locator('.editor-toolbar').evaluate((e) => e.getBoundingClientRect().height);
    let newToolbar = 0;
    // Seen once online, the competition's limits and schema stay in the cache for offline work.
    await go(`/competitions/${STAGE1}`);
    await expect
      .poll(() => page.getByTestId('participation').innerText(), { timeout: 15_000 })
      .toContain('You can submit');
    await sandbox.stop();
    try {
      await expect.poll(() => indicator().getAttribute('data-state'), { timeout: 15_000 }).toBe('offline');

      await go('/library/cheatsheet/new');
      await focusEditor('editor');
      await page.getByTestId('editor-title').fill(title);
      newToolbar = await toolbarHeight();
      await focusEditor('editor');
      await page.keyboard.press('Control+a');
      await page.keyboard.type(content);
      await page.keyboard.press('Control+s');
      await expect.poll(() => saveStatus.innerText(), { timeout: 15_000 }).toContain('Pending — offline');
      expect(await saveStatus.getAttribute('data-status')).toMatch(/pending|sending/);

      // Submit to Stage 1 while offline: the check cannot reach the platform, the submission queues.
      await page.getByTestId('editor-submit').click();
      await dialog.getByTestId('submit-review').click();
      const confirm = page.getByTestId('submit-confirm');
      await expect.poll(() => confirm.getByTestId('precheck-offline').count(), { timeout: 60_000 }).toBe(1);
      await screenshot(page, 'work-03-offline-confirm');
      await confirm.getByTestId('submit-confirm-button').click();
      await expect.poll(() => submitStatus.innerText(), { timeout: 15_000 }).toContain('Pending — offline');
      await expect
        .poll(() => page.getByTestId('outbox-badge').getAttribute('data-pending'), { timeout: 10_000 })
        .toBe('2');
      await screenshot(page, 'work-04-offline-pending');
    } catch (e) {
      await screenshot(page, 'work-failed-offline');
      throw e;
    } finally {
      if (sandbox.child.exitCode !== null || sandbox.child.signalCode !== null)
        sandbox = await app.restartSandbox();
    }

    await expect.poll(() => indicator().getAttribute('data-state'), { timeout: 30_000 }).toBe('online');
    await expect.poll(() => submitStatus.getAttribute('data-status'), { timeout: 60_000 }).toBe('done');
    expect(await submitStatus.innerText()).toContain('Submitted');
    await page.getByTestId('editor-submit-dialog').getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(() => saveStatus.getAttribute('data-status'), { timeout: 30_000 })
      .toMatch(/done|clean/);
    await expect.poll(() => page.url()).toMatch(/cheatsheet\/chs_/);
    await expect.poll(() => page.getByTestId('outbox-badge').count(), { timeout: 10_000 }).toBe(0);
    // Saved, with History and Publish now open to it: the toolbar (and the editor under it) did not move.
    await expect.poll(() => page.getByTestId('editor-history').isEnabled()).toBe(true);
    expect(await toolbarHeight()).toBe(newToolbar);
    await screenshot(page, 'work-05-back-online-saved');

    // Exactly once on the server: one library item with that title, one current entry with that text.
    const sheets = await listAll<{ id: string; title: string }>('/cheatsheets');
    expect(sheets.filter((s) => s.title === title)).toHaveLength(1);
    const full = await api<{ data: { content: string } }>(
      `/cheatsheets/${sheets.find((s) => s.title === title)!.id}`,
    );
    expect(full.body.data.content).toBe(content);
    const mine = await listAll<{ payload: { content: string } }>(`/competitions/${STAGE1}/submissions/mine`);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.payload.content).toBe(content);

    // The outbox page lists both writes as sent.
    await go('/outbox');
    await expect
      .poll(() => page.getByTestId('outbox-row').count(), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    expect(await page.locator('[data-testid="outbox-row"][data-status="failed"]').count()).toBe(0);
    await screenshot(page, 'work-06-outbox');
  }, 180_000);

  it('(e) a 422 from the server is shown at the field', async () => {
    // The entry the new one replaces, as test (a) leaves it.
    await submitStage1('Offline cheatsheet: the entry the next submission replaces.');
    await go(`/competitions/${STAGE1}/submit`);
    await focusEditor('submit-content-editor');
    await page.keyboard.type('A short cheatsheet.');
    // Passes the live schema (a non-empty string) but names no active item: the server refuses.
    await page.getByTestId('meta-item-id').fill('cni_does_not_exist');
    await page.getByTestId('submit-review').click();
    const confirm = page.getByTestId('submit-confirm');
    await expect.poll(() => confirm.getByTestId('confirm-replaces').count(), { timeout: 20_000 }).toBe(1);
    expect(await confirm.getByTestId('confirm-replaces').innerText()).toMatch(/REPLACES/);
    expect(await confirm.getByTestId('confirm-replaces').innerText()).toContain('Offline cheatsheet');
    await screenshot(page, 'work-07-confirm-replaces');
    await confirm.getByTestId('submit-confirm-button').click();
    const status = page.getByTestId('submit-status');
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 20_000 }).toBe('failed');
    const fieldError = page.getByTestId('field-error-meta-contributorNetworkItemId');
    await expect.poll(() => fieldError.count(), { timeout: 10_000 }).toBe(1);
    expect(await fieldError.innerText()).toContain('cni_does_not_exist');
    expect(await page.getByTestId('meta-item-id').getAttribute('aria-invalid')).toBe('true');
    expect(await status.innerText()).toMatch(/metadata is not valid/);
    await screenshot(page, 'work-08-422-at-field');

    // Edit and retry with a valid lineage item, typed by its public code as people know it: the
    // field names the item, the body carries its ID. Same outbox entry, now accepted.
    const item = await api<{ data: { publicCode: string; title: string } }>(
      '/contributor-network/items/cni_s1_0002',
    );
    await page.getByTestId('meta-item-id').fill(item.body.data.publicCode.toLowerCase());
    await expect
      .poll(() => page.getByTestId('meta-item-id-found').innerText(), { timeout: 10_000 })
      .toBe(`→ ${item.body.data.title}`);
    await page.getByTestId('submit-edit-retry').click();
    await confirm.getByTestId('submit-confirm-button').click();
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 20_000 }).toBe('done');
    const mine = await listAll<{ payload: { content: string }; meta: Record<string, unknown> }>(
      `/competitions/${STAGE1}/submissions/mine`,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.payload.content).toBe('A short cheatsheet.');
    expect(mine[0]!.meta.contributorNetworkItemId).toBe('cni_s1_0002');
  }, 180_000);
});

describe('model references', () => {
  it('(d) replacing slot 2 changes slot 2 only', async () => {
    await go(`/competitions/${MODULAR}/submit`);
    const slot = (n: number) => page.getByTestId(`slot-${n}`);
    await expect.poll(() => slot(2).getAttribute('data-model'), { timeout: 15_000 }).toBe('e2e/before');
    expect(await slot(1).getAttribute('data-commit')).toBe(HASH_A);
    expect(await slot(3).getAttribute('data-commit')).toBe(HASH_B);
    await slot(2).click();

    // Client-side hints as you type: a branch name is refused at once.
    await page.getByTestId('model-name').fill('e2e-owner/modnet-e2e');
    await page.getByTestId('commit-hash').fill('main');
    expect(await page.getByTestId('field-error-payload-commitHash').innerText()).toMatch(/branch/);
    const hash = `${'c0ffee'.repeat(6).slice(0, 36)}abcd`;
    await page.getByTestId('commit-hash').fill(hash);
    await expect
      .poll(() => page.getByTestId('check-result').innerText(), { timeout: 15_000 })
      .toContain('Passes');
    await screenshot(page, 'work-09-model-slots');

    await page.getByTestId('submit-review').click();
    const confirm = page.getByTestId('submit-confirm');
    await expect.poll(() => confirm.getByTestId('confirm-replaces').count(), { timeout: 15_000 }).toBe(1);
    expect(await confirm.getByTestId('confirm-replaces').innerText()).toContain('e2e/before');
    await confirm.getByTestId('submit-confirm-button').click();
    await expect
      .poll(() => page.getByTestId('submit-status').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('done');
    await expect
      .poll(() => slot(2).getAttribute('data-model'), { timeout: 15_000 })
      .toBe('e2e-owner/modnet-e2e');
    expect(await slot(1).getAttribute('data-commit')).toBe(HASH_A);
    expect(await slot(3).getAttribute('data-commit')).toBe(HASH_B);
    await screenshot(page, 'work-10-slot-replaced');

    const mine = await listAll<{ slot: number; payload: { modelName: string; commitHash: string } }>(
      `/competitions/${MODULAR}/submissions/mine`,
    );
    expect(mine.map((s) => s.slot)).toEqual([1, 2, 3]);
    expect(mine[0]!.payload.commitHash).toBe(HASH_A);
    expect(mine[1]!.payload).toEqual({ modelName: 'e2e-owner/modnet-e2e', commitHash: hash });
    expect(mine[2]!.payload.commitHash).toBe(HASH_B);
  }, 180_000);
});

describe('conflicts, locks and refusals', () => {
  it('a server copy changed elsewhere is shown side by side, never overwritten silently', async () => {
    await go('/library/cheatsheet/chs_alice_draft');
    await focusEditor('editor');
    // Somebody else saves the same cheatsheet meanwhile.
    const patched = await api<{ data: { updatedAt: string } }>('/cheatsheets/chs_alice_draft', {
      method: 'PATCH',
      body: JSON.stringify({ content: 'Changed on the website.\n' }),
    });
    expect(patched.status).toBe(200);
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' My local addition.');
    await page.keyboard.press('Control+s');
    const conflict = page.getByTestId('conflict-panel');
    await conflict.waitFor({ timeout: 20_000 });
    await expect
      .poll(() => conflict.getByTestId('conflict-diff').locator('.monaco-diff-editor').count())
      .toBe(1);
    await screenshot(page, 'work-12-conflict');
    // The server copy is untouched until the user chooses.
    const server = await api<{ data: { content: string } }>('/cheatsheets/chs_alice_draft');
    expect(server.body.data.content).toBe('Changed on the website.\n');
    await conflict.getByTestId('conflict-keep-mine').click();
    await expect
      .poll(() => page.getByTestId('save-status').getAttribute('data-status'), { timeout: 20_000 })
      .toMatch(/done|clean/);
    const after = await api<{ data: { content: string } }>('/cheatsheets/chs_alice_draft');
    expect(after.body.data.content).toContain('My local addition.');
  }, 180_000);

  it('a published cheatsheet is read-only with the way out; a bad custom problem is refused at the field, a refused write waits in the outbox', async () => {
    await go('/library/cheatsheet/chs_alice_published');
    await page.getByTestId('locked-note').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('locked-note').innerText()).toMatch(/Withdraw the published item first/);
    expect(await page.getByTestId('editor-save').isDisabled()).toBe(true);
    await screenshot(page, 'work-13-locked');

    await go('/library/lean-problems');
    await page.getByTestId('lean-lhs').fill('x ◇ (y ◇ z');
    await page.getByTestId('lean-rhs').fill('x = y');
    await page.getByTestId('lean-problem-form').getByRole('button', { name: 'Create problem' }).click();
    await expect.poll(() => page.getByTestId('field-error-lhsText').count(), { timeout: 20_000 }).toBe(1);
    await screenshot(page, 'work-14-lean-invalid');

    // Solver code is checked by the platform only: its refusal stays in the outbox.
    await go('/library/solver-template/new');
    await focusEditor('editor');
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText('theorem t : True := by exact trivial)');
    await page.keyboard.press('Control+s');
    await screenshot(page, 'work-14b-solver-refused');
    await page.getByTestId('lean-error').waitFor({ timeout: 20_000 });
    await go('/outbox');
    await page
      .locator('[data-testid="outbox-row"][data-status="failed"]')
      .first()
      .waitFor({ timeout: 10_000 });
    await screenshot(page, 'work-15-outbox-failed');
    await page.getByRole('button', { name: 'Discard…' }).first().click();
    expect(await page.getByTestId('discard-dialog').innerText()).toMatch(/lost/);
    await screenshot(page, 'work-16-discard');
    await page.getByTestId('discard-confirm').click();
    await expect.poll(() => page.locator('[data-testid="outbox-row"][data-status="failed"]').count()).toBe(0);
  }, 180_000);

  it('a write whose stored data was damaged is listed as failed with why, never sent, and can be discarded', async () => {
    // Damage from outside the app: a row whose request no longer matches its op, written with raw SQL.
    const { db } = openStore(join(app.serveData, 'workbench.db'));
    try {
      const t = new Date().toISOString();
      db.prepare(
        `INSERT INTO outbox (connection_id, request, summary, status, created_at, updated_at)
           VALUES ('sandbox', ?, 'Create cheatsheet “Damaged on disk”', 'pending', ?, ?)`,
      ).run(JSON.stringify({ op: 'library.create', kind: 'cheatsheet', body: ['Damaged'] }), t, t);
    } finally {
      db.close();
    }
    await go('/outbox');
    // Nothing announced the row (it was written behind the app's back): read the queue again.
    await page.getByRole('button', { name: 'Refresh' }).click();
    const row = page.locator('[data-testid="outbox-row"][data-unreadable="true"]');
    await row.waitFor({ timeout: 15_000 });
    expect(await row.getAttribute('data-status')).toBe('failed');
    // It counts as failed, not as waiting.
    await expect.poll(() => page.getByTestId('outbox-summary').innerText()).toBe('0 pending · 1 failed');
    const text = await row.innerText();
    expect(text).toContain('Failed: This write can no longer be read');
    expect(text).toContain('the request body must be an object');
    expect(text).toContain('Discard it, then make the change again');
    // It can only be discarded: no retry, no edit.
    expect(await row.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    expect(await row.getByRole('button', { name: 'Edit and retry' }).count()).toBe(0);
    await screenshot(page, 'work-16b-outbox-unreadable');
    await row.getByRole('button', { name: 'Discard…' }).click();
    expect(await page.getByTestId('discard-dialog').innerText()).toMatch(/can no longer be read/);
    await page.getByTestId('discard-confirm').click();
    await expect.poll(() => row.count()).toBe(0);
    const titles = (await listAll<{ title: string }>('/cheatsheets')).map((c) => c.title);
    expect(titles).not.toContain('Damaged');
  }, 120_000);

  it('screens in dark mode: dark page, light text, the content loaded, a dark editor', async () => {
    /** The computed colours of an element, as rgb() strings. */
    const colours = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => {
          const style = getComputedStyle(el);
          return { background: style.backgroundColor, text: style.color };
        });
    // A submission for the history page to list.
    await haveStage1Submission('A short cheatsheet.');
    await page.emulateMedia({ colorScheme: 'dark' });
    try {
      for (const [hash, name, content] of [
        ['/library/cheatsheets', 'work-dark-library', 'library-row'],
        [`/library/solver-template/stp_alice_marathon`, 'work-dark-lean', 'library-editor'],
        [`/competitions/${MODULAR}/submit`, 'work-dark-slots', 'slot-1'],
        [`/competitions/${STAGE1}/submissions`, 'work-dark-mine', 'submission-row'],
        ['/outbox', 'work-dark-outbox', 'outbox-summary'],
      ] as const) {
        await go(hash);
        await page.getByTestId(content).first().waitFor({ timeout: 20_000 });
        // theme.css's dark palette: --bg #17181b behind --fg #e4e6ea.
        expect(await colours('body')).toEqual({ background: 'rgb(23, 24, 27)', text: 'rgb(228, 230, 234)' });
        if (content === 'library-editor') {
          await expect.poll(() => editorText('editor'), { timeout: 20_000 }).not.toBe('');
          const editor = page.getByTestId('editor').locator('.monaco-editor');
          expect(await editor.getAttribute('class')).toContain('vs-dark');
          expect((await colours('[data-testid="editor"] .monaco-editor-background')).background).toBe(
            'rgb(30, 32, 36)',
          );
        }
        await screenshot(page, name);
      }
    } finally {
      await page.emulateMedia({ colorScheme: 'light' });
    }
  }, 180_000);
});

describe('submission history', () => {
  it('(f) downloads a submission body to a file', async () => {
    // The current submission, as test (e) leaves it.
    const id = await haveStage1Submission('A short cheatsheet.');
    await go(`/competitions/${STAGE1}/submissions`);
    // That submission's row, not the first one: a list cached by an earlier test shows the one it
    // replaced until the refresh lands (its id then answers NOT_FOUND).
    const row = page.locator(`[data-testid="submission-row"][data-id="${id}"]`);
    await row.waitFor({ timeout: 15_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByTestId('download').click(),
    ]);
    const path = await download.path();
    const text = readFileSync(path!, 'utf8');
    const raw = await fetch(
      `${sandbox.baseUrl}/api/public/v1/competitions/${STAGE1}/submissions/${id}/download`,
      {
        headers: { authorization: `Bearer ${apiKey}` },
      },
    ).then((r) => r.text());
    expect(text).toBe(raw);
    expect(text).toBe('A short cheatsheet.');
    expect(download.suggestedFilename()).toContain(String(id));
    await screenshot(page, 'work-11-my-submissions');

    // Model references have no body: the button says why instead.
    await go(`/competitions/${MODULAR}/submissions`);
    await page.getByTestId('submission-row').first().waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('download-none').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('download').count()).toBe(0);
  }, 180_000);
});
