/**
 * What a sweep keeps of its definition once started (the `definition` column): everything the
 * race and its view need without the network, fixed at start. The problem order (`pool`) is the
 * chosen sets' problems shuffled by `seed`, so the first slice is a fair sample of them.
 */
import type { SweepPlanView, SweepVariantView } from '../../shared/contracts/sweeps';
import { sweepCost } from '../../shared/sweeps/plan';
import { variantLetter as letter, type RaceSettings } from '../../shared/sweeps/race';

import type { VariantRow } from '../store/sweeps';

/** Variant letters, as the core names variants in titles, refusals and exports. */
export { letter };

export interface PoolProblem {
  problemSetId: string;
  index: number;
}

export interface StoredDefinition {
  models: string[];
  problemSets: string[];
  repeat: number;
  firstSlice: number;
  budgetCredits: number;
  confidence: number;
  seed: number;
  creditRate: number;
  dollarsPerCell: number | null;
  pool: PoolProblem[];
}

export const DEFAULT_FIRST_SLICE = 20;

export function raceSettings(d: StoredDefinition, variants: number): RaceSettings {
  return {
    variants,
    pool: d.pool.length,
    firstSlice: d.firstSlice,
    cellsPerProblem: d.models.length * d.repeat,
    creditRate: d.creditRate,
    budgetCredits: d.budgetCredits,
    confidence: d.confidence,
  };
}

export function variantView(v: VariantRow): SweepVariantView {
  return {
    position: v.position,
    label: v.label,
    sha256: v.sha256,
    bytes: Buffer.byteLength(v.text, 'utf8'),
    cheatsheetId: v.cheatsheetId,
    from: v.origin ? (JSON.parse(v.origin) as SweepVariantView['from']) : null,
  };
}

/** The plan as shown before start and kept with the sweep; `refusal` says why it cannot start. */
export function planView(
  competitionId: string,
  name: string,
  d: StoredDefinition,
  variants: readonly VariantRow[],
  refusal: string | null,
): SweepPlanView {
  return {
    competitionId,
    name,
    variants: variants.map(variantView),
    models: d.models,
    problemSets: d.problemSets,
    pool: d.pool.length,
    repeat: d.repeat,
    firstSlice: d.firstSlice,
    creditRate: d.creditRate,
    budgetCredits: d.budgetCredits,
    confidence: d.confidence,
    cost: sweepCost(raceSettings(d, variants.length)),
    dollarsPerCell: d.dollarsPerCell,
    refusal,
  };
}

/** A variant's cheatsheet title on the platform: the sweep and the variant, within 120 characters. */
export function variantTitle(sweepName: string, position: number, label: string): string {
  const t = `Sweep ${sweepName} — ${letter(position)}: ${label}`;
  return t.length <= 120 ? t : `${t.slice(0, 119)}…`;
}
