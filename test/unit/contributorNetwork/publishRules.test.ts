/** Publishing: the spec 4.4 kind, source, track and model rules are checked before sending. */
import { describe, expect, it } from 'vitest';
import {
  type PublishBody,
  publishKindFor,
  publishProblems,
  sourcesFor,
} from '../../../src/renderer/src/features/contributorNetwork/publishRules';

const catalog = { tracks: ['solo', 'marathon'], models: ['gpt-oss-120b'] };
const sheet: PublishBody = {
  competitionId: 's1',
  kind: 'cheatsheet',
  source: { from: 'cheatsheet', cheatsheetId: 'chs_1' },
};

describe('publish rules', () => {
  it('maps competitions to kinds and kinds to sources', () => {
    expect(publishKindFor('solver-participation')).toBe('solver-template');
    expect(publishKindFor('igp24-polynomial')).toBeNull();
    expect(sourcesFor('model-reference')).toEqual(['model-reference']);
    expect(sourcesFor('cheatsheet')).toEqual(['cheatsheet', 'submission', 'inline']);
  });
  it('accepts a valid cheatsheet and a valid solver template', () => {
    expect(publishProblems(sheet, 'cheatsheet', catalog)).toEqual({});
    const solver: PublishBody = {
      competitionId: 's2',
      kind: 'solver-template',
      source: { from: 'solver-template', solverTemplateId: 'stp_1' },
      track: 'solo',
      modelId: 'gpt-oss-120b',
    };
    expect(publishProblems(solver, 'solver-participation', catalog)).toEqual({});
  });
  it('refuses a kind the competition does not take, and a source of another kind', () => {
    expect(publishProblems(sheet, 'solver-participation', catalog)).toHaveProperty('kind');
    const wrong = { ...sheet, source: { from: 'solver-template', solverTemplateId: 'x' } } as PublishBody;
    expect(publishProblems(wrong, 'cheatsheet', catalog)).toHaveProperty('source');
  });
  it('needs a catalog track and model for solver templates and refuses them elsewhere', () => {
    const solver: PublishBody = {
      competitionId: 's2',
      kind: 'solver-template',
      source: { from: 'inline', title: 'T', solverCode: 'theorem x : True := trivial' },
      track: 'sprint',
    };
    expect(Object.keys(publishProblems(solver, 'solver-participation', catalog)).sort()).toEqual([
      'modelId',
      'track',
    ]);
    expect(
      Object.keys(publishProblems({ ...sheet, track: 'solo', modelId: 'm' }, 'cheatsheet', catalog)).sort(),
    ).toEqual(['modelId', 'track']);
  });
  it('checks inline text and model references as in spec 2.4', () => {
    const inline: PublishBody = {
      competitionId: 's1',
      kind: 'cheatsheet',
      source: { from: 'inline', title: ' ', content: '' },
    };
    expect(Object.keys(publishProblems(inline, 'cheatsheet', catalog)).sort()).toEqual(['text', 'title']);
    const model: PublishBody = {
      competitionId: 'mac',
      kind: 'model-reference',
      source: { from: 'model-reference', modelName: 'main', commitHash: 'ABC' },
    };
    expect(Object.keys(publishProblems(model, 'model-reference', catalog)).sort()).toEqual([
      'commitHash',
      'modelName',
    ]);
    const ok = {
      ...model,
      source: { from: 'model-reference' as const, modelName: 'acme/m-7b', commitHash: 'a'.repeat(40) },
    };
    expect(publishProblems(ok, 'model-reference', catalog)).toEqual({});
  });
});
