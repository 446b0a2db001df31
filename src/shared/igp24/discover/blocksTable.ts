import { CYCLOTOMIC_GROUPS } from '../tables/cyclotomicGroupsData';

/**
 * The block-systems table (data/galois/blocks.txt.gz, computed once with GAP by
 * scripts/galois/blocks.sh): for every transitive group of degree 2, 3, 4, 6, 8, 12 and 24, its
 * block systems with the wreath products and the direct products that realize it. From it, which
 * groups the constructions reach by design (`plans`): S_d itself (a generic block), the abelian
 * groups of the cyclotomic fields and their real subfields (tables/cyclotomicGroupsData.ts), the whole
 * wreath product S_a ≀ H (f(g(x)) with a generic inner g of degree a and Gal(f) = H) and the direct
 * product G1 × G2 in product action (a compositum of two disjoint fields), over groups reached at
 * the smaller degrees — with one plan per group, the first found with the fewest levels.
 */

export interface Wreath {
  /** Block size; the blocks number n / a. */
  a: number;
  /** The block stabilizer on its block: aT<k>. */
  k: number;
  /** The action on the blocks: (n/a)T<h>. */
  h: number;
  /** The group is the whole wreath product aT<k> ≀ (n/a)T<h>. */
  full: boolean;
}

export interface Product {
  /** The actions on two block systems whose blocks meet in one point: aT<i> and bT<j>, a · b = n. */
  a: number;
  i: number;
  b: number;
  j: number;
  /** The group is their direct product (else a subdirect product). */
  direct: boolean;
}

export interface GroupBlocks {
  n: number;
  t: number;
  solvable: boolean;
  wreaths: Wreath[];
  products: Product[];
}

export class BlocksFormatError extends Error {}

const WREATH = /^W(\d+):(\d+):(\d+):([01])$/;
const PRODUCT = /^P(\d+)T(\d+)x(\d+)T(\d+):([01])$/;

/** The table's text: lines `n t entry…` (blocks.g). */
export function parseBlocks(text: string): Map<string, GroupBlocks> {
  const out = new Map<string, GroupBlocks>();
  for (const [k, line] of text.split('\n').entries()) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [n, t, ...entries] = line.trim().split(/\s+/);
    const g: GroupBlocks = { n: Number(n), t: Number(t), solvable: false, wreaths: [], products: [] };
    if (!Number.isInteger(g.n) || !Number.isInteger(g.t) || g.t < 1)
      throw new BlocksFormatError(`line ${k + 1}: not "n t entries…"`);
    for (const e of entries) {
      const w = WREATH.exec(e);
      const p = PRODUCT.exec(e);
      if (e === 'S') g.solvable = true;
      else if (w) g.wreaths.push({ a: Number(w[1]), k: Number(w[2]), h: Number(w[3]), full: w[4] === '1' });
      else if (p)
        g.products.push({
          a: Number(p[1]),
          i: Number(p[2]),
          b: Number(p[3]),
          j: Number(p[4]),
          direct: p[5] === '1',
        });
      else throw new BlocksFormatError(`line ${k + 1}: '${e}' is not a block entry`);
    }
    out.set(`${g.n}T${g.t}`, g);
  }
  return out;
}

/** How a group is made by design. */
export type Plan =
  | { kind: 'generic'; n: number }
  /** The field of Φ_n (cyclotomic) or of 2·cos(2π/n) (real): an abelian group, known exactly. */
  | { kind: 'cyclotomic'; n: number }
  | { kind: 'real'; n: number }
  | { kind: 'wreath'; a: number; outer: string }
  | { kind: 'direct'; left: string; right: string };

/** The number of transitive groups of each degree the table covers; S_n is the last of them. */
export function groupCounts(table: Map<string, GroupBlocks>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const g of table.values()) counts.set(g.n, Math.max(counts.get(g.n) ?? 0, g.t));
  return counts;
}

/**
 * A plan for every group the constructions reach by design, by label (`24T<t>`, `6T<t>`, …),
 * degrees in ascending order so that a plan only names groups planned before it.
 */
export function plans(table: Map<string, GroupBlocks>): Map<string, Plan> {
  const counts = groupCounts(table);
  const out = new Map<string, Plan>();
  const degrees = [...counts.keys()].sort((x, y) => x - y);
  for (const n of degrees) {
    out.set(`${n}T${counts.get(n)}`, { kind: 'generic', n });
    // The smallest conductor first: the smallest coefficients.
    for (const [kind, c, degree, t] of CYCLOTOMIC_GROUPS)
      if (degree === n && !out.has(`${n}T${t}`))
        out.set(`${n}T${t}`, kind === 'real' ? { kind: 'real', n: c } : { kind: 'cyclotomic', n: c });
    for (let t = 1; t <= counts.get(n)!; t++) {
      const label = `${n}T${t}`;
      if (out.has(label)) continue;
      const g = table.get(label);
      if (!g) continue;
      const wreath = g.wreaths.find((w) => w.full && w.k === counts.get(w.a) && out.has(`${n / w.a}T${w.h}`));
      if (wreath) {
        out.set(label, { kind: 'wreath', a: wreath.a, outer: `${n / wreath.a}T${wreath.h}` });
        continue;
      }
      const product = g.products.find(
        (p) => p.direct && out.has(`${p.a}T${p.i}`) && out.has(`${p.b}T${p.j}`),
      );
      if (product)
        out.set(label, {
          kind: 'direct',
          left: `${product.a}T${product.i}`,
          right: `${product.b}T${product.j}`,
        });
    }
  }
  return out;
}
