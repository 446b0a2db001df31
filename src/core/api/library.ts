/** Spec 4.6: the caller's private libraries. */
import type { z } from 'zod';
import {
  cheatsheet,
  cheatsheetPage,
  customLeanProblem,
  customLeanProblemPage,
  type LibraryItem,
  type LibraryKind,
  type LibrarySummary,
  type Page,
  solverTemplate,
  solverTemplatePage,
} from '../../shared/api';
import type { ApiClient, ApiResponse } from './client';

const PATHS: Record<LibraryKind, string> = {
  cheatsheet: '/cheatsheets',
  'solver-template': '/solver-templates',
  'lean-problem': '/lean-problems',
};
const ITEM: Record<LibraryKind, z.ZodType<LibraryItem>> = {
  cheatsheet,
  'solver-template': solverTemplate,
  'lean-problem': customLeanProblem,
};
const PAGE: Record<LibraryKind, z.ZodType<Page<LibrarySummary>>> = {
  cheatsheet: cheatsheetPage,
  'solver-template': solverTemplatePage,
  'lean-problem': customLeanProblemPage,
};
const enc = encodeURIComponent;

export function listLibrary(
  client: ApiClient,
  kind: LibraryKind,
  q: { cursor?: string | null; limit?: number; track?: string | null } = {},
): Promise<ApiResponse<Page<LibrarySummary>>> {
  return client.request({ method: 'GET', path: PATHS[kind], query: q, schema: PAGE[kind] });
}

export function getLibraryItem(
  client: ApiClient,
  kind: LibraryKind,
  id: string,
  signal?: AbortSignal,
): Promise<ApiResponse<LibraryItem>> {
  return client.request({ method: 'GET', path: `${PATHS[kind]}/${enc(id)}`, schema: ITEM[kind], signal });
}

export function createLibraryItem(
  client: ApiClient,
  kind: LibraryKind,
  body: Record<string, unknown>,
): Promise<ApiResponse<LibraryItem>> {
  return client.request({ method: 'POST', path: PATHS[kind], body, schema: ITEM[kind] });
}

export function updateLibraryItem(
  client: ApiClient,
  kind: LibraryKind,
  id: string,
  body: Record<string, unknown>,
): Promise<ApiResponse<LibraryItem>> {
  return client.request({ method: 'PATCH', path: `${PATHS[kind]}/${enc(id)}`, body, schema: ITEM[kind] });
}

export function deleteLibraryItem(
  client: ApiClient,
  kind: LibraryKind,
  id: string,
): Promise<ApiResponse<void>> {
  return client.request({ method: 'DELETE', path: `${PATHS[kind]}/${enc(id)}` }) as Promise<
    ApiResponse<void>
  >;
}
