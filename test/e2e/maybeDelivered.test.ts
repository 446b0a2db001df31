/**
 * A write that may already be on the platform, end to end in serve mode in Debian's Chromium
 * against a sandbox in fault mode: a Playground run start whose answer is lost after the run was
 * made, with a run list that shows only runId and status (so the start cannot be proven), stops
 * as "may already be on the platform" with the new run listed; the user adopts it on the Outbox
 * page, or sends another one again on purpose after confirming. Screenshots of the Outbox page
 * with such an entry (light and dark, 1400 and 900 px) go to test-artifacts/e2e/outbox-maybe-*.png.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, screenshot, startApp } from './harness';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';

let app: App;
let page: Page;

/** A fault-mode control endpoint of the sandbox (POST /__sandbox/faults, /platform; DELETE faults). */
async function control(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<void> {
  const res = await fetch(`${app.sandbox.baseUrl}/__sandbox/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`sandbox control ${method} ${path}: ${res.status} ${await res.text()}`);
}

/** The next run start commits and loses its answer; the run list cannot prove it either way. */
async function loseNextRunStart(): Promise<void> {
  await control('POST', 'platform', { runList: 'bare' });
  await control('POST', 'faults', {
    kind: 'drop-answer',
    method: 'POST',
    path: '/playground/runs',
    count: 1,
  });
}

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

interface Entry {
  id: number;
  status: string;
  result: { runId?: string } | null;
  note: string | null;
}

beforeAll(async () => {
  app = await startApp('maybe', { viewport: { width: 1400, height: 900 } }, [
    '--faults',
    '--playground-pace-ms',
    '40',
  ]);
  page = app.page;
  await page.goto(app.serve.url);
  await page.getByTestId('competition-row').first().waitFor({ timeout: 15_000 });
}, 90_000);

afterAll(async () => {
  // The sandbox goes with its folder; its settings are put back first all the same.
  await control('DELETE', 'faults').catch(() => undefined);
  await control('POST', 'platform', { runList: 'full' }).catch(() => undefined);
  await app?.close();
});

const go = (hash: string) => page.goto(`${app.serve.origin}/#${hash}`);
const panel = () => page.getByTestId('unsure-panel');
const openRows = () =>
  page.getByRole('table', { name: 'Waiting or refused writes' }).getByTestId('outbox-row');
const doneRows = () => page.getByRole('table', { name: 'Recently sent writes' }).getByTestId('outbox-row');

/** Pictures of the Outbox page as it is now, light and dark, 1400 and 900 px wide. */
async function outboxShots(name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1400, 900]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await screenshot(page, `${name}-${scheme}-${width}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1400, height: 900 });
}

describe('a write that may already be on the platform', () => {
  it('a run start whose answer was lost stops with the new run listed; adopting it on the Outbox page makes it done', async () => {
    await loseNextRunStart();
    // Start a Stage 1 run through the form, as a user does.
    await go(`/competitions/${STAGE1}/playground`);
    await page.getByTestId('pg-tab-new').click();
    const form = page.getByTestId('pg-form-stage1');
    await form.getByLabel('GPT-OSS 120B').check();
    await form.getByTestId('pg-problem-set-select').selectOption('warmup');
    await form.getByTestId('pg-ranges').fill('0-3');
    await form.getByRole('button', { name: 'Use ranges' }).click();
    await expect.poll(() => form.getByTestId('pg-picked').textContent()).toContain('4 picked');
    await page.getByTestId('pg-start').click();
    await page.getByTestId('pg-confirm-start').click();

    // The form says so, lists the one run made since, and starts no other.
    const unsure = page.getByTestId('pg-unsure');
    await unsure.waitFor({ timeout: 20_000 });
    expect(await unsure.innerText()).toContain('This run may already have started');
    await expect.poll(() => unsure.getByTestId('unsure-candidate').count()).toBe(1);
    expect(await page.getByTestId('pg-start').isDisabled()).toBe(true);
    await unsure.scrollIntoViewIfNeeded();
    await screenshot(page, 'outbox-maybe-playground-light-1400');

    // The Outbox page: the words, the candidate and the three ways out.
    await go('/outbox');
    await panel().waitFor();
    const text = await panel().innerText();
    expect(text).toContain('This write may already be on the platform');
    expect(text).toContain('It was not sent again by itself');
    expect(text).toContain('the platform does not say when it was made');
    expect(text).toContain('sending again makes a second run, and its credits are spent twice');
    const candidate = panel().getByTestId('unsure-candidate');
    await expect.poll(() => candidate.count()).toBe(1);
    const runId = await candidate.getAttribute('data-id');
    expect(await candidate.innerText()).toContain(`Run ${runId}`);
    await panel().getByRole('button', { name: 'Check again' }).waitFor();
    await panel().getByRole('button', { name: 'Send again anyway…' }).waitFor();
    const row = openRows().filter({ hasText: 'Not sent again: it may already be on the platform' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('Maybe sent');
    expect(await row.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await outboxShots('outbox-maybe');

    // "This is it": done with that run, said quietly in the list of sent writes.
    await candidate.getByRole('button', { name: /^This is it/ }).click();
    await expect.poll(() => panel().count(), { timeout: 10_000 }).toBe(0);
    const done = doneRows().filter({ hasText: `Adopted Run ${runId}` });
    await expect.poll(() => done.count(), { timeout: 10_000 }).toBe(1);
    expect(await done.getAttribute('data-status')).toBe('done');
    // The run's status as the check read it (the sandbox's runs finish fast).
    expect(await done.getByTestId('outbox-note').innerText()).toMatch(
      new RegExp(`^Adopted Run ${runId}, [a-z]+ as this write\\.$`),
    );
    await expect.poll(() => page.getByTestId('outbox-summary').innerText()).toContain('0 failed');
    await screenshot(page, 'outbox-maybe-adopted-light-1400');
    const entry = (await rpc<Entry[]>('outbox.list', {})).find((e) => e.note?.includes(runId!));
    expect(entry?.result?.runId).toBe(runId);
  }, 120_000);

  it('"Send again anyway" asks first, then starts a second run and never takes the listed one', async () => {
    await loseNextRunStart();
    // The long way through the form was taken above: this start is queued through the contract.
    const queued = await rpc<Entry>('playground.create', {
      competitionId: STAGE1,
      kind: 'cheatsheet',
      body: { models: ['gpt-oss-120b'], problems: [{ problemSet: 'warmup', index: 1 }], repeat: 1 },
    });
    await go('/outbox');
    const mine = panel().filter({ hasText: `#${queued.id} ·` });
    await mine.waitFor({ timeout: 20_000 });
    const listed = await mine.getByTestId('unsure-candidate').getAttribute('data-id');
    expect(listed).toBeTruthy();

    // Asked first; "Don't send" sends nothing.
    await mine.getByRole('button', { name: 'Send again anyway…' }).click();
    const dialog = page.getByTestId('resend-dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('a second run, and its credits are spent twice');
    await screenshot(page, 'outbox-maybe-resend-light-1400');
    await dialog.getByRole('button', { name: 'Don’t send' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect((await rpc<Entry[]>('outbox.list', {})).find((e) => e.id === queued.id)?.status).toBe('failed');

    await mine.getByRole('button', { name: 'Send again anyway…' }).click();
    await page.getByTestId('resend-confirm').click();
    await expect.poll(() => mine.count(), { timeout: 10_000 }).toBe(0);
    await expect
      .poll(async () => (await rpc<Entry[]>('outbox.list', {})).find((e) => e.id === queued.id)?.status, {
        timeout: 20_000,
      })
      .toBe('done');
    const sent = (await rpc<Entry[]>('outbox.list', {})).find((e) => e.id === queued.id)!;
    expect(sent.result?.runId).toBeTruthy();
    expect(sent.result?.runId).not.toBe(listed);
    await expect
      .poll(() =>
        doneRows()
          .and(page.locator(`[data-id="${queued.id}"]`))
          .getAttribute('data-status'),
      )
      .toBe('done');
  }, 120_000);
});
