/**
 * The workbench's repositories over its one database, one per table family. Everything else in
 * the core works with these, never with the database: all SQL stays in this folder.
 */
import { CacheRepo } from './cache';
import { ConnectionsRepo } from './connections';
import { ContributorNetworkRepo } from './contributorNetwork';
import type { Db } from './db';
import { DraftsRepo } from './drafts';
import { Igp24LabelsRepo } from './igp24Labels';
import { OutboxRepo } from './outbox';
import { PlaygroundRepo } from './playground';
import { SweepsRepo } from './sweeps';
import { VersionsRepo } from './versions';

export interface Repositories {
  cache: CacheRepo;
  connections: ConnectionsRepo;
  drafts: DraftsRepo;
  outbox: OutboxRepo;
  igp24Labels: Igp24LabelsRepo;
  playground: PlaygroundRepo;
  sweeps: SweepsRepo;
  contributorNetwork: ContributorNetworkRepo;
  versions: VersionsRepo;
  /** Runs `fn` in one transaction: the writes of several repositories commit or roll back together. */
  transaction<T>(fn: () => T): T;
}

export function openRepositories(db: Db): Repositories {
  return {
    cache: new CacheRepo(db),
    connections: new ConnectionsRepo(db),
    drafts: new DraftsRepo(db),
    outbox: new OutboxRepo(db),
    igp24Labels: new Igp24LabelsRepo(db),
    playground: new PlaygroundRepo(db),
    sweeps: new SweepsRepo(db),
    contributorNetwork: new ContributorNetworkRepo(db),
    versions: new VersionsRepo(db),
    // IMMEDIATE: one that reads and then writes waits for another process's write (busy timeout)
    // instead of failing at once with "database is locked", as a deferred one does in WAL.
    transaction: (fn) => db.transaction(fn).immediate(),
  };
}
