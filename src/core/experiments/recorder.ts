/**
 * Keeps every text of a cheatsheet or solver template that passes through the core as a version
 * (issue 20): saves from the app or the command line, conflict resolutions, forks, server reads,
 * and the solver code of Stage 2 runs. It also computes a run's pins before the run is queued.
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

export class VersionRecorder {
  constructor(
    private readonly repo: VersionsRepo,
    private readonly events: EventHub,
  ) {}

  /** Keeps one text and tells the item's history view. */
  keep(connectionId: string, partition: string, v: SaveVersion): string {
    const { sha256 } = this.repo.save(partition, v);
    if (v.itemId !== null) this.announce(connectionId, [historyKey(v.kind, v.itemId)]);
    return sha256;
  }

  /** A library create or update queued in the outbox: its text (if it carries one) is a version. */
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
    this.keep(connectionId, partition, { kind: request.kind, itemId, text, title, source });
  }

  /** A full item as the server holds it: a version (if new) and a sighting at its updatedAt. */
  serverItem(connectionId: string, partition: string, kind: LibraryKind, item: unknown): void {
    if (!isVersionKind(kind) || !item || typeof item !== 'object') return;
    const it = item as Record<string, unknown>;
    const text = it[BODY_FIELD[kind]];
    if (typeof it.id !== 'string' || typeof text !== 'string') return;
    const updatedAt = typeof it.updatedAt === 'string' ? it.updatedAt : null;
    const at = new Date().toISOString();
    const sha256 = this.keep(connectionId, partition, {
      kind,
      itemId: it.id,
      text,
      title: typeof it.title === 'string' ? it.title : null,
      source: 'server',
      serverUpdatedAt: updatedAt,
      at,
    });
    if (updatedAt) this.repo.sight(partition, kind, it.id, updatedAt, sha256, at);
  }

  /** A list showed items at their updatedAt: each known text was still there now. */
  listed(partition: string, kind: LibraryKind, items: readonly unknown[]): void {
    if (!isVersionKind(kind)) return;
    const at = new Date().toISOString();
    for (const item of items) {
      const it = item as { id?: unknown; updatedAt?: unknown };
      if (typeof it.id === 'string' && typeof it.updatedAt === 'string')
        this.repo.sightAgain(partition, kind, it.id, it.updatedAt, at);
    }
  }

  /** A write reached the server: local IDs become real ones, answers are sightings, pins are kept. */
  writeDone(connectionId: string, partition: string, entry: OutboxEntryView): void {
    if (isOp(entry, 'library.create') && isVersionKind(entry.request.kind)) {
      const kind = entry.request.kind;
      const id = entry.result?.id;
      if (typeof id === 'string') {
        const local = `local:${entry.id}`;
        this.repo.renameItem(partition, kind, local, id);
        this.announce(connectionId, [historyKey(kind, local)]);
      }
      this.serverItem(connectionId, partition, kind, entry.result);
    } else if (isOp(entry, 'library.update')) {
      this.serverItem(connectionId, partition, entry.request.kind, entry.result);
    } else if (isOp(entry, 'playground.run.create')) {
      const { competitionId, pins } = entry.request;
      const runId = entry.result?.runId;
      if (!pins || typeof runId !== 'string') return;
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
   * What a run about to be queued will run, per configuration. The outbox sends in order, so a
   * queued save of a cheatsheet goes first and is what the server runs: the newest queued text
   * wins, then the newest text saved or seen here. A cheatsheet never seen here is "unknown".
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
