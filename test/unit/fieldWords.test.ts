import { describe, expect, it } from 'vitest';
import { fieldHover, fieldWords, orderFields, pointerWords } from '../../src/renderer/src/lib/fieldWords';

describe('field words', () => {
  it('names the spec’s fields in words and explains scoring', () => {
    expect(fieldWords('polynomialIndex').title).toBe('Line');
    expect(fieldWords('baselineDiscAbs').title).toBe('Baseline |disc|');
    expect(fieldHover('scoreable')).toContain('scoreable: counts for your team');
  });

  it('keeps unknown fields under their raw name, after the known ones, in the order sent', () => {
    expect(fieldWords('newThing')).toMatchObject({ title: 'newThing', known: false });
    expect(orderFields(['zeta', 'rank', 'alpha', 'teamName'])).toEqual(['rank', 'teamName', 'zeta', 'alpha']);
  });
});

describe('pointerWords', () => {
  it('names a problem no form field shows, in words', () => {
    expect(pointerWords('/payload/extra')).toBe('extra (in the entry)');
    expect(pointerWords('/payload/polynomials/3')).toBe('Polynomial lines, item 4 (in the entry)');
    expect(pointerWords('/meta/description')).toBe('Description (in the description and lineage)');
    expect(pointerWords('/payload')).toBe('The entry as a whole');
  });
});
