/** Formula-safe CSV (OWASP "CSV injection"): the one helper every export uses. */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../src/shared/csv';

const parse = (csv: string) => Papa.parse<string[]>(csv).data;

describe('toCsv', () => {
  it.each([
    ['=HYPERLINK("https://evil.example","click")'],
    ['+1+2'],
    ['-2+3'],
    ['@SUM(A1:A2)'],
    ['\t=1'],
    ['\r=1'],
    ['=1+1\nsecond line'],
  ])('a text cell %j leaves as text behind an apostrophe, quoted', (cell) => {
    const csv = toCsv(['team'], [[cell]]);
    expect(parse(csv)[1]).toEqual([`'${cell}`]);
    expect(csv.split('\r\n')[1]?.startsWith(`"'`)).toBe(true);
  });

  it('numbers, booleans and harmless text stay as they are', () => {
    const csv = toCsv(['rank', 'score', 'team', 'flag', 'note'], [[1, -3.5, 'Team = 1', true, null]]);
    expect(parse(csv)[1]).toEqual(['1', '-3.5', 'Team = 1', 'true', '']);
  });

  it('objects become their JSON text, neutralised like any text', () => {
    expect(parse(toCsv(['team'], [[{ name: 'x' }]]))[1]).toEqual(['{"name":"x"}']);
  });
});
