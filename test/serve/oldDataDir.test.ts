/**
 * Serve mode's data from before it shared the app's folder (src/serve/dataDir.ts): copied once
 * into the shared folder when that has no database, the old folder left as it was with a note in
 * it, and said in words when it cannot be copied. Real SQLite files, opened by the real core.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src/core/dispatch';
import { MemorySecretStore } from '../../src/core/secrets';
import { openWorkbench, type Workbench } from '../../src/core/workbench';
import { carryOverOldData, OLD_FOLDER_NOTE } from '../../src/serve/dataDir';
import type { Draft } from '../../src/shared/contract';
import { tempDir } from '../helpers/tempDir';

/** The core on `dataDir`; its platform is never asked (no check at open, no send). */
function open(dataDir: string): Promise<Workbench> {
  return openWorkbench({
    dataDir,
    version: '0.0.0-test',
    builtinSandbox: { baseUrl: 'http://127.0.0.1:9', apiKey: 'sandbox-key' },
    secrets: new MemorySecretStore(),
    checkAtOnce: false,
    heartbeatMs: 600_000,
    probeMs: 600_000,
  });
}

async function call<T>(wb: Workbench, method: string, input: unknown): Promise<T> {
  const res = await createDispatcher(wb.handlers)(method as never, input as never);
  if (!res.ok) throw new Error(`${method}: ${res.error.message}`);
  return res.value as T;
}

/** An old serve folder with a draft, its built-in Sandbox's database, and the core still open. */
async function oldFolder(): Promise<{ from: string; wb: Workbench }> {
  const from = join(tempDir('wb-old-serve-'), 'participant-workbench', 'serve');
  const wb = await open(from);
  await call(wb, 'drafts.put', { key: 'cheatsheet:new', text: 'kept since the old serve mode' });
  mkdirSync(join(from, 'sandbox'));
  const sandbox = new Database(join(from, 'sandbox', 'sandbox.db'));
  sandbox.exec("CREATE TABLE items (title TEXT); INSERT INTO items VALUES ('a sandbox item')");
  sandbox.close();
  return { from, wb };
}

describe('carrying serve mode’s old folder over', () => {
  it('copies its databases into a shared folder that has none, once, and leaves the old folder as it was', async () => {
    const { from, wb: old } = await oldFolder();
    const to = join(tempDir('wb-shared-'), 'Participant Workbench');
    try {
      // The old core is still open: its newest rows are in the WAL, and are copied too.
      const said = carryOverOldData(from, to);
      expect(said).toBe(
        `Copied the data serve mode kept before from ${from} to ${to}, the folder the desktop app and the \`workbench\` command use. The old folder was left as it was: delete it when you no longer need it.`,
      );
      expect(statSync(join(to, 'workbench.db')).mode & 0o777).toBe(0o600);
      const copied = await open(to);
      try {
        const draft = await call<Draft | null>(copied, 'drafts.get', { key: 'cheatsheet:new' });
        expect(draft?.text).toBe('kept since the old serve mode');
      } finally {
        await copied.close();
      }
      const sandbox = new Database(join(to, 'sandbox', 'sandbox.db'), { readonly: true });
      expect(sandbox.prepare('SELECT title FROM items').pluck().all()).toEqual(['a sandbox item']);
      sandbox.close();
      // The old folder still has everything, and a note that says where its data went.
      expect((await call<Draft | null>(old, 'drafts.get', { key: 'cheatsheet:new' }))?.text).toBe(
        'kept since the old serve mode',
      );
      expect(readFileSync(join(from, OLD_FOLDER_NOTE), 'utf8')).toContain(to);
      // The next start has nothing more to say, and copies nothing again.
      expect(carryOverOldData(from, to)).toBeNull();
    } finally {
      await old.close();
    }
  });

  it('a shared folder with data of its own keeps it; the user is told where the old data is and how to open it', async () => {
    const { from, wb: old } = await oldFolder();
    await old.close();
    const to = join(tempDir('wb-shared-'), 'Participant Workbench');
    const own = await open(to);
    await own.close();
    const said = carryOverOldData(from, to);
    expect(said).toBe(
      `Serve mode now keeps its data in ${to}, with the desktop app and the \`workbench\` command. That folder already had data, so the data serve mode kept before, in ${from}, was not copied there. To open the old data instead: npm run serve -- --data "${from}"`,
    );
    const shared = await open(to);
    try {
      expect(await call<Draft | null>(shared, 'drafts.get', { key: 'cheatsheet:new' })).toBeNull();
    } finally {
      await shared.close();
    }
    expect(existsSync(join(to, 'sandbox'))).toBe(false);
    expect(readFileSync(join(from, OLD_FOLDER_NOTE), 'utf8')).toContain(`--data "${from}"`);
    expect(carryOverOldData(from, to)).toBeNull();
  });

  it('a copy that fails says so, leaves both folders without a half copy, and is tried again', () => {
    const from = tempDir('wb-old-serve-');
    writeFileSync(join(from, 'workbench.db'), 'not a database at all, but the user’s file');
    const to = join(tempDir('wb-shared-'), 'Participant Workbench');
    const said = carryOverOldData(from, to);
    expect(said).toMatch(/, failed \(.+\)\. That folder was left as it was\. /);
    expect(said).toMatch(
      `Serve mode now keeps its data in ${to}, with the desktop app and the \`workbench\` command, but copying the data it kept before, in ${from}, failed (`,
    );
    expect(said?.endsWith(`To open the old data instead: npm run serve -- --data "${from}"`)).toBe(true);
    expect(existsSync(to) ? readdirSync(to) : []).toEqual([]);
    expect(readFileSync(join(from, 'workbench.db'), 'utf8')).toBe(
      'not a database at all, but the user’s file',
    );
    expect(existsSync(join(from, OLD_FOLDER_NOTE))).toBe(false);
    expect(carryOverOldData(from, to)).toBe(said);
  });

  it('without an old database there is nothing to do and nothing is made', () => {
    const from = join(tempDir('wb-old-serve-'), 'serve');
    const to = join(tempDir('wb-shared-'), 'Participant Workbench');
    expect(carryOverOldData(from, to)).toBeNull();
    expect(existsSync(to)).toBe(false);
  });
});
