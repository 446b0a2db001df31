import { describe, expect, it } from 'vitest';
import {
  fieldHover,
  fieldWords,
  orderFields,
  pointerWords,
  valueWords,
} from '../../../src/renderer/src/lib/fieldWords';

describe('field words', () => {
  it('names the spec’s fields in words and explains scoring', () => {
    expect(fieldWords('polynomialIndex').title).toBe('Line');
    expect(fieldWords('baselineDiscAbs').title).toBe('Baseline |disc|');
    expect(fieldHover('scoreable')).toContain('scoreable: counts for your team');
  });

  it('spells unknown fields out in words, after the known ones, in the order sent', () => {
    expect(fieldWords('newThing')).toMatchObject({ title: 'New thing', known: false });
    expect(fieldWords('lastEntryAt').title).toBe('Last entry');
    expect(fieldWords('_rev').title).toBe('Rev');
    expect(fieldWords('pairs').title).toBe('Pairs');
    expect(fieldWords('Accuracy GPT-OSS 120B').title).toBe('Accuracy GPT-OSS 120B');
    expect(fieldHover('newThing')).toBe('Field newThing');
    expect(orderFields(['zeta', 'rank', 'alpha', 'teamName'])).toEqual(['rank', 'teamName', 'zeta', 'alpha']);
  });
});

describe('nested leaderboard fields (dotted columns)', () => {
  it('names position, points and the nested team fields in words', () => {
    expect(fieldWords('position').title).toBe('Position');
    expect(fieldWords('points').title).toBe('Points');
    expect(fieldWords('team.number').title).toBe('Team number');
    expect(fieldWords('team.label').title).toBe('Team');
    expect(fieldWords('team.name').title).toBe('Team name');
    expect(fieldHover('team.label')).toBe('Field team.label');
  });

  it('a dotted name nobody named takes its last name’s words and says where it sits', () => {
    expect(fieldWords('best.discAbs')).toMatchObject({ title: '|disc| (best)', known: true });
    expect(fieldHover('best.discAbs')).toBe(
      'Absolute discriminant credited for the placement (field best.discAbs)',
    );
    expect(fieldWords('stats.newThing')).toMatchObject({ title: 'New thing (stats)', known: false });
    expect(fieldWords('team._rev').title).toBe('Rev (team)');
  });

  it('orders rank or position, team, score or points first, then known, then unknown fields', () => {
    expect(orderFields(['extra', 'points', 'team.label', 'createdAt', 'team.number', 'position'])).toEqual([
      'position',
      'team.label',
      'team.number',
      'points',
      'createdAt',
      'extra',
    ]);
  });
});

describe('pointerWords', () => {
  it('names a problem no form field shows, in words', () => {
    expect(pointerWords('/payload/extra')).toBe('Extra (in the entry)');
    expect(pointerWords('/payload/polynomials/3')).toBe('Polynomial lines, item 4 (in the entry)');
    expect(pointerWords('/meta/description')).toBe('Description (in the description and lineage)');
    expect(pointerWords('/payload')).toBe('The entry as a whole');
  });
});

describe('IDs, names and codes in words', () => {
  it('never a bare "Id": an ID column is "ID", an unnamed `…Id` field "… ID"', () => {
    expect(fieldWords('id').title).toBe('ID');
    expect(fieldWords('userId').title).toBe('User ID');
    expect(fieldWords('track.id').title).toBe('ID (track)');
    expect(fieldWords('title').title).toBe('Title');
  });

  it('library bodies as an outbox entry shows them', () => {
    expect(fieldWords('lhsText').title).toBe('Left equation');
    expect(fieldWords('parentContributorNetworkItemId').title).toBe('Forked from');
  });

  it('known codes of a field in words; others as sent', () => {
    expect(valueWords('discSource', 'mixed_disc')).toBe('Mixed bound');
    expect(valueWords('best.discSource', 'exact_nfdisc')).toBe('Exact field discriminant');
    expect(valueWords('discSource', 'new_source')).toBeNull();
    expect(valueWords('status', 'mixed_disc')).toBeNull();
  });
});
