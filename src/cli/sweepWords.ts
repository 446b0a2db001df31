/**
 * How `runs sweep` speaks (docs/sweeps.md): the plan before anything is spent, one line per round
 * once it has ended, and the end in words (the winner with its accuracy and interval, or why
 * there is none, and the credits spent of the budget). Plain text for people; `roundRecord` is
 * the same round as data for `--json`.
 */
import type { SweepPlanView, SweepView } from '../shared/contracts/sweeps';
import { creditsText } from '../shared/playgroundCost';
import { variantLetter } from '../shared/sweeps/race';

export const letter = variantLetter;

const percent = (x: number | null): string => (x === null ? '–' : `${(x * 100).toFixed(1)} %`);

/** A confidence as it was asked for: 95 %, 99.9 %. */
const level = (x: number): string => `${Number((x * 100).toFixed(1))} %`;

/** A p-value as people read it: two significant digits, small ones in exponent form. */
export function pText(p: number): string {
  if (p === 0) return '0';
  return p < 0.001 ? p.toExponential(1) : String(Number(p.toPrecision(2)));
}

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

const dollars = (x: number): string => `$${x < 0.01 ? x.toPrecision(2) : x.toFixed(2)}`;

/** The plan: the variants by letter, the schedule, the worst and expected cost, the full grid. */
export function planLines(plan: SweepPlanView, seed: number | undefined): string[] {
  const { cost } = plan;
  const labels = plan.variants.map((v) => v.label);
  const width = Math.min(60, Math.max(...labels.map((l) => l.length), 5));
  const bytes = Math.max(...plan.variants.map((v) => String(v.bytes).length), 1);
  const cases = (c: { rounds: number; problems: number; cells: number; credits: number }) =>
    `${count(c.rounds, 'round')}, ${count(c.problems, 'problem')}, ${count(c.cells, 'cell')}, ${creditsText(c.credits, 4)}`;
  const lines = [
    `Sweep “${plan.name}” in ${plan.competitionId}: ${count(plan.variants.length, 'variant')} raced on ${count(plan.pool, 'problem')} (${plan.problemSets.join(', ')}${seed === undefined ? '' : `, in the order of seed ${seed}`}).`,
    ...plan.variants.map(
      (v) =>
        `  ${letter(v.position)}  ${(v.label.length > width ? `${v.label.slice(0, width - 1)}…` : v.label).padEnd(width)}  ${String(v.bytes).padStart(bytes)} bytes  ${v.sha256.slice(0, 12)}`,
    ),
    `Models: ${plan.models.join(', ')}; repeat ${plan.repeat}: ${count(plan.models.length * plan.repeat, 'cell')} per variant and problem, at ${creditsText(plan.creditRate, 4)} each.`,
    `Rounds: at most ${cost.maxRounds}, the first on ${count(Math.min(plan.firstSlice, plan.pool), 'problem')}, each next one on the following problems, more each time; after each round, a variant behind the leader at ${level(plan.confidence)} confidence is dropped (paired McNemar test, Holm correction).`,
    `Budget: ${creditsText(plan.budgetCredits, 4)}.`,
    `  First round:    ${count(cost.firstRound.cells, 'cell')}, ${creditsText(cost.firstRound.credits, 4)}${cost.firstRound.affordable ? '' : ' (more than the budget)'}`,
    `  Worst case:     ${cases(cost.worst)} (every variant in every round until the problems or the budget end)`,
    `  Expected case:  ${cases(cost.expected)} (${cost.expected.assumption})`,
    `  Full grid:      ${count(cost.fullGrid.cells, 'cell')}, ${creditsText(cost.fullGrid.credits, 4)} (every variant on every problem, without the race)`,
    plan.dollarsPerCell === null
      ? '  In dollars:     not known: no result row of these models is stored here yet (each Stage 1 row reports its usage.costUsd once run); the platform prices runs in credits.'
      : `  In dollars:     about ${dollars(cost.worst.cells * plan.dollarsPerCell)} worst case, ${dollars(cost.expected.cells * plan.dollarsPerCell)} expected (${dollars(plan.dollarsPerCell)} per cell, the mean usage.costUsd of your stored rows of these models).`,
  ];
  return lines;
}

