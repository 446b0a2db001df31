/**
 * Keeps every text of a cheatsheet or solver template that passes through the core (issue 20):
 * saves from the app or the command line, conflict resolutions, forks, server reads, and the
 * solver code of Stage 2 runs. A text is a version only once the server holds it (seen on a read,
 * the copy a conflict met) or accepted it (a finished save); until then a save is a draft, listed
 * nowhere, so a refused or discarded save never becomes the newest version (issue 35, item 3).
 * It pins a run when it is queued, and again when it is created, to what the server then held.
 * Changes are announced as `cache.updated` so open history and experiment views refresh.
 */
import type { LibraryKind } from '../../shared/api';
import { cacheKey, isOp, type OutboxEntryView, type OutboxRequest } from '../../shared/contract';
import type { RunPin, VersionKind, VersionSource } from '../../shared/contracts/experiments';
import type { EventHub } from '../events';
import type { SaveVersion, VersionsRepo } from '../store/versions';
import { sha256Of } from './hash';

/** Where a library item keeps the text that is versioned. */
export const BODY_FIELD: Record<VersionKind, 'content' | 'solverCode'> = {
  cheatsheet: 'content',
  'solver-template': 'solverCode',
};

export function isVersionKind(kind: LibraryKind | string): kind is VersionKind {
  return kind === 'cheatsheet' || kind === 'solver-template';
}

/** Who saves through this core: the desktop or serve mode ('app') or the command line ('cli'). */
export type SaveOrigin = 'app' | 'cli';

type RunCreate = Extract<OutboxRequest, { op: 'playground.run.create' }>;

/** How the recorder learns of the server copy a refused (CONFLICT) save met. */
export interface OutboxWatch {
  entry(id: number): OutboxEntryView | null;
  active(): Promise<{ id: string; partition: string }>;
}

export class VersionRecorder {
  constructor(
    private readonly repo: VersionsRepo,
    private readonly events: EventHub,
    watch?: OutboxWatch,
  ) {
    if (watch) {
      // A conflict is a read: the server copy it met is what the server holds (the save is not).
      events.on('outbox.changed', ({ ids }) => {
        for (const id of ids) {
          const entry = watch.entry(id);
          if (!entry || !isOp(entry, 'library.update') || entry.status !== 'failed' || !entry.conflict)
            continue;
          const { kind } = entry.request;
          const server = entry.conflict.server;
          void watch
            .active()
            .then((conn) => {
              if (conn.id === entry.connectionId)
                this.serverItem(conn.id, conn.partition, kind, server, entry.updatedAt);
            })
            .catch(() => undefined);
        }
      });
    }
  }

  /** Keeps one text; a version (not a draft) is announced to the item's history view. */
  keep(connectionId: string, partition: string, v: SaveVersion): string {
    const { sha256 } = this.repo.save(partition, v);
    if (v.itemId !== null && !v.draft) this.announce(connectionId, [historyKey(v.kind, v.itemId)]);
    return sha256;
  }

  /**
   * A library create or update queued in the outbox: its text (if it carries one) is kept as a
   * draft of the item, with its source. It becomes a version when the server answers with it.
   */
  libraryWrite(
    connectionId: string,
    partition: string,
    request: OutboxRequest,
    itemId: string,
    source: VersionSource,
  ): void {
    if (request.op !== 'library.create' && request.op !== 'library.update') return;
    if (!isVersionKind(request.kind)) return;
    const text = request.body[BODY_FIELD[request.kind]];
    if (typeof text !== 'string') return;
    const title = typeof request.body.title === 'string' ? request.body.title : null;
    this.keep(connectionId, partition, { kind: request.kind, itemId, text, title, source, draft: true });
  }

  /**
   * A full item as the server holds it (read at `at`, default now): a sighting of its text at its
   * updatedAt, and that text a version, saved when the server saved it (its updatedAt). Reading the
   * same copy again only moves the sighting's last time; no version's times move.
   */
  serverItem(
    connectionId: string,
    partition: string,
    kind: LibraryKind,
    item: Readonly<Record<string, unknown>> | null,
    at = new Date().toISOString(),
  ): void {
    if (!isVersionKind(kind) || !item) return;
    const text = item[BODY_FIELD[kind]];
    if (typeof item.id !== 'string' || typeof text !== 'string') return;
    const updatedAt = typeof item.updatedAt === 'string' ? item.updatedAt : null;
    const sha256 = this.keep(connectionId, partition, {
      kind,
      itemId: item.id,
      text,
      title: typeof item.title === 'string' ? item.title : null,
      source: 'server',
      serverUpdatedAt: updatedAt,
      at,
    });
    if (updatedAt) this.repo.sight(partition, kind, item.id, updatedAt, sha256, at);
  }

  /** A list showed items at their updatedAt: each known text was still there now. */
  listed(partition: string, kind: LibraryKind, items: readonly Readonly<Record<string, unknown>>[]): void {
    if (!isVersionKind(kind)) return;
    const at = new Date().toISOString();
    for (const it of items) {
      if (typeof it.id === 'string' && typeof it.updatedAt === 'string')
        this.repo.sightAgain(partition, kind, it.id, it.updatedAt, at);
    }
  }

