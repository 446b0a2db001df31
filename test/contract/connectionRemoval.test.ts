/**
 * Removing a connection over a real sandbox and a real SQLite file: everything kept for it (cached
 * reads, the IGP24 label copy, finished outbox history) goes, in every table; another
 * connection's data stays.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDispatcher, openWorkbench, type Workbench } from '../../src/core';
import type { Dispatch } from '../../src/core/dispatch';
import { MemorySecretStore } from '../../src/core/secrets';
import type { OutboxEntryView } from '../../src/shared/contract';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox';
import { tempDir } from '../helpers/tempDir';

let sb: TestSandbox;
let wb: Workbench;
let dispatch: Dispatch;
let dataDir: string;

async function call<T>(method: string, input: unknown = {}): Promise<T> {
  const res = await dispatch(method, input);
  if (!res.ok) throw new Error(`${method}: ${res.error.code} ${res.error.message}`);
  return res.value as T;
}

/** Rows kept for one connection, per table, read straight from the file. */
function rowsOf(id: string): Record<string, number> {
  const db = new Database(join(dataDir, 'workbench.db'), { readonly: true });
  try {
    const count = (sql: string) => (db.prepare(sql).get(id) as { n: number }).n;
    return {
      connections: count('SELECT count(*) AS n FROM connections WHERE id = ?'),
      cache: count("SELECT count(*) AS n FROM cache WHERE partition LIKE ? || ':%'"),
      igp24Labels: count("SELECT count(*) AS n FROM igp24_labels WHERE partition LIKE ? || ':%'"),
      igp24LabelSync: count("SELECT count(*) AS n FROM igp24_label_sync WHERE partition LIKE ? || ':%'"),
      outbox: count('SELECT count(*) AS n FROM outbox WHERE connection_id = ?'),
    };
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  sb = await startTestSandbox({ dataDir: tempDir('wb-rm-sbx-') });
  dataDir = tempDir('wb-rm-');
  wb = await openWorkbench({
    dataDir,
    version: 'test',
    builtinSandbox: { baseUrl: sb.baseUrl, apiKey: sb.key('participant') },
    secrets: new MemorySecretStore(),
    heartbeatMs: 300,
    probeMs: 150,
    client: { timeoutMs: 2000, maxAttempts: 1 },
  });
  dispatch = createDispatcher(wb.handlers);
});

afterAll(async () => {
  await wb.close();
  await sb.close();
});

describe('removing a connection', () => {
  it('drops its cached reads, IGP24 label copy and finished writes, and nothing of another connection', async () => {
    const add = (name: string) =>
      call<{ id: string }>('connections.add', { name, baseUrl: sb.baseUrl, apiKey: sb.key('participant') });
    const gone = await add('To remove');
    const kept = await add('To keep');

    for (const conn of [gone, kept]) {
      await call('connections.activate', { id: conn.id });
      await call('competitions.list');
      expect((await call<{ count: number }>('igp24.labelsSync')).count).toBe(25_000);
    }
    await call('connections.activate', { id: gone.id });
    const write = await call<OutboxEntryView>('library.create', {
      kind: 'cheatsheet',
      title: 'Removed with its connection',
      content: 'x = x',
    });
    await vi.waitFor(
      async () => {
        const entry = (await call<OutboxEntryView[]>('outbox.list')).find((e) => e.id === write.id);
        expect(entry?.status).toBe('done');
      },
      { timeout: 15_000, interval: 50 },
    );

    const before = rowsOf(gone.id);
    expect(before).toMatchObject({ connections: 1, igp24Labels: 25_000, igp24LabelSync: 1, outbox: 1 });
    expect(before.cache).toBeGreaterThan(0);
    const keptBefore = rowsOf(kept.id);

    await call('connections.activate', { id: 'sandbox' });
    await call('connections.remove', { id: gone.id });

    expect(rowsOf(gone.id)).toEqual({
      connections: 0,
      cache: 0,
      igp24Labels: 0,
      igp24LabelSync: 0,
      outbox: 0,
    });
    expect(rowsOf(kept.id)).toEqual(keptBefore);
    const views = await call<{ id: string }[]>('connections.list');
    expect(views.map((v) => v.id)).toEqual(['sandbox', kept.id]);
  });
});
