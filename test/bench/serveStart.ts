/**
 * Serve mode's start, in Chromium: ms from starting the serve host's process (the harness's
 * startServe, which runs what `npm run serve` runs) to the frame that shows the first competition
 * row, on a data folder used before (the competitions are in the core's cache) and on a new one,
 * against a bare static server (node:http, no framework, serving out/renderer) from its start to
 * its first page: drawn (first contentful paint: the app's shell) and loaded (load event: index.html
 * and its scripts run). Each start in a fresh browser context (nothing cached) whose tab is open
 * before the server starts; times are the server's start to the navigation, plus the page's own
 * clock from there. The sandbox runs in its own process throughout. Median of ROUNDS, interleaved;
 * ratios of the medians, and the median of each round's ratio (paired). Needs a fresh build
 * (`npx electron-vite build`). Prints one JSON document.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, type SandboxProc, startSandboxProcess, startServe } from '../e2e/harness';
import { RENDERER_DIR } from '../helpers/rendererFiles';

const ROUNDS = Number(process.env.BENCH_SERVE_ROUNDS ?? 15);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const summary = (xs: number[]) => ({ median: Math.round(median(xs)), all: xs.map(Math.round) });

/** The baseline: a static file server in plain Node, run as plain JavaScript (no loader). */
const STATIC_SERVER = `
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
// As the serve host loads it: an ES import of node:http would load Node's own undici (~50 ms).
const { createServer } = process.getBuiltinModule('node:http');
const root = process.argv[1];
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.ttf': 'font/ttf' };
const server = createServer(async (req, res) => {
  const path = new URL(req.url, 'http://x').pathname;
  const file = path === '/' ? 'index.html' : path;
  try {
    const body = await readFile(join(root, file));
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
server.listen(0, '127.0.0.1', () => console.log('http://127.0.0.1:' + server.address().port + '/'));
`;

function startStatic(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', STATIC_SERVER, RENDERER_DIR], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /http:\/\/\S+/.exec(out);
      if (m) resolve({ child, url: m[0] });
    });
    child.once('exit', (code) => reject(new Error(`the static server exited ${code}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/**
 * Before any script of each document: `window.__drawnAt`, the time since navigation start of the
 * frame after `selector` first matches. A string: tsx would wrap a named function in a helper the
 * page does not have.
 */
const drawnAt = (selector: string) => `(() => {
  const sel = ${JSON.stringify(selector)};
  const obs = new MutationObserver(() => {
    if (window.__drawnAt !== undefined || !document.querySelector(sel)) return;
    window.__drawnAt = -1;
    obs.disconnect();
    requestAnimationFrame(() => { window.__drawnAt = performance.now(); });
  });
  obs.observe(document, { childList: true, subtree: true });
})()`;

/** Waits in the page (not waitForFunction: the app's CSP forbids evaluating strings there). */
const pageValue = (page: Page, expression: string) =>
  page.evaluate(`new Promise((resolve, reject) => {
    const t0 = Date.now();
    const check = () => {
      const v = ${expression};
      if (v > 0) resolve(v);
      else if (Date.now() - t0 > 30000) reject(new Error('not drawn: ${expression.replace(/'/g, '')}'));
      else setTimeout(check, 5);
    };
    check();
  })`) as Promise<number>;

/** A fresh context with its tab open (nothing cached), ready before the server starts. */
async function freshTab(browser: Browser, selector?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (selector) await context.addInitScript(drawnAt(selector));
  return context.newPage();
}

/** ms from starting the bare server to its page loaded and to its first paint. */
async function staticFirstPage(browser: Browser): Promise<{ loaded: number; drawn: number }> {
  const page = await freshTab(browser);
  const t0 = performance.now();
  const server = await startStatic();
  try {
    const navigated = performance.now() - t0;
    await page.goto(server.url, { waitUntil: 'load' });
    const loaded = await pageValue(page, "performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0");
    const painted = await pageValue(
      page,
      "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0",
    );
    return { loaded: navigated + loaded, drawn: navigated + painted };
  } finally {
    await page.context().close();
    await stopChild(server.child);
  }
}

/** ms from starting serve mode to the frame that shows the first competition row. */
async function serveFirstRow(browser: Browser, sandbox: SandboxProc, dataDir: string): Promise<number> {
  const page = await freshTab(browser, '[data-testid="competition-row"]');
  const apiKey = sandbox.keys.find((k) => k.name === 'participant')!.apiKey;
  const t0 = performance.now();
  const serve = await startServe({ dataDir, sandboxUrl: sandbox.baseUrl, sandboxKey: apiKey });
  try {
    const navigated = performance.now() - t0;
    await page.goto(serve.url, { waitUntil: 'commit' });
    return navigated + (await pageValue(page, 'window.__drawnAt ?? 0'));
  } finally {
    await page.context().close();
    await serve.stop();
  }
}

async function main() {
  const dirs: string[] = [];
  const dir = (prefix: string) => {
    const d = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(d);
    return d;
  };
  let sandbox: SandboxProc | undefined;
  let browser: Browser | undefined;
  try {
    sandbox = await startSandboxProcess({ dataDir: dir('wb-bench-ss-sbx-') });
    browser = await launchBrowser();
    const used = dir('wb-bench-ss-serve-');
    // Once, untimed: the data folder is made and the competitions cached; the browser warmed.
    await serveFirstRow(browser, sandbox, used);
    await staticFirstPage(browser);

    const bareLoaded: number[] = [];
    const bare: number[] = [];
    const usedFolder: number[] = [];
    const newFolder: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const first = await staticFirstPage(browser);
      bareLoaded.push(first.loaded);
      bare.push(first.drawn);
      usedFolder.push(await serveFirstRow(browser, sandbox, used));
      newFolder.push(await serveFirstRow(browser, sandbox, dir('wb-bench-ss-new-')));
    }
    process.stdout.write(
      `${JSON.stringify({
        rounds: ROUNDS,
        bareStaticServerFirstPageDrawnMs: summary(bare),
        bareStaticServerFirstPageLoadedMs: summary(bareLoaded),
        serveFirstRowMs: summary(usedFolder),
        serveFirstRowNewDataFolderMs: summary(newFolder),
        serveOverBareDrawn: Number((median(usedFolder) / median(bare)).toFixed(2)),
        serveOverBareLoaded: Number((median(usedFolder) / median(bareLoaded)).toFixed(2)),
        serveNewDataFolderOverBareDrawn: Number((median(newFolder) / median(bare)).toFixed(2)),
        // Each round's serve start over the bare start just before it, then the median: a machine
        // that slows down or speeds up during the run moves both sides of a pair alike.
        serveOverBareDrawnPaired: Number(median(usedFolder.map((x, i) => x / bare[i]!)).toFixed(2)),
      })}\n`,
    );
  } finally {
    await browser?.close().catch(() => undefined);
    await sandbox?.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
