/**
 * The IGP24 screens in the app (serve mode in Chromium; needs a fresh `electron-vite build`):
 * - the check of a 1,000-line mixed file (random coefficients ~10, ~10^6, ~10^30, reducible
 *   products), from the click on "Run checks" to "1,000 of 1,000 valid lines checked", against the
 *   command line's whole process on the same file, bundled from the current source as it ships
 *   (lib/cliProcess.ts), both with their one default Pollard–Brent budget (factorBudget.ts), so the
 *   same work and the same answers. Alternated, ROUNDS each, medians. Also the UI thread's longest task while the check runs, and how many table rows
 *   the page holds at its end.
 * - opening a 1 MB file (990 lines of 24 coefficients ~10^38): the UI thread's longest task from
 *   choosing the file until the file is read, its table drawn and its draft saved, and how long
 *   until the editor shows its text; against parseFile of the same text on the UI thread (the
 *   baseline: what the page used to do before the parse moved to a worker).
 * - BENCH_POOL=1 adds the pool against one worker: the check with the page told it has 2, 3 or 4
 *   cores (pool of 1, 2, 3 workers).
 * The machine's core count bounds the pool's speedup; the JSON says how many cores there were.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { mul } from '../../src/shared/igp24/arith/poly';
import { startApp } from '../e2e/harness';
import { randMonic, rng, toLine } from '../unit/igp24/gen';
import { bundleIgp24Cli, runTimed } from './lib/cliProcess';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POOL = process.env.BENCH_POOL === '1';
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const log = (s: string) => process.stderr.write(`${s}\n`);

const rand = rng(2424);
const mixed = [
  ...Array.from({ length: 300 }, () => randMonic(rand, 24, 10n)),
  ...Array.from({ length: 300 }, () => randMonic(rand, 24, 10n ** 6n)),
  ...Array.from({ length: 300 }, () => randMonic(rand, 24, 10n ** 30n)),
  ...Array.from({ length: 100 }, () => mul(randMonic(rand, 12, 10n), randMonic(rand, 12, 10n))),
]
  .map(toLine)
  .join('\n');
// Just under 1,000,000 bytes in 990 lines: within maxBytes and maxPolynomials, so it is parsed.
const oneMb = Array.from({ length: 990 }, () => toLine(randMonic(rand, 24, 10n ** 38n))).join('\n');

const dir = mkdtempSync(join(tmpdir(), 'igp24-app-bench-'));
const mixedFile = join(dir, 'mixed.txt');
writeFileSync(mixedFile, mixed);
/**
 * The 1 MB file of round `round`: its first line says the round, so each round's text is new to the
 * page (the draft restored is the previous round's) and its first line shows when it is there.
 */
const oneMbFile = (round: number) => {
  const file = join(dir, `one-mb-${round}.txt`);
  writeFileSync(file, `# round ${round}\n${oneMb}\n`);
  return file;
};
const cliBundle = join(dir, 'igp24.mjs');
await bundleIgp24Cli(cliBundle);
const cli = (extra: string[]) =>
  runTimed(process.execPath, [cliBundle, 'check', mixedFile, ...extra], join(dir, 'out.txt'));

const app = await startApp('bench-igp24app', { viewport: { width: 1360, height: 900 } }).catch((e) => {
  rmSync(dir, { recursive: true, force: true });
  throw e;
});

/** A fresh page on the IGP24 screen; `cores` overrides navigator.hardwareConcurrency. */
async function freshPage(cores?: number): Promise<Page> {
  const ctx = await app.browser.newContext({ viewport: { width: 1360, height: 900 } });
  const page = await ctx.newPage();
  // A script as text: functions handed over from here would carry the loader's name helpers,
  // which do not exist in the page.
  await page.addInitScript(`
    ${cores === undefined ? '' : `Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => ${cores} });`}
    // Every long task of the UI thread from the start: [start, duration].
    globalThis.longTasks = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) globalThis.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  `);
  await page.goto(app.serve.url);
  await page.getByRole('link', { name: 'IGP24', exact: true }).click();
  // The editor is there (loaded on first use, with the draft of the file opened last): opening a
  // file does not wait for it.
  await page.locator('[data-testid="igp24-editor"] .view-lines').waitFor({ timeout: 30_000 });
  return page;
}

/** Long tasks (ms) of the UI thread that started at or after page time `since`. */
async function longTasksSince(page: Page, since: number): Promise<number[]> {
  // Two frames and a task, so a task that just ended has been reported.
  await page.evaluate(
    '(new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))))',
  );
  const all = (await page.evaluate('globalThis.longTasks')) as [number, number][];
  return all.filter(([start]) => start >= since).map(([, d]) => d);
}

