/**
 * Tracks and models of a competition's catalog (spec 2.2 `catalog.tracks[].id`,
 * `catalog.models[].id`) in words: the platform's own title or name for each ID (`solo` →
 * "Solo", `qwen3-235b-a22b` → "Qwen3 235B A22B"), read from the competition's detail.
 */
import type { CompetitionDetail } from '../../../shared/api';
import { useCached } from '../stores/useCached';

export interface CatalogEntry {
  id: string;
  /** The platform's words for it; null when the catalog gives none (then the ID is its name). */
  name: string | null;
}

const nameOf = (e: Record<string, unknown>): string | null => {
  for (const k of ['title', 'name', 'label', 'displayName']) {
    const v = e[k];
    if (typeof v === 'string' && v.trim() !== '') return v;
  }
  return null;
};

export function catalogEntries(
  detail: CompetitionDetail | null | undefined,
  which: 'tracks' | 'models',
): CatalogEntry[] {
  const list = (detail?.submissionSpec.catalog?.[which] ?? []) as Record<string, unknown>[];
  return list.map((e) => ({ id: String(e.id), name: nameOf(e) }));
}

export interface CatalogWords {
  track(id: string): string;
  model(id: string): string;
}

/** Words for IDs from a detail already read; an ID the catalog does not list stays as it is. */
export function catalogWords(detail: CompetitionDetail | null | undefined): CatalogWords {
  const tracks = new Map(catalogEntries(detail, 'tracks').map((e) => [e.id, e.name]));
  const models = new Map(catalogEntries(detail, 'models').map((e) => [e.id, e.name]));
  return {
    track: (id) => tracks.get(id) ?? id,
    model: (id) => models.get(id) ?? id,
  };
}

/** The same, reading the competition's detail (cache-first); IDs as they are until it answers. */
export function useCatalogWords(competitionId: string | null | undefined): CatalogWords {
  const detail = useCached(
    'competitions.get',
    { competitionId: competitionId ?? '' },
    { enabled: Boolean(competitionId) },
  );
  return catalogWords(detail.data);
}

/**
 * Model names from the competition's Playground model list (`playground.models`: `id`, `name`),
 * for screens that name models a catalog does not list (the Stage 1 cheatsheet benchmarks). An ID
 * the list does not have, or a list that cannot be read, stays as it is.
 */
export function useModelNames(competitionId: string): (id: string) => string {
  const models = useCached('playground.models', { competitionId });
  const names = new Map((models.data?.items ?? []).map((m) => [m.id, m.name]));
  return (id) => names.get(id) ?? id;
}
