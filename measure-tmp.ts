import { startApp } from './test/e2e/harness';
const app = await startApp('measure', { viewport: { width: 800, height: 800 } });
const { page, serve } = app;
try {
  await page.goto(serve.url);
  await page.getByTestId('competition-row').first().waitFor({ timeout: 20000 });
  for (const p of ['/competitions', '/competitions/igp24/leaderboard', '/competitions/igp24/submissions', '/competitions/igp24', '/igp24', '/library/cheatsheets', '/library/solver-templates', '/library/lean-problems', '/outbox', '/settings/connections']) {
    await page.goto(`${serve.origin}/#${p}`);
    await page.waitForTimeout(1500);
    const m = await page.evaluate(() => {
      const d = document.scrollingElement!; const main = document.querySelector('main')!;
      const wide = [...main.querySelectorAll('*')].filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible').map((e) => `${e.tagName}.${e.className} ${e.scrollWidth}/${e.clientWidth}`).slice(0, 4);
      return { doc: [d.scrollWidth, d.clientWidth], main: [main.scrollWidth, main.clientWidth], wide };
    });
    console.log(p, JSON.stringify(m));
    await page.screenshot({ path: `/work/shots/tmp-800${p.replaceAll('/', '_')}.png` });
  }
} finally { await app.close(); }
