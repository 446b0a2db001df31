/// <reference lib="webworker" />
/**
 * Local IGP24 checks off the UI thread: exact r, discriminant, irreducibility (factorization over Z)
 * and small prime factors for each line (src/shared/igp24 checkLine). One result message per line, so the
 * page shows progress; the page cancels by terminating the worker.
 */
import { type CheckResult, checkLine } from '../../../../shared/igp24';

export interface CheckJob {
  lineNumber: number;
  text: string;
}
export type WorkerRequest = { type: 'run'; jobs: CheckJob[]; rhoIterations: number };
export type WorkerMessage =
  | { type: 'result'; text: string; result: CheckResult; done: number; total: number }
  | { type: 'done'; total: number; ms: number };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<WorkerRequest>) => {
  const { jobs, rhoIterations } = e.data;
  const started = performance.now();
  jobs.forEach((job, i) => {
    const result = checkLine(job.text, {
      lineNumber: job.lineNumber,
      rhoIterations,
    });
    scope.postMessage({
      type: 'result',
      text: job.text,
      result,
      done: i + 1,
      total: jobs.length,
    } satisfies WorkerMessage);
  });
  scope.postMessage({
    type: 'done',
    total: jobs.length,
    ms: performance.now() - started,
  } satisfies WorkerMessage);
};
