/**
 * The one contract between the UI and the workbench core. The preload, the IPC registrar and the
 * serve host are generic over this map: adding a capability means adding an entry here (or in a
 * feature's map under contracts/, spread in below), its name to methods.ts, and a handler in
 * src/core/handlers/; nobody writes a channel by hand.
 *
 * Inputs are validated in the main process (and in serve mode) with these zod schemas.
 */
import * as z from 'zod';
import type {
  ApiErrorInfo,
  CompetitionDetail,
  CompetitionSummary,
  LeaderboardRow,
  Page,
  Participation,
  RateLimitInfo,
  Standing,
} from './api';
import type { Cached } from './contracts/cached';
import { contributorNetworkContract } from './contracts/contributorNetwork';
import { experimentsContract } from './contracts/experiments';
import { pathId } from './contracts/ids';
import { igp24Contract } from './contracts/igp24';
import { method } from './contracts/method';
import { playgroundContract } from './contracts/playground';
import { sweepsContract } from './contracts/sweeps';
import { type OutboxSummary, workContract } from './contracts/work';
import {
  cacheKey,
  cacheKeyPrefix,
  EVENT_NAMES,
  type EventNameList,
  IPC_EVENT_CHANNEL,
  IPC_INVOKE_CHANNEL,
  isMethodName,
  type MethodNameList,
  type ReadMethod,
} from './methods';
import { platformUrlProblem } from './platformUrl';

// ---------------------------------------------------------------- result shapes

export type { Cached };

/** How a connection looks to the UI. The key itself never leaves the main process. */
export interface ConnectionView {
  id: string;
  name: string;
  /** `sandbox` is the built-in local platform; `platform` is one the user added. */
  kind: 'sandbox' | 'platform';
  baseUrl: string;
  keySet: boolean;
  keyLast4: string | null;
  /**
   * Where the key lives: the OS keychain, memory for this session only, built in (sandbox), or
   * given from outside for this session (the command line's WORKBENCH_API_KEY or key file).
   */
  keyStorage: 'keychain' | 'memory' | 'builtin' | 'environment' | 'file' | 'none';
  active: boolean;
}

/** Whether the installed app looks for updates (Settings; off for users who update another way). */
export interface UpdateSettings {
  enabled: boolean;
}

export interface AppStatus {
  version: string;
  activeConnectionId: string;
  /** Whether the active connection's server answered the last request (any HTTP answer counts). */
  online: boolean;
  /** When `online` was last confirmed or refuted. */
  checkedAt: string | null;
  /** Why the last request failed, when the connection is offline or the key is refused. */
  lastError: ApiErrorInfo | null;
  /** False when no OS keychain answered: keys are then kept in memory for this session only. */
  keychainAvailable: boolean;
  /** Set once when the local database was found corrupt at start, moved aside and rebuilt. */
  storeNotice: string | null;
  /** The built-in Sandbox is starting (on the first request sent to it): reads wait for it. */
  sandboxStarting: boolean;
}

export interface TestConnectionResult {
  ok: boolean;
  error: ApiErrorInfo | null;
  latencyMs: number | null;
  rateLimit: RateLimitInfo | null;
  /** Number of competitions the key can see, when the test succeeded. */
  competitionCount: number | null;
}

export interface CsvExport {
  filename: string;
  csv: string;
  rows: number;
}

// ---------------------------------------------------------------- input schemas

const id = pathId;
const competitionId = pathId;
const cursor = z.string().min(1).max(4096).nullable();
/**
 * Rows per page of a leaderboard read (spec 4.1: every list takes `limit`; its range for the
 * leaderboard is not shown, 1..100 is the range the spec gives every list that shows one). Left
 * out, the platform's default: the tables on screen. "Search every row" reads 100 at a time.
 */
