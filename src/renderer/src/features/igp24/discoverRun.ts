/**
 * "Discover" as a pure state machine (discoverSearch.ts carries out the work in workers):
 * idle → running → stopped (resumable) or done (more candidates can be added) or failed; the
 * candidates split among workers by index (worker k tries k, k + N, k + 2N, …), each worker's next
 * index kept so that a resumed search tries exactly what it had not; the best hit per pair
 * (betterHit: the smallest field discriminant) and the counts for the rates. Plain module (no
 * React), tested without a page.
 */
import { betterHit, type Hit } from '../../../../shared/igp24/discover/search';

export interface DiscoverSettings {
  seed: number;
  candidates: number;
  /** Pairs to aim at (`24T<t>:r`, or `24T<t>` for every r it allows); empty: any. */
  targets: string[];
  /** Aim at the open pairs whose group the constructions reach (the platform's remaining pairs). */
  aim: boolean;
  /** What narrows the pairs aimed at: r, a block size, solvable groups. */
  filter: { r: number | null; blockSize: number | null; solvable: boolean };
}

export interface Shard {
  next: number;
  done: boolean;
}

export interface DiscoverState {
  status: 'idle' | 'running' | 'stopped' | 'done' | 'failed';
  settings: DiscoverSettings | null;
  shards: Shard[];
  /** The candidates' end (exclusive): settings.candidates, more when "More candidates" was asked. */
  end: number;
  tried: number;
  hits: number;
  /** The best hit per pair, in the order the pairs were first found. */
  best: Map<string, Hit>;
  misses: Record<string, number>;
  /** Time spent running before the current run, and when the current run started (ms clock). */
  elapsedMs: number;
  runningSince: number | null;
  message: string | null;
}

export type DiscoverAction =
  | { type: 'start'; settings: DiscoverSettings; workers: number; now: number }
  | { type: 'resume'; now: number }
  | { type: 'more'; candidates: number; now: number }
  | {
      type: 'progress';
      shard: number;
      next: number;
      tried: number;
      hits: Hit[];
      misses: Record<string, number>;
    }
  | { type: 'shardDone'; shard: number; next: number; now: number }
  | { type: 'stop'; now: number }
  | { type: 'fail'; message: string; now: number }
  | { type: 'clear' };

export const IDLE: DiscoverState = {
  status: 'idle',
  settings: null,
  shards: [],
  end: 0,
  tried: 0,
  hits: 0,
  best: new Map(),
  misses: {},
  elapsedMs: 0,
  runningSince: null,
  message: null,
};

const paused = (s: DiscoverState, now: number) => ({
  elapsedMs: s.elapsedMs + (s.runningSince === null ? 0 : now - s.runningSince),
  runningSince: null,
});

export function discoverReducer(state: DiscoverState, action: DiscoverAction): DiscoverState {
  switch (action.type) {
    case 'start':
      if (state.status === 'running') return state;
      return {
        ...IDLE,
        best: new Map(),
        status: 'running',
        settings: action.settings,
        shards: Array.from({ length: action.workers }, (_, k) => ({
          next: k,
          done: k >= action.settings.candidates,
        })),
        end: action.settings.candidates,
        runningSince: action.now,
      };
    case 'resume':
      return state.status === 'stopped' || state.status === 'failed'
        ? { ...state, status: 'running', runningSince: action.now, message: null }
        : state;
    case 'more': {
      if (state.status !== 'done' && state.status !== 'stopped') return state;
      const end = state.end + action.candidates;
      return {
        ...state,
        status: 'running',
        end,
        shards: state.shards.map((s) => ({ next: s.next, done: s.next >= end })),
        runningSince: action.now,
        message: null,
      };
    }
    case 'progress': {
      if (state.status !== 'running' || !state.shards[action.shard]) return state;
      const best = new Map(state.best);
      for (const hit of action.hits) {
        const before = best.get(hit.pair);
        if (!before || betterHit(hit, before)) best.set(hit.pair, hit);
      }
      const misses = { ...state.misses };
      for (const [k, n] of Object.entries(action.misses)) misses[k] = (misses[k] ?? 0) + n;
      return {
        ...state,
        shards: state.shards.map((s, k) => (k === action.shard ? { ...s, next: action.next } : s)),
        tried: state.tried + action.tried,
        hits: state.hits + action.hits.length,
        best,
        misses,
      };
    }
    case 'shardDone': {
      if (state.status !== 'running' || !state.shards[action.shard]) return state;
      const shards = state.shards.map((s, k) => (k === action.shard ? { next: action.next, done: true } : s));
      const all = shards.every((s) => s.done);
      return { ...state, shards, ...(all ? { status: 'done' as const, ...paused(state, action.now) } : {}) };
    }
    case 'stop':
      return state.status === 'running'
        ? { ...state, status: 'stopped', ...paused(state, action.now) }
        : state;
    case 'fail':
      return state.status === 'running'
        ? { ...state, status: 'failed', message: action.message, ...paused(state, action.now) }
        : state;
    case 'clear':
      return state.status === 'running' ? state : IDLE;
  }
}

/** Candidates and distinct pairs a minute so far (null before there is time to divide by). */
export function rates(state: DiscoverState, now: number): { candidates: number; pairs: number } | null {
  const ms = state.elapsedMs + (state.runningSince === null ? 0 : now - state.runningSince);
  if (ms < 1000) return null;
  return {
    candidates: Math.round((state.tried * 60_000) / ms),
    pairs: Math.round((state.best.size * 60_000) / ms),
  };
}
