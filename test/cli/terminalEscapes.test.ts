/**
 * Terminal escape sequences in server strings never reach the terminal (issue 23, item 7): titles,
 * descriptions, author names and error messages with `ESC]0;…BEL`, `ESC[2J`, a bare CR and the C1
 * CSI (U+009B) are printed without their control characters, in tables, fields, notes, errors
 * and JSON. The built-in Sandbox connection points at a fake platform.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakePlatform, sendData, startFakePlatform } from '../helpers/fakePlatform';
import { type CliEnv, cliEnv } from './helpers';

vi.setConfig({ testTimeout: 120_000 });

const HOSTILE = 'Prime\u001b]0;pwned\u0007 Suspects\u001b[2J\rX\u009b31m';
// The controls go; what followed them is harmless text.
const SHOWN = 'Prime]0;pwned Suspects[2JX31m';
/** Any C0 control but tab and newline, DEL, or C1. */
const CONTROL = /(?![\t\n])\p{Cc}/u;

let platform: FakePlatform;
let cli: CliEnv;

beforeAll(async () => {
  platform = await startFakePlatform({
    '/competitions': (_req, res) =>
      sendData(res, {
        items: [{ id: 'c1', title: HOSTILE, submissionKind: 'cheatsheet', description: HOSTILE }],
        nextCursor: null,
      }),
    '/contributor-network/items': (_req, res) =>
      sendData(res, {
        items: [
          {
            id: 'i1',
            publicCode: 'ETA-000001',
            competitionId: 'c1',
            kind: 'cheatsheet',
            title: HOSTILE,
            remark: null,
            author: { platformId: 'u1', displayName: HOSTILE },
            favoriteCount: 0,
            viewerHasFavorited: false,
            publishedAt: '2025-01-01T00:00:00Z',
          },
        ],
        nextCursor: null,
      }),
    '/competitions/c2/leaderboard': (_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: false, error: { code: 'VALIDATION_ERROR', message: HOSTILE } }));
    },
  });
  cli = cliEnv({ WORKBENCH_SANDBOX_URL: platform.baseUrl, WORKBENCH_SANDBOX_KEY: 'fake-key' });
});

afterAll(async () => {
  await platform?.close();
  if (cli) rmSync(cli.dataDir, { recursive: true, force: true });
});

describe('server strings on the terminal', () => {
  it('competitions list: the title without its escape sequences', async () => {
    const res = await cli.run(['competitions', 'list']);
    expect(res.code).toBe(0);
    expect(res.stdout).not.toMatch(CONTROL);
    expect(res.stdout).toContain(SHOWN);
  });

  it('cn list: title and author without their escape sequences', async () => {
    const res = await cli.run(['cn', 'list']);
    expect(res.code).toBe(0);
    expect(res.stdout + res.stderr).not.toMatch(CONTROL);
    expect(res.stdout).toContain(SHOWN);
  });

  it('an error message from the server without its escape sequences', async () => {
    const res = await cli.run(['leaderboard', 'c2']);
    expect(res.code).not.toBe(0);
    expect(res.stderr).not.toMatch(CONTROL);
  });

  it('--json keeps every character, escaped (C1 too)', async () => {
    const res = await cli.run(['--json', 'competitions', 'list']);
    expect(res.code).toBe(0);
    expect(res.stdout).not.toMatch(CONTROL);
    expect((JSON.parse(res.stdout) as { title: string }[])[0]?.title).toBe(HOSTILE);
  });
});
