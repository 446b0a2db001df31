/**
 * Spec 4.4: the Contributor Network endpoints, plus the guessed comment create/delete and lineage
 * graph paths (docs/spec-gaps.md, "Contributor Network").
 */
import * as z from 'zod';
import {
  type BenchmarksPage,
  benchmarksPage,
  type CnComment,
  type CnCommentsPage,
  type CnFavorite,
  type CnGraph,
  type CnItem,
  type CnItemsPage,
  cnComment,
  cnCommentsPage,
  cnFavorite,
  cnGraph,
  cnItem,
  cnItemsPage,
} from '../../shared/api/contributorNetwork';
import type { ApiClient, ApiResponse, Query } from './client';

const enc = encodeURIComponent;
const ITEMS = '/contributor-network/items';
const item = (id: string) => `${ITEMS}/${enc(id)}`;

export interface ListQuery {
  competitionId?: string;
  kind?: string;
  scope?: string;
  track?: string;
  problemId?: string;
  search?: string;
  publicCode?: string;
  sort?: string;
  cursor?: string | null;
  limit?: number;
}

export function listItems(
  client: ApiClient,
  q: ListQuery,
  signal?: AbortSignal,
): Promise<ApiResponse<CnItemsPage>> {
  return client.request({ method: 'GET', path: ITEMS, query: q as Query, schema: cnItemsPage, signal });
}

export function getItem(client: ApiClient, id: string, signal?: AbortSignal): Promise<ApiResponse<CnItem>> {
  return client.request({ method: 'GET', path: item(id), schema: cnItem, signal });
}

export function publishItem(client: ApiClient, body: Record<string, unknown>): Promise<ApiResponse<CnItem>> {
  return client.request({ method: 'POST', path: ITEMS, body, schema: cnItem });
}

export function withdrawItem(client: ApiClient, id: string): Promise<ApiResponse<unknown>> {
  return client.request({ method: 'DELETE', path: item(id) });
}

export function putFavorite(client: ApiClient, id: string): Promise<ApiResponse<CnFavorite>> {
  return client.request({ method: 'PUT', path: `${item(id)}/favorite`, schema: cnFavorite });
}

export function deleteFavorite(client: ApiClient, id: string): Promise<ApiResponse<unknown>> {
  return client.request({ method: 'DELETE', path: `${item(id)}/favorite` });
}

export function listComments(
  client: ApiClient,
  id: string,
  q: { cursor?: string | null; limit?: number },
  signal?: AbortSignal,
): Promise<ApiResponse<CnCommentsPage>> {
  return client.request({
    method: 'GET',
    path: `${item(id)}/comments`,
    query: { cursor: q.cursor, limit: q.limit },
    schema: cnCommentsPage,
    signal,
  });
}

/** Guessed: POST {body} → 201 Comment. */
export function createComment(client: ApiClient, id: string, body: string): Promise<ApiResponse<CnComment>> {
  return client.request({ method: 'POST', path: `${item(id)}/comments`, body: { body }, schema: cnComment });
}

/** Guessed: DELETE → 204 (soft delete). */
export function deleteComment(
  client: ApiClient,
  id: string,
  commentId: string,
): Promise<ApiResponse<unknown>> {
  return client.request({ method: 'DELETE', path: `${item(id)}/comments/${enc(commentId)}` });
}

/** Guessed: GET → { rootId, nodes[], edges[] }. */
export function getGraph(client: ApiClient, id: string, signal?: AbortSignal): Promise<ApiResponse<CnGraph>> {
  return client.request({ method: 'GET', path: `${item(id)}/graph`, schema: cnGraph, signal });
}

/**
 * The exact package bytes. `downloadUrl` is origin-relative (`/api/public/v1/...`); the client adds
 * the prefix itself, so only the part after it is used, and only when it names this item's download.
 */
export function downloadPackage(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<ApiResponse<Buffer>> {
  return client.request({
    method: 'GET',
    path: `${item(id)}/download`,
    responseType: 'bytes',
    schema: z.instanceof(Buffer),
    signal,
  });
}

export interface BenchmarkQuery {
  activityId?: string;
  competitionId?: string;
  problemSet?: string;
  modelId?: string;
  minAvgAccuracy?: number;
  search?: string;
  sortBy?: string;
  sortDirection?: string;
  cursor?: string | null;
  limit?: number;
}

export function listBenchmarks(
  client: ApiClient,
  q: BenchmarkQuery,
  signal?: AbortSignal,
): Promise<ApiResponse<BenchmarksPage>> {
  return client.request({
    method: 'GET',
    path: '/contributor-network/benchmarks',
    query: q as Query,
    schema: benchmarksPage,
    signal,
  });
}
