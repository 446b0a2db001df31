/**
 * The checks table's "would it score?" order and filter, and the words of a probability (the group
 * table's bytes: galoisTableFromBytes.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { percent } from '../../../src/renderer/src/features/igp24/galoisWords';
import { likelyNewPair, orderLines } from '../../../src/renderer/src/features/igp24/lineOrder';
import type { ScoreOutlook } from '../../../src/shared/igp24/galois/index';

const outlook = (newPairChance: number, unknownChance = 0): ScoreOutlook => ({
  pairs: [],
  newPairChance,
  unknownChance,
});
const lines = [1, 2, 3, 4, 5].map((n) => ({ lineNumber: n, text: `line ${n}` }));
const chances: Record<string, ScoreOutlook> = {
  'line 1': outlook(0.2),
  'line 2': outlook(0.9),
  // line 3 has no ranking (reducible, or not ranked yet)
  'line 4': outlook(0.5),
  'line 5': outlook(0.9),
};
const byText = (t: string) => chances[t];

describe('would it score? as an order of the lines', () => {
  it('keeps the file order by default', () => {
    expect(orderLines(lines, byText, { sort: 'file', onlyNewPairs: false }).map((l) => l.lineNumber)).toEqual(
      [1, 2, 3, 4, 5],
    );
  });

  it('puts the most likely new pairs first, ties in file order, unranked lines last', () => {
    expect(
      orderLines(lines, byText, { sort: 'newPair', onlyNewPairs: false }).map((l) => l.lineNumber),
    ).toEqual([2, 5, 4, 1, 3]);
  });

  it('keeps only lines with at least half their posterior on unfound pairs', () => {
    expect(orderLines(lines, byText, { sort: 'file', onlyNewPairs: true }).map((l) => l.lineNumber)).toEqual([
      2, 4, 5,
    ]);
    expect(likelyNewPair(outlook(0.49))).toBe(false);
    expect(likelyNewPair(undefined)).toBe(false);
  });

  it('does not reorder the array it was given', () => {
    const copy = [...lines];
    orderLines(lines, byText, { sort: 'newPair', onlyNewPairs: false });
    expect(lines).toEqual(copy);
  });
});

describe('words', () => {
  it('a probability as a percentage, never a misleading 0 or 100', () => {
    expect(percent(0.992)).toBe('99.2 %');
    expect(percent(0.0004)).toBe('< 0.1 %');
    expect(percent(0.99996)).toBe('> 99.9 %');
    expect(percent(1)).toBe('100.0 %');
    expect(percent(0)).toBe('0.0 %');
  });
});
