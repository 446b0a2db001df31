/**
 * End-to-end harness: a sandbox process, the serve host in its own process (the same core the
 * desktop app runs; the built host, as `npm run serve` runs it), and Debian's Chromium driven by
 * playwright-core.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { failureReporters } from '../helpers/failureReporters';
import { removeTempDirs, tempDir } from '../helpers/tempDir';

/**
 * Sources run through tsx's loader, in one process per service (the tsx binary would fork a child
 * that outlives a SIGKILL).
 */
const TSX = ['--import', 'tsx'];
/** Serve mode's host as `npm run serve` runs it: built by `electron-vite build` (scripts/serve/build.mjs). */
export const BUILT_SERVE_HOST = join(process.cwd(), 'out', 'serve', 'serve.js');
export const ARTIFACTS = join(process.cwd(), 'test-artifacts', 'e2e');

export interface Proc {
  child: ChildProcess;
  /** Everything the process printed, for the "no key in the logs" check. */
  output: () => string;
  stop: () => Promise<void>;
}

function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
): Promise<{ proc: Proc; match: RegExpMatchArray }> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  /** The script it runs, for the messages. */
  const name = args.find((a) => /\.[tj]s$/.test(a)) ?? args.join(' ');
  const proc: Proc = {
    child,
    output: () => out,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${out}`)), 30_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(ready);
      if (match) {
        clearTimeout(timer);
        resolve({ proc, match });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.once('exit', (code) => reject(new Error(`${name} exited ${code}:\n${out}`)));
  });
}

export interface SandboxProc extends Proc {
  baseUrl: string;
  keys: { name: string; apiKey: string }[];
}

export async function startSandboxProcess(opts: {
  port?: number;
  dataDir: string;
  /** More sandbox options, e.g. `--playground-pace-ms 60` for runs that finish quickly. */
  args?: string[];
}): Promise<SandboxProc> {
  const args = [
    ...TSX,
    'src/sandbox/cli.ts',
    '--data',
    opts.dataDir,
    '--port',
    String(opts.port ?? 0),
    // The `variant` project of the test matrix (vitest.config.ts) runs the same tests against it.
    ...(process.env.WB_SANDBOX_VARIANT === '1' ? ['--variant'] : []),
    ...(opts.args ?? []),
  ];
  const { proc, match } = await startProcess(args, {}, /^(\{.*\})$/m);
  const info = JSON.parse(match[1]!) as { baseUrl: string; keys: { name: string; apiKey: string }[] };
  return { ...proc, ...info };
}

export interface ServeProc extends Proc {
  url: string;
  origin: string;
}

export async function startServe(opts: {
  /** `--data DIR`; left out, serve mode picks the folder itself (WORKBENCH_DATA_DIR, else the app's). */
  dataDir?: string;
  /** The built-in Sandbox connection's server; left out, serve mode starts its own in-process. */
  sandboxUrl?: string;
  sandboxKey?: string;
  /** More environment for the process (undefined removes a variable). */
  env?: NodeJS.ProcessEnv;
}): Promise<ServeProc> {
  if (!existsSync(BUILT_SERVE_HOST))
    throw new Error(`${BUILT_SERVE_HOST} is missing: build first (npx electron-vite build).`);
  const args = [
    BUILT_SERVE_HOST,
    ...(opts.dataDir === undefined ? [] : ['--data', opts.dataDir]),
    '--heartbeat-ms',
    '500',
    '--probe-ms',
    '300',
  ];
  const env = {
    ...(opts.sandboxUrl && opts.sandboxKey
      ? { WORKBENCH_SANDBOX_URL: opts.sandboxUrl, WORKBENCH_SANDBOX_KEY: opts.sandboxKey }
      : {}),
    ...opts.env,
  };
  const { proc, match } = await startProcess(args, env, /(http:\/\/127\.0\.0\.1:\d+)\/\?token=\S+/);
  return { ...proc, url: match[0], origin: match[1]! };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  // Transitions finished first: right after a resize the narrow layout's menu is still sliding
  // away over the page, and a picture taken then shows the page's left edge covered.
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** The pages this file has opened, for the report on a failed test. */
const pages: Page[] = [];
/** The last things each page complained of: console errors and warnings, failed requests. */
const complaints = new WeakMap<Page, string[]>();

function listen(page: Page): void {
  const heard: string[] = [];
  complaints.set(page, heard);
  const note = (s: string) => {
    heard.push(`${new Date().toISOString().slice(11, 23)} ${s.slice(0, 300)}`);
    if (heard.length > 30) heard.shift();
  };
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') note(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => note(`page error: ${e.message}`));
  page.on('requestfailed', (r) => note(`request failed: ${r.method()} ${r.url()} ${r.failure()?.errorText}`));
}

/**
 * When a test fails (a timeout says nothing of where it stopped), print what its pages show: the
 * address, the heading, the open dialogs and where the keyboard focus is. Registered in this file's
 * module scope, so every end-to-end file that imports the harness gets it.
 */
failureReporters.push(async (testName) => {
  for (const page of pages.filter((p) => !p.isClosed())) {
    const seen = await page
      .evaluate(() => ({
        heading: document.querySelector('main h1')?.textContent,
        dialogs: [...document.querySelectorAll('dialog[open], [role="dialog"]')].map((d) =>
          (d.getAttribute('aria-label') ?? d.textContent ?? '').slice(0, 80),
        ),
        said: [...document.querySelectorAll('[role="status"], [role="alert"]')]
          .map((e) => e.textContent?.trim().slice(0, 160))
          .filter(Boolean),
        focus: document.activeElement?.outerHTML.slice(0, 160),
        hasFocus: document.hasFocus(),
      }))
      .catch((e: Error) => ({ error: e.message }));
    const heard = complaints.get(page) ?? [];
    console.error(`[e2e] after "${testName}": ${page.url()}\n${JSON.stringify({ ...seen, heard }, null, 1)}`);
  }
});

/** Everything one end-to-end file needs: a sandbox it can stop and restart, serve mode, a page. */
export interface App {
  sandbox: SandboxProc;
  serve: ServeProc;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** The participant's key, which the built-in Sandbox connection uses. */
  apiKey: string;
  serveData: string;
  stopSandbox(): Promise<void>;
  /** Starts the sandbox again on the same port with the same data; updates `sandbox`. */
  restartSandbox(): Promise<SandboxProc>;
  /** Closes the browser, stops serve mode and the sandbox, and removes their data folders. */
  close(): Promise<void>;
}

export async function startApp(
  name: string,
  contextOptions: BrowserContextOptions = {},
  sandboxArgs: string[] = [],
): Promise<App> {
  const sandboxData = tempDir(`wb-e2e-${name}-sbx-`);
  const serveData = tempDir(`wb-e2e-${name}-serve-`);
  // What has started so far, stopped in reverse order by close() or when a later step fails.
  const started: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const stop of started.splice(0).reverse()) await stop().catch(() => undefined);
    removeTempDirs([sandboxData, serveData]);
  };
  try {
    let sandbox = await startSandboxProcess({ dataDir: sandboxData, args: sandboxArgs });
    // Whichever sandbox runs at the time (restartSandbox replaces it).
    started.push(() => sandbox.stop());
    const port = Number(new URL(sandbox.baseUrl).port);
    const apiKey = sandbox.keys.find((k) => k.name === 'participant')!.apiKey;
    const serve = await startServe({ dataDir: serveData, sandboxUrl: sandbox.baseUrl, sandboxKey: apiKey });
    started.push(() => serve.stop());
    const browser = await launchBrowser();
    started.push(() => browser.close());
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...contextOptions });
    // Below the test timeout, so a step that waits forever fails with its own call log.
    context.setDefaultTimeout(25_000);
    const page = await context.newPage();
    pages.push(page);
    listen(page);
    const app: App = {
      sandbox,
      serve,
      browser,
      context,
      page,
      apiKey,
      serveData,
      stopSandbox: () => app.sandbox.stop(),
      restartSandbox: async () => {
        sandbox = await startSandboxProcess({ dataDir: sandboxData, port, args: sandboxArgs });
        app.sandbox = sandbox;
        return sandbox;
      },
      close: stopAll,
    };
    return app;
  } catch (e) {
    await stopAll();
    throw e;
  }
}
