/**
 * Dashboard of a 10,000-row Stage 1 run (5 models × 400 problems × 5 repeats), in Chromium in
 * serve mode: time from opening it (hash navigation) to the first result rows and the accuracy
 * chart drawn from the core's cache. The run is finished and read to the end once before timing.
 * Needs a fresh build (`npx electron-vite build`). Median of ROUNDS openings.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, startSandboxProcess, startServe } from '../e2e/harness';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const ROUNDS = Number(process.env.BENCH_PG_DASH_ROUNDS ?? 7);
const MODELS = ['gpt-oss-120b', 'qwen3-235b-a22b', 'deepseek-v3.1', 'llama-4-maverick', 'mistral-large-2'];
const BIG = {
  models: MODELS,
  problems: Array.from({ length: 400 }, (_, index) => ({ problemSet: 'hard3', index })),
  repeat: 5,
};

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

async function main() {
  const sandbox = await startSandboxProcess({
    dataDir: mkdtempSync(join(tmpdir(), 'wb-bench-dash-sbx-')),
    // No rate limit: the benchmark measures the screen, not the pacing of 100 result pages.
    args: ['--playground-pace-ms', '0', '--account-per-minute', '1000000', '--ip-per-minute', '1000000'],
  });
  const apiKey = sandbox.keys.find((k) => k.name === 'participant')!.apiKey;
  const serve = await startServe({
    dataDir: mkdtempSync(join(tmpdir(), 'wb-bench-dash-serve-')),
    sandboxUrl: sandbox.baseUrl,
    sandboxKey: apiKey,
  });
  const browser = await launchBrowser();
  try {
    const res = await fetch(`${sandbox.baseUrl}/api/public/v1/competitions/${STAGE1}/playground/runs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(BIG),
    });
    const created = (await res.json()) as { data: { runId: string } };
    const runId = created.data.runId;
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(serve.url);
    // The start page sends itself on to the competitions; a hash set before that would be replaced.
    await page.waitForURL(/#\/competitions$/);
    const dashboard = `${serve.origin}/#/competitions/${STAGE1}/playground/runs/${runId}`;
    const other = `${serve.origin}/#/playground`;
    // First opening: the core follows the run to its end and caches every row.
    await page.goto(dashboard);
    const t0 = Date.now();
    const status = page.getByTestId('pg-dashboard').getByTestId('pg-run-status').first();
    for (;;) {
      const count =
        (await page
          .getByTestId('pg-results-count')
          .textContent()
          .catch(() => '')) ?? '';
      const state = (await status.textContent().catch(() => '')) ?? '';
      if (count.includes('10,000 stored') && state === 'Done') break;
      const shown =
        count || state ? '' : ((await page.textContent('main').catch(() => '')) ?? '').slice(0, 300);
      if (Date.now() - t0 > 600_000) throw new Error(`not read to the end: ${count} / ${state} ${shown}`);
      process.stderr.write(`${Math.round((Date.now() - t0) / 1000)} s: ${count} / ${state} ${shown}\n`);
      await page.waitForTimeout(5_000); // progress report only; the loop ends on the condition
    }
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      await page.goto(other);
      await page.getByTestId('pg-index').waitFor();
      // A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
      const ms = (await page.evaluate(`new Promise((resolve) => {
        const t0 = performance.now();
        window.location.hash = ${JSON.stringify(`#/competitions/${STAGE1}/playground/runs/${runId}`)};
        const check = () => {
          const rows = document.querySelectorAll('[data-testid="pg-result-row"] td button').length;
          const bars = document.querySelectorAll('[data-testid="pg-accuracy-chart"] .recharts-bar-rectangle').length;
          if (rows > 0 && bars > 0) resolve(performance.now() - t0);
          else requestAnimationFrame(check);
        };
        check();
      })`)) as number;
      times.push(ms);
    }
    process.stdout.write(
      `${JSON.stringify({ rows: 10_000, rounds: ROUNDS, openToRowsAndChartMs: { median: Math.round(median(times)), all: times.map(Math.round) } })}\n`,
    );
  } finally {
    await browser.close();
    await serve.stop();
    await sandbox.stop();
  }
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
