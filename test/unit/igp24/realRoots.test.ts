import { describe, expect, it } from 'vitest';
import { fromRoots, mul } from '../../../src/shared/igp24/arith/poly';
import { analyze } from '../../../src/shared/igp24/disc/analyze';
import { randBig, randMonic, rng } from './gen';
import { countRealRoots, countRealRootsDescartes } from './reference/realRoots';

describe('real roots: Sturm vs Descartes/VCA', () => {
  const cases: [string, bigint, number, number][] = [
    ['~10', 10n, 300, 24],
    ['~10^6', 10n ** 6n, 150, 24],
    ['~10^30', 10n ** 30n, 30, 24],
  ];
  it.each(cases)('random monic degree-24, coefficients %s', (_n, bound, count, deg) => {
    const rand = rng(Number(bound % 1000n) + 17);
    for (let k = 0; k < count; k++) {
      const f = randMonic(rand, deg, bound);
      const r = countRealRoots(f);
      expect(r).toBe(countRealRootsDescartes(f));
      expect(analyze(f).r).toBe(r);
      expect(r % 2).toBe(0);
    }
  });

  it('random smaller degrees, including non-monic', () => {
    const rand = rng(5);
    for (let k = 0; k < 300; k++) {
      const deg = 1 + Math.floor(rand() * 12);
      const f = randMonic(rand, deg, 50n);
      f[deg] = randBig(rand, 5n) || 1n;
      expect(countRealRoots(f)).toBe(countRealRootsDescartes(f));
    }
  });

  it('products of known linear factors (with repeated roots) times positive definite factors', () => {
    const rand = rng(9);
    for (let k = 0; k < 100; k++) {
      const roots = Array.from({ length: 1 + Math.floor(rand() * 8) }, () => randBig(rand, 20n));
      const distinct = new Set(roots).size;
      // (x^2 + c) with c > 0 has no real roots.
      const f = mul(fromRoots(roots), [1n + randBig(rand, 10n) ** 2n, 0n, 1n]);
      expect(countRealRoots(f)).toBe(distinct);
      expect(countRealRootsDescartes(f)).toBe(distinct);
    }
  });

  it('close roots and a rational root at 1/2', () => {
    const f = mul(mul([-1000n, 1n], [-1001n, 1n]), [-1n, 2n]);
    expect(countRealRoots(f)).toBe(3);
    expect(countRealRootsDescartes(f)).toBe(3);
    expect(countRealRoots([-2n, ...Array(23).fill(0n), 1n])).toBe(2);
  });
});
