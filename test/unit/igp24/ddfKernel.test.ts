/**
 * The WebAssembly cycle-type kernel (ddfKernel.ts, assembly/ddf.ts) against DdfWorkspace.cycleType on random polynomials mod
 * random primes: the same degrees and the same −1 answers (p dividing the leading coefficient, f
 * mod p not squarefree). The inputs mix dense random residues, sparse and even polynomials (the
 * reduction's nonzero-position path), and products of random factors with every degree dividing a
 * small lcm (the trace-and-few-gcds path), with or without a repeated factor.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { divExact, mul, type Poly } from '../../../src/shared/igp24/arith/poly';
import {
  DdfKernel,
  ddfKernelBytes,
  ddfKernelOn,
  disableDdfKernel,
  enableDdfKernel,
} from '../../../src/shared/igp24/factor/ddfKernel';
import { DdfWorkspace } from '../../../src/shared/igp24/factor/ddfWord';
import { factorModPWord } from '../../../src/shared/igp24/factor/factorWord';
import { factorOverZ } from '../../../src/shared/igp24/factor/factorZ';
import { liftFactorsWord } from '../../../src/shared/igp24/factor/liftWord';
import { frobeniusTypes } from '../../../src/shared/igp24/galois/index';
import { randMonic, rng } from './gen';

const wasm = new DdfKernel(ddfKernelBytes());

const isPrime = (c: number): boolean => {
  if (c < 2) return false;
  for (let d = 2; d * d <= c; d++) if (c % d === 0) return false;
  return true;
};
const SMALL_PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47];

function randomPrime(rand: () => number): number {
  const r = rand();
  if (r < 0.3) return SMALL_PRIMES[Math.floor(rand() * SMALL_PRIMES.length)]!;
  // Any size below 2^20, log-uniform so that every magnitude occurs.
  let c = Math.max(2, Math.floor(2 ** (1 + rand() * 19)));
  while (!isPrime(c)) c = c + 1 >= 2 ** 20 ? 2 : c + 1;
  return c;
}

const randResidue = (rand: () => number, p: number): number => Math.floor(rand() * p);

/** a·b mod p on ascending residue arrays (products below 2^40: exact). */
function mulP(a: number[], b: number[], p: number): number[] {
  const r = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++)
    for (let j = 0; j < b.length; j++) r[i + j] = (r[i + j]! + a[i]! * b[j]!) % p;
  return r;
}

/** Residues of a degree-n polynomial mod p, of one of several shapes. */
function randomResidues(rand: () => number, n: number, p: number): number[] {
  const shape = rand();
  let f: number[];
  if (shape < 0.35) {
    f = Array.from({ length: n + 1 }, () => randResidue(rand, p));
  } else if (shape < 0.5) {
    // Sparse: a few nonzero terms (as many IGP24 polynomials are).
    f = new Array<number>(n + 1).fill(0);
    const terms = 1 + Math.floor(rand() * 3);
    for (let t = 0; t < terms; t++) f[Math.floor(rand() * n)] = randResidue(rand, p);
    f[n] = 1 + randResidue(rand, p - 1);
  } else if (shape < 0.6 && n % 2 === 0) {
    // Even: f(x²).
    f = new Array<number>(n + 1).fill(0);
    for (let i = 0; i <= n; i += 2) f[i] = randResidue(rand, p);
  } else {
    // A product of random factors whose degrees divide a small lcm, sometimes one squared.
    const lcm = [1, 2, 3, 4, 6, 8, 12][Math.floor(rand() * 7)]!;
    const divisors = [1, 2, 3, 4, 6, 8, 12].filter((d) => lcm % d === 0);
    const square = rand() < 0.2;
    f = [1];
    let deg = 0;
    if (square) {
      const d = Math.min(n >> 1, divisors[Math.floor(rand() * divisors.length)]!);
      if (d >= 1) {
        const h = [...Array.from({ length: d }, () => randResidue(rand, p)), 1];
        f = mulP(h, h, p);
        deg = 2 * d;
      }
    }
    while (deg < n) {
      const d = Math.min(n - deg, divisors[Math.floor(rand() * divisors.length)]!);
      f = mulP(f, [...Array.from({ length: d }, () => randResidue(rand, p)), 1], p);
      deg += d;
    }
    // A leading coefficient other than 1 (the kernels make F monic).
    const c = 1 + randResidue(rand, p - 1);
    f = f.map((x) => (x * c) % p);
  }
  // Sometimes p divides the leading coefficient.
  if (rand() < 0.05) f[n] = 0;
  return f;
}

