/**
 * A read answered from the cache without opening the workbench: the command line's fast path
 * for a read whose cached copy is fresh. It loads the SQLite store and nothing of the API client,
 * its schemas or the contract (a cached read of the full core spends most of its start-up on
 * them), and answers exactly what the core's cached read answers for a fresh copy (test:
 * test/contract/cachePeek.test.ts). Anything it is not sure of is a miss, and the caller opens
 * the workbench as before: no file, another version, an unknown connection, a key it cannot read,
 * a copy older than the freshness window, or a method not listed below.
 */
import { join } from 'node:path';
import type { Cached } from '../shared/contract';
import { cacheKey, type MethodNameList } from '../shared/methods';
import { platformUrlProblem } from '../shared/platformUrl';
import { ACTIVE_SETTING, partitionOf, SANDBOX_ID } from './connectionIds';
import { type SecretStore, secretStoreOnFirstUse } from './secrets';
import type { ConnectionsRepo } from './store/connections';
import { openStoreForRead } from './store/forRead';

/**
 * Reads whose handler answers the cached copy as it is (`cached(cacheKey(method, input), …)`
 * with nothing added): for these a fresh copy is the whole answer.
 */
export const PEEKABLE = new Set<MethodNameList>([
  'competitions.list',
  'competitions.get',
  'competitions.participation',
  'leaderboard.page',
  'leaderboard.standing',
]);

export interface PeekOptions {
  dataDir: string;
  /** A connection name or id for this read (as `--connection`); default the active one. */
  connection?: string;
  /** A key given from outside for this read (WORKBENCH_API_KEY, a key file): it serves the connection. */
  externalKey?: string | null;
  /** The built-in Sandbox's key. */
  sandboxKey: string;
  /** Where a platform connection's key is read; default the OS keychain (asked only then). */
  secrets?: SecretStore;
  /** The keychain's service name (tests keep theirs apart); with the default `secrets` only. */
  keychainService?: string;
  /** A copy older than this is a miss (the workbench refreshes it). */
  freshMs: number;
}

export async function peekCachedRead(
  opts: PeekOptions,
  method: MethodNameList,
  input: unknown,
): Promise<Cached<unknown> | null> {
  if (!PEEKABLE.has(method)) return null;
  const store = openStoreForRead(join(opts.dataDir, 'workbench.db'));
  if (!store) return null;
  try {
    const repo = store.connections;
    const id = chosenConnection(repo, opts.connection);
    if (!id) return null;
    let key: string | null;
    if (id === SANDBOX_ID) {
      // A key from outside is not the Sandbox's: the workbench says so in words.
      if (opts.externalKey) return null;
      key = opts.sandboxKey;
    } else {
      const row = repo.get(id);
      if (!row || platformUrlProblem(row.baseUrl)) return null;
      const secrets = opts.secrets ?? secretStoreOnFirstUse(opts.keychainService);
      key = opts.externalKey ?? (await secrets.get(id).catch(() => null));
      if (!key) return null;
    }
    const row = store.cache.get<unknown>(partitionOf(id, key), cacheKey(method, input));
    if (!row || Date.now() - Date.parse(row.fetchedAt) > opts.freshMs) return null;
    return { data: row.value, fetchedAt: row.fetchedAt, stale: false, error: null };
  } finally {
    store.close();
  }
}

/** The connection a read uses: the one named (by id or name, any case), else the active one. */
function chosenConnection(repo: ConnectionsRepo, wanted: string | undefined): string | null {
  const rows = [{ id: SANDBOX_ID, name: 'Sandbox' }, ...repo.list()];
  if (wanted !== undefined) {
    const w = wanted.toLowerCase();
    return rows.find((r) => r.id.toLowerCase() === w || r.name.toLowerCase() === w)?.id ?? null;
  }
  const saved = repo.getSetting(ACTIVE_SETTING);
  return saved && rows.some((r) => r.id === saved) ? saved : SANDBOX_ID;
}
