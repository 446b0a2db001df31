/**
 * "Would it score?": the ranking of a polynomial against the label-progress data the Explorer
 * caches (spec 2.6 label records). For each of the most likely groups: whether the pair (label, r)
 * is still remaining, how many teams have it and the current minimum |disc|; and the probability
 * (posterior mass) that the polynomial gives a new pair — the sort key of "lines likely to give a
 * new pair". Structural types only, so the renderer can use it (no zod).
 */
import type { RankedGroup } from './rank';

export interface PairProgressLike {
  r: number;
  teamCount: number;
  minimumDiscAbs: string | null;
  discovered: boolean;
}

export interface LabelProgressLike {
  t: number;
  signatures: readonly PairProgressLike[];
}

export type PairStatus = 'remaining' | 'found' | 'unknown';

export interface PairOutlook {
  label: string;
  t: number;
  r: number;
  posterior: number;
  /** 'unknown' when the label's progress is not cached. */
  status: PairStatus;
  teams: number | null;
  minimumDiscAbs: string | null;
  /** e.g. "most likely (24T1234, r = 4), still unfound" or "(24T25000, r = 2): found by 9 teams". */
  words: string;
}

export interface ScoreOutlook {
  pairs: PairOutlook[];
  /** Posterior mass of the listed groups whose pair is still remaining (0..1). */
  newPairChance: number;
  /** Posterior mass whose pair status is not known (progress not cached). */
  unknownChance: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function scoreOutlook(
  ranking: readonly Pick<RankedGroup, 'label' | 't' | 'posterior'>[],
  r: number,
  progress: (t: number) => LabelProgressLike | undefined,
  top = 3,
): ScoreOutlook {
  let newPairChance = 0;
  let unknownChance = 0;
  const pairs = ranking.slice(0, top).map((g, i): PairOutlook => {
    const sig = progress(g.t)?.signatures.find((s) => s.r === r);
    const status: PairStatus =
      progress(g.t) === undefined ? 'unknown' : sig?.discovered ? 'found' : 'remaining';
    if (status === 'remaining') newPairChance += g.posterior;
    if (status === 'unknown') unknownChance += g.posterior;
    const pair = `(${g.label}, r = ${r})`;
    const lead = i === 0 ? `most likely ${pair}` : pair;
    const words =
      status === 'unknown'
        ? `${lead}: label progress not loaded`
        : status === 'remaining'
          ? `${lead}, still unfound`
          : `${lead}: found by ${plural(sig!.teamCount, 'team', 'teams')}` +
            (sig!.minimumDiscAbs ? `, minimum |disc| ${sig!.minimumDiscAbs}` : '');
    return {
      label: g.label,
      t: g.t,
      r,
      posterior: g.posterior,
      status,
      teams: status === 'unknown' ? null : (sig?.teamCount ?? 0),
      minimumDiscAbs: sig?.minimumDiscAbs ?? null,
      words,
    };
  });
  return { pairs, newPairChance, unknownChance };
}
