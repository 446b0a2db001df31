/**
 * `workbench cn download` with package names a hostile author chose (issue 23, item 4): the file
 * is kept under the core's safe name in the current folder, an existing file is never replaced
 * without --force, and a NUL in the name is no raw INTERNAL error. The built-in Sandbox connection
 * points at a fake platform that serves one package under each name.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakePlatform, sendData, startFakePlatform } from '../helpers/fakePlatform';
import { type CliEnv, cliEnv } from './helpers';

vi.setConfig({ testTimeout: 120_000 });

const BYTES = Buffer.from('lean kernel package bytes');
const SHA = createHash('sha256').update(BYTES).digest('hex');
const NAMES: Record<string, string> = {
  bashrc: '.bashrc',
  con: 'CON',
  nul: 'NUL.tar.gz',
  dots: 'pkg.tar.gz...',
  up: '..\\..\\up.tar.gz',
  zero: 'a\u0000b.tar.gz',
};

let platform: FakePlatform;
let cli: CliEnv;
/** The test's folder; each test downloads into a folder of its own inside it. */
let root: string;

const itemOf = (id: string) => ({
  id,
  publicCode: null,
  competitionId: 'c1',
  kind: 'lean-kernel-package',
  title: `package ${id}`,
  remark: null,
  author: { platformId: 'u1', displayName: null },
  favoriteCount: 0,
  viewerHasFavorited: false,
  publishedAt: '2025-01-01T00:00:00Z',
  packageFilename: NAMES[id],
  packageSha256: SHA,
  packageSizeBytes: BYTES.length,
});

beforeAll(async () => {
  const routes: Parameters<typeof startFakePlatform>[0] = {};
  for (const id of Object.keys(NAMES)) {
    routes[`/contributor-network/items/${id}`] = (_req, res) => sendData(res, itemOf(id));
    routes[`/contributor-network/items/${id}/download`] = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/gzip' });
      res.end(BYTES);
    };
  }
  platform = await startFakePlatform(routes);
  cli = cliEnv({ WORKBENCH_SANDBOX_URL: platform.baseUrl, WORKBENCH_SANDBOX_KEY: 'fake-key' });
  root = mkdtempSync(join(tmpdir(), 'wb-cn-names-'));
});

afterAll(async () => {
  await platform?.close();
  if (cli) rmSync(cli.dataDir, { recursive: true, force: true });
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('cn download file names', () => {
  it.each([
    ['bashrc', 'bashrc'],
    ['con', '_CON'],
    ['nul', '_NUL.tar.gz'],
    ['dots', 'pkg.tar.gz'],
    ['up', 'up.tar.gz'],
    ['zero', 'a_b.tar.gz'],
  ])(
    'package %s is kept as %s in the current folder, and nothing under the name as given or outside it',
    async (id, safe) => {
      // A folder of its own: what is in it afterwards is this download's alone.
      const here = mkdtempSync(join(root, `${id}-`));
      const res = await cli.run(['cn', 'download', id], { cwd: here });
      expect(res.stderr).toBe('');
      expect(res.code).toBe(0);
      expect(readFileSync(join(here, safe))).toEqual(BYTES);
      expect(res.stdout).toContain(`Saved ${safe} `);
      expect(readdirSync(here)).toEqual([safe]);
      expect(readdirSync(root).filter((name) => !name.includes('-'))).toEqual([]);
      expect(existsSync(join(root, '..', 'up.tar.gz'))).toBe(false);
    },
  );

  it('never replaces an existing file without --force', async () => {
    const cwd = mkdtempSync(join(root, 'force-'));
    writeFileSync(join(cwd, 'bashrc'), 'mine');
    const refused = await cli.run(['cn', 'download', 'bashrc'], { cwd });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('bashrc already exists');
    expect(refused.stderr).toContain('--force');
    expect(readFileSync(join(cwd, 'bashrc'), 'utf8')).toBe('mine');

    const out = join(cwd, 'chosen.tar.gz');
    writeFileSync(out, 'mine too');
    const refusedOut = await cli.run(['cn', 'download', 'bashrc', '-o', out], { cwd });
    expect(refusedOut.code).toBe(2);
    expect(readFileSync(out, 'utf8')).toBe('mine too');

    const forced = await cli.run(['cn', 'download', 'bashrc', '--force'], { cwd });
    expect(forced.code).toBe(0);
    expect(readFileSync(join(cwd, 'bashrc'))).toEqual(BYTES);
  });
});
