import { describe, expect, it } from 'vitest';
import type { Igp24Quota } from '../../../src/shared/contracts/igp24';
import { capFromRule, dailyCap } from '../../../src/shared/igp24/line/dailyCap';

const none: Igp24Quota = {
  limit: null,
  remaining: null,
  resetAt: null,
  observedAt: null,
  source: 'none',
  waiting: 0,
  nextAttemptAt: null,
  creditedPairs: null,
  creditedPairsUnknown: null,
};

describe('daily IGP24 cap (spec 8)', () => {
  it('follows the rule before the first submission: 5 at first, 1000 from 5 credited pairs', () => {
    expect(capFromRule(0)).toBe(5);
    expect(capFromRule(4)).toBe(5);
    expect(capFromRule(5)).toBe(1000);
    expect(dailyCap({ ...none, creditedPairs: 7 })).toMatchObject({ limit: 1000, remaining: null });
    expect(dailyCap({ ...none, creditedPairs: 2 }).limit).toBe(5);
    expect(dailyCap({ ...none, creditedPairs: 2 }).source).toMatch(/rule/);
  });

  it('takes the X-RateLimit-* numbers of the last submission while they are current', () => {
    const q: Igp24Quota = {
      ...none,
      source: 'submission',
      limit: 1000,
      remaining: 999,
      resetAt: '2026-11-23T00:00:00Z',
      creditedPairs: 2,
    };
    expect(dailyCap(q)).toMatchObject({ limit: 1000, remaining: 999 });
    expect(dailyCap(q).source).toMatch(/X-RateLimit/);
  });

  it('after the reset, the rule gives the cap again and the count left is not guessed', () => {
    const q: Igp24Quota = { ...none, source: 'expired', limit: 5, remaining: null, creditedPairs: 9 };
    expect(dailyCap(q)).toMatchObject({ limit: 1000, remaining: null });
  });

  it('says so when neither tells', () => {
    expect(dailyCap(none).limit).toBeNull();
    expect(dailyCap(none).source).toMatch(/could not be read/);
  });

  it('names what could not be read about the team’s pairs', () => {
    const q: Igp24Quota = { ...none, creditedPairsUnknown: 'your standing names no team (no teamId field)' };
    expect(dailyCap(q).limit).toBeNull();
    expect(dailyCap(q).source).toContain('(your standing names no team (no teamId field))');
  });
});
