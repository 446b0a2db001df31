/**
 * A run's name for the notification of its end (src/shared/runName.ts): what it ran from the body
 * this computer sent or the platform's record, the versions pinned to it, and the names the cache
 * holds (models list, problem sets) and the versions table (cheatsheet titles). Only what is
 * already stored: naming a run never waits for the platform.
 */

import type { ProblemSetSummary } from '../../shared/api';
import type { PlaygroundModels } from '../../shared/contracts/playground';
import { cacheKey } from '../../shared/methods';
import { runName, runWhat } from '../../shared/runName';
import { paramsOf, sentBodies } from '../experiments/runs';
import type { Outbox } from '../outbox/outbox';
import type { CacheRepo } from '../store/cache';
import type { PlaygroundRepo, RunKey } from '../store/playground';
import type { VersionsRepo } from '../store/versions';

export interface RunNameSources {
  playground: PlaygroundRepo;
  versions: VersionsRepo;
  cache: CacheRepo;
  outbox: Pick<Outbox, 'startedRuns'>;
}

/** Bidi controls dropped: a desktop notification is plain text, and they would reorder it. */
const plain = (s: string) => s.replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '');

export function storedRunName(src: RunNameSources, key: RunKey): string {
  const { partition, competitionId, runId } = key;
  const stored = src.playground.getRun(key);
  const sent = sentBodies(src.outbox.startedRuns(competitionId)).get(runId);
  const kind = stored?.kind ?? null;
  const params = stored
    ? paramsOf(
        { runId, kind, run: stored.run, state: null, firstCompletedAt: null, lastCompletedAt: null },
        sent,
      )
    : (sent ?? null);
  const pins = src.versions.pinsOf(partition, competitionId).get(runId) ?? [];
  const models = src.cache.get<PlaygroundModels>(partition, cacheKey('playground.models', { competitionId }));
  const sets = src.cache.get<ProblemSetSummary[]>(
    partition,
    cacheKey('playground.problemSets', { competitionId }),
  );
  const modelNames = new Map((models?.value.items ?? []).map((m) => [m.id, m.name]));
  const setTitles = new Map((sets?.value ?? []).map((s) => [s.id, s.title]));
  return plain(
    runName(
      runWhat(kind, params, pins),
      { createdAt: stored?.run.createdAt ?? null },
      {
        model: (id) => modelNames.get(id) || id,
        problemSet: (id) => setTitles.get(id) || id,
        cheatsheet: (id) => src.versions.title(partition, 'cheatsheet', id),
      },
    ).title,
  );
}
