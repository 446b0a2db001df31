/**
 * `npx tsx scripts/package/smoke.ts <packaged executable>`: the smoke test of a packaged app, run
 * by the release workflow on each installer it builds (under xvfb-run on Linux). See smokeApp.ts
 * for what it checks and docs/packaging.md ("Smoke test of the installers"). Exits 0 when every
 * check passes, 1 on any failure, 2 on bad usage; the app is stopped in every case.
 */
import { parseSmokeArgs, runSmoke, stopAll, USAGE } from './smokeApp';

const parsed = parseSmokeArgs(process.argv.slice(2));
if (parsed.kind === 'help') {
  console.log(USAGE);
  process.exit(0);
}
if (parsed.kind === 'error') {
  console.error(`smoke test: ${parsed.message}\n\n${USAGE}`);
  process.exit(2);
}

// Ctrl-C or a cancelled CI job still stops the app and removes its temporary folder.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => {
    console.error(`smoke test: ${signal}, stopping the app`);
    void stopAll().finally(() => process.exit(130));
  });

console.log(`smoke test of ${parsed.options.executable}`);
const result = await runSmoke(parsed.options);
if (result.ok) {
  console.log('\nsmoke test PASSED');
  process.exit(0);
}
console.error(`\nsmoke test FAILED (${result.failures.length}):`);
for (const f of result.failures) console.error(`  ✗ ${f}`);
process.exit(1);
