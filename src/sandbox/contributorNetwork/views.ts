import type { CnComment, CnItem, CnListedItem } from '../db/cnNetwork';

/** Lean kernel package metadata stored with a package item (spec 2.7). */
export interface PackageMeta {
  problemId: string;
  approvedRevision: string;
  solutionRevision: number;
  executionSnapshotId: string | null;
  templateVersion: string;
  toolchainVersion: string;
  manifestVersion: string;
  workspaceSha256: string;
  workspaceSizeBytes: number;
  packageFilename: string;
  packageFileCount: number;
  packageSizeBytes: number;
  packageSha256: string;
  artifactExcerpt: string | null;
  /** Workspace file paths and text: searchable public content, never sent in a listing. */
  files: { path: string; text: string }[];
}

export function packageMeta(item: CnItem): PackageMeta | null {
  return item.packageJson ? (JSON.parse(item.packageJson) as PackageMeta) : null;
}

/** Origin-relative download path of a package (spec 2.7 `downloadUrl`). */
export function downloadUrl(itemId: string): string {
  return `/api/public/v1/contributor-network/items/${encodeURIComponent(itemId)}/download`;
}

/** Broad-listing summary: fields that do not apply to the kind are omitted (spec 2.7). */
export function summaryView(item: CnListedItem): Record<string, unknown> {
  return {
    id: item.id,
    publicCode: item.publicCode,
    competitionId: item.competitionId,
    kind: item.kind,
    title: item.title,
    remark: item.remark,
    author: {
      platformId: item.authorAccountId,
      displayName: item.authorDisplayName,
      avatarUrl: item.authorAvatarUrl,
    },
    ...(item.kind === 'solver-template' ? { track: item.track, modelId: item.modelId } : {}),
    favoriteCount: item.favoriteCount,
    viewerHasFavorited: item.viewerHasFavorited,
    commentCount: item.commentCount,
    directChildCount: item.directChildCount,
    publishedAt: item.publishedAt,
  };
}

/** Lean-package listing shape: no avatar, comment or child counts; track and modelId null. */
export function packageSummaryView(item: CnListedItem): Record<string, unknown> {
  const meta = packageMeta(item);
  const { files: _files, ...fields } = meta ?? ({ files: [] } as unknown as PackageMeta);
  return {
    id: item.id,
    publicCode: item.publicCode,
    competitionId: item.competitionId,
    kind: item.kind,
    title: item.title,
    remark: item.remark,
    author: { platformId: item.authorAccountId, displayName: item.authorDisplayName },
    track: null,
    modelId: null,
    favoriteCount: item.favoriteCount,
    viewerHasFavorited: item.viewerHasFavorited,
    publishedAt: item.publishedAt,
    ...fields,
    downloadUrl: downloadUrl(item.id),
  };
}

/** Full item (spec 2.7): the summary plus the kind's body fields and the parent link. */
export function fullView(item: CnListedItem, parent: { id: string; publicCode: string } | null) {
  if (item.kind === 'lean-kernel-package') return { ...packageSummaryView(item), parent };
  const base = summaryView(item);
  return {
    ...base,
    track: item.kind === 'solver-template' ? item.track : null,
    modelId: item.kind === 'solver-template' ? item.modelId : null,
    ...(item.kind === 'cheatsheet' ? { content: item.body } : {}),
    ...(item.kind === 'solver-template' ? { solverCode: item.body } : {}),
    ...(item.kind === 'model-reference' ? { modelName: item.modelName, commitHash: item.commitHash } : {}),
    parent,
  };
}

/** A comment; soft-deleted ones keep their place with body and display name null (spec 2.7). */
export function commentView(c: CnComment) {
  const deleted = c.deletedAt !== null;
  return {
    id: c.id,
    author: { platformId: c.accountId, displayName: deleted ? null : c.authorDisplayName },
    body: deleted ? null : c.body,
    createdAt: c.createdAt,
    isDeleted: deleted,
  };
}
