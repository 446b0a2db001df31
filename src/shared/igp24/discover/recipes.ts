/**
 * One candidate of degree 24 from a candidate's random choices: a tree of constructions
 * (constructions.ts) over building blocks (blocks.ts), at most three levels deep. Each level picks
 * one of the ways its degree can be made — a block of that degree, a composition f(g(x)) for each
 * split d = deg f · deg g, a compositum for each split d = a · b — so that the groups reached are
 * the wreath products S_a ≀ G, the direct products G × H and their nestings over every group G, H
 * the blocks give.
 *
 * Signatures: in f(g(x)) with a generic outer f, f's real roots are placed at integers β whose
 * number of real preimages under g is known (realPreimages), so that their sum is the r asked for
 * when one is; the exact r is the check's, never this aim.
 *
 * An aimed candidate is made by its group's plan instead (`fromPlan`, blocksTable.ts).
 */

import type { Rng } from '../../rng';
import type { Poly } from '../arith/poly';
import {
  type Block,
  cyclotomicOfDegree,
  generic,
  genericInner,
  inner,
  irreducibleOf,
  placed,
  radical,
  realCyclotomicOfDegree,
  realPreimages,
  spacedIntegers,
} from './blocks';
import type { Plan } from './blocksTable';
import { compose, composedSum, cyclotomic, realCyclotomic } from './constructions';
import { compositionLosesSign, compositumSharesSign } from './generic';

export const DEGREE = 24;
const MAX_DEPTH = 3;
/** The integers β tried as f's real roots in f(g(x)). */
const BETA_RANGE = 12;

/** The splits d = a · b with both factors ≥ 2. */
function splits(d: number): [number, number][] {
  const out: [number, number][] = [];
  for (let a = 2; a * 2 <= d; a++) if (d % a === 0) out.push([a, d / a]);
  return out;
}

/** A random m ≤ d with m ≡ d (mod 2). */
const realCount = (rng: Rng, d: number) =>
  d % 2 === 0 ? 2 * rng.int(0, d / 2) : 2 * rng.int(0, (d - 1) / 2) + 1;

/** A block of degree d, from the families that have one. */
function leaf(rng: Rng, d: number): Block {
  const kind = rng.int(0, 5);
  const special =
    kind === 1
      ? cyclotomicOfDegree(rng, d)
      : kind === 2
        ? realCyclotomicOfDegree(rng, d)
        : kind === 3 && d > 2
          ? radical(rng, d)
          : null;
  return special ?? generic(rng, d, realCount(rng, d));
}

/**
 * f(g(x)) with g of degree a and f of degree b; a generic f gets real roots placed for `aimR`
 * (or a random number of them).
 */
function composition(rng: Rng, a: number, b: number, depth: number, aimR: number | null): Block {
  const g = inner(rng, a);
  if (depth + 1 >= MAX_DEPTH || rng.int(0, 2) === 0) {
    const roots = placeForR(rng, g.poly, b, aimR);
    const f = placed(rng, b, roots);
    return {
      poly: compose(f, g.poly),
      text: `f(g(x)), f generic ${b} (${roots.length} real), g ${g.text}`,
    };
  }
  const f = build(rng, b, depth + 1, null);
  return { poly: compose(f.poly, g.poly), text: `f(g(x)), f [${f.text}], g ${g.text}` };
}

/** Integers β for f's real roots: their real preimages under g sum to aimR, when it can be met. */
function placeForR(rng: Rng, g: Poly, b: number, aimR: number | null): bigint[] {
  const counts = realPreimages(g, -BETA_RANGE, BETA_RANGE);
  let best: bigint[] = [];
  for (let attempt = 0; attempt < 40; attempt++) {
    const roots = spacedIntegers(rng, realCount(rng, b), -BETA_RANGE, BETA_RANGE).filter((x) =>
      counts.has(Number(x)),
    );
    if ((b - roots.length) % 2 !== 0) continue;
    best = roots;
    if (aimR === null) break;
    const r = roots.reduce((s, x) => s + counts.get(Number(x))!, 0);
    if (r === aimR) break;
  }
  return best;
}

