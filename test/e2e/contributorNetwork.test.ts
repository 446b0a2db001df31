/**
 * The Contributor Network end to end (issue 11), in serve mode in Debian's Chromium against a
 * sandbox process the test stops and restarts: search, open an item, favorite it, fork it, edit,
 * publish as a child, the parent link and the lineage graph, withdraw, the library copy unlocked;
 * offline search from the cache; a package download verified; the benchmark table sorted and
 * filtered. Outcomes are checked in the UI and over HTTP on the sandbox. Screenshots (light and
 * dark) go to test-artifacts/e2e/cn-*.png.
 */
import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VARIANT } from '../helpers/sandbox';
import { type App, type SandboxProc, type ServeProc, screenshot, startApp } from './harness';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';

let app: App;
let sandbox: SandboxProc;
let serve: ServeProc;
let apiKey: string;
let page: Page;
const consoleErrors: string[] = [];

beforeAll(async () => {
  app = await startApp('cn', { viewport: WIDE, acceptDownloads: true });
  ({ sandbox, serve, page, apiKey } = app);
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource|frame-ancestors/.test(m.text()))
      consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(`pageerror: ${e.message}`));
  await page.goto(serve.url);
  await page.getByTestId('competition-row').first().waitFor({ timeout: 15_000 });
}, 90_000);

afterAll(() => app?.close());

/**
 * Each test answers for the console errors and CSP violations logged while it ran (a test of its
 * own at the end would find nothing when it runs first, as in a shuffled order).
 */
afterEach(() => {
  expect(consoleErrors.splice(0)).toEqual([]);
});

/** A failed step leaves a picture of the page it failed on (test-artifacts/e2e/cn-failed-*.png). */
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || !page) return;
  await screenshot(page, `cn-failed-${task.name.slice(0, 40).replace(/[^a-z0-9]+/gi, '-')}`).catch(() => {});
});

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

const go = (hash: string) => page.goto(`${serve.origin}/#${hash}`);

const WIDE = { width: 1360, height: 900 };
const NARROW = { width: 900, height: 900 };

/** Light and dark screenshots; with `narrow`, also at 900 px wide (`<name>-900-<scheme>.png`). */
async function both(name: string, { narrow = false } = {}) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await screenshot(page, `${name}-${scheme}`);
  }
  if (narrow) {
    await page.setViewportSize(NARROW);
    // Below its breakpoint the sidebar slides away; the picture is taken once it is gone.
    await page.locator('.sidenav').waitFor({ state: 'hidden' });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `${name}-900-${scheme}`);
    }
    await page.setViewportSize(WIDE);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Opens an item's page by its public code, as a link to it would, and waits for its buttons. */
async function openItem(itemId: string) {
  const { body } = await api<{ data: { publicCode: string } }>(`/contributor-network/items/${itemId}`);
  await go(`/network/items/${body.data.publicCode}`);
  await page
    .getByTestId('cn-item-page')
    .and(page.locator(`[data-item-id="${itemId}"]`))
    .waitFor({ timeout: 15_000 });
  await page.getByTestId('cn-favorite').waitFor({ timeout: 15_000 });
}

/**
 * A library copy of cni_s1_0001 published as its child, both over the API; the test goes on from
 * the child's page.
 */
async function publishedChild(): Promise<{ forkId: string; childCode: string }> {
  const sheet = await api<{ data: { id: string } }>('/cheatsheets', {
    method: 'POST',
    body: JSON.stringify({
      title: 'Fork to withdraw',
      content: 'Improved: try the dual substitution first.\n',
      sourceContributorNetworkItemId: 'cni_s1_0001',
    }),
  });
  expect(sheet.status, JSON.stringify(sheet.body)).toBe(201);
  const child = await api<{ data: { publicCode: string } }>('/contributor-network/items', {
    method: 'POST',
    body: JSON.stringify({
      competitionId: STAGE1,
      kind: 'cheatsheet',
      source: { from: 'cheatsheet', cheatsheetId: sheet.body.data.id },
      parentContributorNetworkItemId: 'cni_s1_0001',
      remark: 'A child to withdraw',
    }),
  });
  expect(child.status, JSON.stringify(child.body)).toBe(201);
  await go(`/network/items/${child.body.data.publicCode}`);
  await page.getByTestId('cn-withdraw').waitFor({ timeout: 15_000 });
  return { forkId: sheet.body.data.id, childCode: child.body.data.publicCode };
}

