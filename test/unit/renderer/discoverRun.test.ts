/**
 * The Discover tab's state machine without a page: shards by index, the best hit per pair, a stop
 * that keeps each shard's next index for Continue, "more" after done, rates from running time only,
 * and the reports of a terminated run ignored.
 */
import { describe, expect, it } from 'vitest';
import {
  type DiscoverAction,
  type DiscoverState,
  discoverReducer,
  IDLE,
  rates,
} from '../../../src/renderer/src/features/igp24/discoverRun';
import type { Hit } from '../../../src/shared/igp24/discover/search';

const settings = {
  seed: 3,
  candidates: 10,
  targets: [],
  aim: false,
  filter: { r: null, blockSize: null, solvable: false },
};
const hit = (pair: string, fieldDiscAbs: string | null, candidate = 0): Hit => ({
  candidate,
  pair,
  label: pair.split(':')[0]!,
  r: Number(pair.split(':')[1]),
  posterior: 1,
  open: null,
  construction: 'test',
  line: `${candidate},1`,
  polyDiscDigits: 10,
  fieldDiscAbs,
  discSource: fieldDiscAbs === null ? null : 'exact_nfdisc',
  unfactored: null,
});
const run = (actions: DiscoverAction[], from: DiscoverState = IDLE) => actions.reduce(discoverReducer, from);
const start: DiscoverAction = { type: 'start', settings, workers: 3, now: 0 };

describe('discoverRun', () => {
  it('starts one shard per worker at indexes 0, 1, 2 over the candidates asked for', () => {
    const s = run([start]);
    expect(s.status).toBe('running');
    expect(s.shards).toEqual([
      { next: 0, done: false },
      { next: 1, done: false },
      { next: 2, done: false },
    ]);
    expect(s.end).toBe(10);
  });

  it('keeps the best hit per pair, counts every hit and every miss', () => {
    const s = run([
      start,
      { type: 'progress', shard: 0, next: 3, tried: 1, hits: [hit('24T5:0', '900')], misses: {} },
      {
        type: 'progress',
        shard: 1,
        next: 4,
        tried: 1,
        hits: [hit('24T5:0', '100', 1)],
        misses: { reducible: 1 },
      },
      {
        type: 'progress',
        shard: 2,
        next: 5,
        tried: 2,
        hits: [hit('24T5:0', '500', 2)],
        misses: { reducible: 2 },
      },
    ]);
    expect(s.best.get('24T5:0')!.fieldDiscAbs).toBe('100');
    expect(s.hits).toBe(3);
    expect(s.tried).toBe(4);
    expect(s.misses).toEqual({ reducible: 3 });
    expect(s.shards.map((x) => x.next)).toEqual([3, 4, 5]);
  });

  it('is done when every shard is, and then takes more candidates from where each shard is', () => {
    const done = run([
      start,
      { type: 'shardDone', shard: 0, next: 12, now: 5000 },
      { type: 'shardDone', shard: 1, next: 10, now: 5000 },
    ]);
    expect(done.status).toBe('running');
    const all = run([{ type: 'shardDone', shard: 2, next: 11, now: 6000 }], done);
    expect(all.status).toBe('done');
    expect(all.elapsedMs).toBe(6000);
    const more = run([{ type: 'more', candidates: 10, now: 7000 }], all);
    expect(more.status).toBe('running');
    expect(more.end).toBe(20);
    expect(more.shards).toEqual([
      { next: 12, done: false },
      { next: 10, done: false },
      { next: 11, done: false },
    ]);
  });

  it('a stop keeps each shard where it was; Continue goes on from there; reports after the stop are ignored', () => {
    const stopped = run([
      start,
      { type: 'progress', shard: 1, next: 7, tried: 2, hits: [], misses: {} },
      { type: 'stop', now: 2000 },
      { type: 'progress', shard: 1, next: 10, tried: 1, hits: [hit('24T1:0', '1')], misses: {} },
    ]);
    expect(stopped.status).toBe('stopped');
    expect(stopped.shards[1]!.next).toBe(7);
    expect(stopped.best.size).toBe(0);
    const resumed = run([{ type: 'resume', now: 10_000 }], stopped);
    expect(resumed.status).toBe('running');
    expect(resumed.shards[1]!.next).toBe(7);
  });

  it('rates count running time only, not the time stopped', () => {
    const s = run([
      start,
      { type: 'progress', shard: 0, next: 3, tried: 60, hits: [hit('24T1:0', '1')], misses: {} },
      { type: 'stop', now: 60_000 },
      { type: 'resume', now: 600_000 },
    ]);
    expect(rates(s, 600_000)).toEqual({ candidates: 60, pairs: 1 });
    expect(rates(run([start]), 10)).toBeNull();
  });

  it('a failure says why and can be continued; clear returns to idle but never while running', () => {
    const failed = run([start, { type: 'fail', message: 'the group table could not be read', now: 10 }]);
    expect(failed).toMatchObject({ status: 'failed', message: 'the group table could not be read' });
    expect(run([{ type: 'resume', now: 20 }], failed)).toMatchObject({ status: 'running', message: null });
    expect(run([{ type: 'clear' }], run([start]))).toMatchObject({ status: 'running' });
    expect(run([{ type: 'clear' }], failed)).toBe(IDLE);
  });

  it('with fewer candidates than workers, the idle shards start done', () => {
    const s = run([{ type: 'start', settings: { ...settings, candidates: 2 }, workers: 3, now: 0 }]);
    expect(s.shards.map((x) => x.done)).toEqual([false, false, true]);
  });
});
