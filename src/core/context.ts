/**
 * What the handlers work with: services and the repositories they need, never the database.
 * Its own file so that the handlers and the workbench that builds it do not import each other.
 */
import type { ConnectionManager } from './connections';
import type { EventHub } from './events';
import type { Logger } from './log';
import type { Outbox } from './outbox/outbox';
import type { SecretStore } from './secrets';
import type { ConnectionsRepo } from './store/connections';
import type { ContributorNetworkRepo } from './store/contributorNetwork';
import type { DraftsRepo } from './store/drafts';
import type { Igp24LabelsRepo } from './store/igp24Labels';
import type { PlaygroundRepo } from './store/playground';
import type { SweepsRepo } from './store/sweeps';
import type { VersionsRepo } from './store/versions';
import type { CachedReads } from './sync/cachedReads';
import type { Connectivity } from './sync/connectivity';
import type { RunFollowers } from './sync/runFollower';

export interface CoreContext {
  version: string;
  log: Logger;
  events: EventHub;
  connections: ConnectionManager;
  reads: CachedReads;
  connectivity: Connectivity;
  secrets: SecretStore;
  outbox: Outbox;
  drafts: DraftsRepo;
  storeNotice: string | null;
  /** The IGP24 label copy (progress of every label, for the explorer's local queries). */
  igp24Labels: Igp24LabelsRepo;
  /** Playground runs, rows and aggregates as last seen. */
  playground: PlaygroundRepo;
  /** Contributor Network items as last seen, with their full-text index. */
  contributorNetwork: ContributorNetworkRepo;
  /**
   * Versions of cheatsheets and solver templates, and the texts runs were pinned to: read here
   * (and a restored text kept as a draft); everything else the recorder keeps (src/core/versions).
   */
  versions: VersionsRepo;
  /** Asks the user where to save a download (the desktop's system dialog); null in serve mode. */
  chooseSavePath: ((defaultName: string) => Promise<string | null>) | null;
  /** One follower per active Playground run. */
  followers: RunFollowers;
  /** Settles once the runs of the active connection are followed again (after start or a switch). */
  followersResumed: () => Promise<void>;
  /** Playground sweeps: definitions, variants and rounds (src/core/sweeps). */
  sweeps: SweepsRepo;
  /** Runs `fn` in one IMMEDIATE transaction over every repository (a sweep's round and its outbox entry). */
  transaction: <T>(fn: () => T) => T;
  /** App settings kept in SQLite (e.g. whether to look for updates). */
  settings: Pick<ConnectionsRepo, 'getSetting' | 'setSetting'>;
  /** Called after the active connection changed. */
  onActivated: () => void;
}
