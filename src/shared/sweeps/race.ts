/**
 * The race of a sweep (docs/sweeps.md), as a pure function of what has been run: which variants
 * are still racing, which were dropped in which round and at what p, whether a winner stands at
 * the target confidence, and what the next round runs.
 *
 * - Round k runs the variants still racing on the problems [start_k, end_k) of the sweep's
 *   problem order, end_k = min(pool, firstSlice · 1.5^k): every round adds half of what the
 *   racing variants have seen. So the schedule has at most `maxRounds` rounds, known before the first.
 * - After each round the leader (highest accuracy over every scored answer so far) is compared
 *   with each other racing variant on the answers they share (same run, model, problem, repeat)
 *   by McNemar's exact test, one-sided (is the leader better?); Holm's correction over those comparisons at α_k = (1 − confidence)
 *   / maxRounds (a Bonferroni split over the looks). A variant the test puts behind the leader is
 *   dropped. The one variant left is the winner: every other was behind it at the target
 *   confidence, corrected for every comparison and every round.
 * - Credits: a round costs its variants × problems × cells per problem × the credit rate. A round
 *   the remaining budget cannot pay in full is cut to the problems it can pay for, and is the last.
 */
import { wilson } from '../wilson';
import { holm, mcnemarOneSided } from './stats';

export interface RaceSettings {
  variants: number;
  /** Problems in the sweep's order (the pool). */
  pool: number;
  /** Problems of the first round. */
  firstSlice: number;
  /** Cells each problem costs per variant: models × repeat. */
  cellsPerProblem: number;
  /** Credits per cell (the models list's `meta.creditRate`). */
  creditRate: number;
  budgetCredits: number;
  /** Target confidence, e.g. 0.95. */
  confidence: number;
}

/** One answer of one variant: `key` pairs it with the other variants' answers to the same cell. */
export interface RaceCell {
  variant: number;
  key: string;
  /** null: not scored (no parsable answer, or the cell failed). */
  correct: boolean | null;
}

export interface RaceRound {
  variants: number[];
  start: number;
  end: number;
  /** Absent while the round's run has not ended. */
  cells?: readonly RaceCell[];
}

export interface PairedDifference {
  /** Answers both scored; b: only the leader right; c: only this variant right. */
  pairs: number;
  b: number;
  c: number;
  /** (c − b) / pairs: this variant's accuracy minus the leader's on the shared answers. */
  difference: number;
  /** McNemar's exact one-sided p that the leader is better, before correction. */
  p: number;
}

export interface Standing {
  variant: number;
  correct: number;
  scored: number;
  accuracy: number | null;
  interval: { low: number; high: number };
  status: 'racing' | 'dropped' | 'winner';
  /** The round (from 0) after which it was dropped, and its Holm-adjusted p then. */
  droppedAfter: number | null;
  droppedP: number | null;
  /** Against the current leader (the winner once there is one); null for the leader. */
  vsLeader: PairedDifference | null;
}

export interface NextRound {
  round: number;
  variants: number[];
  start: number;
  end: number;
  cells: number;
  credits: number;
}

export type RaceEnd = 'winner' | 'budget' | 'problems';

export interface RaceState {
  standings: Standing[];
  leader: number | null;
  winner: number | null;
  maxRounds: number;
  /** α of one round's comparisons: (1 − confidence) / maxRounds. */
  roundAlpha: number;
  spentCredits: number;
  /** What the next round runs; null when the race has ended or a round is still running. */
  next: NextRound | null;
  end: RaceEnd | null;
  /** Accuracy of every variant racing after each ended round (null once dropped), for the chart. */
  history: Array<{ round: number; accuracy: Array<number | null> }>;
}

/**
 * How much each round grows what the racing variants have seen. 1.5 rather than 2: a final round
 * between two close variants overshoots what they needed by at most half, for a few more looks.
 */
export const GROWTH = 1.5;

/** A variant's name by position: A, B, C… (at most 16 variants race), in the core, the app and the command line. */
export function variantLetter(position: number): string {
  return String.fromCharCode(65 + position);
}

/** Rounds of the schedule until the pool is used up. */
export function maxRounds(pool: number, firstSlice: number): number {
  if (pool <= 0) return 0;
  let rounds = 1;
  while (scheduledEnd(rounds - 1, { pool, firstSlice }) < pool) rounds++;
  return rounds;
}

/** The end of round k's problems before any budget cut: firstSlice · GROWTH^k, at least one more each round. */
export function scheduledEnd(round: number, s: Pick<RaceSettings, 'pool' | 'firstSlice'>): number {
  let end = Math.max(1, Math.min(s.firstSlice, s.pool));
  for (let k = 0; k < round && end < s.pool; k++)
    end = Math.min(s.pool, Math.max(end + 1, Math.round(end * GROWTH)));
  return end;
}

/** Credits of one round, rounded to cents of a credit as the run price is (playgroundCost.ts). */
export function roundCredits(variants: number, problems: number, s: RaceSettings): number {
  return Math.round(variants * problems * s.cellsPerProblem * s.creditRate * 100) / 100;
}

interface Tally {
  correct: number;
  scored: number;
}

