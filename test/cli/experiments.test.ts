/**
 * `workbench library history`, `library show --version` and `runs list --json` against a sandbox
 * over real HTTP: a cheatsheet saved, run, edited and run again from the command line.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sha256Hex } from '../../src/core/sha256';
import type { TestSandbox } from '../helpers/sandbox';
import { type CliEnv, type CliResult, signIn, signOut } from './helpers';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const V1 = 'Look for a fixed point.\n';
const V2 = 'Look for a fixed point.\nCheck the trivial magma.\n';

// Every command is a whole process (about a second each on a loaded machine).
vi.setConfig({ testTimeout: 120_000 });
let sandbox: TestSandbox;
let cli: CliEnv;

beforeAll(async () => {
  let login: CliResult;
  ({ sandbox, cli, login } = await signIn('exp', { playgroundPaceMs: 20, logger: false }));
  expect(login.code, login.stderr).toBe(0);
});

afterAll(() => signOut(sandbox, cli));

const run = async (sheet: string) =>
  (
    await cli.json<{ runId: string }>([
      'runs',
      'create',
      STAGE1,
      '--models',
      'gpt-oss-120b',
      '--problems',
      'warmup:0-1',
      '--config',
      sheet,
      '--watch',
      '--yes',
    ])
  ).runId;

describe('versions on the command line', () => {
  let sheet: string;
  let runA: string;
  let runB: string;

  // What every test reads, made before any of them, so each passes alone and in any order.
  beforeAll(async () => {
    const file = join(cli.dataDir, 'sheet.txt');
    writeFileSync(file, V1);
    sheet = (await cli.json<{ id: string }>(['library', 'put', 'cheatsheet', file, '--title', 'Fixed'])).id;
    runA = await run(sheet);
    writeFileSync(file, V2);
    await cli.json(['library', 'put', 'cheatsheet', file, '--id', sheet]);
    runB = await run(sheet);
  }, 120_000);

  it('history lists each saved text with its hash, date and runs', async () => {
    const history = await cli.json<Array<{ sha256: string; savedAt: string; runs: number; source: string }>>([
      'library',
      'history',
      'cheatsheet',
      sheet,
    ]);
    expect(history.map((v) => [v.sha256, v.runs, v.source])).toEqual([
      [sha256Hex(V2), 1, 'cli'],
      [sha256Hex(V1), 1, 'cli'],
    ]);
    expect(history.every((v) => !Number.isNaN(Date.parse(v.savedAt)))).toBe(true);
    const table = await cli.run(['library', 'history', 'cheatsheet', sheet]);
    expect(table.stdout).toMatch(
      new RegExp(`^${sha256Hex(V1).slice(0, 12)}\\s.*\\scli\\s+${V1.length}\\s+1\\s+Fixed$`, 'm'),
    );
  });

  it('show --version prints the exact text of a version, by full hash or a unique prefix', async () => {
    const full = await cli.run(['library', 'show', 'cheatsheet', sheet, '--version', sha256Hex(V1)]);
    expect(full).toMatchObject({ code: 0, stdout: V1 });
    const prefix = await cli.run([
      'library',
      'show',
      'cheatsheet',
      sheet,
      '--version',
      sha256Hex(V2).slice(0, 7),
    ]);
    expect(prefix).toMatchObject({ code: 0, stdout: V2 });
    const wrong = await cli.run(['library', 'show', 'cheatsheet', sheet, '--version', '0000000']);
    expect(wrong.code).not.toBe(0);
    expect(wrong.stderr).toContain('workbench library history cheatsheet');
  });

  it('runs list --json names the version each run’s configuration ran', async () => {
    const runs = await cli.json<
      Array<{ runId: string; versions: Array<{ position: number; sha256: string }> }>
    >(['runs', 'list', STAGE1]);
    const versions = (runId: string) => runs.find((r) => r.runId === runId)?.versions;
    expect(versions(runA)).toMatchObject([{ position: 0, sha256: sha256Hex(V1) }]);
    expect(versions(runB)).toMatchObject([{ position: 0, sha256: sha256Hex(V2) }]);
  });
});
