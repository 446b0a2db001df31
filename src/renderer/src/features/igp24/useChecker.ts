import { useCallback, useEffect, useRef } from 'react';
import { DEFAULT_RHO_ITERATIONS } from '../../../../shared/igp24';
import { type CheckPool, createCheckPool, type PoolWorker, poolSize } from './checkPool';
import { useIgp24Store } from './igp24Store';
import { runPool } from './poolRun';
import type { CheckJob } from './workers/check.worker';

export interface Checker {
  /** Checks these lines (already-checked texts are skipped); resolves when done or cancelled. */
  run(jobs: CheckJob[]): Promise<'done' | 'cancelled'>;
  cancel(): void;
}

// The literal `new Worker(new URL(...))` lets the bundler emit the worker as its own file (CSP:
// worker-src 'self', no blob: workers).
const makeWorker = () =>
  new Worker(new URL('./workers/check.worker.ts', import.meta.url), {
    type: 'module',
  }) as unknown as PoolWorker;

/** Runs checkLine in a pool of Web Workers (checkPool.ts) with progress; cancel stops them all at once. */
export function useChecker(): Checker {
  const pool = useRef<CheckPool | null>(null);
  if (!pool.current)
    pool.current = createCheckPool({
      size: poolSize(navigator.hardwareConcurrency),
      create: makeWorker,
      // The command line's default: the app and `workbench igp24 check` answer alike for one file.
      rhoIterations: DEFAULT_RHO_ITERATIONS,
    });

  const cancel = useCallback(() => {
    pool.current?.cancel();
    useIgp24Store.setState({ progress: null });
  }, []);

  useEffect(() => cancel, [cancel]);

  const run = useCallback(
    async (jobs: CheckJob[]) => {
      cancel();
      const { outcome, ms } = await runPool(pool.current!, jobs, {
        known: () => useIgp24Store.getState().results,
        progress: (progress) => useIgp24Store.setState({ progress }),
        add: (batch, progress) =>
          useIgp24Store.setState((s) => ({
            results: { ...s.results, ...batch },
            progress: s.progress ? progress : null,
          })),
      });
      if (outcome === 'done' && ms !== null)
        useIgp24Store.setState({ lastCheckMs: ms, lastCheckKernel: pool.current!.kernel });
      return outcome;
    },
    [cancel],
  );

  return { run, cancel };
}
