/**
 * Keeps every text of a cheatsheet or solver template that passes through the core (issue 20):
 * saves from the app or the command line, conflict resolutions, forks, server reads, and the
 * solver code of Stage 2 runs. A text is a version only once the server holds it (seen on a read,
 * the copy a conflict met) or accepted it (a finished save); until then a save is a draft, listed
 * nowhere, so a refused or discarded save never becomes the newest version (issue 35, item 3).
 * Changes are announced as `cache.updated` so open history and experiment views refresh.
 *
 * It is the only writer of versions, sightings and pins outside the store's own tests, and it is
 * wired in two places only (workbench.ts), never into a handler:
 * - `write`: the outbox's one hook, called with each stage of a write (queued, sent again,
 *   refused, done) and keyed by its op;
 * - `seen`: what the platform was seen holding, from the cached reads (an item, a list of items, a
 *   run) and from the run follower (a run that ended, its results all stored). Runs are matched to
 *   versions there, so the views of runs only read.
 */
import type { LibraryKind } from '../../shared/api';
import { cacheKey, cacheKeyPrefix, isOp, type OutboxEntryView } from '../../shared/contract';
import type { RunPin, VersionSource } from '../../shared/contracts/experiments';
import type { ActiveConnection } from '../connections';
import type { EventHub } from '../events';
import { paramsOf, sentBodies } from '../experiments/runs';
import type { WriteStage } from '../outbox/outbox';
import type { CompetitionRun, PlaygroundRepo } from '../store/playground';
import type { SaveVersion, VersionsRepo } from '../store/versions';
import { BODY_FIELD, historyKey, isVersionKind, type SaveOrigin } from './kinds';
import { pinsOfRun, settledPins, startedByRun, worthKeeping } from './pins';

export type { WriteStage };

export interface RecorderOptions {
  repo: VersionsRepo;
  playground: Pick<PlaygroundRepo, 'getRun' | 'isComplete' | 'getAggregates'>;
  /** The connection's run creations that are done and carry pins (the outbox's store). */
  startedRuns: (connectionId: string, competitionId: string) => OutboxEntryView[];
  events: EventHub;
  active: () => Promise<ActiveConnection>;
  /** Who saves through this core, kept with each text it queues. */
  origin: SaveOrigin;
}

