import { describe, expect, it } from 'vitest';
import { addRows, emptyState, viewOf } from '../../../src/core/playground/aggregates';
import { compareRuns, mcnemarExact } from '../../../src/core/playground/compare';
import { resultsCsv } from '../../../src/core/playground/csv';
import type { Stage1Row } from '../../../src/shared/api';

function row(i: number, over: Partial<Stage1Row> = {}): Stage1Row {
  return {
    resultId: `r${i}`,
    executionIndex: i,
    modelId: i % 2 ? 'm1' : 'm2',
    problem: { position: i % 5, source: { type: 'problem-set', problemSetId: 'set', index: i % 5 } },
    configuration: { position: 0, cheatsheetId: null },
    repeatIndex: i % 3,
    outcome: i % 7 === 0 ? 'unscored' : 'scored',
    expectedAnswer: true,
    parsedAnswer: i % 11 === 0 ? null : i % 3 === 0,
    correct: i % 7 === 0 ? null : i % 3 === 0,
    diagnostic: i % 7 === 0 ? { code: 'TIMEOUT', message: 'took too long' } : null,
    usage: { inputTokens: 10, outputTokens: 5, costUsd: 0.001 },
    elapsedMs: i % 13 === 0 ? null : i * 37,
    completedAt: '2026-01-01T00:00:00Z',
    ...over,
  };
}

describe('Stage 1 aggregates', () => {
  it('counts an unreadable answer as a parse failure whether or not it was scored, never a failed call', () => {
    const rows = [
      row(1, { outcome: 'scored', parsedAnswer: true, correct: true, diagnostic: null }),
      row(2, {
        outcome: 'unscored',
        parsedAnswer: null,
        correct: null,
        diagnostic: { code: 'PARSE_FAILURE', message: 'no answer found' },
      }),
      row(3, { outcome: 'failed', parsedAnswer: null, correct: null, diagnostic: null }),
      row(4, { outcome: 'scored', parsedAnswer: false, correct: false, diagnostic: null }),
    ];
    const v = viewOf(addRows(emptyState('cheatsheet'), rows));
    if (v.kind !== 'cheatsheet') throw new Error('wrong kind');
    expect(v.parseFailures).toBe(1);
    expect(v.parseFailureRate).toBeCloseTo(1 / 3);
  });
  it('folding rows in batches gives the same figures as folding them all at once', () => {
    const rows = Array.from({ length: 500 }, (_, i) => row(i));
    const whole = viewOf(addRows(emptyState('cheatsheet'), rows));
    const state = emptyState('cheatsheet');
    for (let i = 0; i < rows.length; i += 37) addRows(state, rows.slice(i, i + 37));
    expect(viewOf(state)).toEqual(whole);
    if (whole.kind !== 'cheatsheet') throw new Error('kind');
    expect(whole.rows).toBe(500);
    const scored = rows.filter((r) => r.correct !== null);
    expect(whole.byModelConfiguration.reduce((n, c) => n + c.scored, 0)).toBe(scored.length);
    expect(whole.byModelConfiguration.reduce((n, c) => n + c.correct, 0)).toBe(
      scored.filter((r) => r.correct).length,
    );
    expect(whole.diagnostics).toEqual([{ key: 'TIMEOUT', count: rows.filter((r) => r.diagnostic).length }]);
    expect(whole.elapsed.unknown).toBe(rows.filter((r) => r.elapsedMs === null).length);
    expect(whole.elapsed.counts.reduce((a, b) => a + b, 0) + whole.elapsed.unknown).toBe(500);
    expect(whole.inputTokens).toBe(5000);
  });
});

describe('comparison', () => {
  it("McNemar's exact p-value matches the binomial tail", () => {
    expect(mcnemarExact(0, 0)).toBeNull();
    // b=0, c=6: 2 * 0.5^6 = 0.03125
    expect(mcnemarExact(0, 6)).toBeCloseTo(0.03125, 10);
    // b=2, c=8: 2 * P(X<=2 | n=10) = 2 * (1+10+45)/1024
    expect(mcnemarExact(2, 8)).toBeCloseTo((2 * 56) / 1024, 10);
    expect(mcnemarExact(5, 5)).toBe(1);
  });

  it('finds problems solved by one run only and the accuracy delta per model', () => {
    const a = [row(1, { correct: true }), row(3, { correct: false })];
    const b = [row(1, { correct: false }), row(3, { correct: true })];
    const cmp = compareRuns('cheatsheet', null, a, null, b);
    expect(cmp.problems.map((p) => p.onlySolvedBy).sort()).toEqual(['a', 'b']);
    expect(cmp.models).toEqual([
      expect.objectContaining({
        modelId: 'm1',
        shared: 2,
        accuracyA: 0.5,
        accuracyB: 0.5,
        delta: 0,
        onlyA: 1,
        onlyB: 1,
      }),
    ]);
  });
});

describe('results CSV', () => {
  it('has a column per field and writes formula-like text as text', () => {
    const csv = resultsCsv([row(1, { output: '=HYPERLINK("x")' } as Partial<Stage1Row>)]);
    const [header, line] = csv.split(/\r?\n/);
    expect(header?.split(',')).toEqual(
      expect.arrayContaining([
        'resultId',
        'problem.source.type',
        'usage.inputTokens',
        'diagnostic',
        'diagnostic_code',
        'output',
      ]),
    );
    expect(line).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('has one diagnostic column in words and one for its code, whether a row has a diagnostic or not', () => {
    const csv = resultsCsv([
      row(1, { diagnostic: null, usage: null }),
      row(2, { diagnostic: { code: 'PROVIDER_TIMEOUT', message: 'The model did not answer in time' } }),
    ]);
    const [header, first, second] = csv.split(/\r?\n/).map((l) => l.split(','));
    const at = (line: string[] | undefined, column: string) => line?.[header!.indexOf(column)];
    expect(header!.filter((c) => c.startsWith('diagnostic'))).toEqual(['diagnostic', 'diagnostic_code']);
    expect([at(first, 'diagnostic'), at(first, 'diagnostic_code')]).toEqual(['', '']);
    expect([at(second, 'diagnostic'), at(second, 'diagnostic_code')]).toEqual([
      'The model did not answer in time',
      'PROVIDER_TIMEOUT',
    ]);
    // A usage that is null in one row is its dotted columns, empty there: no bare "usage" column.
    expect(header).not.toContain('usage');
    expect(at(first, 'usage.costUsd')).toBe('');
    expect(at(second, 'usage.costUsd')).toBe('0.001');
  });
});
