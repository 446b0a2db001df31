/**
 * The command line's fast path for a fresh cached read (core/cachePeek.ts) answers exactly what
 * the workbench answers for it, for every method it takes, on the built-in Sandbox and on a
 * platform connection; and it misses (the workbench answers then) wherever it could differ.
 * A real sandbox over HTTP and a real SQLite file, shared by the workbench and the peek.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher, openWorkbench, type Workbench } from '../../src/core';
import { PEEKABLE, type PeekOptions, peekCachedRead } from '../../src/core/cachePeek';
import type { Dispatch } from '../../src/core/dispatch';
import { MemorySecretStore } from '../../src/core/secrets';
import type { MethodNameList } from '../../src/shared/methods';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox';
import { tempDir } from '../helpers/tempDir';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const READS: [MethodNameList, Record<string, unknown>][] = [
  ['competitions.list', {}],
  ['competitions.get', { competitionId: STAGE1 }],
  ['competitions.participation', { competitionId: STAGE1 }],
  ['leaderboard.page', { competitionId: STAGE1, cursor: null }],
  ['leaderboard.standing', { competitionId: STAGE1 }],
];

let sb: TestSandbox;
let wb: Workbench;
let dispatch: Dispatch;
let dataDir: string;
const secrets = new MemorySecretStore();

async function call<T>(method: string, input: unknown = {}): Promise<T> {
  const res = await dispatch(method, input);
  if (!res.ok) throw new Error(`${method}: ${res.error.code} ${res.error.message}`);
  return res.value as T;
}

const peek = (method: MethodNameList, input: unknown, more: Partial<PeekOptions> = {}) =>
  peekCachedRead(
    { dataDir, sandboxKey: sb.key('participant'), secrets, freshMs: 60_000, ...more },
    method,
    input,
  );

beforeAll(async () => {
  sb = await startTestSandbox({ dataDir: tempDir('wb-peek-sbx-') });
  dataDir = tempDir('wb-peek-');
  wb = await openWorkbench({
    dataDir,
    version: 'test',
    secrets,
    freshMs: 60_000,
    checkAtOnce: false,
    builtinSandbox: { baseUrl: sb.baseUrl, apiKey: sb.key('participant') },
  });
  dispatch = createDispatcher(wb.handlers);
});

afterAll(async () => {
  await wb?.close();
  await sb?.close();
});

describe('a fresh cached read from the store alone', () => {
  it('covers exactly the methods listed', () => {
    expect([...PEEKABLE].sort()).toEqual(READS.map(([m]) => m).sort());
  });

  it('answers what the workbench answers, on the Sandbox and on a platform connection', async () => {
    for (const [method, input] of READS) await call(method, input);
    for (const [method, input] of READS)
      expect(await peek(method, input), method).toEqual(await call(method, input));

    // A platform connection (the same sandbox under another name), its key in the secret store.
    const added = await call<{ id: string }>('connections.add', {
      name: 'Platform',
      baseUrl: sb.baseUrl,
      apiKey: sb.key('reader'),
    });
    await call('connections.activate', { id: added.id });
    for (const [method, input] of READS) await call(method, input);
    for (const [method, input] of READS)
      expect(await peek(method, input), method).toEqual(await call(method, input));
    // By name for this read only (--connection), whichever is active.
    expect(await peek('competitions.list', {}, { connection: 'sandbox' })).toEqual(
      await peek('competitions.list', {}, { connection: 'SANDBOX' }),
    );
    await call('connections.activate', { id: 'sandbox' });
    expect((await peek('competitions.list', {}, { connection: 'platform' }))?.data).toEqual(
      (await call<{ data: unknown }>('competitions.list', {})).data,
    );
  });

  it('misses wherever the workbench could answer otherwise', async () => {
    await call('competitions.list', {});
    expect(await peek('competitions.list', {})).not.toBeNull();
    // A copy older than the window is refreshed by the workbench.
    expect(await peek('competitions.list', {}, { freshMs: -1 })).toBeNull();
    // Not listed: its handler may add to the cached copy.
    expect(await peek('library.list' as MethodNameList, {})).toBeNull();
    // An input never read has no copy.
    expect(await peek('competitions.get', { competitionId: 'no-such-competition' })).toBeNull();
    // A connection that does not exist: the workbench says so in words.
    expect(await peek('competitions.list', {}, { connection: 'nowhere' })).toBeNull();
    // A key from outside on the Sandbox: the workbench says it is not used.
    expect(await peek('competitions.list', {}, { externalKey: 'cp_test_x' })).toBeNull();
    // Another folder: no file at all.
    expect(await peek('competitions.list', {}, { dataDir: tempDir('wb-peek-empty-') })).toBeNull();
  });
});
