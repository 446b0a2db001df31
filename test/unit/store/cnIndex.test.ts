import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContributorNetworkRepo } from '../../../src/core/store/contributorNetwork';
import { openStore } from '../../../src/core/store/db';
import type { CnItem, CnSummary } from '../../../src/shared/api/contributorNetwork';
import { tempDir } from '../../helpers/tempDir';

const item: CnItem = {
  id: 'cni_1',
  publicCode: 'ETA-000001',
  competitionId: 'c1',
  kind: 'cheatsheet',
  title: 'Orbit counting',
  remark: 'first try',
  author: { platformId: 'acc_1', displayName: 'Ada', avatarUrl: null },
  favoriteCount: 0,
  viewerHasFavorited: false,
  commentCount: 0,
  directChildCount: 0,
  publishedAt: '2026-01-01T00:00:00.000Z',
  content: 'Use Burnside on the kernel',
  parent: null,
};

let close: (() => void) | undefined;
afterEach(() => close?.());

function repo(): ContributorNetworkRepo {
  const { db } = openStore(join(tempDir('wb-cn-index-'), 'workbench.db'));
  close = () => db.close();
  return new ContributorNetworkRepo(db);
}

const titles = (r: ContributorNetworkRepo, q: string) => r.search('p', q, { limit: 10 }).map((s) => s.title);

describe('the offline search index', () => {
  it('follows a listing refresh that renames an item, and keeps the body of a kept full item', () => {
    const r = repo();
    r.putFull('p', item);
    const { content: _c, parent: _p, ...summary } = item;
    r.putSummaries('p', [{ ...summary, title: 'Orbit stabiliser', favoriteCount: 3 } as CnSummary]);
    expect(titles(r, 'stabiliser')).toEqual(['Orbit stabiliser']);
    expect(titles(r, 'counting')).toEqual([]);
    expect(titles(r, 'Burnside')).toEqual(['Orbit stabiliser']);
  });

  it('a refresh that changes only counts leaves every word findable', () => {
    const r = repo();
    r.putFull('p', item);
    const { content: _c, parent: _p, ...summary } = item;
    r.putSummaries('p', [{ ...summary, favoriteCount: 9 } as CnSummary]);
    expect(titles(r, 'Burnside')).toEqual(['Orbit counting']);
    expect(titles(r, 'Ada')).toEqual(['Orbit counting']);
    expect(r.search('p', 'Burnside', { limit: 10 })[0]?.favoriteCount).toBe(9);
  });
});
