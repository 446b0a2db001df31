/// <reference lib="webworker" />
/**
 * Local IGP24 checks off the UI thread: exact r, discriminant, irreducibility (factorization over Z)
 * and small prime factors for each line (src/shared/igp24 checkLine). The pool (checkPool.ts) sends a
 * small chunk of lines at a time; the answer is one message with the chunk's results (and the
 * kernel it factors with). The page cancels by terminating the worker.
 */
import { type CheckResult, checkLine, enableDdfKernel } from '../../../../../shared/igp24';
import type { Kernel, PoolMessage } from '../checkPool';

export interface CheckJob {
  lineNumber: number;
  text: string;
}
export type WorkerRequest = { type: 'run'; jobs: CheckJob[]; rhoIterations: number };
export type WorkerMessage = PoolMessage<CheckResult>;

const scope = self as unknown as DedicatedWorkerGlobalScope;
// The command line's WebAssembly kernel (the CSP grants 'wasm-unsafe-eval' for it): the app and
// `workbench igp24 check` run the same code. Where it cannot compile, the JavaScript path.
const kernel: Kernel = enableDdfKernel() ? 'webassembly' : 'javascript';

scope.onmessage = (e: MessageEvent<WorkerRequest>) => {
  const { jobs, rhoIterations } = e.data;
  const items = jobs.map((job) => ({
    text: job.text,
    result: checkLine(job.text, { lineNumber: job.lineNumber, rhoIterations }),
  }));
  scope.postMessage({ type: 'results', items, kernel } satisfies WorkerMessage);
};
