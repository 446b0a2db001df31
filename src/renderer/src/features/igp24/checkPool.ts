/**
 * A pool of check workers: the lines of a run are dealt out in small chunks to whichever worker is
 * free, so progress moves smoothly and a slow line only holds up its own chunk. Cancel terminates
 * every worker at once; the next run starts fresh ones. A worker that dies (an error, or out of
 * memory) gives each line it still held a per-line reason instead of leaving the run hanging, and is
 * replaced for the rest of the run. Plain module (no React, no DOM Worker type) so it is unit-tested
 * with a fake worker.
 */
import type { CheckResult } from '../../../../shared/igp24';
import type { CheckJob, WorkerMessage, WorkerRequest } from './check.worker';

/** What the pool needs of a Worker (a DOM Worker fits; tests pass a fake). */
export interface PoolWorker {
  postMessage(message: WorkerRequest): void;
  terminate(): void;
  onmessage: ((e: { data: WorkerMessage }) => void) | null;
  onerror: ((e: { message?: string; preventDefault?: () => void }) => void) | null;
}

export interface PoolOptions {
  size: number;
  create: () => PoolWorker;
  /** Pollard–Brent budget per line in iterations (counted work: same result on every machine). */
  rhoIterations: number;
  /** Lines per chunk; small so progress is smooth and the work balances. */
  chunkSize?: number;
}

export interface RunCallbacks {
  onResult(job: CheckJob, result: CheckResult): void;
  onProgress(done: number, total: number): void;
}

export interface CheckPool {
  run(jobs: CheckJob[], cb: RunCallbacks): Promise<'done' | 'cancelled'>;
  cancel(): void;
  readonly size: number;
}

/** One worker per core, leaving one for the UI: at least 1, at most 8. */
export function poolSize(hardwareConcurrency: number | undefined): number {
  const cores = hardwareConcurrency && hardwareConcurrency > 0 ? hardwareConcurrency : 2;
  return Math.max(1, Math.min(8, cores - 1));
}

/** The result a line gets when its worker died before answering. */
export function failedResult(job: CheckJob, reason: string): CheckResult {
  return {
    line: job.lineNumber,
    valid: false,
    errors: [{ code: 'CHECK_FAILED', message: `the check stopped on this line: ${reason}` }],
    r: null,
    squarefree: null,
    discAbs: null,
    discSign: null,
    discIsSquare: null,
    irreducible: null,
    factorDegrees: null,
    factors: null,
    discPrimes: null,
  };
}

export function createCheckPool({ size, create, rhoIterations, chunkSize = 4 }: PoolOptions): CheckPool {
  const workers: (PoolWorker | null)[] = Array.from({ length: size }, () => null);
  let stop: (() => void) | null = null;

  const cancel = () => {
    workers.forEach((w, i) => {
      w?.terminate();
      workers[i] = null;
    });
    const s = stop;
    stop = null;
    s?.();
  };

  const run = (jobs: CheckJob[], cb: RunCallbacks) => {
    cancel();
    return new Promise<'done' | 'cancelled'>((resolve) => {
      const total = jobs.length;
      let next = 0;
      let done = 0;
      // Lines a dead worker held but had not started: dealt again before the rest.
      let again: CheckJob[] = [];
      let over = false;
      stop = () => {
        over = true;
        resolve('cancelled');
      };
      if (total === 0) {
        stop = null;
        resolve('done');
        return;
      }
      const answer = (job: CheckJob, result: CheckResult) => {
        done++;
        cb.onResult(job, result);
        cb.onProgress(done, total);
        if (done === total) {
          over = true;
          stop = null;
          resolve('done');
        }
      };
      const deal = (slot: number) => {
        if (over) return;
        let chunk: CheckJob[];
        if (again.length > 0) {
          chunk = again.slice(0, chunkSize);
          again = again.slice(chunkSize);
        } else {
          if (next >= total) return;
          chunk = jobs.slice(next, next + chunkSize);
          next += chunk.length;
        }
        let w = workers[slot];
        if (!w) {
          w = create();
          workers[slot] = w;
        }
        const held = new Map(chunk.map((j) => [j.text, j]));
        const worker = w;
        worker.onmessage = (e) => {
          if (over || workers[slot] !== worker) return;
          const m = e.data;
          if (m.type === 'result') {
            const job = held.get(m.text);
            if (!job) return;
            held.delete(m.text);
            answer(job, m.result);
          } else deal(slot);
        };
        worker.onerror = (e) => {
          e.preventDefault?.();
          if (over || workers[slot] !== worker) return;
          worker.terminate();
          workers[slot] = null;
          // A worker checks its chunk in order, so the first line it still held is the one it died on.
          const [first, ...rest] = held.values();
          again.push(...rest);
          if (first) answer(first, failedResult(first, e.message || 'the checker failed'));
          deal(slot);
        };
        worker.postMessage({ type: 'run', jobs: chunk, rhoIterations });
      };
      for (let slot = 0; slot < size; slot++) deal(slot);
    });
  };

  return { run, cancel, size };
}
