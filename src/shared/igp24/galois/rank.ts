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
 * Speed: a ranking keeps its state across the blocks of an adaptive sampling (GroupRanker): the
 * groups with every type seen so far are narrowed once per new type, with one bit-set test each, and
 * never scanned again; a likelihood term is one lookup in the type's table over all groups
 * (GaloisTable.logFreqOfType), added type by type in ascending order, so each sum is the same float,
 * bit for bit, as a sum over the sorted observed types.
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

/** Candidates from which the dense per-type tables pay for themselves (measured on LMFDB). */
const DENSE_FROM = 64;

/** Scratch buffers shared by every ranking in this thread (grown, never shrunk). */
let candBuf = new Int32Array(1024);
let llBuf = new Float64Array(1024);
function scratch(m: number): void {
  if (candBuf.length >= m) return;
  candBuf = new Int32Array(m);
  llBuf = new Float64Array(m);
}

/**
 * The ranking of one polynomial as its sample grows: the observed types only ever gain members, so
 * the groups holding all of them only ever lose some, and each `rank` call narrows the list kept
 * from the last one by the types that are new since.
 */
export class GroupRanker {
  private readonly table: GaloisTable;
  private readonly discIsSquare: boolean;
  private readonly r: number;
  /** Groups of the right parity with every applied type, ascending; null before the first rank. */
  private base: Int32Array | null = null;
  private baseLength = 0;
  private readonly applied = new Set<number>();

  constructor(table: GaloisTable, r: number, discIsSquare: boolean) {
    this.table = table;
    this.r = r;
    this.discIsSquare = discIsSquare;
  }

  /** Narrows `base` to the groups with every required type. */
  private narrow(required: number[]): void {
    const table = this.table;
    const fresh = required.filter((t) => !this.applied.has(t));
    if (fresh.length === 0 && this.base !== null) return;
    for (const t of fresh) this.applied.add(t);
    let k = 0;
    if (this.base === null) {
      // Start from the rarest required type: its group list is the shortest.
      fresh.sort((a, b) => table.groupsWithType[a]!.length - table.groupsWithType[b]!.length || a - b);
      const pool = table.groupsWithType[fresh[0]!]!;
      const wantA = this.discIsSquare ? 1 : 0;
      const base = new Int32Array(pool.length);
      let m = 0;
      for (let i = 0; i < pool.length; i++) if (table.inA24[pool[i]!] === wantA) base[m++] = pool[i]!;
      this.base = base;
      this.baseLength = m;
      k = 1;
    }
    const base = this.base;
    let m = this.baseLength;
    for (; k < fresh.length && m > 0; k++) {
      const bits = table.typeBits(fresh[k]!);
      let w = 0;
      for (let i = 0; i < m; i++) {
        const g = base[i]!;
        if ((bits[g >>> 5]! >>> (g & 31)) & 1) base[w++] = g;
      }
      m = w;
    }
    this.baseLength = m;
  }

  rank(counts: ReadonlyMap<number, number>, quadratic: QuadraticBound | undefined, top = 10): Ranking {
    return this.rankUnlessClose(counts, quadratic, top, null)!;
  }

