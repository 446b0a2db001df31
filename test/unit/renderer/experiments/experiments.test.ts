// @vitest-environment happy-dom
/**
 * The experiments page's state: which runs a filter keeps, the table's rows (sortable values,
 * "version unknown" in words), the chart's series built from experiments.list, the runs picked
 * for a comparison, and the two versions picked in an item's history.
 */
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

const { renderHook } = await vi.hoisted(async () => await import('../fakeCore'));

import { useVersionPick } from '../../../../src/renderer/src/features/editors/useVersionPick';
import {
  chartSeries,
  filterRuns,
  runRows,
  versionMap,
} from '../../../../src/renderer/src/features/experiments/experimentRows';
import { useRunFilter } from '../../../../src/renderer/src/features/experiments/useRunFilter';
import { useRunSelection } from '../../../../src/renderer/src/features/experiments/useRunSelection';
import type {
  ExperimentRun,
  Experiments,
  RunPin,
  TextVersion,
} from '../../../../src/shared/contracts/experiments';
import { runWhat } from '../../../../src/shared/runName';

const SHA_A = 'a'.repeat(64);
const SHA_B = 'b'.repeat(64);
const wrap = (c: ReactNode) => c;

function version(sha256: string, title: string, savedAt: string): TextVersion {
  return {
    sha256,
    kind: 'cheatsheet',
    itemId: 'cs-1',
    title,
    savedAt,
    lastSavedAt: savedAt,
    source: 'app',
    bytes: 10,
    runs: 1,
  };
}

const pin = (sha256: string | null, title: string | null = 'Basics'): RunPin => ({
  position: 1,
  kind: 'cheatsheet',
  itemId: 'cs-1',
  sha256,
  title,
  how: sha256 === null ? 'unknown' : 'started-here',
});
const BASELINE: RunPin = {
  position: 0,
  kind: 'cheatsheet',
  itemId: null,
  sha256: null,
  title: null,
  how: 'baseline',
};

function run(runId: string, createdAt: string | null, extra: Partial<ExperimentRun> = {}): ExperimentRun {
  return {
    competitionId: 'stage1',
    runId,
    status: 'done',
    createdAt,
    pins: [BASELINE, pin(SHA_A)],
    models: ['m-1'],
    problemSets: ['set-1'],
    customProblems: 0,
    repeat: 1,
    accuracyByModel: [{ modelId: 'm-1', correct: 1, scored: 2, accuracy: 0.5 }],
    parseFailureRate: 0,
    costUsd: 0.01,
    durationMs: 1200,
    what: runWhat('cheatsheet', null, []),
    ...extra,
  };
}

const DATA: Experiments = {
  competitionId: 'stage1',
  versions: [
    version(SHA_A, 'Basics', '2026-11-20T10:00:00Z'),
    version(SHA_B, 'Basics v2', '2026-11-21T10:00:00Z'),
  ],
  runs: [
    run('r-2', '2026-11-21T12:00:00Z', {
      pins: [BASELINE, pin(SHA_B)],
      models: ['m-1', 'm-2'],
      accuracyByModel: [
        { modelId: 'm-1', correct: 2, scored: 2, accuracy: 1 },
        { modelId: 'm-2', correct: 0, scored: 0, accuracy: null },
      ],
    }),
    run('r-1', '2026-11-20T12:00:00Z'),
    run('r-3', null, { pins: [pin(null, null)], problemSets: ['set-2'] }),
  ],
};

describe('experiments rows and series', () => {
  it('filters runs by model, problem set and version, unknown versions included', () => {
    const f = { model: null, problemSet: null, version: null };
    expect(filterRuns(DATA.runs, { ...f, model: 'm-2' }).map((r) => r.runId)).toEqual(['r-2']);
    expect(filterRuns(DATA.runs, { ...f, problemSet: 'set-2' }).map((r) => r.runId)).toEqual(['r-3']);
    expect(filterRuns(DATA.runs, { ...f, version: SHA_A }).map((r) => r.runId)).toEqual(['r-1']);
    // The baseline pin has no sha256 but is not an unknown version.
    expect(filterRuns(DATA.runs, { ...f, version: 'unknown' }).map((r) => r.runId)).toEqual(['r-3']);
  });

  it('builds one row per run with raw values to sort by and the version in words', () => {
    const rows = runRows(DATA.runs, versionMap(DATA), (id) => `Model ${id}`);
    expect(rows[0]).toMatchObject({
      Pick: 'r-2',
      Version: `Basics v2 · ${SHA_B.slice(0, 8)}`,
      Models: 'Model m-1, Model m-2',
      'Accuracy Model m-1': 1,
      'Accuracy Model m-2': null,
      Duration: 1200,
      Run: 'r-2',
    });
    expect(rows[2]!.Version).toBe('version unknown');
    expect(rows[1]!['Accuracy Model m-2']).toBeNull();
  });

  it('orders the chart by time, one line per scored model, and leaves out runs without a date', () => {
    const s = chartSeries(DATA.runs, versionMap(DATA));
    expect(s.models).toEqual(['m-1']);
    expect(s.points.map((p) => [p.runId, p['m:m-1']])).toEqual([
      ['r-1', 0.5],
      ['r-2', 1],
    ]);
    expect(s.points[1]!.version).toBe(`Basics v2 · ${SHA_B.slice(0, 8)}`);
    expect(s.points[1]).not.toHaveProperty('m:m-2');
  });
});

