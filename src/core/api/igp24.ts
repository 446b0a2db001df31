/** Spec 4.3 (and 4.1's batch read): IGP24 label progress, remaining pairs, batch status. */
import {
  type BatchStatus,
  batchStatus,
  type LabelProgressPage,
  labelProgressPage,
  type RemainingPairsPage,
  remainingPairsPage,
} from '../../shared/api';
import type { ApiClient, ApiResponse } from './client';

/** The IGP24 competition's ID: spec 4.3 names these paths with it literally. */
export const IGP24_COMPETITION_ID = 'igp24';
const base = `/competitions/${IGP24_COMPETITION_ID}`;

export function getLabelProgress(
  client: ApiClient,
  q: {
    cursor?: string | null;
    limit?: number;
    label?: readonly string[];
    labels?: string;
    includeEmpty?: boolean;
  } = {},
  signal?: AbortSignal,
): Promise<ApiResponse<LabelProgressPage>> {
  return client.request({
    method: 'GET',
    path: `${base}/labels/progress`,
    query: q,
    schema: labelProgressPage,
    signal,
  });
}

export function getRemainingPairs(
  client: ApiClient,
  q: { cursor?: string | null; limit?: number } = {},
): Promise<ApiResponse<RemainingPairsPage>> {
  return client.request({
    method: 'GET',
    path: `${base}/remaining-pairs`,
    query: q,
    schema: remainingPairsPage,
  });
}

export function getIgp24Batch(client: ApiClient, batchId: string): Promise<ApiResponse<BatchStatus>> {
  return client.request({
    method: 'GET',
    path: `${base}/submissions/batch/${encodeURIComponent(batchId)}`,
    schema: batchStatus,
  });
}
