/**
 * The texts a run ran (its pins), worked out from what is stored: read-only, so every view of
 * runs can call these without writing. Only the recorder (recorder.ts) keeps what they find, when
 * a run is created or is seen to have ended.
 */
import type { OutboxEntryView, OutboxRequest } from '../../shared/contract';
import { isOp } from '../../shared/contract';
import type { RunPin } from '../../shared/contracts/experiments';
import { paramsOf } from '../experiments/runs';
import { sha256Hex } from '../sha256';
import type { CompetitionRun } from '../store/playground';
import type { VersionsRepo } from '../store/versions';
import { matchSighting } from './matching';

type RunCreate = Extract<OutboxRequest, { op: 'playground.run.create' }>;

/** The pin of a Stage 1 run that ran no cheatsheet (the baseline). */
const BASELINE: RunPin = {
  position: null,
  kind: 'cheatsheet',
  itemId: null,
  sha256: null,
  title: null,
  how: 'baseline',
};

const unknown = (position: number | null, kind: RunPin['kind'], itemId: string | null): RunPin => ({
  position,
  kind,
  itemId,
  sha256: null,
  title: null,
  how: 'unknown',
});

/**
 * A Stage 2 run's pin: the solver code it sent is its text, known exactly. Tied to the template
 * holding that text, else to none (the recorder keeps the code as a version of its own, source
 * 'run', once the run exists).
 */
