/**
 * Talks to a worker that answers one message per request, keeping at most one request in flight:
 * a request made while another runs waits in a single slot, and a newer one replaces it there. So
 * while the user types into a 1 MB file the worker never falls behind on texts nobody will see, and
 * answers come back in order, the last one for the last text. (Debouncing is the caller's.)
 */
export interface AnsweringWorker<Q, A> {
  postMessage(q: Q): void;
  terminate(): void;
  onmessage: ((e: { data: A }) => void) | null;
  onerror: ((e: { message?: string; preventDefault?: () => void }) => void) | null;
}

export interface LatestOnly<Q> {
  request(q: Q): void;
  close(): void;
}

export function latestOnly<Q, A>(
  create: () => AnsweringWorker<Q, A>,
  onAnswer: (answer: A, asked: Q, newerWaiting: boolean) => void,
  onError: (message: string, asked: Q) => void,
): LatestOnly<Q> {
  let worker: AnsweringWorker<Q, A> | null = null;
  let inFlight: Q | null = null;
  let waiting: Q | null = null;

  const send = (q: Q) => {
    if (!worker) {
      const w = create();
      worker = w;
      w.onmessage = (e) => {
        if (worker !== w || inFlight === null) return;
        const asked = inFlight;
        inFlight = null;
        const next = waiting;
        waiting = null;
        if (next !== null) send(next);
        onAnswer(e.data, asked, next !== null);
      };
      // A worker that dies (out of memory on a huge file) is replaced on the next request.
      w.onerror = (e) => {
        e.preventDefault?.();
        if (worker !== w || inFlight === null) return;
        w.terminate();
        worker = null;
        const asked = inFlight;
        inFlight = null;
        const next = waiting;
        waiting = null;
        if (next !== null) send(next);
        else onError(e.message || 'the file could not be read', asked);
      };
    }
    inFlight = q;
    worker.postMessage(q);
  };

  return {
    request(q) {
      if (inFlight !== null) waiting = q;
      else send(q);
    },
    close() {
      worker?.terminate();
      worker = null;
      inFlight = null;
      waiting = null;
    },
  };
}
