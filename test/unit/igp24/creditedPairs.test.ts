/**
 * The team's credited pairs for the daily cap's rule, read from placement rows whose fields the
 * spec does not show: rows without a readable (t, r) make the count unknown, in words, never 0.
 */
import { describe, expect, it } from 'vitest';
import { creditedPairsOf } from '../../../src/core/igp24/quota';

describe('creditedPairsOf', () => {
  it('counts distinct (t, r) pairs from t or a 24T<t> label, and r', () => {
    const rows = [
      { t: 12, r: 0 },
      { label: '24T12', r: 0 },
      { label: '24T40', r: 2 },
      { t: '7', r: '4' },
    ];
    expect(creditedPairsOf(rows, false)).toEqual({ pairs: 3, unknown: null });
  });

  it('placements with other field names leave the count unknown, saying why', () => {
    const rows = [
      { group: { index: 12 }, realRoots: 0 },
      { group: { index: 40 }, realRoots: 2 },
    ];
    const res = creditedPairsOf(rows, false);
    expect(res.pairs).toBeNull();
    expect(res.unknown).toBe(
      'your team’s placements carry no group index and real-root count this version can read (fields t or label 24T<t>, and r)',
    );
  });

  it('some unreadable rows: unknown below 5 readable pairs, counted from 5', () => {
    expect(
      creditedPairsOf(
        [
          { t: 1, r: 0 },
          { label: 'T2', r: 0 },
        ],
        false,
      ),
    ).toMatchObject({
      pairs: null,
      unknown: expect.stringMatching(/^1 of your team’s 2 placements carry no group index/),
    });
    const five = [0, 2, 4, 6, 8].map((r) => ({ t: 3, r }));
    expect(creditedPairsOf([...five, { other: 1 }], true)).toEqual({ pairs: 5, unknown: null });
  });

  it('fewer than 5 pairs on a first page with more pages is unknown, not a count', () => {
    expect(creditedPairsOf([{ t: 1, r: 0 }], true)).toMatchObject({
      pairs: null,
      unknown: expect.stringContaining('more pages follow'),
    });
    expect(creditedPairsOf([], false)).toEqual({ pairs: 0, unknown: null });
  });
});
