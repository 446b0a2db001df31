/**
 * Frobenius cycle types without allocation per prime: the type index computed from the ascending
 * degrees against the key-text lookup for all 1,575 partitions of 24, and the good primes read from
 * disc f against the squarefree test mod p at every prime.
 */
import { describe, expect, it } from 'vitest';
import type { Poly } from '../../../src/shared/igp24/arith/poly';
import {
  FrobeniusSampler,
  PARTITIONS,
  partitionIndex,
  partitionIndexAscending,
} from '../../../src/shared/igp24/galois/index';
import { analyze } from '../../../src/shared/igp24/index';
import { randMonic, rng } from './gen';

describe('Frobenius cycle types', () => {
  it('the index from ascending degrees is partitionIndex, for every partition of 24', () => {
    PARTITIONS.forEach((parts, i) => {
      const ascending = Int32Array.from([...parts].reverse());
      expect(partitionIndexAscending(ascending, ascending.length)).toBe(i);
      expect(partitionIndex(parts)).toBe(i);
    });
    expect(() => partitionIndexAscending([1, 2], 2)).toThrow(RangeError);
  });

  it('with disc f given, the same good primes and types as the squarefree test finds', () => {
    const rand = rng(2424);
    const polys: Poly[] = [
      // Small discriminant primes (2, 3, …) and a leading coefficient they divide.
      [6n, 0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n, 3n, 0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n, 6n],
      [-1n, -1n, ...Array<bigint>(22).fill(0n), 1n],
      ...Array.from({ length: 6 }, () => randMonic(rand, 24, 10n)),
      ...Array.from({ length: 2 }, () => randMonic(rand, 24, 10n ** 30n)),
    ];
    for (const f of polys) {
      const { disc } = analyze(f);
      expect(disc).not.toBe(0n);
      const plain = new FrobeniusSampler(f);
      const fromDisc = new FrobeniusSampler(f, disc);
      plain.extend(300);
      fromDisc.extend(300);
      expect(fromDisc.sample()).toEqual(plain.sample());
    }
  });
});
