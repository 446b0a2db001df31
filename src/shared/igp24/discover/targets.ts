/**
 * The pairs a search aims at: named ones (`24T<t>:r`, or `24T<t>` for every r the group allows),
 * or the open pairs narrowed by what the user asks (r, a block size, solvable) and, for an aimed
 * search, to the groups the constructions reach by design (blocksTable.ts `plans`).
 */

import { conjugationType } from '../galois/partitions';
import type { GaloisTable } from '../galois/table';
import { allowedRFromTypes } from '../galois/table';
import type { GroupBlocks, Plan } from './blocksTable';
import { LABEL, PAIR } from './pairs';

const ALL_R = Array.from({ length: 13 }, (_, i) => 2 * i);

/** `24T<t>:r` as itself, `24T<t>` as its pairs (the r the group allows); null when neither. */
export function expandTarget(token: string, table: GaloisTable): string[] | null {
  if (PAIR.test(token)) return [token];
  const m = LABEL.exec(token);
  if (!m || Number(m[1]) > table.size) return null;
  const types = table.types[Number(m[1]) - 1]!;
  return allowedRFromTypes(types, ALL_R.map(conjugationType)).map((r) => `${token}:${r}`);
}

export interface TargetFilter {
  /** Only pairs with this r. */
  r?: number | null;
  /** Only groups with a block system of blocks of this size. */
  blockSize?: number | null;
  solvable?: boolean;
  /** Only groups the constructions reach by design (a plan). */
  reachable?: boolean;
}

/** The pairs that pass the filter, in the order given. */
export function narrowTargets(
  pairs: Iterable<string>,
  blocks: ReadonlyMap<string, GroupBlocks>,
  planned: ReadonlyMap<string, Plan>,
  filter: TargetFilter,
): string[] {
  const out: string[] = [];
  for (const pair of pairs) {
    const [label, r] = pair.split(':') as [string, string];
    if (filter.r != null && Number(r) !== filter.r) continue;
    const g = blocks.get(label);
    if (filter.solvable && !g?.solvable) continue;
    if (filter.blockSize != null && !g?.wreaths.some((w) => w.a === filter.blockSize)) continue;
    if (filter.reachable && !planned.has(label)) continue;
    out.push(pair);
  }
  return out;
}

export interface AimRequest {
  /** Named targets (`24T<t>:r` or `24T<t>`). */
  tokens: readonly string[];
  /** Aim at the open pairs whose group has a plan. */
  aim: boolean;
  open: ReadonlySet<string> | null;
  filter: Pick<TargetFilter, 'r' | 'blockSize' | 'solvable'>;
}

/**
 * The pairs a search aims at, the same for the command line and the app: the named targets (a
 * label expanded to its allowed r), or with `aim` the open pairs the constructions reach; then the
 * filter. Null when nothing is aimed at (the free search). Throws on a label with no group.
 */
export function aimedPairs(
  req: AimRequest,
  table: GaloisTable,
  blocks: ReadonlyMap<string, GroupBlocks>,
  planned: ReadonlyMap<string, Plan>,
): Set<string> | null {
  let pairs: string[];
  if (req.tokens.length)
    pairs = req.tokens.flatMap((token) => {
      const expanded = expandTarget(token, table);
      if (expanded === null) throw new RangeError(`${token}: no such group (24T1 to 24T${table.size})`);
      return expanded;
    });
  else if (req.aim && req.open) pairs = [...req.open];
  else return null;
  return new Set(narrowTargets(pairs, blocks, planned, { ...req.filter, reachable: req.aim }));
}
