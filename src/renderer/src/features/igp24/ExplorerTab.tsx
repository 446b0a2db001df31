import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Igp24LabelFilters, Igp24LabelSync } from '../../../../shared/contracts/igp24';
import { useCursorStack } from '../../components/CursorPager';
import { ErrorPanel } from '../../components/ErrorPanel';
import { ScrollRegion } from '../../components/ScrollRegion';
import { useNow } from '../../components/useNow';
import { age, formatInteger, localTime, localTimeSeconds, parseDate } from '../../lib/format';
import { useCached } from '../../stores/useCached';
import { Igp24Pager } from './Igp24Pager';
import { LabelTable } from './LabelTable';
import type { LabelSyncState } from './useLabelSync';

const R_VALUES = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24];
const LABEL_TOKEN = /^(24T)?[1-9][0-9]{0,5}$/;

type Draft = {
  labels: string;
  tMin: string;
  tMax: string;
  minTeams: string;
  maxDisc: string;
};

const DRAFT_KEYS = ['labels', 'tMin', 'tMax', 'minTeams', 'maxDisc'] as const;
const EMPTY_DRAFT: Draft = { labels: '', tMin: '', tMax: '', minTeams: '', maxDisc: '' };
const TYPING_DEBOUNCE_MS = 600;

/** The filters as the URL carries them (so other screens can link to a filtered explorer). */
function filtersFrom(params: URLSearchParams): Igp24LabelFilters {
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

export function ExplorerTab({ labels }: { labels: LabelSyncState }) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(params), [params]);
  const [total, setTotal] = useState<number | null>(null);
  const onTotal = useCallback((t: number | null) => setTotal(t), []);
  const sync = labels.sync;

  // The latest params, including a change not rendered yet: two quick changes must both stick
  // (react-router's functional update sees only the rendered params).
  const latest = useRef(params);
  latest.current = params;
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(latest.current);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    next.set('tab', 'explorer');
    latest.current = next;
    setParams(next, { replace: true });
  };

  return (
    <div className="igp24-explorer">
      <section className="card section" aria-labelledby="igp24-labels-h">
        <div className="section__header">
          <h2 id="igp24-labels-h">Label progress</h2>
          <SyncLine labels={labels} />
        </div>
        <Unpublished sync={sync} />
        {labels.callError && (
          <ErrorPanel
            info={labels.callError}
            compact
            context="Could not sync label progress"
            onRetry={labels.refresh}
          />
        )}
        {sync?.error && (
          <ErrorPanel
            info={sync.error}
            compact
            context={
              sync.count > 0
                ? 'The last refresh failed; showing the copy from before'
                : 'Could not fetch label progress'
            }
            onRetry={labels.refresh}
          />
        )}
        <Filters filters={filters} params={params} set={set} />
        <p className="igp24-count" data-testid="igp24-label-count" role="status">
          {total === null ? (
            'Counting…'
          ) : (
            <>
              <strong>{formatInteger(total)}</strong> of {formatInteger(sync?.count ?? 0)} labels match
            </>
          )}
        </p>
        <LabelTable filters={filters} onTotal={onTotal} focusR={filters.r ?? null} />
        <p className="faint">
          Chips: <span className="igp24-sig is-found">r</span> found by at least one team,{' '}
          <span className="igp24-sig is-open">r</span> allowed and still remaining, blank: not allowed for the
          label. Team placements and leaderboard search by t and r are on the{' '}
          <Link to="/competitions/igp24/leaderboard">competition’s Leaderboard tab</Link>.
        </p>
      </section>
      <RemainingPairs />
    </div>
  );
}

