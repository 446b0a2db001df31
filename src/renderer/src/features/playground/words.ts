/** The Playground's states and outcomes in words (spec 2.10 and 3), in one place for every screen. */
import { customProblemLabel, parseProblemKey } from '../../../../shared/playgroundProblems';
import type { JudgeStatus, RunStatus } from './types';

export const RUN_STATUS_WORDS: Record<RunStatus, { title: string; hint: string; tone: string }> = {
  pending: { title: 'Waiting', hint: 'Queued; the evaluator has not started it yet.', tone: 'neutral' },
  running: { title: 'Running', hint: 'Results arrive as they are stored.', tone: 'info' },
  done: { title: 'Done', hint: 'Every result is in.', tone: 'ok' },
  failed: {
    title: 'Failed',
    hint: 'The run stopped with an error; it may have fewer rows than planned.',
    tone: 'bad',
  },
  cancelled: {
    title: 'Cancelled',
    hint: 'Stopped on request; the unexecuted part is not charged.',
    tone: 'neutral',
  },
};

/** Spec 3's statuses, in the order the filter lists them. */
export const RUN_STATUSES = ['pending', 'running', 'done', 'failed', 'cancelled'] as const;

export function runStatusWords(status: string) {
  return (
    RUN_STATUS_WORDS[status as RunStatus] ?? {
      title: status,
      hint: 'A status this version of the app does not know.',
      tone: 'neutral',
    }
  );
}

/** True while the run can still change (the core keeps following it). */
export function isActive(status: string): boolean {
  return status === 'pending' || status === 'running';
}

export const STAGE1_OUTCOME_WORDS: Record<string, string> = {
  scored: 'Scored',
  unscored: 'Not scored (the answer could not be read)',
  failed: 'Failed (the model call did not complete)',
};

export const STAGE2_OUTCOME_WORDS: Record<string, string> = {
  accepted: 'Accepted',
  rejected: 'Rejected',
  error: 'Error',
  not_attempted: 'Not attempted (the shared process ended first)',
};

export const JUDGE_STATUS_WORDS: Record<JudgeStatus, string> = {
  accepted: 'Accepted: the proof checks',
  unparsed: 'Unparsed: the answer could not be read',
  malformed: 'Malformed: the answer is not valid Lean',
  incomplete_proof: 'Incomplete proof (sorry or a gap)',
  incorrect: 'Incorrect: the proof does not check',
  policy_violation: 'Policy violation (forbidden axioms or declarations)',
  error: 'Judge error',
};

/** Lean kernel run list filter values (spec 4.5) and what each one lists (spec 3). */
export const LEAN_FILTERS = ['all', 'active', 'accepted', 'rejected', 'failed'] as const;
export type LeanFilter = (typeof LEAN_FILTERS)[number];

export const LEAN_FILTER_WORDS: Record<LeanFilter, { title: string; hint: string }> = {
  all: { title: 'All', hint: 'Every run, cancelled ones included.' },
  active: { title: 'Active', hint: 'Waiting or running.' },
  accepted: { title: 'Accepted', hint: 'Done, and the final conclusion passed.' },
  rejected: { title: 'Rejected', hint: 'Done, and the final conclusion failed.' },
  failed: {
    title: 'Failed',
    hint: 'The run failed, or its status is unconfirmed (listed as failed until confirmed).',
  },
};

/** A run's derived history category in words; a category the spec does not name, made readable. */
export function leanCategoryWords(category: string): string {
  return (LEAN_FILTERS as readonly string[]).includes(category) && category !== 'all'
    ? LEAN_FILTER_WORDS[category as LeanFilter].title
    : countLabel(category, {});
}

export const STATUS_UNCERTAIN_TEXT =
  'Status not confirmed: the last confirmed status is kept; listed as failed until confirmed.';

/** "12 of 40 cells" from either stage's progress object, or null when nothing is known. */
export function progressOf(progress: Record<string, unknown> | null | undefined): {
  done: number;
  total: number;
  unit: string;
} | null {
  if (!progress) return null;
  const pairs: [string, string, string][] = [
    ['completedExecutions', 'totalExecutions', 'execution'],
    ['completedProblems', 'totalProblems', 'problem'],
    ['completedCases', 'totalCases', 'case'],
  ];
  for (const [d, t, unit] of pairs) {
    const done = progress[d];
    const total = progress[t];
    if (typeof done === 'number' && typeof total === 'number') return { done, total, unit };
  }
  return null;
}

/**
 * A count's label: the words for a known value, else the value made readable ("PARSE_FAILURE" →
 * "Parse failure"); diagnostic codes are the platform's own and the spec does not list them.
 */
export function countLabel(key: string, words: Record<string, string>): string {
  const known = words[key];
  if (known) return known;
  const spaced = key.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return spaced ? spaced[0]!.toUpperCase() + spaced.slice(1) : key;
}

/**
 * A compared problem's key from the core ("set:warmup#3", "custom:0") as a person reads it: the
 * set's title and the problem's number as the platform numbers it ("Warm-up, problem 3").
 */
export function problemLabel(key: string, setTitle: (id: string) => string = (id) => id): string {
  const p = parseProblemKey(key);
  if (p.type === 'set') return `${setTitle(p.set)}, problem ${p.index}`;
  if (p.type === 'custom') {
    const label = customProblemLabel(p.position);
    return label[0]!.toUpperCase() + label.slice(1);
  }
  return p.id;
}

/** A problem set as a choice: its title, with its size unless the title already says it. */
export function problemSetLabel(set: { title: string; count: number }, unit: string): string {
  if (new RegExp(`\\b${set.count}\\b`).test(set.title)) return set.title;
  return `${set.title} (${set.count} ${unit}${set.count === 1 ? '' : 's'})`;
}
