/**
 * The renderer's first screen and its editor, in Chromium against serve mode (the built renderer:
 * `npx electron-vite build` first). Prints one JSON document:
 * - bundle: the main chunk (the script index.html runs), everything the first screen loads before
 *   any dynamic import (module preloads and static imports), the editor's code (CodeEditor's chunk
 *   and what it imports that the first screen does not) and Monaco's worker: KiB raw and gzip;
 * - firstScreen: ms from navigation start to the frame that shows the first competition row, in a
 *   fresh browser context (nothing cached), against a baseline served by the same host in the same
 *   way: its signed-out page (a small HTML page without scripts), drawn; median of ROUNDS, ratio;
 * - editor: ms from opening a library cheatsheet (hash navigation) to the frame that shows its
 *   text in Monaco — the first time, after the first screen has been drawn and the page has had
 *   PREFETCH_WAIT_MS to load what it loads at idle, and the second time (another page between).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  type SandboxProc,
  type ServeProc,
  startSandboxProcess,
  startServe,
} from '../e2e/harness';
import { assetsNamed, entryScripts, mainChunk, sizes, staticClosure } from '../helpers/rendererFiles';

const ROUNDS = Number(process.env.BENCH_RENDERER_ROUNDS ?? 5);
/** How long the page may load its idle prefetch before the editor is opened the first time. */
const PREFETCH_WAIT_MS = Number(process.env.BENCH_RENDERER_PREFETCH_MS ?? 5_000);
const CHEATSHEET = '#/library/cheatsheet/chs_alice_draft';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const summary = (xs: number[]) => ({ median: Math.round(median(xs)), all: xs.map(Math.round) });

/**
 * Installed before any script of each document: records, in `window.__drawnAt`, the time since
 * navigation start of the frame after `selector` first matches. A string: tsx would wrap a named
 * function in a helper the page does not have.
 */
const drawnAt = (selector: string) => `(() => {
  const sel = ${JSON.stringify(selector)};
  const seen = () => {
    if (window.__drawnAt !== undefined || !document.querySelector(sel)) return false;
    window.__drawnAt = -1;
    requestAnimationFrame(() => { window.__drawnAt = performance.now(); });
    return true;
  };
  const obs = new MutationObserver(() => { if (seen()) obs.disconnect(); });
  obs.observe(document, { childList: true, subtree: true });
})()`;

async function drawnTime(
  browser: Browser,
  url: string,
  selector: string,
): Promise<{ ms: number; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(drawnAt(selector));
  const page = await context.newPage();
  await page.goto(url);
  // Not waitForFunction: under the app's CSP it cannot evaluate a string.
  const ms = (await page.evaluate(`new Promise((resolve, reject) => {
    const t0 = Date.now();
    const check = () => {
      if (window.__drawnAt > 0) resolve(window.__drawnAt);
      else if (Date.now() - t0 > 30000) reject(new Error('nothing drawn'));
      else setTimeout(check, 5);
    };
    check();
  })`)) as number;
  return { ms, page };
}

/** ms from setting the hash to the frame that shows the editor with text. */
function openEditor(page: Page): Promise<number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const t0 = performance.now();
    location.hash = ${JSON.stringify(CHEATSHEET)};
    const check = () => {
      const lines = document.querySelector('[data-testid="editor"] .view-lines');
      if (lines && lines.textContent.trim().length > 0) {
        requestAnimationFrame(() => resolve(performance.now() - t0));
      } else if (performance.now() - t0 > 30000) reject(new Error('the editor showed no text'));
      else requestAnimationFrame(check);
    };
    check();
  })`) as Promise<number>;
}

function bundle() {
  const main = mainChunk();
  const first = staticClosure(entryScripts());
  const editorEntry = assetsNamed('CodeEditor');
  if (editorEntry.length !== 1)
    throw new Error(`expected one CodeEditor chunk, found ${editorEntry.join(', ')}`);
  const editor = [...staticClosure(editorEntry)].filter((f) => !first.has(f));
  return {
    mainChunk: { file: main, ...sizes([main]) },
    firstScreenScripts: sizes(first),
    editorCode: sizes(editor),
    editorWorker: sizes(assetsNamed('editor.worker')),
  };
}

async function main() {
  const files = bundle();
  const dirs = [
    mkdtempSync(join(tmpdir(), 'wb-bench-rs-sbx-')),
    mkdtempSync(join(tmpdir(), 'wb-bench-rs-serve-')),
  ];
  let sandbox: SandboxProc | undefined;
  let serve: ServeProc | undefined;
  let browser: Browser | undefined;
  try {
    sandbox = await startSandboxProcess({ dataDir: dirs[0]! });
    const apiKey = sandbox.keys.find((k) => k.name === 'participant')!.apiKey;
    serve = await startServe({ dataDir: dirs[1]!, sandboxUrl: sandbox.baseUrl, sandboxKey: apiKey });
    browser = await launchBrowser();
    // Once, untimed: the core caches the competitions, as on any start after the first.
    await (await drawnTime(browser, serve.url, '[data-testid="competition-row"]')).page.context().close();

    const baseline: number[] = [];
    const firstScreen: number[] = [];
    const editorFirst: number[] = [];
    const editorSecond: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      // No token, no cookie: the host answers its signed-out page.
      const blank = await drawnTime(browser, `${serve.origin}/`, 'h1');
      baseline.push(blank.ms);
      await blank.page.context().close();

      const app = await drawnTime(browser, serve.url, '[data-testid="competition-row"]');
      firstScreen.push(app.ms);
      // The page is left alone for its idle work, as a user reading the first screen would.
      await app.page.waitForTimeout(PREFETCH_WAIT_MS);
      editorFirst.push(await openEditor(app.page));
      await app.page.evaluate(`location.hash = '#/library/cheatsheets'`);
      await app.page.getByTestId('library-row').first().waitFor({ timeout: 30_000 });
      editorSecond.push(await openEditor(app.page));
      await app.page.context().close();
    }
    process.stdout.write(
      `${JSON.stringify({
        rounds: ROUNDS,
        bundle: files,
        firstScreenMs: summary(firstScreen),
        baselineSignedOutPageMs: summary(baseline),
        firstScreenOverBaseline: Number((median(firstScreen) / median(baseline)).toFixed(2)),
        editorOpensWithTextMs: {
          firstTime: summary(editorFirst),
          secondTime: summary(editorSecond),
          openedFirstAfterIdleMs: PREFETCH_WAIT_MS,
        },
      })}\n`,
    );
  } finally {
    await browser?.close().catch(() => undefined);
    await serve?.stop();
    await sandbox?.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
