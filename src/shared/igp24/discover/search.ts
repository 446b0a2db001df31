/**
 * The discovery search: candidate i (a construction from the choices seeded by (seed, i)) is kept
 * when the exact check passes (a valid line, irreducible, its r) and its likely group is certain
 * enough (the top of the ranking at posterior ≥ minPosterior), and, when targets are given, its
 * pair is one of them. A kept candidate's field discriminant is computed (exact, or a bound) so
 * that the smallest per pair wins; a hit that neither opens a pair nor lowers its best d_K is not
 * reported (a field found again is nothing new).
 *
 * Deterministic: candidate i is the same on every machine, shard and resume point (rng.ts), so a
 * search is split by index (`--shard I/N`: i ≡ I − 1 mod N) and resumed from the next index.
 */

import { rngFor } from '../../rng';
import { taylorShift1 } from '../arith/poly';
import { checkLine } from '../check';
import type { DiscSource } from '../field/types';
import { galoisForLine } from '../galois/line';
import type { GaloisTable } from '../galois/table';
import type { Plan } from './blocksTable';
import { candidate, fromPlan } from './recipes';

export const DEFAULT_MIN_POSTERIOR = 0.99;

export interface SearchOptions {
  seed: number;
  table: GaloisTable;
  /** Good primes per ranking at most (the ranking stops earlier when decided). */
  primes?: number;
  minPosterior?: number;
  /**
   * Keep only these pairs (`24T<t>:r`); null: any. Candidate i aims at target i mod their number:
   * made by its group's plan when there is one, else by the random grammar with its r aimed for.
   */
  targets?: ReadonlySet<string> | null;
  /** How each group the constructions reach is made (blocksTable.ts); null: the random grammar only. */
  plans?: ReadonlyMap<string, Plan> | null;
  /** The open pairs (`24T<t>:r`), to say of each hit whether it opens one; null: unknown. */
  open?: ReadonlySet<string> | null;
}

export interface Hit {
  candidate: number;
  pair: string;
  label: string;
  r: number;
  posterior: number;
  /** Whether the pair is open (in `open`); null when no list of open pairs was given. */
  open: boolean | null;
  construction: string;
  /** The IGP24 line: a_0..a_24, comma-separated. */
  line: string;
  polyDiscDigits: number;
  fieldDiscAbs: string | null;
  discSource: DiscSource | null;
  /** The part of |disc f| not factored when d_K is a bound (mixed_disc), else null. */
  unfactored: string | null;
}

/** Why a candidate is not kept, counted for the rates. */
export type Miss = 'invalid' | 'not-squarefree' | 'reducible' | 'uncertain' | 'not-a-target' | 'known-field';

export const pairKey = (label: string, r: number) => `${label}:${r}`;

export interface Aim {
  label: string;
  r: number;
}

/**
 * Candidate i as an IGP24 line and its construction (a_0 ≠ 0: translated by 1 until it is): by the
 * plan of the aimed group when there is one, else by the random grammar (aiming at r if given).
 */
export function candidateLine(
  seed: number,
  index: number,
  aim: Aim | null = null,
  plans: ReadonlyMap<string, Plan> | null = null,
): { line: string; construction: string } {
  const rng = rngFor(seed, index);
  const c =
    aim && plans?.has(aim.label) ? fromPlan(rng, aim.label, plans, aim.r) : candidate(rng, aim?.r ?? null);
  let f = c.poly;
  for (let k = 0; f[0] === 0n && k < 24; k++) f = taylorShift1(f);
  return { line: f.join(','), construction: c.text };
}

export class Search {
  /** Best |d_K| per pair found so far (null: found, with no d_K yet), for "new pair or smaller field". */
  private readonly best = new Map<string, bigint | null>();
  private readonly aims: Aim[];

  constructor(private readonly opts: SearchOptions) {
    this.aims = [...(opts.targets ?? [])].sort().map((p) => {
      const [label, r] = p.split(':') as [string, string];
      return { label, r: Number(r) };
    });
  }

  /** Candidate i: a hit, or why not. */
  try(index: number): Hit | Miss {
    const aim = this.aims.length ? this.aims[index % this.aims.length]! : null;
    const { line, construction } = candidateLine(this.opts.seed, index, aim, this.opts.plans ?? null);
    const g = galoisForLine(line, this.opts.table, { primes: this.opts.primes });
    if (!g.valid) return 'invalid';
    if (g.ranking === null || g.r === null)
      return g.reason?.startsWith('reducible')
        ? 'reducible'
        : g.reason?.startsWith('not squarefree')
          ? 'not-squarefree'
          : 'invalid';
    const top = g.ranking[0]!;
    if (top.posterior < (this.opts.minPosterior ?? DEFAULT_MIN_POSTERIOR)) return 'uncertain';
    const pair = pairKey(top.label, g.r);
    if (this.opts.targets && !this.opts.targets.has(pair)) return 'not-a-target';
    const check = checkLine(line);
    const field = check.field;
    const dk = field ? BigInt(field.fieldDiscAbs) : null;
    const before = this.best.get(pair) ?? null;
    if (this.best.has(pair) && (dk === null || (before !== null && dk >= before))) return 'known-field';
    this.best.set(pair, dk ?? before);
    return {
      candidate: index,
      pair,
      label: top.label,
      r: g.r,
      posterior: top.posterior,
      open: this.opts.open ? this.opts.open.has(pair) : null,
      construction,
      line,
      polyDiscDigits: check.discAbs?.length ?? 0,
      fieldDiscAbs: field?.fieldDiscAbs ?? null,
      discSource: field?.discSource ?? null,
      unfactored: field?.unfactored ?? null,
    };
  }
}

/**
 * Whether hit a is better than b for the same pair (what merge keeps): the smaller |d_K|; a known
 * d_K before none; exact before a bound; then the smaller polynomial discriminant, then the line.
 */
export function betterHit(a: Hit, b: Hit): boolean {
  if (a.fieldDiscAbs !== null && b.fieldDiscAbs !== null) {
    const x = BigInt(a.fieldDiscAbs);
    const y = BigInt(b.fieldDiscAbs);
    if (x !== y) return x < y;
    if (a.discSource !== b.discSource) return a.discSource === 'exact_nfdisc';
  } else if (a.fieldDiscAbs !== b.fieldDiscAbs) return a.fieldDiscAbs !== null;
  if (a.polyDiscDigits !== b.polyDiscDigits) return a.polyDiscDigits < b.polyDiscDigits;
  return a.line < b.line;
}

/** A hit as an IGP24 file line: the polynomial, its pair, certainty, d_K's size and construction in the comment. */
export function hitFileLine(hit: Hit): string {
  const dk = hit.fieldDiscAbs
    ? `, |d_K| ${hit.fieldDiscAbs.length} digits${hit.discSource === 'mixed_disc' ? ' (bound)' : ''}`
    : '';
  return `${hit.line} # ${hit.pair} likely ${(hit.posterior * 100).toFixed(1)}%${dk}; ${hit.construction}`;
}
