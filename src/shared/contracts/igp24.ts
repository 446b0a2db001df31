/**
 * IGP24 workbench methods (issue 4). Names also go into IGP24_METHODS (igp24.names.ts).
 *
 * Label progress lives in the core's SQLite (`igp24_labels`): `igp24.labelsSync` fetches all
 * 25,000 labels (pages of 5,000, at most once per 120 s per connection, spec 8), and
 * `igp24.labelsQuery` / `igp24.targets` answer from that copy without touching the network.
 * Submitting goes through `submissions.*` and the outbox (contracts/work.ts), never through here.
 */
import * as z from 'zod';
import type { ApiErrorInfo, BatchStatus, RemainingPairsPage } from '../api';
import type { Cached } from './cached';
import { pathId } from './ids';
import { method } from './method';

// ---------------------------------------------------------------- result shapes

/** The state of the local label-progress copy for the active connection. */
export interface Igp24LabelSync {
  /** `generatedAt` of the copy in SQLite (the server's), null before the first published answer. */
  generatedAt: string | null;
  /** When the server last answered the sync (published or not); null when never. */
  fetchedAt: string | null;
  /** `meta.published` of the last answer; null before the first answer. */
  published: boolean | null;
  publishedAt: string | null;
  /** Labels in the local copy (the last published one when the server now says unpublished). */
  count: number;
  /** The copy is older than 120 s, the last refresh failed, or the app is offline. */
  stale: boolean;
  /** Why the last refresh failed, if it did. */
  error: ApiErrorInfo | null;
  /** Earliest time the next refresh may go to the server (fetchedAt + 120 s). */
  nextRefreshAt: string | null;
  /** True when this call fetched from the server (false: answered from the copy). */
  refreshed: boolean;
}

export interface Igp24Signature {
  r: number;
  teamCount: number;
  minimumDiscAbs: string | null;
  discovered: boolean;
}

/** One label as the explorer shows it (spec 2.6's record, fields renamed for brevity). */
export interface Igp24LabelRow {
  label: string;
  t: number;
  allowedR: number[];
  discovered: number[];
  remaining: number[];
  teamCount: number;
  minimumDiscAbs: string | null;
  signatures: Igp24Signature[];
}

/**
 * Explorer filters; all optional and combined with AND.
 * - `labels`: exact labels (`24T<t>`) — or bare numbers `t` — to keep;
 * - `includeEmpty` (default true): false keeps only labels with at least one discovered signature;
 * - `tMin`/`tMax`: inclusive `t` range;
 * - `r`: the label's `allowedR` contains `r`;
 * - `rState`: `discovered`/`remaining` — for `r` when given, else "any signature";
 * - `minTeamCount`: teamCount ≥ value (of the signature `r` when given, else of the label);
 * - `maxMinimumDiscAbs`: minimumDiscAbs known and ≤ value (signature `r` when given, else the
 *   label's), compared exactly as decimal integers.
 */
export interface Igp24LabelFilters {
  labels?: string[];
  includeEmpty?: boolean;
  tMin?: number | null;
  tMax?: number | null;
  r?: number | null;
  rState?: 'any' | 'discovered' | 'remaining';
  minTeamCount?: number | null;
  maxMinimumDiscAbs?: string | null;
}

export interface Igp24LabelQueryResult {
  /** Rows matching the filters (in the whole copy). */
  total: number;
  offset: number;
  /** At most `limit` rows from `offset`, ordered by `t`. */
  rows: Igp24LabelRow[];
  sync: Igp24LabelSync;
}

export interface Igp24Target {
  r: number;
  /** Labels whose allowedR contains r. */
  allowed: number;
  /** Labels where r is still remaining (nobody has found (t, r)). */
  remaining: number;
  /** The first few remaining labels, ascending t. */
  examples: string[];
}

export interface Igp24Targets {
  byR: Igp24Target[];
  sync: Igp24LabelSync;
}

/** The team's daily IGP24 submission cap as the last IGP24 POST (or its 429) reported it. */
export interface Igp24Quota {
  limit: number | null;
  remaining: number | null;
  resetAt: string | null;
  /** When that answer arrived. */
  observedAt: string | null;
  /**
   * `submission`: X-RateLimit-* of the last IGP24 POST; `rate-limited`: from its 429;
   * `expired`: the reset time has passed, so a new day's cap applies (remaining unknown);
   * `none`: no IGP24 POST on this connection yet.
   */
  source: 'submission' | 'rate-limited' | 'expired' | 'none';
  /** IGP24 submissions waiting in the outbox (e.g. until the reset). */
  waiting: number;
  /** When the first of them is tried next. */
  nextAttemptAt: string | null;
  /**
   * Distinct (t, r) pairs in the team's public placements, which the cap's rule counts (spec 8);
   * null when the team or its placements could not be read.
   */
  creditedPairs: number | null;
  /** Why `creditedPairs` is null, in words ("your standing names no team (no teamId field)"). */
  creditedPairsUnknown: string | null;
}

// ---------------------------------------------------------------- input schemas

const labelOrT = z
  .string()
  .trim()
  .regex(/^(24T)?[1-9][0-9]{0,5}$/, 'A label is 24T<t>, e.g. 24T123');
const decimal = z
  .string()
  .trim()
  .regex(/^[0-9]{1,2000}$/, 'A non-negative decimal integer');
const evenR = z.number().int().min(0).max(24);
const filters = z
  .object({
    labels: z.array(labelOrT).max(25_000).optional(),
    includeEmpty: z.boolean().optional(),
    tMin: z.number().int().min(1).nullable().optional(),
    tMax: z.number().int().min(1).nullable().optional(),
    r: evenR.nullable().optional(),
    rState: z.enum(['any', 'discovered', 'remaining']).optional(),
    minTeamCount: z.number().int().min(0).nullable().optional(),
    maxMinimumDiscAbs: decimal.nullable().optional(),
  })
  .strict();

export const igp24Contract = {
  'igp24.labelsSync': method<Igp24LabelSync>()(z.object({}).strict()),
  'igp24.labelsQuery': method<Igp24LabelQueryResult>()(
    z
      .object({
        filters,
        offset: z.number().int().min(0).default(0),
        limit: z.number().int().min(0).max(1000).default(200),
      })
      .strict(),
  ),
  'igp24.targets': method<Igp24Targets>()(
    z.object({ rs: z.array(evenR).max(13), examples: z.number().int().min(0).max(20).default(5) }).strict(),
  ),
  'igp24.remainingPairs': method<Cached<RemainingPairsPage>>()(
    z
      .object({
        cursor: z.string().min(1).max(4096).nullable(),
        limit: z.number().int().min(1).max(5000).default(500),
      })
      .strict(),
  ),
  // submissionId: where the batch body is not in the guessed shape, the record says the same.
  'igp24.batch': method<BatchStatus>()(
    z.object({ batchId: pathId, submissionId: pathId.optional() }).strict(),
  ),
  'igp24.quota': method<Igp24Quota>()(z.object({}).strict()),
} as const;
