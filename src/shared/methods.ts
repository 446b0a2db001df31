/**
 * The contract's method and event names, IPC channels and cache keys, without the schemas, so the
 * sandboxed preload and the renderer can use them without bundling zod. contract.ts proves at compile time that
 * METHOD_NAMES lists exactly its methods.
 */
import { CONTRIBUTOR_NETWORK_METHODS } from './contracts/contributorNetwork.names';
import { EXPERIMENT_METHODS } from './contracts/experiments.names';
import { IGP24_METHODS } from './contracts/igp24.names';
import { PLAYGROUND_METHODS } from './contracts/playground.names';
import { SWEEP_METHODS } from './contracts/sweeps.names';

const WORK_METHODS = [
  'library.list',
  'library.get',
  'library.create',
  'library.update',
  'library.delete',
  'drafts.get',
  'drafts.list',
  'drafts.put',
  'drafts.remove',
  'submissions.precheck',
  'submissions.submit',
  'submissions.mine',
  'submissions.get',
  'submissions.download',
  'outbox.list',
  'outbox.summary',
  'outbox.retry',
  'outbox.edit',
  'outbox.overwrite',
  'outbox.discard',
  'outbox.adopt',
] as const;

export const METHOD_NAMES = [
  'app.status',
  'connections.list',
  'connections.add',
  'connections.update',
  'connections.remove',
  'connections.activate',
  'connections.test',
  'connections.testValues',
  'updates.get',
  'updates.set',
  'competitions.list',
  'competitions.get',
  'competitions.participation',
  'leaderboard.page',
  'leaderboard.standing',
  'leaderboard.placements',
  'leaderboard.search',
  'leaderboard.exportCsv',
  ...WORK_METHODS,
  ...IGP24_METHODS,
  ...PLAYGROUND_METHODS,
  ...CONTRIBUTOR_NETWORK_METHODS,
  ...EXPERIMENT_METHODS,
  ...SWEEP_METHODS,
] as const;
export type MethodNameList = (typeof METHOD_NAMES)[number];

/**
 * The reads answered from the local cache, each kept under cacheKey(method, input). A write names
 * the ones it makes stale by these names (contracts/outbox.ts), so a misspelt read fails the
 * build; contract.ts proves that every method answering `Cached<…>` is listed.
 */
export const READ_METHODS = [
  'competitions.list',
  'competitions.get',
  'competitions.participation',
  'leaderboard.page',
  'leaderboard.standing',
  'leaderboard.placements',
  'leaderboard.search',
  'library.list',
  'library.get',
  'library.history',
  'submissions.mine',
  'submissions.get',
  'igp24.remainingPairs',
  'playground.models',
  'playground.problemSets',
  'playground.problemSet',
  'playground.runs',
  'playground.leanRuns',
  'playground.run',
  'playground.results',
  'playground.aggregates',
  'cn.list',
  'cn.packages.list',
  'cn.get',
  'cn.lookup',
  'cn.comments.list',
  'cn.graph',
  'cn.benchmarks.list',
  'experiments.list',
  'sweeps.list',
  'sweeps.get',
] as const satisfies readonly MethodNameList[];
export type ReadMethod = (typeof READ_METHODS)[number];

const METHOD_SET: ReadonlySet<string> = new Set(METHOD_NAMES);
export function isMethodName(name: unknown): name is MethodNameList {
  return typeof name === 'string' && METHOD_SET.has(name);
}

export const EVENT_NAMES = [
  'connection.status',
  'cache.updated',
  'connections.changed',
  'outbox.changed',
  'playground.runEnded',
] as const;
export type EventNameList = (typeof EVENT_NAMES)[number];

/** The single IPC channel names; the method name travels as the first argument. */
export const IPC_INVOKE_CHANNEL = 'workbench:invoke';
export const IPC_EVENT_CHANNEL = 'workbench:event';

/** The key under which a read is cached and announced in `cache.updated`. */
export function cacheKey(method: MethodNameList, input: unknown): string {
  return `${cacheKeyPrefix(method)}${stableJson(input)}`;
}

/** What every cacheKey() of one method starts with, whatever its input. */
export function cacheKeyPrefix(method: MethodNameList): string {
  return `${method}:`;
}

function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
}