function check(seed: number, cases: number, maxDegree: number): { answers: Set<string> } {
  const rand = rng(seed);
  const answers = new Set<string>();
  const workspaces = new Map<number, DdfWorkspace>();
  const js = new Int32Array(maxDegree);
  const ws2 = new Int32Array(maxDegree);
  for (let c = 0; c < cases; c++) {
    const n = 1 + Math.floor(rand() * maxDegree);
    const p = randomPrime(rand);
    const residues = Float64Array.from(randomResidues(rand, n, p));
    let ws = workspaces.get(n);
    if (!ws) {
      ws = new DdfWorkspace(n);
      workspaces.set(n, ws);
    }
    const squarefree = rand() < 0.3;
    // The squarefree shortcut is for callers that know f mod p is squarefree: check that first.
    const known = squarefree && ws.cycleType(residues, p, js) >= 0;
    const a = ws.cycleType(residues, p, js, known);
    const b = wasm.cycleType(residues, p, ws2, known);
    const ctx = `seed ${seed} case ${c}: n = ${n}, p = ${p}, f = ${Array.from(residues).join(',')}`;
    expect(b, ctx).toBe(a);
    expect(Array.from(ws2.subarray(0, Math.max(0, b))), ctx).toEqual(
      Array.from(js.subarray(0, Math.max(0, a))),
    );
    answers.add(a < 0 ? 'none' : a === 1 ? 'irreducible' : js[a - 1] === js[0] ? 'uniform' : 'mixed');
  }
  return { answers };
}

describe('WebAssembly cycle-type kernel', () => {
  afterEach(() => disableDdfKernel());

  it('equals DdfWorkspace.cycleType on random polynomials of degree 1 to 24', () => {
    const { answers } = check(1, 3000, 24);
    // The inputs reach every kind of answer, −1 included.
    expect([...answers].sort()).toEqual(['irreducible', 'mixed', 'none', 'uniform']);
  });

  it('equals DdfWorkspace.cycleType on random polynomials up to degree 60', () => {
    check(2, 400, 60);
  });

  it('factors mod p as factorWord.ts does: the same factors in the same order, null alike', () => {
    disableDdfKernel();
    const rand = rng(4);
    const kinds = new Set<string>();
    for (let c = 0; c < 1500; c++) {
      const n = 1 + Math.floor(rand() * 40);
      let p = randomPrime(rand);
      if (p === 2) p = 3;
      const residues = randomResidues(rand, n, p);
      let js: number[][] | null;
      try {
        js = factorModPWord(residues, p);
      } catch {
        js = null;
      }
      const ctx = `case ${c}: n = ${n}, p = ${p}, f = ${residues.join(',')}`;
      expect(wasm.factorModP(residues, p), ctx).toEqual(js);
      kinds.add(js === null ? 'none' : js.length === 1 ? 'irreducible' : 'split');
    }
    expect([...kinds].sort()).toEqual(['irreducible', 'none', 'split']);
  });

  it('lifts factors mod p to p^k as liftWord.ts does', () => {
    disableDdfKernel();
    const rand = rng(5);
    let lifted = 0;
    for (let c = 0; c < 1500; c++) {
      const n = 1 + Math.floor(rand() * 40);
      let p = randomPrime(rand);
      if (p === 2) p = 3;
      const residues = randomResidues(rand, n, p);
      residues[n] = 1;
      let us: number[][];
      try {
        us = factorModPWord(residues, p);
      } catch {
        continue;
      }
      let k = 1;
      while (p ** (k + 1) < 2 ** 26) k++;
      const M = p ** k;
      // f mod p^k: the residues plus random multiples of p, so that f ≡ ∏ us (mod p).
      const f = residues.map((x, i) => (i === n ? 1 : (x + p * Math.floor(rand() * (M / p))) % M));
      const ctx = `case ${c}: n = ${n}, p = ${p}, k = ${k}, f = ${f.join(',')}`;
      expect(wasm.liftFactors(f, us, p, k), ctx).toEqual(liftFactorsWord(f, us, p, k));
      if (us.length > 1) lifted++;
    }
    expect(lifted).toBeGreaterThan(300);
  });

  it('rejects a prime at or above 2^20 in words', () => {
    expect(() => wasm.cycleType([1, 1], 2 ** 20 + 7, new Int32Array(1))).toThrow(/prime below 2\^20/);
  });

  it('gives the factorization over Z and the Frobenius types the JavaScript path gives, once switched on', () => {
    const rand = rng(3);
    const polys: Poly[] = [];
    for (let i = 0; i < 30; i++) polys.push(randMonic(rand, 24, 20n));
    // Reducible: products of two factors (the patterns cannot decide, the split mod p runs).
    for (let i = 0; i < 15; i++)
      polys.push(mul(randMonic(rand, 8 + (i % 8), 9n), randMonic(rand, 16 - (i % 8), 9n)));
    // Φ_35 = (x^35 − 1)(x − 1) / ((x^5 − 1)(x^7 − 1)), degree 24: every pattern uniform, the
    // recombination decides.
    const xn = (k: number): Poly => [-1n, ...new Array<bigint>(k - 1).fill(0n), 1n];
    polys.push(divExact(mul(xn(35), xn(1)), mul(xn(5), xn(7)))!);
    const answers = () => polys.map((f) => ({ z: factorOverZ(f), t: frobeniusTypes(f, 60) }));
    disableDdfKernel();
    const js = answers();
    expect(enableDdfKernel()).toBe(true);
    expect(ddfKernelOn()).toBe(true);
    const viaKernel = answers();
    expect(viaKernel).toEqual(js);
    expect(js.filter((x) => x.z.length > 1).length).toBeGreaterThanOrEqual(15);
  });
});
