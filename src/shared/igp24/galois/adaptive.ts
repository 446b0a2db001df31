/**
 * Adaptive sampling of good primes for the likely-group ranking. Most polynomials are decided long
 * before 300 primes (one candidate, or a winner far ahead), so the Frobenius types are taken in
 * blocks and the sampling stops as soon as the ranking is decided:
 *
 *   after `floor` good primes, and then after every further `block`, stop when the first group's
 *   posterior is at least 1 − ε and its log-likelihood leads the second's by at least `margin`
 *   (or it is the only candidate); never beyond the ceiling (`--primes N`).
 *
 * The decision reads only the rounded numbers that are printed (6 decimals, rank.ts), compared as
 * integers of millionths, so the same input stops at the same prime on every machine. The primes are
 * always the first n good ones, so the result equals a fixed-n ranking at the n where it stopped.
 */
import type { Poly } from '../arith/poly';
import { type FrobeniusSample, FrobeniusSampler } from './frobenius';
import { type QuadraticPrep, quadraticBoundFrom, quadraticPrep } from './quadratic';
import { GroupRanker, type RankedGroup, type Ranking } from './rank';
import type { GaloisTable } from './table';

export interface StopRule {
  /** Good primes before the first decision. */
  floor: number;
  /** Good primes added between decisions. */
  block: number;
  /** The first group's posterior must be at least 1 − epsilon. */
  epsilon: number;
  /** Its log-likelihood must lead the second's by at least this much. */
  margin: number;
}

/** Chosen on the LMFDB and fresh polynomials (docs/igp24.md; the measurements: "Adaptive sampling" of
 * docs/igp24-galois.md, in the git history). */
export const STOP_RULE: StopRule = { floor: 100, block: 50, epsilon: 1e-2, margin: 5 };

const MICRO = 1e6;

/** Whether a ranking (best first, rounded numbers) is decided under `rule`. */
export function decided(ranking: readonly RankedGroup[], rule: StopRule): boolean {
  const first = ranking[0];
  if (first === undefined) return true; // no candidate: more primes cannot add one
  if (Math.round(first.posterior * MICRO) < Math.round((1 - rule.epsilon) * MICRO)) return false;
  const second = ranking[1];
  if (second === undefined) return true;
  const lead = Math.round(first.logLikelihood * MICRO) - Math.round(second.logLikelihood * MICRO);
  return lead >= Math.round(rule.margin * MICRO);
}

export interface PolynomialFacts {
  /** disc f itself: the good primes are read from it (frobenius.ts). */
  disc: bigint;
  r: number;
  discIsSquare: boolean;
}

export interface AdaptiveRanking extends Ranking {
  sample: FrobeniusSample;
}

/**
 * The ranking with adaptive sampling, from a source of the first n good primes' types (`take(n)`
 * returns at most n: fewer when the primes run out). At least 2 groups are ranked for the decision.
 */
export function rankWithSource(
  table: GaloisTable,
  facts: PolynomialFacts,
  take: (n: number) => FrobeniusSample,
  ceiling: number,
  top: number,
  rule: StopRule = STOP_RULE,
  prep: QuadraticPrep = quadraticPrep(facts.disc),
): AdaptiveRanking {
  let n = Math.min(rule.floor, ceiling);
  // One ranker for all blocks: the candidates left after one block are narrowed, not found again.
  const ranker = new GroupRanker(table, facts.r, facts.discIsSquare);
  for (;;) {
    const sample = take(n);
    const last = n >= ceiling || sample.primes.length < n;
    // Before the last block a close second means "sample on" whatever the posteriors are, so those
    // are not computed then (null).
    const res = ranker.rankUnlessClose(
      sample.counts,
      quadraticBoundFrom(prep, sample),
      Math.max(top, 2),
      last ? null : rule.margin,
    );
    if (res !== null && (last || decided(res.ranking, rule)))
      return { candidates: res.candidates, ranking: res.ranking.slice(0, top), sample };
    n = Math.min(n + rule.block, ceiling);
  }
}

/** The ranking of f with adaptive sampling up to `ceiling` good primes. */
export function rankAdaptive(
  table: GaloisTable,
  f: Poly,
  facts: PolynomialFacts,
  ceiling: number,
  top: number,
  rule: StopRule = STOP_RULE,
): AdaptiveRanking {
  const sampler = new FrobeniusSampler(f, facts.disc);
  return rankWithSource(
    table,
    facts,
    (n) => {
      sampler.extend(n);
      return sampler.sample();
    },
    ceiling,
    top,
    rule,
  );
}
