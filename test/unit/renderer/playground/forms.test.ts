import { describe, expect, it } from 'vitest';
import { costText, runCost } from '../../../../src/renderer/src/features/playground/forms/cost';
import {
  checkModelReference,
  commitHashProblem,
  emptyModelReference,
} from '../../../../src/renderer/src/features/playground/forms/modelReferenceForm';
import {
  describeIndices,
  parseRanges,
  randomSample,
  searchProblems,
} from '../../../../src/renderer/src/features/playground/forms/problemPick';
import {
  fieldErrorsFrom,
  refusalSpot,
} from '../../../../src/renderer/src/features/playground/forms/serverErrors';
import { checkStage1, emptyStage1 } from '../../../../src/renderer/src/features/playground/forms/stage1Form';
import { checkStage2, emptyStage2 } from '../../../../src/renderer/src/features/playground/forms/stage2Form';
import { errorInfo } from '../../../../src/shared/api/errors';

const SET = new Set(Array.from({ length: 50 }, (_, i) => i + 1));

describe('problem picking', () => {
  it('reads ranges and single indices, sorted and without repeats', () => {
    expect(parseRanges('3, 7-9 8,1', SET)).toEqual({ ok: true, indices: [1, 3, 7, 8, 9] });
    expect(parseRanges('', SET)).toEqual({ ok: true, indices: [] });
  });
  it('names the part it cannot read', () => {
    expect(parseRanges('3, x', SET)).toEqual({
      ok: false,
      error: '“x” is not a number or a range like 5-12.',
    });
    expect(parseRanges('9-4', SET)).toMatchObject({ ok: false, error: expect.stringContaining('write 4-9') });
    // Said with the numbers the set has: the platform numbers problems from 0.
    expect(parseRanges('49-51', SET)).toEqual({
      ok: false,
      error: 'This problem set has no problem 51; its problems are numbered 1–50.',
    });
    expect(parseRanges('1-20', new Set(Array.from({ length: 20 }, (_, i) => i)))).toEqual({
      ok: false,
      error: 'This problem set has no problem 20; its problems are numbered 0–19.',
    });
  });
  it('draws a reproducible sample of distinct indices', () => {
    const all = [...SET];
    const a = randomSample(all, 10, 42);
    expect(a).toEqual(randomSample(all, 10, 42));
    expect(new Set(a).size).toBe(10);
    expect(a.every((i) => SET.has(i))).toBe(true);
    expect(randomSample(all, 80, 1)).toHaveLength(50);
  });
  it('searches equations and describes a selection briefly', () => {
    const items = [
      { index: 1, equation1: 'x*y = y*x', equation2: 'x = x', goldAnswer: true },
      { index: 2, equation1: 'x = y', equation2: 'x*x = x', goldAnswer: false },
    ];
    expect(searchProblems(items, 'Y*X').map((p) => p.index)).toEqual([1]);
    expect(searchProblems(items, '2').map((p) => p.index)).toEqual([2]);
    expect(describeIndices([5, 1, 2, 3, 9, 12, 13])).toBe('1–3, 5, 9, 12–13');
  });
});

describe('Stage 1 run form', () => {
  const ready = {
    ...emptyStage1,
    models: ['m1', 'm2'],
    problemSetId: 'set-a',
    indices: [1, 2, 3],
    baseline: false,
    cheatsheets: ['cs-1', 'cs-2'],
    repeat: '2',
  };
  it('counts models × problems × configurations × repeat and builds the spec body', () => {
    const c = checkStage1(ready);
    expect(c.errors).toEqual({});
    expect(c.cells).toBe(2 * 3 * 2 * 2);
    expect(c.body).toEqual({
      models: ['m1', 'm2'],
      problems: [
        { problemSet: 'set-a', index: 1 },
        { problemSet: 'set-a', index: 2 },
        { problemSet: 'set-a', index: 3 },
      ],
      configurations: [{ cheatsheet: 'cs-1' }, { cheatsheet: 'cs-2' }],
      repeat: 2,
    });
  });
  it('leaves configurations out for the baseline, whatever cheatsheets were ticked before', () => {
    const c = checkStage1({ ...ready, baseline: true });
    expect(c.body).not.toHaveProperty('configurations');
    expect(c.cells).toBe(12);
  });
  it('refuses a repeat above 5, no models, no configuration, and half-typed custom equations', () => {
    const c = checkStage1({
      ...ready,
      models: [],
      baseline: false,
      cheatsheets: [],
      repeat: '6',
      custom: [{ equation1: 'x = x', equation2: '', goldAnswer: true }],
    });
    expect(c.body).toBeNull();
    expect(Object.keys(c.errors).sort()).toEqual(['configurations', 'custom', 'models', 'repeat']);
    expect(c.errors.repeat).toContain('at most 5');
    expect(checkStage1({ ...ready, repeat: '' }).errors.repeat).toContain('whole number');
    expect(checkStage1({ ...ready, problemSetId: null }).errors.problems).toBeDefined();
  });
  it('sends custom equations with all three fields', () => {
    const c = checkStage1({
      ...ready,
      problemSetId: null,
      custom: [{ equation1: ' x = y ', equation2: 'y = x', goldAnswer: false }],
    });
    expect(c.body?.problems).toEqual([
      { custom: { equation1: 'x = y', equation2: 'y = x', goldAnswer: false } },
    ]);
  });
});

