/**
 * The workbench core: one object that owns the store, the secrets, the connections and the
 * cached reads, and exposes them as contract handlers. It never imports electron, so Electron,
 * serve mode and tests host the very same core.
 */
import { join } from 'node:path';
import {
  cacheKeyPrefix,
  type EventName,
  type Events,
  isOp,
  type OutboxEntryView,
  staleReadsOf,
} from '../shared/contract';
import { ApiClient } from './api/client';
import { listCompetitions } from './api/competitions';
import { ApiError } from './api/errors';
import {
  type ActiveConnection,
  type BuiltinSandbox,
  type ClientSpec,
  ConnectionManager,
  type KeyOverride,
} from './connections';
import type { CoreContext } from './context';
import { privateDir, privateFile, tightenFiles } from './dataDirModes';
import { EventHub } from './events';
import { createHandlers, type Handlers } from './handlers';
import { createLogger } from './log';
import { Outbox } from './outbox/outbox';
import { storedRunName } from './playground/runNames';
import { openSecretStore, type SecretStore } from './secrets';
import { openRepositories, type Repositories } from './store';
import { openStore } from './store/db';
import { reconcileCreatedDrafts } from './store/drafts';
import { SweepDriver } from './sweeps/driver';
import { CachedReads } from './sync/cachedReads';
import { Connectivity } from './sync/connectivity';
import { RunFollowers } from './sync/runFollower';
import { type SaveOrigin, VersionRecorder } from './versions';

export interface WorkbenchOptions {
  /** Folder for workbench.db and logs/. */
  dataDir: string;
  version: string;
  /**
   * The built-in Sandbox connection: its address and key (started by the host), or its key and
   * how to start it, which the first request sent to it does (connections.ts, LazySandbox).
   */
  builtinSandbox: BuiltinSandbox;
  /** How often the active connection is checked while online / offline (ms). */
  heartbeatMs?: number;
  probeMs?: number;
  /**
   * Whether the active connection is checked at once when the core opens and after a switch
   * (default true: the app's header shows the answer). The command line says false: a command
   * sends its own requests, and a check would load the HTTP client, or start the Sandbox, for a
   * read answered from the cache; the heartbeat still checks a command that runs long.
   */
  checkAtOnce?: boolean;
  /** A cached copy younger than this is served without a refresh (ms). */
  freshMs?: number;
  /** Defaults to the OS keychain, or memory when none answers. */
  secrets?: SecretStore;
  /** A key given for this session only (the command line's WORKBENCH_API_KEY or key file). */
  keyOverride?: KeyOverride;
  /** Client settings for tests (short timeouts); production uses the defaults. */
  client?: { timeoutMs?: number; deadlineMs?: number; maxAttempts?: number };
  /** Also print log lines to stderr. */
  echoLog?: boolean;
  /** Outbox backoff for unanswered writes (ms); tests shorten it. */
  outboxBackoffMs?: { base: number; max: number };
  /** How long a sent write may still reach the platform (default: the client's limit + 5 s). */
  writeInFlightMs?: number;
  /** Playground run follower: first poll wait and its cap (ms). */
  followerPollMs?: { min: number; max: number };
  /** Who saves through this core, recorded with each version: 'cli' for the command line. */
  origin?: SaveOrigin;
  /**
   * Whether every sweep of the active connection is driven while the core is open (the app and
   * serve mode). The command line says false: `runs sweep` drives its own sweep only.
   */
  driveSweeps?: boolean;
  /** Asks the user where to save a download (desktop); absent in serve mode and tests. */
  chooseSavePath?: (defaultName: string) => Promise<string | null>;
}

export interface Workbench {
  readonly handlers: Handlers;
  on<E extends EventName>(event: E, listener: (payload: Events[E]) => void): () => void;
  /** Every event, for hosts that forward them all (IPC, server-sent events). */
  onAny(listener: <E extends EventName>(event: E, payload: Events[E]) => void): () => void;
  close(): Promise<void>;
}

