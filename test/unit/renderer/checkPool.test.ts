/**
 * The check pool with fake workers that answer when the test says so: chunks are dealt to free
 * workers and answered one message each, progress counts every line once, cancel terminates every
 * worker and resolves at once, a dead worker's chunk is retried line by line and the line that
 * kills a worker alone gets a reason (the run never hangs), and results match a single worker's.
 */
import { describe, expect, it } from 'vitest';
import {
  createCheckPool,
  type PoolWorker,
  poolSize,
} from '../../../src/renderer/src/features/igp24/checkPool';
import type {
  CheckJob,
  WorkerMessage,
  WorkerRequest,
} from '../../../src/renderer/src/features/igp24/workers/check.worker';
import type { CheckResult } from '../../../src/shared/igp24';
import { checkLine } from '../../../src/shared/igp24';

class FakeWorker implements PoolWorker {
  onmessage: ((e: { data: WorkerMessage }) => void) | null = null;
  onerror: ((e: { message?: string; preventDefault?: () => void }) => void) | null = null;
  received: WorkerRequest[] = [];
  terminated = false;
  answered = 0;
  postMessage(m: WorkerRequest) {
    this.received.push(m);
  }
  terminate() {
    this.terminated = true;
  }
  /** Answers the oldest unanswered chunk with one message, as the check worker does. */
  answerChunk(
    result: (job: CheckJob) => CheckResult = (j) => checkLine(j.text, { lineNumber: j.lineNumber }),
    kernel?: WorkerMessage['kernel'],
  ) {
    const chunk = this.received[this.answered++]!;
    this.onmessage?.({
      data: {
        type: 'results',
        items: chunk.jobs.map((j) => ({ text: j.text, result: result(j) })),
        ...(kernel ? { kernel } : {}),
      },
    });
  }
  /** Chunks received and not answered. */
  pending() {
    return this.received.length - this.answered;
  }
  lines() {
    return this.received.map((c) => c.jobs.map((j) => j.lineNumber));
  }
  die(message: string) {
    let prevented = false;
    this.onerror?.({ message, preventDefault: () => (prevented = true) });
    return prevented;
  }
}

const line = (k: number) => [String(-k), ...Array<string>(23).fill('0'), '1'].join(',');
const jobsOf = (n: number): CheckJob[] =>
  Array.from({ length: n }, (_, i) => ({ lineNumber: i + 1, text: line(i + 2) }));

function setup(size: number, chunkSize = 2, inFlight = 2) {
  const made: FakeWorker[] = [];
  const pool = createCheckPool({
    size,
    chunkSize,
    inFlight,
    rhoIterations: 0,
    create: () => {
      const w = new FakeWorker();
      made.push(w);
      return w;
    },
  });
  const results = new Map<string, CheckResult>();
  const progress: number[] = [];
  const cb = {
    onResult: (j: CheckJob, r: CheckResult) => results.set(j.text, r),
    onProgress: (done: number) => progress.push(done),
  };
  return { pool, made, results, progress, cb };
}

/** Answers whichever live worker has an unanswered chunk until none has. */
function drain(made: FakeWorker[]) {
  for (;;) {
    const w = made.find((x) => !x.terminated && x.pending() > 0);
    if (!w) return;
    w.answerChunk();
  }
}

