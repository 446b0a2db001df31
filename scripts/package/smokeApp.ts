/**
 * The smoke test of a packaged app (run by smoke.ts, documented in docs/packaging.md, "Smoke test
 * of the installers"): reads its fuses back, starts the executable, drives its window through the
 * Chrome DevTools Protocol with playwright-core, checks that the window opens, the built-in Sandbox
 * answers and the competitions list is drawn, and always stops the app and every process it
 * started.
 *
 * Why not playwright-core's `_electron.launch`: it starts the app with `--inspect=0` and waits for
 * the Node inspector, which the EnableNodeCliInspectArguments fuse (off in package.json) disables,
 * so it can never connect to a release build. `--remote-debugging-port` is Chromium's own switch,
 * which no fuse covers; `chromium.connectOverCDP` drives the window through it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from 'playwright-core';
import { checkFuses } from './fuseCheck';

/** The packaged renderer's address (src/main/origins.ts, APP_ENTRY_URL). */
export const APP_URL = 'app://workbench/';

export interface SmokeOptions {
  /** The packaged executable (on macOS the one inside the .app: Contents/MacOS/<name>). */
  executable: string;
  /** The package.json whose build.electronFuses the fuses must match. */
  config: string;
  /** How long each step may take (start, window, Sandbox, competitions), in ms. */
  timeoutMs: number;
  /** Where to save a screenshot of the window (also when a check fails). */
  screenshot?: string;
  /** Read the fuses back (false only for the stand-in test, whose executable has none). */
  fuses?: boolean;
  /** The page to drive: the first whose URL starts with this. */
  appUrl?: string;
  /** Whether the app must quit by itself once its window closes (not on macOS, where apps stay). */
  quitsWhenWindowCloses?: boolean;
  /** How long the app may take to quit after its window closed, in ms. */
  quitMs?: number;
}

export const USAGE = `Usage: tsx scripts/package/smoke.ts <packaged executable> [options]

Starts the packaged app, checks that its window opens, the built-in Sandbox answers and the
competitions list is drawn, and that its fuses read back as package.json build.electronFuses sets
them (the asar integrity fuses on). Always stops the app. Exits 1 on any failure, 2 on bad usage.

  <packaged executable>  Linux: dist/linux-unpacked/participant-workbench
                         macOS: "dist/mac-arm64/Participant Workbench.app/Contents/MacOS/Participant Workbench"
                         Windows: "dist/win-unpacked/Participant Workbench.exe"
  --config <file>        package.json with build.electronFuses (default: this project's)
  --timeout <seconds>    how long each step may take (default 90)
  --screenshot <file>    save a PNG of the window, also when a check fails
  --help                 this text`;

const projectDir = resolve(dirname(new URL(import.meta.url).pathname), '..', '..');

export type ParsedArgs =
  | { kind: 'run'; options: SmokeOptions }
  | { kind: 'help' }
  | { kind: 'error'; message: string };

/** The command line of smoke.ts; a mistake is a message, never a throw. */
export function parseSmokeArgs(argv: string[], cwd = process.cwd()): ParsedArgs {
  let parsed: ReturnType<
    typeof parseArgs<{
      options: {
        config: { type: 'string' };
        timeout: { type: 'string' };
        screenshot: { type: 'string' };
        help: { type: 'boolean' };
      };
      allowPositionals: true;
    }>
  >;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        config: { type: 'string' },
        timeout: { type: 'string' },
        screenshot: { type: 'string' },
        help: { type: 'boolean' },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    return { kind: 'error', message: err instanceof Error ? err.message : String(err) };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (positionals.length === 0)
    return { kind: 'error', message: 'the path of the packaged executable is missing' };
  if (positionals.length > 1)
    return {
      kind: 'error',
      message: `one executable only, got ${positionals.length}: ${positionals.join(', ')} (quote a path with spaces)`,
    };
  let timeoutMs = 90_000;
  if (values.timeout !== undefined) {
    const seconds = Number(values.timeout);
    if (!/^\d+(\.\d+)?$/.test(values.timeout) || !(seconds > 0) || seconds > 3600)
      return {
        kind: 'error',
        message: `--timeout takes seconds between 0 and 3600, not "${values.timeout}"`,
      };
    timeoutMs = seconds * 1000;
  }
  if (values.screenshot !== undefined && !values.screenshot.toLowerCase().endsWith('.png'))
    return { kind: 'error', message: `--screenshot takes a .png file, not "${values.screenshot}"` };
  return {
    kind: 'run',
    options: {
      executable: resolve(cwd, positionals[0]!),
      config: resolve(cwd, values.config ?? join(projectDir, 'package.json')),
      timeoutMs,
      ...(values.screenshot !== undefined ? { screenshot: resolve(cwd, values.screenshot) } : {}),
    },
  };
}

