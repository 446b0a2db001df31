import { describe, expect, it } from 'vitest';
import {
  accuracyChartData,
  elapsedBins,
  namesFrom,
  percent,
} from '../../../../src/renderer/src/features/playground/aggregateCharts';
import { columnsFor } from '../../../../src/renderer/src/features/playground/columns';
import {
  countLabel,
  isActive,
  JUDGE_STATUS_WORDS,
  leanCategoryWords,
  problemLabel,
  problemSetLabel,
  progressOf,
  runStatusWords,
} from '../../../../src/renderer/src/features/playground/words';

describe('Playground views', () => {
  it('groups accuracy by model with one series per configuration, gaps as null', () => {
    const cell = (
      modelId: string,
      configuration: number,
      cheatsheetId: string | null,
      accuracy: number | null,
    ) => ({
      modelId,
      configuration,
      cheatsheetId,
      accuracy,
    });
    const d = accuracyChartData([
      cell('m1', 1, 'cs-9', 0.8),
      cell('m1', 0, null, 0.5),
      cell('m2', 0, null, null),
    ]);
    expect(d.series).toEqual([{ name: 'Baseline (no cheatsheet)' }, { name: 'cs-9' }]);
    expect(d.points).toEqual([
      { model: 'm1', values: [0.5, 0.8] },
      { model: 'm2', values: [null, null] },
    ]);
  });
  it('labels elapsed-time buckets, the last one open', () => {
    expect(elapsedBins([500, 2000], [3, 4, 1])).toEqual([
      { label: '≤ 500 ms', count: 3 },
      { label: '≤ 2 s', count: 4 },
      { label: '> 2 s', count: 1 },
    ]);
    expect(percent(0.1234)).toBe('12.3 %');
    expect(percent(null)).toBe('—');
  });
  it('reads progress of every kind and words every status', () => {
    expect(progressOf({ completedExecutions: 3, totalExecutions: 8 })).toEqual({
      done: 3,
      total: 8,
      unit: 'execution',
    });
    expect(progressOf({ completedProblems: 1, totalProblems: 2 })?.unit).toBe('problem');
    expect(progressOf({ completedCases: 0, totalCases: 30 })?.unit).toBe('case');
    expect(progressOf({})).toBeNull();
    expect(runStatusWords('cancelled').title).toBe('Cancelled');
    expect(runStatusWords('paused').hint).toContain('does not know');
    expect(isActive('pending') && isActive('running') && !isActive('done')).toBe(true);
  });
  it('labels counts in words: known values from their list, platform codes made readable', () => {
    expect(countLabel('incomplete_proof', JUDGE_STATUS_WORDS)).toBe('Incomplete proof (sorry or a gap)');
    expect(countLabel('PARSE_FAILURE', {})).toBe('Parse failure');
    expect(countLabel('model-timeout', {})).toBe('Model timeout');
    expect(leanCategoryWords('rejected')).toBe('Rejected');
    expect(leanCategoryWords('under_review')).toBe('Under review');
  });
  it('names compared problems in words', () => {
    expect(problemLabel('set:warmup#3')).toBe('warmup, problem 3');
    expect(problemLabel('custom:0')).toBe('Custom equation 1');
    expect(problemLabel('lean-basics-001')).toBe('lean-basics-001');
    // With the set's title, and the number the platform gives the problem.
    expect(problemLabel('set:warmup#0', (id) => (id === 'warmup' ? 'Warm-up' : id))).toBe(
      'Warm-up, problem 0',
    );
  });
  it('the results table names models, problem sets and cheatsheets as the charts do, never by ID', () => {
    const names = {
      ...namesFrom(
        [{ id: 'm1', name: 'GPT-OSS 120B' }],
        [],
        [{ id: 'warmup', title: 'Warm-up (20 problems)' }],
      ),
      cheatsheet: (id: string) => (id === 'chs_d9f3' ? '“Algebra tricks” version d9f34575' : id),
    };
    const row = {
      resultId: 'r1',
      executionIndex: 0,
      modelId: 'm1',
      problem: { position: 0, source: { type: 'problem-set' as const, problemSetId: 'warmup', index: 0 } },
      configuration: { position: 0, cheatsheetId: 'chs_d9f3' },
      repeatIndex: 0,
      outcome: 'scored',
      expectedAnswer: true,
      parsedAnswer: true,
      correct: true,
      diagnostic: null,
      usage: null,
      elapsedMs: 5,
      completedAt: '2026-01-01T00:00:00Z',
    };
    const text = (key: string, r: object = row) =>
      columnsFor('cheatsheet', names)
        .find((c) => c.key === key)!
        .text(r as never);
    expect(text('modelId')).toBe('GPT-OSS 120B');
    expect(text('problem')).toBe('Warm-up, problem 0');
    expect(text('configuration')).toBe('“Algebra tricks” version d9f34575');
    expect(text('configuration', { ...row, configuration: { position: 0, cheatsheetId: null } })).toBe(
      'baseline (no cheatsheet)',
    );
    expect(text('problem', { ...row, problem: { position: 2, source: { type: 'custom' } } })).toBe(
      'custom equation 3',
    );
  });
  it('names models and cheatsheets as people know them, and keeps an ID nobody named', () => {
    const names = namesFrom(
      [{ id: 'm1', name: 'GPT-OSS 120B' }],
      [{ id: 'cs-9', title: 'Transitivity hints' }],
    );
    const d = accuracyChartData(
      [
        { modelId: 'm1', configuration: 0, cheatsheetId: 'cs-9', accuracy: 0.5 },
        { modelId: 'm2', configuration: 1, cheatsheetId: 'cs-gone', accuracy: 0.25 },
      ],
      names,
    );
    expect(d.series).toEqual([{ name: 'Transitivity hints' }, { name: 'cs-gone' }]);
    expect(d.points.map((p) => p.model)).toEqual(['GPT-OSS 120B', 'm2']);
    expect(namesFrom(undefined, undefined).model('m1')).toBe('m1');
  });
  it('says the size of a problem set once', () => {
    expect(problemSetLabel({ title: 'Hard 3 (400 problems)', count: 400 }, 'problem')).toBe(
      'Hard 3 (400 problems)',
    );
    expect(problemSetLabel({ title: 'Quick check', count: 12 }, 'case')).toBe('Quick check (12 cases)');
    expect(problemSetLabel({ title: 'Hard 3', count: 1 }, 'problem')).toBe('Hard 3 (1 problem)');
  });
});
