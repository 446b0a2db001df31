/// <reference lib="webworker" />
/**
 * Local IGP24 checks off the UI thread: exact r, discriminant, irreducibility (factorization over Z)
 * and small prime factors for each line (src/shared/igp24 checkLine). The pool (checkPool.ts) sends a
 * small chunk of lines at a time; the answer is one message with the chunk's results (and the
 * kernel it factors with). The page cancels by terminating the worker.
 */
import { type CheckResult, checkLine } from '../../../../../shared/igp24';
import type { PoolMessage } from '../checkPool';
import { kernel } from './kernel';

export interface CheckJob {
  lineNumber: number;
  text: string;
}
export type WorkerRequest = { type: 'run'; jobs: CheckJob[]; rhoIterations: number };
export type WorkerMessage = PoolMessage<CheckResult>;

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<WorkerRequest>) => {
  const { jobs, rhoIterations } = e.data;
  const items = jobs.map((job) => ({
    text: job.text,
    result: checkLine(job.text, { lineNumber: job.lineNumber, rhoIterations }),
  }));
  scope.postMessage({ type: 'results', items, kernel } satisfies WorkerMessage);
};
