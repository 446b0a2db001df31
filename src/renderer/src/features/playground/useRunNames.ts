/**
 * Runs named by what they ran (src/shared/runName.ts) for the Playground's screens. What a run
 * ran comes from the core's experiments record (the body sent from here, the versions pinned to
 * it); a run the core has not stored yet is named from its own record. Names come from the models
 * list, the problem sets and the library, as far as they are read; platform text is isolated.
 */
import { useCallback, useMemo } from 'react';
import type { Run } from '../../../../shared/api/playground';
import { cacheKey } from '../../../../shared/methods';
import {
  configurationName,
  type RunName,
  type RunNamer,
  type RunWhat,
  runName,
  runWhat,
} from '../../../../shared/runName';
import { isolatedText } from '../../lib/bidi';
import { localTime, parseDate } from '../../lib/format';
import { useContractQuery } from '../../stores/query';
import { useCached } from '../../stores/useCached';
import { useModels, useProblemSets } from './usePlayground';

export type NameOf = (
  run: Pick<Run, 'runId'> & Partial<Pick<Run, 'kind' | 'createdAt' | 'params'>>,
) => RunName;

export interface RunNames {
  nameOf: NameOf;
  /**
   * A cheatsheet one run ran, by its title and the version pinned to it, as the run's name says
   * it ("“Algebra tricks” version d9f34575"); never its ID.
   */
  cheatsheetOf: (runId: string, cheatsheetId: string) => string;
}

/**
 * `kind`: the competition's run kind, for runs whose record does not say it. `refreshOn`: keys
 * whose change may bring new runs (the run list page that shows them, a run's own key).
 */
export function useRunNames(
  competitionId: string,
  kind: string | null,
  refreshOn: readonly string[] = [],
): RunNames {
  const list = useContractQuery(
    'experiments.list',
    { competitionId },
    { refreshOn: [cacheKey('experiments.list', { competitionId }), ...refreshOn] },
  );
  const models = useModels(competitionId).data?.items;
  const sets = useProblemSets(competitionId).data;
  const sheets = useCached(
    'library.list',
    { kind: 'cheatsheet', cursor: null },
    { enabled: kind === 'cheatsheet' },
  ).data?.items;
  const namer = useMemo((): RunNamer => {
    const model = new Map((models ?? []).map((m) => [m.id, m.name]));
    const set = new Map((sets ?? []).map((s) => [s.id, s.title]));
    const sheet = new Map(
      (sheets ?? []).map((c) => [c.id, typeof c.title === 'string' && c.title ? c.title : null] as const),
    );
    return {
      model: (id) => model.get(id) || id,
      problemSet: (id) => set.get(id) || id,
      cheatsheet: (id) => sheet.get(id) ?? null,
      text: isolatedText,
      time: (iso) => {
        const d = parseDate(iso);
        return d ? localTime(d) : iso;
      },
    };
  }, [models, sets, sheets]);
  const known = useMemo(
    () => new Map<string, RunWhat>((list.data?.runs ?? []).map((r) => [r.runId, r.what])),
    [list.data],
  );
  const nameOf = useCallback<NameOf>(
    (run) => {
      const what =
        known.get(run.runId) ??
        runWhat(run.kind ?? kind, (run.params as Record<string, unknown> | undefined) ?? null, []);
      return runName(what.kind ? what : { ...what, kind: run.kind ?? kind }, run, namer);
    },
    [known, kind, namer],
  );
  const cheatsheetOf = useCallback(
    (runId: string, cheatsheetId: string) => {
      const pin = known.get(runId)?.configurations.find((p) => p.itemId === cheatsheetId) ?? {
        position: null,
        kind: 'cheatsheet' as const,
        itemId: cheatsheetId,
        sha256: null,
        title: null,
        how: 'unknown' as const,
      };
      return configurationName(pin, namer);
    },
    [known, namer],
  );
  return useMemo(() => ({ nameOf, cheatsheetOf }), [nameOf, cheatsheetOf]);
}
