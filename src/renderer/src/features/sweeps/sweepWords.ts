/** Sweeps in words (pure, shared by the screens of this folder and tested on their own). */
import type {
  SweepPlanView,
  SweepRoundView,
  SweepStatus,
  SweepSummary,
  SweepView,
} from '../../../../shared/contracts/sweeps';
import { creditsText } from '../../../../shared/playgroundCost';
import { type RaceEnd, type Standing, variantLetter } from '../../../../shared/sweeps/race';

/** What a sweep is, in one sentence: the empty list, the list and the form say it. */
export const SWEEP_SENTENCE =
  'A sweep races several versions of a cheatsheet on the same Stage 1 problems, round by round, drops each one that falls clearly behind, and stops when one wins at the confidence you chose, or when the budget or the problems run out.';

/** Variant letters: A, B, C… as the core and the command line name them. */
export const letter = variantLetter;

export const STATUS_WORDS: Record<SweepStatus, string> = {
  preparing: 'Preparing',
  racing: 'Racing',
  paused: 'Paused',
  ended: 'Ended',
};

const END_WORDS: Record<Exclude<RaceEnd, 'winner'>, string> = {
  budget: 'no winner: budget spent',
  problems: 'no winner: problems used up',
};

/** What the sweep is doing, in one line: "Racing", "Paused: …", "Ended: winner B — …". */
export function statusText(
  status: SweepStatus,
  more: {
    pause?: SweepView['pause'];
    end?: RaceEnd | null;
    /** "B: label" (a summary's) or the winner's position with the plan's variants. */
    winner?: string | null;
  } = {},
): string {
  if (status === 'paused') {
    if (!more.pause) return 'Paused';
    // A pause asked for says so itself ("Paused: no new round is started…").
    return /^paused\b/i.test(more.pause.message) ? more.pause.message : `Paused: ${more.pause.message}`;
  }
  if (status !== 'ended') return STATUS_WORDS[status];
  if (more.winner) return `Ended: winner ${more.winner}`;
  if (more.end && more.end !== 'winner') return `Ended: ${END_WORDS[more.end]}`;
  return 'Ended';
}

/** "B — label" for the variant at `position`. */
export function variantName(plan: Pick<SweepPlanView, 'variants'>, position: number): string {
  const v = plan.variants[position];
  return v ? `${letter(position)} — ${v.label}` : letter(position);
}

export function viewStatusText(view: SweepView): string {
  if (view.status === 'preparing')
    return 'Preparing: the variants’ cheatsheets are being created on the platform.';
  if (view.status === 'racing') {
    const last = view.rounds.at(-1);
    if (!last || last.state === 'ended') return 'Racing: the next round is being queued.';
    const what = `variants ${last.variants.map(letter).join(', ')} on ${problemsText(last.start, last.end).toLowerCase()}`;
    const n = last.round + 1;
    if (last.state === 'queued') return `Racing: round ${n} (${what}) waits in the Outbox to start.`;
    if (last.state === 'refused') return `Racing: round ${n} was refused by the platform.`;
    return `Racing: round ${n} is running, ${what}.`;
  }
  return statusText(view.status, {
    pause: view.pause,
    end: view.end,
    winner: view.winner === null ? null : variantName(view.plan, view.winner),
  });
}

/** The list's line for a sweep: its own summary, made exact by its view once that is read. */
export function summaryStatusText(summary: SweepSummary, view: SweepView | null | undefined): string {
  if (view) return viewStatusText(view);
  return statusText(summary.status, { winner: summary.winner?.replace(/^([A-P]): /, '$1 — ') ?? null });
}

/** "12.5 of 40 credits". */
export function spentText(spent: number, budget: number): string {
  return `${creditsText(spent).replace(/ credits?$/, '')} of ${creditsText(budget)}`;
}

/** A p-value as people read it, two significant digits: "p = 0.50", "p = 0.012", "p < 0.001". */
export function pText(p: number): string {
  if (p < 0.001) return 'p < 0.001';
  return `p = ${p >= 0.1 ? p.toFixed(2) : p.toPrecision(2)}`;
}

/** Points of accuracy, signed: "+4.0 points", "−12.5 points". */
export function pointsText(difference: number): string {
  const v = Math.round(difference * 1000) / 10;
  if (v === 0) return '0 points';
  return `${v > 0 ? '+' : '−'}${Math.abs(v).toFixed(1)} points`;
}

/** A standing's state: racing, dropped after round k at p = …, winner. */
export function standingStatusText(s: Standing): string {
  if (s.status === 'winner') return 'Winner';
  if (s.status === 'dropped')
    return s.droppedAfter === null
      ? 'Dropped'
      : `Dropped after round ${s.droppedAfter + 1}${s.droppedP === null ? '' : ` at ${pText(s.droppedP)}`}`;
  return 'Racing';
}

export const ROUND_STATE_WORDS: Record<SweepRoundView['state'], string> = {
  queued: 'Waiting to start',
  running: 'Running',
  ended: 'Ended',
  refused: 'Refused by the platform',
};

/** "Problems 21–40" (1-based, both ends included). */
export function problemsText(start: number, end: number): string {
  if (end <= start) return 'no problems';
  return end - start === 1 ? `Problem ${start + 1}` : `Problems ${start + 1}–${end}`;
}

/** "90 %", "95 %", "99 %". */
export function confidenceText(confidence: number): string {
  return `${Math.round(confidence * 1000) / 10} %`;
}

const cellsFormat = new Intl.NumberFormat('en');
export function cellsText(cells: number): string {
  return `${cellsFormat.format(cells)} ${cells === 1 ? 'cell' : 'cells'}`;
}

/** "about $1.23 from earlier runs" for `cells` at the mean dollars a cell of these models cost here. */
export function dollarsText(cells: number, dollarsPerCell: number | null): string | null {
  if (dollarsPerCell === null) return null;
  const usd = cells * dollarsPerCell;
  const digits = usd < 0.1 ? 4 : 2;
  return `about $${usd.toFixed(digits)} from earlier runs`;
}

/** The flips' problem ("hard3 #12") with the set's title for its ID. */
export function problemName(problem: string, setTitle: (id: string) => string | undefined): string {
  const m = /^(.+) #(\d+)$/.exec(problem);
  if (!m) return problem;
  const title = setTitle(m[1]!);
  return title ? `${title} #${m[2]}` : problem;
}
