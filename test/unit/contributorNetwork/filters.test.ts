/**
 * The browse page's filters: the URL round trip (bookmarkable views), public codes typed into the
 * search box, and the spec 4.4 rules that would give 422 kept out of what is sent.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filtersFromParams,
  filtersToParams,
  normalizeFilters,
  searchProblem,
  toListQuery,
} from '../../../src/renderer/src/features/contributorNetwork/filters';
import { asPublicCode } from '../../../src/renderer/src/features/contributorNetwork/publicCode';

describe('public codes', () => {
  it('accepts any case and spaces around, with or without a track letter', () => {
    expect(asPublicCode('ETA-123456')).toBe('ETA-123456');
    expect(asPublicCode('  eta-123456 ')).toBe('ETA-123456');
    expect(asPublicCode('etb-m402913')).toBe('ETB-M402913');
    expect(asPublicCode('LKC-S000001')).toBe('LKC-S000001');
    expect(asPublicCode('eqt1-100000')).toBe('EQT1-100000');
  });
  it('leaves other text alone', () => {
    for (const t of [
      'ETA-12345',
      'ETA-1234567',
      'ETA 123456',
      'Traskian',
      'ETA-XY123456',
      'x2-a000001',
      '-123456',
      'ETA--123456',
      '',
    ]) {
      expect(asPublicCode(t)).toBeNull();
    }
  });
});

describe('filters in the URL', () => {
  it('round-trips every filter', () => {
    const f = {
      ...DEFAULT_FILTERS,
      competitionId: 'mathematics-distillation-challenge-equational-theories-stage2',
      kind: 'solver-template' as const,
      scope: 'favorites' as const,
      track: 'marathon',
      search: 'lemma',
      sort: 'earliest' as const,
    };
    expect(filtersFromParams(filtersToParams(f))).toEqual(f);
    const lean = { ...DEFAULT_FILTERS, kind: 'lean-kernel-package' as const, problemId: 'lkc-p02' };
    expect(filtersFromParams(filtersToParams(lean))).toEqual({
      ...lean,
      competitionId: 'lean-kernel-challenge',
    });
  });
  it('leaves defaults out of the link and ignores unknown values', () => {
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
    const f = filtersFromParams(new URLSearchParams('kind=Cheatsheet&scope=everyone&sort=random'));
    expect(f).toEqual(DEFAULT_FILTERS);
  });
});

describe('422 rules kept out of the request', () => {
  it('drops track and problem without their kind', () => {
    const n = normalizeFilters({
      ...DEFAULT_FILTERS,
      kind: 'cheatsheet',
      track: 'solo',
      problemId: 'lkc-p01',
    });
    expect(n.track).toBeNull();
    expect(n.problemId).toBeNull();
    expect(toListQuery({ ...DEFAULT_FILTERS, track: 'solo' })).not.toHaveProperty('track');
  });
  it('the Lean package kind always names its competition', () => {
    const q = toListQuery({ ...DEFAULT_FILTERS, kind: 'lean-kernel-package', competitionId: 'igp24' });
    expect(q.competitionId).toBe('lean-kernel-challenge');
  });
  it('sends no blank values', () => {
    const q = toListQuery({
      ...DEFAULT_FILTERS,
      competitionId: '  ',
      search: '   ',
      kind: 'solver-template',
      track: '',
    });
    expect(q).toEqual({ scope: 'all', sort: 'newest', kind: 'solver-template' });
  });
  it('a public code asks for that code instead of searching', () => {
    expect(toListQuery({ ...DEFAULT_FILTERS, search: ' eta-123456 ' })).toEqual({
      scope: 'all',
      sort: 'newest',
      publicCode: 'ETA-123456',
    });
    expect(toListQuery({ ...DEFAULT_FILTERS, search: ' Traskian ' }).search).toBe('Traskian');
  });
  it('an over-long search is explained and not sent', () => {
    const long = 'x'.repeat(201);
    expect(searchProblem(long)).toMatch(/at most 200/);
    expect(searchProblem('x'.repeat(200))).toBeNull();
    expect(toListQuery({ ...DEFAULT_FILTERS, search: long })).not.toHaveProperty('search');
  });
});
