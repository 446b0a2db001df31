import { describe, expect, it } from 'vitest';
import { type LabelProgressLike, scoreOutlook } from '../../../src/shared/igp24/galois/score';

const progress = new Map<number, LabelProgressLike>([
  [1234, { t: 1234, signatures: [{ r: 4, teamCount: 0, minimumDiscAbs: null, discovered: false }] }],
  [25000, { t: 25000, signatures: [{ r: 4, teamCount: 9, minimumDiscAbs: '123456', discovered: true }] }],
]);
const ranking = [
  { label: '24T1234', t: 1234, posterior: 0.7 },
  { label: '24T25000', t: 25000, posterior: 0.2 },
  { label: '24T7', t: 7, posterior: 0.1 },
];

describe('would it score?', () => {
  it('says per likely group whether (label, r) is remaining, by how many teams it is found and the chance of a new pair', () => {
    const out = scoreOutlook(ranking, 4, (t) => progress.get(t));
    expect(out.pairs.map((p) => p.words)).toEqual([
      'most likely (24T1234, r = 4), still unfound',
      '(24T25000, r = 4): found by 9 teams, minimum |disc| 123456',
      '(24T7, r = 4): label progress not loaded',
    ]);
    expect(out.pairs.map((p) => p.status)).toEqual(['remaining', 'found', 'unknown']);
    expect(out.pairs[1]).toMatchObject({ teams: 9, minimumDiscAbs: '123456' });
    expect(out.newPairChance).toBeCloseTo(0.7, 12);
    expect(out.unknownChance).toBeCloseTo(0.1, 12);
  });

  it('lists at most `top` groups', () => {
    expect(scoreOutlook(ranking, 4, (t) => progress.get(t), 1).pairs).toHaveLength(1);
    expect(scoreOutlook([], 4, () => undefined)).toEqual({ pairs: [], newPairChance: 0, unknownChance: 0 });
  });
});
