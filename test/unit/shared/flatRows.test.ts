/** Nested leaderboard fields as dotted columns: the one flattening every table and the CSV use. */
import { describe, expect, it } from 'vitest';
import { FLAT_DEPTH, flatTable, flattenRow, readerOrder } from '../../../src/shared/flatRows';

describe('flattenRow', () => {
  it('spreads a nested team into dotted columns and keeps numbers as numbers', () => {
    expect(flattenRow({ position: 1, team: { number: 42, label: 'Primes' }, points: 17.5 })).toEqual({
      position: 1,
      'team.number': 42,
      'team.label': 'Primes',
      points: 17.5,
    });
  });

  it(`stops at ${FLAT_DEPTH} names and shows what is deeper as compact JSON`, () => {
    expect(flattenRow({ a: { b: { c: { d: 1 } } } })).toEqual({ 'a.b.c': '{"d":1}' });
    expect(flattenRow({ a: { b: { c: 2 } } })).toEqual({ 'a.b.c': 2 });
  });

  it('joins lists of plain values with ", " and keeps lists of objects as compact JSON', () => {
    expect(flattenRow({ r: [0, 2, 4], tags: ['a', null, 'b'], empty: [] })).toEqual({
      r: '0, 2, 4',
      tags: 'a, , b',
      empty: '',
    });
    expect(flattenRow({ members: [{ name: 'x' }, { name: 'y' }] })).toEqual({
      members: '[{"name":"x"},{"name":"y"}]',
    });
  });

  it('keeps plain values, null and an empty object as a visible column', () => {
    expect(flattenRow({ ok: true, note: null, extra: {} })).toEqual({ ok: true, note: null, extra: '{}' });
  });

  it('a field already named with a dot is not overwritten by a nested one', () => {
    expect(flattenRow({ 'team.label': 'flat', team: { label: 'nested', number: 3 } })).toEqual({
      'team.label': 'flat',
      'team.number': 3,
    });
  });
});

describe('column order', () => {
  it('rank or position, then team, then score or points, then the rest as sent', () => {
    expect(readerOrder(['note', 'points', 'team.label', 'extra', 'team.number', 'position'])).toEqual([
      'position',
      'team.label',
      'team.number',
      'points',
      'note',
      'extra',
    ]);
    expect(readerOrder(['score', 'teamName', 'rank', 'teamId'])).toEqual([
      'rank',
      'teamName',
      'teamId',
      'score',
    ]);
  });

  it('flatTable: the union of every row’s columns, first seen first', () => {
    const t = flatTable([
      { position: 1, team: { number: 7 } },
      { position: 2, team: { label: 'B' }, bonus: 1 },
    ]);
    expect(t.columns).toEqual(['position', 'team.number', 'team.label', 'bonus']);
    expect(t.rows[1]).toEqual({ position: 2, 'team.label': 'B', bonus: 1 });
  });
});