const leaderboardLimit = z.number().int().min(1).max(100).optional();
/** https, or http on loopback only (src/shared/platformUrl.ts says why); no credentials. */
const httpUrl = z
  .string()
  .trim()
  .max(2048)
  .superRefine((v, ctx) => {
    const problem = platformUrlProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
/** Bearer tokens are visible ASCII (RFC 6750); anything else could never be sent in a header. */
const apiKey = z
  .string()
  .trim()
  .min(1)
  .max(4096)
  .regex(/^[\x21-\x7e]+$/, 'An API key has only visible ASCII characters (no spaces); check what was pasted');
const none = z.object({}).strict();
const searchQuery = z
  .object({
    competitionId,
    t: z.number().int().min(1).max(1_000_000).nullable(),
    r: z.number().int().min(0).max(24).nullable(),
    cursor,
    limit: leaderboardLimit,
  })
  .strict()
  .refine((v) => v.t !== null || v.r !== null, 'Give t, r or both');

export const contract = {
  'app.status': method<AppStatus>()(none),

  'connections.list': method<ConnectionView[]>()(none),
  'connections.add': method<ConnectionView>()(
    z.object({ name: z.string().trim().min(1).max(80), baseUrl: httpUrl, apiKey }).strict(),
  ),
  'connections.update': method<ConnectionView>()(
    z
      .object({
        id,
        name: z.string().trim().min(1).max(80).optional(),
        baseUrl: httpUrl.optional(),
        apiKey: apiKey.optional(),
      })
      .strict(),
  ),
  'connections.remove': method<null>()(z.object({ id }).strict()),
  // `remember: false` switches for this process only (a command line's --connection), so an app
  // running on the same data folder, or the next start, keeps the user's choice.
  'connections.activate': method<AppStatus>()(z.object({ id, remember: z.boolean().optional() }).strict()),
  'connections.test': method<TestConnectionResult>()(z.object({ id }).strict()),
  /** Tests an address and key before they are saved; a field left out comes from saved connection `id`. */
  'connections.testValues': method<TestConnectionResult>()(
    z.object({ id: id.optional(), baseUrl: httpUrl.optional(), apiKey: apiKey.optional() }).strict(),
  ),

  'updates.get': method<UpdateSettings>()(none),
  'updates.set': method<UpdateSettings>()(z.object({ enabled: z.boolean() }).strict()),

  'competitions.list': method<Cached<CompetitionSummary[]>>()(none),
  'competitions.get': method<Cached<CompetitionDetail>>()(z.object({ competitionId }).strict()),
  'competitions.participation': method<Cached<Participation>>()(z.object({ competitionId }).strict()),

  'leaderboard.page': method<Cached<Page<LeaderboardRow>>>()(
    z.object({ competitionId, cursor, limit: leaderboardLimit }).strict(),
  ),
  'leaderboard.standing': method<Cached<Standing>>()(z.object({ competitionId }).strict()),
  'leaderboard.placements': method<Cached<Page<LeaderboardRow>>>()(
    z.object({ competitionId, teamId: id, cursor, limit: leaderboardLimit }).strict(),
  ),
  'leaderboard.search': method<Cached<Page<LeaderboardRow>>>()(searchQuery),
  /** Fetches every page of one table and returns it as CSV. */
  'leaderboard.exportCsv': method<CsvExport>()(
    z.discriminatedUnion('table', [
      z.object({ table: z.literal('leaderboard'), competitionId }).strict(),
      z.object({ table: z.literal('placements'), competitionId, teamId: id }).strict(),
      z
        .object({
          table: z.literal('search'),
          competitionId,
          t: z.number().int().nullable(),
          r: z.number().int().nullable(),
        })
        .strict(),
    ]),
  ),
  ...workContract,
  ...igp24Contract,
  ...playgroundContract,
  ...contributorNetworkContract,
  ...experimentsContract,
  ...sweepsContract,
} as const;

export type Contract = typeof contract;
export type MethodName = keyof Contract;
export type MethodInput<M extends MethodName> = z.input<Contract[M]['input']>;
export type MethodResult<M extends MethodName> = Exclude<Contract[M]['result'], undefined>;

// METHOD_NAMES (zod-free, for the preload) must list exactly the contract's methods.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const methodNamesMatch: Same<MethodName, MethodNameList> = true;
void methodNamesMatch;

// Every method answering from the cache is a ReadMethod, so a write can name it as stale.
type CachedMethod = { [M in MethodName]: MethodResult<M> extends Cached<unknown> ? M : never }[MethodName];
const cachedReadsListed: [CachedMethod] extends [ReadMethod] ? true : false = true;
void cachedReadsListed;

export { isMethodName };

// ---------------------------------------------------------------- events (main → UI)

export interface Events {
  /** Online/offline and the active connection changed, or a request failed for a new reason. */
  'connection.status': AppStatus;
  /** Cached reads were refreshed; `keys` are cacheKey() values of the queries that changed. */
  'cache.updated': { connectionId: string; keys: string[] };
  /** The list of connections changed (added, removed, renamed, key set). */
  'connections.changed': Record<string, never>;
  /** Outbox entries changed state; the counts are for the active connection. */
  'outbox.changed': OutboxSummary & { ids: number[] };
  /** A followed Playground run ended (done, failed or cancelled); sent once per run. */
  /** `name`: the run named by what it ran (src/shared/runName.ts), for the notification. */
  'playground.runEnded': {
    connectionId: string;
    competitionId: string;
    runId: string;
    status: string;
    name: string;
  };
}
export type EventName = keyof Events;
const eventNamesMatch: Same<EventName, EventNameList> = true;
void eventNamesMatch;

export { cacheKey, cacheKeyPrefix, EVENT_NAMES };

// ---------------------------------------------------------------- the wire

/** Every call answers one of these; failures are data, so they cross IPC and HTTP unchanged. */
export type RpcResponse<R> = { ok: true; value: R } | { ok: false; error: ApiErrorInfo };

/** What the preload exposes as `window.workbench` (and what the serve-mode bridge implements). */
export interface WorkbenchBridge {
  invoke<M extends MethodName>(method: M, input: MethodInput<M>): Promise<RpcResponse<MethodResult<M>>>;
  on<E extends EventName>(event: E, listener: (payload: Events[E]) => void): () => void;
  /**
   * Serve mode only: the event stream broke and is back, so events sent meanwhile are lost and
   * whatever follows them must read again. Electron's IPC loses nothing and has no such method.
   */
  onResumed?(listener: () => void): () => void;
}

export type {
  CnDownloadResult,
  CnGraphResult,
  CnListPage,
  CnLookupResult,
  CnOfflineSearch,
} from './contracts/contributorNetwork';
export {
  type ConflictCopy,
  type OutboxOp,
  type OutboxRequestOf,
  type OutboxResultOf,
  staleReadsOf,
  type WriteFields,
  type WriteMethod,
} from './contracts/outbox';
export { isOp, isReadable } from './contracts/outboxEntry';
export type {
  AccuracyCell,
  CompareModel,
  CompareProblem,
  CountBucket,
  ModelReferenceAggregates,
  PlaygroundAggregates,
  PlaygroundCompare,
  PlaygroundCsv,
  PlaygroundModels,
  PlaygroundResults,
  Stage1Aggregates,
  Stage2Aggregates,
} from './contracts/playground';
export type {
  Draft,
  OutboxCandidate,
  OutboxEntryView,
  OutboxListEntry,
  OutboxRequest,
  OutboxStatus,
  OutboxSummary,
  SubmitPrecheck,
  UnreadableEntry,
} from './contracts/work';
export type { ReadMethod };
export { IPC_EVENT_CHANNEL, IPC_INVOKE_CHANNEL };
