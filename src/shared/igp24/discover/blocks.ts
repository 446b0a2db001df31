/**
 * The building blocks a construction starts from, each a monic integer polynomial of small degree:
 *
 * - generic: real roots placed at chosen integers, the rest in quadratic factors (x − u)² + w, plus a
 *   small constant; its group is S_d except by accident (which the ranking would see);
 * - families whose group is smaller by design: cyclotomic Φ_n (abelian, (Z/n)^×), the real
 *   subfield 2·cos(2π/n) (abelian, totally real), radicals x^d − a (in the affine group
 *   Z/d ⋊ (Z/d)^×);
 * - inner polynomials for f(g(x)): generic, x^a, and the Chebyshev–Dickson C_a(x) = 2·T_a(x/2), for
 *   which g(x) − β has a smaller group than S_a.
 */

import type { Rng } from '../../rng';
import { add, fromRoots, mul, type Poly } from '../arith/poly';
import { analyze } from '../disc/analyze';
import { irreducibility } from '../factor/irreducibility';
import { CYCLOTOMIC_GROUPS } from '../tables/cyclotomicGroupsData';
import { cyclotomic, realCyclotomic } from './constructions';

export interface Block {
  poly: Poly;
  /** How it was made, in a few ASCII words (`generic 12 (6 real)`, `Phi13`, `x^4 - 2`): it goes into a line's comment. */
  text: string;
}

/** The n whose cyclotomic field (or its real subfield) has degree d (tables/cyclotomicGroupsData.ts). */
const conductors = (kind: 'cyclotomic' | 'real', d: number) =>
  CYCLOTOMIC_GROUPS.filter(([k, , degree]) => k === kind && degree === d).map(([, n]) => n);

/** Cyclotomic Φ_n of degree d (φ(n) = d), if there is one. */
export function cyclotomicOfDegree(rng: Rng, d: number): Block | null {
  const ns = conductors('cyclotomic', d);
  if (!ns.length) return null;
  const n = rng.pick(ns);
  return { poly: cyclotomic(n), text: `Phi${n}` };
}

/** The real cyclotomic field of degree d (φ(n) = 2d), if there is one. */
export function realCyclotomicOfDegree(rng: Rng, d: number): Block | null {
  const ns = conductors('real', d);
  if (!ns.length) return null;
  const n = rng.pick(ns);
  return { poly: realCyclotomic(n), text: `2cos(2pi/${n})` };
}

const RADICANDS = [2, 3, 5, 6, 7, 10, 11, 13, 14, 15, 17, 19];

/** x^d − a (or + a), a square-free (so x^d ∓ a is irreducible for the d used here, checked anyway). */
export function radical(rng: Rng, d: number): Block {
  const a = BigInt(rng.pick(RADICANDS)) * (rng.int(0, 1) === 0 ? 1n : -1n);
  const poly: Poly = new Array(d + 1).fill(0n);
  poly[0] = -a;
  poly[d] = 1n;
  return { poly, text: a > 0n ? `x^${d} - ${a}` : `x^${d} + ${-a}` };
}

/**
 * A monic polynomial of degree d with real roots near `roots` (distinct integers, d − roots.length
 * even): Π(x − b) · Π((x − u)² + w) + c with a small c ≠ 0, which makes it irreducible in general
 * and moves each root a little. Its real roots are counted exactly later; the placement aims.
 */
export function placed(rng: Rng, d: number, roots: readonly bigint[]): Poly {
  let p = fromRoots([...roots]);
  // Distinct centres: quadratic factors about one centre would make p a polynomial in (x − u)².
  const centres = new Set<number>();
  for (let k = 0; k < (d - roots.length) / 2; k++) {
    let u = rng.int(-d, d);
    while (centres.has(u)) u = rng.int(-d, d);
    centres.add(u);
    const w = BigInt(rng.int(1, 4));
    p = mul(p, [BigInt(u * u) + w, -2n * BigInt(u), 1n]);
  }
  // A small constant and linear term: irreducible in general, and no symmetry left (an even or odd
  // f would make f(g(x)) smaller than the whole wreath product).
  return add(p, [BigInt(rng.pick([-2, -1, 1, 2])), BigInt(rng.int(-1, 1))]);
}

