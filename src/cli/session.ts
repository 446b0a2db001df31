/**
 * Opens the very same core the app runs (src/core) for one command: the app's data folder,
 * its SQLite store, its keychain entries and its outbox. Every call goes through the contract's
 * dispatcher, so input is validated and errors come back exactly as the app sees them.
 */
import { join } from 'node:path';
import { createDispatcher, type Dispatch, openWorkbench, type Workbench } from '../core';
import { secretStoreOnFirstUse } from '../core/secrets';
import type { Events, MethodInput, MethodName, MethodResult } from '../shared/contract';
import { CallError, UsageError } from './callError';
import type { ExternalKey } from './keySource';
import { builtinSandboxKey, externalSandbox, FRESH_MS } from './sessionDefaults';

/**
 * The app's data folder (Electron's userData for "Participant Workbench"), the one serve mode
 * uses too, so the command line and the app share connections, cache and outbox.
 * WORKBENCH_DATA_DIR or --data-dir override it.
 */
export { defaultDataDir } from '../core/dataDir';
export { CallError, FRESH_MS };

export interface SessionOptions {
  dataDir: string;
  version: string;
  /** A connection name or id to use for this command only. */
  connection?: string;
  /** WORKBENCH_API_KEY or the key file: serves that connection (or the active one) this time only. */
  externalKey?: ExternalKey | null;
}

export interface Session {
  call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodResult<M>>;
  /**
   * A cached read, refreshed first when its copy is older than FRESH_MS (the core refreshes it in
   * the background and says so with `cache.updated`; a script wants the new answer). Offline, the
   * old copy is returned with `stale` set.
   */
  read<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodResult<M>>;
  on<E extends keyof Events>(event: E, listener: (payload: Events[E]) => void): () => void;
  close(): Promise<void>;
  /** The key from outside that serves this command's connection, if one was given. */
  readonly externalKey: ExternalKey | null;
  /** True when a key from outside was given but the command uses the built-in Sandbox. */
  readonly externalKeyIgnored: boolean;
}

export async function openSession(opts: SessionOptions): Promise<Session> {
  // Tests keep their keys apart from the user's under a service name of their own. The keychain is
  // asked when a key is first needed: a command on the Sandbox, or with WORKBENCH_API_KEY, never does.
  const secrets = secretStoreOnFirstUse(process.env.WORKBENCH_KEYCHAIN_SERVICE || undefined);
  const external = externalSandbox();
  let stopSandbox: (() => Promise<void>) | null = null;
  const workbench: Workbench = await openWorkbench({
    dataDir: opts.dataDir,
    version: opts.version,
    secrets,
    freshMs: FRESH_MS,
    origin: 'cli',
    keyOverride: opts.externalKey
      ? { apiKey: opts.externalKey.apiKey, source: opts.externalKey.source, connection: opts.connection }
      : undefined,
    // Neither the connectivity check at open nor a read answered from the cache sends anything.
    checkAtOnce: false,
    builtinSandbox: external ?? {
      apiKey: builtinSandboxKey(),
      // Started by the first request sent to it (the client asks), once per command.
      start: async () => {
        // Loaded only when a command sends to the Sandbox: it is the biggest module.
        const { startSandbox } = await import('../sandbox');
        const sandbox = await startSandbox({ dataDir: join(opts.dataDir, 'sandbox') });
        stopSandbox = () => sandbox.close();
        const participant = sandbox.keys.find((k) => k.name === 'participant')!;
        return { baseUrl: sandbox.baseUrl, apiKey: participant.apiKey };
      },
    },
  });
  const dispatch: Dispatch = createDispatcher(workbench.handlers);
  const call = async <M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodResult<M>> => {
    const res = await dispatch(method, input);
    if (!res.ok) throw new CallError(res.error);
    return res.value as MethodResult<M>;
  };

  const close = async () => {
    await workbench.close();
    // A request of the command may have started the Sandbox: it must not outlive the command.
    await (stopSandbox as (() => Promise<void>) | null)?.();
  };

  // --connection: this command only. The switch is not saved, so the app's choice stays whatever
  // happens to this process.
  let externalKeyIgnored = false;
  if (opts.connection || opts.externalKey) {
    try {
      const list = await call('connections.list', {});
      let used = list.find((c) => c.active);
      if (opts.connection) {
        const wanted = opts.connection.toLowerCase();
        used = list.find((c) => c.id.toLowerCase() === wanted || c.name.toLowerCase() === wanted);
        if (!used) {
          const names = list.map((c) => c.name).join(', ');
          throw new UsageError(`No connection named “${opts.connection}”. Known: ${names}.`);
        }
        if (!used.active) await call('connections.activate', { id: used.id, remember: false });
      }
      externalKeyIgnored = Boolean(opts.externalKey) && used?.kind === 'sandbox';
    } catch (err) {
      await close();
      throw err;
    }
  }

  const read = async <M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodResult<M>> => {
    let off = () => {};
    const updated = new Promise<void>((resolve) => {
      off = workbench.on('cache.updated', () => resolve());
    });
    try {
      const first = (await call(method, input)) as { fetchedAt?: string | null; stale?: boolean };
      const age = first?.fetchedAt ? Date.now() - Date.parse(first.fetchedAt) : 0;
      if (age <= FRESH_MS || first.stale) return first as MethodResult<M>;
      await updated;
      return await call(method, input);
    } finally {
      off();
    }
  };

  return {
    call,
    read,
    on: (event, listener) => workbench.on(event, listener),
    close,
    externalKey: opts.externalKey ?? null,
    externalKeyIgnored,
  };
}
