/**
 * A platform that chose other field names and sits behind a proxy: the label copy's sync meets
 * the proxy's HTML 502 and says it in words; the daily cap's rule meets placements without
 * `t`/`r` and says what it cannot count instead of a wrong cap. Core over real HTTP.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDispatcher, type Dispatch } from '../../src/core/dispatch';
import { MemorySecretStore } from '../../src/core/secrets';
import { openWorkbench, type Workbench } from '../../src/core/workbench';
import type { Igp24LabelSync, Igp24Quota } from '../../src/shared/contracts/igp24';
import { describeError } from '../../src/shared/errorText';
import { dailyCap } from '../../src/shared/igp24/line/dailyCap';
import { type FakePlatform, sendData, startFakePlatform } from '../helpers/fakePlatform';

const PROXY_PAGE =
  '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>';

let server: FakePlatform;
let wb: Workbench;
let dispatch: Dispatch;
let dataDir: string;

async function value<T>(res: Promise<{ ok: boolean }>): Promise<T> {
  const r = await res;
  if (!r.ok) throw new Error(`call failed: ${JSON.stringify(r)}`);
  return (r as unknown as { value: T }).value;
}

beforeAll(async () => {
  server = await startFakePlatform({
    '/competitions/igp24/labels/progress': (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end(PROXY_PAGE);
    },
    '/competitions/igp24/leaderboard/me': (_req, res) =>
      sendData(res, { position: 3, teamId: 'T1', team: { number: 1, label: 'Primes' } }),
    '/competitions/igp24/leaderboard/teams/T1/placements': (_req, res) =>
      sendData(res, {
        items: [
          { group: '24T12', realRoots: 0 },
          { group: '24T40', realRoots: 2 },
        ],
        nextCursor: null,
      }),
  });
  dataDir = mkdtempSync(join(tmpdir(), 'wb-foreign-'));
  wb = await openWorkbench({
    dataDir,
    version: '0.0.0-test',
    builtinSandbox: { baseUrl: server.baseUrl, apiKey: 'sandbox-key' },
    secrets: new MemorySecretStore(),
    heartbeatMs: 60_000,
    probeMs: 60_000,
    client: { maxAttempts: 1 },
  });
  dispatch = createDispatcher(wb.handlers);
});
afterAll(async () => {
  await wb?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('a proxy’s HTML 502 on the label copy is said in words, not as the bare code', async () => {
  const sync = await value<Igp24LabelSync>(dispatch('igp24.labelsSync', {}));
  expect(sync.count).toBe(0);
  expect(sync.error).toMatchObject({ code: 'HTTP_ERROR', status: 502 });
  const words = describeError(sync.error!);
  expect(words.title).toBe('The platform is not answering (HTTP 502 from a proxy or gateway)');
  expect(words.detail).toBe(
    'A proxy or gateway in front of the platform answered HTTP 502 (Bad Gateway) with a web page instead of the API’s answer. The platform may be restarting or down; try again in a minute.',
  );
});

it('placements without t and r leave the daily cap unknown, saying why, instead of a cap of 5', async () => {
  const quota = await value<Igp24Quota>(dispatch('igp24.quota', {}));
  expect(server.count('/competitions/igp24/leaderboard/teams/T1/placements')).toBe(1);
  expect(quota.creditedPairs).toBeNull();
  expect(quota.creditedPairsUnknown).toContain(
    'your team’s placements carry no group index and real-root count',
  );
  const cap = dailyCap(quota);
  expect(cap.limit).toBeNull();
  expect(cap.source).toContain('(your team’s placements carry no group index');
});
