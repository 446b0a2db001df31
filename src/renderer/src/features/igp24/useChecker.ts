import { useCallback, useEffect, useRef } from 'react';
import type { CheckResult } from '../../../../shared/igp24';
import type { CheckJob } from './check.worker';
import { type CheckPool, createCheckPool, type PoolWorker, poolSize } from './checkPool';
import { useIgp24Store } from './igp24Store';

/** Pollard–Brent budget per line in iterations (counted work: same result on every machine). */
const RHO_ITERATIONS = 2000;

export interface Checker {
  /** Checks these lines (already-checked texts are skipped); resolves when done or cancelled. */
  run(jobs: CheckJob[]): Promise<'done' | 'cancelled'>;
  cancel(): void;
}

// The literal `new Worker(new URL(...))` lets the bundler emit the worker as its own file (CSP:
// worker-src 'self', no blob: workers).
const makeWorker = () =>
  new Worker(new URL('./check.worker.ts', import.meta.url), { type: 'module' }) as unknown as PoolWorker;

/** Runs checkLine in a pool of Web Workers (checkPool.ts) with progress; cancel stops them all at once. */
export function useChecker(): Checker {
  const pool = useRef<CheckPool | null>(null);
  if (!pool.current)
    pool.current = createCheckPool({
      size: poolSize(navigator.hardwareConcurrency),
      create: makeWorker,
      rhoIterations: RHO_ITERATIONS,
    });

  const cancel = useCallback(() => {
    pool.current?.cancel();
    useIgp24Store.setState({ progress: null });
  }, []);

  useEffect(() => cancel, [cancel]);

  const run = useCallback(
    async (jobs: CheckJob[]) => {
      cancel();
      const known = useIgp24Store.getState().results;
      const seen = new Set<string>();
      const todo = jobs.filter((j) => {
        if (known[j.text] || seen.has(j.text)) return false;
        seen.add(j.text);
        return true;
      });
      if (todo.length === 0) return 'done' as const;
      const started = performance.now();
      useIgp24Store.setState({ progress: { done: 0, total: todo.length } });
      // Results arrive one per line; batch them into one store update per frame.
      let buffer: Record<string, CheckResult> = {};
      let progress = { done: 0, total: todo.length };
      let frame = 0;
      const flush = () => {
        frame = 0;
        const batch = buffer;
        buffer = {};
        useIgp24Store.setState((s) => ({
          results: { ...s.results, ...batch },
          progress: s.progress ? progress : null,
        }));
      };
      const outcome = await pool.current!.run(todo, {
        onResult(job, result) {
          buffer[job.text] = result;
          if (!frame) frame = requestAnimationFrame(flush);
        },
        onProgress(done, total) {
          progress = { done, total };
        },
      });
      if (frame) cancelAnimationFrame(frame);
      flush(); // lines finished before a cancel keep their results
      if (outcome === 'cancelled') return outcome;
      useIgp24Store.setState({ progress: null, lastCheckMs: Math.round(performance.now() - started) });
      return outcome;
    },
    [cancel],
  );

  return { run, cancel };
}