function SyncLine({ labels }: { labels: LabelSyncState }) {
  const now = useNow();
  const s = labels.sync;
  const fetched = parseDate(s?.fetchedAt);
  const next = parseDate(s?.nextRefreshAt);
  const wait = next ? Math.ceil((next.getTime() - now.getTime()) / 1000) : 0;
  return (
    <span className="freshness" data-testid="igp24-sync">
      {s && s.count > 0 && <span>{formatInteger(s.count)} labels</span>}
      {s?.generatedAt && (
        <span className="muted" title={s.generatedAt}>
          · generated {localTime(parseDate(s.generatedAt)!)}
        </span>
      )}
      {fetched && (
        <span className={s?.stale ? 'warn-text' : 'muted'} title={`Fetched ${localTimeSeconds(fetched)}`}>
          · fetched {now.getTime() - fetched.getTime() < 5000 ? 'just now' : `${age(fetched, now)} ago`}
        </span>
      )}
      <button
        type="button"
        className="btn btn--small btn--ghost"
        onClick={labels.refresh}
        disabled={labels.syncing || wait > 0}
        title={
          wait > 0
            ? `The platform caches label progress for up to 120 s: the next refresh is possible in ${wait} s`
            : 'Fetch all labels again'
        }
      >
        {labels.syncing ? 'Fetching all labels…' : wait > 0 ? `Refresh in ${wait} s` : 'Refresh'}
      </button>
    </span>
  );
}

function Unpublished({ sync }: { sync: Igp24LabelSync | null }) {
  if (sync?.published !== false) return null;
  return (
    <div className="igp24-notice" role="note" data-testid="igp24-unpublished">
      <p>
        <strong>Label progress is not published right now.</strong> The platform answered with{' '}
        <code>meta.published = false</code>: it withholds the per-label progress (for example while results
        are being prepared), so the empty list it sent says nothing about which pairs are found.
      </p>
      <p className="muted">
        {sync.count > 0
          ? `Below is the last published copy (generated ${sync.generatedAt ?? 'at an unknown time'}); it may be out of date.`
          : 'There is no earlier published copy on this connection, so nothing can be shown yet. The app asks again at most every 120 s.'}
      </p>
    </div>
  );
}

function Filters({
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
  const applied = useRef<Partial<Draft>>({});
  const paramKey = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `paramKey` stands for params.
  useEffect(() => {
    const now = fromParams();
    // The echo of this form's own apply is skipped: typing may have gone on since it was sent.
    const changed = DRAFT_KEYS.filter((k) => now[k] !== seen.current[k] && now[k] !== applied.current[k]);
    applied.current = {};
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
    applied.current = values;
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

const PAIRS_PAGE = 500;

/** Allowed (t, r) pairs nobody has found, ordered by t then r, paged with the server's cursor. */
function RemainingPairs() {
  const pager = useCursorStack();
  const page = useCached('igp24.remainingPairs', { cursor: pager.cursor, limit: PAIRS_PAGE });
  const data = page.data;
  return (
    <section className="card section" aria-labelledby="igp24-pairs-h">
      <div className="section__header">
        <h2 id="igp24-pairs-h">Remaining pairs</h2>
        <span className="muted">
          allowed (24T&lt;t&gt;, r) with no team credit yet · ordered by t, then r · page {pager.pageNo}
        </span>
      </div>
      {page.error && !data && <ErrorPanel info={page.error} onRetry={page.refresh} />}
      {page.error && data && (
        <ErrorPanel
          info={page.error}
          compact
          context="The last refresh failed; showing the page from before"
          onRetry={page.refresh}
        />
      )}
      {data && !data.meta.published && (
        <div className="igp24-notice" role="note">
          <p>
            <strong>Remaining pairs are not published right now</strong> (<code>meta.published = false</code>
            ): the empty list does not mean every pair is found.
          </p>
        </div>
      )}
      {data?.meta.published && (
        <>
          <ScrollRegion className="igp24-pairs" label="Remaining pairs" testId="igp24-pairs">
            {data.items.map((p) => (
              <Link
                key={`${p.t}:${p.r}`}
                className="igp24-pair"
                to={`/igp24?tab=explorer&labels=${encodeURIComponent(p.label)}`}
                title={`${p.label}, r = ${p.r}: nobody has found it yet`}
              >
                {p.label}
                <span className="muted"> r={p.r}</span>
              </Link>
            ))}
          </ScrollRegion>
          <Igp24Pager pager={pager} page={data} nextLabel={`Next ${PAIRS_PAGE}`}>
            <span className="faint">generated {data.generatedAt} · refreshed at most every 120 s</span>
          </Igp24Pager>
        </>
      )}
    </section>
  );
}