function paired(a: Map<string, boolean | null>, b: Map<string, boolean | null>) {
  let pairs = 0;
  let onlyA = 0;
  let onlyB = 0;
  for (const [key, x] of a) {
    const y = b.get(key);
    if (x === null || y === null || y === undefined) continue;
    pairs++;
    if (x && !y) onlyA++;
    else if (y && !x) onlyB++;
  }
  return { pairs, onlyA, onlyB };
}

function difference(
  leader: Map<string, boolean | null>,
  other: Map<string, boolean | null>,
): PairedDifference {
  const { pairs, onlyA, onlyB } = paired(leader, other);
  return {
    pairs,
    b: onlyA,
    c: onlyB,
    difference: pairs === 0 ? 0 : (onlyB - onlyA) / pairs,
    p: mcnemarOneSided(onlyA, onlyB),
  };
}

/** Highest accuracy; ties go to more scored answers, then to the earlier variant. */
function leaderOf(racing: readonly number[], tallies: readonly Tally[]): number | null {
  let best: number | null = null;
  let bestAcc = -1;
  for (const v of racing) {
    const t = tallies[v]!;
    const acc = t.scored === 0 ? -1 : t.correct / t.scored;
    if (best === null || acc > bestAcc || (acc === bestAcc && t.scored > tallies[best]!.scored)) {
      best = v;
      bestAcc = acc;
    }
  }
  return best;
}

export function race(settings: RaceSettings, rounds: readonly RaceRound[]): RaceState {
  const V = settings.variants;
  const total = maxRounds(settings.pool, settings.firstSlice);
  const alpha = total === 0 ? 0 : (1 - settings.confidence) / total;
  const answers = Array.from({ length: V }, () => new Map<string, boolean | null>());
  const tallies: Tally[] = Array.from({ length: V }, () => ({ correct: 0, scored: 0 }));
  const dropped = new Map<number, { after: number; p: number }>();
  let racing = Array.from({ length: V }, (_, i) => i);
  let spent = 0;
  let ended = 0;
  let lastEnd = 0;
  let cut = false;
  const history: RaceState['history'] = [];

  for (const [k, round] of rounds.entries()) {
    spent += roundCredits(round.variants.length, round.end - round.start, settings);
    lastEnd = round.end;
    cut = round.end < scheduledEnd(k, settings);
    if (!round.cells) break;
    ended = k + 1;
    for (const cell of round.cells) {
      answers[cell.variant]!.set(cell.key, cell.correct);
      if (cell.correct === null) continue;
      tallies[cell.variant]!.scored++;
      if (cell.correct) tallies[cell.variant]!.correct++;
    }
    const leader = leaderOf(racing, tallies);
    if (leader !== null && racing.length > 1) {
      const others = racing.filter((v) => v !== leader);
      const tests = others.map((v) => difference(answers[leader]!, answers[v]!));
      const adjusted = holm(tests.map((t) => t.p));
      others.forEach((v, i) => {
        // Dropped only when behind: a significant difference in the variant's favour cannot
        // happen against the leader by accuracy on the same answers, but the sign is checked anyway.
        if (adjusted[i]! <= alpha && tests[i]!.difference < 0) dropped.set(v, { after: k, p: adjusted[i]! });
      });
      racing = racing.filter((v) => !dropped.has(v));
    }
    history.push({
      round: k,
      accuracy: tallies.map((t, v) =>
        round.variants.includes(v) && t.scored > 0 ? t.correct / t.scored : null,
      ),
    });
  }

  const allEnded = ended === rounds.length;
  const winner = allEnded && ended > 0 && racing.length === 1 ? racing[0]! : null;
  const leader = winner ?? leaderOf(racing, tallies);
  let end: RaceEnd | null = null;
  let next: NextRound | null = null;
  if (winner !== null) end = 'winner';
  else if (allEnded) {
    if (cut) end = 'budget';
    else if (rounds.length > 0 && lastEnd >= settings.pool) end = 'problems';
    else {
      const k = rounds.length;
      const start = lastEnd;
      const scheduled = scheduledEnd(k, settings);
      const perProblem = racing.length * settings.cellsPerProblem * settings.creditRate;
      const left = settings.budgetCredits - spent;
      // A small tolerance: credits are counted in cents of a credit.
      const affordable = perProblem <= 0 ? scheduled - start : Math.floor((left + 1e-9) / perProblem);
      const end_ = Math.min(scheduled, start + affordable);
      if (end_ <= start) end = 'budget';
      else {
        const cells = racing.length * (end_ - start) * settings.cellsPerProblem;
        next = {
          round: k,
          variants: racing,
          start,
          end: end_,
          cells,
          credits: roundCredits(racing.length, end_ - start, settings),
        };
      }
    }
  }

  const standings: Standing[] = tallies.map((t, v) => {
    const d = dropped.get(v);
    return {
      variant: v,
      correct: t.correct,
      scored: t.scored,
      accuracy: t.scored === 0 ? null : t.correct / t.scored,
      interval: wilson(t.correct, t.scored),
      status: v === winner ? 'winner' : d ? 'dropped' : 'racing',
      droppedAfter: d?.after ?? null,
      droppedP: d?.p ?? null,
      vsLeader: leader === null || v === leader ? null : difference(answers[leader]!, answers[v]!),
    };
  });
  return {
    standings,
    leader,
    winner,
    maxRounds: total,
    roundAlpha: alpha,
    spentCredits: Math.round(spent * 100) / 100,
    next,
    end,
    history,
  };
}
