/**
 * The discovery search's parts: the constructions against textbook cases and exact identities, the
 * building blocks' families, the per-candidate determinism a sharded and resumed search relies on,
 * and the search's hits against the checks they claim to have passed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE, loadTable } from '../../../src/cli/igp24Galois';
import { DEFAULT_BLOCKS, loadBlocks } from '../../../src/cli/igp24Search';
import { evaluate, type Poly } from '../../../src/shared/igp24/arith/poly';
import { analyze } from '../../../src/shared/igp24/disc/analyze';
import { dickson, realPreimages } from '../../../src/shared/igp24/discover/blocks';
import { plans } from '../../../src/shared/igp24/discover/blocksTable';
import {
  compose,
  composedSum,
  cyclotomic,
  fromPowerSums,
  powerSums,
  realCyclotomic,
} from '../../../src/shared/igp24/discover/constructions';
import {
  compositionLosesSign,
  compositumSharesSign,
  innerDiscriminant,
  resultant,
} from '../../../src/shared/igp24/discover/generic';
import { candidate } from '../../../src/shared/igp24/discover/recipes';
import { betterHit, candidateLine, type Hit, Search } from '../../../src/shared/igp24/discover/search';
import { parseLine } from '../../../src/shared/igp24/line/lineFormat';
import { rngFor } from '../../../src/shared/rng';

const P = (...c: number[]): Poly => c.map(BigInt);
const monic = fc
  .array(fc.integer({ min: -9, max: 9 }), { minLength: 1, maxLength: 5 })
  .map((c) => [...c.map(BigInt), 1n]);

describe('constructions', () => {
  it('the composed sum of x² − 2 and x² − 3 is x⁴ − 10x² + 1 (√2 + √3)', () => {
    expect(composedSum(P(-2, 0, 1), P(-3, 0, 1))).toEqual(P(1, 0, -10, 0, 1));
  });

  it('the composed sum with x − c is the translate f(x − c)', () => {
    // Roots α + c: f(x − c). For f = x² + 1 and c = 2: x² − 4x + 5.
    expect(composedSum(P(1, 0, 1), P(-2, 1))).toEqual(P(5, -4, 1));
  });

  it('power sums and back give the polynomial again', () => {
    fc.assert(
      fc.property(monic, (f) => {
        const n = f.length - 1;
        expect(fromPowerSums(powerSums(f, n), n)).toEqual(f);
      }),
    );
  });

  it('a composition evaluates as f(g(t)) at every integer', () => {
    fc.assert(
      fc.property(monic, monic, fc.integer({ min: -20, max: 20 }), (f, g, t) => {
        const x = BigInt(t);
        expect(evaluate(compose(f, g), x)).toBe(evaluate(f, evaluate(g, x)));
      }),
    );
  });

  it('the composed sum has degree deg f1 · deg f2 and the sums of the roots (p_1) add up', () => {
    fc.assert(
      fc.property(monic, monic, (f1, f2) => {
        const h = composedSum(f1, f2);
        const [n1, n2] = [f1.length - 1, f2.length - 1];
        expect(h.length - 1).toBe(n1 * n2);
        // p_1(h) = n2 · p_1(f1) + n1 · p_1(f2).
        expect(powerSums(h, 1)[1]).toBe(
          BigInt(n2) * powerSums(f1, 1)[1]! + BigInt(n1) * powerSums(f2, 1)[1]!,
        );
      }),
    );
  });

  it('cyclotomic and real cyclotomic polynomials are the textbook ones', () => {
    expect(cyclotomic(12)).toEqual(P(1, 0, -1, 0, 1));
    expect(cyclotomic(13)).toEqual(new Array(13).fill(1n));
    expect(realCyclotomic(7)).toEqual(P(-1, -2, 1, 1));
    expect(realCyclotomic(9)).toEqual(P(1, -3, 0, 1));
    expect(realCyclotomic(16)).toEqual(P(2, 0, -4, 0, 1));
    // 2cos(2π/13) generates the totally real sextic: six real roots.
    expect(analyze(realCyclotomic(13)).r).toBe(6);
  });

  it('the Dickson polynomials are 2·T_a(x/2)', () => {
    expect(dickson(2)).toEqual(P(-2, 0, 1));
    expect(dickson(3)).toEqual(P(0, -3, 0, 1));
    expect(dickson(4)).toEqual(P(2, 0, -4, 0, 1));
  });

  it('counts the real preimages of β under g, leaving out the critical values', () => {
    const counts = realPreimages(P(0, 0, 1), -2, 2);
    expect([...counts]).toEqual([
      [-2, 0],
      [-1, 0],
      [1, 2],
      [2, 2],
    ]);
    // x³ − 3x: critical values ±2; three preimages strictly between them.
    const cubic = realPreimages(dickson(3), -3, 3);
    expect(cubic.get(0)).toBe(3);
    expect(cubic.get(3)).toBe(1);
    expect(cubic.has(2)).toBe(false);
  });
});

describe('candidates', () => {
  it('are monic of degree 24 with integer coefficients', () => {
    for (let i = 0; i < 40; i++) {
      const f = candidate(rngFor(5, i), null).poly;
      expect(f.length).toBe(25);
      expect(f[24]).toBe(1n);
    }
  });

  it('candidate i depends only on (seed, i): the same line whatever came before', () => {
    const forward = [0, 1, 2, 3, 4, 5].map((i) => candidateLine(9, i).line);
    const backward = [5, 4, 3, 2, 1, 0].map((i) => candidateLine(9, i).line).reverse();
    expect(backward).toEqual(forward);
    expect(new Set(forward).size).toBe(forward.length);
    expect(candidateLine(10, 0).line).not.toBe(forward[0]);
  });

  it('are valid IGP24 lines (a_0 ≠ 0 after translation)', () => {
    for (let i = 0; i < 40; i++) expect(parseLine(candidateLine(2, i).line).valid).toBe(true);
  });
});

describe('the search', () => {
  const table = loadTable(DEFAULT_TABLE);

  it('reports hits whose r is the exact count and whose group is certain, each pair or field once', () => {
    const search = new Search({ seed: 1, table });
    const hits: Hit[] = [];
    for (let i = 0; i < 60; i++) {
      const res = search.try(i);
      if (typeof res !== 'string') hits.push(res);
    }
    expect(hits.length).toBeGreaterThan(10);
    for (const h of hits) {
      const f = parseLine(h.line).coefficients!;
      expect(h.r).toBe(analyze(f).r);
      expect(h.posterior).toBeGreaterThanOrEqual(0.99);
      expect(h.pair).toBe(`${h.label}:${h.r}`);
      expect(h.open).toBeNull();
    }
    // A pair comes again only with a smaller field discriminant.
    const seen = new Map<string, bigint | null>();
    for (const h of hits) {
      const dk = h.fieldDiscAbs === null ? null : BigInt(h.fieldDiscAbs);
      if (seen.has(h.pair)) {
        expect(dk).not.toBeNull();
        const before = seen.get(h.pair);
        if (before != null) expect(dk!).toBeLessThan(before);
      }
      seen.set(h.pair, dk ?? seen.get(h.pair) ?? null);
    }
  });

  it('with targets, keeps only those pairs; with open pairs, says which hits open one', () => {
    const free = new Search({ seed: 1, table });
    let first: Hit | null = null;
    for (let i = 0; first === null; i++) {
      const res = free.try(i);
      if (typeof res !== 'string') first = res;
    }
    const targeted = new Search({
      seed: 1,
      table,
      targets: new Set([first.pair]),
      open: new Set([first.pair]),
    });
    const again = targeted.try(first.candidate);
    expect(typeof again).not.toBe('string');
    expect((again as Hit).open).toBe(true);
    let others = 0;
    for (let i = 0; i < 30; i++) {
      const res = targeted.try(i);
      if (res === 'not-a-target') others++;
      else if (typeof res !== 'string') expect(res.pair).toBe(first.pair);
    }
    expect(others).toBeGreaterThan(0);
  });

  it('aimed at a pair, makes each candidate by its group plan: S2 wr S12 with r = 4 within a few candidates', () => {
    const planned = plans(loadBlocks(DEFAULT_BLOCKS));
    expect(planned.get('24T24979')).toEqual({ kind: 'wreath', a: 2, outer: '12T301' });
    const aimed = new Search({ seed: 1, table, targets: new Set(['24T24979:4']), plans: planned });
    const hits: Hit[] = [];
    for (let i = 0; i < 10; i++) {
      const res = aimed.try(i);
      if (typeof res !== 'string') hits.push(res);
    }
    expect(hits.length).toBeGreaterThan(0);
    for (const h of hits) {
      expect(h.pair).toBe('24T24979:4');
      expect(h.construction).toMatch(/^24T24979: f\(g\(x\)\)/);
    }
  });

  it('prefers the smaller field discriminant, then an exact one, then the smaller polynomial', () => {
    const hit = (
      fieldDiscAbs: string | null,
      discSource: Hit['discSource'],
      polyDiscDigits: number,
    ): Hit => ({
      candidate: 0,
      pair: '24T1:0',
      label: '24T1',
      r: 0,
      posterior: 1,
      open: null,
      construction: '',
      line: '1,1',
      polyDiscDigits,
      fieldDiscAbs,
      discSource,
      unfactored: null,
    });
    expect(betterHit(hit('10', 'exact_nfdisc', 9), hit('11', 'exact_nfdisc', 1))).toBe(true);
    expect(betterHit(hit('11', 'exact_nfdisc', 1), hit('10', 'exact_nfdisc', 9))).toBe(false);
    expect(betterHit(hit('10', 'exact_nfdisc', 5), hit('10', 'mixed_disc', 5))).toBe(true);
    expect(betterHit(hit(null, null, 1), hit('10', 'mixed_disc', 5))).toBe(false);
    expect(betterHit(hit(null, null, 1), hit(null, null, 5))).toBe(true);
  });
});

describe('genericity checks', () => {
  it('D(y) = disc_x(g(x) − y) by interpolation, and resultants in either order', () => {
    expect(innerDiscriminant(P(0, 0, 1))).toEqual(P(0, 4));
    // disc(x³ − 3x − y) = 108 − 27y².
    expect(innerDiscriminant(dickson(3))).toEqual(P(108, 0, -27));
    expect(resultant(P(-1, 1), P(108, 0, -27))).toBe(81n);
    expect(resultant(P(108, 0, -27), P(-1, 1))).toBe(81n);
  });

  it('a composition loses the sign character exactly when the norm of the inner discriminants is a square', () => {
    // f(x²): x⁴ + 1 has group V4, smaller than D4 = S2 wr S2; x⁴ − 2 has D4.
    expect(compositionLosesSign(P(1, 0, 1), P(0, 0, 1))).toBe(true);
    expect(compositionLosesSign(P(-2, 0, 1), P(0, 0, 1))).toBe(false);
  });

  it('a compositum shares the quadratic resolvent of Q(√2) and Q(√8), not of Q(√2) and Q(√3)', () => {
    expect(compositumSharesSign(P(-2, 0, 1), P(-8, 0, 1))).toBe(true);
    expect(compositumSharesSign(P(-2, 0, 1), P(-3, 0, 1))).toBe(false);
  });
});
