import { describe, expect, it } from 'vitest';
import {
  conjugationType,
  factorial,
  isEvenType,
  PARTITIONS,
  parseTypeText,
  symmetricClassSize,
  typeText,
} from '../../../src/shared/igp24/galois/partitions';
import { allowedRFromTypes, parseTable } from '../../../src/shared/igp24/galois/table';
import { FIXTURE_RAW, FIXTURE_TEXT, fixtureTable } from './galoisFixture';

describe('partitions of 24', () => {
  it('are the 1,575 cycle types, 793 of them even, with class sizes summing to 24!', () => {
    expect(PARTITIONS).toHaveLength(1575);
    expect(PARTITIONS.filter((_, i) => isEvenType(i))).toHaveLength(793);
    expect(PARTITIONS[0]).toEqual([24]);
    expect(PARTITIONS[1574]).toEqual(Array(24).fill(1));
    expect(PARTITIONS.reduce((s, _, i) => s + symmetricClassSize(i), 0n)).toBe(factorial(24));
    expect(typeText(conjugationType(2))).toBe('2^11.1^2');
    expect(parseTypeText('2^11.1^2')).toBe(conjugationType(2));
  });
});

describe('the transitive-groups table (GAP sample)', () => {
  const table = fixtureTable();
  const raw = new Map(
    FIXTURE_RAW.trim()
      .split('\n')
      .map((l) => [Number(l.split(' ')[0]), l.split(' ')] as const),
  );

  it('holds every sampled group, in ascending t', () => {
    expect(table.size).toBe(332);
    expect(table.t[0]).toBe(1);
    expect(table.t[table.size - 1]).toBe(25000);
  });

  it('S24 (24T25000) and A24 (24T24999) match the closed forms', () => {
    const s = table.indexOfT(25000);
    const a = table.indexOfT(24999);
    expect(table.order[s]).toBe(factorial(24).toString());
    expect(table.order[a]).toBe((factorial(24) / 2n).toString());
    expect(table.inA24[s]).toBe(0);
    expect(table.inA24[a]).toBe(1);
    const sSizes = table.classSizes(s);
    const aSizes = table.classSizes(a);
    expect(sSizes.size).toBe(1575);
    expect(aSizes.size).toBe(793);
    for (const [type, n] of sSizes) expect(n).toBe(symmetricClassSize(type));
    for (const [type, n] of aSizes) {
      expect(isEvenType(type)).toBe(true);
      expect(n).toBe(symmetricClassSize(type));
    }
  });

  it('class sizes sum to the order and parity agrees with the cycle types, for every group', () => {
    for (let g = 0; g < table.size; g++) {
      const sizes = table.classSizes(g);
      expect([...sizes.values()].reduce((x, y) => x + y, 0n)).toBe(BigInt(table.order[g]!));
      expect(sizes.get(1574)).toBe(1n); // the identity
      const allEven = [...sizes.keys()].every(isEvenType);
      expect(table.inA24[g] === 1).toBe(allEven);
    }
  });

  it('agrees with the GAP output line by line', () => {
    for (let g = 0; g < table.size; g++) {
      const fields = raw.get(table.t[g]!)!;
      expect(table.order[g]).toBe(fields[1]);
      expect(table.inA24[g] === 1).toBe(fields[2] === 'true');
      const gap = new Map(fields.slice(3).map((f) => [f.split(':')[0]!, BigInt(f.split(':')[1]!)]));
      const ours = new Map([...table.classSizes(g)].map(([type, n]) => [typeText(type), n]));
      expect(ours).toEqual(gap);
    }
    // 24T1 is the cyclic group: φ(24) = 8 generators are 24-cycles.
    expect(table.classSizes(table.indexOfT(1)).get(0)).toBe(8n);
  });

  it('log frequencies and the per-type group lists match the counts', () => {
    const g = table.indexOfT(1);
    const pos = [...table.types[g]!].indexOf(0);
    expect(table.logFreq[g]![pos]).toBeCloseTo(Math.log(8 / 24), 12);
    expect([...table.groupsWithType[0]!]).toContain(g);
    const withIdentity = table.groupsWithType[1574]!;
    expect(withIdentity).toHaveLength(table.size);
  });

  it('the r rule: S24 allows every even r, the cyclic 24T1 only r = 0 and r = 24 is never allowed', () => {
    const conj = Array.from({ length: 13 }, (_, i) => conjugationType(2 * i));
    expect(allowedRFromTypes(table.types[table.indexOfT(25000)]!, conj)).toEqual(
      Array.from({ length: 12 }, (_, i) => 2 * i).concat([24]),
    );
    // C24 has one involution, x ↦ x + 12: twelve 2-cycles, r = 0 (and the identity: r = 24).
    expect(allowedRFromTypes(table.types[table.indexOfT(1)]!, conj)).toEqual([0, 24]);
  });

  it('rejects a malformed table with a clear error', () => {
    expect(() => parseTable('1 24 0 0:8 1574:x')).toThrow(/bad entry/);
    expect(() => parseTable(`${FIXTURE_TEXT}\n1 24 0 1574:24`)).toThrow(/not ascending/);
  });
});
