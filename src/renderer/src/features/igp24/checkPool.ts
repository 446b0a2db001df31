/**
 * A pool of workers for per-line work (the checks, the likely Galois groups): the lines of a run are
 * dealt out in small chunks to whichever worker is free, so progress moves smoothly and a slow line
 * only holds up its own chunk. Cancel terminates every worker at once; the next run starts fresh
 * ones. A worker that dies (an error, or out of memory) gives each line it still held a per-line
 * reason instead of leaving the run hanging, and is replaced for the rest of the run. Plain module
 * (no React, no DOM Worker type) so it is unit-tested with a fake worker.
 *
 * The protocol, for any worker of the pool: the page sends `request(chunk)`; the worker answers one
 * `{type: 'result', text, result}` per line, in order, then `{type: 'done'}`.
 */
import { type CheckResult, uncheckedResult } from '../../../../shared/igp24';
import type { CheckJob, WorkerRequest } from './workers/check.worker';

export type PoolMessage<Res> = { type: 'result'; text: string; result: Res } | { type: 'done' };

/** What the pool needs of a Worker (a DOM Worker fits; tests pass a fake). */
export interface PoolWorker<Req = WorkerRequest, Res = CheckResult> {
  postMessage(message: Req): void;
  terminate(): void;
  onmessage: ((e: { data: PoolMessage<Res> }) => void) | null;
  onerror: ((e: { message?: string; preventDefault?: () => void }) => void) | null;
}

export interface WorkerPoolOptions<Req, Res> {
  size: number;
  create: () => PoolWorker<Req, Res>;
  /** The message that asks a worker for one chunk of lines. */
  request: (jobs: CheckJob[]) => Req;
  /** The result a line gets when its worker died before answering. */
  failed: (job: CheckJob, reason: string) => Res;
  /** Lines per chunk; small so progress is smooth and the work balances. */
  chunkSize?: number;
  /**
   * Chunks a worker holds at once. Its next chunks wait in its own queue, so it never idles while
   * the page is busy drawing results: with one chunk at a time, 1,000 lines took 34 s on one worker
   * (the command line: 4 s); with 8, 6.5 s.
   */
  inFlight?: number;
}

export interface PoolOptions {
  size: number;
  create: () => PoolWorker;
  /** Pollard–Brent budget per line in iterations (counted work: same result on every machine). */
  rhoIterations: number;
  chunkSize?: number;
  inFlight?: number;
}

export interface RunCallbacks<Res = CheckResult> {
  onResult(job: CheckJob, result: Res): void;
  onProgress(done: number, total: number): void;
}

export interface WorkerPool<Res> {
  run(jobs: CheckJob[], cb: RunCallbacks<Res>): Promise<'done' | 'cancelled'>;
  cancel(): void;
  readonly size: number;
}

export type CheckPool = WorkerPool<CheckResult>;

/** One worker per core, leaving one for the UI: at least 1, at most 8. */
export function poolSize(hardwareConcurrency: number | undefined): number {
  const cores = hardwareConcurrency && hardwareConcurrency > 0 ? hardwareConcurrency : 2;
  return Math.max(1, Math.min(8, cores - 1));
}

/** The result a line gets when its worker died before answering. */
export function failedResult(job: CheckJob, reason: string): CheckResult {
  return uncheckedResult(job.lineNumber, [
    { code: 'CHECK_FAILED', message: `the check stopped on this line: ${reason}` },
  ]);
}

/** The pool of check workers (check.worker.ts). */
export function createCheckPool({ rhoIterations, ...rest }: PoolOptions): CheckPool {
  return createWorkerPool({
    ...rest,
    request: (jobs) => ({ type: 'run', jobs, rhoIterations }),
    failed: failedResult,
  });
}

export function createWorkerPool<Req, Res>({
  size,
  create,
  request,
  failed,
  chunkSize = 4,
  inFlight = 8,
}: WorkerPoolOptions<Req, Res>): WorkerPool<Res> {
  const workers: (PoolWorker<Req, Res> | null)[] = Array.from({ length: size }, () => null);
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

  const run = (jobs: CheckJob[], cb: RunCallbacks<Res>) => {
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
      const answer = (job: CheckJob, result: Res) => {
        done++;
        cb.onResult(job, result);
        cb.onProgress(done, total);
        if (done === total) {
          over = true;
          stop = null;
          resolve('done');
        }
      };
      // Lines each worker holds (sent, not answered), in the order it checks them.
      const held: Map<string, CheckJob>[] = Array.from({ length: size }, () => new Map());
      const nextChunk = (): CheckJob[] | null => {
        if (again.length > 0) {
          const chunk = again.slice(0, chunkSize);
          again = again.slice(chunkSize);
          return chunk;
        }
        if (next >= total) return null;
        const chunk = jobs.slice(next, next + chunkSize);
        next += chunk.length;
        return chunk;
      };
      const start = (slot: number): PoolWorker<Req, Res> => {
        const worker = create();
        workers[slot] = worker;
        held[slot] = new Map();
        worker.onmessage = (e) => {
          if (over || workers[slot] !== worker) return;
          const m = e.data;
          if (m.type === 'result') {
            const job = held[slot]!.get(m.text);
            if (!job) return;
            held[slot]!.delete(m.text);
            answer(job, m.result);
          } else deal(slot);
        };
        worker.onerror = (e) => {
          e.preventDefault?.();
          if (over || workers[slot] !== worker) return;
          worker.terminate();
          workers[slot] = null;
          // A worker checks what it holds in order, so the first line it still held is the one it died on.
          const [first, ...rest] = held[slot]!.values();
          held[slot] = new Map();
          again.push(...rest);
          if (first) answer(first, failed(first, e.message || 'the worker failed'));
          for (let k = 0; k < inFlight; k++) deal(slot);
        };
        return worker;
      };
      const deal = (slot: number) => {
        if (over) return;
        const chunk = nextChunk();
        if (!chunk) return;
        const worker = workers[slot] ?? start(slot);
        for (const j of chunk) held[slot]!.set(j.text, j);
        worker.postMessage(request(chunk));
      };
      // Each worker gets its next chunks before it finishes the current one, so it never waits for
      // the page (busy drawing results) to answer its `done`.
      for (let k = 0; k < inFlight; k++) for (let slot = 0; slot < size; slot++) deal(slot);
    });
  };

  return { run, cancel, size };
}
