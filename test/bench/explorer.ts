/**
 * IGP24 explorer: fetching and caching all 25,000 labels from a local sandbox (5 pages of 5,000,
 * written to SQLite), and filtered queries over them from the cache. Prints one JSON document.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient } from '../../src/core/api/client';
import { Igp24Labels } from '../../src/core/igp24/labels';
import { openStore } from '../../src/core/store/db';
import { Igp24LabelsRepo } from '../../src/core/store/igp24Labels';
import { startSandbox } from '../../src/sandbox';
import type { Igp24LabelFilters } from '../../src/shared/contracts/igp24';

const ROUNDS = Number(process.env.BENCH_EXPLORER_ROUNDS ?? 5);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const r2 = (x: number) => Number(x.toFixed(2));

const sandbox = await startSandbox({ rateLimit: { accountPerMinute: 1e9, ipPerMinute: 1e9 } });
const apiKey = sandbox.keys.find((k) => k.name === 'participant')!.apiKey;
const client = new ApiClient({ baseUrl: sandbox.baseUrl, apiKey, userAgent: 'bench' });
const { db } = openStore(join(mkdtempSync(join(tmpdir(), 'wb-bench-explorer-')), 'workbench.db'));
// A clock that jumps past the 120 s window before every round, so each round really fetches.
let clock = Date.now();
const labels = new Igp24Labels(new Igp24LabelsRepo(db), { isOnline: () => true, now: () => clock });
const conn = { id: 'bench', client, partition: 'bench' };

const syncMs: number[] = [];
let count = 0;
for (let i = 0; i <= ROUNDS; i++) {
  clock += 121_000;
  const t = performance.now();
  const s = await labels.sync(conn);
  const ms = performance.now() - t;
  if (!s.refreshed || s.count !== 25_000)
    throw new Error(`sync did not fetch 25,000 labels: ${JSON.stringify(s)}`);
  count = s.count;
  if (i > 0) syncMs.push(ms); // round 0 warms up the sandbox and the JIT
}

// Loading the copy from SQLite into memory (what the first query after a restart pays).
const loadMs: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const fresh = new Igp24Labels(new Igp24LabelsRepo(db), { isOnline: () => true, now: () => clock });
  const t = performance.now();
  fresh.rows('bench');
  loadMs.push(performance.now() - t);
}

const queries: [string, Igp24LabelFilters][] = [
  ['r=4 remaining', { r: 4, rState: 'remaining' }],
  [
    'discovered, teams>=2, minDisc<=1e25',
    { includeEmpty: false, minTeamCount: 2, maxMinimumDiscAbs: '1'.padEnd(26, '0') },
  ],
  ['t 1000..20000, r=12 found', { tMin: 1000, tMax: 20_000, r: 12, rState: 'discovered' }],
];
const queryResults = queries.map(([name, filters]) => {
  const ms: number[] = [];
  let total = 0;
  for (let i = 0; i < ROUNDS; i++) {
    // A new filter object key each round, so the one-entry result cache does not answer.
    const f = { ...filters, labels: i % 2 ? undefined : [] };
    const t = performance.now();
    total = labels.query('bench', f, 0, 200).total;
    ms.push(performance.now() - t);
  }
  return { name, matches: total, medianMs: r2(median(ms)) };
});
// A window of an already-filtered result (what the virtualized table asks while scrolling).
const windowMs: number[] = [];
for (let i = 0; i < ROUNDS * 10; i++) {
  const t = performance.now();
  labels.query('bench', { r: 4, rState: 'remaining' }, (i * 997) % 18_000, 200);
  windowMs.push(performance.now() - t);
}

await client.close();
await sandbox.close();
db.close();

process.stdout.write(
  `${JSON.stringify(
    {
      rounds: ROUNDS,
      labels: count,
      fetchAndCacheAllLabels: { pages: 5, pageSize: 5000, medianMs: r2(median(syncMs)) },
      loadCopyFromSqlite: { medianMs: r2(median(loadMs)) },
      filteredQueryFromCache: queryResults,
      scrollWindowOfFilteredResult: { rows: 200, medianMs: r2(median(windowMs)) },
    },
    null,
    2,
  )}\n`,
);