const pageNow = (page: Page) => page.evaluate('performance.now()') as Promise<number>;

/**
 * Chooses `file` in the page's Open… input by its path, as the file dialog does: a file handed over
 * as bytes would be built in the page by a script of the debugging protocol, a long task of its own.
 */
async function openFile(page: Page, file: string, count: string) {
  await page.getByTestId('igp24-open-input').setInputFiles(file);
  await page.waitForFunction(
    (c) => document.querySelector('[data-testid="igp24-status"]')?.textContent?.includes(`${c} /`),
    count,
    { timeout: 60_000, polling: 50 },
  );
}

interface AppCheck {
  /** From the click on Run checks until the page shows the last result (wall). */
  ms: number;
  /** The page's own "last run" figure: from the run's start to its last result handed over. */
  pageMs: number;
  longestTaskMs: number;
  longTasks: number;
  longTasksMs: number;
  rowsInDom: number;
}

async function checkInApp(cores?: number): Promise<AppCheck> {
  const page = await freshPage(cores);
  await openFile(page, mixedFile, '1,000');
  const since = await pageNow(page);
  const t = performance.now();
  await page.getByTestId('igp24-run-checks').click();
  // The count beside the heading only: reading the whole table's text every 50 ms would load the
  // UI thread being measured.
  await page.waitForFunction(
    () =>
      /1,000 of 1,000 valid lines checked/.test(
        document.querySelector('#igp24-checks-h')?.nextElementSibling?.textContent ?? '',
      ),
    undefined,
    { timeout: 600_000, polling: 50 },
  );
  const ms = performance.now() - t;
  const header = (await page.locator('#igp24-checks-h + span').textContent()) ?? '';
  const pageMs = Number(/last run ([\d,]+) ms/.exec(header)?.[1]?.replace(/,/g, '') ?? Number.NaN);
  const tasks = await longTasksSince(page, since);
  const rowsInDom = await page.getByTestId('igp24-result-row').count();
  await page.context().close();
  return {
    ms,
    pageMs,
    longestTaskMs: Math.max(0, ...tasks),
    longTasks: tasks.length,
    longTasksMs: tasks.reduce((a, b) => a + b, 0),
    rowsInDom,
  };
}

