/**
 * The renderer's copy of the core's cached reads. The core already answers from its own cache at
 * once, so this store only remembers the last answer per cacheKey, re-asks when the core says a
 * key changed (`cache.updated`) or the connection changed, and drops everything when the active
 * connection switches: data from one connection must never be shown under another's name.
 */
import { create } from 'zustand';
import type { ApiErrorInfo } from '../../../shared/api';
import type { Cached, MethodInput, MethodName, MethodResult } from '../../../shared/contract';
import { cacheKey } from '../../../shared/methods';
import { bridge, call } from '../bridge';
import { toErrorInfo } from '../lib/errors';
import { useStatusStore } from './statusStore';

/** The read methods whose result is a Cached<T>. */
export type CachedMethod = {
  [M in MethodName]: MethodResult<M> extends Cached<unknown> ? M : never;
}[MethodName];
export type CachedData<M extends CachedMethod> = MethodResult<M> extends Cached<infer T> ? T : never;

export interface QueryEntry {
  /** Last answer of the core for this key; null until the first call returns. */
  cached: Cached<unknown> | null;
  /** The call itself failed (host down, input refused); the core's own errors live in `cached`. */
  callError: ApiErrorInfo | null;
  inFlight: boolean;
}

interface QueryState {
  entries: Record<string, QueryEntry>;
}

export const useQueryStore = create<QueryState>()(() => ({ entries: {} }));

interface Subscription {
  method: CachedMethod;
  input: unknown;
  count: number;
}
const subscriptions = new Map<string, Subscription>();
/** Per-key request counter: only the newest answer for a key is kept. */
const latestRequest = new Map<string, number>();
/** Bumped on every connection switch so answers for the previous connection are dropped. */
let epoch = 0;
let requestSeq = 0;

function patch(key: string, update: Partial<QueryEntry>): void {
  useQueryStore.setState((s) => {
    const prev = s.entries[key] ?? { cached: null, callError: null, inFlight: false };
    return { entries: { ...s.entries, [key]: { ...prev, ...update } } };
  });
}

export async function fetchQuery(method: CachedMethod, input: unknown): Promise<void> {
  const key = cacheKey(method, input);
  const seq = ++requestSeq;
  const myEpoch = epoch;
  latestRequest.set(key, seq);
  patch(key, { inFlight: true });
  try {
    // The contract types inputs per method; here the method is only known at run time.
    const cached = (await call(method, input as MethodInput<typeof method>)) as Cached<unknown>;
    if (myEpoch !== epoch || latestRequest.get(key) !== seq) return;
    patch(key, { cached, callError: null, inFlight: false });
  } catch (e) {
    if (myEpoch !== epoch || latestRequest.get(key) !== seq) return;
    patch(key, { callError: toErrorInfo(e), inFlight: false });
  }
}

function refetchAll(): void {
  for (const sub of subscriptions.values()) void fetchQuery(sub.method, sub.input);
}

/** Refreshes every read shown on screen now (the command palette's "Refresh"). */
export function refreshShown(): void {
  refetchAll();
}

let listening = false;
function ensureListening(): void {
  if (listening) return;
  listening = true;
  bridge.on('cache.updated', ({ connectionId, keys }) => {
    const active = useStatusStore.getState().status?.activeConnectionId;
    if (active && connectionId !== active) return;
    for (const key of keys) {
      const sub = subscriptions.get(key);
      if (sub) void fetchQuery(sub.method, sub.input);
    }
  });
  // The status store owns the connection.status event; follow its state so both agree.
  useStatusStore.subscribe((next, prev) => {
    const a = next.status;
    const b = prev.status;
    if (!a || a === b) return;
    if (b && a.activeConnectionId !== b.activeConnectionId) {
      epoch++;
      useQueryStore.setState({ entries: {} });
      refetchAll();
    } else if (b && a.online !== b.online) {
      refetchAll();
    }
  });
}

/** Keep `key` refreshed while at least one component shows it. */
export function subscribeQuery(method: CachedMethod, input: unknown): () => void {
  ensureListening();
  const key = cacheKey(method, input);
  const sub = subscriptions.get(key);
  if (sub) sub.count++;
  else subscriptions.set(key, { method, input, count: 1 });
  // Two components showing the same read on one screen need one call, not two.
  if (!useQueryStore.getState().entries[key]?.inFlight) void fetchQuery(method, input);
  return () => {
    const s = subscriptions.get(key);
    if (!s) return;
    if (--s.count <= 0) subscriptions.delete(key);
  };
}
