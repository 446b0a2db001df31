import { useCallback, useEffect, useRef } from 'react';
import type { CheckJob, WorkerMessage, WorkerRequest } from './check.worker';
import { useIgp24Store } from './igp24Store';

/** Pollard–Brent budget per line in iterations (counted work: same result on every machine). */
const RHO_ITERATIONS = 2000;

export interface Checker {
  /** Checks these lines (already-checked texts are skipped); resolves when done or cancelled. */
  run(jobs: CheckJob[]): Promise<'done' | 'cancelled'>;
  cancel(): void;
}

/** Runs checkLine in a Web Worker with progress; cancel terminates the worker. */
export function useChecker(): Checker {
  const worker = useRef<Worker | null>(null);
  const finish = useRef<((how: 'done' | 'cancelled') => void) | null>(null);

  const cancel = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
    useIgp24Store.setState({ progress: null });
    finish.current?.('cancelled');
    finish.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const run = useCallback(
    (jobs: CheckJob[]) => {
      cancel();
      const known = useIgp24Store.getState().results;
      const seen = new Set<string>();
      const todo = jobs.filter((j) => {
        if (known[j.text] || seen.has(j.text)) return false;
        seen.add(j.text);
        return true;
      });
      if (todo.length === 0) return Promise.resolve<'done'>('done');
      const w = new Worker(new URL('./check.worker.ts', import.meta.url), { type: 'module' });
      worker.current = w;
      useIgp24Store.setState({ progress: { done: 0, total: todo.length } });
      // Results arrive one per line; batch them into one store update per frame.
      let buffer: Record<string, WorkerMessage & { type: 'result' }> = {};
      let scheduled = false;
      const flush = () => {
        scheduled = false;
        const batch = buffer;
        buffer = {};
        const last = Object.values(batch).at(-1);
        useIgp24Store.setState((s) => {
          const results = { ...s.results };
          for (const m of Object.values(batch)) results[m.text] = m.result;
          return { results, progress: last ? { done: last.done, total: last.total } : s.progress };
        });
      };
      return new Promise<'done' | 'cancelled'>((resolve) => {
        finish.current = resolve;
        w.onmessage = (e: MessageEvent<WorkerMessage>) => {
          if (worker.current !== w) return;
          const m = e.data;
          if (m.type === 'result') {
            buffer[m.text] = m;
            if (!scheduled) {
              scheduled = true;
              requestAnimationFrame(flush);
            }
            return;
          }
          flush();
          w.terminate();
          worker.current = null;
          finish.current = null;
          useIgp24Store.setState({ progress: null, lastCheckMs: Math.round(m.ms) });
          resolve('done');
        };
        w.onerror = () => {
          cancel();
        };
        w.postMessage({ type: 'run', jobs: todo, rhoIterations: RHO_ITERATIONS } satisfies WorkerRequest);
      });
    },
    [cancel],
  );

  return { run, cancel };
}
