/**
 * The price of a run before it starts (spec 2.10: `meta.creditRate` per executed cell or problem),
 * one rule for the app's forms and `workbench runs create`.
 */
import { describe, expect, it } from 'vitest';
import { creditsText, runCells, runCost } from '../../../src/shared/playgroundCost';

const sets = [
  { id: 'modular-quick', count: 30 },
  { id: 'modular-full', count: 120 },
];

describe('runCells: what a run creation body is priced by', () => {
  it('Stage 1: models × problems × configurations (the baseline is one) × repeat (default 1)', () => {
    const problems = [{ problemSet: 'warmup', index: 0 }, { problemSet: 'warmup', index: 1 }, { custom: {} }];
    expect(runCells('cheatsheet', { models: ['a', 'b'], problems })).toBe(6);
    expect(runCells('cheatsheet', { models: ['a', 'b'], problems, repeat: 5 })).toBe(30);
    const two = [{ cheatsheet: 'x' }, { cheatsheet: 'y' }];
    expect(runCells('cheatsheet', { models: ['a'], problems, configurations: two, repeat: 2 })).toBe(12);
    // Spec 4.5: an explicit empty array is accepted and yields zero equation cells.
    expect(runCells('cheatsheet', { models: ['a'], problems, configurations: [] })).toBe(0);
  });

  it('Stage 2: per problem, whatever the allowed models', () => {
    expect(
      runCells('solver-participation', { problemIds: ['p1', 'p2', 'p3'], allowedModels: ['a', 'b'] }),
    ).toBe(3);
  });

  it('model reference: the problem set’s cases; unknown when the set is not listed', () => {
    expect(runCells('model-reference', { problemSetId: 'modular-full' }, sets)).toBe(120);
    expect(runCells('model-reference', { problemSetId: 'nope' }, sets)).toBeNull();
  });

  it('a kind the spec gives no price unit for: unknown', () => {
    expect(runCells('lean-kernel-package', { problemId: 'p' })).toBeNull();
  });
});

describe('runCost', () => {
  it('is cells × rate in cents of a credit, null without a rate', () => {
    expect(runCost(3, 0.1)).toEqual({ cells: 3, credits: 0.3 });
    expect(runCost(12, 0.05)).toEqual({ cells: 12, credits: 0.6 });
    expect(runCost(3, undefined)).toEqual({ cells: 3, credits: null });
    expect(runCost(3, Number.NaN)).toEqual({ cells: 3, credits: null });
  });
});

describe('creditsText', () => {
  it('says one credit in the singular and every other amount in the plural', () => {
    expect(creditsText(1)).toBe('1 credit');
    expect(creditsText(2)).toBe('2 credits');
    expect(creditsText(0)).toBe('0 credits');
    expect(creditsText(0.6)).toBe('0.6 credits');
    expect(creditsText(1200)).toBe('1,200 credits');
    // A rate may be finer than cents of a credit.
    expect(creditsText(0.0125, 4)).toBe('0.0125 credits');
    expect(creditsText(0.0125)).toBe('0.01 credits');
  });
});
