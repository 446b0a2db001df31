import { describe, expect, it } from 'vitest';
import { convertRaw } from '../../../scripts/galois/convert';
import { partitionIndex } from '../../../src/shared/igp24/galois/partitions';
import { FIXTURE_RAW } from './galoisFixture';

describe('the GAP output converter', () => {
  it('converts the sample to one line per group in ascending t, whatever the input order and duplicates', () => {
    const lines = FIXTURE_RAW.trim().split('\n');
    const shuffled = [...lines].reverse().concat(lines.slice(0, 5)).join('\n');
    const a = convertRaw(FIXTURE_RAW);
    expect(a.count).toBe(332);
    expect(convertRaw(shuffled)).toEqual(a);
    const body = a.text.split('\n').filter((l) => l !== '' && !l.startsWith('#'));
    // C24: φ(d) elements of order d, each of cycle type d^(24/d).
    const idx = (d: number) => partitionIndex(Array(24 / d).fill(d));
    const expected = [24, 12, 8, 6, 4, 3, 2, 1].map((d) => [
      idx(d),
      [8, 4, 4, 2, 2, 2, 1, 1][[24, 12, 8, 6, 4, 3, 2, 1].indexOf(d)]!,
    ]);
    expected.sort((x, y) => x[0]! - y[0]!);
    expect(body[0]).toBe(`1 24 0 ${expected.map(([i, n]) => `${i}:${n}`).join(' ')}`);
  });

  it('refuses class sizes that do not sum to the order, and a t computed twice differently', () => {
    expect(() => convertRaw('1 24 false 24^1:8 1^24:1')).toThrow(/sum to 9, not the order/);
    const first = FIXTURE_RAW.split('\n')[0]!;
    expect(() => convertRaw(`${first}\n${first.replace(' false ', ' true ')}`)).toThrow(/computed twice/);
  });
});
