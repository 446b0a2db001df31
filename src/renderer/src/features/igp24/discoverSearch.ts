/**
 * The "Discover" search, carried out: one worker per spare core (search.worker.ts), each taking
 * every N-th candidate, their reports folded into the state machine of discoverRun.ts and kept in
 * a store of the page's own, so the search goes on while the user looks at another tab and is
 * there to watch when they come back. Stop terminates the workers at once; Continue starts them
 * again from the next index each had reported.
 */
import { create } from 'zustand';
import type { RemainingPairsPage } from '../../../../shared/api';
import type { Cached } from '../../../../shared/contract';
import { nextCursor, readContract } from '../../stores/query';
import {
  type DiscoverAction,
  type DiscoverSettings,
  type DiscoverState,
  discoverReducer,
  IDLE,
} from './discoverRun';
import type { SearchMessage, SearchRequest } from './workers/search.worker';

export const useDiscoverStore = create<DiscoverState>()(() => IDLE);

const dispatch = (action: DiscoverAction) =>
  useDiscoverStore.setState((s) => discoverReducer(s, action), true);

let workers: Worker[] = [];
/** The platform's remaining pairs, read when an aimed search starts (kept for Continue). */
let open: string[] | null = null;

/** At most this many pages of remaining pairs (165,836 pairs are 34 pages of 5,000). */
const MAX_PAGES = 200;

/** Every page of the remaining pairs (spec 4.3), as `24T<t>:r`; a repeated cursor ends the walk. */
async function remainingPairs(): Promise<string[]> {
  const pairs: string[] = [];
  const seen: (string | null)[] = [null];
  for (let cursor: string | null = null; seen.length <= MAX_PAGES; ) {
    const page: Cached<RemainingPairsPage> = await readContract('igp24.remainingPairs', {
      cursor,
      limit: 5000,
    });
    if (page.data === null)
      throw new Error(`the remaining pairs could not be read: ${page.error?.message ?? 'no answer'}`);
    if (!page.data.meta.published)
      throw new Error('the platform does not publish the remaining pairs right now');
    for (const p of page.data.items) pairs.push(`${p.label}:${p.r}`);
    const next = nextCursor(page, seen);
    if (next === undefined) return pairs;
    seen.push(next);
    cursor = next;
  }
  throw new Error(`the platform was still sending remaining pairs after ${MAX_PAGES} pages`);
}

/** One core is left to the page (and the rest of the machine). */
export const workerCount = () => Math.max(1, Math.min(8, (navigator.hardwareConcurrency || 2) - 1));

// The literal `new Worker(new URL(...))` lets the bundler emit the worker as its own file.
const makeWorker = () =>
  new Worker(new URL('./workers/search.worker.ts', import.meta.url), {
    type: 'module',
    name: 'igp24-search',
  });

function halt(): void {
  for (const w of workers) w.terminate();
  workers = [];
}

/** Starts a worker for every shard not done, from its next index. */
function launch(): void {
  halt();
  const s = useDiscoverStore.getState();
  const { settings } = s;
  if (!settings) return;
  const step = s.shards.length;
  s.shards.forEach((shard, k) => {
    if (shard.done) return;
    const w = makeWorker();
    workers.push(w);
    w.onmessage = (e: MessageEvent<SearchMessage>) => {
      const m = e.data;
      if (m.type === 'progress')
        dispatch({
          type: 'progress',
          shard: k,
          next: m.next,
          tried: m.tried,
          hits: m.hits,
          misses: m.misses,
        });
      else if (m.type === 'done') {
        w.terminate();
        workers = workers.filter((x) => x !== w);
        dispatch({ type: 'shardDone', shard: k, next: m.next, now: performance.now() });
      } else fail(m.message);
    };
    w.onerror = (e) => {
      e.preventDefault();
      fail(e.message || 'a search worker stopped unexpectedly');
    };
    w.postMessage({
      type: 'run',
      seed: settings.seed,
      start: shard.next,
      step,
      end: s.end,
      targets: settings.targets,
      open,
      aim: settings.aim,
      filter: settings.filter,
    } satisfies SearchRequest);
  });
}

function fail(message: string): void {
  halt();
  dispatch({ type: 'fail', message, now: performance.now() });
}

export const discoverActions = {
  async start(settings: DiscoverSettings) {
    halt();
    dispatch({ type: 'stop', now: performance.now() });
    dispatch({ type: 'start', settings, workers: workerCount(), now: performance.now() });
    open = null;
    if (settings.aim)
      try {
        open = await remainingPairs();
      } catch (err) {
        fail(err instanceof Error ? err.message : String(err));
        return;
      }
    launch();
  },
  stop() {
    halt();
    dispatch({ type: 'stop', now: performance.now() });
  },
  resume() {
    dispatch({ type: 'resume', now: performance.now() });
    launch();
  },
  more(candidates: number) {
    dispatch({ type: 'more', candidates, now: performance.now() });
    launch();
  },
  clear() {
    dispatch({ type: 'clear' });
  },
};
