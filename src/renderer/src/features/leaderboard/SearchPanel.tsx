import { type FormEvent, useId, useState } from 'react';
import { cacheKey } from '../../../../shared/methods';
import { PagedTable } from './PagedTable';

/** 24T1 … 24T25000: the transitive groups of degree 24 (spec 8: 25,000 labels). */
const T_MAX = 25_000;

interface Errors {
  t?: string;
  r?: string;
  form?: string;
}

/** Parse t and r; both are optional integers but at least one must be given. */
export function validateSearch(
  tText: string,
  rText: string,
): { ok: true; t: number | null; r: number | null } | { ok: false; errors: Errors } {
  const errors: Errors = {};
  const parse = (text: string): number | null | 'bad' => {
    const s = text.trim();
    if (s === '') return null;
    return /^\d+$/.test(s) ? Number(s) : 'bad';
  };
  const t = parse(tText);
  const r = parse(rText);
  if (t === 'bad') errors.t = 't must be a whole number, e.g. 1234.';
  else if (t !== null && (t < 1 || t > T_MAX))
    errors.t = `t runs from 1 to ${T_MAX} (labels 24T1 to 24T${T_MAX}).`;
  if (r === 'bad') errors.r = 'r must be a whole number, e.g. 0.';
  else if (r !== null && r > 24) errors.r = 'r is a count of real roots: 0 to 24.';
  else if (r !== null && r % 2 !== 0)
    errors.r = 'Non-real roots come in conjugate pairs, so r is even (0, 2, …, 24).';
  if (!errors.t && !errors.r && t === null && r === null) errors.form = 'Give t, r or both.';
  if (t === 'bad' || r === 'bad' || errors.t || errors.r || errors.form) return { ok: false, errors };
  return { ok: true, t, r };
}

/** IGP24: placements matching a group index t and/or a real-root count r. */
export function SearchPanel({ competitionId }: { competitionId: string }) {
  const [tText, setT] = useState('');
  const [rText, setR] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [query, setQuery] = useState<{ t: number | null; r: number | null } | null>(null);
  const tId = useId();
  const rId = useId();
  const errId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validateSearch(tText, rText);
    if (result.ok) {
      setErrors({});
      setQuery({ t: result.t, r: result.r });
    } else setErrors(result.errors);
  };

  const input = query ? { competitionId, ...query } : null;
  return (
    <section className="card section" aria-labelledby="search-panel-h">
      <h2 id="search-panel-h">Search placements</h2>
      <form className="form-row" onSubmit={submit} noValidate aria-label="Search placements">
        <div className="field">
          <label htmlFor={tId}>
            t <span className="muted">(group 24T&lt;t&gt;)</span>
          </label>
          <input
            id={tId}
            type="text"
            inputMode="numeric"
            size={8}
            value={tText}
            onChange={(e) => setT(e.target.value)}
            aria-invalid={errors.t ? true : undefined}
            aria-describedby={errors.t ? `${tId}-err` : undefined}
            autoComplete="off"
          />
          {errors.t && (
            <span id={`${tId}-err`} className="field__error">
              {errors.t}
            </span>
          )}
        </div>
        <div className="field">
          <label htmlFor={rId}>
            r <span className="muted">(real roots)</span>
          </label>
          <input
            id={rId}
            type="text"
            inputMode="numeric"
            size={5}
            value={rText}
            onChange={(e) => setR(e.target.value)}
            aria-invalid={errors.r ? true : undefined}
            aria-describedby={errors.r ? `${rId}-err` : undefined}
            autoComplete="off"
          />
          {errors.r && (
            <span id={`${rId}-err`} className="field__error">
              {errors.r}
            </span>
          )}
        </div>
        <button type="submit" className="btn">
          Search
        </button>
        {errors.form && (
          <p id={errId} className="field__error" role="alert">
            {errors.form}
          </p>
        )}
      </form>
      {input ? (
        <PagedTable
          key={cacheKey('leaderboard.search', input)}
          title={`Placements matching ${[input.t !== null ? `t = ${input.t}` : '', input.r !== null ? `r = ${input.r}` : ''].filter(Boolean).join(', ')}`}
          headingId="search-h"
          level={3}
          method="leaderboard.search"
          input={input}
          exportInput={{ table: 'search', ...input }}
          emptyText="No placements match."
        />
      ) : (
        <p className="muted">Search by t, r or both.</p>
      )}
    </section>
  );
}
