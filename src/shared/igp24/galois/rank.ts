/**
 * Candidates and ranking of the Galois group of an irreducible squarefree degree-24 polynomial.
 * Exact filter (never excludes the true group): the group contains every observed Frobenius cycle
 * type and the type of complex conjugation 2^((24−r)/2) 1^r, lies in A24 exactly when disc(f) is a
 * square, and — when the disc's candidate primes were all found — has at most as many quadratic
 * subfields as pass the polynomial's test (quadratic.ts), and none of them Q(√disc f) when that
 * fails the test. Ranking (Chebotarev): log-likelihood Σ n_type · ln(|type ∩ G| / |G|) of the
 * observed types, plus ln(47/48) per good prime for every quadratic subfield the group lacks but the
 * test passed (a d that is not a subfield survives each prime with probability at most 47/48: half of
 * a point stabilizer maps to −1) and, when the disc was not fully split, for every one it has beyond
 * them; posterior under a uniform prior over the candidates. Ties (equal log-likelihood to 1e-9) are
 * broken by ascending t, so the order is deterministic.
 *
 * Speed: the candidates start from the group list of the rarest required type and are narrowed with
 * one bit-set test per further type; only the survivors get a likelihood, found by one merge of the
 * observed types with the group's sorted types.
 */
import { conjugationType } from './partitions';
import type { QuadraticBound } from './quadratic';
import type { GaloisTable } from './table';

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
  /** The quadratic subfields the polynomial allows (quadratic.ts), from the same good primes. */
  quadratic?: QuadraticBound;
}

const TIE = 1e-9;
/** ln of the largest chance that a d which is not a subfield passes the test at one good prime. */
const LN_FALSE_PASS = Math.log(47 / 48);

/** Rounded for output, so the printed numbers do not depend on the last float bits. */
const round = (x: number, digits: number): number => {
  const s = 10 ** digits;
  const v = Math.round(x * s) / s;
  return v === 0 ? 0 : v;
};

export function rankGroups(table: GaloisTable, input: RankInput, top = 10): Ranking {
  const observed = [...input.counts.entries()].sort((a, b) => a[0] - b[0]);
  const obsType = Int32Array.from(observed, ([type]) => type);
  const obsN = Float64Array.from(observed, ([, n]) => n);
  let goodPrimes = 0;
  for (const n of obsN) goodPrimes += n;
  const required = [...new Set([...obsType, conjugationType(input.r)])];
  // Start from the rarest required type: its group list is the shortest.
  required.sort((a, b) => table.groupsWithType[a]!.length - table.groupsWithType[b]!.length || a - b);
  const pool = table.groupsWithType[required[0]!]!;
  const wantA = input.discIsSquare ? 1 : 0;
  const q = input.quadratic;
  const exact = q?.exact === true;
  const polyRank = q ? Math.log2(q.bound + 1) : 0;
  const discFails = q?.discMayBeSubfield === false;
  const cand = new Int32Array(pool.length);
  let m = 0;
  for (let i = 0; i < pool.length; i++) {
    const g = pool[i]!;
    if (table.inA24[g] !== wantA) continue;
    if (exact && (table.quadraticRank[g]! > polyRank || (discFails && table.discSubfield[g] === 1))) continue;
    cand[m++] = g;
  }
  for (let k = 1; k < required.length && m > 0; k++) {
    const bits = table.typeBits(required[k]!);
    let w = 0;
    for (let i = 0; i < m; i++) {
      const g = cand[i]!;
      if ((bits[g >>> 5]! >>> (g & 31)) & 1) cand[w++] = g;
    }
    m = w;
  }
  const ll = new Float64Array(m);
  const penalty = goodPrimes * LN_FALSE_PASS;
  for (let i = 0; i < m; i++) {
    const g = cand[i]!;
    const types = table.types[g]!;
    const lf = table.logFreq[g]!;
    let sum = 0;
    let pos = 0;
    // Both lists ascending and every observed type present (filtered above): a binary search
    // that starts after the previous type's place (large groups have hundreds of types).
    for (let j = 0; j < obsType.length; j++) {
      const type = obsType[j]!;
      let hi = types.length - 1;
      while (pos < hi) {
        const mid = (pos + hi) >>> 1;
        if (types[mid]! < type) pos = mid + 1;
        else hi = mid;
      }
      sum += obsN[j]! * lf[pos]!;
    }
    if (q) {
      const gRank = table.quadraticRank[g]!;
      if (gRank < polyRank) sum += (polyRank - gRank) * penalty;
      else if (!exact && gRank > polyRank) sum += (gRank - polyRank) * penalty;
      const gDisc = table.discSubfield[g] === 1;
      if (q.discMayBeSubfield === true && !gDisc) sum += penalty;
      else if (!exact && discFails && gDisc) sum += penalty;
    }
    ll[i] = sum;
  }
  const better = (a: number, b: number): boolean => {
    const d = ll[a]! - ll[b]!;
    return Math.abs(d) > TIE ? d > 0 : table.t[cand[a]!]! < table.t[cand[b]!]!;
  };
  // The best `top` by insertion when few are asked for; a full sort otherwise.
  const keep = Math.min(top, m);
  let best: number[] = [];
  if (keep > 32) {
    best = Array.from({ length: m }, (_, i) => i);
    best.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0));
    best.length = keep;
  } else
    for (let i = 0; i < m; i++) {
      if (best.length === keep && !better(i, best[keep - 1]!)) continue;
      let j = best.length === keep ? keep - 1 : best.length;
      while (j > 0 && better(i, best[j - 1]!)) j--;
      best.splice(j, 0, i);
      if (best.length > keep) best.pop();
    }
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < m; i++) if (ll[i]! > max) max = ll[i]!;
  let z = 0;
  for (let i = 0; i < m; i++) z += Math.exp(ll[i]! - max);
  const ranking = best.map((i) => {
    const g = cand[i]!;
    return {
      label: `24T${table.t[g]}`,
      t: table.t[g]!,
      order: table.order[g]!,
      inA24: table.inA24[g] === 1,
      logLikelihood: round(ll[i]!, 6),
      posterior: round(Math.exp(ll[i]! - max) / z, 6),
    };
  });
  return { candidates: m, ranking };
}
