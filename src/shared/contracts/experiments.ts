/**
 * Experiments (issue 20): every saved text of a cheatsheet or solver template kept as a version,
 * every Playground run tied to the version it ran, and the views over both. Everything here is
 * local (SQLite): it answers with the platform down. Names also go into EXPERIMENT_METHODS
 * (experiments.names.ts).
 *
 * A version is content-addressed: `sha256` is the SHA-256 (lower-case hex) of the exact UTF-8
 * bytes of the text (a cheatsheet's `content`, a template's `solverCode`; the title is not part
 * of it). One text is stored once however often it is saved.
 */
import * as z from 'zod';
import type { RunWhat } from '../runName';
import { pathId } from './ids';
import { method } from './method';
import type { AccuracyCell, PlaygroundCompare } from './playground';
import type { RunPin, VersionKind } from './runPin';

// ---------------------------------------------------------------- result shapes

export type { RunPin, VersionKind } from './runPin';

/**
 * Where a version came from: saved in the app or the CLI, read from the server (an edit made
 * elsewhere, e.g. on the website), kept when a conflict was resolved, made by a fork, restored
 * from an older version, or sent as a Stage 2 run's solver code.
 */
export type VersionSource = 'app' | 'cli' | 'server' | 'conflict' | 'fork' | 'restore' | 'run';

export interface TextVersion {
  sha256: string;
  kind: VersionKind;
  /** The library item's ID (`local:<outbox id>` until the server has created it); null for a
   *  run's solver code that matches no item. */
  itemId: string | null;
  /** The item's title when this text was saved. */
  title: string | null;
  /** First time this text was saved for this item. */
  savedAt: string;
  /** Last time it was saved again (unchanged) or seen on the server. */
  lastSavedAt: string;
  source: VersionSource;
  bytes: number;
  /** Runs pinned to this version (started from here or matched). */
  runs: number;
}

export interface VersionText {
  version: TextVersion;
  text: string;
}

export interface ExperimentRun {
  competitionId: string;
  runId: string;
  status: string | null;
  createdAt: string | null;
  pins: RunPin[];
  models: string[];
  /** Problem set ID(s) the run used; custom problems are counted in `customProblems`. */
  problemSets: string[];
  customProblems: number;
  repeat: number | null;
  accuracyByModel: Array<{ modelId: string } & AccuracyCell>;
  parseFailureRate: number | null;
  costUsd: number | null;
  /** From the first to the last stored result row; null when unknown. */
  durationMs: number | null;
  /** What it ran, for its name (src/shared/runName.ts). */
  what: RunWhat;
}

export interface Experiments {
  competitionId: string;
  runs: ExperimentRun[];
  /** Every version any of these runs is pinned to (for titles, links and the chart). */
  versions: TextVersion[];
}

/** More than two runs: accuracy per model and per problem across them, with flips. */
export interface ExperimentsCompareMany {
  runIds: string[];
  models: Array<{ modelId: string; cells: Array<AccuracyCell | null> }>;
  problems: Array<{
    key: string;
    modelId: string | null;
    /** Per run (same order as runIds): majority correctness, null when not scored there. */
    correct: Array<boolean | null>;
    /** True when the scored runs disagree. */
    flipped: boolean;
  }>;
}

/** Two runs: the existing comparison plus the diff of their texts (per pinned configuration). */
export interface ExperimentsCompareTwo {
  compare: PlaygroundCompare;
  texts: Array<{ position: number | null; a: VersionText | null; b: VersionText | null }>;
}

export interface BestVersion {
  version: TextVersion;
  correct: number;
  scored: number;
  accuracy: number;
  /** Wilson score interval, 95 %. */
  interval: { low: number; high: number };
  runIds: string[];
}

// ---------------------------------------------------------------- input schemas

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'A SHA-256 in lower-case hex');
const versionKind = z.enum(['cheatsheet', 'solver-template']);
const competitionId = pathId;
/** Item IDs include local ones (`local:12`) for items the server has not created yet. */
const itemId = z.string().min(1).max(200);

export const experimentsContract = {
  /** Newest first. */
  'library.history': method<TextVersion[]>()(z.object({ kind: versionKind, id: itemId }).strict()),
  /** One version's text; `id` picks the item's row when the same text belongs to several items. */
  'library.version': method<VersionText | null>()(
    z.object({ kind: versionKind, sha256, id: itemId.optional() }).strict(),
  ),
  /** Puts that version's text into a new local draft of the item; answers the draft key. */
  'library.restore': method<{ draftKey: string }>()(
    z.object({ kind: versionKind, id: itemId, sha256 }).strict(),
  ),
  'experiments.list': method<Experiments>()(z.object({ competitionId }).strict()),
  'experiments.compareTwo': method<ExperimentsCompareTwo>()(
    z.object({ competitionId, runA: pathId, runB: pathId }).strict(),
  ),
  'experiments.compareMany': method<ExperimentsCompareMany>()(
    z.object({ competitionId, runIds: z.array(pathId).min(2).max(50) }).strict(),
  ),
  /** Best version on the chosen problem set and models (all when omitted); null without data. */
  'experiments.best': method<BestVersion | null>()(
    z
      .object({
        competitionId,
        problemSet: pathId.nullable().optional(),
        models: z.array(pathId).max(100).optional(),
      })
      .strict(),
  ),
} as const;
