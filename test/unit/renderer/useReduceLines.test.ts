// @vitest-environment happy-dom
/**
 * "Reduce" on selected lines (useReduceLines, its state machine reduceRun.ts) in a real React root,
 * with the real worker pool over stand-in workers that answer when the test says (with the real
 * reduceLine results) and a stand-in editor model: idle → running with progress → done with its
 * summary, each reduction written as its own undoable edit as it comes; cancelled with what was
 * done; a line changed meanwhile left alone; a worker that dies; workers that cannot start.
 */
import { createElement, Fragment, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const { renderHook } = await vi.hoisted(async () => await import('./fakeCore'));

import { createWorkerPool, type PoolWorker } from '../../../src/renderer/src/features/igp24/checkPool';
import { igp24Actions, useIgp24Store } from '../../../src/renderer/src/features/igp24/igp24Store';
import type { LineModel } from '../../../src/renderer/src/features/igp24/lineEdit';
import {
  digits,
  lineWords,
  reduceFailed,
  summaryWords,
} from '../../../src/renderer/src/features/igp24/reduceRun';
import { type ReduceOptions, useReduceLines } from '../../../src/renderer/src/features/igp24/useReduceLines';
import type { CheckJob } from '../../../src/renderer/src/features/igp24/workers/check.worker';
import type { ReduceRequest } from '../../../src/renderer/src/features/igp24/workers/reduce.worker';
import { type ReduceLineResult, reduceLine } from '../../../src/shared/igp24/reduce/line';

/** (x+1)^24 + 3 - 1: x^24 + 2 moved by x → x + 1, which the reduction moves back. */
const binom = (n: number, k: number) => {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};
const SHIFTED = Array.from({ length: 25 }, (_, k) => (k === 0 ? 3n : binom(24, k))).join(',');
/** x^24 + 2^25 = 2^24 · (x/2)^24 + 2: the same field as x^24 + 2, a far larger discriminant. */
const SCALED = `${2n ** 25n},${'0,'.repeat(23)}1`;
const KEPT = `-1,-1,${'0,'.repeat(22)}1 # x^24 - x - 1`;
const REDUCIBLE = `-1,${'0,'.repeat(23)}1`;

const results = new Map<string, ReduceLineResult>();
beforeAll(() => {
  for (const t of [SHIFTED, SCALED, KEPT, REDUCIBLE]) results.set(t, reduceLine(t));
});

/** A worker that answers its oldest line when told to (with reduceLine's result), or dies. */
class FakeWorker implements PoolWorker<ReduceRequest, ReduceLineResult> {
  onmessage: PoolWorker<ReduceRequest, ReduceLineResult>['onmessage'] = null;
  onerror: PoolWorker<ReduceRequest, ReduceLineResult>['onerror'] = null;
  received: CheckJob[] = [];
  terminated = false;
  postMessage(m: ReduceRequest) {
    this.received.push(...m.jobs);
  }
  terminate() {
    this.terminated = true;
  }
  answer() {
    const job = this.received.shift()!;
    this.onmessage?.({
      data: { type: 'results', items: [{ text: job.text, result: results.get(job.text)! }] },
    });
  }
  die(message: string) {
    this.onerror?.({ message });
  }
}

/** The editor's text model: lines, and the edits and undo stops in the order they came. */
class FakeModel implements LineModel {
  history: string[] = [];
  constructor(public lines: string[]) {}
  getLineCount() {
    return this.lines.length;
  }
  getLineContent(n: number) {
    return this.lines[n - 1]!;
  }
  getLineMaxColumn(n: number) {
    return this.lines[n - 1]!.length + 1;
  }
  pushStackElement() {
    this.history.push('stop');
  }
  pushEditOperations(
    _s: null | [],
    ops: {
      range: { startLineNumber: number; startColumn: number; endLineNumber: number; endColumn: number };
      text: string;
    }[],
  ) {
    for (const { range, text } of ops) {
      expect(range.endLineNumber).toBe(range.startLineNumber);
      const line = this.lines[range.startLineNumber - 1]!;
      this.lines[range.startLineNumber - 1] =
        line.slice(0, range.startColumn - 1) + text + line.slice(range.endColumn - 1);
      this.history.push(`edit ${range.startLineNumber}`);
    }
    return null;
  }
}

const FILE = ['# reduce me', SHIFTED, KEPT, '', REDUCIBLE, SCALED];
const jobs = (...numbers: number[]) => numbers.map((n) => ({ lineNumber: n, text: FILE[n - 1]! }));

let model: FakeModel;
let workers: FakeWorker[];
let reduced: CheckJob[][];
let unmount = () => {};

beforeEach(() => {
  model = new FakeModel([...FILE]);
  workers = [];
  reduced = [];
  useIgp24Store.setState({ selected: [] });
});
afterEach(() => unmount());

function start(opts: Partial<ReduceOptions> = {}) {
  const h = renderHook(
    () =>
      useReduceLines({
        model: () => model,
        onReduced: (w) => reduced.push(w),
        createPool: () =>
          createWorkerPool<ReduceRequest, ReduceLineResult>({
            size: 1,
            create: () => {
              const w = new FakeWorker();
              workers.push(w);
              return w;
            },
            request: (js) => ({ type: 'run', jobs: js }),
            failed: reduceFailed,
            chunkSize: 1,
            inFlight: 1,
          }),
        ...opts,
      }),
    {},
    (children: ReactNode) => createElement(Fragment, null, children),
  );
  unmount = h.unmount;
  return h.result as { current: ReturnType<typeof useReduceLines> };
}

const worker = () => workers.at(-1)!;

describe('useReduceLines', () => {
  it('runs idle → running with progress → done, writing each reduction as one undoable edit as it comes', async () => {
    igp24Actions.setSelected([SHIFTED, KEPT]);
    const r = start();
    await vi.waitFor(() => expect(r.current).toBeDefined());
    expect(r.current.state.status).toBe('idle');
    const finished = r.current.run(jobs(2, 3, 5, 6));
    await vi.waitFor(() => expect(r.current.state).toMatchObject({ status: 'running', done: 0, total: 4 }));
    expect(summaryWords(r.current.state as never)).toBe('Reducing 1 of 4…');
    // One line at a time: the next goes out once the first is answered.
    expect(worker().received.map((j) => j.lineNumber)).toEqual([2]);

    worker().answer();
    await vi.waitFor(() => expect(r.current.state).toMatchObject({ status: 'running', done: 1 }));
    const shifted = results.get(SHIFTED)!;
    expect(shifted.outcome).toBe('reduced');
    expect(model.lines[1]).toBe(shifted.text);
    expect(model.lines[1]).toMatch(new RegExp(`^2,(0,){23}1 # reduced from ${SHIFTED}$`));
    expect(model.history).toEqual(['stop', 'edit 2', 'stop']);
    expect(summaryWords(r.current.state as never)).toBe('Reducing 2 of 4…');
    // The tick moved with the line.
    expect(useIgp24Store.getState().selected).toContain(shifted.text);

    worker().answer();
    worker().answer();
    worker().answer();
    await finished;
    await vi.waitFor(() => expect(r.current.state).toMatchObject({ status: 'done', done: 4, total: 4 }));
    const s = r.current.state;
    expect(model.lines).toEqual([
      '# reduce me',
      shifted.text,
      KEPT,
      '',
      REDUCIBLE,
      results.get(SCALED)!.text,
    ]);
    expect(model.history).toEqual(['stop', 'edit 2', 'stop', 'stop', 'edit 6', 'stop']);
    expect(summaryWords(s as never)).toBe('2 lines reduced, 1 already reduced, 1 not reduced.');
    if (s.status !== 'done') throw new Error('not done');
    expect(s.lines.map(lineWords)).toEqual([
      'Line 2: same discriminant (41 digits), smaller coefficients',
      'Line 3: already reduced',
      'Line 5: not reduced (reducible: no field to reduce)',
      'Line 6: discriminant 207 digits → 41 digits',
    ]);
    // The lines written, by their new text, to be checked again.
    expect(reduced).toEqual([
      [
        { lineNumber: 2, text: shifted.text },
        { lineNumber: 6, text: results.get(SCALED)!.text },
      ],
    ]);
    r.current.dismiss();
    await vi.waitFor(() => expect(r.current.state.status).toBe('idle'));
  });

  it('Cancel stops the worker at once; a line answered before keeps its reduction', async () => {
    const r = start();
    await vi.waitFor(() => expect(r.current).toBeDefined());
    const finished = r.current.run(jobs(6, 2, 3));
    await vi.waitFor(() => expect(r.current.state.status).toBe('running'));
    worker().answer();
    await vi.waitFor(() => expect(r.current.state).toMatchObject({ done: 1 }));
    const second = worker();
    r.current.cancel();
    await finished;
    expect(second.terminated).toBe(true);
    await vi.waitFor(() => expect(r.current.state).toMatchObject({ status: 'cancelled', done: 1, total: 3 }));
    expect(summaryWords(r.current.state as never)).toBe('Cancelled after 1 of 3 lines: 1 line reduced.');
    expect(model.lines[5]).toBe(results.get(SCALED)!.text);
    expect(model.lines[1]).toBe(SHIFTED);
    expect(reduced).toHaveLength(1);
  });

  it('leaves a line the user changed meanwhile as it is, finds one that moved, and says so', async () => {
    const r = start();
    await vi.waitFor(() => expect(r.current).toBeDefined());
    const finished = r.current.run(jobs(2, 6));
    await vi.waitFor(() => expect(worker().received).toHaveLength(1));
    // Typed into line 2; a line added above line 6.
    model.lines[1] = `${SHIFTED} # mine`;
    model.lines.splice(2, 0, 'new line');
    worker().answer();
    worker().answer();
    await finished;
    await vi.waitFor(() => expect(r.current.state.status).toBe('done'));
    expect(model.lines[1]).toBe(`${SHIFTED} # mine`);
    expect(model.lines[6]).toBe(results.get(SCALED)!.text);
    expect(model.history).toEqual(['stop', 'edit 7', 'stop']);
    const s = r.current.state;
    expect(summaryWords(s as never)).toBe('1 line reduced, 1 left as it was (changed meanwhile).');
    if (s.status !== 'done') throw new Error('not done');
    expect(s.lines.map(lineWords)).toEqual([
      'Line 2: left as it was: it changed while it was being reduced',
      'Line 7: discriminant 207 digits → 41 digits',
    ]);
  });

  it('a worker that dies fails its line only; the run goes on', async () => {
    const r = start();
    await vi.waitFor(() => expect(r.current).toBeDefined());
    const finished = r.current.run(jobs(2, 6));
    await vi.waitFor(() => expect(worker().received).toHaveLength(1));
    worker().die('out of memory');
    await vi.waitFor(() => expect(workers).toHaveLength(2));
    worker().answer();
    await finished;
    await vi.waitFor(() => expect(r.current.state).toMatchObject({ status: 'done', done: 2 }));
    const s = r.current.state;
    if (s.status !== 'done') throw new Error('not done');
    expect(s.lines.map(lineWords)).toEqual([
      'Line 2: not reduced: out of memory',
      'Line 6: discriminant 207 digits → 41 digits',
    ]);
    expect(model.lines[1]).toBe(SHIFTED);
  });

  it('fails with the reason when no worker can start', async () => {
    const r = start({
      createPool: () =>
        createWorkerPool<ReduceRequest, ReduceLineResult>({
          size: 1,
          create: () => {
            throw new Error('workers are not allowed here');
          },
          request: (js) => ({ type: 'run', jobs: js }),
          failed: reduceFailed,
        }),
    });
    await vi.waitFor(() => expect(r.current).toBeDefined());
    await r.current.run(jobs(2));
    await vi.waitFor(() =>
      expect(r.current.state).toMatchObject({ status: 'failed', message: 'workers are not allowed here' }),
    );
    expect(summaryWords(r.current.state as never)).toBe('Reduce stopped: workers are not allowed here.');
    expect(model.history).toEqual([]);
  });

  it('starts nothing while a run is on', async () => {
    const r = start();
    await vi.waitFor(() => expect(r.current).toBeDefined());
    const first = r.current.run(jobs(2));
    await vi.waitFor(() => expect(r.current.state.status).toBe('running'));
    await r.current.run(jobs(6));
    expect(r.current.state).toMatchObject({ status: 'running', total: 1 });
    expect(worker().received.map((j) => j.lineNumber)).toEqual([2]);
    worker().answer();
    await first;
    await vi.waitFor(() => expect(r.current.state).toMatchObject({ status: 'done', total: 1 }));
  });
});

describe('reduce words', () => {
  it('says a discriminant by its number of digits, as the checks table', () => {
    expect(digits('7')).toBe('1 digit');
    expect(digits(`1${'0'.repeat(120)}`)).toBe('121 digits');
  });
});
