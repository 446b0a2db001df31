/**
 * The store's file opened for a read of the cache only (core/cachePeek.ts): the repositories it
 * needs, without the integrity check and migrations of a full open.
 */
import { CacheRepo } from './cache';
import { ConnectionsRepo } from './connections';
import { openExistingForRead } from './db';

export interface StoreForRead {
  connections: ConnectionsRepo;
  cache: CacheRepo;
  close(): void;
}

/** Null when there is no file or it is not this app's version (a full open handles those). */
export function openStoreForRead(file: string): StoreForRead | null {
  const db = openExistingForRead(file);
  if (!db) return null;
  return { connections: new ConnectionsRepo(db), cache: new CacheRepo(db), close: () => db.close() };
}
