import { describe, expect, it } from 'vitest';
import { fromRoots, mul } from '../../../src/shared/igp24/arith/poly';
import {
  discriminant,
  discriminantSubresultant,
  isqrt,
  isSquare,
  signConsistent,
} from '../../../src/shared/igp24/disc/discriminant';
import { randBig, randMonic, rng } from './gen';
import { discriminantModular } from './reference/discriminantModular';
import { countRealRoots } from './reference/realRoots';

describe('discriminant', () => {
  it('quadratics: b^2 - 4c (and b^2 - 4ac)', () => {
    const rand = rng(1);
    for (let k = 0; k < 200; k++) {
      const [a, b, c] = [randBig(rand, 100n) || 1n, randBig(rand, 1000n), randBig(rand, 1000n)];
      expect(discriminantSubresultant([c, b, 1n])).toBe(b * b - 4n * c);
      expect(discriminantModular([c, b, 1n])).toBe(b * b - 4n * c);
      expect(discriminantSubresultant([c, b, a])).toBe(b * b - 4n * a * c);
    }
  });

  it('cubics: b^2c^2 - 4c^3 - 4b^3d - 27d^2 + 18bcd', () => {
    const rand = rng(2);
    for (let k = 0; k < 200; k++) {
      const [b, c, d] = [randBig(rand, 100n), randBig(rand, 100n), randBig(rand, 100n)];
      const want = b * b * c * c - 4n * c ** 3n - 4n * b ** 3n * d - 27n * d * d + 18n * b * c * d;
      expect(discriminantSubresultant([d, c, b, 1n])).toBe(want);
      expect(discriminantModular([d, c, b, 1n])).toBe(want);
    }
  });

  it('from known roots: prod (ri - rj)^2', () => {
    const rand = rng(3);
    for (let k = 0; k < 50; k++) {
      const roots = Array.from({ length: 2 + Math.floor(rand() * 8) }, () => randBig(rand, 30n));
      let want = 1n;
      for (let i = 0; i < roots.length; i++)
        for (let j = i + 1; j < roots.length; j++) want *= (roots[i]! - roots[j]!) ** 2n;
      expect(discriminant(fromRoots(roots))).toBe(want);
    }
  });

  const sizes: [string, bigint, number][] = [
    ['~10', 10n, 200],
    ['~10^6', 10n ** 6n, 100],
    ['~10^30', 10n ** 30n, 25],
  ];
  it.each(sizes)('subresultant = modular on random degree-24, %s, with the sign rule', (_n, bound, count) => {
    const rand = rng(Number(bound % 997n) + 4);
    for (let k = 0; k < count; k++) {
      const f = randMonic(rand, 24, bound);
      const d = discriminantSubresultant(f);
      expect(discriminantModular(f)).toBe(d);
      if (d !== 0n) expect(signConsistent(d, 24, countRealRoots(f))).toBe(true);
    }
  });

  it('random smaller degrees, non-monic, and non-squarefree (disc 0)', () => {
    const rand = rng(6);
    for (let k = 0; k < 200; k++) {
      const deg = 2 + Math.floor(rand() * 10);
      const f = randMonic(rand, deg, 1000n);
      f[deg] = randBig(rand, 9n) || 3n;
      expect(discriminantModular(f)).toBe(discriminantSubresultant(f));
    }
    const sq = mul([1n, 2n, 3n, 1n], [1n, 2n, 3n, 1n]);
    expect(discriminantSubresultant(sq)).toBe(0n);
    expect(discriminantModular(sq)).toBe(0n);
  });

  it('isSquare / isqrt', () => {
    for (const n of [0n, 1n, 4n, 9n, 10n ** 40n, (10n ** 30n + 7n) ** 2n]) expect(isSquare(n)).toBe(true);
    for (const n of [-4n, 2n, 3n, 10n ** 41n, (10n ** 30n + 7n) ** 2n + 1n, (10n ** 30n + 7n) ** 2n - 1n])
      expect(isSquare(n)).toBe(false);
    expect(isqrt(10n ** 41n)).toBe(316227766016837933199n);
  });

  it('signConsistent', () => {
    expect(signConsistent(1n, 24, 0)).toBe(true);
    expect(signConsistent(-1n, 24, 2)).toBe(true);
    expect(signConsistent(1n, 24, 2)).toBe(false);
    expect(signConsistent(0n, 24, 2)).toBe(false);
  });
});
