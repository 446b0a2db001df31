/**
 * Candidates and ranking of the Galois group of an irreducible squarefree degree-24 polynomial.
 * Exact filter (never excludes the true group): the group contains every observed Frobenius cycle
 * type and the type of complex conjugation 2^((24−r)/2) 1^r, and lies in A24 exactly when disc(f) is
 * a square. Ranking (Chebotarev): log-likelihood Σ n_type · ln(|type ∩ G| / |G|) of the observed
 * types; posterior under a uniform prior over the candidates. Ties (equal log-likelihood to 1e-9)
 * are broken by ascending t, so the order is deterministic.
 */
import { conjugationType } from './partitions';
import { type GaloisTable, typePosition } from './table';

export interface RankedGroup {
  label: string;
  t: number;
  order: string;
  inA24: boolean;
  logLikelihood: number;
  posterior: number;
}

export interface Ranking {
  /** Number of groups passing the exact filter. */
  candidates: number;
  /** The most likely groups, best first (at most `top`). */
  ranking: RankedGroup[];
}

export interface RankInput {
  /** Observed Frobenius types (PARTITIONS index → how often). */
  counts: ReadonlyMap<number, number>;
  r: number;
  discIsSquare: boolean;
}

const TIE = 1e-9;

/** Rounded for output, so the printed numbers do not depend on the last float bits. */
const round = (x: number, digits: number): number => {
  const s = 10 ** digits;
  const v = Math.round(x * s) / s;
  return v === 0 ? 0 : v;
};

export function rankGroups(table: GaloisTable, input: RankInput, top = 10): Ranking {
  const observed = [...input.counts.entries()].sort((a, b) => a[0] - b[0]);
  const required = [...new Set([...observed.map(([type]) => type), conjugationType(input.r)])];
  // Start from the rarest required type: its group list is the shortest.
  required.sort((a, b) => table.groupsWithType[a]!.length - table.groupsWithType[b]!.length || a - b);
  const pool = table.groupsWithType[required[0]!]!;
  const wantA = input.discIsSquare ? 1 : 0;
  const cands: number[] = [];
  const ll: number[] = [];
  for (const g of pool) {
    if (table.inA24[g] !== wantA) continue;
    const types = table.types[g]!;
    if (!required.every((type) => typePosition(types, type) >= 0)) continue;
    const lf = table.logFreq[g]!;
    let sum = 0;
    for (const [type, n] of observed) sum += n * lf[typePosition(types, type)]!;
    cands.push(g);
    ll.push(sum);
  }
  const idx = cands.map((_, i) => i);
  idx.sort((a, b) => {
    const d = ll[b]! - ll[a]!;
    return Math.abs(d) > TIE ? d : table.t[cands[a]!]! - table.t[cands[b]!]!;
  });
  const best = idx.length > 0 ? ll[idx[0]!]! : 0;
  let z = 0;
  for (const v of ll) z += Math.exp(v - best);
  const ranking = idx.slice(0, top).map((i) => {
    const g = cands[i]!;
    return {
      label: `24T${table.t[g]}`,
      t: table.t[g]!,
      order: table.order[g]!,
      inA24: table.inA24[g] === 1,
      logLikelihood: round(ll[i]!, 6),
      posterior: round(Math.exp(ll[i]! - best) / z, 6),
    };
  });
  return { candidates: cands.length, ranking };
}
