/** The Wilson score interval shown with every accuracy (and used by the Experiments ranking). */
import { describe, expect, it } from 'vitest';
import { wilson } from '../../../src/shared/wilson';

describe('wilson', () => {
  it('matches the published 95 % interval for 8 of 9 and stays inside [0, 1]', () => {
    // p = 0.889, n = 9: Wilson 95 % is about 0.565 to 0.980.
    const { low, high } = wilson(8, 9);
    expect(low).toBeCloseTo(0.565, 2);
    expect(high).toBeCloseTo(0.98, 2);
    const all = wilson(9, 9);
    expect(all.high).toBe(1);
    expect(all.low).toBeGreaterThan(0.6);
    expect(wilson(0, 9).low).toBe(0);
  });

  it('narrows as the sample grows, around the same share', () => {
    const small = wilson(8, 10);
    const large = wilson(800, 1000);
    expect(large.high - large.low).toBeLessThan((small.high - small.low) / 5);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });
});
