import { describe, expect, it } from 'vitest';
import {
  groupLabelText,
  groupName,
  groupNameNote,
  labelT,
  orderWords,
} from '../../../src/shared/igp24/galois/groupNames';
import { GROUP_NAMES } from '../../../src/shared/igp24/tables/groupNamesData';

describe('group names of degree 24', () => {
  it('names the symmetric, alternating, primitive and small groups; the others keep their label', () => {
    expect(groupName(25000)).toEqual({ name: 'S24', source: 'transgrp' });
    expect(groupName('24T24999')).toEqual({ name: 'A24', source: 'transgrp' });
    expect(groupName('24T24680')?.name).toBe('M24');
    expect(groupName('24T7817')?.name).toBe('PSL(2,23)');
    expect(groupName('24T10255')?.name).toBe('PGL(2,23)');
    expect(groupName('24T1')).toEqual({ name: 'C24', source: 'structure' });
    expect(groupName('24T10')?.name).toBe('S4');
    expect(groupName('24T13')?.name).toBe('D24');
    expect(groupName('24T12345')).toBeNull();
    expect(groupName('25T1')).toBeNull();
    expect(groupLabelText('24T25000')).toBe('S24 (24T25000)');
    expect(groupLabelText('24T12345')).toBe('24T12345');
    expect(groupNameNote(groupName(25000)!)).toMatch(/symmetric group/);
    expect(groupNameNote(groupName(24999)!)).toMatch(/alternating group/);
    expect(groupNameNote(groupName(1)!)).toMatch(/Dn dihedral of order n/);
  });

  it('reads labels strictly', () => {
    expect(labelT('24T25000')).toBe(25000);
    expect(labelT('24T0')).toBeNull();
    expect(labelT('24t5')).toBeNull();
    expect(labelT('T5')).toBeNull();
    expect(labelT(' 24T5')).toBeNull();
  });

  it('the generated file: t within 1..25,000, ascending, each name once and short', () => {
    const ts = GROUP_NAMES.map(([t]) => t);
    expect(ts).toEqual([...ts].sort((a, b) => a - b));
    expect(new Set(ts).size).toBe(ts.length);
    expect(ts.every((t) => Number.isInteger(t) && t >= 1 && t <= 25000)).toBe(true);
    const names = GROUP_NAMES.map(([, name]) => name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((n) => n.length > 0 && n.length <= 16)).toBe(true);
  });
});

describe('orderWords', () => {
  it('24! and 24!/2 for S24 and A24, every digit grouped for the title', () => {
    expect(orderWords('620448401733239439360000')).toEqual({
      short: '24!',
      exact: '620,448,401,733,239,439,360,000',
    });
    expect(orderWords(310224200866619719680000n).short).toBe('24!/2');
  });

  it('grouped digits up to nine digits, two significant digits with a power of ten beyond', () => {
    expect(orderWords('24')).toEqual({ short: '24', exact: '24' });
    expect(orderWords('6072').short).toBe('6,072');
    expect(orderWords('244823040').short).toBe('244,823,040');
    expect(orderWords('458885065605120000')).toEqual({
      short: '4.6 × 10¹⁷',
      exact: '458,885,065,605,120,000',
    });
    expect(orderWords('1000000000').short).toBe('1.0 × 10⁹');
    // Rounds up into the next power: 9.96… × 10^11 is 1.0 × 10^12.
    expect(orderWords('996000000000').short).toBe('1.0 × 10¹²');
    expect(orderWords('994000000000').short).toBe('9.9 × 10¹¹');
  });
});
