/// <reference lib="webworker" />
/**
 * "Reduce" off the UI thread: for each line, a polynomial of the same number field with a smaller
 * discriminant (src/shared/igp24/reduce/line.ts, as `workbench igp24 reduce`), 50 ms to several
 * seconds a line. Same protocol as the check worker (workerPool in checkPool.ts): one message with
 * a chunk's results; the page sends one line at a time and cancels by terminating the worker.
 */
import { type ReduceLineResult, reduceLine } from '../../../../../shared/igp24/reduce/line';
import type { PoolMessage } from '../checkPool';
import type { CheckJob } from './check.worker';
import { kernel } from './kernel';

export type ReduceRequest = { type: 'run'; jobs: CheckJob[] };
export type ReduceMessage = PoolMessage<ReduceLineResult>;

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<ReduceRequest>) => {
  const items = e.data.jobs.map((job) => ({
    text: job.text,
    result: reduceLine(job.text, { lineNumber: job.lineNumber }),
  }));
  scope.postMessage({ type: 'results', items, kernel } satisfies ReduceMessage);
};
