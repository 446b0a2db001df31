import { describe, expect, it } from 'vitest';
import {
  bestLines,
  closeness,
  compareCloseness,
  howMuch,
  log10Ratio,
  sci,
} from '../../../src/shared/igp24/galois/index';
import type { ScoreOutlook } from '../../../src/shared/igp24/galois/score';
import { type CheckedLike, scoreVerdict } from '../../../src/shared/igp24/galois/verdict';

const MIN = `14${'0'.repeat(51)}`; // 1.4·10^52

const outlook = (over: Partial<ScoreOutlook['pairs'][number]> = {}, newPairChance = 0): ScoreOutlook => ({
  pairs: [
    {
      label: '24T1234',
      t: 1234,
      r: 4,
      posterior: 0.99,
      status: 'found',
      teams: 3,
      minimumDiscAbs: MIN,
      words: '',
      ...over,
    },
  ],
  newPairChance,
  unknownChance: 0,
});
const ok = (field: CheckedLike['field']): CheckedLike => ({
  valid: true,
  squarefree: true,
  irreducible: 'proven',
  factorDegrees: [24],
  field,
});
const exact = (v: string) => ok({ fieldDiscAbs: v, discSource: 'exact_nfdisc', unfactored: null });
const bound = (v: string, unfactored = '1'.repeat(61)) =>
  ok({ fieldDiscAbs: v, discSource: 'mixed_disc', unfactored });

describe('would it score? one outcome per line', () => {
  it('a new pair when the most likely pair is still remaining, whatever d_K is', () => {
    const v = scoreVerdict(
      exact(`9${'0'.repeat(60)}`),
      outlook({ status: 'remaining', teams: 0, minimumDiscAbs: null }, 0.99),
    );
    expect(v).toMatchObject({ kind: 'newPair', scores: 'yes', headline: 'new pair' });
    expect(v?.words).toBe('(24T1234, r = 4) is still unfound: the first find scores');
  });

  it('a new record by the factor within a digit, by digits beyond', () => {
    const v = scoreVerdict(exact(`4375${'0'.repeat(48)}`), outlook());
    expect(v).toMatchObject({ kind: 'record', scores: 'yes', headline: 'new record' });
    expect(v?.words).toBe('record: d_K 3.2× smaller than the current 1.4·10^52');
    expect(scoreVerdict(exact(`1${'0'.repeat(47)}`), outlook())?.words).toBe(
      'record: d_K 5 digits smaller than the current 1.4·10^52',
    );
  });

  it('decides with exact integers: one less than the minimum is a record, the minimum itself is not', () => {
    const minus1 = (BigInt(MIN) - 1n).toString();
    expect(scoreVerdict(exact(minus1), outlook())).toMatchObject({
      kind: 'record',
      words: expect.stringContaining('slightly smaller'),
    });
    expect(scoreVerdict(exact(MIN), outlook())).toMatchObject({
      kind: 'notSmaller',
      scores: 'no',
      words: 'pair found; d_K equals its minimum 1.4·10^52',
    });
  });

  it('no score when the pair is found and d_K is not smaller, saying by how much', () => {
    expect(scoreVerdict(exact(`28${'0'.repeat(51)}`), outlook())).toMatchObject({
      kind: 'notSmaller',
      headline: 'no score',
      words: 'pair found; d_K 2.0× larger than its minimum 1.4·10^52',
    });
    expect(scoreVerdict(exact(`2${'0'.repeat(60)}`), outlook())?.words).toContain('8 digits larger');
  });

  it('no score for reducible and invalid lines', () => {
    const reducible: CheckedLike = { ...ok(null), irreducible: 'reducible', factorDegrees: [12, 12] };
    expect(scoreVerdict(reducible, outlook())).toMatchObject({
      kind: 'rejected',
      words: 'reducible (12 + 12): the verifier rejects it',
    });
    expect(scoreVerdict({ ...ok(null), valid: false }, undefined)).toMatchObject({
      kind: 'rejected',
      scores: 'no',
    });
    expect(scoreVerdict({ ...ok(null), squarefree: false }, outlook())?.kind).toBe('rejected');
  });

  it('an upper bound at or above the minimum cannot tell, naming the unfactored part', () => {
    const v = scoreVerdict(bound(`21${'0'.repeat(54)}`), outlook());
    expect(v).toMatchObject({ kind: 'cannotTell', scores: 'unknown', headline: 'cannot tell' });
    expect(v?.words).toBe(
      'cannot tell: the discriminant’s unfactored part (61 digits) leaves only d_K ≤ 2.1·10^55, not below the current 1.4·10^52',
    );
    expect(scoreVerdict(bound(MIN), outlook())?.kind).toBe('cannotTell');
  });

  it('an upper bound below the minimum is a likely record', () => {
    const v = scoreVerdict(bound(`7${'0'.repeat(51)}`), outlook());
    expect(v).toMatchObject({ kind: 'likelyRecord', scores: 'likely', headline: 'likely record' });
    expect(v?.words).toBe(
      'upper bound below the minimum: d_K ≤ 7.0·10^51, 2.0× smaller than the current 1.4·10^52',
    );
  });

  it('an uncertain group gives the posterior words instead', () => {
    const v = scoreVerdict(exact('5'), outlook({ posterior: 0.62, status: 'remaining' }, 0.62));
    expect(v).toMatchObject({
      kind: 'uncertain',
      scores: 'likely',
      headline: 'group not certain',
      words: '(24T1234, r = 4) only 62.0 % likely; 62.0 % chance of a new pair',
    });
    expect(scoreVerdict(exact('5'), outlook({ posterior: 0.3 }, 0.1))?.scores).toBe('unknown');
  });

  it('says what is missing: field discriminant not computed, progress not loaded, no outlook yet', () => {
    expect(scoreVerdict(ok(undefined), outlook())).toMatchObject({
      kind: 'cannotTell',
      words: 'pair found, minimum 1.4·10^52; field discriminant not computed',
    });
    expect(
      scoreVerdict(exact('5'), outlook({ status: 'unknown', teams: null, minimumDiscAbs: null })),
    ).toMatchObject({
      kind: 'unknown',
      words: 'label progress for 24T1234 not loaded',
    });
    expect(scoreVerdict(exact('5'), outlook({ minimumDiscAbs: null }))?.kind).toBe('cannotTell');
    expect(scoreVerdict(exact('5'), undefined)).toBeUndefined();
  });
});