/** Degrees up to this are made irreducible before use (cheap there; the check proves degree 24). */
const PROVE_UP_TO = 12;
const TRIES = 8;

/**
 * `make()` again until it passes `generic` and, below degree 24, is irreducible (up to TRIES
 * times; the last one otherwise: the check has the last word).
 */
export function irreducibleOf(
  d: number,
  make: () => Block,
  generic: (b: Block) => boolean = () => true,
): Block {
  const ok = (b: Block) => generic(b) && (d > PROVE_UP_TO || irreducibility(b.poly).status === 'proven');
  let b = make();
  for (let k = 1; k < TRIES && !ok(b); k++) b = make();
  return b;
}

/** Distinct integers from [lo, hi], at least 2 apart, `count` of them (fewer if they do not fit). */
export function spacedIntegers(rng: Rng, count: number, lo: number, hi: number): bigint[] {
  const chosen: number[] = [];
  for (let tries = 0; chosen.length < count && tries < 20 * count; tries++) {
    const x = rng.int(lo, hi);
    if (chosen.every((y) => Math.abs(x - y) >= 2)) chosen.push(x);
  }
  return chosen.sort((a, b) => a - b).map(BigInt);
}

/** A generic block of degree d with m real roots aimed for (m ≡ d mod 2), irreducible. */
export function generic(rng: Rng, d: number, m: number): Block {
  return irreducibleOf(d, () => {
    const roots = spacedIntegers(rng, m, -2 * d, 2 * d);
    return { poly: placed(rng, d, roots), text: `generic ${d} (${roots.length} real)` };
  });
}

/** Chebyshev–Dickson C_a(x) = 2·T_a(x/2): C_0 = 2, C_1 = x, C_(k+1) = x·C_k − C_(k−1). */
export function dickson(a: number): Poly {
  let prev: Poly = [2n];
  let cur: Poly = [0n, 1n];
  for (let k = 1; k < a; k++) {
    const next = add(
      mul([0n, 1n], cur),
      prev.map((c) => -c),
    );
    prev = cur;
    cur = next;
  }
  return cur;
}

/** An inner polynomial g of degree a for f(g(x)). */
export function inner(rng: Rng, a: number): Block {
  const kind = rng.int(0, 5);
  if (kind === 0) {
    const g: Poly = new Array(a + 1).fill(0n);
    g[a] = 1n;
    return { poly: g, text: `x^${a}` };
  }
  if (kind === 1) return { poly: dickson(a), text: `C${a}(x)` };
  return genericInner(rng, a);
}

/** A generic inner g of degree a (Gal(g − β) = S_a over Q(β)), with no x^(a−1) term: a translate gives the same fields. */
export function genericInner(rng: Rng, a: number): Block {
  // No zero coefficient below x^(a−1): an odd or even g (x³ + 2x, x⁴ + x²) has a symmetry of its
  // own. From a wider range than the blocks': β − c is special for a few small c when f is
  // cyclotomic (2cos θ − 2 = −(2 sin(θ/2))², Φ5 at 1 + x²).
  const g: Poly = [];
  for (let i = 0; i < a - 1; i++) g.push(BigInt(rng.int(1, 9) * rng.pick([-1, 1])));
  g.push(0n, 1n);
  return { poly: g, text: `generic inner ${a}` };
}

/**
 * The number of distinct real x with g(x) = β, for the integers β in [lo, hi] where g − β is
 * squarefree (null where it is not: β is a critical value, avoided when placing roots).
 */
export function realPreimages(g: Poly, lo: number, hi: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (let b = lo; b <= hi; b++) {
    const h = [...g];
    h[0] = h[0]! - BigInt(b);
    const { r, disc } = analyze(h);
    if (disc !== 0n) counts.set(b, r);
  }
  return counts;
}
