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