export class VersionRecorder {
  /** Outbox stages in the order the outbox reported them (each waits for the active connection). */
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly opts: RecorderOptions) {}

  /**
   * The outbox's hook. A write is the active connection's when it is reported (the outbox only
   * queues and sends for that one); a switch meanwhile leaves it to that connection's next read.
   */
  write(stage: WriteStage, entry: OutboxEntryView): void {
    this.chain = this.chain
      .then(() => this.opts.active())
      .then((conn) => {
        if (conn.id === entry.connectionId) this.onWrite(conn, stage, entry);
      })
      .catch(() => undefined);
  }

  /** Settles once every reported write is kept (closing waits for it: the command line exits). */
  idle(): Promise<void> {
    return this.chain;
  }

  /** The platform's answer to a read, by its cache key: items, lists of items, and runs. */
  seen(conn: ActiveConnection, key: string, value: unknown): void {
    const input = (method: 'library.get' | 'library.list' | 'playground.run') =>
      key.startsWith(cacheKeyPrefix(method))
        ? (JSON.parse(key.slice(cacheKeyPrefix(method).length)) as Record<string, unknown>)
        : null;
    const get = input('library.get');
    if (get) {
      this.serverItem(conn, get.kind as LibraryKind, value as Record<string, unknown> | null);
      return;
    }
    const list = input('library.list');
    if (list) {
      const items = (value as { items?: unknown } | null)?.items;
      if (Array.isArray(items)) this.listed(conn.partition, list.kind as LibraryKind, items);
      return;
    }
    const run = input('playground.run');
    if (run && typeof run.competitionId === 'string' && typeof run.runId === 'string')
      this.runSeen(conn, run.competitionId, run.runId);
  }

  private onWrite(conn: ActiveConnection, stage: WriteStage, entry: OutboxEntryView): void {
    const req = entry.request;
    if (stage === 'refused') {
      // A conflict is a read: the server copy it met is what the server holds (the save is not).
      if (isOp(entry, 'library.update') && entry.conflict)
        this.serverItem(conn, entry.request.kind, entry.conflict.server, entry.updatedAt);
      return;
    }
    if (stage === 'done') {
      this.writeDone(conn, entry);
      return;
    }
    if (req.op !== 'library.create' && req.op !== 'library.update') return;
    // Sent again over the copy a conflict met: that copy and the text sent now are both kept.
    if (stage === 'requeued' && entry.conflict) this.serverItem(conn, req.kind, entry.conflict.server);
    const forked = req.op === 'library.create' && typeof req.body.sourceContributorNetworkItemId === 'string';
    const source: VersionSource =
      stage === 'requeued' && entry.conflict ? 'conflict' : forked ? 'fork' : this.opts.origin;
    const itemId = req.op === 'library.create' ? `local:${entry.id}` : req.id;
    this.queuedText(conn, req.kind, req.body, itemId, source);
  }

  /**
   * A library create or update queued in the outbox: its text (if it carries one) is kept as a
   * draft of the item, with its source. It becomes a version when the server answers with it.
   */
  private queuedText(
    conn: ActiveConnection,
    kind: LibraryKind,
    body: Readonly<Record<string, unknown>>,
    itemId: string,
    source: VersionSource,
  ): void {
    if (!isVersionKind(kind)) return;
    const text = body[BODY_FIELD[kind]];
    if (typeof text !== 'string') return;
    const title = typeof body.title === 'string' ? body.title : null;
    this.keep(conn, { kind, itemId, text, title, source, draft: true });
  }

  /** Keeps one text; a version (not a draft) is announced to the item's history view. */
  private keep(conn: ActiveConnection, v: SaveVersion): string {
    const { sha256 } = this.opts.repo.save(conn.partition, v);
    if (v.itemId !== null && !v.draft) this.announce(conn, [historyKey(v.kind, v.itemId)]);
    return sha256;
  }

  /**
   * A full item as the server holds it (read at `at`, default now): a sighting of its text at its
   * updatedAt, and that text a version, saved when the server saved it (its updatedAt). Reading the
   * same copy again only moves the sighting's last time; no version's times move.
   */
  private serverItem(
    conn: ActiveConnection,
    kind: LibraryKind,
    item: Readonly<Record<string, unknown>> | null | undefined,
    at = new Date().toISOString(),
  ): void {
    if (!isVersionKind(kind) || !item) return;
    const text = item[BODY_FIELD[kind]];
    if (typeof item.id !== 'string' || typeof text !== 'string') return;
    const updatedAt = typeof item.updatedAt === 'string' ? item.updatedAt : null;
    const sha256 = this.keep(conn, {
      kind,
      itemId: item.id,
      text,
      title: typeof item.title === 'string' ? item.title : null,
      source: 'server',
      serverUpdatedAt: updatedAt,
      at,
    });
    if (updatedAt) this.opts.repo.sight(conn.partition, kind, item.id, updatedAt, sha256, at);
  }

  /** A list showed items at their updatedAt: each known text was still there now. */
  private listed(partition: string, kind: LibraryKind, items: readonly unknown[]): void {
    if (!isVersionKind(kind)) return;
    const at = new Date().toISOString();
    for (const it of items as Array<Record<string, unknown>>) {
      if (typeof it?.id === 'string' && typeof it.updatedAt === 'string')
        this.opts.repo.sightAgain(partition, kind, it.id, it.updatedAt, at);
    }
  }

  /**
   * A write reached the server: local IDs become real ones, answers are sightings (their text a
   * version), and a created run's pins are settled against what the server held (pins.ts).
   */
  private writeDone(conn: ActiveConnection, entry: OutboxEntryView): void {
    const { repo } = this.opts;
    if (isOp(entry, 'library.create') && isVersionKind(entry.request.kind)) {
      const kind = entry.request.kind;
      const id = entry.result?.id;
      if (id !== undefined) {
        const local = `local:${entry.id}`;
        repo.renameItem(conn.partition, kind, local, id);
        this.announce(conn, [historyKey(kind, local)]);
      }
      this.serverItem(conn, kind, entry.result);
    } else if (isOp(entry, 'library.update')) {
      this.serverItem(conn, entry.request.kind, entry.result);
    } else if (isOp(entry, 'playground.run.create')) {
      const { competitionId, body } = entry.request;
      const runId = entry.result?.runId;
      if (!entry.request.pins || typeof runId !== 'string') return;
      const pins = settledPins(repo, conn.partition, entry.request.pins, entry.updatedAt);
      this.keepPins(conn, competitionId, runId, pins, body);
    }
  }

  /**
   * A run the platform showed: once it has ended and its results are all stored, the texts it ran
   * are kept with it (from its creation here, else matched), unless they are already.
   */
  private runSeen(conn: ActiveConnection, competitionId: string, runId: string): void {
    const key = { partition: conn.partition, competitionId, runId };
    const found = this.opts.playground.getRun(key);
    if (!found || !this.opts.playground.isComplete(key)) return;
    const stored: CompetitionRun = {
      runId,
      kind: found.kind,
      run: found.run,
      state: this.opts.playground.getAggregates(key),
      firstCompletedAt: null,
      lastCompletedAt: null,
    };
    const started = this.opts.startedRuns(conn.id, competitionId);
    const sent = sentBodies(started).get(runId);
    const pins = pinsOfRun(
      this.opts.repo,
      conn.partition,
      stored,
      this.opts.repo.pinsOf(conn.partition, competitionId),
      startedByRun(started),
      sent,
    );
    if (worthKeeping(pins))
      this.keepPins(conn, competitionId, runId, pins.pins, paramsOf(stored, sent) ?? {});
  }

  /**
   * Keeps a run's pins; its solver code that belongs to no template is kept as a version of its
   * own (source 'run'). The run's table and the versions it ran are announced.
   */
  private keepPins(
    conn: ActiveConnection,
    competitionId: string,
    runId: string,
    pins: readonly RunPin[],
    body: Readonly<Record<string, unknown>>,
  ): void {
    const code = body.solverCode;
    for (const p of pins) {
      if (p.kind === 'solver-template' && p.itemId === null && p.sha256 && typeof code === 'string') {
        const name = typeof body.solverName === 'string' ? body.solverName : null;
        this.keep(conn, { kind: 'solver-template', itemId: null, text: code, title: name, source: 'run' });
      }
    }
    this.opts.repo.putPins(conn.partition, competitionId, runId, pins);
    this.announce(conn, [
      cacheKey('experiments.list', { competitionId }),
      ...pins.flatMap((p) => (p.itemId ? [historyKey(p.kind, p.itemId)] : [])),
    ]);
  }

  private announce(conn: ActiveConnection, keys: string[]): void {
    if (keys.length) this.opts.events.emit('cache.updated', { connectionId: conn.id, keys });
  }
}
