/** `workbench cn …` against a sandbox over real HTTP: list, show by public code, fork into the library. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { KeychainSecretStore } from '../../src/main/core/secrets';
import type { ConnectionView } from '../../src/shared/contract';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox';
import { type CliEnv, cliEnv } from './helpers';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';

// Every command is a whole process (about a second each on a loaded machine), and a test runs several.
vi.setConfig({ testTimeout: 120_000 });

let sandbox: TestSandbox;
let cli: CliEnv;

beforeAll(async () => {
  sandbox = await startTestSandbox({ logger: false });
  cli = cliEnv();
  const login = await cli.run(['auth', 'login', '--url', sandbox.baseUrl, '--name', 'cn', '--key-stdin'], {
    stdin: sandbox.key('participant'),
  });
  expect(login.code).toBe(0);
});

afterAll(async () => {
  const store = new KeychainSecretStore(cli.keychainService);
  for (const c of (await cli.json<{ connections: ConnectionView[] }>(['auth', 'status'])).connections)
    await store.delete(c.id).catch(() => undefined);
  await sandbox.close();
});

interface Summary {
  id: string;
  publicCode: string;
  title: string;
  kind: string;
}

describe('cn', () => {
  let first: Summary;

  it('list: published cheatsheets as a table and as JSON', async () => {
    const page = await cli.json<{ items: Summary[]; fromCache: boolean }>([
      'cn',
      'list',
      '--competition',
      STAGE1,
      '--kind',
      'cheatsheet',
      '--limit',
      '5',
    ]);
    expect(page.fromCache).toBe(false);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((i) => i.kind === 'cheatsheet')).toBe(true);
    first = page.items[0]!;
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
    expect(lines[1]).toMatch(new RegExp(`^${first.publicCode}\\s+cheatsheet\\s+`));
    expect(lines).toHaveLength(page.items.length + 1);
  });

  it('show: by public code (any case) or id, with the text', async () => {
    const byCode = await cli.json<{ id: string; content: string }>([
      'cn',
      'show',
      first.publicCode.toLowerCase(),
    ]);
    expect(byCode.id).toBe(first.id);
    const human = await cli.run(['cn', 'show', first.id]);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(new RegExp(`^code:\\s+${first.publicCode}$`, 'm'));
    expect(human.stdout).toContain(byCode.content.trim().split('\n')[0]!);
    const missing = await cli.run(['cn', 'show', 'ETA-999999']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('No published item has the code ETA-999999.');
  });

  it('fork: a copy in the library, linked to its source, through the outbox', async () => {
    const forked = await cli.json<{ item: { id: string; title: string }; source: string }>([
      'cn',
      'fork',
      first.publicCode,
      '--title',
      'My fork',
    ]);
    expect(forked).toMatchObject({ source: first.id, item: { title: 'My fork' } });
    const shown = await cli.json<{ content: string }>(['cn', 'show', first.id]);
    expect((await cli.run(['library', 'get', 'cheatsheet', forked.item.id])).stdout).toBe(
      shown.content.endsWith('\n') ? shown.content : `${shown.content}\n`,
    );
    const human = await cli.run(['cn', 'fork', first.publicCode]);
    expect(human.stdout.startsWith(`Forked ${first.publicCode} into your library as `)).toBe(true);
    expect(human.stdout.endsWith(` (“${first.title}”).\n`)).toBe(true);
  });
});
