/**
 * `npm run bench`: runs each benchmark in its own process (so one's garbage and JIT state do not
 * colour another's figures) and prints one JSON document with all results.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
  .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
  .sort();

const results: Record<string, unknown> = {};
for (const file of benches) {
  process.stderr.write(`bench ${file}…\n`);
  const res = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (res.status !== 0) {
    results[file] = { error: `exited ${res.status}`, stderr: res.stderr.slice(-2000) };
    continue;
  }
  results[file] = JSON.parse(res.stdout);
}
process.stdout.write(
  `${JSON.stringify({ node: process.versions.node, date: new Date().toISOString(), results }, null, 2)}\n`,
);
