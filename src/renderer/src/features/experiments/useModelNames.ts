import { useCallback, useMemo } from 'react';
import { useCached } from '../../stores/useCached';

/** A model's name from the cached models list; its ID while that is not read (or offline and never read). */
export function useModelNames(competitionId: string): (id: string) => string {
  const models = useCached('playground.models', { competitionId });
  const items = models.data?.items;
  const names = useMemo(() => new Map((items ?? []).map((m) => [m.id, m.name])), [items]);
  return useCallback((id: string) => names.get(id) || id, [names]);
}
