/**
 * Contributor Network methods (issue 11). Names also go into CONTRIBUTOR_NETWORK_METHODS
 * (contributorNetwork.names.ts).
 *
 * Reads are cache-first. Every item summary and full item the app has seen is kept by ID with a
 * full-text index, so `cn.list` with a search and `cn.search.offline` answer from the cache when
 * the platform cannot be reached (`fromCache: true`). Favorites, comments, publish and withdraw go
 * through the outbox. Forking is `library.create` with `sourceContributorNetworkItemId`.
 */
import * as z from 'zod';
import type { BenchmarksPage, CnCommentsPage, CnGraph, CnItem, CnSummary } from '../api/contributorNetwork';
import {
  BENCHMARK_SORTS,
  CN_KINDS,
  CN_SCOPES,
  CN_SEARCH_MAX,
  CN_SORTS,
  publishBody,
  SORT_DIRECTIONS,
} from '../api/contributorNetwork';
import type { Cached } from './cached';
import { pathId } from './ids';
import { method } from './method';
import type { OutboxEntryView } from './work';

// ---------------------------------------------------------------- result shapes

/** One listing page. `fromCache` is true when the platform was unreachable and the local
 * full-text index answered instead (then `nextCursor` is null: the cache answers in one page). */
export interface CnListPage {
  items: CnSummary[];
  nextCursor: string | null;
  fromCache: boolean;
}

export interface CnLookupResult {
  /** Null when no active item has this code (or the text is not a public code). */
  item: CnItem | null;
  fromCache: boolean;
}

export interface CnOfflineSearch {
  items: CnSummary[];
  /** Always true: this answer is the local cache's. */
  fromCache: true;
}

export interface CnGraphResult extends CnGraph {
  /** True when the platform has no graph endpoint and the graph was built from parent links and
   * the children the app could list. */
  builtLocally: boolean;
}

export interface CnDownloadResult {
  filename: string;
  sha256: string;
  sizeBytes: number;
  /** Where the verified file was kept (desktop); null in serve mode or when the dialog was cancelled. */
  path: string | null;
  /** Serve mode: the verified bytes, base64, for the browser to save. */
  dataBase64: string | null;
  /** The save dialog was cancelled: nothing was downloaded. */
  cancelled: boolean;
}

// ---------------------------------------------------------------- input schemas

const id = pathId;
const cursor = z.string().min(1).max(4096).nullable().optional();
const limit = z.number().int().min(1).max(100).optional();
const search = z.string().trim().min(1).max(CN_SEARCH_MAX).optional();
const publicCode = z.string().trim().min(1).max(40);

export const cnListInput = z
  .object({
    competitionId: id.optional(),
    kind: z.enum(CN_KINDS).optional(),
    scope: z.enum(CN_SCOPES).optional(),
    track: z.string().min(1).max(100).optional(),
    problemId: z.string().min(1).max(200).optional(),
    search,
    publicCode: publicCode.optional(),
    sort: z.enum(CN_SORTS).optional(),
    cursor,
    limit,
  })
  .strict()
  .superRefine((v, ctx) => {
    // Spec 4.4's 422 rules, refused before anything is sent.
    if (v.track !== undefined && v.kind !== 'solver-template')
      ctx.addIssue({ code: 'custom', path: ['track'], message: 'A track filter needs kind solver template' });
    if (v.problemId !== undefined && v.kind !== 'lean-kernel-package')
      ctx.addIssue({
        code: 'custom',
        path: ['problemId'],
        message: 'A problem filter needs kind Lean kernel package',
      });
    if (v.kind === 'lean-kernel-package' && v.competitionId !== 'lean-kernel-challenge')
      ctx.addIssue({
        code: 'custom',
        path: ['competitionId'],
        message: 'Lean kernel packages are listed only for the Lean kernel challenge',
      });
    if (v.publicCode !== undefined && v.cursor)
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: 'A public code lookup has only one page' });
  });
export type CnListInput = z.output<typeof cnListInput>;

export const cnBenchmarksInput = z
  .object({
    activityId: z.string().min(1).max(200).optional(),
    competitionId: id.optional(),
    problemSet: z.string().min(1).max(200).optional(),
    modelId: z.string().min(1).max(200).optional(),
    minAvgAccuracy: z.number().min(0).max(1).optional(),
    search,
    sortBy: z.enum(BENCHMARK_SORTS).optional(),
    sortDirection: z.enum(SORT_DIRECTIONS).optional(),
    cursor,
    limit,
  })
  .strict();
export type CnBenchmarksInput = z.output<typeof cnBenchmarksInput>;

export const contributorNetworkContract = {
  /** One page of the broad listing (spec 4.4), cached per filters + cursor. */
  'cn.list': method<Cached<CnListPage>>()(cnListInput),
  /** The Lean kernel package listing (competition and kind fixed). */
  'cn.packages.list': method<Cached<CnListPage>>()(
    z
      .object({
        problemId: z.string().min(1).max(200).optional(),
        search,
        publicCode: publicCode.optional(),
        sort: z.enum(CN_SORTS).optional(),
        cursor,
        limit,
      })
      .strict(),
  ),
  'cn.get': method<Cached<CnItem>>()(z.object({ id }).strict()),
  /** A typed public code (any case, spaces around) to its item. */
  'cn.lookup': method<CnLookupResult>()(z.object({ publicCode }).strict()),
  /** Full-text search of every item the app has seen (SQLite FTS5), no network. */
  'cn.search.offline': method<CnOfflineSearch>()(
    z
      .object({
        query: z.string().trim().min(1).max(CN_SEARCH_MAX),
        competitionId: id.optional(),
        kind: z.enum(CN_KINDS).optional(),
        limit: z.number().int().min(1).max(500).optional(),
      })
      .strict(),
  ),
  'cn.favorite': method<OutboxEntryView>()(z.object({ id, on: z.boolean() }).strict()),
  'cn.comments.list': method<Cached<CnCommentsPage>>()(z.object({ id, cursor, limit }).strict()),
  'cn.comments.create': method<OutboxEntryView>()(
    z.object({ id, body: z.string().trim().min(1).max(2000) }).strict(),
  ),
  'cn.comments.delete': method<OutboxEntryView>()(z.object({ id, commentId: id }).strict()),
  'cn.publish': method<OutboxEntryView>()(publishBody),
  'cn.withdraw': method<OutboxEntryView>()(z.object({ id }).strict()),
  'cn.graph': method<Cached<CnGraphResult>>()(z.object({ id }).strict()),
  'cn.benchmarks.list': method<Cached<BenchmarksPage>>()(cnBenchmarksInput),
  /**
   * Downloads a Lean kernel package, verified against `packageSha256` before it is kept. On the
   * desktop the main process asks where to save (`path` is then ignored); serve mode answers the
   * verified bytes for the browser to save.
   */
  'cn.package.download': method<CnDownloadResult>()(
    z
      .object({
        id,
        path: z.string().min(1).max(4096).optional(),
        // An existing file at `path` is replaced only when this is true (CLI --force).
        overwrite: z.boolean().optional(),
      })
      .strict(),
  ),
} as const;
