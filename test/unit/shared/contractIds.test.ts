/** Every ID the contract takes as a path segment refuses dot segments and path-breaking characters. */
import { describe, expect, it } from 'vitest';
import { contract, type MethodName } from '../../../src/shared/contract';

/** Each method with an ID that ends up in a request path, and a valid input to vary. */
const CASES: [MethodName, string, Record<string, unknown>][] = [
  ['competitions.get', 'competitionId', {}],
  ['competitions.participation', 'competitionId', {}],
  ['leaderboard.page', 'competitionId', { cursor: null }],
  ['leaderboard.standing', 'competitionId', {}],
  ['leaderboard.placements', 'teamId', { competitionId: 'c1', cursor: null }],
  ['leaderboard.placements', 'competitionId', { teamId: 't1', cursor: null }],
  ['leaderboard.search', 'competitionId', { t: 1, r: null, cursor: null }],
  ['leaderboard.exportCsv', 'competitionId', { table: 'leaderboard' }],
  ['leaderboard.exportCsv', 'teamId', { table: 'placements', competitionId: 'c1' }],
  ['library.get', 'id', { kind: 'cheatsheet' }],
  ['library.delete', 'id', { kind: 'cheatsheet' }],
  ['library.update', 'id', { kind: 'cheatsheet', title: 'x', baseUpdatedAt: null }],
  ['library.create', 'sourceContributorNetworkItemId', { kind: 'cheatsheet', title: 'x', content: 'y' }],
  ['submissions.mine', 'competitionId', { cursor: null }],
  ['submissions.get', 'submissionId', { competitionId: 'c1' }],
  ['submissions.download', 'submissionId', { competitionId: 'c1' }],
  ['submissions.precheck', 'competitionId', { payload: {} }],
  ['submissions.submit', 'competitionId', { payload: {} }],
  ['igp24.batch', 'batchId', {}],
  ['connections.test', 'id', {}],
  ['connections.update', 'id', { name: 'x' }],
];

const BAD = ['.', '..', 'a/b', '../x', 'a\\b', 'a?b', 'a#b', '%2e%2e', 'a b', 'a\nb', '\u0000'];
const GOOD = ['igp24', 'c-1_2.3', 'local:12', '0b7e9f4e-6c1d-4a7e-9d1a-2f3b4c5d6e7f', '...'];

describe('path IDs in the contract', () => {
  it.each(CASES)('%s refuses bad %s values', (method, field, rest) => {
    const schema = contract[method].input;
    for (const good of GOOD) {
      const res = schema.safeParse({ ...rest, [field]: good });
      expect(res.success, `${method} ${field}=${JSON.stringify(good)}: ${res.error?.message}`).toBe(true);
    }
    for (const bad of BAD) {
      const res = schema.safeParse({ ...rest, [field]: bad });
      expect(res.success, `${method} ${field}=${JSON.stringify(bad)}`).toBe(false);
    }
  });

  it('says what is wrong in words', () => {
    const res = contract['competitions.get'].input.safeParse({ competitionId: '..' });
    expect(res.error?.issues[0]?.message).toBe('An ID cannot be "." or ".."');
  });

  it('draft keys are local names, not paths: a slash is fine there', () => {
    expect(contract['drafts.get'].input.safeParse({ key: 'submit/c1' }).success).toBe(true);
  });
});
