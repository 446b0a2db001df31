/**
 * The check pool with fake workers that answer when the test says so: chunks are dealt to free
 * workers, progress counts every line once, cancel terminates every worker and resolves at once,
 * a dead worker's line gets a reason (the run never hangs), and results match a single worker's.
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
  postMessage(m: WorkerRequest) {
    this.received.push(m);
  }
  terminate() {
    this.terminated = true;
  }
  /** Answers the oldest unanswered line, chunks in the order received (then `done` after a chunk's last line). */
  answerOne(result: (job: CheckJob) => CheckResult = (j) => checkLine(j.text, { lineNumber: j.lineNumber })) {
    const chunk = this.current()!;
    const answered = this.answeredIn.get(chunk) ?? 0;
    const job = chunk.jobs[answered]!;
    this.answeredIn.set(chunk, answered + 1);
    this.onmessage?.({ data: { type: 'result', text: job.text, result: result(job) } });
    if (answered + 1 === chunk.jobs.length) this.onmessage?.({ data: { type: 'done' } });
  }
  /** The chunk being checked: the oldest with unanswered lines. */
  current() {
    return this.received.find((c) => (this.answeredIn.get(c) ?? 0) < c.jobs.length);
  }
  /** Unanswered lines of every chunk received. */
  pending() {
    return this.received.reduce((n, c) => n + c.jobs.length - (this.answeredIn.get(c) ?? 0), 0);
  }
  answerChunk() {
    const chunk = this.current()!;
    while (this.current() === chunk) this.answerOne();
  }
  lines() {
    return this.received.map((c) => c.jobs.map((j) => j.lineNumber));
  }
  private answeredIn = new Map<WorkerRequest, number>();
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

/** Answers whichever live worker has an unanswered line until none has. */
function drain(made: FakeWorker[]) {
  for (;;) {
    const w = made.find((x) => !x.terminated && x.pending() > 0);
    if (!w) return;
    w.answerOne();
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

  it('deals small chunks to free workers, one ahead of each, and counts progress line by line', async () => {
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
    made[0]!.answerOne();
    expect(progress).toEqual([1, 2, 3]);
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
    made[0]!.answerOne();
    pool.cancel();
    await expect(run).resolves.toBe('cancelled');
    expect(made.every((w) => w.terminated)).toBe(true);
    // A late message from a terminated worker changes nothing.
    made[1]!.answerOne();
    expect(progress).toEqual([1]);
    const again = pool.run(jobsOf(2), cb);
    expect(made).toHaveLength(3);
    made[2]!.answerChunk();
    await expect(again).resolves.toBe('done');
  });

  it('a worker that dies gives its line a reason, and the run still finishes', async () => {
    const { pool, made, results, cb } = setup(1, 3);
    const jobs = jobsOf(5);
    const run = pool.run(jobs, cb);
    made[0]!.answerOne(); // line 1 fine
    let prevented = false;
    made[0]!.onerror?.({ message: 'out of memory', preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
    expect(made[0]!.terminated).toBe(true);
    const died = results.get(jobs[1]!.text)!;
    expect(died.errors[0]).toEqual({
      code: 'CHECK_FAILED',
      message: 'the check stopped on this line: out of memory',
    });
    // Lines 3–5 (held but not started: the rest of its chunk and the chunk sent ahead) go to a
    // fresh worker.
    expect(made[1]!.lines()).toEqual([[3, 4, 5]]);
    drain(made);
    await expect(run).resolves.toBe('done');
    expect(results.size).toBe(5);
    expect(results.get(jobs[2]!.text)!.valid).toBe(true);
  });

  it('an empty run is done at once without starting a worker', async () => {
    const { pool, made, cb } = setup(2);
    await expect(pool.run([], cb)).resolves.toBe('done');
    expect(made).toHaveLength(0);
  });
});