  /**
   * A write reached the server: local IDs become real ones, answers are sightings (their text a
   * version), and a created run's pins are settled against what the server held (settledPins).
   */
  writeDone(connectionId: string, partition: string, entry: OutboxEntryView): void {
    if (isOp(entry, 'library.create') && isVersionKind(entry.request.kind)) {
      const kind = entry.request.kind;
      const id = entry.result?.id;
      if (id !== undefined) {
        const local = `local:${entry.id}`;
        this.repo.renameItem(partition, kind, local, id);
        this.announce(connectionId, [historyKey(kind, local)]);
      }
      this.serverItem(connectionId, partition, kind, entry.result);
    } else if (isOp(entry, 'library.update')) {
      this.serverItem(connectionId, partition, entry.request.kind, entry.result);
    } else if (isOp(entry, 'playground.run.create')) {
      const { competitionId } = entry.request;
      const runId = entry.result?.runId;
      if (!entry.request.pins || typeof runId !== 'string') return;
      const pins = this.settledPins(partition, entry.request.pins, entry.updatedAt);
      this.repo.putPins(partition, competitionId, runId, pins);
      this.announce(connectionId, [
        cacheKey('experiments.list', { competitionId }),
        ...pins.flatMap((p) => (p.itemId ? [historyKey(p.kind, p.itemId)] : [])),
      ]);
    }
  }

  /**
   * A Stage 2 run's pin: the solver code it sent is its text, known exactly. Matched to the
   * template holding that text, or kept as a version of its own (source 'run') when none does.
   */
  solverPin(
    connectionId: string,
    partition: string,
    code: string,
    name: string | null,
    how: RunPin['how'],
  ): RunPin {
    const sha256 = sha256Of(code);
    const owner = this.repo.itemsWith(partition, 'solver-template', sha256)[0] ?? null;
    if (!owner)
      this.keep(connectionId, partition, {
        kind: 'solver-template',
        itemId: null,
        text: code,
        title: name,
        source: 'run',
      });
    return {
      position: null,
      kind: 'solver-template',
      itemId: owner?.itemId ?? null,
      sha256,
      title: owner?.title ?? name,
      how,
    };
  }

  /**
   * The pins of a run the server created (`at`: when its creation was answered), from those fixed
   * when it was queued. A cheatsheet is pinned to what the server held then: the newest sighting
   * (a read, an accepted save, the copy a conflict met) first seen at or before `at`; never a save
   * that was refused, discarded or not sent; unknown when nothing was seen. Stage 2 code is exact:
   * only its template is looked up again (a save of it accepted before the run now holds it).
   */
  settledPins(partition: string, pins: readonly RunPin[], at: string): RunPin[] {
    return pins.map((pin): RunPin => {
      if (pin.how === 'baseline' || pin.how === 'matched') return pin;
      if (pin.kind === 'solver-template') {
        if (!pin.sha256) return pin;
        const owners = this.repo.itemsWith(partition, 'solver-template', pin.sha256);
        const owner = owners.find((o) => o.itemId === pin.itemId) ?? owners[0];
        return owner
          ? { ...pin, itemId: owner.itemId, title: owner.title ?? pin.title }
          : { ...pin, itemId: null };
      }
      if (!pin.itemId) return pin;
      const held = this.repo.serverTextAt(partition, 'cheatsheet', pin.itemId, at);
      return held
        ? { ...pin, sha256: held.sha256, title: held.title, how: 'started-here' }
        : { ...pin, sha256: null, title: null, how: 'unknown' };
    });
  }

  /**
   * What a run about to be queued will run, per configuration (settled again when the run is
   * created). The outbox sends in order, so a queued save of a cheatsheet goes first and is what
   * the server runs if it accepts it: the newest queued text wins, then the item's newest version.
   * A cheatsheet never seen here is "unknown".
   */
  pinsFor(
    connectionId: string,
    partition: string,
    request: Pick<RunCreate, 'kind' | 'body'>,
    queued: readonly OutboxEntryView[],
  ): RunPin[] {
    const body = request.body;
    if (request.kind === 'solver-participation') {
      if (typeof body.solverCode !== 'string') return [];
      const name = typeof body.solverName === 'string' ? body.solverName : null;
      return [this.solverPin(connectionId, partition, body.solverCode, name, 'started-here')];
    }
    if (request.kind !== 'cheatsheet') return [];
    if (!Array.isArray(body.configurations)) {
      return [
        { position: null, kind: 'cheatsheet', itemId: null, sha256: null, title: null, how: 'baseline' },
      ];
    }
    return body.configurations.map((conf, position): RunPin => {
      const itemId = String((conf as { cheatsheet?: unknown }).cheatsheet ?? '');
      const pending = queuedText(queued, itemId);
      if (pending) return { position, kind: 'cheatsheet', itemId, ...pending, how: 'started-here' };
      const newest = this.repo.newest(partition, 'cheatsheet', itemId);
      return newest
        ? {
            position,
            kind: 'cheatsheet',
            itemId,
            sha256: newest.sha256,
            title: newest.title,
            how: 'started-here',
          }
        : { position, kind: 'cheatsheet', itemId, sha256: null, title: null, how: 'unknown' };
    });
  }

  announce(connectionId: string, keys: string[]): void {
    if (keys.length) this.events.emit('cache.updated', { connectionId, keys });
  }
}

export const historyKey = (kind: VersionKind, id: string) => cacheKey('library.history', { kind, id });

/** The text the last queued (unsent) create or update of a cheatsheet carries, if any. */
function queuedText(
  queued: readonly OutboxEntryView[],
  itemId: string,
): { sha256: string; title: string | null } | null {
  let found: { sha256: string; title: string | null } | null = null;
  for (const e of queued) {
    const r = e.request;
    const id = r.op === 'library.create' ? `local:${e.id}` : r.op === 'library.update' ? r.id : null;
    if (id !== itemId || (r.op !== 'library.create' && r.op !== 'library.update')) continue;
    if (e.status === 'done' || e.status === 'failed') continue;
    const text = r.body.content;
    if (typeof text === 'string')
      found = { sha256: sha256Of(text), title: typeof r.body.title === 'string' ? r.body.title : null };
  }
  return found;
}