describe('Stage 2 run form', () => {
  it('needs code and problems; leaves optional fields out when empty', () => {
    expect(Object.keys(checkStage2(emptyStage2).errors).sort()).toEqual(['problemIds', 'solverCode']);
    const c = checkStage2({
      ...emptyStage2,
      source: 'paste',
      solverCode: 'theorem x',
      problemIds: ['p1', 'p2'],
    });
    expect(c.body).toEqual({ solverCode: 'theorem x', problemIds: ['p1', 'p2'] });
    expect(c.cells).toBe(2);
    const named = checkStage2({
      ...emptyStage2,
      solverCode: 'x',
      solverName: ' v2 ',
      problemIds: ['p'],
      allowedModels: ['m'],
    });
    expect(named.body).toEqual({
      solverCode: 'x',
      solverName: 'v2',
      problemIds: ['p'],
      allowedModels: ['m'],
    });
  });
});

describe('model-reference run form', () => {
  const hash = 'a'.repeat(40);
  it('checks the commit hash as typed and when sent', () => {
    expect(commitHashProblem('abc', true)).toBe('3 of 40 characters.');
    expect(commitHashProblem('', true)).toBeNull();
    expect(commitHashProblem('ABC123')).toContain('lowercase');
    expect(commitHashProblem('abz')).toContain('“z”');
    expect(commitHashProblem('abc')).toContain('Short hashes');
    expect(commitHashProblem(`${hash}0`)).toContain('41');
    expect(commitHashProblem(hash)).toBeNull();
  });
  it('limits the note to 500 characters and sends the token only when given', () => {
    const base = { ...emptyModelReference, modelName: 'org/m', commitHash: hash, problemSetId: 'ps' };
    expect(checkModelReference({ ...base, note: 'n'.repeat(501) }).errors.note).toContain('501');
    expect(checkModelReference({ ...base, note: 'n'.repeat(500) }).body?.note).toHaveLength(500);
    expect(checkModelReference(base).body).toEqual({
      modelName: 'org/m',
      commitHash: hash,
      problemSetId: 'ps',
    });
    expect(checkModelReference({ ...base, hfToken: ' hf_x ' }).body?.hfToken).toBe('hf_x');
    expect(checkModelReference({ ...base, modelName: 'a b' }).errors.modelName).toContain('no spaces');
  });
});

describe('cost and refusals', () => {
  it('prices cells with the models list rate, or says the price is not known yet', () => {
    expect(runCost(3, 0.1)).toEqual({ cells: 3, credits: 0.3 });
    expect(costText(runCost(24, 2), 'cell')).toBe('24 cells · 48 credits');
    expect(costText(runCost(1, 1), 'cell')).toBe('1 cell · 1 credit');
    expect(costText(runCost(1, null), 'problem')).toBe('1 problem · price not known yet');
  });
  it('puts the server’s field errors at the field and keeps the others', () => {
    const info = errorInfo('RUN_PARAMS_INVALID', 'bad', {
      fieldErrors: [
        { path: '/models/1', code: 'UNKNOWN', message: 'Unknown model.' },
        { path: '/problems/0/index', code: 'UNKNOWN', message: 'No such problem.' },
        { path: '', code: 'X', message: 'Something else.' },
      ],
    });
    const r = fieldErrorsFrom(info, ['models', 'problems'] as const);
    expect(r.byField).toEqual({ models: 'Unknown model. (item 2)', problems: 'No such problem. (item 1)' });
    expect(r.rest).toEqual(['Something else.']);
  });
  it('puts a custom equation member’s error at the custom equations, not the problem-set picker', () => {
    const info = errorInfo('RESOURCE_FIELD_INVALID', 'bad', {
      fieldErrors: [
        {
          path: '/problems/2/custom/equation2',
          code: 'REQUIRED',
          message: '"equation2" is required (text).',
        },
      ],
    });
    const r = fieldErrorsFrom(info, ['models', 'problems', 'custom'] as const);
    expect(r.byField).toEqual({ custom: '"equation2" is required (text). (problem 3 of the run)' });
    expect(r.rest).toEqual([]);
  });
  it('places refusals without a field where the user acts: the budget at the price, an active run at the start', () => {
    expect(refusalSpot('RUN_BUDGET_EXCEEDED')).toBe('cost');
    expect(refusalSpot('ACTIVE_RUN_EXISTS')).toBe('start');
    expect(refusalSpot('RUN_PARAMS_INVALID')).toBeNull();
  });
});