/** After round `round` had ended: the leader then (highest accuracy so far) and its accuracy. */
function leaderAfter(view: SweepView, round: number): { variant: number; accuracy: number } | null {
  const at = view.history.find((h) => h.round === round);
  let best: { variant: number; accuracy: number } | null = null;
  for (const [variant, accuracy] of (at?.accuracy ?? []).entries()) {
    if (accuracy !== null && (best === null || accuracy > best.accuracy)) best = { variant, accuracy };
  }
  return best;
}

/** One ended round as data (`--json --watch`): one JSON line each. */
export function roundRecord(view: SweepView, round: number) {
  const r = view.rounds.find((x) => x.round === round)!;
  const leader = leaderAfter(view, round);
  return {
    sweepId: view.id,
    round: r.round + 1,
    variants: r.variants.map(letter),
    problems: { from: r.start + 1, to: r.end },
    cells: r.cells,
    credits: r.credits,
    runId: r.runId,
    leader: leader && { variant: letter(leader.variant), accuracy: leader.accuracy },
    dropped: r.dropped.map((v) => ({ variant: letter(v), p: view.standings[v]?.droppedP ?? null })),
  };
}

/** One ended round in a line: who ran, on what, for how much; the leader; who was dropped, at what p. */
export function roundLine(view: SweepView, round: number): string {
  const r = roundRecord(view, round);
  const leader = r.leader ? `leader ${r.leader.variant} (${percent(r.leader.accuracy)})` : 'no leader yet';
  const dropped =
    r.dropped.length === 0
      ? 'none dropped'
      : `dropped ${r.dropped.map((d) => `${d.variant} (p = ${d.p === null ? '?' : pText(d.p)})`).join(', ')}`;
  return `Round ${r.round}: variants ${r.variants.join(' ')}, problems ${r.problems.from}–${r.problems.to} of ${view.plan.pool}, ${count(r.cells, 'cell')}, ${creditsText(r.credits, 4)}; ${leader}; ${dropped}.`;
}

const END_WORDS: Record<string, string> = {
  budget: 'the budget could not pay for another round',
  problems: 'every problem of the chosen sets was used',
};

/** The end: the winner and how sure, or why there is none; each variant's standing; the credits. */
export function summaryLines(view: SweepView): string[] {
  const confidence = level(view.plan.confidence);
  const label = (v: number) => `${letter(v)} “${view.plan.variants[v]?.label ?? ''}”`;
  const accuracy = (v: number) => {
    const s = view.standings[v]!;
    return `${percent(s.accuracy)} correct (${s.correct} of ${count(s.scored, 'answer')} scored; 95 % interval ${percent(s.interval.low)}–${percent(s.interval.high)})`;
  };
  const lines: string[] = [];
  const rounds = count(view.rounds.length, 'round');
  if (view.winner !== null) {
    lines.push(
      `Sweep ${view.id} ended with a winner after ${rounds}: ${label(view.winner)}, ${accuracy(view.winner)}, ahead of every other variant at ${confidence} confidence.`,
    );
  } else {
    const why = view.end ? (END_WORDS[view.end] ?? view.end) : 'it was ended';
    lines.push(
      `Sweep ${view.id} ended without a winner after ${rounds}: ${why} before one variant was ahead of every other at ${confidence} confidence.`,
    );
    if (view.leader !== null) lines.push(`Leader: ${label(view.leader)}, ${accuracy(view.leader)}.`);
  }
  for (const s of view.standings) {
    const how =
      s.status === 'dropped'
        ? `dropped after round ${(s.droppedAfter ?? 0) + 1} (p = ${s.droppedP === null ? '?' : pText(s.droppedP)})`
        : s.status;
    lines.push(`  ${letter(s.variant)}  ${percent(s.accuracy).padStart(7)}  ${how}`);
  }
  lines.push(
    `Credits: ${creditsText(view.spentCredits, 4)} spent of the budget of ${creditsText(view.plan.budgetCredits, 4)}.`,
  );
  return lines;
}
