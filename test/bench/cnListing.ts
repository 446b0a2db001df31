/**
 * Contributor Network listing in Chromium (serve mode, the real core and renderer):
 * - 10,000 extra Stage 1 cheatsheets published to an in-process sandbox (no rate limit);
 * - the list scrolled to its end once (every page fetched and cached by the core);
 * - scrolling all 10,000 rows: frame times (requestAnimationFrame deltas) while the list scrolls
 *   by a fixed step per frame: median, p95, max and frames over 16.7 ms / 33.3 ms;
 * - first screen drawn from the cache, in a fresh tab: ms from navigating to the listing until
 *   the first row is on screen, median of ROUNDS, in-app navigation and after a full reload.
 * Prints one JSON document.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../../src/sandbox';
import { launchBrowser, startServe } from '../e2e/harness';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const EXTRA = Number(process.env.BENCH_CN_ITEMS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_CN_ROUNDS ?? 5);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const r2 = (x: number) => Number(x.toFixed(2));

const sandbox = await startSandbox({ rateLimit: { accountPerMinute: 1e9, ipPerMinute: 1e9 } });
const apiKey = sandbox.keys.find((k) => k.name === 'participant')!.apiKey;

// ------------------------------------------------------------------ seed
const tSeed = performance.now();
let next = 0;
async function publishWorker() {
  while (next < EXTRA) {
    const i = next++;
    const res = await fetch(`${sandbox.baseUrl}/api/public/v1/contributor-network/items`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        competitionId: STAGE1,
        kind: 'cheatsheet',
        remark: `bench item ${i}`,
        source: {
          from: 'inline',
          title: `Bench sheet ${i}`,
          content: `Bench content ${i}: if {{equation1}} then {{equation2}}.`,
        },
      }),
    });
    if (res.status !== 201) throw new Error(`publish ${i}: ${res.status} ${await res.text()}`);
  }
}
await Promise.all(Array.from({ length: 8 }, publishWorker));
const seedMs = performance.now() - tSeed;

const serve = await startServe({
  dataDir: mkdtempSync(join(tmpdir(), 'wb-bench-cn-')),
  sandboxUrl: sandbox.baseUrl,
  sandboxKey: apiKey,
});
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 1360, height: 900 } });
try {
  await page.goto(serve.url);
  await page.getByTestId('competition-row').first().waitFor({ timeout: 30_000 });

  // ---------------------------------------------------------------- load everything once
  await page.goto(`${serve.origin}/#/network?kind=cheatsheet`);
  await page.getByTestId('cn-row').first().waitFor({ timeout: 30_000 });
  const tLoad = performance.now();
  const total = await page.evaluate(async () => {
    const list = document.querySelector('[data-testid="cn-list"]') as HTMLElement;
    const deadline = Date.now() + 600_000;
    // Keep scrolling to the bottom until the "loading more" row is gone for good.
    for (;;) {
      list.scrollTop = list.scrollHeight;
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      const more = document.querySelector('[data-testid="cn-loading-more"]');
      const count = document.querySelector('[data-testid="cn-count"]')?.textContent ?? '';
      if (!more && /shown$/.test(count.trim())) return count;
      if (Date.now() > deadline) throw new Error(`not all loaded: ${count}`);
      await new Promise((r) => setTimeout(r, 30));
    }
  });
  const loadAllMs = performance.now() - tLoad;

  // ---------------------------------------------------------------- scroll 10,000 rows
  // Right after every page is in: the list holds all the rows.
  const frames = await page.evaluate(async () => {
    const list = document.querySelector('[data-testid="cn-list"]') as HTMLElement;
    list.scrollTop = 0;
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    const deltas: number[] = [];
    let last = performance.now();
    const step = 400; // px per frame: ~5 rows
    while (list.scrollTop + list.clientHeight < list.scrollHeight - 1) {
      list.scrollTop += step;
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      const now = performance.now();
      deltas.push(now - last);
      last = now;
    }
    return deltas;
  });
  const scrolledRows = await page.getByTestId('cn-count').innerText();

  // ---------------------------------------------------------------- first screen from the cache
  // A fresh tab: the listing's pages are in the core's cache (SQLite), none in this page's memory.
  await page.close();
  const fresh = await browser.newPage({ viewport: { width: 1360, height: 900 } });
  await fresh.goto(serve.url);
  await fresh.getByTestId('competition-row').first().waitFor({ timeout: 30_000 });
  const firstScreen = async (how: 'navigate' | 'reload') => {
    if (how === 'reload') {
      await fresh.goto(`${serve.origin}/#/competitions`);
      await fresh.getByTestId('competition-row').first().waitFor({ timeout: 30_000 });
      await fresh.reload();
      await fresh.getByTestId('competition-row').first().waitFor({ timeout: 30_000 });
    } else {
      await fresh.evaluate(() => {
        location.hash = '#/competitions';
      });
      await fresh.getByTestId('competition-row').first().waitFor({ timeout: 30_000 });
    }
    // No named functions inside: tsx would wrap them in a helper the page does not have.
    return fresh.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const t0 = performance.now();
          new MutationObserver((_records, obs) => {
            if (!document.querySelector('[data-testid="cn-row"]')) return;
            obs.disconnect();
            // The frame that shows the rows.
            requestAnimationFrame(() => resolve(performance.now() - t0));
          }).observe(document.body, { childList: true, subtree: true });
          location.hash = '#/network?kind=cheatsheet';
        }),
    );
  };
  const navMs: number[] = [];
  const reloadMs: number[] = [];
  for (let i = 0; i < ROUNDS; i++) navMs.push(await firstScreen('navigate'));
  for (let i = 0; i < ROUNDS; i++) reloadMs.push(await firstScreen('reload'));

  process.stdout.write(
    `${JSON.stringify(
      {
        items: EXTRA,
        seedMs: Math.round(seedMs),
        loadAllPagesMs: Math.round(loadAllMs),
        listed: total.trim(),
        firstScreenFromCacheMs: {
          inAppNavigation: r2(median(navMs)),
          afterReload: r2(median(reloadMs)),
          aimMs: 150,
        },
        scroll: {
          rows: scrolledRows,
          frames: frames.length,
          medianMs: r2(median(frames)),
          p95Ms: r2(pct(frames, 0.95)),
          maxMs: r2(Math.max(...frames)),
          over16_7: frames.filter((f) => f > 16.7).length,
          over33_3: frames.filter((f) => f > 33.3).length,
        },
      },
      null,
      2,
    )}\n`,
  );
} finally {
  await browser.close();
  await serve.stop();
  await sandbox.close();
}
