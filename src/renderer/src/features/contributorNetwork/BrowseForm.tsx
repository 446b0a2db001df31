import { useEffect, useState } from 'react';
import type { CompetitionSummary } from '../../../../shared/api';
import {
  type BrowseFilters,
  ITEM_KINDS,
  type ItemKind,
  normalizeFilters,
  SCOPES,
  type Scope,
  SEARCH_MAX,
  SORTS,
  type Sort,
  searchProblem,
} from './filters';
import { asPublicCode } from './publicCode';
import { KIND_LABEL, SCOPE_LABEL, SORT_LABEL } from './words';

interface Props {
  filters: BrowseFilters;
  /** Competitions that expose the Contributor Network. */
  competitions: readonly CompetitionSummary[];
  /** Tracks of the solver-template competition, for the track filter. */
  tracks: readonly string[];
  trackName(id: string): string;
  onChange(next: BrowseFilters): void;
}

/**
 * Every filter of spec 4.4. Filters that need a kind are offered only with that kind, and the
 * search is sent when it is short enough, so the form cannot produce a 422.
 */
export function BrowseForm({ filters, competitions, tracks, trackName, onChange }: Props) {
  const [search, setSearch] = useState(filters.search);
  // The URL is the truth: going back in history puts its search into the box.
  useEffect(() => setSearch(filters.search), [filters.search]);
  const problem = searchProblem(search);
  const set = (patch: Partial<BrowseFilters>) => onChange(normalizeFilters({ ...filters, ...patch }));
  const code = asPublicCode(search);

  return (
    <search className="cn-filters-wrap">
      <form
        className="cn-filters"
        aria-label="Filter the Contributor Network"
        onSubmit={(e) => {
          e.preventDefault();
          if (!problem) set({ search: search.trim() });
        }}
      >
        <label className="field cn-filters__search">
          <span>Search or public code</span>
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Author, title, remark, content — or a code like ETA-123456"
            aria-invalid={problem !== null}
            aria-describedby="cn-search-help"
            data-testid="cn-search"
          />
          <small id="cn-search-help" className={problem ? 'field__error' : 'muted'}>
            {problem ??
              (code
                ? `Press Enter to open ${code}.`
                : `Up to ${SEARCH_MAX} characters; letter case does not matter.`)}
          </small>
        </label>
        <button
          type="submit"
          className="btn btn--primary"
          disabled={problem !== null}
          data-testid="cn-search-go"
        >
          {code ? 'Open' : 'Search'}
        </button>
        <label className="field">
          <span>Competition</span>
          <select
            value={filters.competitionId ?? ''}
            disabled={filters.kind === 'lean-kernel-package'}
            title={
              filters.kind === 'lean-kernel-package'
                ? 'Lean kernel packages belong to the Lean kernel challenge'
                : undefined
            }
            onChange={(e) => set({ competitionId: e.target.value || null })}
            data-testid="cn-competition"
          >
            <option value="">All competitions</option>
            {competitions.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title ?? c.id}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Kind</span>
          <select
            value={filters.kind ?? ''}
            onChange={(e) => set({ kind: (e.target.value || null) as ItemKind | null })}
            data-testid="cn-kind"
          >
            <option value="">All kinds</option>
            {ITEM_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABEL[k].many}
              </option>
            ))}
          </select>
        </label>
        {filters.kind === 'solver-template' && (
          <label className="field">
            <span>Track</span>
            <select
              value={filters.track ?? ''}
              onChange={(e) => set({ track: e.target.value || null })}
              data-testid="cn-track"
            >
              <option value="">All tracks</option>
              {tracks.map((t) => (
                <option key={t} value={t}>
                  {trackName(t)}
                </option>
              ))}
            </select>
          </label>
        )}
        {filters.kind === 'lean-kernel-package' && (
          <ProblemField
            value={filters.problemId ?? ''}
            onCommit={(problemId) => set({ problemId: problemId || null })}
          />
        )}
        <label className="field">
          <span>Whose</span>
          <select
            value={filters.scope}
            onChange={(e) => set({ scope: e.target.value as Scope })}
            data-testid="cn-scope"
          >
            {SCOPES.map((s) => (
              <option key={s} value={s}>
                {SCOPE_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Order</span>
          <select
            value={filters.sort}
            onChange={(e) => set({ sort: e.target.value as Sort })}
            data-testid="cn-sort"
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
      </form>
    </search>
  );
}

/** The exact problem ID of a Lean package (case-sensitive), applied when the field is left. */
function ProblemField({ value, onCommit }: { value: string; onCommit(v: string): void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <label className="field">
      <span>Problem ID (exact)</span>
      <input
        type="text"
        value={text}
        placeholder="e.g. lkc-p01"
        onChange={(e) => setText(e.target.value)}
        onBlur={() => text.trim() !== value && onCommit(text.trim())}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onCommit(text.trim());
          }
        }}
        data-testid="cn-problem"
      />
    </label>
  );
}