describe('check pool', () => {
  it('sizes itself from the cores, leaving one for the UI, between 1 and 8', () => {
    expect(poolSize(1)).toBe(1);
    expect(poolSize(2)).toBe(1);
    expect(poolSize(4)).toBe(3);
    expect(poolSize(64)).toBe(8);
    expect(poolSize(undefined)).toBe(1);
  });

  it('deals small chunks to free workers, some ahead of each, and counts progress line by line', async () => {
    const { pool, made, progress, cb } = setup(3, 2);
    const run = pool.run(jobsOf(14), cb);
    expect(made).toHaveLength(3);
    // Each worker holds its next chunk before it answers: it never waits for the page.
    expect(made.map((w) => w.lines())).toEqual([
      [
        [1, 2],
        [7, 8],
      ],
      [
        [3, 4],
        [9, 10],
      ],
      [
        [5, 6],
        [11, 12],
      ],
    ]);
    // The second worker finishes a chunk first: it gets the next one, the others keep theirs.
    made[1]!.answerChunk();
    expect(made[1]!.received.at(-1)!.jobs.map((j) => j.lineNumber)).toEqual([13, 14]);
    expect(made[0]!.received).toHaveLength(2);
    // One message per chunk, every line of it counted.
    made[0]!.answerChunk();
    expect(progress).toEqual([1, 2, 3, 4]);
    drain(made);
    await expect(run).resolves.toBe('done');
    expect(progress).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
  });

  it('gives the same results, keyed by line, as a single worker', async () => {
    const jobs = jobsOf(9);
    const one = setup(1, 4);
    const many = setup(3, 2, 8);
    const a = one.pool.run(jobs, one.cb);
    drain(one.made);
    const b = many.pool.run(jobs, many.cb);
    drain(many.made);
    await Promise.all([a, b]);
    expect(many.results.size).toBe(9);
    expect(Object.fromEntries(many.results)).toEqual(Object.fromEntries(one.results));
  });

  it('cancel terminates every worker, resolves at once, and the next run starts fresh workers', async () => {
    const { pool, made, progress, cb } = setup(2, 2);
    const run = pool.run(jobsOf(10), cb);
    made[0]!.answerChunk();
    pool.cancel();
    await expect(run).resolves.toBe('cancelled');
    expect(made.every((w) => w.terminated)).toBe(true);
    // A late message from a terminated worker changes nothing.
    made[1]!.answerChunk();
    expect(progress).toEqual([1, 2]);
    const again = pool.run(jobsOf(2), cb);
    expect(made).toHaveLength(3);
    made[2]!.answerChunk();
    await expect(again).resolves.toBe('done');
  });

  it('a worker that dies is replaced; the line it dies on alone gets a reason, and the run still finishes', async () => {
    const { pool, made, results, cb } = setup(1, 3);
    const jobs = jobsOf(5);
    const run = pool.run(jobs, cb);
    // It died on one of lines 1–3, the chunk it was on: which one is not known.
    expect(made[0]!.die('out of memory')).toBe(true);
    expect(made[0]!.terminated).toBe(true);
    expect(results.size).toBe(0);
    // A fresh worker gets those lines one at a time, then the chunk sent ahead (lines 4–5).
    expect(made[1]!.lines()).toEqual([[1], [2]]);
    made[1]!.answerChunk(); // line 1 fine
    expect(made[1]!.die('out of memory')).toBe(true); // line 2 alone: that is the one
    const died = results.get(jobs[1]!.text)!;
    expect(died.errors[0]).toEqual({
      code: 'CHECK_FAILED',
      message: 'the check stopped on this line: out of memory',
    });
    expect(made[2]!.lines()).toEqual([[3], [4, 5]]);
    drain(made);
    await expect(run).resolves.toBe('done');
    expect(results.size).toBe(5);
    expect(results.get(jobs[0]!.text)!.valid).toBe(true);
    expect(results.get(jobs[2]!.text)!.valid).toBe(true);
  });

  it('an empty run is done at once without starting a worker', async () => {
    const { pool, made, cb } = setup(2);
    await expect(pool.run([], cb)).resolves.toBe('done');
    expect(made).toHaveLength(0);
  });

  it('reports the kernel its workers say they factor with (none before an answer)', async () => {
    const { pool, made, cb } = setup(1, 2, 1);
    const done = pool.run(jobsOf(4), cb);
    expect(pool.kernel).toBeNull();
    made[0]!.answerChunk(undefined, 'webassembly');
    made[0]!.answerChunk();
    expect(await done).toBe('done');
    expect(pool.kernel).toBe('webassembly');
  });
});
