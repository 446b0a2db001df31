/**
 * The header's Online/Offline and the connection form, in Chromium against serve mode: the header
 * never claims a server it has not heard from, and a key is tested before it is saved.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorInfo, ErrorCode } from '../../src/shared/api';
import { describeError } from '../../src/shared/errorText';
import { type App, screenshot, startApp } from './harness';

let app: App;
let page: Page;

beforeAll(async () => {
  app = await startApp('status');
  page = app.page;
  await page.goto(app.serve.url); // the token, once; the page keeps it when it has started
  await page.getByTestId('competition-row').first().waitFor({ timeout: 30_000 });
}, 90_000);

afterAll(() => app?.close());

const refused = (code: ErrorCode): ApiErrorInfo => ({
  code,
  message: '',
  status: 401,
  fieldErrors: [],
  retryAfterSec: null,
  rateLimit: null,
});

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

describe('saving a connection tests it first', () => {
  it('a refused key is not saved silently: the reason in words, Save anyway on offer, no advice to go where the user is', async () => {
    const key = `cp_test_${'B2'.repeat(16)}`;
    await page.goto(`${app.serve.origin}/#/settings/connections`);
    const form = page.getByRole('form', { name: 'Add connection' });
    await form.getByLabel('Name').fill('Typo key');
    await form.getByLabel('Base URL').fill(app.sandbox.baseUrl);
    await form.getByLabel('API key').fill(key);
    await form.getByRole('button', { name: 'Add connection' }).click();

    const failed = page.getByTestId('save-test-failed');
    await failed.waitFor({ timeout: 15_000 });
    const words = await failed.innerText();
    expect(words).toContain(
      describeError(refused('INVALID_API_KEY'), new Date(), 'connection-settings').title,
    );
    expect(words).toMatch(/Not saved yet/);
    expect(await page.getByTestId('connection').filter({ hasText: 'Typo key' }).count()).toBe(0);
    // The user is on the connections page: nothing tells them to go there.
    expect(await page.locator('main').innerText()).not.toMatch(/Open Settings|Settings → Connections/);
    expect(await page.getByRole('link', { name: 'Open connection settings' }).count()).toBe(0);
    expect(await form.getByLabel('API key').inputValue()).toBe(key); // nothing typed is lost
    await screenshot(page, 'status-02-untested-key');

    await failed.getByRole('button', { name: /Save anyway/ }).click();
    const card = page.getByTestId('connection').filter({ hasText: 'Typo key' });
    await card.waitFor({ timeout: 15_000 });
    expect(await failed.count()).toBe(0);
    // Once the save is answered the form lets go of the key (the card may show a moment earlier:
    // the list is also reloaded on the core's connections.changed event).
    await expect.poll(() => form.getByLabel('API key').inputValue(), { timeout: 15_000 }).toBe('');
    expect(await page.content()).not.toContain(key);

    await card.getByRole('button', { name: 'Test connection' }).click();
    await expect
      .poll(
        () =>
          card
            .getByTestId('test-result')
            .innerText()
            .catch(() => ''),
        { timeout: 10_000 },
      )
      .toMatch(/not valid/);
    expect(await page.locator('main').innerText()).not.toMatch(/Open Settings|Settings → Connections/);
  }, 60_000);

  it('a working key is saved straight after its test', async () => {
    await addConnection('Second sandbox', app.sandbox.baseUrl, app.apiKey);
    expect(await page.getByTestId('save-test-failed').count()).toBe(0);
  }, 60_000);
});

describe('the header follows the active connection', () => {
  it('after switching to an unreachable connection it never says Online, and turns Offline with the page', async () => {
    await addConnection('Nowhere', 'http://127.0.0.1:1', `cp_test_${'N1'.repeat(16)}`, true);
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

    await page.getByLabel('Switch connection').selectOption({ label: 'Sandbox' });
    await expect.poll(() => indicator().getAttribute('data-state'), { timeout: 10_000 }).toBe('online');
  }, 60_000);
});
