/**
 * Stage 1 problems: from a set (ranges, search, all, random sample) and custom equations. A set's
 * problems are typed and shown with the numbers the platform gives them (its `index`, from 0), the
 * same as the command line's `SET:0-9` and the results CSV.
 */
import { useState } from 'react';
import type { EquationProblem, ProblemSetSummary } from '../../../../shared/api/playground';
import { PROBLEM_NUMBERING, problemRanges } from '../../../../shared/playgroundProblems';
import { FieldProblem } from '../../components/FieldProblem';
import { describeIndices, parseRanges, randomSample, searchProblems } from './forms/problemPick';
import type { CustomEquation, Stage1Draft } from './forms/stage1Form';
import { useProblemSet } from './usePlayground';
import { problemSetLabel } from './words';

interface Props {
  competitionId: string;
  sets: ProblemSetSummary[];
  draft: Stage1Draft;
  update: (u: (d: Stage1Draft) => Stage1Draft) => void;
  problemsError?: string;
  customError?: string;
}

export function ProblemPicker({ competitionId, sets, draft: d, update, problemsError, customError }: Props) {
  const set = useProblemSet(competitionId, d.problemSetId);
  const items = (set.data?.items ?? []).filter((p): p is EquationProblem => 'equation1' in p);
  const [ranges, setRanges] = useState('');
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [sample, setSample] = useState('10');
  const all = items.map((p) => p.index);
  // Until the set's problems are here, "All", a sample or ranges would pick nothing.
  const loading = set.data === null;
  const pick = (indices: number[]) => update((x) => ({ ...x, indices }));
  const found = query.trim() ? searchProblems(items, query) : [];
  const setCustom = (i: number, c: Partial<CustomEquation>) =>
    update((x) => ({ ...x, custom: x.custom.map((e, j) => (j === i ? { ...e, ...c } : e)) }));

  return (
    <fieldset>
      <legend>Problems</legend>
      <label>
        Problem set{' '}
        <select
          value={d.problemSetId ?? ''}
          onChange={(e) => update((x) => ({ ...x, problemSetId: e.target.value || null, indices: [] }))}
          data-testid="pg-problem-set-select"
        >
          <option value="">None (custom equations only)</option>
          {sets.map((s) => (
            <option key={s.id} value={s.id}>
              {problemSetLabel(s, 'problem')}
            </option>
          ))}
        </select>
      </label>
      {d.problemSetId && (
        <div className="pg-picker">
          <div className="pg-filters">
            <button
              type="button"
              className="btn btn--small"
              onClick={() => pick(all)}
              disabled={loading}
              data-testid="pg-pick-all"
            >
              {loading ? 'Loading problems…' : `All ${all.length}`}
            </button>
            <label>
              Random{' '}
              <input
                className="pg-num-input"
                type="number"
                min={1}
                value={sample}
                onChange={(e) => setSample(e.target.value)}
              />
            </label>
            <button
              type="button"
              className="btn btn--small"
              onClick={() => pick(randomSample(all, Number(sample) || 0, Date.now() % 2 ** 31))}
              disabled={loading}
            >
              Draw sample
            </button>
            <label>
              Ranges{' '}
              <input
                value={ranges}
                onChange={(e) => setRanges(e.target.value)}
                placeholder="0-9, 15"
                data-testid="pg-ranges"
                aria-describedby="pg-numbering"
              />
            </label>
            <button
              type="button"
              className="btn btn--small"
              onClick={() => {
                const r = parseRanges(ranges, new Set(all));
                setRangeError(r.ok ? null : r.error);
                if (r.ok) pick(r.indices);
              }}
              disabled={loading}
            >
              Use ranges
            </button>
            <button type="button" className="btn btn--small btn--ghost" onClick={() => pick([])}>
              Clear
            </button>
          </div>
          <p className="pg-field-hint" id="pg-numbering" data-testid="pg-numbering">
            Problems are {PROBLEM_NUMBERING}
            {all.length > 0 ? `: this set has problems ${problemRanges(all)}.` : '.'}
          </p>
          <FieldProblem text={rangeError ?? undefined} />
          <p className="muted" data-testid="pg-picked">
            {d.indices.length} picked
            {d.indices.length
              ? `: problem${d.indices.length === 1 ? '' : 's'} ${describeIndices(d.indices)}`
              : ''}
          </p>
          <label>
            Search equations <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
          </label>
          {found.length > 0 && (
            <ul className="pg-list pg-scroll">
              {found.slice(0, 50).map((p) => (
                <li key={p.index}>
                  <label>
                    <input
                      type="checkbox"
                      checked={d.indices.includes(p.index)}
                      onChange={() =>
                        pick(
                          d.indices.includes(p.index)
                            ? d.indices.filter((i) => i !== p.index)
                            : [...d.indices, p.index].sort((a, b) => a - b),
                        )
                      }
                    />{' '}
                    Problem {p.index}: <code>{p.equation1}</code> ⇒ <code>{p.equation2}</code>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <FieldProblem text={problemsError} />
      <h4>Custom equations</h4>
      {d.custom.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and removed by position.
        <div key={i} className="pg-filters">
          <input
            aria-label={`Equation 1 of custom ${i + 1}`}
            value={c.equation1}
            onChange={(e) => setCustom(i, { equation1: e.target.value })}
            placeholder="x * y = y * x"
          />
          <span className="muted">implies</span>
          <input
            aria-label={`Equation 2 of custom ${i + 1}`}
            value={c.equation2}
            onChange={(e) => setCustom(i, { equation2: e.target.value })}
            placeholder="x = x"
          />
          <select
            aria-label={`Right answer of custom ${i + 1}`}
            value={c.goldAnswer === null ? '' : String(c.goldAnswer)}
            onChange={(e) =>
              setCustom(i, { goldAnswer: e.target.value === '' ? null : e.target.value === 'true' })
            }
          >
            <option value="">Right answer…</option>
            <option value="true">true</option>
            <option value="false">false</option>
          </select>
          <button
            type="button"
            className="btn btn--small btn--ghost"
            onClick={() => update((x) => ({ ...x, custom: x.custom.filter((_, j) => j !== i) }))}
          >
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className="btn btn--small"
        onClick={() =>
          update((x) => ({ ...x, custom: [...x.custom, { equation1: '', equation2: '', goldAnswer: null }] }))
        }
      >
        Add custom equation
      </button>
      <FieldProblem text={customError} />
    </fieldset>
  );
}