async function focusEditor(testId: string) {
  const editor = page.getByTestId(testId).locator('.monaco-editor');
  await editor.waitFor({ timeout: 20_000 });
  await page.getByTestId(testId).locator('.view-lines').click();
}

describe('Contributor Network', () => {
  it('searches the network and opens an item by its public code typed in any case', async () => {
    await page.getByRole('link', { name: 'Contributor Network' }).first().click();
    await page.getByTestId('cn-row').first().waitFor({ timeout: 20_000 });
    await both('cn-browse', { narrow: true });
    await page.getByTestId('cn-search').fill('Traskian');
    await page.getByTestId('cn-search').press('Enter');
    await expect.poll(() => page.url()).toContain('q=Traskian');
    // What the platform finds: the seeded item, and copies of it other tests may have published.
    const found = await api<{ data: { items: { id: string }[] } }>(
      '/contributor-network/items?search=Traskian&limit=100',
    );
    const expected = found.body.data.items.map((i) => i.id).sort();
    expect(expected).toContain('cni_s1_0001');
    await expect
      .poll(
        async () =>
          (
            await page
              .getByTestId('cn-row')
              .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-item-id')))
          ).sort(),
        { timeout: 15_000 },
      )
      .toEqual(expected);

    const { body } = await api<{ data: { publicCode: string } }>('/contributor-network/items/cni_s1_0001');
    const code = body.data.publicCode;
    await page.getByTestId('cn-search').fill(`  ${code.toLowerCase()} `);
    await page.getByTestId('cn-search').press('Enter');
    await expect.poll(() => page.url()).toContain(`/network/items/${code}`);
    await page
      .getByTestId('cn-item-page')
      .and(page.locator('[data-item-id="cni_s1_0001"]'))
      .waitFor({ timeout: 15_000 });
    await page.getByTestId('cn-item-text').locator('.monaco-editor').waitFor({ timeout: 20_000 });
    // Monaco draws its lines a moment after its frame appears.
    await expect
      .poll(() => page.getByTestId('cn-item-text').innerText(), { timeout: 15_000 })
      .toContain('Traskian');
    await page.getByTestId('cn-comment').first().waitFor({ timeout: 15_000 });
    expect(await page.getByText('This comment was deleted.').count()).toBeGreaterThan(0);
    await both('cn-item', { narrow: true });
  });

  it('favorites the item at once, and the platform has it once the outbox sent it', async () => {
    await openItem('cni_s1_0001');
    const before = Number(await page.getByTestId('cn-favorite-count').innerText());
    const pressed = await page.getByTestId('cn-favorite').getAttribute('aria-pressed');
    await page.getByTestId('cn-favorite').click();
    await expect
      .poll(() => page.getByTestId('cn-favorite').getAttribute('aria-pressed'))
      .toBe(pressed === 'true' ? 'false' : 'true');
    const expected = pressed === 'true' ? before - 1 : before + 1;
    expect(Number(await page.getByTestId('cn-favorite-count').innerText())).toBe(expected);
    await expect
      .poll(
        async () =>
          (await api<{ data: { favoriteCount: number } }>('/contributor-network/items/cni_s1_0001')).body.data
            .favoriteCount,
        {
          timeout: 20_000,
        },
      )
      .toBe(expected);
  });

  it('forks into the library, edits, and publishes the copy as a child of the item', async () => {
    await openItem('cni_s1_0001');
    await page.getByTestId('cn-fork').click();
    await expect.poll(() => page.url(), { timeout: 30_000 }).toMatch(/library\/cheatsheet\/chs_/);
    const forkId = decodeURIComponent(page.url().split('/').pop()!);
    const sheet = await api<{ data: { sourceContributorNetworkItemId: string } }>(`/cheatsheets/${forkId}`);
    expect(sheet.body.data.sourceContributorNetworkItemId).toBe('cni_s1_0001');

    await focusEditor('editor');
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nImproved: try the dual substitution first.');
    await page.keyboard.press('Control+s');
    await expect
      .poll(() => page.getByTestId('save-status').getAttribute('data-status'), { timeout: 30_000 })
      .toMatch(/done|clean/);

    await page.getByTestId('editor-publish').click();
    await page.getByTestId('cn-publish').waitFor();
    // The fork's source, given as an ID, is shown as the item's public code, and the item named.
    await expect
      .poll(() => page.getByTestId('cn-publish-parent').inputValue(), { timeout: 15_000 })
      .toMatch(/^ETA-\d{6}$/);
    expect(await page.getByTestId('cn-publish-parent-found').innerText()).toMatch(/^→ \S/);
    expect(await page.getByTestId('cn-publish-lock-note').innerText()).toMatch(/locked|read-only/i);
    await page.getByTestId('cn-publish-remark').fill('A child from the end-to-end test');
    await both('cn-publish', { narrow: true });
    await page.getByTestId('cn-publish-send').click();
    const link = page.getByTestId('cn-published-link');
    await link.waitFor({ timeout: 30_000 });
    await link.click();
    await page.getByTestId('cn-parent-link').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('cn-parent-link').innerText()).toMatch(/^ETA-\d{6}$/);
    await expect
      .poll(() => page.getByTestId('cn-graph-node').count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    await both('cn-child-lineage', { narrow: true });
    const locked = await api<{ data: { publishedContributorNetworkItemId: string | null } }>(
      `/cheatsheets/${forkId}`,
    );
    expect(locked.body.data.publishedContributorNetworkItemId).not.toBeNull();
  });

  it('withdraws the child after a confirmation and the library copy is editable again', async () => {
    const { forkId, childCode } = await publishedChild();
    await page.getByTestId('cn-withdraw').click();
    const dialog = page.getByTestId('cn-withdraw-dialog');
    expect(await dialog.innerText()).toMatch(/vanishes.*listings/s);
    await both('cn-withdraw');
    await page.getByTestId('cn-withdraw-confirm').click();
    await expect
      .poll(() => page.getByTestId('cn-withdraw-status').getAttribute('data-status'), { timeout: 30_000 })
      .toBe('done');
    // The item is gone from the platform; the page says so rather than "not found".
    expect(await page.getByTestId('cn-withdrawal').innerText()).toMatch(
      /no longer in the Contributor Network/,
    );
    await both('cn-withdrawn');
    const after = await api<{ data: { publishedContributorNetworkItemId: string | null } }>(
      `/cheatsheets/${forkId}`,
    );
    expect(after.body.data.publishedContributorNetworkItemId).toBeNull();
    const gone = await api(`/contributor-network/items?publicCode=${childCode}`);
    expect((gone.body as { data: { items: unknown[] } }).data.items).toHaveLength(0);
    await go(`/library/cheatsheet/${encodeURIComponent(forkId)}`);
    await page.getByTestId('editor-title').waitFor();
    await expect.poll(() => page.getByTestId('editor-publish').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('locked-badge').count()).toBe(0);
  });

  it('offline, the search box answers from the items this computer has seen', async () => {
    // Seen once online: the item's page and the listing (not this search, whose own cached page
    // would be shown instead of the offline answer).
    await openItem('cni_s1_0001');
    await go('/network');
    await page.getByTestId('cn-row').first().waitFor({ timeout: 20_000 });
    await app.stopSandbox();
    try {
      await expect
        .poll(() => page.getByTestId('connection-indicator').getAttribute('data-state'), { timeout: 15_000 })
        .toBe('offline');
      // A search no test runs online (lower case): a page of it cached online would be shown instead.
      await go('/network?q=traskian');
      await page.getByTestId('cn-offline').waitFor({ timeout: 15_000 });
      await expect
        .poll(
          () =>
            page.getByTestId('cn-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-item-id'))),
          {
            timeout: 15_000,
          },
        )
        .toContain('cni_s1_0001');
      await both('cn-offline-search', { narrow: true });
    } finally {
      sandbox = await app.restartSandbox();
    }
    await expect
      .poll(() => page.getByTestId('connection-indicator').getAttribute('data-state'), { timeout: 30_000 })
      .toBe('online');
  });

  it('downloads a Lean kernel package and shows the verified hash', async () => {
    await go('/network/packages');
    const first = page.getByTestId('cn-package').first();
    await first.waitFor({ timeout: 20_000 });
    await both('cn-packages', { narrow: true });
    const download = page.waitForEvent('download', { timeout: 30_000 }).catch(() => null);
    await first.getByTestId('cn-package-download').click();
    const verified = first.getByTestId('cn-package-verified');
    await verified.waitFor({ timeout: 30_000 });
    const hash = (await verified.innerText()).match(/[0-9a-f]{64}/)?.[0];
    const list = await api<{ data: { items: { packageSha256: string }[] } }>(
      '/contributor-network/items?competitionId=lean-kernel-challenge&kind=lean-kernel-package',
    );
    expect(list.body.data.items.map((i) => i.packageSha256)).toContain(hash);
    const file = await download;
    if (file) expect(existsSync(await file.path())).toBe(true);
  });

  it('sorts and filters the benchmark table', async () => {
    await go('/network/benchmarks');
    await page.getByTestId('cn-bench-row').first().waitFor({ timeout: 20_000 });
    const accuracies = () =>
      page
        .getByTestId('cn-bench-accuracy')
        .evaluateAll((cells) => cells.map((c) => Number.parseFloat(c.textContent ?? '')));
    const desc = await accuracies();
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    await page.getByTestId('cn-bench-sort-avgAccuracy').click();
    await expect.poll(() => page.url()).toContain('dir=asc');
    await expect
      .poll(
        async () => {
          const asc = await accuracies();
          return asc.length > 0 && asc.every((v, i) => i === 0 || asc[i - 1]! <= v);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await page.getByTestId('cn-bench-model').selectOption('gpt-oss-120b');
    await expect.poll(() => page.url()).toContain('model=gpt-oss-120b');
    await page.getByTestId('cn-bench-models').first().click();
    await expect
      .poll(() => page.getByTestId('cn-bench-breakdown').first().locator('tbody tr').count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await page.getByTestId('cn-bench-min').fill('150%');
    expect(await page.getByTestId('cn-bench-apply').isDisabled()).toBe(true);
    await page.getByTestId('cn-bench-min').fill('0.5');
    await page.getByTestId('cn-bench-apply').click();
    await expect.poll(() => page.url()).toContain('min=0.5');
    await expect.poll(async () => (await accuracies()).every((v) => v >= 50), { timeout: 15_000 }).toBe(true);
    await both('cn-benchmarks', { narrow: true });
    // The chart's time axis reads as every other date of the app: ISO, not 11/27/2026. (Recharts
    // draws the ticks of both axes in one layer; the accuracy axis's end in " %".)
    const ticks = page.getByTestId('cn-bench-chart').locator('.recharts-cartesian-axis-tick-value');
    const dates = async () => (await ticks.allTextContents()).filter((t) => !t.endsWith('%'));
    await expect.poll(async () => (await dates()).length, { timeout: 10_000 }).toBeGreaterThan(1);
    for (const t of await dates()) expect(t).toMatch(/^\d{4}-\d\d-\d\d$/);
  });

  it('the lineage: one family count on every page of the family, and boxes that tell items apart', async () => {
    // A chain of six generations with a branch at the second (sandbox seed): seven items. Without
    // the platform's graph (variant) the app draws the items it has read, and says so: six before
    // it has read the branch, seven once its copy of the root's graph is read again.
    const counts: string[] = [];
    for (const id of ['cni_s1_chain_5', 'cni_s1_chain_2b', 'cni_s1_chain_0']) {
      await openItem(id);
      const count = page.getByTestId('cn-family-count');
      await count.waitFor({ timeout: 15_000 });
      const nodes = page.getByTestId('cn-graph-node');
      await expect.poll(() => nodes.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(VARIANT ? 6 : 7);
      counts.push(await count.innerText());
      const boxes = await nodes.evaluateAll((all) =>
        all.map((n) => [...n.querySelectorAll('text')].map((t) => t.textContent).join(' | ')),
      );
      expect(new Set(boxes).size, boxes.join('\n')).toBe(boxes.length);
      // The generation, the words that tell these titles apart, is on each box.
      for (const b of boxes) expect(b).toMatch(/generation \d/);
    }
    if (VARIANT) {
      for (const c of counts) expect(c).toMatch(/^[67] items seen so far in this family$/);
    } else {
      expect(counts).toEqual(['7 items in this family', '7 items in this family', '7 items in this family']);
    }
    await both('cn-lineage-family', { narrow: true });
  });
});
