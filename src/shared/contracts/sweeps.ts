/**
 * Playground sweeps (issue 42, docs/sweeps.md): several cheatsheet versions raced on the same
 * problems within a credit budget until one is ahead of every other at a target confidence. Every
 * round is an ordinary Stage 1 run through the outbox; the race itself is worked out locally from
 * the stored result rows (src/shared/sweeps/race.ts). Names also go into SWEEP_METHODS.
 */
import * as z from 'zod';
import type { SweepCost } from '../sweeps/plan';
import type { NextRound, RaceEnd, Standing } from '../sweeps/race';
import { pathId } from './ids';
import { method } from './method';

// ---------------------------------------------------------------- result shapes

export interface SweepVariantView {
  position: number;
  /** In words: the version's title and date, the slot choices, or the name given. */
  label: string;
  sha256: string;
  bytes: number;
  /** The cheatsheet the platform runs it as (made for the sweep); null until created. */
  cheatsheetId: string | null;
  /** Where the text came from, when it is a version of a library item. */
  from: { cheatsheetId: string; sha256: string } | null;
}

export interface SweepPlanView {
  competitionId: string;
  name: string;
  variants: SweepVariantView[];
  models: string[];
  problemSets: string[];
  /** Problems in the sweep's order (every problem of the chosen sets). */
  pool: number;
  repeat: number;
  firstSlice: number;
  creditRate: number;
  budgetCredits: number;
  confidence: number;
  cost: SweepCost;
  /** The mean `usage.costUsd` of a stored result row of these models here; null without any. */
  dollarsPerCell: number | null;
  /** Why it cannot start as it is, in words; null when it can. */
  refusal: string | null;
}

export type SweepStatus = 'preparing' | 'racing' | 'paused' | 'ended';

/** A round as planned (its variants, problems [start, end) of the sweep's order, cells and credits), and what became of it. */
export interface SweepRoundView extends NextRound {
  /** The round's run in the outbox, then on the platform. */
  entryId: number | null;
  runId: string | null;
  state: 'queued' | 'running' | 'ended' | 'refused';
  /** Variants dropped after this round. */
  dropped: number[];
}

export interface SweepFlip {
  /** The problem in words ("hard3 #12"), the model and the repeat. */
  problem: string;
  modelId: string;
  repeat: number;
  /** Per variant (by position): right, wrong, not scored, or not run (undefined → null). */
  correct: Array<boolean | null>;
}

export interface SweepView {
  id: string;
  competitionId: string;
  name: string;
  createdAt: string;
  status: SweepStatus;
  /** Why it waits for the user, in words, with the error code when the platform refused. */
  pause: { code: string; message: string } | null;
  plan: SweepPlanView;
  standings: Standing[];
  rounds: SweepRoundView[];
  leader: number | null;
  winner: number | null;
  end: RaceEnd | null;
  next: NextRound | null;
  roundAlpha: number;
  spentCredits: number;
  history: Array<{ round: number; accuracy: Array<number | null> }>;
  /** Cells where the variants' answers differ (at most 200, first rounds first). */
  flips: SweepFlip[];
}

export interface SweepSummary {
  id: string;
  competitionId: string;
  name: string;
  createdAt: string;
  status: SweepStatus;
  variants: number;
  rounds: number;
  spentCredits: number;
  budgetCredits: number;
  winner: string | null;
}

// ---------------------------------------------------------------- input schemas

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'A SHA-256 in lower-case hex');
const text = z.string().max(5_000_000);
const alternative = z.union([text, z.object({ label: z.string().max(80).optional(), text }).strict()]);

/** One variant: a version from an item's history, a text, or a template with slots. */
export const variantSource = z.union([
  z
    .object({
      version: z.object({ cheatsheetId: pathId, sha256 }).strict(),
      label: z.string().max(120).optional(),
    })
    .strict(),
  z.object({ text, label: z.string().max(120).optional() }).strict(),
  z
    .object({
      template: text,
      slots: z.record(z.string().regex(/^[A-Za-z0-9_-]+$/), z.array(alternative).min(1).max(16)),
    })
    .strict(),
]);
export type SweepVariantSource = z.infer<typeof variantSource>;

export const sweepDefinition = z
  .object({
    competitionId: pathId,
    name: z.string().trim().min(1).max(120),
    variants: z.array(variantSource).min(1).max(16),
    models: z.array(pathId).min(1).max(10),
    problemSets: z.array(pathId).min(1).max(20),
    repeat: z.number().int().min(1).max(5).optional(),
    budgetCredits: z.number().positive().max(1e9),
    confidence: z.number().min(0.5).max(0.999),
    /** Problems of the first round (default 20). */
    firstSlice: z.number().int().min(1).max(100_000).optional(),
    /** Seeds the problem order (default: chosen at start and kept). */
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .optional(),
  })
  .strict();
export type SweepDefinition = z.infer<typeof sweepDefinition>;

const sweepId = z.string().regex(/^[0-9a-f-]{36}$/, 'A sweep ID');

export const sweepsContract = {
  /** The variants, the pool and the price of a definition, without starting anything. */
  'sweeps.plan': method<SweepPlanView>()(sweepDefinition),
  /** Starts it: its cheatsheets are created and its first round queued through the outbox. */
  'sweeps.start': method<SweepView>()(sweepDefinition),
  'sweeps.list': method<SweepSummary[]>()(z.object({ competitionId: pathId }).strict()),
  'sweeps.get': method<SweepView | null>()(z.object({ sweepId }).strict()),
  /** No new round is queued (a round already sent runs to its end). */
  'sweeps.pause': method<SweepView>()(z.object({ sweepId }).strict()),
  /** Goes on after a pause or a refusal: a refused write of the sweep is tried again. */
  'sweeps.resume': method<SweepView>()(z.object({ sweepId }).strict()),
  /** Every round, run and variant, as CSV (one row per variant and round) or JSON. */
  'sweeps.export': method<{ filename: string; text: string }>()(
    z.object({ sweepId, format: z.enum(['csv', 'json']) }).strict(),
  ),
} as const;
