/**
 * One run of a worker pool over file lines, shared by the checks and the Galois ranking: lines with
 * a result already (by exact text) and repeated texts are skipped, results are handed over in
 * batches, in an animation frame at most every FLUSH_MS (a pool answers far faster than the page
 * should redraw: drawing each frame took the UI thread about half the check's time, CPU the
 * workers need on a small machine), and lines that finished before a cancel keep their results.
 */

import type { WorkerPool } from './checkPool';
import type { Progress } from './igp24Store';
import type { CheckJob } from './workers/check.worker';

export interface PoolSink<Res> {
  /** Results already known, by line text: those lines are not sent again. */
  known(): Record<string, Res>;
  /** A run of `total` lines starts (null: it ended or was cancelled). */
  progress(progress: Progress | null): void;
  /** New results, and where the run stands. */
  add(batch: Record<string, Res>, progress: Progress): void;
}

/** Least time between two batches handed over: the table and the progress move ten times a second. */
export const FLUSH_MS = 100;

export async function runPool<Res>(
  pool: WorkerPool<Res>,
  jobs: CheckJob[],
  sink: PoolSink<Res>,
): Promise<{ outcome: 'done' | 'cancelled'; ms: number | null }> {
  const known = sink.known();
  const seen = new Set<string>();
  const todo = jobs.filter((j) => {
    if (known[j.text] || seen.has(j.text)) return false;
    seen.add(j.text);
    return true;
  });
  if (todo.length === 0) return { outcome: 'done', ms: null };
  const started = performance.now();
  let progress: Progress = { done: 0, total: todo.length };
  sink.progress(progress);
  let buffer: Record<string, Res> = {};
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last = Number.NEGATIVE_INFINITY;
  const flush = () => {
    frame = 0;
    last = performance.now();
    const batch = buffer;
    buffer = {};
    sink.add(batch, progress);
  };
  const schedule = () => {
    if (frame || timer) return;
    const wait = last + FLUSH_MS - performance.now();
    if (wait <= 0) frame = requestAnimationFrame(flush);
    else
      timer = setTimeout(() => {
        timer = null;
        frame = requestAnimationFrame(flush);
      }, wait);
  };
  const outcome = await pool.run(todo, {
    onResult(job, result) {
      buffer[job.text] = result;
      schedule();
    },
    onProgress(done, total) {
      progress = { done, total };
    },
  });
  if (timer) clearTimeout(timer);
  if (frame) cancelAnimationFrame(frame);
  flush();
  sink.progress(null);
  return { outcome, ms: Math.round(performance.now() - started) };
}
