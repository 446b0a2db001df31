/**
 * The command line against a platform that chose other field names and sits behind a proxy (the
 * built-in Sandbox connection points at a fake platform): `leaderboard` shows nested fields
 * (`{ position, team: { number, label }, points }`) as dotted columns while `--json` keeps the
 * rows as sent; `igp24 labels` says the proxy's HTML 502 in words.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type FakePlatform, sendData, startFakePlatform } from '../helpers/fakePlatform';
import { type CliEnv, cliEnv } from './helpers';

vi.setConfig({ testTimeout: 120_000 });

const ROWS = [
  { position: 1, team: { number: 42, label: 'Prime Suspects' }, points: 17 },
  { position: 2, team: { number: 7, label: 'Galois Gang' }, points: 9 },
];

let platform: FakePlatform;
let cli: CliEnv;

beforeAll(async () => {
  platform = await startFakePlatform({
    '/competitions/c1/leaderboard': (_req, res) => sendData(res, { items: ROWS, nextCursor: null }),
    '/competitions/igp24/labels/progress': (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>');
    },
  });
  cli = cliEnv({ WORKBENCH_SANDBOX_URL: platform.baseUrl, WORKBENCH_SANDBOX_KEY: 'fake-key' });
});

afterAll(async () => {
  await platform?.close();
  if (cli) rmSync(cli.dataDir, { recursive: true, force: true });
});

it('prints nested team fields as team.number and team.label columns; --json keeps the rows as sent', async () => {
  const res = await cli.run(['leaderboard', 'c1']);
  expect(res.stderr).toBe('');
  expect(res.code).toBe(0);
  const [header, ...lines] = res.stdout.trimEnd().split('\n');
  expect(header?.split(/\s{2,}/)).toEqual(['position', 'team.number', 'team.label', 'points']);
  expect(lines[0]?.split(/\s{2,}/)).toEqual(['1', '42', 'Prime Suspects', '17']);
  expect(lines[1]?.split(/\s{2,}/)).toEqual(['2', '7', 'Galois Gang', '9']);
  expect(await cli.json(['leaderboard', 'c1'])).toEqual(ROWS);
});

it('igp24 labels: a proxy’s HTML 502 with no label copy yet is the command’s error, in words', async () => {
  const res = await cli.run(['igp24', 'labels', '--limit', '5']);
  expect(res.code).toBe(1);
  expect(res.stdout).toBe('');
  expect(res.stderr).toContain(
    'Error: The platform is not answering (HTTP 502 from a proxy or gateway) (HTTP_ERROR)',
  );
  expect(res.stderr).toContain(
    'A proxy or gateway in front of the platform answered HTTP 502 (Bad Gateway) with a web page instead of the API’s answer. The platform may be restarting or down; try again in a minute.',
  );
});
