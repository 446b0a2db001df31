/** Spec 4.1 / 4.2: submit, read and download submissions. */
import { type Page, type SubmissionDto, submissionDto, submissionPage } from '../../shared/api';
import type { ApiClient, ApiResponse } from './client';

const enc = encodeURIComponent;
const base = (competitionId: string) => `/competitions/${enc(competitionId)}/submissions`;

export interface SubmitRequest {
  payload: Record<string, unknown>;
  meta?: Record<string, unknown>;
  slot?: number;
  idempotencyKey?: string;
}

/** POST is never retried by the client; the outbox repeats it with the same idempotencyKey. */
export function submit(
  client: ApiClient,
  competitionId: string,
  body: SubmitRequest,
): Promise<ApiResponse<SubmissionDto>> {
  return client.request({ method: 'POST', path: base(competitionId), body, schema: submissionDto });
}

export function listMine(
  client: ApiClient,
  competitionId: string,
  q: { cursor?: string | null; limit?: number } = {},
): Promise<ApiResponse<Page<SubmissionDto>>> {
  return client.request({
    method: 'GET',
    path: `${base(competitionId)}/mine`,
    query: q,
    schema: submissionPage,
  });
}

/**
 * The legacy read (spec 4.1, 9.2): one record for cheatsheet and model-reference, one per track
 * for solver-participation, and IGP24's paginated history. Kept for scripts and contract tests.
 */
export function legacyMe(
  client: ApiClient,
  competitionId: string,
  q: { track?: string; cursor?: string | null; limit?: number } = {},
): Promise<ApiResponse<SubmissionDto | Page<SubmissionDto>>> {
  return client.request({
    method: 'GET',
    path: `${base(competitionId)}/me`,
    query: q,
    schema: submissionPage.or(submissionDto),
  });
}

export function getSubmission(
  client: ApiClient,
  competitionId: string,
  id: string,
): Promise<ApiResponse<SubmissionDto>> {
  return client.request({ method: 'GET', path: `${base(competitionId)}/${enc(id)}`, schema: submissionDto });
}

export function downloadSubmission(
  client: ApiClient,
  competitionId: string,
  id: string,
): Promise<ApiResponse<string>> {
  const path = `${base(competitionId)}/${enc(id)}/download`;
  return client.request({ method: 'GET', path, responseType: 'text' }) as Promise<ApiResponse<string>>;
}
