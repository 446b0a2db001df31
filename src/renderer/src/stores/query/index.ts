/** The renderer's one way to read and write server data: see docs/renderer.md. */
export { createQueryClient, queryClient } from './client';
export { OUTBOX_CHANGED, pagesKey, readKey } from './keys';
export type { CachedData, CachedMethod, OutboxWriteMethod, PagedMethod, ReadMethod } from './methods';
export { QueryProvider } from './QueryProvider';
export { readContract } from './read';
export { type ContractPagesOptions, nextCursor, pagesItems, useContractPages } from './useContractPages';
export { type ContractQueryOptions, useContractQueries, useContractQuery } from './useContractQuery';
export { type OutboxWriteOptions, useOutboxWrite } from './useOutboxWrite';
