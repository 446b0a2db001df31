import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Igp24LabelFilters } from '../../../../shared/contracts/igp24';

export const R_VALUES = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24];
export const LABEL_TOKEN = /^(24T)?[1-9][0-9]{0,5}$/;

export type Draft = {
  labels: string;
  tMin: string;
  tMax: string;
  minTeams: string;
  maxDisc: string;
};

export const DRAFT_KEYS = ['labels', 'tMin', 'tMax', 'minTeams', 'maxDisc'] as const;
export const EMPTY_DRAFT: Draft = { labels: '', tMin: '', tMax: '', minTeams: '', maxDisc: '' };
export const TYPING_DEBOUNCE_MS = 600;

/** The filters as the URL carries them (so other screens can link to a filtered explorer). */
export function filtersFrom(params: URLSearchParams): Igp24LabelFilters {
  const int = (k: string) => {
    const v = params.get(k);
    return v !== null && /^\d+$/.test(v) ? Number(v) : null;
  };
  const rState = params.get('rState');
  const labels = (params.get('labels') ?? '').split(/[\s,]+/).filter((x) => LABEL_TOKEN.test(x));
  const r = int('r');
  return {
    labels: labels.length ? labels : undefined,
    includeEmpty: params.get('includeEmpty') !== '0',
    tMin: int('tMin'),
    tMax: int('tMax'),
    r: r !== null && R_VALUES.includes(r) ? r : null,
    rState: rState === 'discovered' || rState === 'remaining' ? rState : 'any',
    minTeamCount: int('minTeams'),
    maxMinimumDiscAbs: /^\d+$/.test(params.get('maxDisc') ?? '') ? params.get('maxDisc') : null,
  };
}

export function Filters({
  filters,
  params,
  set,
}: {
  filters: Igp24LabelFilters;
  params: URLSearchParams;
  set: (changes: Record<string, string | null>) => void;
}) {
  const fromParams = (): Draft => ({
    labels: params.get('labels') ?? '',
    tMin: params.get('tMin') ?? '',
    tMax: params.get('tMax') ?? '',
    minTeams: params.get('minTeams') ?? '',
    maxDisc: params.get('maxDisc') ?? '',
  });
  const [draft, setDraft] = useState<Draft>(fromParams);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  // What each field last saw in the URL. A URL change (a link into the explorer, another filter
  // applied, Clear) replaces only the fields whose own value changed, so text being typed in
  // another field, and not applied yet, is never overwritten.
  const seen = useRef<Draft>(draft);
  const paramKey = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `paramKey` stands for params.
  useEffect(() => {
    const now = fromParams();
    // The echo of this form's own apply is skipped: typing may have gone on since it was sent.
    const changed = DRAFT_KEYS.filter((k) => now[k] !== seen.current[k]);
    seen.current = now;
    if (changed.length === 0) return;
    setDraft((d) => {
      const next = { ...d };
      for (const k of changed) next[k] = now[k];
      return next;
    });
  }, [paramKey]);

  const apply = (e?: FormEvent, quiet = false) => {
    e?.preventDefault();
    const errs: Partial<Record<keyof Draft, string>> = {};
    const tokens = draft.labels.split(/[\s,]+/).filter(Boolean);
    const bad = tokens.find((x) => !LABEL_TOKEN.test(x));
    if (bad) errs.labels = `“${bad}” is not a label: write 24T<t> or t, e.g. 24T123.`;
    for (const k of ['tMin', 'tMax', 'minTeams'] as const)
      if (draft[k].trim() && !/^\d+$/.test(draft[k].trim())) errs[k] = 'A whole number.';
    if (draft.tMin && draft.tMax && Number(draft.tMin) > Number(draft.tMax))
      errs.tMax = 'At least the minimum t.';
    if (draft.maxDisc.trim() && !/^\d+$/.test(draft.maxDisc.trim()))
      errs.maxDisc = 'A non-negative integer, all digits (no exponent).';
    // While typing (debounced), a half-typed value is not an error yet: wait for blur or Enter.
    if (quiet && Object.keys(errs).length) return;
    setErrors(errs);
    if (Object.keys(errs).length) return;
    const values: Draft = {
      labels: tokens.join(','),
      tMin: draft.tMin.trim(),
      tMax: draft.tMax.trim(),
      minTeams: draft.minTeams.trim(),
      maxDisc: draft.maxDisc.trim().replace(/^0+(?=\d)/, ''),
    };
    seen.current = values;
    set(values);
  };

  // Applied a moment after the last keystroke as well as on blur and Enter.
  const [typed, setTyped] = useState(0);
  const applyRef = useRef(apply);
  applyRef.current = apply;
  useEffect(() => {
    if (typed === 0) return;
    const t = setTimeout(() => applyRef.current(undefined, true), TYPING_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [typed]);

  const text = (k: keyof Draft, label: string, size: number, hint?: string) => (
    <div className="field">
      <label htmlFor={`igp24-f-${k}`}>{label}</label>
      <input
        id={`igp24-f-${k}`}
        type="text"
        size={size}
        value={draft[k]}
        onChange={(e) => {
          const v = e.target.value;
          setDraft((d) => ({ ...d, [k]: v }));
          setTyped((n) => n + 1);
        }}
        onBlur={() => apply()}
        aria-invalid={errors[k] ? true : undefined}
        placeholder={hint}
        spellCheck={false}
        autoComplete="off"
      />
      {errors[k] && <span className="field__error">{errors[k]}</span>}
    </div>
  );

  return (
    <form className="form-row igp24-filters" onSubmit={apply} aria-label="Label filters" noValidate>
      {text('labels', 'Labels', 18, '24T7, 24T100')}
      {text('tMin', 't from', 6)}
      {text('tMax', 't to', 6)}
      <div className="field">
        <label htmlFor="igp24-f-r">r allowed</label>
        <select
          id="igp24-f-r"
          value={filters.r ?? ''}
          onChange={(e) => set({ r: e.target.value })}
          data-testid="igp24-filter-r"
        >
          <option value="">any</option>
          {R_VALUES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="igp24-f-state">{filters.r === null ? 'Signatures' : `r = ${filters.r} is`}</label>
        <select
          id="igp24-f-state"
          value={filters.rState ?? 'any'}
          onChange={(e) => set({ rState: e.target.value === 'any' ? null : e.target.value })}
          data-testid="igp24-filter-state"
        >
          <option value="any">{filters.r === null ? 'any' : 'found or remaining'}</option>
          <option value="discovered">{filters.r === null ? 'some found' : 'found'}</option>
          <option value="remaining">{filters.r === null ? 'some remaining' : 'remaining'}</option>
        </select>
      </div>
      {text('minTeams', filters.r === null ? 'Teams ≥' : `Teams on r=${filters.r} ≥`, 4)}
      {text('maxDisc', 'Minimum |disc| ≤', 16, 'digits')}
      <label className="checkbox igp24-filters__check">
        <input
          type="checkbox"
          checked={filters.includeEmpty !== false}
          onChange={(e) => set({ includeEmpty: e.target.checked ? null : '0' })}
        />{' '}
        include labels nobody found yet
      </label>
      <button type="submit" className="btn">
        Apply
      </button>
      <button
        type="button"
        className="btn btn--ghost"
        onClick={() => {
          setErrors({});
          setDraft(EMPTY_DRAFT);
          set({
            labels: null,
            tMin: null,
            tMax: null,
            r: null,
            rState: null,
            minTeams: null,
            maxDisc: null,
            includeEmpty: null,
          });
        }}
      >
        Clear
      </button>
    </form>
  );
}
