import { describe, expect, it } from 'vitest';
import { bitLength, fromRoots, mul } from '../../../src/shared/igp24/arith/poly';
import { discriminant } from '../../../src/shared/igp24/disc/discriminant';
import { rootsFixed } from '../../../src/shared/igp24/reduce/roots';
import { randMonic, rng } from './gen';
import { countRealRoots } from './reference/realRoots';

// Every returned value V stands for V / 2^bits and is within 2^-bits of a true root: when the true root
// scaled by 2^bits is an integer, V must equal it; otherwise |V − reference| ≤ 1 for a reference rounded
// from a more precise independent value.

type Cx = [bigint, bigint];
const abs = (a: bigint) => (a < 0n ? -a : a);

/** floor(√a) by Newton's method. */
function isqrt(a: bigint): bigint {
  if (a < 2n) return a;
  let x = 1n << BigInt(Math.ceil(bitLength(a) / 2));
  for (;;) {
    const y = (x + a / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/** All n roots (conjugates included) as fixed-point complex numbers. */
const allRoots = (res: { real: bigint[]; complex: Cx[] }): Cx[] => [
  ...res.real.map((x): Cx => [x, 0n]),
  ...res.complex.flatMap(([a, b]): Cx[] => [
    [a, b],
    [a, -b],
  ]),
];

/** f(Z/2^s)·2^(deg·s) and f'(Z/2^s)·2^((deg-1)·s), exact complex integers. */
function evalScaled(f: readonly bigint[], [zr, zi]: Cx, s: bigint): { F: Cx; D: Cx } {
  let [pr, pi, dr, di] = [1n, 0n, 0n, 0n];
  for (let j = f.length - 2; j >= 0; j--) {
    // Scaled Horner: d ← d·Z + p, then p ← p·Z + a_j·2^((n−j)s).
    [dr, di] = [dr * zr - di * zi + pr, dr * zi + di * zr + pi];
    [pr, pi] = [pr * zr - pi * zi + (f[j]! << (BigInt(f.length - 1 - j) * s)), pr * zi + pi * zr];
  }
  return { F: [pr, pi], D: [dr, di] };
}

/** |f(z)| ≤ 2·|f'(z)|·2^-bits at every returned root (what a root within 2^-bits of a simple root gives). */
function expectSmallResiduals(f: readonly bigint[], roots: Cx[], bits: number) {
  const s = BigInt(bits);
  for (const z of roots) {
    const { F, D } = evalScaled(f, z, s);
    // |F|/2^(n·s) ≤ 2·|D|/2^((n−1)·s)·2^-s  ⇔  |F|² ≤ 4·|D|²
    expect(F[0] * F[0] + F[1] * F[1] <= 4n * (D[0] * D[0] + D[1] * D[1])).toBe(true);
  }
}

/**
 * Counts, order, signs, Vieta's sum and product for the roots of a monic f, and the residuals unless
 * 2^-bits is too coarse for the first-order bound (low bits, roots closer than 2^-bits).
 */
function expectConsistent(f: readonly bigint[], r: number, bits: number, residuals = true) {
  const n = f.length - 1;
  const res = rootsFixed(f, r, bits);
  expect(res.bits).toBe(bits);
  expect(res.real.length).toBe(r);
  expect(2 * res.complex.length + r).toBe(n);
  for (let i = 1; i < r; i++) expect(res.real[i]! >= res.real[i - 1]!).toBe(true);
  for (const [, im] of res.complex) expect(im >= 0n).toBe(true); // > 0, rounded to a multiple of 2^-bits
  const roots = allRoots(res);
  // Sum of roots = −a_{n−1}: each of the n values is off by less than one unit.
  const sum = roots.reduce((a, [x]) => a + x, 0n);
  expect(abs(sum + (f[n - 1]! << BigInt(bits))) < BigInt(n)).toBe(true);
  // Product = (−1)^n a_0. Moving root i by < 2^-bits moves it by < ∏_{j≠i} max(|z_j|, 1)·2^-bits, to first
  // order: allow twice the sum of these, with |z_j|·2^bits ≤ |re| + |im| + 1.
  let [pr, pi] = [1n, 0n];
  for (const [x, y] of roots) [pr, pi] = [pr * x - pi * y, pr * y + pi * x];
  const one = 1n << BigInt(bits);
  const mags = roots.map(([x, y]) => {
    const m = abs(x) + abs(y) + 1n;
    return m > one ? m : one;
  });
  let tol = 0n;
  for (let i = 0; i < n; i++) tol += mags.reduce((p, m, j) => (j === i ? p : p * m), 2n);
  const want = (n % 2 ? -f[0]! : f[0]!) << BigInt(n * bits);
  expect(abs(pr - want) <= tol && abs(pi) <= tol).toBe(true);
  if (residuals) expectSmallResiduals(f, roots, bits);
  return res;
}

/** π·2^p by Machin's formula, 16·atan(1/5) − 4·atan(1/239). */
function piFixed(p: bigint): bigint {
  const atanInv = (m: bigint) => {
    let [sum, term, k] = [0n, (1n << p) / m, 0n];
    while (term !== 0n) {
      sum += (k % 2n ? -term : term) / (2n * k + 1n);
      term /= m * m;
      k++;
    }
    return sum;
  };
  return 16n * atanInv(5n) - 4n * atanInv(239n);
}

/** [cos θ, sin θ]·2^p for θ = t / 2^p, by Taylor series. */
function cosSin(t: bigint, p: bigint): Cx {
  let [c, s, term] = [0n, 0n, 1n << p];
  for (let j = 0n; term !== 0n; j++) {
    const sign = (j / 2n) % 2n ? -1n : 1n;
    if (j % 2n) s += sign * term;
    else c += sign * term;
    term = (term * t) >> p;
    term /= j + 1n;
  }
  return [c, s];
}

/** Exact quotient of polynomials (coefficients lowest first). */
function divExactPoly(a: bigint[], b: bigint[]): bigint[] {
  const rem = a.slice();
  const q = new Array<bigint>(a.length - b.length + 1).fill(0n);
  for (let i = q.length - 1; i >= 0; i--) {
    q[i] = rem[i + b.length - 1]! / b[b.length - 1]!;
    for (let j = 0; j < b.length; j++) rem[i + j]! -= q[i]! * b[j]!;
  }
  expect(rem.every((c) => c === 0n)).toBe(true);
  return q;
}

const xnMinus1 = (n: number) => [-1n, ...new Array<bigint>(n - 1).fill(0n), 1n];

describe('rootsFixed: exact and independently computed roots', () => {
  it('x^2 − 2 to 500 bits: ±√2 against the integer square root of 2·4^500', () => {
    const bits = 500;
    const s = isqrt(2n << BigInt(2 * bits)); // floor(√2·2^500); √2·2^500 is irrational
    const res = rootsFixed([-2n, 0n, 1n], 2, bits);
    expect(res.complex).toEqual([]);
    expect(res.real.length).toBe(2);
    expect(res.real[1]! - s === 0n || res.real[1]! - s === 1n).toBe(true);
    expect(-res.real[0]! - s === 0n || -res.real[0]! - s === 1n).toBe(true);
  });

  it('x^2 + 1 and x^2 + x + 1: exact values where they are integers', () => {
    const bits = 300;
    expect(rootsFixed([1n, 0n, 1n], 0, bits)).toEqual({ bits, real: [], complex: [[0n, 1n << 300n]] });
    // (−1 + i√3)/2: re is exact, im = √3/2 = isqrt(3·4^300)/2 up to a unit.
    const [[re, im]] = rootsFixed([1n, 1n, 1n], 0, bits).complex as [Cx];
    expect(re).toBe(-(1n << 299n));
    expect(abs(2n * im - isqrt(3n << 600n)) <= 2n).toBe(true);
  });

  it('degree 1, and a root at 0', () => {
    expect(rootsFixed([7n, 1n], 1, 10)).toEqual({ bits: 10, real: [-7n << 10n], complex: [] });
    const res = rootsFixed([0n, -2n, 0n, 1n], 3, 200); // x(x^2 − 2)
    expect(res.real[1]).toBe(0n);
    expect(res.real[2]! - isqrt(2n << 400n) <= 1n && res.real[2]! >= isqrt(2n << 400n)).toBe(true);
  });

  it('Φ_35 (degree 24, no real root) to 1000 bits: e^(2πik/35) from Machin and Taylor series', () => {
    const phi35 = divExactPoly(mul(xnMinus1(35), xnMinus1(1)), mul(xnMinus1(5), xnMinus1(7)));
    expect(phi35.length).toBe(25);
    const bits = 1000;
    const p = BigInt(bits + 40);
    const pi = piFixed(p);
    const want: Cx[] = [];
    for (let k = 1n; k < 35n; k++) {
      if (k % 5n === 0n || k % 7n === 0n) continue;
      const [c, s] = cosSin((2n * pi * k) / 35n, p);
      if (s > 0n) want.push([c >> 40n, s >> 40n]);
    }
    want.sort((a, b) => (a[0] < b[0] ? -1 : 1));
    const res = rootsFixed(phi35, 0, bits);
    expect(res.real).toEqual([]);
    expect(res.complex.length).toBe(12);
    const got = res.complex.slice().sort((a, b) => (a[0] < b[0] ? -1 : 1));
    got.forEach(([x, y], i) => {
      expect(abs(x - want[i]![0]) <= 1n && abs(y - want[i]![1]) <= 1n).toBe(true);
    });
    expectSmallResiduals(phi35, allRoots(res), bits);
  });

  it('Wilkinson (x−1)(x−2)…(x−24): the integers exactly', () => {
    const bits = 300;
    const f = fromRoots(Array.from({ length: 24 }, (_, i) => BigInt(i + 1)));
    const res = rootsFixed(f, 24, bits);
    expect(res.real).toEqual(Array.from({ length: 24 }, (_, i) => BigInt(i + 1) << 300n));
    expect(res.complex).toEqual([]);
  });

  it('degree 24 with coefficients ~10^40: distinct integer roots exactly', () => {
    const a = Array.from({ length: 24 }, (_, i) => (i % 2 ? -1n : 1n) * BigInt(40 + 3 * i));
    const f = fromRoots(a);
    expect(Math.max(...f.map(bitLength))).toBeGreaterThan(130);
    const res = rootsFixed(f, 24, 1000);
    expect(res.real).toEqual(a.sort((x, y) => (x < y ? -1 : 1)).map((x) => x << 1000n));
  });

  it('roots 1 apart at 10^20: x^2 − 2·10^20·x + 10^40 − 1 at 200 bits', () => {
    const res = rootsFixed([10n ** 40n - 1n, -2n * 10n ** 20n, 1n], 2, 200);
    expect(res.real).toEqual([(10n ** 20n - 1n) << 200n, (10n ** 20n + 1n) << 200n]);
    // Two such pairs, one of them at −10^20.
    const g = mul([10n ** 40n - 1n, -2n * 10n ** 20n, 1n], [10n ** 40n - 1n, 2n * 10n ** 20n, 1n]);
    expect(rootsFixed(g, 4, 200).real).toEqual(
      [-(10n ** 20n) - 1n, -(10n ** 20n) + 1n, 10n ** 20n - 1n, 10n ** 20n + 1n].map((x) => x << 200n),
    );
  });

  it('Mignotte-like x^24 − 2(100x − 1)^2: the two roots 10^-26 apart near 1/100 (PARI values)', () => {
    const f = new Array<bigint>(25).fill(0n);
    [f[0], f[1], f[2], f[24]] = [-2n, 400n, -20000n, 1n];
    expect(countRealRoots(f)).toBe(4);
    const bits = 300;
    const res = expectConsistent(f, 4, bits);
    // polroots at \p 130, 130 decimals (error 10^-130 ≪ 2^-300).
    const pari = [
      '0.0099999999999999999999999929289321881345247559916163789515096071516406223727975138707264094254618374793733144989845936164893902852',
      '0.0100000000000000000000000070710678118654752440085036210484903928483593776272024861292735905745597825206266855010154063835106097147',
    ].map((d) => (BigInt(d.slice(2)) << BigInt(bits)) / 10n ** BigInt(d.length - 2));
    expect(abs(res.real[1]! - pari[0]!) <= 1n).toBe(true);
    expect(abs(res.real[2]! - pari[1]!) <= 1n).toBe(true);
  });

  it('Mignotte-like x^10 − 2(10^20·x − 1)^2: roots 2^-400 apart, found at 100 and 600 bits', () => {
    const f = new Array<bigint>(11).fill(0n);
    [f[0], f[1], f[2], f[10]] = [-2n, 4n * 10n ** 20n, -2n * 10n ** 40n, 1n];
    const r = countRealRoots(f);
    expectConsistent(f, r, 100, false); // both close roots round to one value
    const res = expectConsistent(f, r, 600);
    const close = res.real.filter((x) => abs(x - (1n << 600n) / 10n ** 20n) < 1n << 400n);
    expect(close.length).toBe(2);
    expect(close[0] !== close[1]).toBe(true);
  });
});

describe('rootsFixed: properties on random polynomials', () => {
  const cases: [string, number, bigint, number][] = [
    ['small coefficients', 1, 10n, 200],
    ['coefficients ~10^40', 2, 10n ** 40n, 200],
    ['coefficients ~10^60, 1000 bits', 3, 10n ** 60n, 1000],
    ['coefficients ~10^120', 4, 10n ** 120n, 100],
  ];
  for (const [name, seed, bound, bits] of cases) {
    it(`degree 24, ${name}: counts, Vieta and residuals`, () => {
      const rand = rng(seed);
      let done = 0;
      while (done < (bits > 500 ? 2 : 5)) {
        const f = randMonic(rand, 24, bound);
        if (discriminant(f) === 0n) continue;
        expectConsistent(f, countRealRoots(f), bits);
        done++;
      }
    });
  }

  it('low degrees and bits', () => {
    const rand = rng(5);
    for (let k = 0; k < 20; k++) {
      const f = randMonic(rand, 2 + (k % 6), 1000n);
      if (discriminant(f) === 0n) continue;
      const bits = [0, 1, 30, 64][k % 4]!;
      expectConsistent(f, countRealRoots(f), bits, bits >= 30);
    }
  });
});

describe('rootsFixed: errors', () => {
  it('r inconsistent with f is detected, not answered', () => {
    expect(() => rootsFixed([-2n, 0n, 1n], 0, 100)).toThrow(/r = 0 is inconsistent/);
    expect(() => rootsFixed([1n, 0n, 1n], 2, 100)).toThrow(/r = 2 is inconsistent/);
    const wilkinson = fromRoots(Array.from({ length: 24 }, (_, i) => BigInt(i + 1)));
    expect(() => rootsFixed(wilkinson, 22, 100)).toThrow(/inconsistent/);
    expect(() => rootsFixed([7n, 1n], 0, 10)).toThrow(/impossible/);
  });

  it('impossible arguments', () => {
    expect(() => rootsFixed([-2n, 0n, 1n], 1, 100)).toThrow(/impossible/);
    expect(() => rootsFixed([-2n, 0n, 2n], 2, 100)).toThrow(/monic/);
    expect(() => rootsFixed([1n], 0, 100)).toThrow(/monic/);
    expect(() => rootsFixed([-2n, 0n, 1n], 2, -1)).toThrow(/bits/);
  });
});
