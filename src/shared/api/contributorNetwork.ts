/**
 * Spec 2.7 / 2.8 / 4.4: Contributor Network resources, field by field. Objects are loose so fields
 * the server adds later are kept. Comment creation/deletion and the lineage graph are guessed
 * shapes (docs/spec-gaps.md, "Contributor Network").
 */
import * as z from 'zod';

export const CN_KINDS = ['cheatsheet', 'solver-template', 'model-reference', 'lean-kernel-package'] as const;
export type CnKind = (typeof CN_KINDS)[number];
export const CN_SCOPES = ['all', 'mine', 'favorites'] as const;
export type CnScope = (typeof CN_SCOPES)[number];
export const CN_SORTS = ['newest', 'earliest'] as const;
export type CnSort = (typeof CN_SORTS)[number];

export const CN_LEAN_COMPETITION = 'lean-kernel-challenge';
export const CN_LEAN_KIND = 'lean-kernel-package';
/** Spec 4.4: `search` is trimmed and at most 200 characters. */
export const CN_SEARCH_MAX = 200;
/** Spec 2.7: the shape of a public code, and a typed one in canonical form (src/shared/publicCode.ts). */
export { normalizePublicCode, PUBLIC_CODE } from '../publicCode';

export const cnAuthor = z.looseObject({
  platformId: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable().optional(),
});
export type CnAuthor = z.infer<typeof cnAuthor>;

/** Package fields of a `lean-kernel-package` summary (spec 2.7). */
const packageFields = {
  problemId: z.string().optional(),
  approvedRevision: z.string().optional(),
  solutionRevision: z.number().int().optional(),
  executionSnapshotId: z.string().nullable().optional(),
  templateVersion: z.string().optional(),
  toolchainVersion: z.string().optional(),
  manifestVersion: z.string().optional(),
  workspaceSha256: z.string().optional(),
  workspaceSizeBytes: z.number().int().optional(),
  packageFilename: z.string().optional(),
  packageFileCount: z.number().int().optional(),
  packageSizeBytes: z.number().int().optional(),
  packageSha256: z.string().optional(),
  downloadUrl: z.string().optional(),
  artifactExcerpt: z.string().nullable().optional(),
};

/** A listing summary; fields that do not apply to the kind are absent (broad listing) or null. */
export const cnSummary = z.looseObject({
  id: z.string(),
  publicCode: z.string().nullable(),
  competitionId: z.string(),
  kind: z.string(),
  title: z.string(),
  remark: z.string().nullable(),
  author: cnAuthor,
  track: z.string().nullable().optional(),
  modelId: z.string().nullable().optional(),
  favoriteCount: z.number().int(),
  viewerHasFavorited: z.boolean(),
  commentCount: z.number().int().optional(),
  directChildCount: z.number().int().optional(),
  publishedAt: z.string(),
  ...packageFields,
});
export type CnSummary = z.infer<typeof cnSummary>;

export const cnParentLink = z.looseObject({ id: z.string(), publicCode: z.string().nullable() });

/** Full item = summary + the kind's body + parent (spec 2.7). */
export const cnItem = cnSummary.extend({
  content: z.string().optional(),
  solverCode: z.string().optional(),
  modelName: z.string().optional(),
  commitHash: z.string().optional(),
  parent: cnParentLink.nullable().optional(),
});
export type CnItem = z.infer<typeof cnItem>;

export const cnItemsPage = z.looseObject({ items: z.array(cnSummary), nextCursor: z.string().nullable() });
export type CnItemsPage = z.infer<typeof cnItemsPage>;

export const cnComment = z.looseObject({
  id: z.string(),
  author: z.looseObject({ platformId: z.string(), displayName: z.string().nullable() }),
  body: z.string().nullable(),
  createdAt: z.string(),
  isDeleted: z.boolean(),
});
export type CnComment = z.infer<typeof cnComment>;

export const cnCommentsPage = z.looseObject({ items: z.array(cnComment), nextCursor: z.string().nullable() });
export type CnCommentsPage = z.infer<typeof cnCommentsPage>;

/** Spec 4.4 PUT favorite answer. */
export const cnFavorite = z.looseObject({ favorited: z.boolean(), favoriteCount: z.number().int() });
export type CnFavorite = z.infer<typeof cnFavorite>;

// ---------------------------------------------------------------- lineage graph (guessed shape)

export const cnGraphNode = z.looseObject({
  id: z.string(),
  publicCode: z.string().nullable(),
  competitionId: z.string().optional(),
  kind: z.string(),
  title: z.string(),
  author: cnAuthor.optional(),
  parentId: z.string().nullable(),
  favoriteCount: z.number().int().optional(),
  publishedAt: z.string().optional(),
});
export type CnGraphNode = z.infer<typeof cnGraphNode>;

export const cnGraph = z.looseObject({
  rootId: z.string(),
  nodes: z.array(cnGraphNode),
  edges: z.array(z.looseObject({ parentId: z.string(), childId: z.string() })),
});
export type CnGraph = z.infer<typeof cnGraph>;

