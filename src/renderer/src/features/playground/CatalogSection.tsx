/** Models with their credit price, problem sets, and one set's problems (gold answers, custom marks). */

import { useState } from 'react';
import type { EquationProblem, LeanProblem } from '../../../../shared/api/playground';
import { creditsText } from '../../../../shared/playgroundCost';
import { CachedView } from '../../components/CachedView';
import { Freshness } from '../../components/Freshness';
import { PlatformText } from '../../components/PlatformText';
import { useModels, useProblemSet, useProblemSets } from './usePlayground';
import { problemSetLabel } from './words';

export function CatalogSection({ competitionId, unit }: { competitionId: string; unit: string }) {
  const models = useModels(competitionId);
  const sets = useProblemSets(competitionId);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="pg-catalog">
      <section aria-label="Models">
        <div className="page__header">
          <h3>Models</h3>
          <Freshness state={models} />
        </div>
        <CachedView state={models} loadingLabel="Loading models…" errorContext="Could not load models">
          {(m) => (
            <>
              <p data-testid="pg-credit-rate">
                Price: <strong>{creditsText(m.creditRate, 4)}</strong> per {unit}.
              </p>
              <ul className="pg-list">
                {m.items.map((x) => (
                  <li key={x.id}>
                    <PlatformText>{x.name}</PlatformText> <code className="faint">{x.id}</code>
                  </li>
                ))}
              </ul>
            </>
          )}
        </CachedView>
      </section>
      <section aria-label="Problem sets">
        <div className="page__header">
          <h3>Problem sets</h3>
          <Freshness state={sets} />
        </div>
        <CachedView
          state={sets}
          loadingLabel="Loading problem sets…"
          errorContext="Could not load problem sets"
        >
          {(list) => (
            <ul className="pg-list">
              {list.map((s) => (
                <li key={s.id}>
                  <button
                    type="button"
                    className="pg-link"
                    onClick={() => setOpen(open === s.id ? null : s.id)}
                    aria-expanded={open === s.id}
                  >
                    {problemSetLabel(s, 'problem')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </CachedView>
        {open && <ProblemSetView competitionId={competitionId} problemSetId={open} />}
      </section>
    </div>
  );
}

function ProblemSetView({ competitionId, problemSetId }: { competitionId: string; problemSetId: string }) {
  const set = useProblemSet(competitionId, problemSetId);
  return (
    <CachedView state={set} loadingLabel="Loading problems…" errorContext="Could not load this problem set">
      {(d) =>
        d.items.length === 0 ? (
          <p className="muted">This competition lists no problem rows here; its cases show in run results.</p>
        ) : (
          <div className="pg-scroll" data-testid="pg-problem-set">
            <table className="plain-table">
              <tbody>
                {d.items.map((p, i) =>
                  'equation1' in p ? (
                    <EquationRow key={(p as EquationProblem).index} p={p as EquationProblem} />
                  ) : 'lhsText' in p ? (
                    <LeanRow key={(p as LeanProblem).id} p={p as LeanProblem} />
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: unknown rows have no ID.
                    <tr key={i}>
                      <td className="mono">{JSON.stringify(p)}</td>
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          </div>
        )
      }
    </CachedView>
  );
}

function EquationRow({ p }: { p: EquationProblem }) {
  return (
    <tr>
      <td className="num">{p.index}</td>
      <td className="mono">{p.equation1}</td>
      <td className="muted">implies</td>
      <td className="mono">{p.equation2}</td>
      <td title="Gold answer">{p.goldAnswer ? 'true' : 'false'}</td>
    </tr>
  );
}

function LeanRow({ p }: { p: LeanProblem }) {
  return (
    <tr>
      <td>
        <code>{p.id}</code> {p.isCustom && <span className="badge badge--info">yours</span>}
      </td>
      <td className="mono" title={p.lhsName}>
        {p.lhsText}
      </td>
      <td className="muted">⇒</td>
      <td className="mono" title={p.rhsName}>
        {p.rhsText}
      </td>
    </tr>
  );
}