export function solverPin(
  repo: VersionsRepo,
  partition: string,
  code: string,
  name: string | null,
  how: RunPin['how'],
): RunPin {
  const sha256 = sha256Hex(code);
  const owner = repo.itemsWith(partition, 'solver-template', sha256)[0] ?? null;
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
 * What a run about to be queued will run, per configuration (settled again when the run is
 * created). The outbox sends in order, so a queued save of a cheatsheet goes first and is what
 * the server runs if it accepts it: the newest queued text wins, then the item's newest version.
 * A cheatsheet never seen here is "unknown".
 */
export function queuedPins(
  repo: VersionsRepo,
  partition: string,
  request: Pick<RunCreate, 'kind' | 'body'>,
  queued: readonly OutboxEntryView[],
): RunPin[] {
  const body = request.body;
  if (request.kind === 'solver-participation') {
    if (typeof body.solverCode !== 'string') return [];
    const name = typeof body.solverName === 'string' ? body.solverName : null;
    return [solverPin(repo, partition, body.solverCode, name, 'started-here')];
  }
  if (request.kind !== 'cheatsheet') return [];
  if (!Array.isArray(body.configurations)) return [BASELINE];
  return body.configurations.map((conf, position): RunPin => {
    const itemId = String((conf as { cheatsheet?: unknown }).cheatsheet ?? '');
    const pending = queuedText(queued, itemId);
    if (pending) return { position, kind: 'cheatsheet', itemId, ...pending, how: 'started-here' };
    const newest = repo.newest(partition, 'cheatsheet', itemId);
    return newest
      ? {
          position,
          kind: 'cheatsheet',
          itemId,
          sha256: newest.sha256,
          title: newest.title,
          how: 'started-here',
        }
      : unknown(position, 'cheatsheet', itemId);
  });
}

/**
 * The pins of a run the server created (`at`: when its creation was answered), from those fixed
 * when it was queued. A cheatsheet is pinned to what the server held then: the newest sighting
 * (a read, an accepted save, the copy a conflict met) first seen at or before `at`; never a save
 * that was refused, discarded or not sent; unknown when nothing was seen. Stage 2 code is exact:
 * only its template is looked up again (a save of it accepted before the run now holds it).
 */
export function settledPins(
  repo: VersionsRepo,
  partition: string,
  pins: readonly RunPin[],
  at: string,
): RunPin[] {
  return pins.map((pin): RunPin => {
    if (pin.how === 'baseline' || pin.how === 'matched') return pin;
    if (pin.kind === 'solver-template') {
      if (!pin.sha256) return pin;
      const owners = repo.itemsWith(partition, 'solver-template', pin.sha256);
      const owner = owners.find((o) => o.itemId === pin.itemId) ?? owners[0];
      return owner
        ? { ...pin, itemId: owner.itemId, title: owner.title ?? pin.title }
        : { ...pin, itemId: null };
    }
    if (!pin.itemId) return pin;
    const held = repo.serverTextAt(partition, 'cheatsheet', pin.itemId, at);
    return held
      ? { ...pin, sha256: held.sha256, title: held.title, how: 'started-here' }
      : { ...pin, sha256: null, title: null, how: 'unknown' };
  });
}

/**
 * A run started elsewhere (the website), matched to what this computer knows: solver code named in
 * the run is its text; a cheatsheet seen unchanged around the run's creation (matching.ts), else
 * "unknown". Never a guess.
 */
export function matchedPins(
  repo: VersionsRepo,
  partition: string,
  stored: CompetitionRun,
  params: Record<string, unknown> | undefined,
): RunPin[] {
  if (stored.kind === 'solver-participation') {
    if (typeof params?.solverCode !== 'string') return [unknown(null, 'solver-template', null)];
    const name = typeof params.solverName === 'string' ? params.solverName : null;
    return [solverPin(repo, partition, params.solverCode, name, 'matched')];
  }
  if (stored.kind !== 'cheatsheet') return [];
  if (!params) return [unknown(null, 'cheatsheet', null)];
  if (!Array.isArray(params.configurations)) return [BASELINE];
  return params.configurations.map((conf, position): RunPin => {
    const itemId = String((conf as { cheatsheet?: unknown }).cheatsheet ?? '');
    const seen = matchSighting(stored.run.createdAt, repo.sightings(partition, 'cheatsheet', itemId));
    if (!seen) return unknown(position, 'cheatsheet', itemId);
    const v = repo.version(partition, 'cheatsheet', seen.sha256, itemId);
    return {
      position,
      kind: 'cheatsheet',
      itemId,
      sha256: seen.sha256,
      title: v?.version.title ?? null,
      how: 'matched',
    };
  });
}

/** Where a run's pins came from: the pin table, its creation entry here, or a match now. */
export interface FoundPins {
  pins: RunPin[];
  from: 'kept' | 'started-here' | 'matched';
}

/**
 * The pins of one stored run. Kept pins win. A run started here whose pins did not reach the pin
 * table (the process ended between its creation and that write) gets them from its outbox entry,
 * settled against what the server held when the entry was done, as they would have been then.
 * Any other run is matched.
 */
export function pinsOfRun(
  repo: VersionsRepo,
  partition: string,
  stored: CompetitionRun,
  kept: ReadonlyMap<string, RunPin[]>,
  started: ReadonlyMap<string, OutboxEntryView>,
  sent?: Record<string, unknown>,
): FoundPins {
  const known = kept.get(stored.runId);
  if (known) return { pins: known, from: 'kept' };
  const entry = started.get(stored.runId);
  if (entry && isOp(entry, 'playground.run.create') && entry.request.pins) {
    return { pins: settledPins(repo, partition, entry.request.pins, entry.updatedAt), from: 'started-here' };
  }
  const params = paramsOf(stored, sent) ?? undefined;
  return { pins: matchedPins(repo, partition, stored, params), from: 'matched' };
}

/** The run creations this computer sent, by the run each one started. */
export function startedByRun(entries: readonly OutboxEntryView[]): Map<string, OutboxEntryView> {
  const out = new Map<string, OutboxEntryView>();
  for (const entry of entries) {
    if (!isOp(entry, 'playground.run.create')) continue;
    const runId = entry.result?.runId;
    if (typeof runId === 'string') out.set(runId, entry);
  }
  return out;
}

/** Whether found pins are kept: a run started here always; a match once every text is known. */
export function worthKeeping(found: FoundPins): boolean {
  if (found.from === 'kept') return false;
  if (found.from === 'started-here') return true;
  return found.pins.length > 0 && found.pins.every((p) => p.how !== 'unknown');
}

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
      found = { sha256: sha256Hex(text), title: typeof r.body.title === 'string' ? r.body.title : null };
  }
  return found;
}
