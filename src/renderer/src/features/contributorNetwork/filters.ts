/**
 * The browse page's filters (spec 4.4 list query) and the URL that holds them, so a view can be
 * bookmarked. The spec's 422 rules are kept here, before anything is sent: blank values are left
 * out, kind-specific filters only travel with their kind, the Lean package listing always names
 * its competition, and a search longer than 200 characters stays in the form with a message.
 */
import { asPublicCode } from './publicCode';

export const ITEM_KINDS = [
  'cheatsheet',
  'solver-template',
  'model-reference',
  'lean-kernel-package',
] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
export const SCOPES = ['all', 'mine', 'favorites'] as const;
export type Scope = (typeof SCOPES)[number];
export const SORTS = ['newest', 'earliest'] as const;
export type Sort = (typeof SORTS)[number];

/** Spec 4.4: the Lean package listing requires this competition and `kind=lean-kernel-package`. */
export const LEAN_COMPETITION = 'lean-kernel-challenge';
export const SEARCH_MAX = 200;

export interface BrowseFilters {
  competitionId: string | null;
  kind: ItemKind | null;
  scope: Scope;
  /** Only with kind `solver-template`. */
  track: string | null;
  /** Only with kind `lean-kernel-package`. */
  problemId: string | null;
  search: string;
  sort: Sort;
}

export const DEFAULT_FILTERS: BrowseFilters = {
  competitionId: null,
  kind: null,
  scope: 'all',
  track: null,
  problemId: null,
  search: '',
  sort: 'newest',
};

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T;
function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: null): T | null;
function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T | null): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function text(value: string | null): string | null {
  const t = value?.trim() ?? '';
  return t === '' ? null : t;
}

/**
 * Makes a set of filters one the platform accepts: a filter that needs a kind is dropped without
 * it, and the Lean package kind brings its competition. Used for the URL and for every form change.
 */
export function normalizeFilters(f: BrowseFilters): BrowseFilters {
  const kind = f.kind;
  return {
    ...f,
    competitionId: kind === 'lean-kernel-package' ? LEAN_COMPETITION : text(f.competitionId),
    track: kind === 'solver-template' ? text(f.track) : null,
    problemId: kind === 'lean-kernel-package' ? text(f.problemId) : null,
  };
}

/** Filters from the URL's query (`#/network?kind=…`); unknown values fall back to the defaults. */
export function filtersFromParams(params: URLSearchParams): BrowseFilters {
  return normalizeFilters({
    competitionId: params.get('competition'),
    kind: pick(params.get('kind'), ITEM_KINDS, null),
    scope: pick(params.get('scope'), SCOPES, 'all'),
    track: params.get('track'),
    problemId: params.get('problem'),
    search: params.get('q') ?? '',
    sort: pick(params.get('sort'), SORTS, 'newest'),
  });
}

/** The URL query for a set of filters; defaults are left out so links stay short. */
export function filtersToParams(f: BrowseFilters): URLSearchParams {
  const n = normalizeFilters(f);
  const p = new URLSearchParams();
  if (n.competitionId) p.set('competition', n.competitionId);
  if (n.kind) p.set('kind', n.kind);
  if (n.scope !== 'all') p.set('scope', n.scope);
  if (n.track) p.set('track', n.track);
  if (n.problemId) p.set('problem', n.problemId);
  if (n.search !== '') p.set('q', n.search);
  if (n.sort !== 'newest') p.set('sort', n.sort);
  return p;
}

/** What is wrong with the form in words, or null when it can be sent as it is. */
export function searchProblem(search: string): string | null {
  const n = [...search.trim()].length;
  return n > SEARCH_MAX
    ? `A search can be at most ${SEARCH_MAX} characters; this one has ${n}. Shorten it to search.`
    : null;
}

/** The list query's parameters (spec 4.4), only those that are set and valid. */
export interface ListQuery {
  competitionId?: string;
  kind?: ItemKind;
  scope?: Scope;
  track?: string;
  problemId?: string;
  search?: string;
  publicCode?: string;
  sort?: Sort;
}

/**
 * The query to send for the filters. A search that is a public code asks for that code (one item
 * at most); an over-long search is not sent at all (the form shows why), so no 422 comes back.
 */
export function toListQuery(f: BrowseFilters): ListQuery {
  const n = normalizeFilters(f);
  const q: ListQuery = { scope: n.scope, sort: n.sort };
  if (n.competitionId) q.competitionId = n.competitionId;
  if (n.kind) q.kind = n.kind;
  if (n.track) q.track = n.track;
  if (n.problemId) q.problemId = n.problemId;
  const search = n.search.trim();
  const code = asPublicCode(search);
  if (code) q.publicCode = code;
  else if (search !== '' && searchProblem(search) === null) q.search = search;
  return q;
}
