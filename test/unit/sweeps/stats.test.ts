/**
 * The sweep's statistics against textbook values: McNemar's exact test is a two-sided binomial
 * test on the discordant pairs (R's binom.test(min(b, c), b + c)); the large cases are checked
 * against exact sums computed in PARI/GP (2·Σ_{i≤k} C(n, i) / 2^n). Holm's adjustment against
 * R's p.adjust(…, "holm").
 */
import { describe, expect, it } from 'vitest';
import { binomialHalfCdf, holm, mcnemarExact, mcnemarOneSided } from '../../../src/shared/sweeps/stats';

describe('McNemar exact', () => {
  it('gives the binomial p-values of small tables', () => {
    // binom.test(2, 10): 2·(1 + 10 + 45)/1024
    expect(mcnemarExact(2, 8)).toBeCloseTo(112 / 1024, 12);
    expect(mcnemarExact(8, 2)).toBeCloseTo(112 / 1024, 12);
    expect(mcnemarExact(0, 5)).toBeCloseTo(2 / 32, 12);
    expect(mcnemarExact(7, 1)).toBeCloseTo(18 / 256, 12);
  });

  it('is 1 without discordant pairs or with a balanced table', () => {
    expect(mcnemarExact(0, 0)).toBe(1);
    expect(mcnemarExact(3, 3)).toBe(1);
    expect(mcnemarExact(4, 5)).toBeCloseTo(1, 12);
  });

  it('stays exact for hundreds and thousands of pairs (PARI/GP sums)', () => {
    expect(mcnemarExact(40, 60) / 0.05688793364098079).toBeCloseTo(1, 10);
    expect(mcnemarExact(600, 400) / 2.728464156066018e-10).toBeCloseTo(1, 9);
    expect(mcnemarExact(5000, 4000) / 5.581401567013917e-26).toBeCloseTo(1, 8);
  });

  it('one-sided, is the chance of as many discordant pairs falling the first variant’s way', () => {
    // binom.test(8, 10, alternative = "greater"): P(X ≥ 8) = (45 + 10 + 1)/1024
    expect(mcnemarOneSided(8, 2)).toBeCloseTo(56 / 1024, 12);
    expect(mcnemarOneSided(2, 8)).toBeCloseTo(1013 / 1024, 12);
    expect(mcnemarOneSided(5, 0)).toBeCloseTo(1 / 32, 12);
    expect(mcnemarOneSided(0, 0)).toBe(1);
    // Half the two-sided p when the table is lopsided.
    expect(mcnemarOneSided(600, 400) * 2).toBeCloseTo(mcnemarExact(600, 400), 20);
  });

  it('has a cumulative distribution that ends at 1', () => {
    expect(binomialHalfCdf(-1, 10)).toBe(0);
    expect(binomialHalfCdf(10, 10)).toBe(1);
    expect(binomialHalfCdf(5, 10)).toBeCloseTo(638 / 1024, 12);
  });
});

describe('Holm', () => {
  it('matches p.adjust(c(0.01, 0.04, 0.03, 0.005), "holm")', () => {
    const adjusted = holm([0.01, 0.04, 0.03, 0.005]);
    for (const [i, want] of [0.03, 0.06, 0.06, 0.02].entries()) expect(adjusted[i]).toBeCloseTo(want, 12);
  });

  it('keeps the step-down order monotone and caps at 1', () => {
    // Sorted 0.02·3 = 0.06, 0.025·2 = 0.05 → raised to 0.06, 0.9 → 0.9.
    const adjusted = holm([0.9, 0.025, 0.02]);
    for (const [i, want] of [0.9, 0.06, 0.06].entries()) expect(adjusted[i]).toBeCloseTo(want, 12);
    expect(holm([0.6, 0.7])).toEqual([1, 1]);
    expect(holm([])).toEqual([]);
  });
});