describe('useRunFilter', () => {
  it('keeps the filter, the runs it shows and the series over them', async () => {
    const h = renderHook(useRunFilter, DATA as Experiments | undefined, wrap);
    await vi.waitFor(() => expect(h.result.current?.shownIds).toEqual(['r-2', 'r-1', 'r-3']));
    expect(h.result.current!.choices).toEqual({ models: ['m-1', 'm-2'], problemSets: ['set-1', 'set-2'] });
    h.result.current!.set('version', SHA_B);
    await vi.waitFor(() => expect(h.result.current?.shownIds).toEqual(['r-2']));
    expect(h.result.current!.active).toBe(true);
    expect(h.result.current!.series.points.map((p) => p.runId)).toEqual(['r-2']);
    h.result.current!.reset();
    await vi.waitFor(() => expect(h.result.current?.active).toBe(false));
    expect(h.result.current!.shownIds).toHaveLength(3);
    h.unmount();
  });
});

describe('useRunSelection', () => {
  it('picks in order, says the mode and drops runs that left the list', async () => {
    const h = renderHook(useRunSelection, ['r-1', 'r-2', 'r-3'] as readonly string[], wrap);
    await vi.waitFor(() => expect(h.result.current?.mode).toBe('none'));
    h.result.current!.toggle('r-2');
    await vi.waitFor(() => expect(h.result.current?.mode).toBe('one'));
    h.result.current!.toggle('r-1');
    await vi.waitFor(() => expect(h.result.current?.selected).toEqual(['r-2', 'r-1']));
    expect(h.result.current!.mode).toBe('two');
    h.result.current!.toggle('r-3');
    await vi.waitFor(() => expect(h.result.current?.mode).toBe('many'));
    h.update(['r-1', 'r-3']); // a filter hid r-2
    await vi.waitFor(() => expect(h.result.current?.selected).toEqual(['r-1', 'r-3']));
    expect(h.result.current!.mode).toBe('two');
    h.result.current!.toggle('r-1');
    await vi.waitFor(() => expect(h.result.current?.selected).toEqual(['r-3']));
    h.result.current!.clear();
    await vi.waitFor(() => expect(h.result.current?.mode).toBe('none'));
    h.unmount();
  });

  it('stops at 50 runs, what a many-run comparison takes', async () => {
    const ids = Array.from({ length: 51 }, (_, i) => `r-${i}`);
    const h = renderHook(useRunSelection, ids as readonly string[], wrap);
    await vi.waitFor(() => expect(h.result.current).toBeDefined());
    for (const id of ids) h.result.current!.toggle(id);
    await vi.waitFor(() => expect(h.result.current?.selected).toHaveLength(50));
    expect(h.result.current!.full).toBe(true);
    expect(h.result.current!.isSelected('r-50')).toBe(false);
    h.unmount();
  });
});

describe('useVersionPick', () => {
  const history = [
    version(SHA_B, 'Basics v2', '2026-11-21T10:00:00Z'),
    version(SHA_A, 'Basics', '2026-11-20T10:00:00Z'),
  ];
  it('compares the last two picks, the older on the left', async () => {
    const h = renderHook(useVersionPick, history as readonly TextVersion[] | undefined, wrap);
    await vi.waitFor(() => expect(h.result.current?.pair).toBeNull());
    h.result.current!.toggle(SHA_B);
    await vi.waitFor(() => expect(h.result.current?.picked).toEqual([SHA_B]));
    expect(h.result.current!.pair).toBeNull();
    h.result.current!.toggle(SHA_A);
    await vi.waitFor(() => expect(h.result.current?.pair).not.toBeNull());
    expect(h.result.current!.pair!.older.sha256).toBe(SHA_A);
    expect(h.result.current!.pair!.newer.sha256).toBe(SHA_B);
    const SHA_C = 'c'.repeat(64);
    h.update([version(SHA_C, 'Basics v3', '2026-11-22T10:00:00Z'), ...history]);
    h.result.current!.toggle(SHA_C); // a third pick replaces the oldest pick (B)
    await vi.waitFor(() => expect(h.result.current?.picked).toEqual([SHA_A, SHA_C]));
    expect(h.result.current!.pair!.newer.sha256).toBe(SHA_C);
    h.result.current!.toggle(SHA_A);
    await vi.waitFor(() => expect(h.result.current?.pair).toBeNull());
    h.unmount();
  });
});
