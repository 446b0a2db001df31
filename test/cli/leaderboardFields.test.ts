/**
 * `workbench leaderboard` against a platform that nests its leaderboard fields
 * (`{ position, team: { number, label }, points }`): the table shows the team as dotted columns,
 * `--json` keeps the rows as sent. The built-in Sandbox connection points at a fake platform.
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
