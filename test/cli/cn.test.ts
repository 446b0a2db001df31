/**
 * `workbench cn …` against a sandbox over real HTTP: list, show by public code, fork into the
 * library, publish as a child, download a package verified.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestSandbox } from '../helpers/sandbox';
import { type CliEnv, type CliResult, signIn, signOut } from './helpers';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';

// Every command is a whole process (about a second each on a loaded machine), and a test runs several.
vi.setConfig({ testTimeout: 120_000 });

let sandbox: TestSandbox;
let cli: CliEnv;

beforeAll(async () => {
  let login: CliResult;
  ({ sandbox, cli, login } = await signIn('cn', { logger: false }));
  expect(login.code, login.stderr).toBe(0);
});

afterAll(() => signOut(sandbox, cli));

interface Summary {
  id: string;
  /** Null in a broad listing on a platform that leaves it out (spec 4.4; the variant mode). */
  publicCode: string | null;
  title: string;
  kind: string;
}

/** The public code from the full item, which always carries it (spec 2.7). */
async function codeOf(id: string): Promise<string> {
  return (await cli.json<{ publicCode: string }>(['cn', 'show', id])).publicCode;
}

/** The first five published cheatsheets of the stage as JSON, from the command line. */
function listCheatsheets() {
  return cli.json<{ items: Summary[]; fromCache: boolean }>([
    'cn',
    'list',
    '--competition',
    STAGE1,
    '--kind',
    'cheatsheet',
    '--limit',
    '5',
  ]);
}

/** The first published cheatsheet of the listing and its public code: what a test works on. */
async function firstCheatsheet(): Promise<{ first: Summary; code: string }> {
  const first = (await listCheatsheets()).items[0]!;
  return { first, code: await codeOf(first.id) };
}

describe('cn', () => {
  it('list: published cheatsheets as a table and as JSON', async () => {
    const page = await listCheatsheets();
    expect(page.fromCache).toBe(false);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((i) => i.kind === 'cheatsheet')).toBe(true);
    const first = page.items[0]!;
    const table = await cli.run([
      'cn',
      'list',
      '--competition',
      STAGE1,
      '--kind',
      'cheatsheet',
      '--limit',
      '5',
    ]);
    expect(table.code).toBe(0);
    const lines = table.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^code\s+kind\s+title\s+author\s+favorites\s+published$/);
    expect(lines[1]).toMatch(new RegExp(`^${first.publicCode ?? first.id}\\s+cheatsheet\\s+`));
    expect(lines).toHaveLength(page.items.length + 1);
  });

  it('show: by public code (any case) or id, with the text', async () => {
    const { first, code } = await firstCheatsheet();
    const byCode = await cli.json<{ id: string; content: string }>(['cn', 'show', code.toLowerCase()]);
    expect(byCode.id).toBe(first.id);
    const human = await cli.run(['cn', 'show', first.id]);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(new RegExp(`^code:\\s+${code}$`, 'm'));
    expect(human.stdout).toContain(byCode.content.trim().split('\n')[0]!);
    const missing = await cli.run(['cn', 'show', 'ETA-999999']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('No published item has the code ETA-999999.');
  });

  it('show: a code whose prefix holds a digit (spec 2.7 allows any prefix) is asked of the platform', async () => {
    const LISTING = 'GET /api/public/v1/contributor-network/items';
    await sandbox.resetCounts();
    const res = await cli.run(['cn', 'show', 'eqt1-100000']);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('No published item has the code EQT1-100000.');
    // The platform answered that no item has it: the listing was read with the code.
    expect((await sandbox.counts())[LISTING]).toBe(1);
  });

  it('fork: a copy in the library, linked to its source, through the outbox', async () => {
    const { first, code } = await firstCheatsheet();
    const forked = await cli.json<{ item: { id: string; title: string }; source: string }>([
      'cn',
      'fork',
      code,
      '--title',
      'My fork',
    ]);
    expect(forked).toMatchObject({ source: first.id, item: { title: 'My fork' } });
    const shown = await cli.json<{ content: string }>(['cn', 'show', first.id]);
    expect((await cli.run(['library', 'get', 'cheatsheet', forked.item.id])).stdout).toBe(
      shown.content.endsWith('\n') ? shown.content : `${shown.content}\n`,
    );
    const human = await cli.run(['cn', 'fork', code]);
    expect(human.stdout.startsWith(`Forked ${code} into your library as `)).toBe(true);
    expect(human.stdout.endsWith(` (“${first.title}”).\n`)).toBe(true);
  });

  it('publish: a text from a file as a child of an item, then shown with its parent', async () => {
    const { first, code } = await firstCheatsheet();
    const file = join(cli.dataDir, 'child.md');
    writeFileSync(file, 'Try the substitution x = y first.\n');
    const published = await cli.json<{ item: { id: string; publicCode: string; title: string } }>([
      'cn',
      'publish',
      '--competition',
      STAGE1,
      '--kind',
      'cheatsheet',
      '--file',
      file,
      '--title',
      'Child of the first',
      '--parent',
      code,
    ]);
    expect(published.item.title).toBe('Child of the first');
    const shown = await cli.json<{ parent: { id: string } | null; content: string }>([
      'cn',
      'show',
      published.item.publicCode,
    ]);
    expect(shown.parent?.id).toBe(first.id);
    expect(shown.content).toBe('Try the substitution x = y first.\n');
    // No source, or two: a usage error that names the choices, and nothing is sent.
    const none = await cli.run(['cn', 'publish', '--competition', STAGE1, '--kind', 'cheatsheet']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Name one source');
  });

  it('download: a Lean kernel package kept only with its SHA-256 verified', async () => {
    const { code } = await firstCheatsheet();
    const page = await cli.json<{ items: Summary[] }>(['cn', 'packages', '--limit', '1']);
    expect((await cli.run(['cn', 'packages', '--limit', '1'])).stdout).toContain(
      page.items[0]!.publicCode ?? page.items[0]!.id,
    );
    const pkg = page.items[0]!;
    const pkgCode = await codeOf(pkg.id);
    const out = join(cli.dataDir, 'kernel.tar.gz');
    const res = await cli.json<{ path: string; sha256: string; sizeBytes: number }>([
      'cn',
      'download',
      pkgCode,
      '-o',
      out,
    ]);
    expect(res.path).toBe(out);
    const bytes = readFileSync(out);
    expect(bytes.length).toBe(res.sizeBytes);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(res.sha256);
    const item = await cli.json<{ packageSha256: string }>(['cn', 'show', pkg.id]);
    expect(res.sha256).toBe(item.packageSha256);
    // A cheatsheet is not a package: refused before anything is written.
    const wrong = await cli.run(['cn', 'download', code, '-o', join(cli.dataDir, 'no.tar.gz')]);
    expect(wrong.code).toBe(2);
    expect(existsSync(join(cli.dataDir, 'no.tar.gz'))).toBe(false);
  });
});