const cliRuns: { ms: number; cpuMs: number }[] = [];
const appRuns: AppCheck[] = [];
try {
  for (let round = 0; round < ROUNDS; round++) {
    const byCli = cli([]);
    const inApp = await checkInApp();
    cliRuns.push(byCli);
    appRuns.push(inApp);
    log(
      `check round ${round}: app ${Math.round(inApp.ms)} ms (longest UI task ${Math.round(inApp.longestTaskMs)} ms, ` +
        `${inApp.rowsInDom} rows in the page), CLI ${Math.round(byCli.ms)} ms`,
    );
  }
  const appMs = median(appRuns.map((r) => r.ms));
  const cliMs = median(cliRuns.map((r) => r.ms));
  const check = {
    lines: 1000,
    appWorkers: await (async () => {
      const page = await freshPage();
      const n = (await page.evaluate('navigator.hardwareConcurrency')) as number;
      await page.context().close();
      return Math.max(1, Math.min(8, n - 1));
    })(),
    appMs: Math.round(appMs),
    appOwnFigureMs: Math.round(median(appRuns.map((r) => r.pageMs))),
    cliMs: Math.round(cliMs),
    cliCpuMs: Math.round(median(cliRuns.map((r) => r.cpuMs))),
    ratioVsCli: +(appMs / cliMs).toFixed(2),
    longestUiTaskMs: Math.round(median(appRuns.map((r) => r.longestTaskMs))),
    longTasks: median(appRuns.map((r) => r.longTasks)),
    longTasksTotalMs: Math.round(median(appRuns.map((r) => r.longTasksMs))),
    rowsInDomAtEnd: median(appRuns.map((r) => r.rowsInDom)),
    runs: {
      appMs: appRuns.map((r) => Math.round(r.ms)),
      appLongestUiTaskMs: appRuns.map((r) => Math.round(r.longestTaskMs)),
      cliMs: cliRuns.map((r) => Math.round(r.ms)),
    },
    note: 'app: click on Run checks to the last result shown (wall); CLI: the whole process (wall); both with the default Pollard–Brent budget',
  };

  let pool: Record<string, unknown> | undefined;
  if (POOL) {
    const configs = [2, 3, 4];
    const times: Record<number, number[]> = { 2: [], 3: [], 4: [] };
    for (let round = 0; round < ROUNDS; round++)
      for (const cores of configs) {
        const { ms } = await checkInApp(cores);
        times[cores]!.push(ms);
        log(`pool round ${round} cores ${cores}: ${Math.round(ms)} ms`);
      }
    const one = median(times[2]!);
    pool = Object.fromEntries(
      configs.map((c) => [
        `workers=${c - 1}`,
        {
          medianMs: Math.round(median(times[c]!)),
          ratioVsOne: +(median(times[c]!) / one).toFixed(2),
          runsMs: times[c]!.map(Math.round),
        },
      ]),
    );
  }

  // The shared parser as one script, evaluated in the page (over the debugging protocol, so the
  // page's CSP does not apply) to run parseFile on the UI thread exactly as the page used to.
  const bundled = await build({
    entryPoints: [join(repoRoot, 'src/shared/igp24/line/fileFormat.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'igp24FileFormat',
    target: 'es2022',
  });
  // The page evaluates a script inside a function: hand the parser to globalThis explicitly.
  const parserScript = `${bundled.outputFiles[0]!.text};globalThis.igp24FileFormat = igp24FileFormat;`;

  const openLongest: number[] = [];
  const openEditable: number[] = [];
  const openDone: number[] = [];
  const parseOnUi: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const page = await freshPage();
    const since = await pageNow(page);
    // The draft of the whole text, saved after the file is read: part of opening it.
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/rpc/drafts.put') && (r.request().postData()?.length ?? 0) > 900_000,
      { timeout: 60_000 },
    );
    const t = performance.now();
    await page.getByTestId('igp24-open-input').setInputFiles(oneMbFile(round));
    // Editable: the editor shows the file's first line (Monaco draws spaces as no-break spaces).
    await page.waitForFunction(
      (r) =>
        new RegExp(`^#\\s+round\\s+${r}$`).test(
          document.querySelector('[data-testid="igp24-editor"] .view-line')?.textContent ?? '',
        ),
      round,
      { timeout: 60_000, polling: 10 },
    );
    openEditable.push(performance.now() - t);
    // The whole text is in the editor (it goes in by slices, aria-busy meanwhile).
    await page
      .locator('[data-testid="igp24-editor"]:not([aria-busy="true"]) .view-lines')
      .waitFor({ timeout: 60_000 });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="igp24-status"]')?.textContent?.includes('990 /'),
      undefined,
      { timeout: 60_000, polling: 50 },
    );
    await page.getByTestId('igp24-result-row').first().waitFor({ timeout: 60_000 });
    await saved;
    openDone.push(performance.now() - t);
    openLongest.push(Math.max(0, ...(await longTasksSince(page, since))));
    await page.evaluate(parserScript);
    // parseFile on the UI thread is one task of its own length: time it directly (a long-task
    // observer would never answer should the task stay under 50 ms).
    parseOnUi.push(
      (await page.evaluate(
        `(() => { const t0 = performance.now(); globalThis.igp24FileFormat.parseFile(${JSON.stringify(oneMb)}); return performance.now() - t0; })()`,
      )) as number,
    );
    log(
      `1 MB open round ${round}: longest UI task ${Math.round(openLongest.at(-1)!)} ms, editable after ` +
        `${Math.round(openEditable.at(-1)!)} ms, read and saved after ${Math.round(openDone.at(-1)!)} ms; ` +
        `parseFile on the UI thread ${Math.round(parseOnUi.at(-1)!)} ms`,
    );
    await page.context().close();
  }
  process.stdout.write(
    `${JSON.stringify(
      {
        cores: cpus().length,
        loadAverage: loadavg().map((x) => +x.toFixed(2)),
        rounds: ROUNDS,
        checkMixed1000: check,
        ...(pool ? { pool } : {}),
        open1MB: {
          bytes: Buffer.byteLength(oneMb),
          longestUiTaskMs: Math.round(median(openLongest)),
          budgetMs: 200,
          baselineParseOnUiThreadMs: Math.round(median(parseOnUi)),
          editableAfterMs: Math.round(median(openEditable)),
          readAndSavedAfterMs: Math.round(median(openDone)),
          runs: {
            longestUiTaskMs: openLongest.map(Math.round),
            editableAfterMs: openEditable.map(Math.round),
          },
          note: 'longest UI task from choosing the file until the editor holds all of it, the file is read, its table drawn and its draft saved',
        },
      },
      null,
      2,
    )}\n`,
  );
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
