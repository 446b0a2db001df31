import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** An item whose body holds `term` `times` times, published on day `day` of January. */
function withTerm(id: string, day: number, times: number, term = 'lemma', partition = 'p') {
  return {
    partition,
    item: {
      ...item,
      id,
      publicCode: null,
      title: `Sheet ${id}`,
      publishedAt: `2026-01-${String(day).padStart(2, '0')}T00:00:00.000Z`,
      content: `${`${term} `.repeat(times)}and some other words to pad the body out`,
    } as CnItem,
  };
}

describe('offline search of many matches', () => {
  it('answers the best-ranked matches up to the limit, newest first', () => {
    const r = repo();
    // Newest first by date: a (once), c (three times), b (five times).
    for (const { partition, item: it } of [withTerm('a', 9, 1), withTerm('b', 2, 5), withTerm('c', 5, 3)])
      r.putFull(partition, it);
    expect(r.search('p', 'lemma', { limit: 2 }).map((s) => s.id)).toEqual(['c', 'b']);
    expect(r.search('p', 'lemma', { limit: 10 }).map((s) => s.id)).toEqual(['a', 'c', 'b']);
  });

  it("still answers a connection's own best matches when another's rank higher", () => {
    const r = repo();
    for (let i = 1; i <= 5; i++) {
      const other = withTerm(`q${i}`, i, 8, 'lemma', 'q');
      r.putFull(other.partition, other.item);
    }
    for (const { partition, item: it } of [
      withTerm('p1', 20, 1),
      withTerm('p2', 21, 2),
      withTerm('p3', 22, 1),
    ])
      r.putFull(partition, it);
    expect(r.search('p', 'lemma', { limit: 2 }).map((s) => s.id)).toEqual(['p2', 'p1']);
    // …and a filter that leaves none is an empty answer, not another's items.
    expect(r.search('p', 'lemma', { limit: 2, kind: 'solver-template' })).toEqual([]);
  });

  it('prepares its statements once, not for every search', () => {
    const { db } = openStore(join(tempDir('wb-cn-prepare-'), 'workbench.db'));
    close = () => db.close();
    const r = new ContributorNetworkRepo(db);
    r.putFull('p', item);
    r.search('p', 'Burnside', { limit: 10 });
    r.search('p', 'Bu', { limit: 10 });
    const prepare = vi.spyOn(db, 'prepare');
    for (const q of ['Burnside', 'kernel', 'Orbit', 'Bu', 'Or']) r.search('p', q, { limit: 10 });
    expect(prepare).not.toHaveBeenCalled();
    prepare.mockRestore();
  });
});
