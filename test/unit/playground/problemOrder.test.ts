/** Problems are ordered by number everywhere (problem 2 before problem 10), never as text. */
import { describe, expect, it } from 'vitest';
import { compareMany } from '../../../src/core/experiments/compareMany';
import { compareRuns } from '../../../src/core/playground/compare';
import type { Stage1Row, Stage2Row } from '../../../src/shared/api';
import { compareProblemKeys, parseProblemKey, problemRanges } from '../../../src/shared/playgroundProblems';

function stage1(index: number, modelId: string, correct: boolean): Stage1Row {
  return {
    resultId: `r-${modelId}-${index}`,
    executionIndex: index,
    modelId,
    problem: { position: index, source: { type: 'problem-set', problemSetId: 'warmup', index } },
    configuration: { position: 0, cheatsheetId: null },
    repeatIndex: 0,
    outcome: 'scored',
    expectedAnswer: true,
    parsedAnswer: correct,
    correct,
    diagnostic: null,
    usage: null,
    elapsedMs: 10,
    completedAt: '2026-01-01T00:00:00Z',
  };
}

function stage2(problemId: string): Stage2Row {
  return {
    resultId: `r-${problemId}`,
    sequence: 0,
    problem: { position: 0, problemId },
    outcome: 'accepted',
    verdict: true,
    judge: null,
    diagnostic: null,
    judgeCalls: 1,
    elapsedMs: 5,
    completedAt: '2026-01-01T00:00:00Z',
  };
}

describe('problem order', () => {
  it('orders set problems by index as numbers, then custom equations, then problem IDs', () => {
    const keys = [
      'set:warmup#10',
      'custom:1',
      'set:warmup#2',
      'p-10',
      'set:hard3#0',
      'custom:0',
      'p-9',
      'set:warmup#0',
    ];
    expect([...keys].sort(compareProblemKeys)).toEqual([
      'set:hard3#0',
      'set:warmup#0',
      'set:warmup#2',
      'set:warmup#10',
      'custom:0',
      'custom:1',
      'p-9',
      'p-10',
    ]);
  });

  it('reads a key back into its parts', () => {
    expect(parseProblemKey('set:warmup#12')).toEqual({ type: 'set', set: 'warmup', index: 12 });
    expect(parseProblemKey('custom:3')).toEqual({ type: 'custom', position: 3 });
    expect(parseProblemKey('lean-basics-007')).toEqual({ type: 'id', id: 'lean-basics-007' });
  });

  it('says indexes as ranges', () => {
    expect(problemRanges([3, 0, 1, 2, 7, 9, 10, 11, 7])).toBe('0–3, 7, 9–11');
    expect(problemRanges([5])).toBe('5');
    expect(problemRanges([])).toBe('');
  });

  it('Compare lists problems by number, each problem’s models together', () => {
    const indexes = [10, 2, 1, 0, 11];
    const a = indexes.flatMap((i) => [stage1(i, 'm-b', true), stage1(i, 'm-a', false)]);
    const b = indexes.flatMap((i) => [stage1(i, 'm-b', false), stage1(i, 'm-a', true)]);
    const cmp = compareRuns('cheatsheet', null, a, null, b);
    expect(cmp.problems.map((p) => `${p.key} ${p.modelId}`)).toEqual([
      'set:warmup#0 m-a',
      'set:warmup#0 m-b',
      'set:warmup#1 m-a',
      'set:warmup#1 m-b',
      'set:warmup#2 m-a',
      'set:warmup#2 m-b',
      'set:warmup#10 m-a',
      'set:warmup#10 m-b',
      'set:warmup#11 m-a',
      'set:warmup#11 m-b',
    ]);
  });

  it('Compare orders Lean problem IDs with numbers in them by number', () => {
    const ids = ['lean-basics-10', 'lean-basics-2', 'lean-basics-1'];
    const cmp = compareRuns('solver-participation', null, ids.map(stage2), null, ids.map(stage2));
    expect(cmp.problems.map((p) => p.key)).toEqual(['lean-basics-1', 'lean-basics-2', 'lean-basics-10']);
  });

  it('a comparison of many runs lists problems by number too', () => {
    const rows = [10, 2, 1].map((i) => stage1(i, 'm-a', true));
    const many = compareMany(
      ['r1', 'r2'],
      [
        { row: null, kind: 'cheatsheet', rows },
        { row: null, kind: 'cheatsheet', rows },
      ],
    );
    expect(many.problems.map((p) => p.key)).toEqual(['set:warmup#1', 'set:warmup#2', 'set:warmup#10']);
  });
});
