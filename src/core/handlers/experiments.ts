/**
 * Experiments (issue 20): versions of cheatsheets and solver templates, runs pinned to them, and
 * the views over both. Everything is answered from SQLite, so it all works with the platform down.
 */
import { randomUUID } from 'node:crypto';
import type { RunPin, TextVersion, VersionText } from '../../shared/contracts/experiments';
import { localError } from '../api/errors';
import { bestOf, scoreVersions, wilson } from '../experiments/best';
import { compareMany } from '../experiments/compareMany';
import { experimentRun, type RunFacts, sentBodies } from '../experiments/runs';
import { compareRuns } from '../playground/compare';
import type { CompetitionRun } from '../store/playground';
import { historyKey, pinsOfRun, startedByRun } from '../versions';
import type { HandlerDeps, Handlers } from './types';

type ExperimentHandlers = Pick<
  Handlers,
  | 'library.history'
  | 'library.version'
  | 'library.restore'
  | 'experiments.list'
  | 'experiments.compareTwo'
  | 'experiments.compareMany'
  | 'experiments.best'
>;

export function experimentHandlers({ ctx }: HandlerDeps): ExperimentHandlers {
  const versions = ctx.versions;
  const active = () => ctx.connections.getActive();

  /**
   * The texts each of a competition's stored runs ran (pins.ts): kept pins, else those of its
   * creation here, else matched now. Only read: the recorder keeps them when a run is created or
   * seen to have ended, so these views never write.
   */
  const pinsReader = (partition: string, competitionId: string) => {
    // The outbox is read once for both: the pins runs started here were given, and their bodies.
    const started = ctx.outbox.startedRuns(competitionId);
    const byRun = startedByRun(started);
    const sent = sentBodies(started);
    const kept = versions.pinsOf(partition, competitionId);
    return {
      sent,
      pins: (stored: CompetitionRun): RunPin[] =>
        pinsOfRun(versions, partition, stored, kept, byRun, sent.get(stored.runId)).pins,
    };
  };

  const runFacts = async (competitionId: string) => {
    const conn = await active();
    const { sent, pins } = pinsReader(conn.partition, competitionId);
    const facts: RunFacts[] = ctx.playground
      .runsOf(conn.partition, competitionId)
      .map((stored) => experimentRun(competitionId, stored, pins(stored), sent.get(stored.runId)));
    facts.sort((a, b) => ((a.row.createdAt ?? '') < (b.row.createdAt ?? '') ? 1 : -1));
    return { conn, facts };
  };

  const versionText = (partition: string, pin: RunPin | undefined): VersionText | null =>
    pin?.sha256 ? versions.version(partition, pin.kind, pin.sha256, pin.itemId ?? undefined) : null;

  return {
    'library.history': async ({ kind, id }) => versions.history((await active()).partition, kind, id),
    'library.version': async ({ kind, sha256, id }) =>
      versions.version((await active()).partition, kind, sha256, id),
    'library.restore': async ({ kind, id, sha256 }) => {
      const conn = await active();
      const found = versions.version(conn.partition, kind, sha256, id);
      if (!found) {
        throw localError(
          'INVALID_INPUT',
          `No version ${sha256.slice(0, 12)} of this ${kind === 'cheatsheet' ? 'cheatsheet' : 'solver template'} is kept here. Pick one from its history.`,
        );
      }
      // The key the editor opens for this item; the base is the server copy last seen, so saving
      // the restored text over a newer server copy is reported as a conflict, never silent. An
      // item whose create is still queued is edited under its new-item draft (`createEntryId`).
      const base = versions.sightings(conn.partition, kind, id)[0]?.updatedAt ?? null;
      const title = versions.title(conn.partition, kind, id) ?? found.version.title;
      const local = /^local:(\d+)$/.exec(id);
      let draftKey = `${kind}:${id}`;
      let meta: Record<string, unknown> = { title, baseUpdatedAt: base, itemId: id };
      if (local) {
        const createEntryId = Number(local[1]);
        draftKey = ctx.drafts.forCreate(createEntryId)[0]?.key ?? `${kind}:new-${randomUUID()}`;
        meta = { title, createEntryId };
      }
      ctx.drafts.put(draftKey, found.text, meta);
      if (found.version.itemId !== id) {
        // A text of another item (or of a run) is a draft of this item, with source 'restore':
        // one of its versions once it is saved and the server accepts it. (A write of this local
        // action, not of a read: the one the recorder cannot see, as no request carries it.)
        versions.save(conn.partition, {
          kind,
          itemId: id,
          text: found.text,
          title,
          source: 'restore',
          draft: true,
        });
      }
      ctx.events.emit('cache.updated', { connectionId: conn.id, keys: [historyKey(kind, id)] });
      return { draftKey };
    },
    'experiments.list': async ({ competitionId }) => {
      const { conn, facts } = await runFacts(competitionId);
      const shas = facts.flatMap((f) => f.row.pins.flatMap((p) => (p.sha256 ? [p.sha256] : [])));
      const used: TextVersion[] = versions.versionsOf(conn.partition, shas);
      return { competitionId, runs: facts.map((f) => f.row), versions: used };
    },
    'experiments.compareTwo': async ({ competitionId, runA, runB }) => {
      const conn = await active();
      const key = (runId: string) => ({ partition: conn.partition, competitionId, runId });
      const a = ctx.playground.getRun(key(runA));
      const b = ctx.playground.getRun(key(runB));
      const kind = a?.kind ?? b?.kind ?? null;
      const compare = compareRuns(
        kind,
        a?.run ?? null,
        ctx.playground.results(key(runA)),
        b?.run ?? null,
        ctx.playground.results(key(runB)),
      );
      const { pins } = pinsReader(conn.partition, competitionId);
      const all = ctx.playground.runsOf(conn.partition, competitionId);
      const pinsFor = (runId: string) => {
        const stored = all.find((r) => r.runId === runId);
        return stored ? pins(stored) : [];
      };
      const pa = pinsFor(runA);
      const pb = pinsFor(runB);
      const positions = [...new Set([...pa, ...pb].map((p) => p.position))].sort(
        (x, y) => (x ?? -1) - (y ?? -1),
      );
      const texts = positions.map((position) => ({
        position,
        a: versionText(
          conn.partition,
          pa.find((p) => p.position === position),
        ),
        b: versionText(
          conn.partition,
          pb.find((p) => p.position === position),
        ),
      }));
      return { compare, texts };
    },
    'experiments.compareMany': async ({ competitionId, runIds }) => {
      const { conn, facts } = await runFacts(competitionId);
      const runs = runIds.map((runId) => {
        const key = { partition: conn.partition, competitionId, runId };
        return {
          row: facts.find((f) => f.row.runId === runId)?.row ?? null,
          kind: ctx.playground.getRun(key)?.kind ?? null,
          rows: ctx.playground.results(key),
        };
      });
      return compareMany(runIds, runs);
    },
    'experiments.best': async ({ competitionId, problemSet, models }) => {
      const { conn, facts } = await runFacts(competitionId);
      const best = bestOf(scoreVersions(facts, { problemSet, models }));
      if (!best) return null;
      const kind = best.kind === 'solver-template' ? 'solver-template' : 'cheatsheet';
      const version = versions.version(conn.partition, kind, best.sha256, best.itemId ?? undefined)?.version;
      if (!version) return null;
      return {
        version,
        correct: best.correct,
        scored: best.scored,
        accuracy: best.correct / best.scored,
        interval: wilson(best.correct, best.scored),
        runIds: best.runIds,
      };
    },
  };
}
