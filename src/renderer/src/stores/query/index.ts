/** The renderer's one way to read and write server data: see docs/renderer.md. */
export { createQueryClient, queryClient } from './client';
export { CONNECTIONS_KEY, OUTBOX_CHANGED, pagesKey, readKey, STATUS_KEY } from './keys';
export type { CachedData, CachedMethod, OutboxWriteMethod, PagedMethod, QueryMethod } from './methods';
export {
  entryKey,
  type FollowedEntry,
  recordEntry,
  useOutboxEntry,
  useOutboxList,
  useOutboxSummary,
} from './outbox';
export { QueryProvider } from './QueryProvider';
export { readContract } from './read';
export { type Read, startReads } from './startReads';
export {
  type ActivateConnection,
  type StatusView,
  useActivateConnection,
  useActiveConnection,
  useAppStatus,
  useConnections,
  useOnline,
} from './status';
export { type ContractPagesOptions, nextCursor, pagesItems, useContractPages } from './useContractPages';
export { type ContractQueryOptions, useContractQueries, useContractQuery } from './useContractQuery';
export { type LocalWriteMethod, type LocalWriteOptions, useLocalWrite } from './useLocalWrite';
export {
  type OutboxCommands,
  type OutboxMethod,
  type OutboxWriteOptions,
  useOutboxCommands,
  useOutboxWrite,
} from './useOutboxWrite';
export { useRefreshShown } from './useRefreshShown';
