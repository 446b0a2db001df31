/**
 * Code the first screen did not need (the other pages, the editors) is loaded once that screen is
 * drawn: after the reads it started are answered, one step per idle moment of the page
 * (requestIdleCallback), so nothing the user does waits behind it. A step that fails is left for
 * its page to load (and report) when opened. Without any read to wait for, it starts after
 * `maxWaitMs` all the same.
 */

/** What is asked of the query client: whether reads are on their way, and word when that changes. */
export interface ReadActivity {
  isFetching(): number;
  getQueryCache(): { subscribe(listener: () => void): () => void };
}

export interface PreloadOptions {
  activity: ReadActivity;
  /** Start even if reads are still on their way after this long (ms). */
  maxWaitMs?: number;
  /** Runs `callback` when the page is idle; returns a cancel function. */
  whenIdle?: (callback: () => void) => () => void;
}

/** The browser's idle callback, bounded so that a page that is never idle still gets there. */
export function browserIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 1);
  return () => clearTimeout(id);
}

/** Starts the steps once the first screen's reads are answered; returns a function that stops them. */
export function preloadAtIdle(
  steps: readonly (() => Promise<unknown>)[],
  { activity, maxWaitMs = 10_000, whenIdle = browserIdle }: PreloadOptions,
): () => void {
  let stopped = false;
  let started = false;
  let cancelIdle = () => {};
  const run = (i: number) => {
    if (stopped || i >= steps.length) return;
    cancelIdle = whenIdle(() => {
      void steps[i]!()
        .catch(() => undefined)
        .then(() => run(i + 1));
    });
  };
  const start = () => {
    if (started || stopped) return;
    started = true;
    unsubscribe();
    clearTimeout(timer);
    run(0);
  };
  // Checked in an idle moment first: by then the first screen's reads have been sent.
  const check = () => {
    if (activity.isFetching() === 0) start();
  };
  const unsubscribe = activity.getQueryCache().subscribe(() => {
    if (started) return;
    cancelIdle();
    cancelIdle = whenIdle(check);
  });
  const timer = setTimeout(start, maxWaitMs);
  cancelIdle = whenIdle(check);
  return () => {
    stopped = true;
    cancelIdle();
    unsubscribe();
    clearTimeout(timer);
  };
}
