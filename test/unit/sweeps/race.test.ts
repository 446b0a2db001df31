/**
 * The race as a pure function: its doubling schedule, drops only at the corrected level, a winner
 * only when every other variant is behind it, budget cuts, and, over seeded races of alike
 * variants, wrong winners no more often than the target confidence allows. The planner's worst
 * case is what a race in which nothing drops spends.
 */
import { describe, expect, it } from 'vitest';
import { rngFor, uniform } from '../../../src/shared/rng';
import { sweepCost } from '../../../src/shared/sweeps/plan';
import {
  maxRounds,
  type RaceCell,
  type RaceRound,
  type RaceSettings,
  race,
  scheduledEnd,
} from '../../../src/shared/sweeps/race';
import { expandSlots, slotNames } from '../../../src/shared/sweeps/slots';

const base: RaceSettings = {
  variants: 3,
  pool: 400,
  firstSlice: 20,
  cellsPerProblem: 1,
  creditRate: 0.05,
  budgetCredits: 1000,
  confidence: 0.95,
};

/**
 * Answers of `accuracy.length` variants to the problems of a round: with probability `shared` a
 * cell's answers come from one draw (as the sandbox's do), otherwise each variant draws its own.
 */
function answers(
  round: Omit<RaceRound, 'cells'>,
  accuracy: number[],
  seed: number,
  shared = 0.5,
): RaceCell[] {
  const cells: RaceCell[] = [];
  for (let p = round.start; p < round.end; p++) {
    const r = rngFor(seed, p);
    const common = uniform(r);
    const together = uniform(r) < shared;
    const own = accuracy.map(() => uniform(r));
    for (const v of round.variants)
      cells.push({ variant: v, key: `m|${p}|0`, correct: (together ? common : own[v]!) < accuracy[v]! });
  }
  return cells;
}

/** Runs a race to its end with simulated answers. */
function simulate(s: RaceSettings, accuracy: number[], seed: number, shared = 0.5) {
  const rounds: RaceRound[] = [];
  for (;;) {
    const state = race(s, rounds);
    if (!state.next) return { state, rounds };
    const { variants, start, end } = state.next;
    rounds.push({ variants, start, end, cells: answers({ variants, start, end }, accuracy, seed, shared) });
  }
}

describe('the schedule', () => {
  it('grows the problems seen by half each round until the pool is used', () => {
    expect(maxRounds(400, 20)).toBe(9);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((k) => scheduledEnd(k, base))).toEqual([
      20, 30, 45, 68, 102, 153, 230, 345, 400,
    ]);
    // At least one more problem each round: 1, 2, 3, 5.
    expect(scheduledEnd(3, { pool: 400, firstSlice: 1 })).toBe(5);
    expect(maxRounds(20, 20)).toBe(1);
    expect(maxRounds(0, 20)).toBe(0);
  });

  it('starts with every variant on the first slice', () => {
    const state = race(base, []);
    expect(state.next).toEqual({ round: 0, variants: [0, 1, 2], start: 0, end: 20, cells: 60, credits: 3 });
    expect(state.end).toBeNull();
  });

  it('waits while a round has no answers yet', () => {
    const state = race(base, [{ variants: [0, 1, 2], start: 0, end: 20 }]);
    expect(state.next).toBeNull();
    expect(state.end).toBeNull();
    expect(state.spentCredits).toBe(3);
  });
});

describe('drops and the winner', () => {
  it('drops a variant far behind at the corrected level, and names the winner once it stands alone', () => {
    const { state, rounds } = simulate(base, [0.4, 0.8, 0.6], 1, 1);
    expect(state.end).toBe('winner');
    expect(state.winner).toBe(1);
    for (const v of [0, 2]) {
      expect(state.standings[v]!.status).toBe('dropped');
      expect(state.standings[v]!.droppedP!).toBeLessThanOrEqual(state.roundAlpha);
    }
    // The far worse variant goes first, and runs no round after the one it was dropped in.
    expect(state.standings[0]!.droppedAfter!).toBeLessThanOrEqual(state.standings[2]!.droppedAfter!);
    const after = state.standings[0]!.droppedAfter!;
    expect(rounds.slice(after + 1).every((r) => !r.variants.includes(0))).toBe(true);
    expect(state.roundAlpha).toBeCloseTo(0.05 / 9, 12);
  });

  it('keeps alike variants racing to the end of the problems, with no winner', () => {
    const { state } = simulate(base, [0.6, 0.6, 0.6], 3, 1);
    expect(state.end).toBe('problems');
    expect(state.winner).toBeNull();
    expect(state.standings.every((s) => s.status === 'racing')).toBe(true);
  });

  it('declares a wrong winner among alike variants less often than 1 − confidence (300 seeded races)', () => {
    const s = { ...base, variants: 4, pool: 160, firstSlice: 10 };
    let winners = 0;
    for (let seed = 0; seed < 300; seed++)
      if (simulate(s, [0.6, 0.6, 0.6, 0.6], seed, 0).state.winner !== null) winners++;
    expect(winners / 300).toBeLessThanOrEqual(0.05);
  });
});