export interface SmokeResult {
  ok: boolean;
  failures: string[];
}

/** The app's output, last lines only, for failure messages. */
class OutputTail {
  private text = '';
  add(chunk: Buffer | string) {
    this.text = (this.text + chunk.toString()).slice(-20_000);
  }
  tail(lines = 25) {
    return this.text.trimEnd().split('\n').slice(-lines).join('\n');
  }
  get all() {
    return this.text;
  }
}

const running = new Set<() => Promise<void>>();

/** Stops every app a smoke test started and has not stopped yet (Ctrl-C, CI cancel). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((stop) => stop()));
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((done) => {
    const timer = setTimeout(() => {
      child.off('exit', onExit);
      done(false);
    }, ms);
    const onExit = () => {
      clearTimeout(timer);
      done(true);
    };
    child.once('exit', onExit);
  });
}

/** Kills the app and its children: its process group on Linux and macOS, its tree on Windows. */
function killTree(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  if (process.platform === 'win32') {
    spawnSync('taskkill', ['/pid', String(child.pid), '/T', '/F'], { stdio: 'ignore' });
    return;
  }
  try {
    process.kill(-child.pid, signal);
  } catch {
    // ESRCH: the group is gone already.
  }
}

/** The DevTools endpoint Chromium prints once it listens (`--remote-debugging-port=0`). */
function devToolsEndpoint(child: ChildProcess, out: OutputTail, ms: number): Promise<string> {
  return new Promise((done, fail) => {
    let seen = '';
    const timer = setTimeout(
      () => finish(new Error(`it did not open its debugging port within ${ms / 1000} s`)),
      ms,
    );
    const onData = (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4000);
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(seen);
      if (m) finish(null, m[1]!);
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      finish(
        new Error(
          `it exited (${signal ?? `code ${code}`}) before opening its debugging port; its output:\n${out.tail()}`,
        ),
      );
    const onError = (err: Error) => finish(new Error(`it could not be started: ${err.message}`));
    const finish = (err: Error | null, url?: string) => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      child.off('error', onError);
      if (err) fail(err);
      else done(url!);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
    child.once('error', onError);
  });
}

