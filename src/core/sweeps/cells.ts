/**
 * A round's stored Stage 1 result rows as race cells: configuration position i of the round's run
 * is the round's i-th variant, and a cell is paired with the other variants' answers to the same
 * model, problem (its place in the sweep's order) and repeat.
 */
import type { RaceCell } from '../../shared/sweeps/race';
import type { RoundRow } from '../store/sweeps';

interface Stage1Row {
  modelId?: unknown;
  problem?: { position?: unknown };
  configuration?: { position?: unknown };
  repeatIndex?: unknown;
  outcome?: unknown;
  correct?: unknown;
}

export function cellKey(modelId: string, poolIndex: number, repeat: number): string {
  return `${modelId}|${poolIndex}|${repeat}`;
}

export function roundCells(
  round: Pick<RoundRow, 'variants' | 'start'>,
  rows: readonly unknown[],
): RaceCell[] {
  const cells: RaceCell[] = [];
  for (const raw of rows) {
    const row = raw as Stage1Row;
    const position = row.configuration?.position;
    const problem = row.problem?.position;
    if (typeof position !== 'number' || typeof problem !== 'number' || typeof row.modelId !== 'string')
      continue;
    const variant = round.variants[position];
    if (variant === undefined) continue;
    const repeat = typeof row.repeatIndex === 'number' ? row.repeatIndex : 0;
    const correct = row.outcome === 'scored' && typeof row.correct === 'boolean' ? row.correct : null;
    cells.push({ variant, key: cellKey(row.modelId, round.start + problem, repeat), correct });
  }
  return cells;
}
