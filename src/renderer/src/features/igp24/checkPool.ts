/**
 * A pool of workers for per-line work (the checks, the likely Galois groups): the lines of a run are
 * dealt out in small chunks to whichever worker is free, so progress moves smoothly and a slow line
 * only holds up its own chunk. Cancel terminates every worker at once; the next run starts fresh
 * ones. A worker that dies (an error, or out of memory) is replaced for the rest of the run and the
 * run never hangs: the chunk it was on is dealt again one line at a time, and a line that a worker
 * dies on alone gets a per-line reason. Plain module (no React, no DOM Worker type) so it is
 * unit-tested with a fake worker.
 *
 * The protocol, for any worker of the pool: the page sends `request(chunk)`; the worker answers
 * with one message for the whole chunk, `{type: 'results', items: [{text, result}, …]}`, in order
 * (one message per line cost the page a task each: 1,250 for a 1,000-line check instead of 250).
 */
import { type CheckResult, uncheckedResult } from '../../../../shared/igp24';
import type { CheckJob, WorkerRequest } from './workers/check.worker';

/** Where a worker factors mod p: the WebAssembly kernel (as the command line) or JavaScript. */
export type Kernel = 'webassembly' | 'javascript';

/** A worker's answer to one chunk: every line's result, in the chunk's order (and its kernel). */
export type PoolMessage<Res> = { type: 'results'; items: { text: string; result: Res }[]; kernel?: Kernel };

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
  /** The kernel the last answering worker reported, if any. */
  readonly kernel: Kernel | null;
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
  let kernel: Kernel | null = null;

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
      // Lines of dead workers, dealt again before the rest: each line of the chunk a worker died
      // on as a chunk of its own (which of them killed it is not known yet), then the chunks it
      // held but had not started.
      const again: CheckJob[][] = [];
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
      // The chunks each worker holds (sent, not answered), in the order it checks them.
      const held: CheckJob[][][] = Array.from({ length: size }, () => []);
      const nextChunk = (): CheckJob[] | null => {
        const retry = again.shift();
        if (retry) return retry;
        if (next >= total) return null;
        const chunk = jobs.slice(next, next + chunkSize);
        next += chunk.length;
        return chunk;
      };
      const start = (slot: number): PoolWorker<Req, Res> => {
        const worker = create();
        workers[slot] = worker;
        held[slot] = [];
        worker.onmessage = (e) => {
          if (over || workers[slot] !== worker) return;
          if (e.data.kernel) kernel = e.data.kernel;
          const chunk = held[slot]!.shift();
          if (!chunk) return;
          const byText = new Map(e.data.items.map((x) => [x.text, x.result]));
          for (const job of chunk) {
            const result = byText.get(job.text);
            answer(job, result === undefined ? failed(job, 'the worker gave no answer for it') : result);
            if (over) return;
          }
          deal(slot);
        };
        worker.onerror = (e) => {
          e.preventDefault?.();
          if (over || workers[slot] !== worker) return;
          worker.terminate();
          workers[slot] = null;
          // A worker checks its chunks in order: it died on a line of the first one it still held.
          const [current, ...later] = held[slot]!;
          held[slot] = [];
          if (current?.length === 1)
            answer(current[0]!, failed(current[0]!, e.message || 'the worker failed'));
          again.unshift(...(current && current.length > 1 ? current.map((j) => [j]) : []), ...later);
          if (over) return;
          for (let k = 0; k < inFlight; k++) deal(slot);
        };
        return worker;
      };
      const deal = (slot: number) => {
        if (over) return;
        const chunk = nextChunk();
        if (!chunk) return;
        const worker = workers[slot] ?? start(slot);
        held[slot]!.push(chunk);
        worker.postMessage(request(chunk));
      };
      // Each worker gets its next chunks before it finishes the current one, so it never waits for
      // the page (busy drawing results) to answer.
      for (let k = 0; k < inFlight; k++) for (let slot = 0; slot < size; slot++) deal(slot);
    });
  };

  return {
    run,
    cancel,
    size,
    get kernel() {
      return kernel;
    },
  };
}
