/**
 * The data folder is private (issue 23, item 9): a new one is made 0700 with its files 0600, and
 * one an earlier version left 0755/0644 is tightened when the workbench opens. Modes read with
 * fs.stat; the workbench's platform is a local fake that is never called.
 */
import { chmodSync, closeSync, mkdirSync, mkdtempSync, openSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemorySecretStore } from '../../src/core/secrets';
import { openWorkbench } from '../../src/core/workbench';
import { type FakePlatform, startFakePlatform } from '../helpers/fakePlatform';

const root = mkdtempSync(join(tmpdir(), 'wb-modes-'));
let platform: FakePlatform;

beforeAll(async () => {
  platform = await startFakePlatform();
});
afterAll(async () => {
  await platform.close();
  rmSync(root, { recursive: true, force: true });
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

async function openAndCheck(dataDir: string): Promise<Record<string, number>> {
  const wb = await openWorkbench({
    dataDir,
    version: '0.0.0-test',
    builtinSandbox: { baseUrl: platform.baseUrl, apiKey: 'sandbox-key' },
    secrets: new MemorySecretStore(),
    heartbeatMs: 60_000,
    probeMs: 60_000,
  });
  try {
    // While open: the database, its WAL and the log all exist.
    const paths = ['', 'logs', 'workbench.db', 'workbench.db-wal', 'logs/main.log'];
    return Object.fromEntries(paths.map((p) => [p || '.', modeOf(join(dataDir, p))]));
  } finally {
    await wb.close();
  }
}

const PRIVATE = {
  '.': 0o700,
  logs: 0o700,
  'workbench.db': 0o600,
  'workbench.db-wal': 0o600,
  'logs/main.log': 0o600,
};

describe('data folder modes', () => {
  it('a new data folder: folders 0700, files 0600', async () => {
    expect(await openAndCheck(join(root, 'fresh', 'data'))).toEqual(PRIVATE);
  });

  it('an existing readable one is tightened on start', async () => {
    const dataDir = join(root, 'old');
    mkdirSync(join(dataDir, 'logs'), { recursive: true });
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'logs'), 0o755);
    for (const f of ['workbench.db', 'logs/main.log']) {
      closeSync(openSync(join(dataDir, f), 'a'));
      chmodSync(join(dataDir, f), 0o644);
    }
    expect(await openAndCheck(dataDir)).toEqual(PRIVATE);
  });
});