/** Polls for the app's window among the pages the browser side knows (they appear once created). */
async function findAppPage(browser: Browser, appUrl: string, ms: number): Promise<Page> {
  const deadline = Date.now() + ms;
  for (;;) {
    const page = browser
      .contexts()
      .flatMap((c) => c.pages())
      .find((p) => p.url().startsWith(appUrl));
    if (page) return page;
    if (Date.now() > deadline) {
      const urls = browser.contexts().flatMap((c) => c.pages().map((p) => p.url()));
      throw new Error(
        `no window showed ${appUrl} within ${ms / 1000} s (pages: ${urls.length > 0 ? urls.join(', ') : 'none'})`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Runs the smoke test; never throws, and never leaves the app running. */
export async function runSmoke(
  opts: SmokeOptions,
  log: (line: string) => void = console.log,
): Promise<SmokeResult> {
  const failures: string[] = [];
  const pass = (what: string) => log(`✓ ${what}`);
  const fail = (what: string, err: unknown) => {
    const message = `${what}: ${err instanceof Error ? err.message : String(err)}`;
    failures.push(message);
    log(`✗ ${message}`);
  };

  try {
    if (!statSync(opts.executable).isFile()) throw new Error('not a file');
  } catch (err) {
    fail(
      `the packaged executable ${opts.executable}`,
      err instanceof Error && 'code' in err ? 'not found' : err,
    );
    return { ok: false, failures };
  }

  if (opts.fuses !== false) {
    try {
      const manifest = JSON.parse(readFileSync(opts.config, 'utf8')) as {
        build?: { electronFuses?: unknown };
      };
      const fuses = await checkFuses(opts.executable, manifest.build?.electronFuses);
      for (const line of fuses.lines) log(`  fuse ${line}`);
      if (fuses.ok)
        pass('the fuses read back as build.electronFuses sets them; the asar integrity check is on');
      for (const f of fuses.failures) fail('fuses', f);
    } catch (err) {
      fail('the fuses could not be read', err);
    }
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'wb-smoke-'));
  log(`  data folder: ${dataDir} (removed at the end)`);
  const out = new OutputTail();
  // Its own process group (Linux, macOS), so the app and every child it starts can be stopped.
  const child = spawn(
    opts.executable,
    ['--remote-debugging-port=0', `--user-data-dir=${join(dataDir, 'user-data')}`],
    {
      cwd: dataDir,
      detached: process.platform !== 'win32',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // Linux: the app's data folder (app.getPath('userData')) goes under here, not the runner's home.
        XDG_CONFIG_HOME: join(dataDir, 'config'),
        ELECTRON_RUN_AS_NODE: undefined,
        ELECTRON_ENABLE_LOGGING: '1',
      },
    },
  );
  child.stdout?.on('data', (c: Buffer) => out.add(c));
  child.stderr?.on('data', (c: Buffer) => out.add(c));
  child.on('error', () => undefined);

  // Set inside drive(); `as` keeps TypeScript from treating them as always null here.
  let browser = null as Browser | null;
  let page = null as Page | null;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await browser?.close().catch(() => undefined);
    if (!exited(child)) {
      killTree(child, 'SIGTERM');
      if (!(await waitForExit(child, 10_000))) killTree(child, 'SIGKILL');
      await waitForExit(child, 10_000);
    }
    // Whatever its children left in its process group (none, normally). Not on Windows, where a
    // tree can only be named by the pid of its exited root, which may be another process's now.
    if (process.platform !== 'win32') killTree(child, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  running.add(stop);

  const drive = async (): Promise<void> => {
    let endpoint: string;
    try {
      endpoint = await devToolsEndpoint(child, out, opts.timeoutMs);
      pass(`the app started (pid ${child.pid})`);
    } catch (err) {
      fail('the app did not start', err);
      return;
    }
    try {
      browser = await chromium.connectOverCDP(endpoint, { timeout: opts.timeoutMs });
      page = await findAppPage(browser, opts.appUrl ?? APP_URL, opts.timeoutMs);
      await page.waitForFunction(
        () =>
          document.visibilityState === 'visible' &&
          (document.getElementById('root')?.childElementCount ?? 0) > 0,
        null,
        { timeout: opts.timeoutMs },
      );
      pass(`the window opened and drew the app (${page.url()})`);
    } catch (err) {
      fail('the window did not open', err);
      return;
    }
    try {
      await page
        .locator('[data-testid="connection-indicator"][data-state="online"]')
        .first()
        .waitFor({ timeout: opts.timeoutMs });
      const name = await page.getByTestId('active-connection').first().innerText({ timeout: opts.timeoutMs });
      if (!/Sandbox/.test(name))
        throw new Error(`the header shows the connection "${name}", not the Sandbox`);
      pass(`the built-in Sandbox answers: the header shows "${name}" online`);
    } catch (err) {
      const state = await page
        .getByTestId('connection-indicator')
        .first()
        .getAttribute('data-state', { timeout: 1000 })
        .catch(() => 'absent');
      fail(`the Sandbox connection is not online (indicator: ${state})`, err);
    }
    try {
      const rows = page.getByTestId('competition-row');
      await rows.first().waitFor({ timeout: opts.timeoutMs });
      pass(`the competitions list is drawn (${await rows.count()} rows)`);
    } catch (err) {
      fail('the competitions list is not drawn', err);
    }
  };

  try {
    await drive();
    if (page && opts.screenshot) {
      try {
        mkdirSync(dirname(opts.screenshot), { recursive: true });
        await page.screenshot({ path: opts.screenshot, timeout: 10_000 });
        log(`  screenshot: ${opts.screenshot}`);
      } catch (err) {
        log(`  no screenshot: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    // Close the way a person does: the window. On Linux and Windows the app quits by itself then.
    if (page && !exited(child)) {
      const open: Page = page;
      await open.evaluate(() => window.close()).catch(() => undefined);
      if (opts.quitsWhenWindowCloses ?? process.platform !== 'darwin') {
        const quitMs = opts.quitMs ?? 30_000;
        if (!(await waitForExit(child, quitMs)))
          fail('the app did not quit', `its window closed, but it still ran ${quitMs / 1000} s later`);
        else if (child.exitCode !== 0)
          fail(
            'the app quit when its window closed',
            `but exited with ${child.signalCode ?? `code ${child.exitCode}`}`,
          );
        else pass('the app quit when its window closed');
      }
    }
  } finally {
    await stop();
    running.delete(stop);
  }
  if (failures.length > 0 && out.all.trim()) log(`\nthe app's last output:\n${out.tail(40)}`);
  return { ok: failures.length === 0, failures };
}