export async function openWorkbench(opts: WorkbenchOptions): Promise<Workbench> {
  // Folders 0700 and files 0600, also those an earlier version left readable (dataDirModes.ts).
  privateDir(opts.dataDir);
  privateDir(join(opts.dataDir, 'logs'));
  privateFile(join(opts.dataDir, 'logs', 'main.log'));
  privateFile(join(opts.dataDir, 'workbench.db'));
  const log = createLogger(join(opts.dataDir, 'logs', 'main.log'), opts.echoLog);
  const { db, notice } = openStore(join(opts.dataDir, 'workbench.db'));
  // The WAL and SHM files now exist (and a damaged file's copy set aside); every log file too.
  tightenFiles(opts.dataDir, (name) => name.startsWith('workbench.db'));
  tightenFiles(join(opts.dataDir, 'logs'));
  if (notice) log.warn('store rebuilt', { notice });
  const repos = openRepositories(db);
  const secrets = opts.secrets ?? (await openSecretStore());
  const events = new EventHub();
  const userAgent = `ParticipantWorkbench/${opts.version} (${process.platform}; node ${process.versions.node})`;

  // Declared before use by the client callbacks below; assigned right after.
  let ctx: CoreContext;
  const makeClient = (spec: ClientSpec) =>
    new ApiClient({
      baseUrl: spec.baseUrl,
      apiKey: spec.apiKey,
      userAgent,
      ...opts.client,
      // Only the active connection's own client says whether "we" are online; a Test connection
      // client, or a late answer to a connection since switched away from, says nothing.
      onReachability: spec.reportsReachability
        ? (reachable, error) => {
            if (spec.id === connections.activeConnectionId)
              ctx.connectivity.report(reachable, error?.info ?? null);
          }
        : undefined,
    });

  const connections = new ConnectionManager({
    repo: repos.connections,
    forget: (id) => forgetConnection(repos, id),
    secrets,
    log,
    sandbox: opts.builtinSandbox,
    makeClient,
    keyOverride: opts.keyOverride,
    // A queued run's hfToken stays with the origin it was typed for (connections.ts).
    queuedTokens: {
      repo: repos.outbox,
      transaction: repos.transaction,
      changed: (ids) => events.emit('outbox.changed', { ...outbox.summary(), ids }),
    },
    onSandboxStarting: () => events.emit('connection.status', status()),
  });
  const connectivity = new Connectivity({
    heartbeatMs: opts.heartbeatMs ?? 15_000,
    probeMs: opts.probeMs ?? 3_000,
    checkAtOnce: opts.checkAtOnce ?? true,
    probe: async (signal) => {
      const conn = await ctx.connections.getActive();
      await listCompetitions(conn.client, { limit: 1 }, { signal }).catch((err: unknown) => {
        // Without a key nothing is sent, so the client reports nothing: say why here, or the
        // header would wait for an answer forever.
        if (err instanceof ApiError && err.info.code === 'NO_API_KEY') connectivity.report(true, err.info);
      });
    },
    onChange: (state, cameBack) => {
      log.info('connectivity', { online: state.online, code: state.lastError?.code ?? null });
      events.emit('connection.status', status());
      if (cameBack) {
        void ctx.connections
          .getActive()
          .then((conn) => reads.refreshStale(conn))
          .catch(() => undefined);
        outbox.wake();
      }
    },
  });
  const cache = repos.cache;
  const drafts = repos.drafts;
  // The one writer of versions, sightings and pins. Wired in two places, both here: the outbox's
  // hook (every stage of a write) and the cached reads' (every answer of the platform: reads, and
  // the last answer of a followed run, which the followers tell the reads).
  const recorder = new VersionRecorder({
    repo: repos.versions,
    playground: repos.playground,
    startedRuns: (connectionId, competitionId) => repos.outbox.startedRuns(connectionId, competitionId),
    events,
    active: () => connections.getActive(),
    origin: opts.origin ?? 'app',
  });
  const reads = new CachedReads({
    cache,
    freshMs: opts.freshMs ?? 10_000,
    isOnline: () => connectivity.state.online,
    onUpdated: (connectionId, keys) => events.emit('cache.updated', { connectionId, keys }),
    onFetched: (conn, key, value) => recorder.seen(conn, key, value),
  });
  const outbox = new Outbox({
    repo: repos.outbox,
    connections,
    events,
    log,
    isOnline: () => connectivity.state.online,
    secrets,
    baseBackoffMs: opts.outboxBackoffMs?.base,
    maxBackoffMs: opts.outboxBackoffMs?.max,
    // A write may still reach the platform until the client's deadline for it has passed.
    inFlightMs: opts.writeInFlightMs ?? writeInFlightMs(opts.client),
    onWrite: (stage, entry) => recorder.write(stage, entry),
    // A write that reached the server makes the reads it touched out of date: drop them, and
    // tell the UI, whose next read then fetches.
    onDone: (entry) => {
      reconcileCreatedDrafts(drafts, entry);
      void connections.getActive().then(
        (conn) => {
          if (conn.id !== entry.connectionId) return;
          followStartedRun(conn, entry);
          keepCnWrite(conn, entry);
          const keys = reads.invalidate(conn, staleReadsOf(entry.request.op).map(cacheKeyPrefix));
          if (keys.length) events.emit('cache.updated', { connectionId: conn.id, keys });
        },
        () => undefined,
      );
    },
  });
  const followers = new RunFollowers({
    repo: repos.playground,
    events,
    log,
    nameOf: (key) =>
      storedRunName({ playground: repos.playground, versions: repos.versions, cache, outbox }, key),
    getActive: () => connections.getActive(),
    onFetched: (conn, key, value) => reads.seen(conn, key, value),
    minPollMs: opts.followerPollMs?.min,
    maxPollMs: opts.followerPollMs?.max,
  });
  /** A published item is kept (and indexed) at once; a withdrawn one leaves the cache and the index. */
  const keepCnWrite = (conn: ActiveConnection, entry: OutboxEntryView) => {
    if (isOp(entry, 'cn.withdraw')) repos.contributorNetwork.remove(conn.partition, entry.request.itemId);
    // The answer was checked against the op's result when it was recorded (outbox/check.ts).
    if (isOp(entry, 'cn.publish') && entry.result) {
      repos.contributorNetwork.putFull(conn.partition, entry.result);
    }
  };
  /** A run the outbox just started is followed at once (its dashboard fills in live). */
  const followStartedRun = (conn: ActiveConnection, entry: OutboxEntryView) => {
    if (!isOp(entry, 'playground.run.create') || !entry.result) return;
    followers.follow(conn, entry.request.competitionId, entry.result.runId, entry.request.kind);
  };
  // Settled once the active connection's runs are followed again: a read of a run waits for it,
  // so "not followed" means the follower let go of it, never that it has not started yet.
  let followersResumed: Promise<void> = Promise.resolve();
  const resumeFollowers = () => {
    followersResumed = followers
      .stopAll()
      .then(() => connections.getActive())
      .then((conn) => followers.resume(conn))
      .catch((err: unknown) => log.warn('run followers not resumed', { error: String(err) }));
  };
  ctx = {
    version: opts.version,
    log,
    events,
    connections,
    reads,
    connectivity,
    secrets,
    outbox,
    drafts,
    storeNotice: notice,
    igp24Labels: repos.igp24Labels,
    playground: repos.playground,
    contributorNetwork: repos.contributorNetwork,
    versions: repos.versions,
    sweeps: repos.sweeps,
    transaction: repos.transaction,
    chooseSavePath: opts.chooseSavePath ?? null,
    followers,
    followersResumed: () => followersResumed,
    settings: repos.connections,
    onActivated: () => {
      outbox.kick();
      resumeFollowers();
      if (opts.driveSweeps) void sweepDriver.driveActive().catch(() => {});
    },
  };
  // Sweeps move on by themselves in the app and serve mode; a command drives only its own.
  const sweepDriver = new SweepDriver(ctx);

  const status = () => ({
    version: opts.version,
    activeConnectionId: connections.activeConnectionId,
    online: connectivity.state.online,
    checkedAt: connectivity.state.checkedAt,
    lastError: connectivity.state.lastError,
    keychainAvailable: secrets.backend === 'keychain',
    storeNotice: notice,
    sandboxStarting: connections.sandboxStartingNow,
  });
  const handlers = createHandlers(ctx, status, sweepDriver);
  // A keychain asked later than now may be missing: the header and the connection form hear of it.
  secrets.onOpened?.(() => events.emit('connection.status', status()));
  // Drafts of creates delivered by an earlier version, which left them behind.
  for (const d of drafts.list()) {
    const entryId = d.meta.createEntryId;
    const entry = typeof entryId === 'number' ? repos.outbox.get(entryId) : null;
    if (entry) reconcileCreatedDrafts(drafts, entry);
  }
  log.info('workbench opened', { version: opts.version, keychain: secrets.backend });
  // Writes left from the last run (also those cut off mid-send) go out now.
  outbox.kick();
  // Runs still going when the app last closed are followed again.
  resumeFollowers();
  if (opts.driveSweeps)
    void sweepDriver
      .driveActive()
      .catch((err: unknown) => log.warn('sweeps not resumed', { error: String(err) }));

  return {
    handlers,
    on: (event, listener) => events.on(event, listener),
    onAny: (listener) => events.onAny(listener),
    async close() {
      sweepDriver.close();
      await sweepDriver.idle();
      connectivity.close();
      await followers.close();
      await outbox.close();
      // Texts of writes queued just before closing (a command that exits) are kept first.
      await recorder.idle();
      await connections.close();
      db.close();
    },
  };
}

/**
 * Removes a stored connection and everything kept for it, in one transaction: cached reads, the
 * IGP24 label copy and its finished outbox history. (Unsent writes are refused earlier: nothing is
 * dropped silently.)
 */
function forgetConnection(repos: Repositories, id: string): void {
  repos.transaction(() => {
    repos.connections.remove(id);
    repos.cache.removeConnection(id);
    repos.igp24Labels.removeConnection(id);
    repos.playground.removeConnection(id);
    repos.sweeps.removeConnection(id);
    repos.versions.removeConnection(id);
    repos.outbox.removeDone(id);
  });
}

/**
 * How long one sent write may still be on its way: the client's time limit for it (a write is
 * never retried by the client) and a margin for the clocks of two processes.
 */
function writeInFlightMs(client: WorkbenchOptions['client']): number {
  const limit = Math.min(client?.timeoutMs ?? 15_000, client?.deadlineMs ?? 20_000);
  return limit + 5_000;
}
