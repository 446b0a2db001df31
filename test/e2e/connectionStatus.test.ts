/**
 * The header's Online/Offline and the connection form, in Chromium against serve mode: the header
 * never claims a server it has not heard from, and a key is tested before it is saved.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, screenshot, startApp } from './harness';

let app: App;
let page: Page;

beforeAll(async () => {
  app = await startApp('status');
  page = app.page;
  await page.goto(app.serve.url); // the token, once
}, 90_000);

afterAll(() => app?.close());

const indicator = () => page.getByTestId('connection-indicator');

/** Adds a connection through the form; `anyway` accepts the form's offer to save an untested key. */
async function addConnection(name: string, baseUrl: string, apiKey: string, anyway = false) {
  await page.goto(`${app.serve.origin}/#/settings/connections`);
  const form = page.getByRole('form', { name: 'Add connection' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Base URL').fill(baseUrl);
  await form.getByLabel('API key').fill(apiKey);
  await form.getByRole('button', { name: 'Add connection' }).click();
  if (anyway) await form.getByRole('button', { name: /Save anyway/ }).click({ timeout: 20_000 });
  await page.getByTestId('connection').filter({ hasText: name }).waitFor({ timeout: 20_000 });
}

describe('the header follows the active connection', () => {
  it('after switching to an unreachable connection it never says Online, and turns Offline with the page', async () => {
    await addConnection('Nowhere', 'http://127.0.0.1:1', `cp_test_${'N1'.repeat(16)}`, false);
    await page.goto(`${app.serve.origin}/#/competitions`);
    await expect.poll(() => indicator().getAttribute('data-state'), { timeout: 15_000 }).toBe('online');

    // Every state the header shows once it names the new connection, however briefly.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenStates: string[] }).seenStates = seen;
      const record = () => {
        if (document.querySelector('[data-testid="active-connection"]')?.textContent !== 'Nowhere') return;
        seen.push(
          document.querySelector('[data-testid="connection-indicator"]')?.getAttribute('data-state') ?? '',
        );
      };
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
    await page.getByLabel('Switch connection').selectOption({ label: 'Nowhere' });
    await expect.poll(() => indicator().getAttribute('data-state'), { timeout: 10_000 }).toBe('offline');
    await expect
      .poll(() => page.locator('main').innerText(), { timeout: 10_000 })
      .toMatch(/cannot be reached/i);
    expect(await indicator().innerText()).toMatch(/Offline/);
    const seen = await page.evaluate(() => (window as unknown as { seenStates: string[] }).seenStates);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).not.toContain('online');
    await screenshot(page, 'status-01-unreachable');

    await page.getByLabel('Switch connection').selectOption({ label: 'Sandbox (Sandbox)' });
    await expect.poll(() => indicator().getAttribute('data-state'), { timeout: 10_000 }).toBe('online');
  }, 60_000);
});