  /**
   * As `rank`, or null when the first group's printed log-likelihood leads the second's by less
   * than `margin` (compared as integers of millionths, as adaptive.ts decides): such a ranking
   * cannot stop an adaptive sampling, and skipping its posteriors (one exp per candidate) is most of
   * the cost of a decision that goes on sampling.
   */
  rankUnlessClose(
    counts: ReadonlyMap<number, number>,
    quadratic: QuadraticBound | undefined,
    top: number,
    margin: number | null,
  ): Ranking | null {
    const table = this.table;
    const observed = [...counts.entries()].sort((a, b) => a[0] - b[0]);
    let goodPrimes = 0;
    for (const [, n] of observed) goodPrimes += n;
    this.narrow([...observed.map(([type]) => type), conjugationType(this.r)]);
    const base = this.base!;
    const q = quadratic;
    const exact = q?.exact === true;
    const polyRank = q ? Math.log2(q.bound + 1) : 0;
    const discFails = q?.discMayBeSubfield === false;
    scratch(this.baseLength);
    const cand = candBuf;
    const ll = llBuf;
    let m = 0;
    for (let i = 0; i < this.baseLength; i++) {
      const g = base[i]!;
      if (exact && (table.quadraticRank[g]! > polyRank || (discFails && table.discSubfield[g] === 1)))
        continue;
      cand[m] = g;
      ll[m++] = 0;
    }
    // Every observed type is held by every candidate (narrowed above). Many candidates: one lookup
    // per term in the type's dense table. Few (typically many types, as for S24): a search in each
    // group's sorted types, which builds no table. Either way terms are added in ascending type order.
    if (m >= DENSE_FROM)
      for (const [type, n] of observed) {
        const lf = table.logFreqOfType(type);
        for (let i = 0; i < m; i++) ll[i] = ll[i]! + n * lf[cand[i]!]!;
      }
    else
      for (let i = 0; i < m; i++) {
        const g = cand[i]!;
        const { entryType, entryCount, lnCount } = table;
        const lnOrder = table.lnOrder[g]!;
        let pos = table.entryStart[g]!;
        const last = table.entryStart[g + 1]! - 1;
        for (const [type, n] of observed) {
          // Both lists ascending: a binary search that starts after the previous type's place.
          let hi = last;
          while (pos < hi) {
            const mid = (pos + hi) >>> 1;
            if (entryType[mid]! < type) pos = mid + 1;
            else hi = mid;
          }
          ll[i] = ll[i]! + n * (lnCount[entryCount[pos]!]! - lnOrder);
        }
      }
    if (q) {
      const penalty = goodPrimes * LN_FALSE_PASS;
      for (let i = 0; i < m; i++) {
        const g = cand[i]!;
        let sum = ll[i]!;
        const gRank = table.quadraticRank[g]!;
        if (gRank < polyRank) sum += (polyRank - gRank) * penalty;
        else if (!exact && gRank > polyRank) sum += (gRank - polyRank) * penalty;
        const gDisc = table.discSubfield[g] === 1;
        if (q.discMayBeSubfield === true && !gDisc) sum += penalty;
        else if (!exact && discFails && gDisc) sum += penalty;
        ll[i] = sum;
      }
    }
    return ordered(table, cand, ll, m, top, margin);
  }
}

export function rankGroups(table: GaloisTable, input: RankInput, top = 10): Ranking {
  return new GroupRanker(table, input.r, input.discIsSquare).rank(input.counts, input.quadratic, top);
}

const MICRO = 1e6;

/** The best `top` of the m candidates, with posteriors under a uniform prior; null when the second
 * is within `margin` of the first (see rankUnlessClose). */
function ordered(
  table: GaloisTable,
  cand: Int32Array,
  ll: Float64Array,
  m: number,
  top: number,
  margin: number | null,
): Ranking | null {
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
      // Clearly below the last kept one: `better` could only say no (the common case, no call).
      if (best.length === keep && (keep === 0 || ll[i]! < ll[best[keep - 1]!]! - TIE)) continue;
      if (best.length === keep && !better(i, best[keep - 1]!)) continue;
      let j = best.length === keep ? keep - 1 : best.length;
      while (j > 0 && better(i, best[j - 1]!)) j--;
      best.splice(j, 0, i);
      if (best.length > keep) best.pop();
    }
  if (margin !== null && best.length >= 2) {
    const lead = Math.round(round(ll[best[0]!]!, 6) * MICRO) - Math.round(round(ll[best[1]!]!, 6) * MICRO);
    if (lead < Math.round(margin * MICRO)) return null;
  }
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < m; i++) if (ll[i]! > max) max = ll[i]!;
  let z = 0;
  for (let i = 0; i < m; i++) {
    // exp of anything below −746 is 0 exactly: skipping it leaves z unchanged.
    const d = ll[i]! - max;
    if (d > -746) z += Math.exp(d);
  }
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