// ---------------------------------------------------------------- benchmarks (2.8)

export const BENCHMARK_SORTS = ['avgAccuracy', 'publishedAt', 'scoredTotal'] as const;
export type BenchmarkSort = (typeof BENCHMARK_SORTS)[number];
export const SORT_DIRECTIONS = ['desc', 'asc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const benchmarkPerModel = z.looseObject({
  modelId: z.string(),
  accuracy: z.number(),
  scoredCorrect: z.number().int(),
  scoredTotal: z.number().int(),
  f1Score: z.number().nullable().optional(),
  parseSuccessRate: z.number().nullable().optional(),
  totalCostUsd: z.number().nullable().optional(),
  meanElapsedSeconds: z.number().nullable().optional(),
});
export type BenchmarkPerModel = z.infer<typeof benchmarkPerModel>;

export const benchmarkSummary = z.looseObject({
  resultId: z.string(),
  activityId: z.string(),
  itemId: z.string(),
  publicCode: z.string().nullable(),
  competitionId: z.string(),
  kind: z.string(),
  title: z.string(),
  author: cnAuthor,
  team: z.looseObject({ teamNumber: z.union([z.number(), z.string()]) }).nullable(),
  status: z.string(),
  problemSet: z.string(),
  perModel: z.array(benchmarkPerModel),
  avgAccuracy: z.number(),
  scoredCorrect: z.number().int(),
  scoredTotal: z.number().int(),
  viewerHasFavorited: z.boolean(),
  publishedAt: z.string(),
  completedAt: z.string(),
});
export type BenchmarkSummary = z.infer<typeof benchmarkSummary>;

export const benchmarksPage = z.looseObject({
  items: z.array(benchmarkSummary),
  nextCursor: z.string().nullable(),
});
export type BenchmarksPage = z.infer<typeof benchmarksPage>;

// ---------------------------------------------------------------- publish body (4.4)

const sid = z.string().min(1).max(200);
export const CN_TITLE_MAX = 200;
export const CN_REMARK_MAX = 500;

export const publishSource = z.discriminatedUnion('from', [
  z.object({ from: z.literal('cheatsheet'), cheatsheetId: sid }).strict(),
  z.object({ from: z.literal('solver-template'), solverTemplateId: sid }).strict(),
  z.object({ from: z.literal('submission'), submissionId: sid }).strict(),
  z
    .object({
      from: z.literal('inline'),
      title: z.string().trim().min(1).max(CN_TITLE_MAX),
      content: z.string().min(1).optional(),
      solverCode: z.string().min(1).optional(),
    })
    .strict(),
  z
    .object({
      from: z.literal('model-reference'),
      modelName: z.string().trim().min(1),
      commitHash: z.string().regex(/^[0-9a-f]{40}$/, 'A commit hash is 40 lowercase hexadecimal characters'),
    })
    .strict(),
]);
export type PublishSource = z.infer<typeof publishSource>;

/** Which item kinds each source can publish (spec 4.4). */
export const SOURCE_KINDS: Readonly<Record<PublishSource['from'], readonly CnKind[]>> = {
  cheatsheet: ['cheatsheet'],
  'solver-template': ['solver-template'],
  submission: ['cheatsheet', 'solver-template'],
  inline: ['cheatsheet', 'solver-template'],
  'model-reference': ['model-reference'],
};

export const publishBody = z
  .object({
    competitionId: sid,
    kind: z.enum(['cheatsheet', 'solver-template', 'model-reference']),
    source: publishSource,
    parentContributorNetworkItemId: sid.nullable().optional(),
    remark: z.string().max(CN_REMARK_MAX).optional(),
    track: z.string().min(1).max(100).optional(),
    modelId: z.string().min(1).max(200).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (!SOURCE_KINDS[b.source.from].includes(b.kind)) {
      ctx.addIssue({
        code: 'custom',
        path: ['kind'],
        message: `A ${b.source.from} source cannot be published as a ${b.kind}`,
      });
    }
    if (b.kind === 'solver-template') {
      if (!b.track)
        ctx.addIssue({ code: 'custom', path: ['track'], message: 'A solver template needs a track' });
      if (!b.modelId)
        ctx.addIssue({ code: 'custom', path: ['modelId'], message: 'A solver template needs a model' });
    } else {
      if (b.track !== undefined)
        ctx.addIssue({ code: 'custom', path: ['track'], message: 'Only solver templates have a track' });
      if (b.modelId !== undefined)
        ctx.addIssue({ code: 'custom', path: ['modelId'], message: 'Only solver templates have a model' });
    }
    if (b.source.from === 'inline') {
      if (b.kind === 'cheatsheet' && !b.source.content)
        ctx.addIssue({ code: 'custom', path: ['source', 'content'], message: 'A cheatsheet needs its text' });
      if (b.kind === 'solver-template' && !b.source.solverCode)
        ctx.addIssue({
          code: 'custom',
          path: ['source', 'solverCode'],
          message: 'A solver template needs its code',
        });
    }
  });
export type PublishBody = z.infer<typeof publishBody>;
