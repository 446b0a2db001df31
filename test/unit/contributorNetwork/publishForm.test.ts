/** The publish form: presets from the URL, the kind each source publishes as, the body sent. */
import { describe, expect, it } from 'vitest';
import {
  competitionFor,
  initialFields,
  kindOfSource,
  toBody,
} from '../../../src/renderer/src/features/contributorNetwork/usePublishForm';

describe('publish form', () => {
  it('takes the source from the library editor link', () => {
    const f = initialFields(new URLSearchParams('source=solver-template&id=stp_1'));
    expect(f).toMatchObject({
      from: 'solver-template',
      kind: 'solver-template',
      sourceId: 'stp_1',
      parentId: '',
    });
    expect(initialFields(new URLSearchParams('source=bogus')).from).toBe('cheatsheet');
  });
  it('library and model sources fix the kind; submissions and inline text keep the chosen one', () => {
    expect(kindOfSource('model-reference', 'cheatsheet')).toBe('model-reference');
    expect(kindOfSource('submission', 'solver-template')).toBe('solver-template');
    expect(kindOfSource('inline', 'model-reference')).toBe('cheatsheet');
  });
  it('finds the competition that takes a kind', () => {
    const list = [
      { id: 'igp24', title: 'IGP24', submissionKind: 'igp24-polynomial' },
      {
        id: 'arch',
        title: 'Archive',
        submissionKind: 'cheatsheet',
        capabilities: { playground: false, contributorNetwork: false, leaderboard: true },
      },
      { id: 's1', title: 'Stage 1', submissionKind: 'cheatsheet' },
      { id: 's2', title: 'Stage 2', submissionKind: 'solver-participation' },
    ];
    expect(competitionFor('cheatsheet', list)).toBe('s1');
    expect(competitionFor('solver-template', list)).toBe('s2');
    expect(competitionFor('model-reference', list)).toBe('');
  });
  it('builds the body with the parent and only the fields the kind takes', () => {
    const base = initialFields(new URLSearchParams('source=cheatsheet&id=chs_1'));
    expect(toBody({ ...base, competitionId: 's1', parentId: ' cni_1 ', remark: ' ', track: 'solo' })).toEqual(
      {
        competitionId: 's1',
        kind: 'cheatsheet',
        source: { from: 'cheatsheet', cheatsheetId: 'chs_1' },
        parentContributorNetworkItemId: 'cni_1',
      },
    );
    const inline = {
      ...base,
      from: 'inline' as const,
      kind: 'solver-template' as const,
      competitionId: 's2',
      title: ' T ',
      text: 'x',
      track: 'solo',
      modelId: 'm',
    };
    expect(toBody(inline)).toEqual({
      competitionId: 's2',
      kind: 'solver-template',
      source: { from: 'inline', title: 'T', solverCode: 'x' },
      track: 'solo',
      modelId: 'm',
    });
  });
});