describe('the budget', () => {
  it('cuts the round it cannot pay in full, and ends after it', () => {
    // 68 problems × 3 variants × 0.05 = 10.2 credits; 13 leave 2.8: 18 problems of the next 34.
    const s = { ...base, budgetCredits: 13 };
    const { state, rounds } = simulate(s, [0.6, 0.6, 0.6], 5, 1);
    expect(rounds.map((r) => r.end - r.start)).toEqual([20, 10, 15, 23, 18]);
    expect(state.end).toBe('budget');
    expect(state.spentCredits).toBeCloseTo(12.9, 9);
    expect(state.spentCredits).toBeLessThanOrEqual(13);
  });

  it('is what the planner says in the worst case when nothing drops', () => {
    for (const budget of [5, 13, 40, 1000]) {
      const s = { ...base, budgetCredits: budget };
      const { state, rounds } = simulate(s, [0.6, 0.6, 0.6], 9, 1);
      const cost = sweepCost(s);
      expect(state.spentCredits).toBeCloseTo(cost.worst.credits, 9);
      expect(rounds.length).toBe(cost.worst.rounds);
      expect(cost.expected.credits).toBeLessThanOrEqual(cost.worst.credits);
    }
  });

  it('refuses a first round the budget cannot pay', () => {
    expect(sweepCost({ ...base, budgetCredits: 2 }).firstRound).toEqual({
      cells: 60,
      credits: 3,
      affordable: false,
    });
    expect(sweepCost({ ...base, budgetCredits: 3 }).firstRound.affordable).toBe(true);
  });
});

describe('slots', () => {
  it('expands every combination, the first slot slowest, named by the choices', () => {
    const template = 'Intro. {{proof}} Body. {{ examples }}';
    expect(slotNames(template)).toEqual(['proof', 'examples']);
    const variants = expandSlots(template, {
      proof: ['', { label: 'sketch', text: 'Proof sketch.' }],
      examples: ['Ex 1.', 'Ex 2.'],
    });
    expect(variants.map((v) => v.label)).toEqual([
      'proof: off, examples: #1',
      'proof: off, examples: #2',
      'proof: sketch, examples: #1',
      'proof: sketch, examples: #2',
    ]);
    expect(variants[2]!.text).toBe('Intro. Proof sketch. Body. Ex 1.');
  });

  it('leaves the platform’s placeholders {{equation1}} and {{equation2}} as written', () => {
    expect(slotNames('{{equation1}} {{a}} {{ equation2 }}')).toEqual(['a']);
    expect(
      expandSlots('Does {{equation1}} imply {{ equation2 }}? {{a}}', { a: ['', 'Hint.'] }).map((v) => v.text),
    ).toEqual([
      'Does {{equation1}} imply {{ equation2 }}? ',
      'Does {{equation1}} imply {{ equation2 }}? Hint.',
    ]);
  });

  it('says in words what does not fit', () => {
    expect(() => expandSlots('{{a}}', {})).toThrow(/marks \{\{a\}\} but gives it no alternatives/);
    expect(() => expandSlots('text', { a: ['x'] })).toThrow(/no \{\{a\}\} in the template/);
    expect(() =>
      expandSlots('{{a}}{{b}}', { a: ['1', '2', '3', '4', '5'], b: ['1', '2', '3', '4'] }),
    ).toThrow(/make 20 variants; at most 16/);
  });
});
