/// <reference lib="webworker" />
/**
 * The likely Galois group of each line, off the UI thread (src/shared/igp24/galois): the table of
 * the 25,000 transitive groups of degree 24 is read on the first chunk this worker is given, never
 * before a ranking is asked (groupTable.ts). Same protocol
 * as the check worker (workerPool in checkPool.ts): one message with a chunk's results.
 */

import { type GaloisDetail, type GaloisTable, galoisDetail } from '../../../../../shared/igp24/galois/index';
import type { PoolMessage } from '../checkPool';
import { galoisFailed } from '../galoisFailed';
import type { CheckJob } from './check.worker';
import { groupTable } from './groupTable';
import { kernel } from './kernel';

export type GaloisRequest = { type: 'run'; jobs: CheckJob[]; primes: number };
export type GaloisMessage = PoolMessage<GaloisDetail>;

const scope = self as unknown as DedicatedWorkerGlobalScope;

// Chunks arrive before the table is loaded: answer them one after another, in order.
let queue: Promise<void> = Promise.resolve();
scope.onmessage = (e: MessageEvent<GaloisRequest>) => {
  const { jobs, primes } = e.data;
  queue = queue.then(async () => {
    let t: GaloisTable | Error;
    try {
      t = await groupTable();
    } catch (err) {
      t = err instanceof Error ? err : new Error(String(err));
    }
    const items = jobs.map((job) => ({
      text: job.text,
      result:
        t instanceof Error
          ? galoisFailed(job, t.message)
          : galoisDetail(job.text, t, { lineNumber: job.lineNumber, primes }),
    }));
    scope.postMessage({ type: 'results', items, kernel } satisfies GaloisMessage);
  });
};