describe('number words', () => {
  it('scientific form, ratios by factor or digits', () => {
    expect(sci('123456')).toBe('123456');
    expect(sci('9960000')).toBe('1.0·10^7');
    expect(sci(MIN)).toBe('1.4·10^52');
    expect(log10Ratio(`1${'0'.repeat(300)}`, '1')).toBeCloseTo(300, 9);
    expect(howMuch(-0.5, 'smaller')).toBe('3.2× smaller');
    expect(howMuch(1.99, 'larger')).toBe('1 digit larger');
  });
});

describe('closest to scoring', () => {
  const field = (v: string, discSource: 'exact_nfdisc' | 'mixed_disc' = 'exact_nfdisc') => ({
    fieldDiscAbs: v,
    discSource,
  });
  it('keeps the smallest d_K per (t, r), an exact value before an equal bound', () => {
    const best = bestLines([
      { lineNumber: 1, t: 7, r: 4, field: field('900') },
      { lineNumber: 2, t: 7, r: 4, field: field('80', 'mixed_disc') },
      { lineNumber: 3, t: 7, r: 4, field: field('80') },
      { lineNumber: 4, t: 7, r: 4, field: undefined },
      { lineNumber: 5, t: 7, r: 2, field: null },
    ]);
    expect(best.get('7:4')).toEqual({ lineNumber: 3, t: 7, r: 4, dK: '80', bound: false, lines: 4 });
    expect(best.get('7:2')).toMatchObject({ lineNumber: 5, dK: null, lines: 1 });
  });

  it('orders new pairs first, then by d_K over the minimum, then pairs with nothing to compare', () => {
    const best = (dK: string | null, lineNumber: number) => ({
      lineNumber,
      t: 7,
      r: 4,
      dK,
      bound: false,
      lines: 1,
    });
    const found = (min: string | null) => ({ r: 4, teamCount: 2, minimumDiscAbs: min, discovered: true });
    const a = closeness(best('500', 1), found('100'));
    const b = closeness(best('50', 2), found('100'));
    const c = closeness(best(null, 3), found('100'));
    const d = closeness(best('1', 4), { r: 4, teamCount: 0, minimumDiscAbs: null, discovered: false });
    const e = closeness(best('100', 5), found('100'));
    expect(closeness(best('1', 6), undefined)).toMatchObject({
      rank: 3,
      words: 'r = 4 not in the label data (line 6)',
    });
    expect([a, b, c, d, e].sort(compareCloseness).map((x) => x.words)).toEqual([
      'new pair (line 4)',
      'd_K 50: 2.0× below the minimum (line 2)',
      'd_K 100: equals the minimum (line 5)',
      'd_K 500: 5.0× above the minimum (line 1)',
      'found; your d_K not computed (line 3)',
    ]);
  });
});
