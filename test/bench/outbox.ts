/**
 * Outbox replay: 1,000 writes queued while the server is unreachable, then sent when it is back.
 * Prints total time, writes per second and the exactly-once check, as JSON.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDispatcher, openWorkbench } from '../../src/core';
import { ApiClient } from '../../src/core/api/client';
import { listLibrary } from '../../src/core/api/library';
import { collect, paginate } from '../../src/core/api/pagination';
import { MemorySecretStore } from '../../src/core/secrets';
import { startSandbox } from '../../src/sandbox';

const WRITES = Number(process.env.BENCH_OUTBOX_WRITES ?? 1000);
const ROUNDS = Number(process.env.BENCH_OUTBOX_ROUNDS ?? 3);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

async function round(r: number) {
  const sandbox = await startSandbox({ rateLimit: { accountPerMinute: 1e9, ipPerMinute: 1e9 } });
  const apiKey = sandbox.keys.find((k) => k.name === 'participant')!.apiKey;
  const dataDir = mkdtempSync(join(tmpdir(), 'wb-bench-outbox-'));
  const open = (baseUrl: string) =>
    openWorkbench({
      dataDir,
      version: 'bench',
      builtinSandbox: { baseUrl, apiKey },
      secrets: new MemorySecretStore(),
      heartbeatMs: 3_600_000,
      client: { maxAttempts: 1 },
    });
  // Queue while unreachable.
  let wb = await open('http://127.0.0.1:9');
  let dispatch = createDispatcher(wb.handlers);
  const enqueueStart = performance.now();
  for (let i = 0; i < WRITES; i++) {
    const res = await dispatch('library.create', {
      kind: 'cheatsheet',
      title: `bench-${r}-${i}`,
      content: `c${i}`,
    });
    if (!res.ok) throw new Error(res.error.message);
  }
  const enqueueMs = performance.now() - enqueueStart;
  await wb.close();

  // Replay against the sandbox.
  const started = performance.now();
  wb = await open(sandbox.baseUrl);
  dispatch = createDispatcher(wb.handlers);
  for (;;) {
    const res = await dispatch('outbox.summary', {});
    if (res.ok && (res.value as { pending: number }).pending === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const replayMs = performance.now() - started;
  await wb.close();

  const client = new ApiClient({ baseUrl: sandbox.baseUrl, apiKey, userAgent: 'bench' });
  const items = await collect(
    paginate(
      (cursor) => listLibrary(client, 'cheatsheet', { cursor, limit: 100 }).then((x) => x.data),
      (i) => i.id,
    ),
  );
  const titles = items
    .map((i) => ('title' in i ? String(i.title) : ''))
    .filter((t) => t.startsWith(`bench-${r}-`));
  const unique = new Set(titles).size;
  await client.close();
  await sandbox.close();
  return { enqueueMs, replayMs, applied: titles.length, unique };
}

const rounds = [];
for (let r = 0; r < ROUNDS; r++) rounds.push(await round(r));
const replay = median(rounds.map((x) => x.replayMs));
const result = {
  outboxReplay: {
    what: `${WRITES} cheatsheet creates queued offline, then replayed against the sandbox (median of ${ROUNDS})`,
    writes: WRITES,
    enqueueMedianMs: Math.round(median(rounds.map((x) => x.enqueueMs))),
    replayMedianMs: Math.round(replay),
    writesPerSecond: Math.round((WRITES / replay) * 1000),
    exactlyOnce: rounds.every((x) => x.applied === WRITES && x.unique === WRITES),
    applied: rounds.map((x) => x.applied),
  },
};
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
