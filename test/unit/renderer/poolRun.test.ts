/**
 * One pool run over file lines (checks and Galois ranking share it): known and repeated texts are
 * not sent, results reach the sink in batches at most every FLUSH_MS, progress starts and ends, and
 * lines answered before a cancel keep their results.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunCallbacks, WorkerPool } from '../../../src/renderer/src/features/igp24/checkPool';
import type { Progress } from '../../../src/renderer/src/features/igp24/igp24Store';
import { FLUSH_MS, runPool } from '../../../src/renderer/src/features/igp24/poolRun';
import type { CheckJob } from '../../../src/renderer/src/features/igp24/workers/check.worker';

// The page batches results per animation frame; in Node a frame is a macrotask.
const g = globalThis as Record<string, unknown>;
beforeAll(() => {
  g.requestAnimationFrame = (f: () => void) => setTimeout(f, 0) as unknown as number;
  g.cancelAnimationFrame = (h: number) => clearTimeout(h);
});
afterAll(() => {
  delete g.requestAnimationFrame;
  delete g.cancelAnimationFrame;
});

/** A pool that answers `answer` lines (length of the text), then either finishes or is cancelled. */
function fakePool(answer: number): WorkerPool<number> & { sent: CheckJob[] } {
  const sent: CheckJob[] = [];
  return {
    size: 1,
    kernel: null,
    sent,
    cancel() {},
    async run(jobs: CheckJob[], cb: RunCallbacks<number>) {
      sent.push(...jobs);
      for (const [i, job] of jobs.slice(0, answer).entries()) {
        cb.onResult(job, job.text.length);
        cb.onProgress(i + 1, jobs.length);
      }
      return answer >= jobs.length ? 'done' : 'cancelled';
    },
  };
}

function sink(known: Record<string, number> = {}) {
  const results: Record<string, number> = { ...known };
  const progress: (Progress | null)[] = [];
  return {
    results,
    progress,
    known: () => known,
    add(batch: Record<string, number>, p: Progress) {
      Object.assign(results, batch);
      progress.push(p);
    },
    progressFn(p: Progress | null) {
      progress.push(p);
    },
  };
}

const jobs = ['a', 'bb', 'a', 'ccc', 'dddd'].map((text, i) => ({ lineNumber: i + 1, text }));

describe('runPool', () => {
  it('sends each new text once and hands every result over', async () => {
    const s = sink({ bb: 2 });
    const pool = fakePool(10);
    const { outcome, ms } = await runPool(pool, jobs, { known: s.known, add: s.add, progress: s.progressFn });
    expect(outcome).toBe('done');
    expect(ms).not.toBeNull();
    expect(pool.sent.map((j) => j.text)).toEqual(['a', 'ccc', 'dddd']);
    expect(s.results).toEqual({ a: 1, bb: 2, ccc: 3, dddd: 4 });
    expect(s.progress[0]).toEqual({ done: 0, total: 3 });
    expect(s.progress.at(-2)).toEqual({ done: 3, total: 3 });
    expect(s.progress.at(-1)).toBeNull();
  });

  it('keeps what was answered before a cancel', async () => {
    const s = sink();
    const { outcome } = await runPool(fakePool(2), jobs, {
      known: s.known,
      add: s.add,
      progress: s.progressFn,
    });
    expect(outcome).toBe('cancelled');
    expect(s.results).toEqual({ a: 1, bb: 2 });
    expect(s.progress.at(-1)).toBeNull();
  });

  it('does nothing when every line is known', async () => {
    const s = sink({ a: 1, bb: 2, ccc: 3, dddd: 4 });
    const pool = fakePool(10);
    expect(await runPool(pool, jobs, { known: s.known, add: s.add, progress: s.progressFn })).toEqual({
      outcome: 'done',
      ms: null,
    });
    expect(pool.sent).toEqual([]);
    expect(s.progress).toEqual([]);
  });

  it('hands results over in batches, at most one every FLUSH_MS, every result by the end', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const s = sink();
      const at: number[] = [];
      let cb: RunCallbacks<number> | null = null;
      let finish: (o: 'done') => void = () => {};
      const pool: WorkerPool<number> = {
        size: 1,
        kernel: null,
        cancel() {},
        run(_jobs, c) {
          cb = c;
          return new Promise((resolve) => {
            finish = resolve;
          });
        },
      };
      const many = Array.from({ length: 100 }, (_, i) => ({ lineNumber: i + 1, text: `line ${i}` }));
      const running = runPool(pool, many, {
        known: s.known,
        add: (batch, p) => {
          at.push(performance.now());
          s.add(batch, p);
        },
        progress: s.progressFn,
      });
      // A result every 7 ms for 700 ms, as a busy pool sends them.
      for (const [i, job] of many.entries()) {
        cb!.onResult(job, i);
        cb!.onProgress(i + 1, many.length);
        await vi.advanceTimersByTimeAsync(7);
      }
      finish('done');
      await running;
      expect(Object.keys(s.results)).toHaveLength(100);
      // Batches during the run, not one per result, and never two within FLUSH_MS (the last
      // one, at the end of the run, comes at once).
      const during = at.slice(0, -1);
      expect(during.length).toBeGreaterThanOrEqual(4);
      expect(during.length).toBeLessThanOrEqual(Math.ceil(700 / FLUSH_MS) + 1);
      for (let i = 1; i < during.length; i++)
        expect(during[i]! - during[i - 1]!).toBeGreaterThanOrEqual(FLUSH_MS);
    } finally {
      vi.useRealTimers();
    }
  });
});
