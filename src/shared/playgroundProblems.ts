/**
 * Problems of Playground runs, numbered one way everywhere: a problem of a set by the spec's
 * `index` (2.10: an equation problem's `index` integer; the platform's sets start at 0), a custom
 * equation by its place in the run (counted from 1, as the form lists them), a Lean problem by its
 * ID. The comparison's keys (`set:<id>#<index>`, `custom:<position>`, a Lean problem ID) are
 * ordered by number, never as text (problem 2 before problem 10).
 */

export type ProblemKey =
  | { type: 'set'; set: string; index: number }
  | { type: 'custom'; position: number }
  | { type: 'id'; id: string };

export function parseProblemKey(key: string): ProblemKey {
  const set = /^set:(.*)#(\d+)$/.exec(key);
  if (set) return { type: 'set', set: set[1]!, index: Number(set[2]) };
  const custom = /^custom:(\d+)$/.exec(key);
  if (custom) return { type: 'custom', position: Number(custom[1]) };
  return { type: 'id', id: key };
}

const RANK = { set: 0, custom: 1, id: 2 } as const;

/**
 * Numbers inside text compare as numbers ("p2" before "p10"), the same in Node and browsers. Made
 * on first use: a collator loads its language data (about 9 ms of every start of serve mode's core).
 */
let collator: Intl.Collator | null = null;
const natural = {
  compare(a: string, b: string): number {
    collator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'variant' });
    return collator.compare(a, b);
  },
};

/** Problems of sets (by set, then index), then custom equations, then problem IDs (natural order). */
export function compareProblemKeys(a: string, b: string): number {
  const x = parseProblemKey(a);
  const y = parseProblemKey(b);
  if (x.type !== y.type) return RANK[x.type] - RANK[y.type];
  if (x.type === 'set' && y.type === 'set') return natural.compare(x.set, y.set) || x.index - y.index;
  if (x.type === 'custom' && y.type === 'custom') return x.position - y.position;
  return natural.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Model names or IDs in natural order, null (the run's one solver or model) first. */
export function compareModelIds(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return natural.compare(a, b) || (a < b ? -1 : 1);
}

/** "0–3, 7, 9–12": indexes as ranges (en dash), ascending, each once. */
export function problemRanges(indexes: readonly number[]): string {
  const sorted = [...new Set(indexes)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i]!;
    let end = start;
    while (sorted[i + 1] === end + 1) end = sorted[++i]!;
    parts.push(start === end ? String(start) : `${start}–${end}`);
  }
  return parts.join(', ');
}

/** How problems of a set are numbered, said once wherever a number is typed or read. */
export const PROBLEM_NUMBERING = 'numbered as on the platform, from 0';

/** A custom equation in words: "custom equation 1" for position 0. */
export function customProblemLabel(position: number): string {
  return `custom equation ${position + 1}`;
}

/** A set's title without the size some titles carry ("Warm-up (20 problems)" → "Warm-up"). */
export function bareSetTitle(title: string): string {
  return title.replace(/\s*\(\s*[\d,]+ (problems?|cases?)\s*\)\s*$/, '') || title;
}
