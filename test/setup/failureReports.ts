/**
 * Runs before every test file (vitest.config.ts, setupFiles): when a test fails, calls whatever
 * reporters the file's helpers registered (test/helpers/failureReporters.ts) — the end-to-end
 * harness prints what its pages show. The helpers register without importing vitest, so the
 * browser benchmarks can use them outside the test runner.
 */
import { afterEach } from 'vitest';
import { failureReporters } from '../helpers/failureReporters';

afterEach(async (ctx) => {
  if (ctx.task.result?.state !== 'fail') return;
  for (const report of failureReporters) await report(ctx.task.name);
});
