import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { ReduceLineResult } from '../../../../shared/igp24/reduce/line';
import { createWorkerPool, type PoolWorker, poolSize, type WorkerPool } from './checkPool';
import { igp24Actions, useIgp24Store } from './igp24Store';
import { type LineModel, replaceLineText } from './lineEdit';
import { runPool } from './poolRun';
import {
  IDLE,
  type ReducedLine,
  type ReduceRunState,
  reducedLine,
  reduceFailed,
  reduceRunReducer,
} from './reduceRun';
import type { CheckJob } from './workers/check.worker';
import type { ReduceRequest } from './workers/reduce.worker';

export interface LineReducer {
  state: ReduceRunState;
  /** Reduces these lines, writing each reduction into the editor as it comes; resolves at the end. */
  run(targets: CheckJob[]): Promise<void>;
  cancel(): void;
  /** Forgets the last run's summary. */
  dismiss(): void;
}

export interface ReduceOptions {
  /** The editor's text model now (null while there is no editor). */
  model: () => LineModel | null;
  /** Called once a run ended with the lines it wrote, by their new text (to check them). */
  onReduced?: (written: CheckJob[]) => void;
  /** The workers (the tests pass a stand-in). */
  createPool?: () => WorkerPool<ReduceLineResult>;
}

// The literal `new Worker(new URL(...))` lets the bundler emit the worker as its own file.
const makeWorker = () =>
  new Worker(new URL('./workers/reduce.worker.ts', import.meta.url), {
    type: 'module',
  }) as unknown as PoolWorker<ReduceRequest, ReduceLineResult>;

/** One line at a time per worker: a line takes 50 ms to seconds, and progress moves per line. */
const workerPool = () =>
  createWorkerPool<ReduceRequest, ReduceLineResult>({
    size: poolSize(navigator.hardwareConcurrency),
    create: makeWorker,
    request: (jobs) => ({ type: 'run', jobs }),
    failed: reduceFailed,
    chunkSize: 1,
    inFlight: 1,
  });

/**
 * "Reduce" on file lines (reduceRun.ts is its state machine): the lines go to Web Workers
 * (reduce.worker.ts), each reduction found replaces its line in the editor as one undoable edit
 * (lineEdit.ts; a line changed meanwhile is left alone), a tick on the old text moves to the new
 * one, and the run ends with what became of every line. Cancel stops the workers at once; lines
 * answered before it keep their reduction.
 */
export function useReduceLines({ model, onReduced, createPool = workerPool }: ReduceOptions): LineReducer {
  const [state, dispatch] = useReducer(reduceRunReducer, IDLE);
  const pool = useRef<WorkerPool<ReduceLineResult> | null>(null);
  const running = useRef(false);
  const gone = useRef(false);
  const modelRef = useRef(model);
  modelRef.current = model;
  const reducedRef = useRef(onReduced);
  reducedRef.current = onReduced;

  const cancel = useCallback(() => pool.current?.cancel(), []);

  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
      pool.current?.cancel();
    };
  }, []);

  const run = useCallback(
    async (targets: CheckJob[]) => {
      if (running.current || targets.length === 0) return;
      running.current = true;
      dispatch({ type: 'start', total: targets.length });
      const written: CheckJob[] = [];
      let done = 0;
      /** Writes what the workers found into the editor; says what became of each line. */
      const write = (batch: Record<string, ReduceLineResult>): ReducedLine[] => {
        const out: ReducedLine[] = [];
        const m = modelRef.current();
        for (const target of targets) {
          const result = batch[target.text];
          if (!result) continue;
          done++;
          const at =
            result.changed && m ? replaceLineText(m, target.lineNumber, target.text, result.text) : null;
          if (at !== null) {
            written.push({ lineNumber: at, text: result.text });
            if (useIgp24Store.getState().selected.includes(target.text))
              igp24Actions.toggleSelected(result.text, true);
          }
          out.push(reducedLine(at ?? target.lineNumber, result, at !== null));
        }
        return out;
      };
      try {
        pool.current ??= createPool();
        const { outcome } = await runPool(pool.current, targets, {
          known: () => ({}),
          progress: () => {},
          add: (batch) => {
            if (gone.current) return;
            dispatch({ type: 'lines', lines: write(batch) });
            dispatch({ type: 'progress', done, total: targets.length });
          },
        });
        if (gone.current) return;
        dispatch({ type: 'end', outcome });
        if (written.length > 0) reducedRef.current?.(written);
      } catch (e) {
        pool.current?.cancel();
        dispatch({ type: 'fail', message: e instanceof Error ? e.message : String(e) });
      } finally {
        running.current = false;
      }
    },
    [createPool],
  );

  const dismiss = useCallback(() => dispatch({ type: 'dismiss' }), []);

  return { state, run, cancel, dismiss };
}