/** A block of degree d made by one of the ways d can be made. */
export function build(rng: Rng, d: number, depth: number, aimR: number | null): Block {
  const ways = depth < MAX_DEPTH ? splits(d) : [];
  // At the top a plain block of degree 24 is rarely worth it (S_24 and the abelian fields).
  const leafWeight = d === DEGREE ? 1 : 3;
  const pick = rng.int(0, leafWeight + 2 * ways.length - 1);
  if (pick < leafWeight || ways.length === 0) return leaf(rng, d);
  const [a, b] = ways[(pick - leafWeight) >> 1]!;
  if ((pick - leafWeight) % 2 === 0)
    return rng.int(0, 1) === 0 ? composition(rng, a, b, depth, aimR) : composition(rng, b, a, depth, aimR);
  const x = build(rng, a, depth + 1, null);
  const y = build(rng, b, depth + 1, null);
  return { poly: composedSum(x.poly, y.poly), text: `compositum [${x.text}] + [${y.text}]` };
}

/** Candidate polynomial of degree 24 (monic, integer), aimed at signature aimR when given. */
export function candidate(rng: Rng, aimR: number | null): Block {
  return build(rng, DEGREE, 0, aimR);
}

/**
 * A polynomial made by the plan for `label` (blocksTable.ts): generic S_n; the whole wreath product
 * S_a ≀ H as f(g(x)) with a generic inner g and f made for H (its real roots placed for aimR when f
 * is generic); the direct product as the composed sum of the two factors' polynomials.
 */
export function fromPlan(
  rng: Rng,
  label: string,
  all: ReadonlyMap<string, Plan>,
  aimR: number | null,
): Block {
  const plan = all.get(label);
  if (!plan) throw new RangeError(`no plan for ${label}`);
  if (plan.kind === 'generic') {
    const b = generic(rng, plan.n, aimR ?? realCount(rng, plan.n));
    return { poly: b.poly, text: `${label}: ${b.text}` };
  }
  if (plan.kind === 'cyclotomic') return { poly: cyclotomic(plan.n), text: `${label}: Phi${plan.n}` };
  if (plan.kind === 'real') return { poly: realCyclotomic(plan.n), text: `${label}: 2cos(2pi/${plan.n})` };
  const n = Number(label.slice(0, label.indexOf('T')));
  if (plan.kind === 'direct') {
    // Made again while the two fields share their quadratic resolvent (or, below degree 24, a subfield).
    let parts: [Block, Block] | null = null;
    return irreducibleOf(
      n,
      () => {
        parts = [fromPlan(rng, plan.left, all, null), fromPlan(rng, plan.right, all, null)];
        const [x, y] = parts;
        return { poly: composedSum(x.poly, y.poly), text: `${label}: compositum [${x.text}] + [${y.text}]` };
      },
      () => !compositumSharesSign(parts![0].poly, parts![1].poly),
    );
  }
  const outer = all.get(plan.outer)!;
  // Made again while the sign character cuts S_a ≀ H down (generic.ts).
  let f: Block | null = null;
  let g: Block | null = null;
  return irreducibleOf(
    n,
    () => {
      g = genericInner(rng, plan.a);
      if (outer.kind === 'generic') {
        const roots = placeForR(rng, g.poly, outer.n, aimR);
        f = { poly: placed(rng, outer.n, roots), text: `generic ${outer.n} (${roots.length} real)` };
      } else f = fromPlan(rng, plan.outer, all, null);
      return { poly: compose(f.poly, g.poly), text: `${label}: f(g(x)), f [${f.text}], g ${g.text}` };
    },
    () => !compositionLosesSign(f!.poly, g!.poly),
  );
}
