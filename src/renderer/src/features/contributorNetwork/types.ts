/** Spec 2.7 shapes as the screens read them. */
export interface NetworkAuthor {
  platformId: string;
  displayName: string | null;
  avatarUrl?: string | null;
}

export interface NetworkSummary {
  id: string;
  publicCode: string | null;
  competitionId: string;
  kind: string;
  title: string;
  remark: string | null;
  author: NetworkAuthor;
  track?: string | null;
  modelId?: string | null;
  favoriteCount: number;
  viewerHasFavorited: boolean;
  commentCount?: number;
  directChildCount?: number;
  publishedAt: string;
}

export interface NetworkItem extends NetworkSummary {
  content?: string;
  solverCode?: string;
  modelName?: string;
  commitHash?: string;
  parent: { id: string; publicCode: string | null } | null;
  // Lean kernel packages (spec 2.7)
  problemId?: string;
  approvedRevision?: string;
  solutionRevision?: number;
  executionSnapshotId?: string | null;
  templateVersion?: string;
  toolchainVersion?: string;
  manifestVersion?: string;
  workspaceSha256?: string;
  workspaceSizeBytes?: number;
  packageFilename?: string;
  packageFileCount?: number;
  packageSizeBytes?: number;
  packageSha256?: string;
  downloadUrl?: string;
  artifactExcerpt?: string | null;
}

export interface NetworkComment {
  id: string;
  author: { platformId: string; displayName: string | null };
  body: string | null;
  createdAt: string;
  isDeleted: boolean;
}

export interface BenchmarkModelResult {
  modelId: string;
  accuracy: number;
  scoredCorrect: number;
  scoredTotal: number;
  f1Score: number | null;
  parseSuccessRate: number | null;
  totalCostUsd: number | null;
  meanElapsedSeconds: number | null;
}

export interface BenchmarkSummary {
  resultId: string;
  activityId: string;
  itemId: string;
  publicCode: string | null;
  competitionId: string;
  kind: string;
  title: string;
  author: NetworkAuthor;
  team: { teamNumber: number | string } | null;
  status: string;
  problemSet: string;
  perModel: BenchmarkModelResult[];
  avgAccuracy: number;
  scoredCorrect: number;
  scoredTotal: number;
  viewerHasFavorited: boolean;
  publishedAt: string;
  completedAt: string;
}
