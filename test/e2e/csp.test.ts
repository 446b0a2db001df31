/**
 * A clean console under the CSP: every main page loads with no Content-Security-Policy violation,
 * no console error and no uncaught exception, Monaco and both workers included (they run from
 * the app's own files, so `worker-src 'self'` is enough). Also the connection form's warning
 * that moving a connection to another address removes its saved key.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_DROPPED_WARNING } from '../../src/renderer/src/features/settings/keyStatus';
import { type App, type ServeProc, startApp } from './harness';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';

let app: App;
let serve: ServeProc;
let page: Page;
/** Everything the page complained about since the last check. */
const problems: string[] = [];

beforeAll(async () => {
  app = await startApp('csp');
  ({ serve, page } = app);
  // Registered before any script of the page runs: a violation during start-up counts too.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error' || /Content.Security.Policy/i.test(msg.text()))
      problems.push(`${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
  // The tokened URL sets the session cookie; each test then loads its page fresh.
  await page.goto(serve.url);
  await page.getByTestId('competition-row').first().waitFor({ timeout: 15_000 });
}, 90_000);

afterAll(() => app?.close());

/** Loads a route fresh (a full page load, not an in-app navigation) and waits for its heading. */
async function load(route: string, ready: () => Promise<boolean>): Promise<void> {
  await page.goto(`${serve.origin}/#${route}`);
  await page.reload();
  await expect.poll(ready, { timeout: 15_000 }).toBe(true);
}
const visible = (selector: string) => () => page.locator(selector).first().isVisible();
const present = (selector: string) => async () => (await page.locator(selector).count()) > 0;

describe('no CSP violation or console error on load', () => {
  it.each([
    ['/competitions', '[data-testid="competition-row"]'],
    ['/competitions/igp24', '[data-testid="participation"]'],
    ['/competitions/igp24/leaderboard', 'main table tbody tr'],
    ['/competitions/igp24/submissions', 'main h2, main h1'],
    ['/library/cheatsheets', 'main h1'],
    ['/library/solver-template/new', '.monaco-editor .view-lines'],
    ['/igp24', 'main h1'],
    ['/outbox', 'main h1'],
    ['/settings/connections', '[data-testid="connection"]'],
    ['/playground', '[data-testid="pg-index"] a'],
    [`/competitions/${STAGE1}/playground`, '[data-testid="pg-page"]'],
    ['/network', '[data-testid="cn-row"]'],
    // Monaco for the item text and the lineage graph laid out by dagre, drawn as SVG.
    ['/network/items/id/cni_s1_0001', '[data-testid="cn-graph-node"]'],
    ['/network/packages', '[data-testid="cn-package"]'],
    // The recharts chart of accuracy against cost.
    ['/network/benchmarks', '[data-testid="cn-bench-chart"] svg'],
  ])('%s', async (route, selector) => {
    problems.length = 0;
    await load(route, visible(selector));
    // Let pending work of the page (workers starting, the first refresh) settle before judging.
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  it('the IGP24 check worker runs under the CSP', async () => {
    problems.length = 0;
    await load('/igp24', present('[data-testid="igp24-open-input"]'));
    await page.getByTestId('igp24-open-input').setInputFiles({
      name: 'one.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(`-1,-1,${'0,'.repeat(22)}1 # x^24 - x - 1\n`),
    });
    await page.getByTestId('igp24-run-checks').click();
    await expect.poll(() => page.getByTestId('igp24-result-row').count(), { timeout: 30_000 }).toBe(1);
    expect(problems).toEqual([]);
  });
});

describe('the Playground under the CSP', () => {
  it('draws a run dashboard with its charts (recharts) without a violation', async () => {
    // One cell, started through the app's own RPC like the form does; the sandbox runs it.
    const entry = await page.evaluate(async (competitionId) => {
      const res = await fetch('/rpc/playground.create', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          competitionId,
          kind: 'cheatsheet',
          body: { models: ['gpt-oss-120b'], problems: [{ problemSet: 'warmup', index: 0 }], repeat: 1 },
        }),
      });
      return ((await res.json()) as { value: { id: number } }).value.id;
    }, STAGE1);
    let runId = '';
    await expect
      .poll(
        async () => {
          runId = await page.evaluate(async (id) => {
            const res = await fetch('/rpc/outbox.list', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: '{}',
            });
            const list = (
              (await res.json()) as { value: { id: number; result: { runId?: string } | null }[] }
            ).value;
            return list.find((e) => e.id === id)?.result?.runId ?? '';
          }, entry);
          return runId;
        },
        { timeout: 30_000 },
      )
      .not.toBe('');
    problems.length = 0;
    await load(
      `/competitions/${STAGE1}/playground/runs/${runId}`,
      present('[data-testid="pg-accuracy-chart"] .recharts-bar-rectangle'),
    );
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  }, 60_000);
});

describe('the connection form', () => {
  it('says before saving that a new address removes the saved key', async () => {
    await load('/settings/connections', visible('[data-testid="connection"]'));
    const added = await page.evaluate(async (baseUrl) => {
      const res = await fetch('/rpc/connections.add', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Moving', baseUrl, apiKey: 'pk_form_warning_key' }),
      });
      return (await res.json()) as { ok: boolean };
    }, app.sandbox.baseUrl);
    expect(added.ok).toBe(true);
    await page.reload();
    const card = page.locator('[data-testid="connection"]', { hasText: 'Moving' });
    await card.getByRole('button', { name: 'Edit' }).click();
    const url = card.getByLabel('Base URL');
    await expect.poll(() => card.getByText(KEY_DROPPED_WARNING).count()).toBe(0);
    await url.fill('https://platform.example.org');
    await expect.poll(() => card.getByText(KEY_DROPPED_WARNING).count()).toBe(1);
    // Back to the same origin (another path): the key stays, so no warning.
    await url.fill(`${app.sandbox.baseUrl}/api/public/v1`);
    await expect.poll(() => card.getByText(KEY_DROPPED_WARNING).count()).toBe(0);
  });
});
