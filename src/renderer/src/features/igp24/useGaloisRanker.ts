import { useCallback, useEffect, useRef } from 'react';
import { DEFAULT_GALOIS_PRIMES, type GaloisDetail } from '../../../../shared/igp24/galois/index';
import { createWorkerPool, type PoolWorker, poolSize, type WorkerPool } from './checkPool';
import { galoisFailed } from './galoisFailed';
import { useIgp24Store } from './igp24Store';
import { runPool } from './poolRun';
import type { CheckJob } from './workers/check.worker';
import type { GaloisRequest } from './workers/galois.worker';

/** "More primes" for one line: enough to separate near-ties (docs/igp24.md). */
export const MORE_PRIMES = [1000, 3000];

export interface GaloisRanker {
  /** Ranks these lines (lines ranked already are skipped); resolves when done or cancelled. */
  run(jobs: CheckJob[]): Promise<'done' | 'cancelled'>;
  /** Ranks one line again with more good primes. */
  more(job: CheckJob, primes: number): Promise<'done' | 'cancelled'>;
  cancel(): void;
}

// The literal `new Worker(new URL(...))` lets the bundler emit the worker as its own file.
const makeWorker = () =>
  new Worker(new URL('./workers/galois.worker.ts', import.meta.url), {
    type: 'module',
  }) as unknown as PoolWorker<GaloisRequest, GaloisDetail>;

/** The pool for rankings with `primes` good primes (the default's has up to 4 workers, "more" one). */
function poolFor(pools: Map<number, WorkerPool<GaloisDetail>>, primes: number): WorkerPool<GaloisDetail> {
  let p = pools.get(primes);
  if (!p) {
    p = createWorkerPool<GaloisRequest, GaloisDetail>({
      size: primes === DEFAULT_GALOIS_PRIMES ? Math.min(4, poolSize(navigator.hardwareConcurrency)) : 1,
      create: makeWorker,
      request: (jobs) => ({ type: 'run', jobs, primes }),
      failed: galoisFailed,
      chunkSize: 2,
      inFlight: 4,
    });
    pools.set(primes, p);
  }
  return p;
}

/**
 * The likely Galois group of each line in a pool of workers, each loading the group table on its
 * first chunk (at most 4 workers: every one holds its own parsed copy of the table, and they end
 * with the run).
 */
export function useGaloisRanker(): GaloisRanker {
  const pools = useRef(new Map<number, WorkerPool<GaloisDetail>>());
  const cancel = useCallback(() => {
    for (const p of pools.current.values()) p.cancel();
    useIgp24Store.setState({ galoisProgress: null });
  }, []);
  useEffect(() => cancel, [cancel]);

  const start = useCallback(
    async (jobs: CheckJob[], primes: number, force: boolean) => {
      cancel();
      const p = poolFor(pools.current, primes);
      const { outcome } = await runPool(p, jobs, {
        known: () => (force ? {} : useIgp24Store.getState().galois),
        progress: (galoisProgress) => useIgp24Store.setState({ galoisProgress }),
        add: (batch, progress) =>
          useIgp24Store.setState((s) => ({
            galois: { ...s.galois, ...batch },
            galoisProgress: s.galoisProgress ? progress : null,
          })),
      });
      // Idle workers would each keep a parsed table: let them go (the next run loads it again).
      if (outcome === 'done') p.cancel();
      return outcome;
    },
    [cancel],
  );

  return {
    run: useCallback((jobs) => start(jobs, DEFAULT_GALOIS_PRIMES, false), [start]),
    more: useCallback((job, primes) => start([job], primes, true), [start]),
    cancel,
  };
}
