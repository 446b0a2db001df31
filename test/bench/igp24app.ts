/**
 * The IGP24 checks in the app (serve mode in Chromium; needs a fresh `electron-vite build`):
 * - pool vs one worker: wall time to check a 1,000-line mixed file (random coefficients ~10, ~10^6,
 *   ~10^30, reducible products) with the page told it has 2, 3 or 4 cores (pool of 1, 2, 3
 *   workers), alternating configurations, ROUNDS each, median; ratio against one worker.
 * - the UI thread's longest task (PerformanceObserver longtask) while a 1 MB file is read: now (the
 *   file opened in the editor and parsed in the worker) against parseFile of the same text called
 *   on the UI thread, as the page used to.
 * The machine's core count bounds the pool's speedup; the JSON says how many cores there were.
 */
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { mul } from '../../src/shared/igp24/poly';
import { startApp } from '../e2e/harness';
import { randMonic, rng, toLine } from '../unit/igp24/gen';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
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

const app = await startApp('bench-igp24app', { viewport: { width: 1360, height: 900 } });

async function freshPage(cores: number): Promise<Page> {
  const ctx = await app.browser.newContext({ viewport: { width: 1360, height: 900 } });
  const page = await ctx.newPage();
  // A script as text: functions handed over from here would carry the loader's name helpers,
  // which do not exist in the page.
  await page.addInitScript(`
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => ${cores} });
    // Every long task of the UI thread from the start, for the parse measure.
    globalThis.longTasks = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) globalThis.longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  `);
  await page.goto(app.serve.url);
  await page.getByRole('link', { name: 'IGP24', exact: true }).click();
  await page.getByTestId('igp24-open-input').waitFor({ state: 'attached', timeout: 30_000 });
  return page;
}

async function openFile(page: Page, name: string, text: string, count: string) {
  await page
    .getByTestId('igp24-open-input')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.waitForFunction(
    (c) => document.querySelector('[data-testid="igp24-status"]')?.textContent?.includes(`${c} /`),
    count,
    { timeout: 60_000, polling: 50 },
  );
}

async function checkAll(cores: number): Promise<number> {
  const page = await freshPage(cores);
  await openFile(page, 'mixed.txt', mixed, '1,000');
  const t = performance.now();
  await page.getByTestId('igp24-run-checks').click();
  await page.waitForFunction(
    () =>
      /1,000 of 1,000 valid lines checked/.test(document.querySelector('.igp24-checks')?.textContent ?? ''),
    undefined,
    { timeout: 600_000, polling: 50 },
  );
  const ms = performance.now() - t;
  await page.context().close();
  return ms;
}

const configs = [2, 3, 4];
const times: Record<number, number[]> = { 2: [], 3: [], 4: [] };
for (let round = 0; round < ROUNDS; round++)
  for (const cores of configs) {
    const ms = await checkAll(cores);
    times[cores]!.push(ms);
    log(`round ${round} cores ${cores}: ${Math.round(ms)} ms`);
  }
const one = median(times[2]!);
const pool = Object.fromEntries(
  configs.map((c) => [
    `workers=${c - 1}`,
    {
      medianMs: Math.round(median(times[c]!)),
      ratioVsOne: +(median(times[c]!) / one).toFixed(2),
      runsMs: times[c]!.map(Math.round),
    },
  ]),
);

// The shared parser as one script, evaluated in the page (over the debugging protocol, so the
// page's CSP does not apply) to run parseFile on the UI thread exactly as the page used to.
const bundled = await build({
  entryPoints: [join(repoRoot, 'src/shared/igp24/fileFormat.ts')],
  bundle: true,
  write: false,
  format: 'iife',
  globalName: 'igp24FileFormat',
  target: 'es2022',
});
// The page evaluates a script inside a function: hand the parser to globalThis explicitly.
const parserScript = `${bundled.outputFiles[0]!.text};globalThis.igp24FileFormat = igp24FileFormat;`;

const before: number[] = [];
const after: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const page = await freshPage(2);
  const start = await page.evaluate(
    () => (globalThis as unknown as { longTasks: number[] }).longTasks.length,
  );
  await openFile(page, 'one-mb.txt', oneMb, '990');
  after.push(
    await page.evaluate(
      (s) => Math.max(0, ...(globalThis as unknown as { longTasks: number[] }).longTasks.slice(s)),
      start,
    ),
  );
  await page.evaluate(parserScript);
  // parseFile on the UI thread is one task of its own length: time it directly (a long-task
  // observer would never answer should the task stay under 50 ms).
  before.push(
    await page.evaluate((text) => {
      const g = globalThis as unknown as { igp24FileFormat: { parseFile: (t: string) => unknown } };
      const t0 = performance.now();
      g.igp24FileFormat.parseFile(text);
      return performance.now() - t0;
    }, oneMb),
  );
  log(
    `1 MB parse round ${round}: worker ${Math.round(after.at(-1)!)} ms, UI thread ${Math.round(before.at(-1)!)} ms`,
  );
  await page.context().close();
}

await app.close();
process.stdout.write(
  `${JSON.stringify(
    {
      cores: cpus().length,
      checkMixed1000: pool,
      longestUiTaskParse1MB: {
        bytes: Buffer.byteLength(oneMb),
        parseOnUiThreadMs: Math.round(median(before)),
        parseInWorkerMs: Math.round(median(after)),
        note: 'worker figure includes opening the file in the editor and applying the answer',
      },
    },
    null,
    2,
  )}\n`,
);
