/**
 * What a sweep will cost before it starts (docs/sweeps.md, "The plan"): the worst case, every
 * variant racing every round until the problems or the budget end (the full grid, cut at the
 * budget), and the expected case under a stated assumption: one variant `lead` points more accurate
 * than the others, which are alike, with answers that agree as the sandbox's do at `shared` (the
 * share of cells where both variants' answers come from one draw). The expected case is worked out
 * from the expected discordant counts round by round, not simulated: no random numbers, same answer
 * everywhere, and cheap enough to recompute at every keystroke of the form.
 */
import { maxRounds, type RaceSettings, roundCredits, scheduledEnd } from './race';
import { holm, mcnemarOneSided } from './stats';

export interface CaseCost {
  rounds: number;
  /** Problems the last round reaches. */
  problems: number;
  cells: number;
  credits: number;
}

export interface SweepCost {
  maxRounds: number;
  worst: CaseCost;
  expected: CaseCost & { assumption: string };
  /** The first round alone (every variant on the first slice), and whether the budget pays it. */
  firstRound: { cells: number; credits: number; affordable: boolean };
  /** Running every variant on every problem of the pool, without racing. */
  fullGrid: { cells: number; credits: number };
}

export interface Assumption {
  /** Accuracy of the variants that are alike. */
  base: number;
  /** How far the best is ahead of them. */
  lead: number;
  /** The share of cells whose answers are drawn together (0: independent answers). */
  shared: number;
}

export const DEFAULT_ASSUMPTION: Assumption = { base: 0.6, lead: 0.05, shared: 0.5 };

/** Walks the schedule: `racing(k)` variants race round k; stops when the budget cannot pay a problem. */
function walk(s: RaceSettings, racing: (round: number) => number | null): CaseCost {
  let spent = 0;
  let cells = 0;
  let start = 0;
  let rounds = 0;
  for (let k = 0; k < maxRounds(s.pool, s.firstSlice); k++) {
    const v = racing(k);
    if (v === null) break;
    const perProblem = v * s.cellsPerProblem * s.creditRate;
    const scheduled = scheduledEnd(k, s);
    const affordable =
      perProblem <= 0 ? scheduled - start : Math.floor((s.budgetCredits - spent + 1e-9) / perProblem);
    const end = Math.min(scheduled, start + affordable);
    if (end <= start) break;
    spent += roundCredits(v, end - start, s);
    cells += v * (end - start) * s.cellsPerProblem;
    rounds++;
    start = end;
    if (end < scheduled) break;
  }
  return { rounds, problems: start, cells, credits: Math.round(spent * 100) / 100 };
}

export function sweepCost(s: RaceSettings, a: Assumption = DEFAULT_ASSUMPTION): SweepCost {
  const rounds = maxRounds(s.pool, s.firstSlice);
  const alpha = rounds === 0 ? 0 : (1 - s.confidence) / rounds;
  const pBest = Math.min(1, a.base + a.lead);
  const pOther = a.base;
  // Per shared cell: only the best right (b) and only the other right (c).
  const qb = a.shared * (pBest - pOther) + (1 - a.shared) * pBest * (1 - pOther);
  const qc = (1 - a.shared) * pOther * (1 - pBest);
  // The round after which the best would stand alone: every other (alike) is dropped at once.
  let decidedAfter: number | null = null;
  for (let k = 0; k < rounds && s.variants > 1; k++) {
    const n = scheduledEnd(k, s) * s.cellsPerProblem;
    const p = mcnemarOneSided(Math.round(qb * n), Math.round(qc * n));
    const adjusted = holm(new Array<number>(s.variants - 1).fill(p));
    if (adjusted[0]! <= alpha) {
      decidedAfter = k;
      break;
    }
  }
  const worst = walk(s, () => s.variants);
  const expectedWalk =
    s.variants <= 1
      ? walk(s, (k) => (k === 0 ? s.variants : null))
      : walk(s, (k) => (decidedAfter === null || k <= decidedAfter ? s.variants : null));
  const first = Math.min(s.pool, Math.max(1, s.firstSlice));
  const firstCredits = roundCredits(s.variants, first, s);
  return {
    maxRounds: rounds,
    worst,
    expected: {
      ...expectedWalk,
      assumption: `one variant ${Math.round(a.lead * 100)} points ahead of the others (${Math.round(a.base * 100)} %), which are alike`,
    },
    firstRound: {
      cells: s.variants * first * s.cellsPerProblem,
      credits: firstCredits,
      affordable: firstCredits <= s.budgetCredits + 1e-9,
    },
    fullGrid: {
      cells: s.variants * s.pool * s.cellsPerProblem,
      credits: roundCredits(s.variants, s.pool, s),
    },
  };
}
