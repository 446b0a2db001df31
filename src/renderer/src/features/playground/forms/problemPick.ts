/**
 * Choosing equation problems from a problem set (spec 2.10: items have an integer `index`, and the
 * platform numbers a set's problems from 0): by typed ranges ("0-9, 15", the numbers the platform
 * uses, as the command line's `SET:0-9`), by a search over the equations, all of them, or a random
 * sample. Pure functions, so the picker's rules are tested without a screen.
 */
import { problemRanges } from '../../../../../shared/playgroundProblems';

export interface EquationItem {
  index: number;
  equation1: string;
  equation2: string;
  goldAnswer: boolean;
}

export type RangeResult = { ok: true; indices: number[] } | { ok: false; error: string };

/**
 * Reads "3, 7-12, 40" into the problem indices the set has, ascending and without repeats.
 * An index the set lacks, a reversed range or a stray word is an error that names the part.
 */
export function parseRanges(text: string, available: ReadonlySet<number>): RangeResult {
  const picked = new Set<number>();
  const parts = text
    .split(/[,\s]+/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  for (const part of parts) {
    const m = /^(\d+)(?:\s*[-–]\s*(\d+))?$/.exec(part);
    if (!m) return { ok: false, error: `“${part}” is not a number or a range like 5-12.` };
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (to < from) return { ok: false, error: `The range ${part} runs backwards; write ${to}-${from}.` };
    if (to - from > 100_000) return { ok: false, error: `The range ${part} is too long.` };
    for (let i = from; i <= to; i++) {
      if (!available.has(i))
        return { ok: false, error: `This problem set has no problem ${i}${numberedAs(available)}.` };
      picked.add(i);
    }
  }
  return { ok: true, indices: [...picked].sort((a, b) => a - b) };
}

/** "; its problems are numbered 0–19": the numbers a set has, when they run without a gap. */
function numberedAs(available: ReadonlySet<number>): string {
  if (available.size === 0) return '';
  const sorted = [...available].sort((a, b) => a - b);
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  return last - first + 1 === sorted.length ? `; its problems are numbered ${first}–${last}` : '';
}

/** The items whose equations or index contain the search text (case-insensitive). */
export function searchProblems<T extends EquationItem>(items: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...items];
  return items.filter(
    (p) =>
      String(p.index) === q || p.equation1.toLowerCase().includes(q) || p.equation2.toLowerCase().includes(q),
  );
}

/** A small seeded generator (mulberry32): the same seed gives the same sample, which tests need. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `n` different indices drawn at random from `indices` (all of them when n is larger), ascending. */
export function randomSample(indices: readonly number[], n: number, seed: number): number[] {
  const pool = [...indices];
  const next = random(seed);
  const k = Math.max(0, Math.min(n, pool.length));
  // Partial Fisher-Yates: the first k places end up a uniform sample.
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(next() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, k).sort((a, b) => a - b);
}

/** "1–5, 9, 12–13": a short description of a selection for the form's summary line. */
export function describeIndices(indices: readonly number[]): string {
  return problemRanges(indices);
}
