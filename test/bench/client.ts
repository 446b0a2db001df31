/**
 * Client overhead and cache-first reads, as one JSON document on stdout. Every figure is a median
 * over rounds, and each comparison runs its baseline in the same process, interleaved, so the
 * ratio survives a noisy machine.
 *
 * - clientOverhead: the same list page fetched through ApiClient (auth, envelope, zod parsing,
 *   rate-limit headers) vs a bare undici loop that only sends the request and parses the JSON.
 * - cachedCompetitionsRead: the competitions view answered from SQLite by the workbench core,
 *   next to the same read over the network.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { createDispatcher, openWorkbench } from '../../src/core';
import { ApiClient } from '../../src/core/api/client';
import { getLeaderboard } from '../../src/core/api/competitions';
import { MemorySecretStore } from '../../src/core/secrets';
import { startSandbox } from '../../src/sandbox';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const PER_ROUND = Number(process.env.BENCH_PER_ROUND ?? 50);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
const round3 = (x: number) => Math.round(x * 1000) / 1000;

async function timeRound(fn: () => Promise<unknown>, n: number): Promise<number> {
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await fn();
  return (performance.now() - t0) / n;
}

const sandbox = await startSandbox({ rateLimit: { accountPerMinute: 1e9, ipPerMinute: 1e9 } });
const apiKey = sandbox.keys.find((k) => k.name === 'participant')!.apiKey;
const path = '/api/public/v1/competitions/igp24/leaderboard?limit=25';

// ---- client overhead
const agent = new Agent({ keepAliveTimeout: 10_000, connections: 8 });
const client = new ApiClient({ baseUrl: sandbox.baseUrl, apiKey, userAgent: 'bench', dispatcher: agent });
const viaClient = async () => {
  const res = await getLeaderboard(client, 'igp24', { limit: 25 });
  if (res.data.items.length !== 25) throw new Error('unexpected page');
};
const bare = async () => {
  const res = await request(`${sandbox.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${apiKey}`, accept: 'application/json' },
    dispatcher: agent,
  });
  const body = (await res.body.json()) as { data: { items: unknown[] } };
  if (body.data.items.length !== 25) throw new Error('unexpected page');
};
for (let i = 0; i < 30; i++) {
  await bare();
  await viaClient();
}
const clientMs: number[] = [];
const bareMs: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  // Alternate which goes first so neither always meets a warmer server.
  if (r % 2) {
    bareMs.push(await timeRound(bare, PER_ROUND));
    clientMs.push(await timeRound(viaClient, PER_ROUND));
  } else {
    clientMs.push(await timeRound(viaClient, PER_ROUND));
    bareMs.push(await timeRound(bare, PER_ROUND));
  }
}

// ---- cache-first read of the competitions view
const dataDir = mkdtempSync(join(tmpdir(), 'wb-bench-'));
const wb = await openWorkbench({
  dataDir,
  version: 'bench',
  builtinSandbox: { baseUrl: sandbox.baseUrl, apiKey },
  secrets: new MemorySecretStore(),
  freshMs: 3_600_000,
  heartbeatMs: 3_600_000,
});
const dispatch = createDispatcher(wb.handlers);
const cachedRead = async () => {
  const res = await dispatch('competitions.list', {});
  if (!res.ok) throw new Error(res.error.message);
};
await cachedRead();
const networkRead = async () => {
  const res = await client.request({ method: 'GET', path: '/competitions', query: { limit: 100 } });
  if (res.status !== 200) throw new Error('unexpected');
};
const cachedMs: number[] = [];
const networkMs: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  cachedMs.push(await timeRound(cachedRead, PER_ROUND));
  networkMs.push(await timeRound(networkRead, PER_ROUND));
}

await wb.close();
await client.close();
await sandbox.close();

const result = {
  machine: { node: process.versions.node, platform: process.platform, rounds: ROUNDS, perRound: PER_ROUND },
  clientOverhead: {
    what: 'GET /competitions/igp24/leaderboard?limit=25 through ApiClient vs bare undici, same sandbox',
    clientMedianMs: round3(median(clientMs)),
    bareUndiciMedianMs: round3(median(bareMs)),
    ratio: round3(median(clientMs) / median(bareMs)),
    target: '<= 1.15',
  },
  cachedCompetitionsRead: {
    what: 'competitions.list answered from SQLite through the dispatcher vs the same list over HTTP',
    cachedMedianMs: round3(median(cachedMs)),
    networkMedianMs: round3(median(networkMs)),
    ratio: round3(median(cachedMs) / median(networkMs)),
  },
};
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
